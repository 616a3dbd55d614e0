"""Shared finished games: playing them is the slow part, so each is played
once per test session and written to a fresh replays folder per test."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from game.records.database import RecordsDatabase
from game.saves.record import SavedGame, encode
from tests.records.games import computer, fountains, person, played, solo, splash


@cache
def _season() -> tuple[SavedGame, ...]:
    ann, bob, cy = person("Ann", 0), person("Bob", 1), person("Cy", 2)
    setups = [
        fountains((ann, bob, computer("hard", 2)), 11),
        fountains((ann, computer("easy", 1)), 12),
        solo(ann, 13, "hard"),
        fountains((bob, ann, cy), 14),
        splash((ann, computer("easy", 1)), 15),
        solo(ann, 16, "easy"),
        fountains((ann, computer("medium", 1), computer("medium", 2)), 17),
        splash((bob, ann, person("Guest 3", 2)), 18),
        fountains((person("Guest", 0), ann), 19),
        solo(bob, 20, "medium"),
        fountains((ann, bob), 21),
        solo(ann, 22, "easy"),
    ]
    return tuple(played(setup, number) for number, setup in enumerate(setups, 1))


def write_replays(folder: Path, games: tuple[SavedGame, ...]) -> list[SavedGame]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for saved in games:
        assert saved.path is not None
        path = folder / saved.path.name
        path.write_bytes(encode(saved))
        copy = SavedGame(
            saved.setup, saved.game, saved.started, saved.saved, True, {}, path
        )
        written.append(copy)
    return written


@pytest.fixture
def season(tmp_path: Path) -> list[SavedGame]:
    """Twelve finished games of every mode, their replays on disk."""
    return write_replays(tmp_path / "replays", _season())


@pytest.fixture
def database(tmp_path: Path) -> Iterator[RecordsDatabase]:
    db = RecordsDatabase(tmp_path / "records.sqlite3", tmp_path / "replays")
    yield db
    db.close()
