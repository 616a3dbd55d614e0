"""Save and load at every action of seeded games, both modes: the game read
back equals the game saved, and plays on identically."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.rules.fountains.game import FountainsGame
from game.rules.splash import SplashGame
from game.saves.record import decode, encode, setup_from_json, setup_to_json
from game.setup import GameSetup, Seat
from tests.saves.games import (
    fountains_setup,
    fountains_states,
    last_fountains,
    record,
    splash_setup,
    splash_states,
)

FOUNTAINS = {
    "2 players": fountains_setup(2, seed=21),
    "4 players": fountains_setup(4, seed=23),
    "5 players": fountains_setup(5, seed=24),
    "3 players, advanced": fountains_setup(3, seed=25, advanced=True),
    "solo easy": fountains_setup(1, seed=26, solo="easy"),
    "solo hard": fountains_setup(1, seed=27, solo="hard"),
}
SPLASH = {
    "2 players": splash_setup(2, seed=31),
    "4 players": splash_setup(4, seed=32),
    "cooperative": splash_setup(3, seed=33, cooperative=True),
    "competitive": splash_setup(2, seed=34, competitive=True),
    "toss": splash_setup(3, seed=35, toss=True),
    "all variants": splash_setup(
        2, seed=36, cooperative=True, competitive=True, toss=True
    ),
}


def round_trip(setup: GameSetup, game: FountainsGame | SplashGame) -> None:
    data = encode(record(setup, game))
    back = decode(data)
    assert back.setup == setup
    assert back.game == game or _splash_equal(back.game, game)
    assert back.finished == game.is_over()
    assert encode(back) == data


def _splash_equal(a: object, b: object) -> bool:
    from game.rules.splash.save import game_to_json

    return isinstance(a, SplashGame) and game_to_json(a) == game_to_json(b)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", list(FOUNTAINS))
def test_fountains_round_trip_at_every_action(name: str) -> None:
    setup = FOUNTAINS[name]
    count = 0
    for game in fountains_states(setup):
        round_trip(setup, game)
        count += 1
    assert game.is_over() and count == len(game.actions) + 1


@pytest.mark.parametrize("name", list(SPLASH))
def test_splash_round_trip_at_every_action(name: str) -> None:
    setup = SPLASH[name]
    for game in splash_states(setup, stop=400):
        round_trip(setup, game)
    assert len(game.actions) > 20


def test_a_loaded_game_plays_on_like_the_original() -> None:
    setup = FOUNTAINS["3 players, advanced"]
    game = last_fountains(setup, stop=30)
    back = decode(encode(record(setup, game))).game
    assert isinstance(back, FountainsGame)
    assert back.legal_actions() == game.legal_actions()
    action = game.legal_actions()[-1]
    game.apply(action)
    back.apply(action)
    assert back == game


def test_seat_levels_and_the_first_seat_are_kept() -> None:
    base = splash_setup(3, seed=40)
    seats = tuple(
        Seat(s.name, s.colour, True, level)
        for s, level in zip(base.seats, ("easy", "hard", "medium"), strict=True)
    )
    setup = replace(base, seats=seats, first_seat=2)
    back = setup_from_json(setup_to_json(setup))
    assert [s.level for s in back.seats] == ["easy", "hard", "medium"]
    assert back.first_seat == 2 and back == setup
    old = setup_to_json(setup)  # a save written before levels and first seats
    old.pop("first_seat")
    for seat in old["seats"]:
        seat.pop("level")
    older = setup_from_json(old)
    assert older.first_seat == 0 and {s.level for s in older.seats} == {"medium"}
