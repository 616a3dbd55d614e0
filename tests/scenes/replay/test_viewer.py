"""The replay viewer, driven with posted events: it steps forward and back
through every action (buttons, arrow keys, autoplay) and shows the table as
it was at that point, in both modes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.rules.fountains.game import FountainsGame
from game.rules.splash import SplashGame
from game.rules.splash.save import game_to_json as splash_json
from game.saves.record import SavedGame
from game.scenes.replay.timeline import timeline_of
from game.scenes.replay.viewer import SPEED_NAMES, ReplayScene
from game.ui.driver import UiDriver
from tests.saves.games import (
    fountains_setup,
    last_fountains,
    last_splash,
    record,
    splash_setup,
)


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


def fountains_record(stop: int = 24) -> SavedGame:
    setup = fountains_setup(3, seed=91, advanced=True)
    return record(setup, last_fountains(setup, stop=stop))


def splash_record() -> SavedGame:
    setup = splash_setup(3, seed=92, toss=True)
    return record(setup, last_splash(setup, stop=60))


def open_viewer(ui: UiDriver, saved: SavedGame) -> ReplayScene:
    scene = ReplayScene(ui.app.ctx, saved)
    ui.app.manager.push(scene)
    ui.frames()
    return scene


#: The Basin (Fountains) or the die and droplet counts (Kids' Splash): what an
#: action changes and nothing animates.
SIDE = pygame.Rect(862, 82, 402, 360)


def picture(ui: UiDriver) -> bytes:
    ui.frames()
    return pygame.image.tobytes(ui.app.screen.subsurface(SIDE), "RGB")


@pytest.mark.parametrize("make", [fountains_record, splash_record])
def test_keys_step_through_every_action(ui: UiDriver, make: object) -> None:
    saved = make()  # type: ignore[operator]
    scene = open_viewer(ui, saved)
    last = len(saved.game.actions)
    assert scene.timeline.last == last and scene.index == 0
    start = picture(ui)
    ui.key(pygame.K_RIGHT)
    assert scene.index == 1
    assert picture(ui) != start  # the table shows the action just taken
    ui.key(pygame.K_LEFT)
    assert scene.index == 0 and picture(ui) == start
    ui.key(pygame.K_LEFT)
    assert scene.index == 0  # nothing before the deal
    ui.key(pygame.K_END)
    assert scene.index == last
    ui.key(pygame.K_RIGHT)
    assert scene.index == last
    ui.key(pygame.K_HOME)
    assert scene.index == 0


def test_buttons_step_and_autoplay_at_a_chosen_speed(ui: UiDriver) -> None:
    saved = fountains_record(stop=12)
    scene = open_viewer(ui, saved)
    ui.click(">")
    ui.click(">")
    assert scene.index == 2
    ui.click("<")
    assert scene.index == 1
    ui.click(">|")
    assert scene.index == 12 and not ui.widget(">").enabled
    ui.click("|<")
    assert scene.index == 0 and not ui.widget("<").enabled
    speed = ui.widget("Speed")
    ui.click_rect(speed.segment_rect(SPEED_NAMES.index("8×")))  # type: ignore[attr-defined]
    ui.click("Play")
    assert scene.playing and ui.has_widget("Pause")
    ui.frames(30)  # half a second at 8 actions a second
    assert 3 <= scene.index <= 5
    ui.frames(120)
    assert scene.index == 12 and not scene.playing  # stops at the end
    ui.key(pygame.K_SPACE)  # Play again from the start
    assert scene.playing and scene.index == 0
    ui.key(pygame.K_SPACE)
    assert not scene.playing


def test_the_game_at_each_moment_is_the_replayed_game(ui: UiDriver) -> None:
    saved = fountains_record(stop=30)
    timeline = timeline_of(saved)
    actions = saved.game.actions
    for index in (30, 4, 17, 0, 29, 3):
        expected = FountainsGame.replay(saved.game.options, actions[:index])
        assert timeline.game_at(index) == expected
    words = [m.words for m in timeline.moments]
    assert words[0] == "The game begins."
    assert all(words[1:]) and any("pawn" in w for w in words)


def test_splash_moments_say_what_happened(ui: UiDriver) -> None:
    saved = splash_record()
    timeline = timeline_of(saved)
    game = saved.game
    assert isinstance(game, SplashGame)
    assert splash_json(timeline.game_at(len(game.actions))) == splash_json(game)
    assert timeline.moments[1].words.endswith(
        ("rolled a 1.", "rolled a 2.", "rolled a 3.")
    )
    assert any("droplet" in m.words for m in timeline.moments)


def test_back_leaves_the_viewer(ui: UiDriver) -> None:
    open_viewer(ui, fountains_record(stop=5))
    ui.click("Back")
    assert not isinstance(ui.top, ReplayScene)
    scene = open_viewer(ui, fountains_record(stop=5))
    ui.key(pygame.K_ESCAPE)
    assert ui.top is not scene
