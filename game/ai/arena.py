"""Computer seats play each other: ``python -m game.ai.arena``.

    python -m game.ai.arena --mode fountains --players 2 --seats hard,medium \\
        --games 100 --seed 1 [--advanced] [--budget-ms 300] [--jobs 2]
    python -m game.ai.arena --mode fountains --players 2 \\
        --seats expert:1600,expert:400 --games 40 --seed 1 [--nodes 400] [--jobs 2]
    python -m game.ai.arena --mode fountains --players 1 --difficulty hard \\
        --seats expert --games 100 --seed 1 [--workers 4]
    python -m game.ai.arena --mode fountains --players 2 \\
        --seats expert,expert-steady --games 400 --seed 1000
    python -m game.ai.arena --mode splash --level classic_cup --players 2 \\
        --seats hard,medium --games 100 --seed 1 [--advanced] [--jobs 2]

Kids' Splash (``--mode splash``) plays on one pond (``--level``, a file name
in ``levels/`` without ``.tmx``) with the real pond physics, headless; its
levels are easy, medium and hard (`game.ai.splash.SplashSkill`), and
``--advanced`` allows the toss. ``--budget-ms`` and ``--nodes`` are Fountains'
only: Hard's wall-clock budget (default 800 ms, at most 1000) and node cap,
Expert's CPU-time cap (default 2000 ms, at most 2000; a seat with more
look-ahead games than the play budget's gets its cap in proportion:
``expert:3200``, 8000 ms) and look-ahead games a move (default
``expert.DEFAULT_NODES``).

``--seats`` lists a level per seat (easy, medium, hard, expert, expert-steady,
random; a search level may carry its own node budget, ``expert:1600``, so one
arena pits two budgets against each other). ``expert-steady`` is Expert without
its variety: always the best of its finalists, every random number from one
fixed seed whatever its seat's (``expert-steady:800`` takes a node budget too);
``--seats expert,expert-steady`` measures what variety costs. With fewer levels
than players the last one fills the other seats (``--players 4 --seats
hard,medium`` is one Hard seat and three Medium). ``--players 1`` is solo: one
seat against The Machine at ``--difficulty`` (each game its own deal), its win
rate the share of games it beat The Machine. Game ``g`` deals from seed
``seed + g // players`` and turns the line-up ``g % players`` places, so every deal
is played from every seat and seat order cancels out. Prints one JSON object per
level: games, seats, wins (a shared victory is split), win rate with its 95%
Wilson interval, mean score, mean margin (the seat's score less the best other
seat's), median and p99 milliseconds per decision (wall clock, and CPU time),
``by_position`` (the win rate of the level's seats by turn position: first to
play, second, ...), and for Expert the look-ahead games per CPU second and the
median and p99 CPU milliseconds of the moves it searched (``search_cpu_ms``).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import signal
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the pond imports pygame

from game.ai.fountains import Bot, ExpertBot, RandomBot, bot_for  # noqa: E402
from game.ai.fountains.expert import (  # noqa: E402
    DEFAULT_BUDGET_MS as EXPERT_BUDGET_MS,
)
from game.ai.fountains.expert import DEFAULT_NODES as EXPERT_NODES  # noqa: E402
from game.ai.fountains.expert import MAX_BUDGET_MS as EXPERT_MAX_MS  # noqa: E402
from game.ai.fountains.expert import cpu_cap_ms as expert_cpu_cap_ms  # noqa: E402
from game.ai.fountains.hard import DEFAULT_BUDGET_MS as HARD_BUDGET_MS  # noqa: E402
from game.ai.fountains.hard import MAX_BUDGET_MS as HARD_MAX_MS  # noqa: E402
from game.ai.fountains.levels import expert_bot  # noqa: E402
from game.rules.fountains import Difficulty, FountainsGame, GameOptions  # noqa: E402
from game.rules.fountains.actions import MachineTurn  # noqa: E402
from game.rules.fountains.phases import Phase  # noqa: E402

LEVELS = ("random", "easy", "medium", "hard", "expert", "expert-steady")
SEARCH_LEVELS = ("hard", "expert", "expert-steady")
"""The levels whose seats may carry a node budget (``expert:1600``)."""
EXPERT_LEVELS = ("expert", "expert-steady")
"""Expert, and Expert without its variety (always its best finalist)."""
SPLASH_LEVELS = ("easy", "medium", "hard")
Z95 = 1.959964


@dataclass(frozen=True)
class Match:
    players: int
    lineup: tuple[str, ...]
    seed: int
    advanced: bool
    budget_ms: float | None
    mode: str = "fountains"
    #: The Kids' Splash pond (its key), for ``mode`` "splash".
    pond: str = ""
    #: ``--nodes``: Hard's node cap, Expert's look-ahead games a move.
    nodes: int | None = None
    #: ``--players 1``: The Machine's difficulty.
    difficulty: str = "medium"
    #: ``--workers``: processes each Expert seat searches with.
    workers: int = 1


@dataclass
class SeatResult:
    level: str
    won: float
    score: int
    move_ms: list[float] = field(default_factory=list)
    #: turn position: 0 for the seat that plays first
    position: int = 0
    margin: int = 0
    move_cpu_ms: list[float] = field(default_factory=list)
    #: look-ahead games searched, and the CPU milliseconds of those moves
    searched: int = 0
    search_cpu_ms: list[float] = field(default_factory=list)


def lineup_for(levels: Sequence[str], players: int) -> tuple[str, ...]:
    if len(levels) > players:
        raise ValueError(f"{len(levels)} seat levels for {players} players")
    return tuple(levels) + (levels[-1],) * (players - len(levels))


def play_game(match: Match, index: int) -> list[SeatResult]:
    """Game ``index`` of ``match``: its deal, its rotation of the line-up."""
    players = match.players
    deal = match.seed + index // players
    turn = index % players
    levels = [match.lineup[(seat + turn) % players] for seat in range(players)]
    if match.mode == "splash":
        return play_splash_game(match, deal, levels)
    if players == 1:
        return play_solo_game(match, deal, levels[0])
    bots = [
        seat_bot(level, deal * 101 + seat, match) for seat, level in enumerate(levels)
    ]
    options = GameOptions(players=players, advanced=match.advanced, seed=deal)
    game = FountainsGame.new(options)
    results = [
        SeatResult(level, 0.0, 0, position=(seat - game.first_seat) % players)
        for seat, level in enumerate(levels)
    ]
    while not game.is_over():
        seat = game.current_seat
        _timed_move(game, bots[seat], results[seat])
    for bot in bots:
        if isinstance(bot, ExpertBot):
            bot.pool.close()
    outcome = game.outcome()
    assert outcome is not None
    for seat, result in enumerate(results):
        result.score = outcome.scores[seat]
        result.margin = result.score - max(
            s for other, s in enumerate(outcome.scores) if other != seat
        )
        if seat in outcome.winners:
            result.won = 1.0 / len(outcome.winners)
    return results


def play_solo_game(match: Match, deal: int, level: str) -> list[SeatResult]:
    """One solo game against The Machine at ``match.difficulty``, dealt from
    ``deal``: the player's seat of ``level`` (The Machine's turns are forced)."""
    difficulty = Difficulty(match.difficulty)
    options = GameOptions(players=1, solo=difficulty, seed=deal)
    game = FountainsGame.new(options)
    bot = seat_bot(level, deal * 101, match)
    result = SeatResult(level, 0.0, 0)
    while not game.is_over():
        if game.phase is Phase.MACHINE:
            game.apply(MachineTurn())
            continue
        _timed_move(game, bot, result)
    if isinstance(bot, ExpertBot):
        bot.pool.close()
    outcome = game.outcome()
    assert outcome is not None
    result.score = outcome.scores[0]
    result.margin = result.score - outcome.scores[1]
    if 0 in outcome.winners:
        result.won = 1.0 / len(outcome.winners)
    return [result]


def _timed_move(game: FountainsGame, bot: RandomBot | Bot, result: SeatResult) -> None:
    """``bot``'s move, played, its times and search kept in ``result``."""
    start, cpu = time.perf_counter(), time.process_time()
    action = bot.choose(game)
    cpu_ms = (time.process_time() - cpu) * 1000.0
    result.move_ms.append((time.perf_counter() - start) * 1000.0)
    result.move_cpu_ms.append(cpu_ms)
    if isinstance(bot, ExpertBot) and bot.searched:
        result.searched += bot.searched
        result.search_cpu_ms.append(cpu_ms)
    game.apply(action)


def seat_bot(spec: str, seed: int, match: Match) -> RandomBot | Bot:
    """The bot of a ``--seats`` entry: a level, or a search level with its
    node budget (``expert:1600``); ``expert-steady`` is Expert without its
    variety."""
    level, _, nodes = spec.partition(":")
    if level == "random":
        return RandomBot(seed)
    budget = match.budget_ms
    if level == "hard":
        budget = min(budget or HARD_BUDGET_MS, HARD_MAX_MS)
    max_nodes = int(nodes) if nodes else match.nodes
    if level == "expert":
        return expert_bot(seed, budget, max_nodes, match.workers)
    if level == "expert-steady":
        return ExpertBot(
            seed,
            nodes=max_nodes or EXPERT_NODES,
            budget_ms=budget or EXPERT_BUDGET_MS,
            workers=match.workers,
            variety=False,
        )
    return bot_for(level, seed, budget_ms=budget, max_nodes=max_nodes)


def play_splash_game(match: Match, deal: int, levels: list[str]) -> list[SeatResult]:
    """One Kids' Splash game on ``match.pond`` dealt from ``deal``, the seats
    of ``levels`` (each seat's own seeded random stream)."""
    from game.ai.splash import SplashBot  # the pond's physics: only when asked
    from game.levels import level_by_key
    from game.paths import levels_dir
    from game.physics.pond import Pond
    from game.rules.splash import Action, Phase, SplashGame, SplashOptions

    level = level_by_key(match.pond, levels_dir())
    options = SplashOptions(
        players=match.players,
        advanced=match.advanced,
        seed=deal,
        drop_span=level.drop_span,
    )
    game = SplashGame.new(options)
    pond = Pond(level, deal, game.pond_droplets())
    bots = [SplashBot(deal * 101 + seat, level) for seat, level in enumerate(levels)]
    first = game.current_seat
    results = [
        SeatResult(level, 0.0, 0, position=(seat - first) % match.players)
        for seat, level in enumerate(levels)
    ]
    for _ in range(MAX_SPLASH_ACTIONS):
        if game.is_over():
            break
        seat = game.current_seat
        start = time.perf_counter()
        action: Action
        if game.phase is Phase.THROW:
            action = bots[seat].throw(game, pond)
        else:
            action = bots[seat].choose(game, pond)
        results[seat].move_ms.append((time.perf_counter() - start) * 1000.0)
        game.apply(action)
        pond.follow(game.pond_droplets())
        pond.settle()
    outcome = game.outcome()
    if outcome is None:
        raise RuntimeError(f"game {deal} on {match.pond} did not end")
    for seat, result in enumerate(results):
        result.score = outcome.scores[seat]
        result.margin = result.score - max(
            s for other, s in enumerate(outcome.scores) if other != seat
        )
        if seat in outcome.winners:
            result.won = 1.0 / len(outcome.winners)
    return results


#: A Kids' Splash game longer than this many actions is a bug.
MAX_SPLASH_ACTIONS = 5000


def _play_one(args: tuple[Match, int]) -> list[SeatResult]:
    return play_game(*args)


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of ``wins`` out of ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def run(match: Match, games: int, jobs: int = 1) -> Iterator[list[SeatResult]]:
    work = [(match, index) for index in range(games)]
    if jobs <= 1:
        for item in work:
            yield _play_one(item)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_play_one, work)


def summarise(
    match: Match, games: int, results: list[list[SeatResult]]
) -> list[dict[str, object]]:
    rows = []
    for level in dict.fromkeys(match.lineup):
        seats = [r for game in results for r in game if r.level == level]
        per_game = match.lineup.count(level)
        wins = sum(r.won for r in seats)
        n = len(seats)
        low, high = wilson(wins, n)
        times = sorted(t for r in seats for t in r.move_ms)
        cpu = sorted(t for r in seats for t in r.move_cpu_ms)
        searched = sum(r.searched for r in seats)
        searches = sorted(t for r in seats for t in r.search_cpu_ms)
        search_s = sum(searches) / 1000.0
        level_name, _, own_nodes = level.partition(":")
        rows.append(
            {
                "level": level,
                "players": match.players,
                "difficulty": match.difficulty if match.players == 1 else None,
                "advanced": match.advanced,
                "games": games,
                "seats": per_game,
                "wins": round(wins, 2),
                "win_rate": round(wins / n, 4) if n else 0.0,
                "win_rate_95": [round(low, 4), round(high, 4)],
                "mean_score": round(statistics.fmean(r.score for r in seats), 2),
                "median_ms": round(statistics.median(times), 2) if times else 0.0,
                "p99_ms": round(_p99(times), 2),
                "budget_ms": _budget(match, level),
                "seed": match.seed,
                "mean_margin": round(statistics.fmean(r.margin for r in seats), 2),
                "by_position": _by_position(seats, match.players),
                "median_cpu_ms": round(statistics.median(cpu), 2) if cpu else 0.0,
                "p99_cpu_ms": round(_p99(cpu), 2),
                "nodes": (
                    int(own_nodes or 0) or match.nodes
                    if level_name in SEARCH_LEVELS and match.mode == "fountains"
                    else None
                ),
                "nodes_per_s": round(searched / search_s) if search_s else None,
                "search_cpu_ms": (
                    [round(statistics.median(searches), 1), round(_p99(searches), 1)]
                    if searches
                    else None
                ),
            }
        )
    return rows


def _p99(times: list[float]) -> float:
    """The 99th percentile of ``times``, sorted (0 when empty)."""
    return times[min(len(times) - 1, round(0.99 * (len(times) - 1)))] if times else 0


def _budget(match: Match, level: str) -> float | None:
    """The time budget a seat's level (``expert:3200``) played with: Hard's
    wall clock, Expert's CPU cap (in proportion to a node budget above the
    play budget's); None for the others."""
    if match.mode != "fountains":
        return None
    if level == "hard":
        return min(match.budget_ms or HARD_BUDGET_MS, HARD_MAX_MS)
    level_name, _, own_nodes = level.partition(":")
    if level_name in EXPERT_LEVELS:
        nodes = int(own_nodes or 0) or match.nodes or EXPERT_NODES
        return expert_cpu_cap_ms(match.budget_ms or EXPERT_BUDGET_MS, nodes)
    return None


def _by_position(seats: list[SeatResult], players: int) -> list[float | None]:
    """The win rate of ``seats`` by turn position (None where none sat)."""
    found: list[float | None] = []
    for position in range(players):
        there = [r.won for r in seats if r.position == position]
        found.append(round(sum(there) / len(there), 4) if there else None)
    return found


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m game.ai.arena",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--mode", required=True, choices=["fountains", "splash"])
    parser.add_argument("--level", help="Kids' Splash: the pond (e.g. classic_cup)")
    parser.add_argument(
        "--players",
        type=int,
        default=2,
        choices=range(1, 6),
        help="1: Fountains solo, one seat against The Machine (--difficulty)",
    )
    parser.add_argument(
        "--difficulty",
        choices=[d.value for d in Difficulty],
        default=None,
        help="--players 1: The Machine's difficulty (default medium)",
    )
    parser.add_argument(
        "--seats",
        required=True,
        type=lambda text: tuple(part.strip() for part in text.split(",")),
        help="levels per seat, comma separated: "
        + ", ".join(LEVELS)
        + " (expert-steady: Expert without its variety, always its best "
        "finalist; a search level may carry its node budget, expert:1600)",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--advanced", action="store_true")
    parser.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help=f"Hard's wall-clock budget (default {HARD_BUDGET_MS}, at most "
        f"{HARD_MAX_MS}), Expert's CPU cap (at most {EXPERT_MAX_MS:g}, for "
        "800 look-ahead games; in proportion for more)",
    )
    parser.add_argument(
        "--nodes",
        type=int,
        default=None,
        help="Hard's node cap and Expert's (and expert-steady's) look-ahead "
        "games a move",
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--progress",
        action="store_true",
        help="a line on stderr after every game: each seat's level, score (* won) "
        "and turn position (an arena stopped by Ctrl-C or SIGTERM prints the "
        "games played so far, whole deals only with --jobs 1)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        help="processes each Expert seat searches with, each on re-deals of its "
        "own (with --jobs 1: a --jobs process may not start others)",
    )
    args = parser.parse_args(argv)
    known = SPLASH_LEVELS if args.mode == "splash" else LEVELS
    for spec in args.seats:
        level, colon, nodes = spec.partition(":")
        if level not in known:
            parser.error(f"unknown level {level!r}; known: {', '.join(known)}")
        if colon and (
            args.mode == "splash"
            or level not in SEARCH_LEVELS
            or not nodes.isdigit()
            or int(nodes) < 1
        ):
            parser.error(
                f"{spec!r}: only hard, expert and expert-steady take a node "
                "budget (expert:400)"
            )
    if args.mode == "splash":
        _check_pond(parser, args.level)
    elif args.level is not None:
        parser.error("--level is for --mode splash")
    if len(args.seats) > args.players:
        parser.error(f"{len(args.seats)} seat levels for {args.players} players")
    if args.players == 1 and (args.mode == "splash" or "random" in args.seats):
        parser.error("--players 1 is Fountains solo, for easy to expert")
    if args.difficulty is not None and args.players != 1:
        parser.error("--difficulty is for --players 1 (solo)")
    if args.games < 1 or args.jobs < 1 or args.workers < 1:
        parser.error("--games, --jobs and --workers must be at least 1")
    if args.workers > 1 and args.jobs > 1:
        parser.error("--workers needs --jobs 1 (a --jobs process may not start others)")
    if args.budget_ms is not None and not 0 < args.budget_ms <= EXPERT_MAX_MS:
        parser.error(f"--budget-ms must be in (0, {EXPERT_MAX_MS:g}]")
    if args.nodes is not None and args.nodes < 1:
        parser.error("--nodes must be at least 1")
    return args


def _check_pond(parser: argparse.ArgumentParser, key: str | None) -> None:
    from game.levels import available_levels
    from game.paths import levels_dir

    ponds = [level.key for level in available_levels(levels_dir())]
    if key is None:
        parser.error("--mode splash needs --level, one of: " + ", ".join(ponds))
    if key not in ponds:
        parser.error(f"unknown pond {key!r}; known: {', '.join(ponds)}")


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    match = Match(
        args.players,
        lineup_for(args.seats, args.players),
        args.seed,
        args.advanced,
        args.budget_ms,
        args.mode,
        args.level or "",
        args.nodes,
        args.difficulty or "medium",
        args.workers,
    )
    results: list[list[SeatResult]] = []
    stopped = False
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        for found in run(match, args.games, args.jobs):
            results.append(found)
            if args.progress:
                seats = ", ".join(
                    f"{r.level} {r.score}{'*' if r.won else ''} (#{r.position + 1})"
                    for r in found
                )
                print(f"game {len(results)} of {args.games}: {seats}", file=sys.stderr)
    except KeyboardInterrupt:
        stopped = True
    finally:
        signal.signal(signal.SIGTERM, previous)
    games = len(results)
    if stopped:
        # only whole deals, each played from every seat (--jobs 1: in order)
        games = games - games % match.players if args.jobs == 1 else games
        results = results[:games]
        print(f"stopped after {games} of {args.games} games", file=sys.stderr)
        if not games:
            return 1
    for row in summarise(match, games, results):
        if stopped:
            row["stopped_early"] = True
        print(json.dumps(row), flush=True)
    return 0


def _interrupt(signum: int, frame: object) -> None:
    """SIGTERM stops the arena as Ctrl-C does: the games played so far are
    summarised."""
    raise KeyboardInterrupt


if __name__ == "__main__":
    sys.exit(main())
