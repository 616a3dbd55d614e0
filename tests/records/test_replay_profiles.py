"""Issue 28: the replays keep each person's profile id and current name, so
the records rebuilt from the replays alone keep the player's renames and
merges; a replay from before ids were kept still rebuilds by name."""

from __future__ import annotations

import json
from pathlib import Path

from game.records.database import RecordsDatabase, record_replay
from game.saves.record import SavedGame, decode
from game.saves.writer import WRITER
from tests.records.test_database import figures


def _corrupt(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[0:16] = b"this is not sql!"
    path.write_bytes(bytes(data))
    for side in ("-wal", "-shm"):
        Path(f"{path}{side}").unlink(missing_ok=True)


def _replays(folder: Path) -> list[SavedGame]:
    return [decode(p.read_bytes(), p) for p in sorted(folder.glob("*.json"))]


def test_a_recorded_game_writes_its_profile_ids_into_its_replay(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    db = RecordsDatabase(tmp_path / "records.sqlite3")  # no first-run rebuild
    db.replays = tmp_path / "replays"
    for saved in season:
        record_replay(db, saved)
    assert WRITER.flush()
    for saved in _replays(tmp_path / "replays"):
        rows = db.connection.execute(
            "SELECT s.seat, s.profile_id FROM seats s JOIN games g"
            " ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id"
            " WHERE g.replay = ? AND p.computer IS NULL",
            (saved.path.name,),  # type: ignore[union-attr]
        ).fetchall()
        assert {seat: p.id for seat, p in saved.profiles.items()} == dict(rows)
    ann = db.book.named("Ann")
    assert ann is not None
    assert any(
        p.id == ann.id and p.name == "Ann"
        for s in _replays(tmp_path / "replays")
        for p in s.profiles.values()
    )
    db.close()


def test_a_rebuild_keeps_renames_and_merges(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    path, replays = tmp_path / "records.sqlite3", tmp_path / "replays"
    db = RecordsDatabase(path, replays)  # a first run: the season goes in
    book = db.book
    ann, bob, cy = (book.named(n) for n in ("Ann", "Bob", "Cy"))
    assert ann is not None and bob is not None and cy is not None
    book.change(ann.id, name="Annie")
    book.merge(bob.id, cy.id)
    before = figures(db)
    assert "Annie" in before and "Ann" not in before and "Cy" not in before
    db.close()
    assert WRITER.flush()
    # The replays say so: Ann's seats are Annie's, Cy's are Bob's; each seat
    # keeps the name it played under.
    shown = {
        (s.setup.seats[seat].name, p.id, p.name)
        for s in _replays(replays)
        for seat, p in s.profiles.items()
    }
    assert ("Ann", ann.id, "Annie") in shown and ("Cy", bob.id, "Bob") in shown
    assert not {name for _, _, name in shown} & {"Ann", "Cy"}

    _corrupt(path)
    again = RecordsDatabase(path, replays)
    assert again.problems and "rebuilt" in again.problems[0]
    assert figures(again) == before
    annie = again.book.named("Annie")
    assert annie is not None and annie.id == ann.id
    assert again.book.named("Ann") is None and again.book.named("Cy") is None
    again.close()


def test_replays_without_profile_ids_still_rebuild_by_name(
    tmp_path: Path, season: list[SavedGame]
) -> None:
    path, replays = tmp_path / "records.sqlite3", tmp_path / "replays"
    db = RecordsDatabase(path, replays)
    before = figures(db)
    db.close()
    assert WRITER.flush()
    for file in replays.glob("*.json"):  # as written before ids were kept
        doc = json.loads(file.read_bytes())
        assert doc.pop("profiles") or True
        file.write_text(json.dumps(doc))
    _corrupt(path)
    again = RecordsDatabase(path, replays)
    assert figures(again) == before
    again.close()
