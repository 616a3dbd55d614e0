"""The arena: flags, seat rotation, the Wilson interval and a tiny real run."""

from __future__ import annotations

import json

import pytest

from game.ai.arena import (
    Match,
    SeatResult,
    lineup_for,
    main,
    parse_args,
    play_game,
    seat_bot,
    summarise,
    wilson,
)
from game.ai.fountains import ExpertBot


def test_flags_parse() -> None:
    args = parse_args(
        "--mode fountains --players 4 --seats hard,medium --games 8 --seed 3 "
        "--advanced --budget-ms 300 --jobs 2".split()
    )
    assert (args.players, args.seats, args.games, args.seed) == (
        4,
        ("hard", "medium"),
        8,
        3,
    )
    assert args.advanced and args.budget_ms == 300 and args.jobs == 2
    assert lineup_for(args.seats, 4) == ("hard", "medium", "medium", "medium")


@pytest.mark.parametrize(
    "argv",
    [
        "--players 2 --seats hard,medium",  # no mode
        "--mode splash --seats hard,medium",
        "--mode fountains --seats hard,grandmaster",
        "--mode fountains --players 2 --seats easy,easy,easy",
        "--mode fountains --seats hard --budget-ms 2500",
        "--mode fountains --seats medium:400,easy",  # no search: no budget
        "--mode fountains --seats expert:lots,easy",
        "--mode fountains --seats expert:0,easy",
        "--mode fountains --seats expert --nodes 0",
        "--mode fountains --seats expert-steady:lots,hard",
        "--mode fountains --seats expert-calm,hard",
        "--mode splash --level rocky_pool --seats hard:40,easy",
    ],
)
def test_bad_flags_are_refused(argv: str) -> None:
    with pytest.raises(SystemExit):
        parse_args(argv.split())


def test_wilson_interval() -> None:
    low, high = wilson(70, 100)
    assert 0.60 < low < 0.61 and 0.78 < high < 0.79
    assert wilson(0, 10)[0] == pytest.approx(0.0)
    assert wilson(10, 10)[1] == pytest.approx(1.0)


def test_seats_rotate_over_one_deal() -> None:
    match = Match(2, ("easy", "random"), 5, False, 50)
    first, second = play_game(match, 0), play_game(match, 1)
    assert [r.level for r in first] == ["easy", "random"]
    assert [r.level for r in second] == ["random", "easy"]
    assert sum(r.won for r in first) == pytest.approx(1.0)


def test_a_tiny_run_prints_one_json_object_per_level(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        "--mode fountains --players 2 --seats hard,random --games 2 --seed 1 "
        "--budget-ms 20".split()
    )
    assert code == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["level"] for row in rows] == ["hard", "random"]
    for row in rows:
        assert row["games"] == 2
        low, high = row["win_rate_95"]
        assert 0 <= low <= row["win_rate"] <= high <= 1
        assert row["median_ms"] >= 0 and row["p99_ms"] >= row["median_ms"]
    assert sum(row["wins"] for row in rows) == pytest.approx(2)


def test_splash_flags_parse_and_bad_ones_are_refused() -> None:
    args = parse_args(
        "--mode splash --level rocky_pool --players 2 --seats hard,medium "
        "--games 100 --seed 7 --jobs 1".split()
    )
    assert (args.mode, args.level, args.seats) == (
        "splash",
        "rocky_pool",
        ("hard", "medium"),
    )
    for argv in (
        "--mode splash --level rocky_pool --seats hard,random",  # no random seat
        "--mode splash --level no_such_pond --seats hard,medium",
        "--mode fountains --level rocky_pool --seats hard,medium",
    ):
        with pytest.raises(SystemExit):
            parse_args(argv.split())


def test_a_tiny_splash_run_prints_the_same_json_as_fountains(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        "--mode splash --level rocky_pool --players 2 --seats hard,easy "
        "--games 2 --seed 1".split()
    )
    assert code == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["level"] for row in rows] == ["hard", "easy"]
    fountains_keys = {
        "level", "players", "advanced", "games", "seats", "wins", "win_rate",
        "win_rate_95", "mean_score", "median_ms", "p99_ms", "budget_ms", "seed",
    }  # fmt: skip
    added = {
        "mean_margin", "by_position", "median_cpu_ms", "p99_cpu_ms", "nodes",
        "nodes_per_s", "search_cpu_ms", "difficulty",
    }  # fmt: skip
    for row in rows:
        assert set(row) == fountains_keys | added
        assert row["games"] == 2 and row["budget_ms"] is None
        assert row["nodes"] is None and row["nodes_per_s"] is None
        assert row["search_cpu_ms"] is None and row["difficulty"] is None
        # two games, the seats turned: each level played first once
        assert len(row["by_position"]) == 2
        low, high = row["win_rate_95"]
        assert 0 <= low <= row["win_rate"] <= high <= 1
    assert sum(row["wins"] for row in rows) == pytest.approx(2)
    assert all(0 <= row["mean_score"] <= 10 for row in rows)  # 10 spaces a board


def test_splash_seats_rotate_over_one_deal() -> None:
    match = Match(2, ("hard", "easy"), 3, False, 0, "splash", "rocky_pool")
    first, second = play_game(match, 0), play_game(match, 1)
    assert [r.level for r in first] == ["hard", "easy"]
    assert [r.level for r in second] == ["easy", "hard"]
    assert sum(r.won for r in first) == pytest.approx(1.0)


def test_win_share_by_turn_position() -> None:
    def seat(level: str, won: float, position: int, margin: int) -> SeatResult:
        return SeatResult(level, won, 50 + margin, position=position, margin=margin)

    match = Match(2, ("expert", "medium"), 1, False, None)
    games = [
        [seat("expert", 1.0, 0, 10), seat("medium", 0.0, 1, -10)],
        [seat("medium", 0.5, 0, 0), seat("expert", 0.5, 1, 0)],
        [seat("expert", 0.0, 1, -30), seat("medium", 1.0, 0, 30)],
    ]
    rows = {row["level"]: row for row in summarise(match, 3, games)}
    assert rows["expert"]["by_position"] == [1.0, 0.25]
    assert rows["medium"]["by_position"] == [0.75, 0.0]
    assert rows["expert"]["mean_margin"] == pytest.approx(-20 / 3, abs=0.01)


def test_expert_with_two_node_budgets_in_one_arena(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        "--mode fountains --players 2 --seats expert:6,expert:3 --games 2 --seed 4 "
        "--budget-ms 2000".split()
    )
    assert code == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(row["level"], row["nodes"]) for row in rows] == [
        ("expert:6", 6),
        ("expert:3", 3),
    ]
    for row in rows:
        assert row["budget_ms"] == 2000 and row["nodes_per_s"] > 0
        median, p99 = row["search_cpu_ms"]
        assert 0 < median <= p99
        assert len(row["by_position"]) == 2
    assert sum(row["wins"] for row in rows) == pytest.approx(2)


def test_expert_with_and_without_its_variety_in_one_arena() -> None:
    args = parse_args("--mode fountains --seats expert,expert-steady:5".split())
    match = Match(2, args.seats, 1, False, None)
    varied = seat_bot("expert", 3, match)
    assert isinstance(varied, ExpertBot) and varied.variety
    steady = seat_bot("expert-steady:5", 3, match)
    assert isinstance(steady, ExpertBot) and not steady.variety
    assert steady.nodes == 5 and steady.stream_seed != 3
    games = [
        [
            SeatResult("expert", 1.0, 40, margin=2),
            SeatResult("expert-steady:5", 0.0, 38),
        ],
    ]
    rows = summarise(match, 1, games)
    assert [(row["level"], row["nodes"], row["budget_ms"]) for row in rows] == [
        ("expert", None, 2000),
        ("expert-steady:5", 5, 2000),
    ]

    budgets = Match(2, ("expert:3200", "expert:800"), 1, False, None)
    big = seat_bot("expert:3200", 3, budgets)
    assert isinstance(big, ExpertBot) and (big.budget_ms, big.cap_ms) == (2000, 8000)
    games = [[SeatResult("expert:3200", 1.0, 40), SeatResult("expert:800", 0.0, 38)]]
    rows = summarise(budgets, 1, games)
    assert [(row["level"], row["nodes"], row["budget_ms"]) for row in rows] == [
        ("expert:3200", 3200, 8000),  # four times the nodes, four times the cap
        ("expert:800", 800, 2000),
    ]


def test_solo_plays_one_seat_against_the_machine(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        "--mode fountains --players 1 --difficulty hard --seats easy --games 2 "
        "--seed 5".split()
    )
    assert code == 0
    (row,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert (row["level"], row["players"], row["difficulty"]) == ("easy", 1, "hard")
    assert row["games"] == 2 and row["by_position"] in ([0.0], [0.5], [1.0])
    for argv in (
        "--mode fountains --players 1 --seats random",
        "--mode fountains --players 2 --difficulty hard --seats easy",
        "--mode fountains --players 1 --seats easy,medium",
    ):
        with pytest.raises(SystemExit):
            parse_args(argv.split())


def test_a_stopped_arena_prints_the_whole_deals_it_played(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.ai.arena as arena

    real_run = arena.run

    def three_then_stopped(match: Match, games: int, jobs: int = 1):  # type: ignore[no-untyped-def]
        for n, found in enumerate(real_run(match, games, jobs)):
            yield found
            if n == 2:
                raise KeyboardInterrupt

    monkeypatch.setattr(arena, "run", three_then_stopped)
    code = main(
        "--mode fountains --players 2 --seats easy,random --games 10 --seed 1 "
        "--progress".split()
    )
    assert code == 0
    out, err = capsys.readouterr()
    rows = [json.loads(line) for line in out.splitlines()]
    # three games played: the third deal's second game is missing, so two count
    assert [row["games"] for row in rows] == [2, 2]
    assert all(row["stopped_early"] for row in rows)
    assert sum(row["wins"] for row in rows) == pytest.approx(2)
    assert "game 3 of 10: " in err and "stopped after 2 of 10 games" in err
    assert "easy " in err.splitlines()[0] and "(#" in err.splitlines()[0]
