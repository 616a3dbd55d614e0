"""Issue 28: each achievement is earned by a real game and not by a near
miss. The games are played to the end on the rules core (seeded bots; Kids'
Splash by a seeded script standing in for the pond) and go through the same
records path a finished game takes (`record_replay`); the test then reads
Ann's achievements from the database.

A near miss is the closest game the kind holds below the line: one fed pool
fewer, a winner by 2 points instead of 1, 9 wins instead of 10, a loss to
The Machine at the same difficulty. The history achievements (10 and 50
games, 10 wins, 3 solo wins in a row) record several real games, reusing a
few under new replay names where fifty would be slow to play.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.records.achievements import BY_KEY
from game.records.database import RecordsDatabase, record_replay
from game.records.finished import SeatResult
from game.saves.record import SavedGame
from tests.records.played import (
    Played,
    daily_game,
    first_seat,
    fountains_game,
    fountains_games,
    solo_games,
    splash_games,
)

Games = list[SavedGame]
Pair = tuple[Games, Games]


def _earned(folder: Path, games: Games) -> set[str]:
    """Ann's achievements after ``games`` are recorded, in order."""
    db = RecordsDatabase(folder / "records.sqlite3")
    try:
        for saved in games:
            record_replay(db, saved)
        ann = db.book.named("Ann")
        assert ann is not None
        return {e.key for e in db.achievements_of(ann.id)}
    finally:
        db.close()


def _found(
    games: Iterator[Played],
    wanted: Callable[[Played, SeatResult], bool],
    what: str,
) -> tuple[Played, int]:
    found = first_seat(games, wanted)
    if found is None:
        pytest.fail(f"no played game holds {what}: play more of that kind")
    return found


def _one(played: Played, seat: int, computers: dict[int, str] | None = None) -> Games:
    return [played.saved(1, ann=seat, computers=computers)]


def _line(
    value: Callable[[SeatResult], int],
    least: int,
    slack: int = 1,
    win: bool = False,
    games: Callable[[], Iterator[Played]] = fountains_games,
) -> Pair:
    """A seat at or over ``least``, and the seat closest under it (within
    ``slack``); ``win``: winners only."""

    def ok(s: SeatResult) -> bool:
        return s.won or not win

    earn = _found(games(), lambda p, s: value(s) >= least and ok(s), f"{least} or more")
    for below in range(least - 1, least - slack - 1, -1):
        miss = first_seat(
            games(), lambda p, s, below=below: value(s) == below and ok(s)
        )
        if miss is not None:
            return _one(*earn), _one(*miss)
    pytest.fail(f"no played game comes within {slack} under {least}")


def fact(name: str, least: int, slack: int = 1, win: bool = False) -> Pair:
    return _line(lambda s: s.facts.get(name, 0), least, slack, win)


def points(category: str | None, least: int, slack: int = 1) -> Pair:
    if category is None:
        return _line(lambda s: s.score, least, slack)
    return _line(lambda s: s.points.get(category, 0), least, slack)


def winner_or_loser(games: Callable[[], Iterator[Played]], what: str) -> Pair:
    earn = _found(games(), lambda p, s: s.won, f"a win ({what})")
    miss = _found(games(), lambda p, s: not s.won, f"a loss ({what})")
    return _one(*earn), _one(*miss)


def two_players() -> Iterator[Played]:
    return (p for p in fountains_games() if len(p.report.seats) == 2)


def beat(level: str) -> Pair:
    """Ann wins against a computer at ``level``; the near miss: she loses."""
    earn = _found(two_players(), lambda p, s: s.won, "a two-player win")
    miss = _found(two_players(), lambda p, s: not s.won, "a two-player loss")
    return (
        _one(earn[0], earn[1], {1 - earn[1]: level}),
        _one(miss[0], miss[1], {1 - miss[1]: level}),
    )


def full_table() -> Pair:
    def win_at(players: int) -> tuple[Played, int]:
        return _found(
            fountains_games(),
            lambda p, s: s.won and len(p.report.seats) == players,
            f"a win at {players}",
        )

    return _one(*win_at(5)), _one(*win_at(4))


def margin(least: int | None, most: int | None, miss: range) -> Pair:
    def inside(s: SeatResult, low: int | None, high: int | None) -> bool:
        value = s.facts["margin"]
        return (
            s.won and (low is None or value >= low) and (high is None or value <= high)
        )

    earn = _found(fountains_games(), lambda p, s: inside(s, least, most), "the margin")
    near = _found(
        fountains_games(),
        lambda p, s: inside(s, miss.start, miss.stop - 1),
        f"a winning margin in {miss}",
    )
    return _one(*earn), _one(*near)


def no_weed() -> Pair:
    earn = _found(
        fountains_games(),
        lambda p, s: s.won and s.facts["pond_weed"] == 0,
        "a win with no pond weed",
    )
    miss = _found(
        fountains_games(),
        lambda p, s: s.won and s.facts["pond_weed"] == 1,
        "a win with one pond weed",
    )
    return _one(*earn), _one(*miss)


def history(count: int, wins: bool) -> Pair:
    """``count`` games (or wins) for Ann against one fewer; games are reused
    under new replay names (the first ten Fountains games)."""

    def games(total: int) -> Games:
        chosen: Games = []
        number = 0
        while len(chosen) < total:
            played = fountains_game(number % 10)
            seat = next(s.seat for s in played.report.seats if s.won or not wins)
            chosen.append(played.saved(len(chosen) + 1, ann=seat))
            number += 1
        return chosen

    return games(count), games(count - 1)


def machine(difficulty: str) -> Pair:
    return winner_or_loser(lambda: solo_games(difficulty), f"solo at {difficulty}")


def streak() -> Pair:
    """Three solo wins in a row, against wins broken by a loss."""
    won = [p for p in solo_games("easy") if p.seat(0).won][:4]
    lost = _found(solo_games("easy"), lambda p, s: not s.won, "a solo loss")[0]
    if len(won) < 4:
        pytest.fail("fewer than four solo wins at easy were played")
    earn = [p.saved(n) for n, p in enumerate(won[:3], start=1)]
    order = [won[0], won[1], lost, won[2], won[3]]
    miss = [p.saved(n) for n, p in enumerate(order, start=1)]
    return earn, miss


def dailies() -> Iterator[tuple[Played, object]]:
    return (daily_game(i) for i in range(12))


def daily(win_needed: bool) -> Pair:
    if not win_needed:
        played, setup = daily_game(0)
        plain = next(p for p in solo_games(setup.difficulty))  # type: ignore[attr-defined,arg-type]
        return [played.saved(1, setup=setup)], [plain.saved(1)]  # type: ignore[arg-type]
    won = next((d for d in dailies() if d[0].seat(0).won), None)
    lost = next((d for d in dailies() if not d[0].seat(0).won), None)
    if won is None or lost is None:
        pytest.fail("the first twelve daily deals hold no win or no loss")
    return (
        [won[0].saved(1, setup=won[1])],  # type: ignore[arg-type]
        [lost[0].saved(1, setup=lost[1])],  # type: ignore[arg-type]
    )


def swap() -> Pair:
    """A solo game with a swap; the near miss: a game without one (every
    solo game the bots played swapped; a Fountains game never did)."""
    earn = _found(solo_games("medium"), lambda p, s: s.facts["swaps"] >= 1, "a swap")
    miss = _found(fountains_games(), lambda p, s: s.facts["swaps"] == 0, "no swap")
    return _one(*earn), _one(*miss)


def splash_line(name: str, least: int, win: bool = False) -> Pair:
    def games() -> Iterator[Played]:
        yield from splash_games(least, picks=0.0)  # every choice a splash
        yield from splash_games(least - 1, picks=0.0)

    return _line(lambda s: s.facts.get(name, 0), least, 1, win, games)


def splash_win() -> Pair:
    return winner_or_loser(lambda: splash_games(3), "Kids' Splash")


def gift() -> Pair:
    return _line(
        lambda s: s.facts.get("gifts", 0),
        1,
        games=lambda: splash_games(3, cooperative=True),
    )


def no_pick() -> Pair:
    earn = _found(
        splash_games(3, picks=0.0),
        lambda p, s: s.won and s.facts["free_picks"] == 0,
        "a Kids' Splash win without a Free Pick",
    )
    miss = _found(
        splash_games(3, picks=0.05),
        lambda p, s: s.won and s.facts["free_picks"] == 1,
        "a Kids' Splash win with one Free Pick",
    )
    return _one(*earn), _one(*miss)


def first(splash_first: bool) -> Pair:
    fountains = [fountains_game(0).saved(1)]
    splash = [next(splash_games(3)).saved(1)]
    return (splash, fountains) if splash_first else (fountains, splash)


CASES: dict[str, Callable[[], Pair]] = {
    "first_game": lambda: first(False),
    "first_win": lambda: winner_or_loser(fountains_games, "Fountains"),
    "games_10": lambda: history(10, wins=False),
    "games_50": lambda: history(50, wins=False),
    "wins_10": lambda: history(10, wins=True),
    "pools_10": lambda: fact("fed_pools", 10),
    "pools_15": lambda: fact("fed_pools", 15, slack=2),
    "no_weed": no_weed,
    "lily_6": lambda: fact("lily_group", 6),
    "rewards_3": lambda: fact("rewards_triggered", 3),
    "rewards_6": lambda: fact("rewards_triggered", 6),
    "score_50": lambda: points(None, 50),
    "score_70": lambda: points(None, 70, slack=3),
    "big_turn": lambda: fact("best_turn", 15),
    "coins_20": lambda: points("coins", 20, slack=5),  # coins come in fives
    "fish_15": lambda: points("fish", 15, slack=2),
    "lilies_10": lambda: points("lily pads", 10, slack=2),
    "tokens_3": lambda: fact("bonus_tokens", 3),
    "swap": swap,
    "beat_easy": lambda: beat("easy"),
    "beat_medium": lambda: beat("medium"),
    "beat_hard": lambda: beat("hard"),
    "full_table": full_table,
    "photo_finish": lambda: margin(None, 1, range(2, 4)),
    "landslide": lambda: margin(20, None, range(16, 20)),
    "machine_easy": lambda: machine("easy"),
    "machine_medium": lambda: machine("medium"),
    "machine_hard": lambda: machine("hard"),
    "solo_streak_3": streak,
    "daily": lambda: daily(False),
    "daily_win": lambda: daily(True),
    "splash_first": lambda: first(True),
    "splash_win": splash_win,
    "splash_3": lambda: splash_line("best_splash", 3),
    "splash_5": lambda: splash_line("best_splash", 5),
    "splash_gift": gift,
    "splash_no_pick": no_pick,
}


def test_every_achievement_has_a_played_case() -> None:
    assert set(CASES) == set(BY_KEY)


@pytest.mark.parametrize("key", sorted(CASES))
def test_earned_by_a_played_game_and_not_by_a_near_miss(
    key: str, tmp_path: Path
) -> None:
    earn, miss = CASES[key]()
    assert key in _earned(tmp_path / "earned", earn)
    assert key not in _earned(tmp_path / "missed", miss)
