"""The records database: one row per finished game, migrations, a database
that cannot be read moved aside and rebuilt, and a kill during a write."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from game.records.database import RecordsDatabase, record_replay, records_file
from game.records.finished import finished_game
from game.records.schema import MIGRATIONS, SCHEMA_VERSION, migrate, schema_version
from game.records.statistics import profile_record
from game.saves.record import SavedGame

ROOT = Path(__file__).resolve().parents[2]


def figures(db: RecordsDatabase) -> dict[str, object]:
    """Every profile's record, by name (ids may differ after a rebuild)."""
    found: dict[str, object] = {}
    for profile in db.book.profiles():
        record = profile_record(db.connection, profile.id)
        found[profile.name] = (
            record.by_mode,
            record.against_computer,
            record.solo,
            record.scores,
            record.categories,
            record.table_categories,
            record.rival,
            record.nemesis,
            record.splash,
            record.best_splash,
            sorted((e.key, e.earned) for e in db.achievements_of(profile.id)),
        )
    return found


def test_one_row_per_finished_game_and_once_only(
    database: RecordsDatabase, season: list[SavedGame]
) -> None:
    for saved in season:
        record_replay(database, saved)
    record_replay(database, season[0])  # the results screen built again
    rows = database.connection.execute("SELECT replay, mode FROM games").fetchall()
    assert len(rows) == len(season)
    assert {name for name, _ in rows} == {s.path.name for s in season if s.path}


def test_the_database_is_wal_with_foreign_keys(database: RecordsDatabase) -> None:
    db = database.connection
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert schema_version(db) == SCHEMA_VERSION
    with pytest.raises(sqlite3.IntegrityError):
        db.execute(
            "INSERT INTO seats (game_id, seat, name, score, won)"
            " VALUES (999, 0, 'x', 1, 0)"
        )


def test_the_file_lives_beside_the_replays(tmp_path: Path) -> None:
    assert records_file(tmp_path / "data" / "replays") == (
        tmp_path / "data" / "records.sqlite3"
    )


def test_a_version_1_database_is_migrated_and_keeps_its_games(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    path = tmp_path / "records.sqlite3"
    old = sqlite3.connect(path, isolation_level=None)
    migrate(old, target=1)
    assert schema_version(old) == 1
    old.execute(
        "INSERT INTO profiles (name, red, green, blue, created)"
        " VALUES ('Ann', 1, 2, 3, '2026-01-01T00:00:00Z')"
    )
    old.execute(
        "INSERT INTO games (replay, mode, players, options, seed, started, finished,"
        " duration, tiebreak, termination) VALUES ('old.json', 'fountains', 2, '{}',"
        " 5, '2026-01-01T00:00:00Z', '2026-01-01T00:30:00Z', 1800, 'most points',"
        " 'a tile stack ran out')"
    )
    old.execute(
        "INSERT INTO seats (game_id, seat, profile_id, name, score, won, pools)"
        " VALUES (1, 0, 1, 'Ann', 40, 1, 20)"
    )
    old.close()
    db = RecordsDatabase(path, tmp_path / "replays")
    assert schema_version(db.connection) == len(MIGRATIONS)
    assert db.problems == []
    ann = db.book.named("Ann")
    assert ann is not None and ann.picture == ""  # version 3's column
    record = profile_record(db.connection, ann.id)
    assert record.by_mode[("fountains", 2)].wins == 1
    assert record.categories["pools"] == 20.0
    record_replay(db, season[0])  # the new columns take a game
    assert db.game_count() == 2
    assert db.achievements_of(ann.id)  # the version 2 table is there
    db.close()


def test_a_corrupt_database_is_moved_aside_and_rebuilt_with_the_same_figures(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    path = tmp_path / "records.sqlite3"
    first = RecordsDatabase(path, tmp_path / "replays")
    for saved in season:
        record_replay(first, saved)
    before = figures(first)
    first.close()
    data = bytearray(path.read_bytes())
    data[0:16] = b"this is not sql!"
    path.write_bytes(bytes(data))
    for side in ("-wal", "-shm"):
        Path(f"{path}{side}").unlink(missing_ok=True)

    again = RecordsDatabase(path, tmp_path / "replays")
    assert len(again.problems) == 1
    assert str(path) in again.problems[0] and "rebuilt" in again.problems[0]
    assert (tmp_path / "records.sqlite3.corrupt").read_bytes()[:16] == (
        b"this is not sql!"
    )
    assert again.game_count() == len(season)
    assert figures(again) == before
    again.close()


def test_a_newer_database_is_moved_aside_and_rebuilt(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    path = tmp_path / "records.sqlite3"
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.close()
    db = RecordsDatabase(path, tmp_path / "replays")
    assert "newer" in db.problems[0]
    assert (tmp_path / "records.sqlite3.corrupt").exists()
    assert db.game_count() == len(season)
    db.close()


def test_an_unreadable_replay_is_named_and_the_rest_rebuilt(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    bad = tmp_path / "replays" / "fountains-broken.json"
    bad.write_text("{not json")
    db = RecordsDatabase(tmp_path / "records.sqlite3", tmp_path / "replays")
    assert db.game_count() == len(season)  # a first run takes in the replays
    assert db.rebuild() == 0  # all there already
    assert any("fountains-broken.json" in p for p in db.problems)
    assert bad.exists()
    db.close()


_WRITER = """
import os, sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from game.records.database import RecordsDatabase
from game.records.finished import finished_game
from game.saves.store import SaveStore
from game.saves.record import decode

replays = Path({replays!r})
games = [decode(p.read_bytes(), p) for p in sorted(replays.glob("*.json"))]
db = RecordsDatabase(Path({path!r}))
for saved in games[:-1]:
    db.record(finished_game(saved))
real = db._history

def stall(profile_id):
    print("writing", flush=True)
    time.sleep(60)
    return real(profile_id)

db._history = stall
db.record(finished_game(games[-1]))
"""


def test_a_kill_during_a_write_loses_only_that_game(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    path = tmp_path / "records.sqlite3"
    script = _WRITER.format(
        root=str(ROOT), replays=str(tmp_path / "replays"), path=str(path)
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "writing"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    db = RecordsDatabase(path)  # no replays: nothing may be rebuilt
    assert db.problems == []
    assert db.connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    kept = {row[0] for row in db.connection.execute("SELECT replay FROM games")}
    names = sorted(s.path.name for s in season if s.path is not None)
    assert kept == set(names[:-1])
    db.close()


def test_a_game_that_is_not_over_is_refused(season: list[SavedGame]) -> None:
    saved = season[0]
    unfinished = SavedGame(
        saved.setup,
        type(saved.game).new(saved.game.options),  # type: ignore[arg-type]
        saved.started,
        saved.saved,
    )
    with pytest.raises(ValueError, match="finished game"):
        finished_game(unfinished)


def test_a_busy_database_is_left_alone(tmp_path: Path, season: list[SavedGame]) -> None:
    path = tmp_path / "records.sqlite3"
    RecordsDatabase(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another copy of the game, writing
    try:
        db = RecordsDatabase(path)  # reading still works in WAL mode
        assert db.problems == []
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            record_replay(db, season[0])
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert not (tmp_path / "records.sqlite3.corrupt").exists()
    assert record_replay(db, season[0])  # free again: recorded
    assert db.game_count() == 1
    db.close()
