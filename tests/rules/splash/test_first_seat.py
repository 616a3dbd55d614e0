"""Who starts: "whoever went swimming most recently goes first" (the shell
asks; the options carry the answer)."""

from __future__ import annotations

import json

import pytest

from game.rules.errors import CorruptStateError
from game.rules.splash import Roll, SplashGame, SplashOptions
from game.rules.splash.events import Rolled, TurnPassed
from game.rules.splash.save import dumps, game_to_json, loads


@pytest.mark.parametrize("first", [0, 1, 2])
def test_the_first_seat_rolls_first_and_play_goes_on_to_the_left(first: int) -> None:
    game = SplashGame.new(SplashOptions(players=3, seed=4, first_seat=first))
    assert game.current_seat == first
    events = game.apply(Roll())
    assert Rolled(first, game.roll) in events  # type: ignore[arg-type]
    picks = [a for a in game.legal_actions() if str(a).startswith("pick")]
    passed = [e for e in game.apply(picks[0]) if isinstance(e, TurnPassed)]
    assert passed == [TurnPassed(first, (first + 1) % 3, 2)]


@pytest.mark.parametrize("first", [-1, 2, 7])
def test_a_first_seat_that_is_not_at_the_table_is_refused(first: int) -> None:
    with pytest.raises(ValueError, match="first seat"):
        SplashGame.new(SplashOptions(players=2, first_seat=first))


def test_the_first_seat_is_saved_and_loaded() -> None:
    game = SplashGame.new(SplashOptions(players=4, seed=9, first_seat=3))
    game.apply(Roll())
    again = loads(dumps(game))
    assert again.options.first_seat == 3
    assert again.current_seat == 3 and again == game


def test_a_save_without_a_first_seat_starts_with_seat_0() -> None:
    game = SplashGame.new(SplashOptions(players=2, seed=5))
    game.apply(Roll())
    data = game_to_json(game)
    del data["options"]["first_seat"]  # type: ignore[attr-defined]
    loaded = loads(json.dumps(data))
    assert loaded.options.first_seat == 0 and loaded.current_seat == 0


@pytest.mark.parametrize("bad", ["1", 1.0, True, None, 5])
def test_a_bad_first_seat_in_a_save_is_corrupt(bad: object) -> None:
    data = game_to_json(SplashGame.new(SplashOptions(players=2, seed=5)))
    data["options"]["first_seat"] = bad  # type: ignore[index]
    with pytest.raises(CorruptStateError, match="first"):
        loads(json.dumps(data))
