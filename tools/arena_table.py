"""The rows of the Results table of ``docs/dev/arena.md``, from arena outputs.

``python -m game.ai.arena`` prints one JSON object a line, one for each level of
the run. This tool reads such files and prints the table's Markdown rows, one
for each level of each run, in the order the runs are given::

    python tools/arena_table.py [--header] RUN [RUN ...]

A RUN is one output file, or several joined by commas: the outputs of one run
stopped and continued by the deals it had not reached (``--seed S+G/P --games
N-G``, ``docs/dev/arena.md``), pooled into one row a level. Pooled, the wins and
games are summed and the win rate's 95% Wilson interval worked out again; the
mean score and mean margin are weighted by games; ``by_position`` is weighted by
games too (exact for runs of whole deals, where each seat plays each turn
position once a deal). The times of single moves cannot be pooled from the
outputs: a pooled median is the games-weighted mean of the runs' medians and a
pooled p99 the larger of theirs, both marked ``~``. Outputs pooled must be of
one match (levels, players, game, budgets) and their deals must not overlap.

``--match``, ``--target`` and ``--games-of`` give a run's match, target and
games planned instead of the tool's own (the match named from its levels, issue
29's target or the older issues', none): once per RUN, in order, or not at all.
A file with no rows yet (a run still going) is left out with a line on stderr.
``--speed`` prints Expert's speed in the runs instead: a row for each level that
searched, its look-ahead games per CPU second and the median and p99 CPU of its
searched moves (pooled: weighted by games, ``~``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.arena import wilson  # noqa: E402
from game.ai.fountains.expert import DEFAULT_NODES  # noqa: E402

Row = dict[str, Any]
"""One level's JSON object of an arena output."""

HEADER = (
    "| match | players | game | games | budget | level | wins | win rate "
    "| 95% interval | target | mean score | mean margin | by position "
    "| median / p99 ms per move |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)
SAME_MATCH = ("level", "players", "difficulty", "advanced", "seats", "budget_ms")
"""Fields two outputs pooled into one row must agree on (and ``nodes``)."""
NAMES = {
    "random": "Random",
    "easy": "Easy",
    "medium": "Medium",
    "hard": "Hard",
    "expert": "Expert",
    "expert-steady": "Expert steady",
}
TARGETS: dict[tuple[frozenset[str], int], str] = {
    (frozenset({"expert", "hard"}), 2): ">= 65% (300 games)",
    (frozenset({"expert", "hard"}), 4): ">= 35% (200 games)",
    (frozenset({"expert"}), 2): ">= 55% (400 games)",
    (frozenset({"expert"}), 1): "Medium + 10 points (200 deals)",
    (frozenset({"expert", "expert-steady"}), 2): "no loss: 50% within the interval",
    (frozenset({"hard", "medium"}), 2): ">= 70%",
    (frozenset({"hard", "medium"}), 4): ">= 40%",
    (frozenset({"medium", "easy"}), 2): ">= 75%",
    (frozenset({"easy", "random"}), 2): ">= 95%",
}
"""The target of a match by its levels (without node budgets) and players: issue
29's for Expert, the older issues' for the levels below."""


class RunError(ValueError):
    """An output that cannot be read, or outputs that do not pool."""


@dataclass
class Run:
    """One run's rows, one a level (pooled from one or more outputs), and
    whether a median or p99 in them was pooled (``~``)."""

    rows: list[Row]
    pooled: bool = False
    sources: tuple[Path, ...] = ()


def read_output(path: Path) -> list[Row]:
    """The JSON objects of one arena output, one a line (blank lines skipped)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise RunError(f"{path}: cannot read it ({error.strerror})") from error
    rows: list[Row] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as error:
            raise RunError(f"{path}:{number}: not JSON ({error.msg})") from error
        if not isinstance(row, dict) or not {"level", "games", "wins"} <= set(row):
            raise RunError(f"{path}:{number}: not a level's row of the arena")
        rows.append(row)
    return rows


def pooled(outputs: Sequence[tuple[Path, list[Row]]]) -> Run:
    """The rows of one run from its outputs (see the module)."""
    path, first = outputs[0]
    if len(outputs) == 1:
        return Run([dict(row) for row in first], False, (path,))
    _check_deals(outputs)
    rows = []
    for n, row in enumerate(first):
        parts = [row]
        for other_path, other in outputs[1:]:
            if len(other) != len(first):
                raise RunError(f"{other_path}: {len(other)} levels, not {len(first)}")
            match = other[n]
            for key in (*SAME_MATCH, "nodes"):
                if match.get(key) != row.get(key):
                    raise RunError(
                        f"{other_path}: {key} {match.get(key)!r} is not "
                        f"{row.get(key)!r} of {path}: not one match"
                    )
            parts.append(match)
        rows.append(_pool_rows(parts))
    return Run(rows, True, tuple(p for p, _ in outputs))


def _check_deals(outputs: Sequence[tuple[Path, list[Row]]]) -> None:
    """Refuse outputs whose deals overlap (deal ``seed + g // players``)."""
    spans = []
    for path, rows in outputs:
        row = rows[0]
        seed, games, players = int(row["seed"]), int(row["games"]), int(row["players"])
        spans.append((seed, seed + (games + players - 1) // players, path))
    spans.sort(key=lambda span: span[0])
    for (_, end, path), (start, _, later) in zip(spans, spans[1:], strict=False):
        if start < end:
            raise RunError(f"{later}: its deals from {start} overlap those of {path}")


def _pool_rows(parts: list[Row]) -> Row:
    games = [int(p["games"]) for p in parts]
    total = sum(games)
    seats = int(parts[0].get("seats") or 1)
    wins = sum(float(p["wins"]) for p in parts)
    low, high = wilson(wins, total * seats)

    def weighted(key: str) -> float:
        return sum(float(p[key]) * g for p, g in zip(parts, games, strict=True)) / total

    row = dict(parts[0])
    row.update(
        games=total,
        wins=round(wins, 2),
        win_rate=round(wins / (total * seats), 4),
        win_rate_95=[round(low, 4), round(high, 4)],
        mean_score=round(weighted("mean_score"), 2),
        mean_margin=round(weighted("mean_margin"), 2),
        seed=min(int(p["seed"]) for p in parts),
        stopped_early=bool(parts[-1].get("stopped_early")),
    )
    positions = [p.get("by_position") or [] for p in parts]
    if all(positions) and len({len(p) for p in positions}) == 1:
        by_position: list[float | None] = []
        for place in range(len(positions[0])):
            found = [(p[place], g) for p, g in zip(positions, games, strict=True)]
            known = [(rate, g) for rate, g in found if rate is not None]
            weight = sum(g for _, g in known)
            by_position.append(
                round(sum(rate * g for rate, g in known) / weight, 4) if known else None
            )
        row["by_position"] = by_position
    for median, p99 in (("median_ms", "p99_ms"), ("median_cpu_ms", "p99_cpu_ms")):
        if all(p.get(median) is not None for p in parts):
            row[median] = round(weighted(median), 2)
            row[p99] = max(float(p[p99]) for p in parts)
    speeds: list[float] = [p.get("nodes_per_s") or 0 for p in parts]
    if all(speeds):
        rate = sum(v * g for v, g in zip(speeds, games, strict=True)) / total
        row["nodes_per_s"] = round(rate)
    searches: list[list[float]] = [p.get("search_cpu_ms") or [] for p in parts]
    if all(searches):
        middle = sum(s[0] * g for s, g in zip(searches, games, strict=True)) / total
        row["search_cpu_ms"] = [round(middle, 1), max(s[1] for s in searches)]
    return row


# -- the Markdown rows --------------------------------------------------------------


def _base(level: str) -> str:
    return level.partition(":")[0]


def _name(level: str) -> str:
    return NAMES.get(_base(level), _base(level).title())


def _nodes(row: Row) -> int:
    return int(row.get("nodes") or DEFAULT_NODES)


def match_name(rows: list[Row]) -> str:
    """The match's words (``Expert vs Hard``, ``Hard + 3 Medium``,
    ``Expert 4x vs 1x``, ``Expert (solo) vs The Machine, Hard``)."""
    first = rows[0]
    if int(first["players"]) == 1:
        difficulty = str(first.get("difficulty") or "medium").title()
        return f"{_name(str(first['level']))} (solo) vs The Machine, {difficulty}"
    levels = [str(row["level"]) for row in rows]
    if len(rows) == 2 and _base(levels[0]) == _base(levels[1]) != levels[0]:
        high, low = _nodes(rows[0]), _nodes(rows[1])
        if high % low == 0:
            return f"{_name(levels[0])} {high // low}x vs 1x"
        return f"{_name(levels[0])} {high} vs {low} nodes"
    names = []
    for row, level in zip(rows, levels, strict=True):
        seats = int(row.get("seats") or 1)
        names.append(f"{seats} {_name(level)}" if seats > 1 else _name(level))
    if len(rows) == 2 and int(rows[1].get("seats") or 1) > 1:
        return f"{names[0]} + {names[1]}"
    return " vs ".join(names)


def target_for(rows: list[Row]) -> str:
    levels = frozenset(_base(str(row["level"])) for row in rows)
    return TARGETS.get((levels, int(rows[0]["players"])), "")


def budget_words(rows: list[Row]) -> str:
    """The search budgets of the run's levels (``-`` when none searches)."""
    found: list[tuple[str, str]] = []
    for row in rows:
        level = _base(str(row["level"]))
        if level == "hard":
            found.append((level, f"{float(row['budget_ms'] or 0):g} ms"))
        elif level.startswith("expert"):
            found.append((level, f"{_nodes(row)} nodes"))
    if not found:
        return "-"
    if len(found) == 1:
        return found[0][1]
    if len({level for level, _ in found}) == 1 and found[0][1].endswith("nodes"):
        return " / ".join(words.split()[0] for _, words in found) + " nodes"
    return ", ".join(f"{NAMES.get(level, level)} {words}" for level, words in found)


def _number(value: float) -> str:
    return f"{round(value, 2):g}"


def _percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def _times(row: Row, pooled: bool) -> str:
    mark = "~" if pooled else ""
    search = row.get("search_cpu_ms")
    if isinstance(search, list) and search:
        return f"search {mark}{search[0]} / {mark}{search[1]} CPU"
    if row.get("median_cpu_ms") is not None:
        return f"{mark}{row['median_cpu_ms']} / {mark}{row['p99_cpu_ms']} CPU"
    return f"{mark}{row['median_ms']} / {mark}{row['p99_ms']}"


def markdown_rows(
    run: Run,
    match: str | None = None,
    target: str | None = None,
    games_of: str | None = None,
) -> list[str]:
    """The table's rows of ``run``: its match, players, game and games on each,
    its budget and target on the first."""
    rows = run.rows
    first = rows[0]
    players = int(first["players"])
    match = match if match is not None else match_name(rows)
    target = target if target is not None else target_for(rows)
    game = "solo" if players == 1 else "advanced" if first["advanced"] else "basic"
    lines = []
    for n, row in enumerate(rows):
        games = str(row["games"])
        if games_of:
            games += f" (of {games_of})"
        elif row.get("stopped_early"):
            games += " (stopped)"
        seats = int(row.get("seats") or 1)
        level = str(row["level"]) + (f" x{seats}" if seats > 1 else "")
        low, high = row["win_rate_95"]
        by_position = row.get("by_position") or []
        positions = (
            " / ".join("-" if p is None else _percent(p) for p in by_position)
            if players > 1
            else ""
        )
        wins = float(row["wins"])
        cells = [
            match,
            str(players),
            game,
            games,
            budget_words(rows) if n == 0 else "",
            level,
            _number(wins),
            _percent(float(row["win_rate"])),
            f"{100 * low:.1f} - {100 * high:.1f}%",
            target if n == 0 else "",
            _number(float(row["mean_score"])),
            f"{float(row['mean_margin']):+.2f}",
            positions,
            _times(row, run.pooled),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


SPEED_HEADER = (
    "| match | game | games | level | look-ahead games per CPU second "
    "| search median / p99 ms CPU |\n|---|---|---|---|---|---|"
)


def speed_rows(run: Run, match: str | None = None) -> list[str]:
    """Expert's speed in ``run``: a row for each level that searched
    (``nodes_per_s``, ``search_cpu_ms``; pooled, games-weighted, marked ``~``)."""
    rows = run.rows
    first = rows[0]
    match = match if match is not None else match_name(rows)
    players = int(first["players"])
    game = "solo" if players == 1 else "advanced" if first["advanced"] else "basic"
    mark = "~" if run.pooled else ""
    lines = []
    for row in rows:
        search = row.get("search_cpu_ms")
        if not row.get("nodes_per_s") or not search:
            continue
        cells = [
            match,
            game,
            str(row["games"]),
            str(row["level"]),
            f"{mark}{row['nodes_per_s']}",
            f"{mark}{search[0]} / {mark}{search[1]}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python tools/arena_table.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "runs",
        nargs="+",
        metavar="RUN",
        help="an arena output, or several of one run continued, joined by commas",
    )
    parser.add_argument("--header", action="store_true", help="the table's head too")
    parser.add_argument(
        "--speed",
        action="store_true",
        help="Expert's speed instead: look-ahead games per CPU second and the CPU "
        "of its searched moves, a row for each level that searched",
    )
    for flag, what in (
        ("--match", "the match's words"),
        ("--target", "the target"),
        ("--games-of", "the games planned (printed as '80 (of 300)')"),
    ):
        parser.add_argument(flag, action="append", default=None, help=what)
    args = parser.parse_args(argv)
    for name in ("match", "target", "games_of"):
        given = getattr(args, name)
        if given is not None and len(given) != len(args.runs):
            parser.error(f"--{name.replace('_', '-')}: once per RUN, or not at all")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    lines = [SPEED_HEADER if args.speed else HEADER] if args.header else []
    for n, spec in enumerate(args.runs):
        try:
            outputs = [(Path(p), read_output(Path(p))) for p in spec.split(",")]
            empty = [path for path, rows in outputs if not rows]
            if empty:
                print(
                    f"{empty[0]}: no rows yet (still running?); left out",
                    file=sys.stderr,
                )
                continue
            run = pooled(outputs)
        except RunError as error:
            print(f"arena_table: {error}", file=sys.stderr)
            return 1
        match = args.match[n] if args.match else None
        if args.speed:
            lines.extend(speed_rows(run, match))
            continue
        lines.extend(
            markdown_rows(
                run,
                match,
                args.target[n] if args.target else None,
                args.games_of[n] if args.games_of else None,
            )
        )
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
