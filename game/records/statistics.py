"""A profile's record, read from the database with a handful of queries:
games and wins by mode and table size, how it does against each computer
level and The Machine's each difficulty, scores over time, category
averages against the tables it played at, its rival and nemesis, and its
Kids' Splash counts.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from game.records.finished import CATEGORIES

RECENT = 10
#: Scores charted over time (the newest; the chart stays readable).
CHART_GAMES = 60
_COLUMNS = {"lily pads": "lily_pads"}


@dataclass(frozen=True)
class Tally:
    games: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class SoloTally:
    """Solo against The Machine at one difficulty."""

    difficulty: str
    games: int
    wins: int
    best: int | None
    streak: int
    best_streak: int


@dataclass(frozen=True)
class Opponent:
    name: str
    games: int
    losses: int  # games the profile lost and this opponent won


@dataclass(frozen=True)
class ProfileRecord:
    profile_id: int
    by_mode: dict[tuple[str, int], Tally]
    against_computer: dict[str, Tally]
    solo: dict[str, SoloTally]
    best: int | None
    average: float | None
    recent: list[int]
    scores: list[tuple[int, int]]  # (game number, score), oldest first
    categories: dict[str, float]
    table_categories: dict[str, float]
    rival: Opponent | None
    nemesis: Opponent | None
    splash: Tally
    best_splash: int
    daily: list[tuple[str, int, bool]] = field(default_factory=list)

    @property
    def games(self) -> int:
        return sum(t.games for t in self.by_mode.values())

    @property
    def wins(self) -> int:
        return sum(t.wins for t in self.by_mode.values())


def profile_record(db: sqlite3.Connection, profile_id: int) -> ProfileRecord:
    """Everything the Records screen shows of one profile."""
    by_mode = {
        (str(mode), int(players)): Tally(int(games), int(wins))
        for mode, players, games, wins in db.execute(
            "SELECT g.mode, g.players, COUNT(*), SUM(s.won) FROM seats s"
            " JOIN games g ON g.id = s.game_id WHERE s.profile_id = ?"
            " GROUP BY g.mode, g.players ORDER BY g.mode, g.players",
            (profile_id,),
        )
    }
    against = {
        str(level): Tally(int(games), int(wins))
        for level, games, wins in db.execute(
            "SELECT level, COUNT(*), SUM(won) FROM ("
            " SELECT DISTINCT s.game_id, s.seat, s.won, o.computer AS level"
            " FROM seats s JOIN seats o ON o.game_id = s.game_id AND o.seat != s.seat"
            " JOIN games g ON g.id = s.game_id"
            " WHERE s.profile_id = ? AND o.computer IS NOT NULL"
            " AND s.computer IS NULL AND g.mode = 'fountains'"
            ") GROUP BY level",
            (profile_id,),
        )
    }
    scores = [
        int(score)
        for (score,) in db.execute(
            "SELECT s.score FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE s.profile_id = ? AND g.mode != 'splash'"
            " ORDER BY g.finished, g.id",
            (profile_id,),
        )
    ]
    numbered = list(enumerate(scores, start=1))[-CHART_GAMES:]
    rival, nemesis = _opponents(db, profile_id)
    return ProfileRecord(
        profile_id=profile_id,
        by_mode=by_mode,
        against_computer=against,
        solo=_solo(db, profile_id),
        best=max(scores) if scores else None,
        average=sum(scores) / len(scores) if scores else None,
        recent=scores[-RECENT:][::-1],
        scores=numbered,
        categories=_categories(db, profile_id, own=True),
        table_categories=_categories(db, profile_id, own=False),
        rival=rival,
        nemesis=nemesis,
        splash=by_mode_total(by_mode, "splash"),
        best_splash=int(
            db.execute(
                "SELECT COALESCE(MAX(best_splash), 0) FROM seats WHERE profile_id = ?",
                (profile_id,),
            ).fetchone()[0]
        ),
        daily=daily_bests(db, profile_id),
    )


def by_mode_total(by_mode: dict[tuple[str, int], Tally], mode: str) -> Tally:
    tallies = [t for (m, _), t in by_mode.items() if m == mode]
    return Tally(sum(t.games for t in tallies), sum(t.wins for t in tallies))


def _solo(db: sqlite3.Connection, profile_id: int) -> dict[str, SoloTally]:
    runs: dict[str, list[tuple[int, int]]] = {}
    for difficulty, score, won in db.execute(
        "SELECT g.difficulty, s.score, s.won FROM seats s"
        " JOIN games g ON g.id = s.game_id"
        " WHERE s.profile_id = ? AND g.mode = 'solo' ORDER BY g.finished, g.id",
        (profile_id,),
    ):
        runs.setdefault(str(difficulty), []).append((int(score), int(won)))
    tallies: dict[str, SoloTally] = {}
    for difficulty, games in runs.items():
        streak = best_streak = 0
        for _, won in games:
            streak = streak + 1 if won else 0
            best_streak = max(best_streak, streak)
        tallies[difficulty] = SoloTally(
            difficulty,
            len(games),
            sum(won for _, won in games),
            max(score for score, _ in games),
            streak,
            best_streak,
        )
    return tallies


def _categories(db: sqlite3.Connection, profile_id: int, own: bool) -> dict[str, float]:
    """Average points per Fountains game in each category: the profile's own,
    or every other seat's at the same tables (The Machine aside)."""
    columns = ", ".join(f"AVG(o.{_COLUMNS.get(c, c)})" for c in CATEGORIES)
    if own:
        where = "o.profile_id = ?"
        source = "seats o JOIN games g ON g.id = o.game_id"
    else:
        where = "s.profile_id = ? AND o.seat != s.seat AND o.machine = 0"
        source = (
            "seats s JOIN seats o ON o.game_id = s.game_id"
            " JOIN games g ON g.id = s.game_id"
        )
    row = db.execute(
        f"SELECT COUNT(*), {columns} FROM {source}"
        f" WHERE {where} AND g.mode = 'fountains'",
        (profile_id,),
    ).fetchone()
    if not row[0]:
        return {}
    return {c: float(v or 0.0) for c, v in zip(CATEGORIES, row[1:], strict=True)}


def _opponents(
    db: sqlite3.Connection, profile_id: int
) -> tuple[Opponent | None, Opponent | None]:
    """The rival (most games together) and the nemesis (most games lost
    while they won): profiles, people or computers; guests are nobody's."""
    rows = [
        Opponent(str(name), int(games), int(lost))
        for name, games, lost in db.execute(
            "SELECT p.name, COUNT(DISTINCT s.game_id),"
            " COUNT(DISTINCT CASE WHEN s.won = 0 AND o.won = 1 THEN s.game_id END)"
            " FROM seats s"
            " JOIN seats o ON o.game_id = s.game_id AND o.seat != s.seat"
            " JOIN profiles p ON p.id = o.profile_id"
            " WHERE s.profile_id = ? AND o.profile_id != s.profile_id"
            " GROUP BY o.profile_id",
            (profile_id,),
        )
    ]
    if not rows:
        return None, None
    rival = min(rows, key=lambda o: (-o.games, o.name))
    nemesis = min(rows, key=lambda o: (-o.losses, -o.games, o.name))
    return rival, (nemesis if nemesis.losses else None)


def daily_bests(db: sqlite3.Connection, profile_id: int) -> list[tuple[str, int, bool]]:
    """(day, best score, won that day) of each daily deal played, newest first."""
    return [
        (str(day), int(best), bool(won))
        for day, best, won in db.execute(
            "SELECT g.daily, MAX(s.score), MAX(s.won) FROM seats s"
            " JOIN games g ON g.id = s.game_id"
            " WHERE s.profile_id = ? AND g.daily IS NOT NULL"
            " GROUP BY g.daily ORDER BY g.daily DESC",
            (profile_id,),
        )
    ]


def daily_best(db: sqlite3.Connection, day: str) -> tuple[str, int] | None:
    """The best score of anyone on this computer at ``day``'s deal."""
    row = db.execute(
        "SELECT s.name, s.score FROM seats s JOIN games g ON g.id = s.game_id"
        " WHERE g.daily = ? AND s.machine = 0 ORDER BY s.score DESC, g.finished"
        " LIMIT 1",
        (day,),
    ).fetchone()
    return (str(row[0]), int(row[1])) if row is not None else None
