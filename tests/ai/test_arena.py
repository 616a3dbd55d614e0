"""The arena: flags, seat rotation, the Wilson interval and a tiny real run."""

from __future__ import annotations

import json

import pytest

from game.ai.arena import Match, lineup_for, main, parse_args, play_game, wilson


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
        "--mode fountains --seats hard,expert",
        "--mode fountains --players 2 --seats easy,easy,easy",
        "--mode fountains --seats hard --budget-ms 2000",
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
    for row in rows:
        assert set(row) == fountains_keys
        assert row["games"] == 2 and row["budget_ms"] is None
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
