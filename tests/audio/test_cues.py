"""The tables' events become the right sounds (with a recorder for a sound
manager: no audio device needed)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.audio.cues import SplashCues, TableCues, ending_sound, water_of
from game.audio.manager import SILENT_WATER, WaterLevels
from game.physics.events import (
    DropletFellBack,
    DropletLeftPond,
    PebbleHitWall,
    PebbleLanded,
)
from game.rules.fountains.actions import Draft, MachineTurn, Place
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions


@dataclass
class Recorder:
    played: list[str] = field(default_factory=list)
    calls: list[tuple[str, tuple[object, ...]]] = field(default_factory=list)

    def play(self, name: str) -> None:
        self.played.append(name)

    def __getattr__(self, method: str):  # play_music, set_water, play_pebble...
        if method.startswith("_"):
            raise AttributeError(method)
        return lambda *args: self.calls.append((method, args))


def play_out(options: GameOptions, seed: int) -> tuple[Recorder, list[object]]:
    rng = random.Random(seed)
    game = FountainsGame.new(options)
    sound = Recorder()
    cues = TableCues(sound, game, solo=options.solo is not None)
    cues.enter()
    actions = []
    while not game.is_over():
        action = rng.choice(game.legal_actions())
        game.apply(action)
        cues.acted(game, action)
        cues.watch(game.fountains[0], len(actions), handoff=False)
        actions.append(action)
    return sound, actions


def test_a_whole_game_sounds_its_events() -> None:
    sound, actions = play_out(GameOptions(players=2, seed=5), seed=1)
    drafts = sum(isinstance(a, Draft) for a in actions)
    places = sum(isinstance(a, Place) for a in actions)
    assert sound.played.count("draft") == drafts > 0
    assert sound.played.count("place") == places > 0
    assert sound.played[-1] == "final_rewards" or "final_rewards" in sound.played
    assert "new_pool" in sound.played
    assert any(name.startswith("reward_") or name == "coins" for name in sound.played)
    assert sound.calls[0] == ("play_music", ("fountains",))
    waters = [args[0] for method, args in sound.calls if method == "set_water"]
    assert waters and all(isinstance(w, WaterLevels) for w in waters)
    assert waters[-1] != waters[0]  # the fountain grew, so did its water


def test_solo_plays_the_machines_music_and_gears() -> None:
    sound, actions = play_out(GameOptions(players=1, solo="easy", seed=7), seed=2)
    assert sound.calls[0] == ("play_music", ("machine",))
    turns = sum(isinstance(a, MachineTurn) for a in actions)
    assert sound.played.count("gears") == turns > 0


def test_the_hand_off_sounds_once_when_it_appears() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=5))
    sound = Recorder()
    cues = TableCues(sound, game, solo=False)
    fountain = game.fountains[0]
    for up in (False, True, True, True, False, True):
        cues.watch(fountain, 0, handoff=up)
    assert sound.played == ["hand_off", "hand_off"]
    cues.leave()
    assert sound.calls[-1] == ("set_water", (SILENT_WATER,))
    assert water_of(fountain).pool > 0


def test_win_or_loss_for_the_people_at_the_table() -> None:
    assert ending_sound((0,), [False, True]) == "win"
    assert ending_sound((1,), [False, True]) == "loss"
    assert ending_sound((1,), [True, True]) == "win"  # computers only
    assert ending_sound((1,), [False]) == "loss"  # solo: The Machine won
    assert ending_sound((0, 1), [False, False]) == "win"


def test_the_pond_splashes_plops_and_knocks() -> None:
    sound = Recorder()
    cues = SplashCues(sound)
    cues.pond_event(PebbleLanded((0, 0), 640.0, (1, 2)))
    cues.pond_event(DropletLeftPond(1, (0, 0), (300.0, -400.0)))
    cues.pond_event(DropletLeftPond(2, (0, 0), (0.0, -60.0)))
    cues.pond_event(DropletFellBack(1, (0, 0)))
    cues.pond_event(DropletFellBack(2, (0, 0)))
    cues.pond_event(PebbleHitWall((0, 0), 50.0))  # too soft to hear
    cues.pond_event(PebbleHitWall((0, 0), 500.0))
    assert sound.calls[0] == ("play_pebble", (640.0,))
    (_, (hard,)), (_, (soft,)) = sound.calls[1:3]
    assert hard > soft > 0
    assert sound.played == ["place"]


@dataclass
class FakeFountain:
    fed: int
    weed: int = 0

    def visible_icons(self) -> list[object]:
        return []

    def fed_pool_count(self) -> int:
        return self.fed

    def pond_weed_count(self) -> int:
        return self.weed


def test_a_trickle_when_water_reaches_a_new_pool_on_screen() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=5))
    sound = Recorder()
    cues = TableCues(sound, game, solo=False)
    mine, theirs = FakeFountain(fed=1), FakeFountain(fed=4)
    cues.watch(mine, 0, handoff=False)
    cues.watch(theirs, 0, handoff=False)  # looking at a fuller fountain: no
    cues.watch(mine, 1, handoff=False)
    assert sound.played == []
    mine.fed = 2
    cues.watch(mine, 2, handoff=False)
    assert sound.played == ["new_pool"]
    mine.weed = 1  # a pool left dry: no trickle, quieter water
    cues.watch(mine, 3, handoff=False)
    assert sound.played == ["new_pool"]
    waters = [args[0] for method, args in sound.calls if method == "set_water"]
    assert waters[-1].trickle < waters[-2].trickle
