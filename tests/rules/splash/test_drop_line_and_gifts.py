"""The drop line the pond allows, a winning gift's leftovers, and saves that
carry the drop line (version 2) or predate it (version 1)."""

from __future__ import annotations

import json
import math

import pytest

from game.rules.errors import CorruptStateError, IllegalActionError
from game.rules.splash import (
    DEFAULT_DROP_SPAN,
    ChooseSplash,
    Drop,
    DropletColour,
    FreePick,
    Give,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
)
from game.rules.splash.events import Returned, Won
from game.rules.splash.save import VERSION, game_from_json, game_to_json
from tests.rules.splash.helpers import droplets_of, options_rolling, pick_first_legal

RED = droplets_of(DropletColour.RED)
BLUE = droplets_of(DropletColour.BLUE)
CUP = (336.0, 624.0)  # the Classic Cup's drop line


def _throwing(**kwargs: object) -> SplashGame:
    game = SplashGame.new(SplashOptions(players=2, seed=1, **kwargs))  # type: ignore[arg-type]
    game.apply(Roll())
    game.apply(ChooseSplash())
    return game


@pytest.mark.parametrize("x", [CUP[0], 480.0, CUP[1]])
def test_a_drop_on_the_line_is_legal(x: float) -> None:
    game = _throwing(drop_span=CUP)
    assert game.action_error(Drop(x)) is None
    game.apply(Drop(x))


@pytest.mark.parametrize("x", [CUP[0] - 0.5, 0.0, CUP[1] + 0.01, 900.0])
def test_a_drop_off_the_line_is_illegal_and_changes_nothing(x: float) -> None:
    """Rulebook: "hold the pebble about a foot above the game board and then
    drop it into the pond" -- from above the pond, i.e. the pond's drop line."""
    game = _throwing(drop_span=CUP)
    before = game.clone()
    with pytest.raises(IllegalActionError, match="off the drop line") as info:
        game.apply(Drop(x, [RED[0]]))
    message = str(info.value)
    assert "drop" in message and "throw" in message and "336..624" in message
    assert game == before


def test_the_throw_template_is_a_legal_drop() -> None:
    game = _throwing(drop_span=CUP)
    template = game.legal_actions()[0]
    assert template == Drop(CUP[0])
    assert game.is_legal(template)


@pytest.mark.parametrize("span", [(5.0, 5.0), (600.0, 300.0), (0.0, math.inf)])
def test_a_drop_line_that_is_not_a_range_is_refused(
    span: tuple[float, float],
) -> None:
    with pytest.raises(ValueError, match="drop line"):
        SplashGame.new(SplashOptions(players=2, drop_span=span))


def test_the_default_line_is_a_whole_standard_map() -> None:
    assert DEFAULT_DROP_SPAN == (0.0, 960.0)
    game = _throwing()
    assert game.is_legal(Drop(0.0)) and game.is_legal(Drop(960.0))
    assert not game.is_legal(Drop(960.5))


def _nine_each(options: SplashOptions) -> SplashGame:
    game = SplashGame.new(options)
    while game.turn < 19:
        game.apply(Roll())
        colours = game.boards[game.current_seat].open_colours()
        colour = colours[0] if game.current_seat == 0 else colours[-1]
        game.apply(FreePick(pick_first_legal(game, colour)))
    return game


def test_a_winning_gift_returns_the_leftovers_to_the_pond() -> None:
    """Rulebook, cooperative variation: "instead of returning any leftover
    droplets to the pond ... share them with other players who may need
    them" -- and when the gift ends the game, what was not shared goes back to
    the pond, as after a winning splash (pond + boards = 50)."""
    game = _nine_each(options_rolling((None,) * 18 + (1,), cooperative=True))
    assert game.boards[1].open_colours() == [DropletColour.RED]
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [RED[9], BLUE[9], BLUE[8]]))
    assert game.phase is Phase.SHARE
    events = game.apply(Give(RED[9], 1))
    assert Won(1) in events
    assert Returned((BLUE[8], BLUE[9])) in events
    assert game.out_droplets() == ()
    assert {BLUE[8], BLUE[9]} <= set(game.pond)
    assert len(game.pond) + sum(game.scores) == 50
    assert game.is_over()


def test_saves_carry_the_drop_line_and_read_back() -> None:
    game = _throwing(drop_span=CUP)
    game.apply(Drop(400.0, [RED[0]]))
    data = game_to_json(game)
    assert data["version"] == VERSION == 2
    assert data["options"]["drop_span"] == [336.0, 624.0]  # type: ignore[index]
    again = game_from_json(json.loads(json.dumps(data)))
    assert again == game and again.options.drop_span == CUP


def test_a_version_1_save_without_a_drop_line_still_loads() -> None:
    game = _throwing()
    game.apply(Drop(400.0))
    data = game_to_json(game)
    data["version"] = 1
    del data["options"]["drop_span"]  # type: ignore[attr-defined]
    again = game_from_json(data)
    assert again == game and again.options.drop_span == DEFAULT_DROP_SPAN


@pytest.mark.parametrize("span", ["wide", [1.0], [True, 3.0], [0.0, "x"]])
def test_a_bad_drop_line_in_a_save_is_corrupt(span: object) -> None:
    data = game_to_json(_throwing())
    data["options"]["drop_span"] = span  # type: ignore[index]
    with pytest.raises(CorruptStateError, match="drop_span"):
        game_from_json(data)


def test_a_save_whose_drop_falls_off_its_line_is_corrupt() -> None:
    game = _throwing()
    game.apply(Drop(900.0))
    data = game_to_json(game)
    data["options"]["drop_span"] = [336.0, 624.0]  # type: ignore[index]
    with pytest.raises(CorruptStateError, match="off the drop line"):
        game_from_json(data)
