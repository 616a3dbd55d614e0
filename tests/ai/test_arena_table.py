"""tools/arena_table.py: arena outputs to the Markdown rows of arena.md's Results
table, and two outputs of one run continued by seed pooled into one row."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.ai.arena import wilson
from tests.repo_tools import load_tool

ROOT = Path(__file__).resolve().parents[2]


TOOL = load_tool("arena_table")


def _row(level: str, **given: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "level": level,
        "players": 2,
        "difficulty": None,
        "advanced": False,
        "games": 80,
        "seats": 1,
        "wins": 40.0,
        "win_rate": 0.5,
        "win_rate_95": [0.3931, 0.6069],
        "mean_score": 30.0,
        "median_ms": 0.2,
        "p99_ms": 100.0,
        "budget_ms": 800,
        "seed": 300,
        "mean_margin": 0.0,
        "by_position": [0.5, 0.5],
        "median_cpu_ms": 0.2,
        "p99_cpu_ms": 50.0,
        "nodes": None,
        "nodes_per_s": None,
        "search_cpu_ms": None,
    }
    row.update(given)
    return row


def _write(path: Path, *rows: dict[str, Any]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def _expert_hard(tmp_path: Path) -> tuple[Path, Path]:
    """The first 80 games of a run stopped at seed 300, and the other 220
    continued from seed 340."""
    first = _write(
        tmp_path / "first.json",
        _row(
            "expert",
            wins=52.0,
            win_rate=0.65,
            mean_score=34.46,
            mean_margin=4.65,
            by_position=[0.575, 0.725],
            budget_ms=2000.0,
            search_cpu_ms=[556.1, 2009.8],
            nodes_per_s=1148,
            stopped_early=True,
        ),
        _row(
            "hard",
            wins=28.0,
            win_rate=0.35,
            mean_score=29.81,
            mean_margin=-4.65,
            by_position=[0.275, 0.425],
            stopped_early=True,
        ),
    )
    rest = _write(
        tmp_path / "rest.json",
        _row(
            "expert",
            games=220,
            seed=340,
            wins=143.0,
            mean_score=36.0,
            mean_margin=5.0,
            by_position=[0.6, 0.7],
            budget_ms=2000.0,
            search_cpu_ms=[600.0, 1990.0],
            nodes_per_s=1400,
        ),
        _row(
            "hard",
            games=220,
            seed=340,
            wins=77.0,
            mean_score=31.0,
            mean_margin=-5.0,
            by_position=[0.3, 0.4],
        ),
    )
    return first, rest


def test_two_outputs_of_one_run_pool_into_one_row_a_level(tmp_path: Path) -> None:
    first, rest = _expert_hard(tmp_path)
    run = TOOL.pooled([(p, TOOL.read_output(p)) for p in (first, rest)])
    expert, hard = run.rows
    assert expert["games"] == 300 and expert["wins"] == 195
    low, high = wilson(195, 300)
    assert expert["win_rate"] == 0.65
    assert expert["win_rate_95"] == [round(low, 4), round(high, 4)]
    assert expert["mean_score"] == pytest.approx((80 * 34.46 + 220 * 36.0) / 300, 1e-3)
    assert expert["mean_margin"] == pytest.approx((80 * 4.65 + 220 * 5.0) / 300, 1e-3)
    assert expert["by_position"] == pytest.approx(
        [(80 * 0.575 + 220 * 0.6) / 300, (80 * 0.725 + 220 * 0.7) / 300], abs=1e-4
    )
    # p99 cannot be pooled: the larger; the median: weighted, marked
    assert expert["search_cpu_ms"] == [round((80 * 556.1 + 220 * 600) / 300, 1), 2009.8]
    assert hard["wins"] == 105 and hard["mean_margin"] == pytest.approx(-4.9067, 1e-3)
    assert not expert["stopped_early"] and expert["seed"] == 300
    (line, _) = TOOL.markdown_rows(run)
    cells = [cell.strip() for cell in line.strip("|").split("|")]
    assert cells[:6] == [
        "Expert vs Hard",
        "2",
        "basic",
        "300",
        "Expert 800 nodes, Hard 800 ms",
        "expert",
    ]
    assert cells[6:10] == [
        "195",
        "65.0%",
        f"{100 * low:.1f} - {100 * high:.1f}%",
        ">= 65% (300 games)",
    ]
    assert cells[11] == "+4.91" and cells[12] == "59.3% / 70.7%"
    assert cells[13] == "search ~588.3 / ~2009.8 CPU"


def test_one_output_prints_as_it_is(tmp_path: Path) -> None:
    first, _ = _expert_hard(tmp_path)
    run = TOOL.pooled([(first, TOOL.read_output(first))])
    expert, hard = TOOL.markdown_rows(run, games_of="300")
    assert expert == (
        "| Expert vs Hard | 2 | basic | 80 (of 300) | Expert 800 nodes, Hard 800 ms "
        "| expert | 52 | 65.0% | 39.3 - 60.7% | >= 65% (300 games) | 34.46 | +4.65 "
        "| 57.5% / 72.5% | search 556.1 / 2009.8 CPU |"
    )
    assert hard.startswith("| Expert vs Hard | 2 | basic | 80 (of 300) |  | hard |")
    assert hard.endswith("| 27.5% / 42.5% | 0.2 / 50.0 CPU |")


def test_outputs_of_overlapping_deals_or_other_matches_do_not_pool(
    tmp_path: Path,
) -> None:
    first, rest = _expert_hard(tmp_path)
    early = _write(tmp_path / "early.json", _row("expert", seed=330), _row("hard"))
    with pytest.raises(TOOL.RunError, match="overlap"):
        TOOL.pooled([(p, TOOL.read_output(p)) for p in (first, early)])
    other = _write(
        tmp_path / "other.json",
        _row("expert", seed=340, budget_ms=2000.0, advanced=True),
        _row("hard", seed=340),
    )
    with pytest.raises(TOOL.RunError, match="advanced"):
        TOOL.pooled([(p, TOOL.read_output(p)) for p in (first, other)])


def test_match_names_budgets_and_targets() -> None:
    four = [_row("hard", players=4), _row("medium", players=4, seats=3)]
    assert TOOL.match_name(four) == "Hard + 3 Medium"
    assert TOOL.target_for(four) == ">= 40%"
    budgets = [_row("expert:3200", nodes=3200), _row("expert:800", nodes=800)]
    assert TOOL.match_name(budgets) == "Expert 4x vs 1x"
    assert TOOL.budget_words(budgets) == "3200 / 800 nodes"
    assert TOOL.target_for(budgets) == ">= 55% (400 games)"
    solo = [_row("expert", players=1, difficulty="hard", nodes=200)]
    assert TOOL.match_name(solo) == "Expert (solo) vs The Machine, Hard"
    assert TOOL.budget_words(solo) == "200 nodes"
    steady = [_row("expert"), _row("expert-steady")]
    assert TOOL.match_name(steady) == "Expert vs Expert steady"
    assert TOOL.budget_words([_row("medium"), _row("easy")]) == "-"


def test_the_command_prints_rows_and_refuses_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, rest = _expert_hard(tmp_path)
    running = _write(tmp_path / "running.json")
    assert TOOL.main(["--header", f"{first},{rest}", str(running)]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0].startswith("| match |") and len(lines) == 4
    assert "running.json: no rows yet" in err
    bad = tmp_path / "bad.json"
    bad.write_text('{"level": "expert"\n')
    assert TOOL.main([str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "bad.json:1: not JSON" in err


def test_expert_speed_rows_pool_by_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, rest = _expert_hard(tmp_path)
    assert TOOL.main(["--speed", str(first), f"{first},{rest}"]) == 0
    alone, both = capsys.readouterr().out.splitlines()
    assert alone == "| Expert vs Hard | basic | 80 | expert | 1148 | 556.1 / 2009.8 |"
    # Hard searched no look-ahead games: no row of its own
    rate = round((80 * 1148 + 220 * 1400) / 300)
    assert (
        both
        == f"| Expert vs Hard | basic | 300 | expert | ~{rate} | ~588.3 / ~2009.8 |"
    )
