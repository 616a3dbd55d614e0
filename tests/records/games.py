"""Finished games for the records tests: played on the rules core by seeded
bots and written to a replays folder as the game writes them."""

from __future__ import annotations

from pathlib import Path

from game.saves.record import SavedGame, encode
from game.setup import GameSetup, Mode, Seat
from tests.saves.games import (
    fountains_options,
    last_fountains,
    last_splash,
    splash_options,
)

COLOURS = ((230, 120, 40), (80, 170, 230), (90, 190, 90), (240, 210, 60))
MACHINE = Seat("The Machine", (150, 160, 172), True)


def person(name: str, index: int = 0) -> Seat:
    return Seat(name, COLOURS[index % len(COLOURS)])


def computer(level: str, index: int = 1) -> Seat:
    return Seat(f"{level} bot", COLOURS[index % len(COLOURS)], True, level)


def fountains(seats: tuple[Seat, ...], seed: int) -> GameSetup:
    return GameSetup(Mode.FOUNTAINS, seats, seed=seed)


def solo(seat: Seat, seed: int, difficulty: str = "medium") -> GameSetup:
    return GameSetup(Mode.SOLO, (seat, MACHINE), seed=seed, difficulty=difficulty)


def splash(seats: tuple[Seat, ...], seed: int) -> GameSetup:
    return GameSetup(Mode.SPLASH, seats, seed=seed)


def played(setup: GameSetup, number: int, replays: Path | None = None) -> SavedGame:
    """``setup`` played to the end by random moves; the ``number``-th game of
    a day (its time stamps), written to ``replays`` when given."""
    if setup.mode is Mode.SPLASH:
        assert splash_options(setup).players == len(setup.seats)
        game: object = last_splash(setup)
    else:
        assert fountains_options(setup) is not None
        game = last_fountains(setup)
    hour, minute = divmod(number, 60)
    started = f"2026-11-{1 + hour // 24:02d}T{hour % 24:02d}:{minute:02d}:00Z"
    finished = f"2026-11-{1 + hour // 24:02d}T{hour % 24:02d}:{minute:02d}:40Z"
    saved = SavedGame(setup, game, started, finished, True, {})  # type: ignore[arg-type]
    name = f"{setup.mode.value}-{number:05d}.json"
    if replays is not None:
        replays.mkdir(parents=True, exist_ok=True)
        path = replays / name
        path.write_bytes(encode(saved))
        saved.path = path
    else:
        saved.path = Path("replays") / name
    return saved
