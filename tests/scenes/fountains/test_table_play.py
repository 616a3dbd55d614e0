"""Whole games at the Fountains table, played through posted mouse events only,
ending in the same outcome as the rules core for the same seed and actions."""

from __future__ import annotations

import pygame

from game.ai.fountains import RandomBot
from game.rules.fountains.game import FountainsGame
from game.scenes.fountains.table import FountainsTableScene, options_for
from game.scenes.scene import SceneManager
from game.setup import GameSetup, Mode, Seat
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx


def _play(setup: GameSetup, surface: pygame.Surface, bot_seed: int):
    ctx = make_ctx()
    manager = SceneManager()
    scene = FountainsTableScene(ctx, setup)
    manager.push(scene)
    driver = MouseDriver(scene, surface)
    bot = RandomBot(bot_seed)
    chosen = driver.play(bot.choose)
    assert chosen == [a for a in scene.game.actions if str(a) != "machine"]
    return scene, manager, {type(a).__name__ for a in chosen}


def test_two_player_game_by_mouse_matches_the_rules(surface) -> None:
    setup = GameSetup(
        mode=Mode.FOUNTAINS,
        seats=(Seat("Ann", (230, 159, 0)), Seat("Bo", (86, 180, 233))),
        seed=11,
    )
    scene, manager, kinds = _play(setup, surface, bot_seed=3)
    # every kind of choice was made with the mouse in this seeded game
    assert {"Draft", "Place", "PlaceToken", "ChooseFish"} <= kinds
    game = scene.game
    assert game.is_over()
    replayed = FountainsGame.replay(options_for(setup), list(game.actions))
    assert scene.outcome == replayed.outcome()
    assert scene.outcome is not None and len(scene.outcome.scores) == 2
    results = manager.top
    assert results is not scene
    assert type(results).__name__ == "ResultsScene"


def test_solo_game_by_mouse_matches_the_rules(surface) -> None:
    setup = GameSetup(
        mode=Mode.SOLO,
        seats=(Seat("Ada", (230, 159, 0)), Seat("The Machine", (150, 160, 172), True)),
        seed=5,
        difficulty="hard",
    )
    scene, _manager, kinds = _play(setup, surface, bot_seed=8)
    assert {"Draft", "Place", "PlaceToken", "Swap"} <= kinds
    game = scene.game
    assert game.is_over()
    assert any(str(a) == "machine" for a in game.actions)
    replayed = FountainsGame.replay(options_for(setup), list(game.actions))
    assert scene.outcome == replayed.outcome()
