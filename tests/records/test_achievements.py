"""Each achievement is earned by a game that meets it and not by a near miss;
the facts it reads come from the rules core's own report of real games."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest

from game.records.achievements import ACHIEVEMENTS, BY_KEY, History, earned
from game.records.database import RecordsDatabase, record_replay
from game.records.finished import FinishedGame, SeatResult, finished_game
from game.rules.fountains.actions import Draft
from game.rules.fountains.basin import matching_pawn
from game.rules.fountains.game import FountainsGame
from game.setup import Mode
from tests.records.games import computer, fountains, person, played, splash

Case = tuple[SeatResult, FinishedGame, History]
NOBODY = History(games=1, wins=0, solo_streak=0)


def seat(**changes: object) -> SeatResult:
    base = SeatResult(0, "Ann", (1, 2, 3), None, False, 30, False, {}, {})
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def game(*seats: SeatResult, **changes: object) -> FinishedGame:
    rival = SeatResult(1, "Bob", (4, 5, 6), None, False, 20, False, {}, {})
    base = FinishedGame(
        replay=None,
        mode=Mode.FOUNTAINS,
        options={},
        difficulty=None,
        seed=1,
        started="2026-11-01T10:00:00Z",
        finished="2026-11-01T10:30:00Z",
        duration=1800.0,
        tiebreak="most points",
        termination="a tile stack ran out",
        seats=seats or (seat(), rival),
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def fact(name: str, value: int, won: bool = False, mode: Mode = Mode.FOUNTAINS) -> Case:
    one = seat(facts={name: value}, won=won)
    return one, game(one, mode=mode), NOBODY


def points(category: str | None, value: int) -> Case:
    one = seat(score=value) if category is None else seat(points={category: value})
    return one, game(one), NOBODY


def against(level: str | None, won: bool) -> Case:
    one = seat(won=won)
    other = SeatResult(1, "bot", (0, 0, 0), level, False, 10, not won)
    return one, game(one, other), NOBODY


def machine(difficulty: str, won: bool, daily: str | None = None) -> Case:
    one = seat(won=won)
    other = SeatResult(1, "The Machine", (0, 0, 0), None, True, 10, not won)
    return (
        one,
        game(one, other, mode=Mode.SOLO, difficulty=difficulty, daily=daily),
        NOBODY,
    )


def history(games: int = 1, wins: int = 0, streak: int = 0) -> Case:
    one = seat()
    return one, game(one), History(games, wins, streak)


def table(players: int, won: bool) -> Case:
    seats = [seat(won=won)] + [
        SeatResult(i, f"P{i}", (0, 0, 0), None, False, 1, False)
        for i in range(1, players)
    ]
    return seats[0], game(*seats), NOBODY


def splash_win(free_picks: int) -> Case:
    one = seat(won=True, facts={"free_picks": free_picks, "droplets": 10})
    return one, game(one, mode=Mode.SPLASH), NOBODY


def first(mode: Mode, won: bool) -> Case:
    one = seat(won=won, facts={"droplets": 3})
    return one, game(one, mode=mode), NOBODY


# key: (a game that earns it, the near miss that does not)
CASES: dict[str, tuple[Callable[[], Case], Callable[[], Case]]] = {
    "first_game": (lambda: first(Mode.SOLO, False), lambda: first(Mode.SPLASH, True)),
    "first_win": (
        lambda: first(Mode.FOUNTAINS, True),
        lambda: first(Mode.FOUNTAINS, False),
    ),
    "games_10": (lambda: history(games=10), lambda: history(games=9)),
    "games_50": (lambda: history(games=50), lambda: history(games=49)),
    "wins_10": (lambda: history(wins=10), lambda: history(wins=9)),
    "pools_10": (lambda: fact("fed_pools", 10), lambda: fact("fed_pools", 9)),
    "pools_15": (lambda: fact("fed_pools", 15), lambda: fact("fed_pools", 14)),
    "no_weed": (
        lambda: fact("pond_weed", 0, won=True),
        lambda: fact("pond_weed", 1, won=True),
    ),
    "lily_6": (lambda: fact("lily_group", 6), lambda: fact("lily_group", 5)),
    "rewards_3": (
        lambda: fact("rewards_triggered", 3),
        lambda: fact("rewards_triggered", 2),
    ),
    "rewards_6": (
        lambda: fact("rewards_triggered", 6),
        lambda: fact("rewards_triggered", 5),
    ),
    "score_50": (lambda: points(None, 50), lambda: points(None, 49)),
    "score_70": (lambda: points(None, 70), lambda: points(None, 69)),
    "big_turn": (lambda: fact("best_turn", 15), lambda: fact("best_turn", 14)),
    "coins_20": (lambda: points("coins", 20), lambda: points("coins", 19)),
    "fish_15": (lambda: points("fish", 15), lambda: points("fish", 14)),
    "lilies_10": (lambda: points("lily pads", 10), lambda: points("lily pads", 9)),
    "tokens_3": (lambda: fact("bonus_tokens", 3), lambda: fact("bonus_tokens", 2)),
    "swap": (lambda: fact("swaps", 1), lambda: fact("swaps", 0)),
    "beat_easy": (lambda: against("easy", True), lambda: against("easy", False)),
    "beat_medium": (lambda: against("medium", True), lambda: against("easy", True)),
    "beat_hard": (lambda: against("hard", True), lambda: against("medium", True)),
    "full_table": (lambda: table(5, True), lambda: table(4, True)),
    "photo_finish": (
        lambda: fact("margin", 1, won=True),
        lambda: fact("margin", 2, won=True),
    ),
    "landslide": (
        lambda: fact("margin", 20, won=True),
        lambda: fact("margin", 19, won=True),
    ),
    "machine_easy": (lambda: machine("easy", True), lambda: machine("easy", False)),
    "machine_medium": (
        lambda: machine("medium", True),
        lambda: machine("easy", True),
    ),
    "machine_hard": (lambda: machine("hard", True), lambda: machine("medium", True)),
    "solo_streak_3": (lambda: history(streak=3), lambda: history(streak=2)),
    "daily": (
        lambda: machine("medium", False, "2026-11-01"),
        lambda: machine("medium", False),
    ),
    "daily_win": (
        lambda: machine("medium", True, "2026-11-01"),
        lambda: machine("medium", False, "2026-11-01"),
    ),
    "splash_first": (
        lambda: first(Mode.SPLASH, False),
        lambda: first(Mode.SOLO, False),
    ),
    "splash_win": (lambda: first(Mode.SPLASH, True), lambda: first(Mode.SPLASH, False)),
    "splash_3": (
        lambda: fact("best_splash", 3, mode=Mode.SPLASH),
        lambda: fact("best_splash", 2, mode=Mode.SPLASH),
    ),
    "splash_5": (
        lambda: fact("best_splash", 5, mode=Mode.SPLASH),
        lambda: fact("best_splash", 4, mode=Mode.SPLASH),
    ),
    "splash_gift": (
        lambda: fact("gifts", 1, mode=Mode.SPLASH),
        lambda: fact("gifts", 0, mode=Mode.SPLASH),
    ),
    "splash_no_pick": (lambda: splash_win(0), lambda: splash_win(1)),
}


def test_every_achievement_has_a_case_and_about_thirty_exist() -> None:
    assert set(CASES) == set(BY_KEY)
    badges = [a for a in ACHIEVEMENTS if not a.sticker]
    stickers = [a for a in ACHIEVEMENTS if a.sticker]
    assert 28 <= len(badges) <= 34 and len(stickers) >= 5


@pytest.mark.parametrize("key", sorted(CASES))
def test_earned_by_the_game_and_not_by_the_near_miss(key: str) -> None:
    meets, misses = CASES[key]
    assert key in earned(*meets())
    assert key not in earned(*misses())


def test_facts_are_the_rules_cores_own() -> None:
    saved = played(fountains((person("Ann"), person("Bob", 1)), 31), 1)
    record = finished_game(saved)
    game = saved.game
    assert isinstance(game, FountainsGame)
    outcome = game.outcome()
    assert outcome is not None
    for result in record.seats:
        fountain = game.fountains[result.seat]
        assert result.score == outcome.scores[result.seat]
        assert result.won == (result.seat in outcome.winners)
        assert result.points == outcome.breakdown()[result.seat]
        assert result.facts["fed_pools"] == fountain.fed_pool_count()
        assert result.facts["pond_weed"] == fountain.pond_weed_count()
        assert result.facts["bonus_tokens"] == len(fountain.tokens)
    # Rewards triggered, counted here a second way: replaying by hand.
    again = FountainsGame.new(game.options)
    counts = [0, 0]
    for action in game.actions:
        mover = again.current_seat
        again.apply(action)
        if isinstance(action, Draft) and matching_pawn(action.space) is action.pawn:
            counts[mover] += 1
    assert [r.facts["rewards_triggered"] for r in record.seats] == counts
    assert sum(counts) > 0


def test_a_splash_game_counts_its_biggest_splash() -> None:
    saved = played(splash((person("Ann"), person("Bob", 1)), 32), 1)
    record = finished_game(saved)
    outcome = saved.game.outcome()
    assert outcome is not None
    for result in record.seats:
        turns: dict[int, int] = {}
        for entry in outcome.score_log:
            if entry.seat == result.seat and entry.category == "splash":
                turns[entry.turn] = turns.get(entry.turn, 0) + 1
        assert result.facts["best_splash"] == max(turns.values(), default=0)


def test_a_real_game_earns_once_and_keeps_the_date(tmp_path: Path) -> None:
    db = RecordsDatabase(tmp_path / "records.sqlite3")
    first = played(fountains((person("Ann"), computer("easy")), 33), 1)
    later = played(fountains((person("Ann"), computer("easy")), 34), 2)
    got = record_replay(db, first)
    assert "first_game" in {e.key for e in got if e.profile == "Ann"}
    again = record_replay(db, later)
    assert "first_game" not in {e.key for e in again}
    ann = db.book.named("Ann")
    assert ann is not None
    held = {e.key: e.earned for e in db.achievements_of(ann.id)}
    assert held["first_game"] == first.saved
    db.close()


def test_solo_wins_in_a_row_earn_the_streak(tmp_path: Path) -> None:
    db = RecordsDatabase(tmp_path / "records.sqlite3")

    def solo_game(number: int, won: bool) -> FinishedGame:
        ann, machine_game, _ = machine("easy", won)
        return dataclasses.replace(
            machine_game,
            replay=f"solo-{number}.json",
            finished=f"2026-11-01T10:{number:02d}:00Z",
        )

    results = [True, True, False, True, True, True]
    keys = []
    for number, won in enumerate(results):
        got = db.record(solo_game(number, won))
        assert got is not None
        keys.append({e.key for e in got})
    assert all("solo_streak_3" not in k for k in keys[:5])  # 2, then broken
    assert "solo_streak_3" in keys[5]
    db.close()
