"""Today's deal: seeded by the date, the same for everyone that day, and
its best kept per day."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from game.records.daily import DAILY_DIFFICULTY, daily_day, daily_seed, daily_setup
from game.records.database import RecordsDatabase, record_replay
from game.records.statistics import daily_best, daily_bests
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from tests.records.games import person, played


def test_the_seed_is_the_dates_and_reads_back() -> None:
    day = date(2026, 12, 2)
    assert daily_seed(day) == daily_seed(date(2026, 12, 2))
    assert daily_seed(day) != daily_seed(date(2026, 12, 3))
    assert daily_day(daily_seed(day), DAILY_DIFFICULTY) == day
    assert daily_day(daily_seed(day), "hard") is None
    assert daily_day(123456, DAILY_DIFFICULTY) is None


def test_everyone_gets_the_same_tiles_that_day() -> None:
    day = date(2026, 12, 2)
    ann = daily_setup(person("Ann"), day)
    bob = daily_setup(person("Bob", 1), day)
    games = [
        FountainsGame.new(GameOptions(players=1, solo=s.difficulty, seed=s.seed))
        for s in (ann, bob)
    ]
    assert games[0] == games[1]
    other = daily_setup(person("Ann"), date(2026, 12, 3))
    assert other.seed != ann.seed


def test_the_best_of_each_day_is_kept(tmp_path: Path) -> None:
    db = RecordsDatabase(tmp_path / "records.sqlite3")
    days = (date(2026, 12, 1), date(2026, 12, 1), date(2026, 12, 2))
    scores = []
    for number, day in enumerate(days, 1):
        setup = daily_setup(person("Ann"), day)
        saved = played(setup, number)
        record_replay(db, saved)
        outcome = saved.game.outcome()
        assert outcome is not None
        scores.append((day.isoformat(), outcome.scores[0], 0 in outcome.winners))
    ann = db.book.named("Ann")
    assert ann is not None
    bests = daily_bests(db.connection, ann.id)
    first_day = max(s for d, s, _ in scores if d == "2026-12-01")
    assert [(d, s) for d, s, _ in bests] == [
        ("2026-12-02", scores[2][1]),
        ("2026-12-01", first_day),
    ]
    assert daily_best(db.connection, "2026-12-01") == ("Ann", first_day)
    assert daily_best(db.connection, "2026-11-30") is None
    db.close()
