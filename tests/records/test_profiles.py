"""Profiles: a named seat is its profile, computers have one per level,
guests and The Machine keep none; rename, merge and delete."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.records.database import RecordsDatabase, record_replay
from game.records.profiles import ProfileError
from game.records.statistics import profile_record
from game.saves.record import SavedGame


def record_all(db: RecordsDatabase, games: list[SavedGame]) -> None:
    for saved in games:
        record_replay(db, saved)


def test_people_computers_and_no_guests(
    database: RecordsDatabase, season: list[SavedGame]
) -> None:
    record_all(database, season)
    names = [p.name for p in database.book.profiles()]
    assert names == [
        "Ann",
        "Bob",
        "Cy",
        "Easy computer",
        "Medium computer",
        "Hard computer",
    ]
    seats = database.connection.execute(
        "SELECT name, profile_id FROM seats WHERE name LIKE 'Guest%'"
        " OR name = 'The Machine'"
    ).fetchall()
    assert seats and all(profile is None for _, profile in seats)


def test_rename_keeps_the_games(
    database: RecordsDatabase, season: list[SavedGame]
) -> None:
    record_all(database, season)
    bob = database.book.named("Bob")
    assert bob is not None
    before = profile_record(database.connection, bob.id)
    database.book.change(bob.id, name="Robert")
    assert database.book.named("Bob") is None
    assert profile_record(database.connection, bob.id) == before
    with pytest.raises(ProfileError, match="rename.*another profile"):
        database.book.change(bob.id, name="ann")
    with pytest.raises(ProfileError, match="guest"):
        database.book.change(bob.id, name="Guest 2")
    assert database.book.profile(bob.id).name == "Robert"  # type: ignore[union-attr]


def test_merge_moves_games_and_achievements(
    database: RecordsDatabase, season: list[SavedGame]
) -> None:
    record_all(database, season)
    ann, cy = database.book.named("Ann"), database.book.named("Cy")
    assert ann is not None and cy is not None
    games = profile_record(database.connection, ann.id).games
    cy_games = profile_record(database.connection, cy.id).games
    database.book.merge(ann.id, cy.id)
    assert database.book.named("Cy") is None
    assert profile_record(database.connection, ann.id).games == games + cy_games
    keys = [e.key for e in database.achievements_of(ann.id)]
    assert len(keys) == len(set(keys))
    with pytest.raises(ProfileError, match="itself"):
        database.book.merge(ann.id, ann.id)
    hard = database.book.computer("hard")
    with pytest.raises(ProfileError, match="computer"):
        database.book.merge(ann.id, hard.id)


def test_delete_leaves_the_games_as_guests(
    database: RecordsDatabase, season: list[SavedGame]
) -> None:
    record_all(database, season)
    bob = database.book.named("Bob")
    assert bob is not None
    count = database.game_count()
    database.book.delete(bob.id)
    assert database.book.named("Bob") is None
    assert database.game_count() == count
    left = database.connection.execute(
        "SELECT COUNT(*) FROM seats WHERE name = 'Bob' AND profile_id IS NULL"
    ).fetchone()[0]
    assert left > 0
    with pytest.raises(ProfileError, match="no profile"):
        database.book.delete(bob.id)


def test_making_a_profile_in_one_step(tmp_path: Path) -> None:
    db = RecordsDatabase(tmp_path / "records.sqlite3")
    made = db.book.create("  Dee  ", (1, 2, 3))
    assert made.name == "Dee" and db.book.named("dee") == made
    with pytest.raises(ProfileError, match="exists"):
        db.book.create("DEE", (1, 2, 3))
    with pytest.raises(ProfileError, match="empty"):
        db.book.create("   ", (1, 2, 3))
    with pytest.raises(ProfileError, match="computer"):
        db.book.create("Hard computer", (1, 2, 3))
    assert [p.name for p in db.book.profiles()] == ["Dee"]
    db.close()


def test_a_picture_and_a_mark_are_kept(tmp_path: Path) -> None:
    db = RecordsDatabase(tmp_path / "records.sqlite3")
    made = db.book.create("Dee", (1, 2, 3))
    assert made.picture == "" and made.mark == "circle"
    changed = db.book.change(made.id, picture="fish", mark="star")
    assert (changed.picture, changed.mark, changed.name) == ("fish", "star", "Dee")
    with pytest.raises(ProfileError, match="no picture 'dragon'"):
        db.book.change(made.id, picture="dragon")
    with pytest.raises(ProfileError, match="not a mark"):
        db.book.change(made.id, mark="blob")
    assert db.book.named("Dee") == changed
    db.close()


def test_an_untouched_player_name_is_a_guest(tmp_path: Path) -> None:
    from tests.records.games import fountains, person, played

    db = RecordsDatabase(tmp_path / "records.sqlite3")
    saved = played(fountains((person("Player 1"), person("Player 2", 1)), 51), 1)
    record_replay(db, saved)
    assert db.game_count() == 1
    assert db.book.profiles() == []
    db.close()
