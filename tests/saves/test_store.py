"""The save store, the background writer and the autosave listener."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.ai.fountains import GreedyBot
from game.ai.splash import SplashBot
from game.paths import GamePaths
from game.saves.autosave import Autosave
from game.saves.record import encode, restore_bots
from game.saves.store import KEEP_REPLAYS, SaveEntry, SaveStore
from game.saves.writer import SaveWriter
from game.setup import COMPUTER_NAMES, GameSetup, Mode, Seat
from tests.saves.games import (
    STAMP,
    fountains_setup,
    fountains_states,
    last_fountains,
    record,
    splash_setup,
    splash_states,
)


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(GamePaths.under(tmp_path))


def table_state(game: object, bots: dict[int, object] | None = None) -> SimpleNamespace:
    """What an autosave reads of a table: the game, listeners, computers."""
    return SimpleNamespace(
        game=game, on_commit=[], computer=SimpleNamespace(bots=bots or {})
    )


def test_every_commit_is_saved_and_loads_back(store: SaveStore) -> None:
    setup = fountains_setup(3, seed=81)
    writer = SaveWriter()
    bots = {seat: GreedyBot(seat) for seat in range(3)}
    states = fountains_states(setup, stop=10)
    game = next(states)
    state = table_state(game, bots)
    autosave = Autosave(store, setup, state, writer=writer)
    for game in states:
        bots[0].rng.random()  # the computer seats think between commits
        autosave.on_commit(game, game.actions[-1])
        writer.flush()
        loaded = store.load(autosave.path)
        assert loaded.game == game and loaded.setup == setup
    assert autosave.writes == 10
    fresh = {seat: GreedyBot(seat) for seat in range(3)}
    restore_bots(SimpleNamespace(bots=fresh), loaded.bots)
    assert fresh[0].rng.random() == bots[0].rng.random()
    entry = store.latest_unfinished()
    assert entry is not None and entry.path == autosave.path
    assert entry.turn == game.turn and entry.actions == 10
    assert (
        entry.describe()
        == f"Fountains · Player 1, Player 2, Player 3 · turn {game.turn}"
    )


def test_kids_splash_computer_seats_keep_their_random_streams(
    store: SaveStore,
) -> None:
    setup = splash_setup(2, seed=83)
    bots = {seat: SplashBot(seat) for seat in range(2)}
    states = splash_states(setup)
    game = next(states)
    state = SimpleNamespace(
        game=game, on_commit=[], computers=SimpleNamespace(bots=bots)
    )
    autosave = Autosave(store, setup, state, writer=SaveWriter())
    bots[1].rng.random()  # a computer seat has thought
    saved = autosave.record()
    assert set(saved.bots) == {0, 1}
    fresh = {seat: SplashBot(seat) for seat in range(2)}
    restore_bots(SimpleNamespace(bots=fresh), saved.bots)
    assert [fresh[s].rng.random() for s in (0, 1)] == [
        bots[s].rng.random() for s in (0, 1)
    ]


def test_a_finished_game_becomes_a_replay(store: SaveStore) -> None:
    setup = splash_setup(2, seed=82)
    writer = SaveWriter()
    states = splash_states(setup)
    game = next(states)
    autosave = Autosave(store, setup, table_state(game), writer=writer)
    for game in states:
        autosave.on_commit(game, None)
    writer.flush()
    assert game.is_over()
    assert not autosave.path.exists()
    replay = store.replay_path(autosave.path)
    assert store.load(replay).finished
    assert [e.path for e in store.finished()] == [replay]
    assert store.unfinished() == []
    recent = store.recent_for(setup)
    assert recent is not None and recent.game is game


def test_leaving_without_keeping_removes_the_save(store: SaveStore) -> None:
    setup = fountains_setup(2, seed=83)
    writer = SaveWriter()
    states = fountains_states(setup, stop=3)
    autosave = Autosave(store, setup, table_state(next(states)), writer=writer)
    for game in states:
        autosave.on_commit(game, None)
    writer.flush()
    assert autosave.path.exists()
    autosave.discard()
    assert not autosave.path.exists()
    autosave.on_commit(game, None)  # nothing more is saved after leaving
    writer.flush()
    assert not autosave.path.exists()


def test_keep_saves_even_before_the_writer_ran(store: SaveStore) -> None:
    setup = fountains_setup(2, seed=84)
    states = fountains_states(setup, stop=2)
    autosave = Autosave(store, setup, table_state(next(states)), writer=SaveWriter())
    for _ in states:
        pass
    assert not autosave.path.exists()
    assert autosave.keep()
    assert store.load(autosave.path).game.actions == autosave.game.actions


def test_the_writer_keeps_only_the_newest_waiting_state(tmp_path: Path) -> None:
    writer = SaveWriter()
    target = tmp_path / "a.json"
    for n in range(200):
        writer.write(target, str(n).encode())
    assert writer.flush()
    assert target.read_bytes() == b"199"
    assert writer.idle


def test_the_writer_reports_a_folder_it_cannot_write(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    writer = SaveWriter()
    writer.write(blocked / "a.json", b"x")
    writer.flush()
    assert writer.problems and "cannot save" in writer.problems[0]


def test_a_damaged_file_in_the_list_is_kept_aside(store: SaveStore) -> None:
    store.saves.mkdir(parents=True)
    bad = store.saves / "fountains-20260101-000000-000000.json"
    bad.write_text('{"format": "fountaineer.save", "setup": 5}')
    assert store.unfinished() == []
    assert not bad.exists() and bad.with_name(bad.name + ".corrupt").exists()
    assert str(bad) in store.problems[0]


def test_the_newest_unfinished_game_comes_first(store: SaveStore) -> None:
    names = []
    for seed, stamp in ((85, "2026-11-29T10:00:00Z"), (86, "2026-11-30T09:00:00Z")):
        setup = fountains_setup(2, seed=seed)
        game = last_fountains(setup, stop=4)
        saved = record(setup, game)
        saved.saved = stamp
        path = store.new_path(setup)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(encode(saved))
        names.append(path)
    entries = store.unfinished()
    assert [e.path for e in entries] == names[::-1]
    assert entries[0].setup.seed == 86


def test_only_the_newest_replays_are_kept(store: SaveStore) -> None:
    store.replays.mkdir(parents=True)
    for n in range(KEEP_REPLAYS + 5):
        path = store.replays / f"splash-{n:03}.json"
        path.write_text("{}")
        os.utime(path, (1000 + n, 1000 + n))
    removed = store.prune_replays()
    assert sorted(p.name for p in removed) == [f"splash-{n:03}.json" for n in range(5)]
    assert len(list(store.replays.iterdir())) == KEEP_REPLAYS


def test_stamps_read_as_words() -> None:
    from datetime import datetime

    from game.saves.store import SaveEntry

    setup = fountains_setup(2, seed=1)
    entry = SaveEntry(Path("x"), setup, 3, 5, "2026-11-03T09:12:00Z", False)
    later = datetime(2026, 11, 30, 12, 0).astimezone()
    assert entry.when(later).startswith("3 Nov")


def test_a_saved_game_is_listed_with_the_names_the_table_shows() -> None:
    """A computer seat left at "Player 2" is Esme (Expert) at the table: the
    Continue card and the replays list say so too; Kids' Splash keeps the
    names as set up."""
    seats = (
        Seat("Ann", (200, 60, 60)),
        Seat("Player 2", (60, 60, 200), computer=True, level="expert"),
    )
    setup = GameSetup(Mode.FOUNTAINS, seats, seed=4)
    assert setup.shown_names() == ["Ann", COMPUTER_NAMES["expert"][0]]
    entry = SaveEntry(Path("a.json"), setup, 3, 9, STAMP, False)
    assert entry.describe() == "Fountains · Ann, Esme · turn 3"
    splash = dataclasses.replace(setup, mode=Mode.SPLASH, level="classic_cup")
    listed = SaveEntry(Path("b.json"), splash, 2, 5, STAMP, True)
    assert listed.describe() == "Kids' Splash · Ann, Player 2 · finished"
