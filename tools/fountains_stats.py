"""Play many seeded Fountains games with the computer seats and print statistics.

A game designer's check that the tile catalogue gives a living game: do pools get
fed, do coins score, how often does a drafted tile fit nowhere, how long is a game,
why does it end, how much pond weed is left.

    python tools/fountains_stats.py                 # 50 games per line, all modes
    python tools/fountains_stats.py --games 20 --players 1 4 --bots greedy

Every game is seeded (``--seed`` + game number), so a run can be repeated.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.fountains import GreedyBot, RandomBot  # noqa: E402
from game.rules.fountains import (  # noqa: E402
    Difficulty,
    Discard,
    Draft,
    FountainsGame,
    GameOptions,
    Pass,
    Phase,
    Place,
    PlaceToken,
)
from game.rules.fountains.catalogue import tile_by_id, token_by_id  # noqa: E402
from game.rules.fountains.icons import Icon  # noqa: E402
from game.rules.fountains.tiles import STACK_SHAPES  # noqa: E402

CATEGORIES = ("coins", "pools", "fish", "lily pads", "design")
Bot = RandomBot | GreedyBot


@dataclass
class Tally:
    """Figures gathered over the games of one line of the table."""

    games: int = 0
    seconds: float = 0.0
    turns: list[int] = field(default_factory=list)  # turns per seat, each game
    end_reasons: Counter[str] = field(default_factory=Counter)
    category_points: Counter[str] = field(default_factory=Counter)  # over seats
    seat_games: int = 0  # scoring seats (players; The Machine apart)
    machine_points: list[int] = field(default_factory=list)
    machine_categories: Counter[str] = field(default_factory=Counter)
    player_scores: list[int] = field(default_factory=list)
    pond_weed: list[int] = field(default_factory=list)  # at the end, per fountain
    pools: list[int] = field(default_factory=list)  # at the end, per fountain
    fed_pools: list[int] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)
    places: int = 0  # tiles placed
    placements_offered: list[int] = field(default_factory=list)
    fed_on_arrival: int = 0  # placed tiles with a fed pool right after placing
    joined_by_water: int = 0  # ... fed through another tile's water, not own jet
    discarded_tiles: int = 0
    discarded_tokens: int = 0
    passes: int = 0
    tokens_placed: int = 0
    coins_placed: int = 0  # coin icons on placed tiles and tokens
    coins_paid: int = 0  # coin icons that scored
    rewards: Counter[str] = field(default_factory=Counter)  # triggers by category
    drafts: Counter[str] = field(default_factory=Counter)  # by stack shape, or bonus
    solo_wins: int = 0


def play(options: GameOptions, make_bot: Callable[[int], Bot], tally: Tally) -> None:
    """Play one game to its end with one bot per seat, adding to ``tally``."""
    game = FountainsGame.new(options)
    bots = [make_bot(options.seed * 10 + seat) for seat in range(options.seats)]
    start = time.perf_counter()
    while not game.is_over():
        seat = game.current_seat
        if game.phase is Phase.PLACE:
            tally.placements_offered.append(len(game.legal_placements()))
        action = bots[seat].choose(game)
        log_before = len(game.score_log)
        game.apply(action)
        _count_action(game, seat, action, tally)
        for entry in game.score_log[log_before:]:
            if entry.category != "coins" and not entry.reason.startswith("Final"):
                tally.rewards[entry.category] += 1
    tally.seconds += time.perf_counter() - start
    tally.games += 1
    tally.turns.append(game.turns_taken[0])
    tally.end_reasons[game.end_reason or "?"] += 1
    outcome = game.outcome()
    assert outcome is not None
    for seat, points in enumerate(outcome.breakdown()):
        if game.is_machine(seat):
            tally.machine_points.append(outcome.scores[seat])
            tally.machine_categories.update(points)
            continue
        tally.seat_games += 1
        tally.player_scores.append(outcome.scores[seat])
        tally.category_points.update(points)
    tally.coins_paid += sum(
        e.points // 5
        for e in outcome.score_log
        if e.category == "coins" and not game.is_machine(e.seat)
    )
    if game.is_solo and outcome.winners == (0,):
        tally.solo_wins += 1
    for fountain in game.fountains:
        tally.pond_weed.append(fountain.pond_weed_count())
        tally.pools.append(len(fountain.water().pools))
        tally.fed_pools.append(fountain.fed_pool_count())
        tally.levels.append(fountain.max_level())


def _count_action(game: FountainsGame, seat: int, action: object, t: Tally) -> None:
    if isinstance(action, Draft):
        space = action.space
        t.drafts["bonus" if space == 0 else str(STACK_SHAPES[space - 1])] += 1
    elif isinstance(action, Pass):
        t.passes += 1
    elif isinstance(action, Discard):
        if action.item_id.startswith("bonus-"):
            t.discarded_tokens += 1
        else:
            t.discarded_tiles += 1
    elif isinstance(action, Place):
        fountain = game.fountains[seat]
        index = fountain.tile_count() - 1
        tile = tile_by_id(action.placement.tile_id)
        t.places += 1
        t.coins_placed += tile.icons.count(Icon.COIN)
        mine = [p for p in fountain.water().pools if p.tile_index == index]
        if any(p.fed for p in mine):
            t.fed_on_arrival += 1
            if not any(Icon.JET in p.icons for p in mine):
                t.joined_by_water += 1
    elif isinstance(action, PlaceToken):
        t.tokens_placed += 1
        t.coins_placed += token_by_id(action.token_id).icons.count(Icon.COIN)


def options_for(players: int, seed: int, difficulty: Difficulty) -> GameOptions:
    if players == 1:
        return GameOptions(players=1, solo=difficulty, seed=seed)
    return GameOptions(players=players, advanced=True, seed=seed)


def report(label: str, t: Tally) -> None:
    """Print one block of figures."""

    def pct(part: float, whole: float) -> str:
        return f"{100 * part / whole:.0f}%" if whole else "-"

    print(f"\n== {label}: {t.games} games, {t.seconds / t.games * 1000:.0f} ms each")
    print(
        f"  turns per seat: mean {mean(t.turns):.1f} "
        f"(min {min(t.turns)}, max {max(t.turns)})"
    )
    reasons = ", ".join(f"{r}: {n}" for r, n in t.end_reasons.most_common())
    print(f"  end: {reasons}")
    per_seat = {c: t.category_points[c] / t.seat_games for c in CATEGORIES}
    cats = "  ".join(f"{c} {v:.1f}" for c, v in per_seat.items())
    print(f"  mean final score {mean(t.player_scores):.1f} per player: {cats}")
    if t.machine_points:
        machine = "  ".join(
            f"{c} {t.machine_categories[c] / t.games:.1f}" for c in CATEGORIES[:4]
        )
        print(
            f"  The Machine: mean {mean(t.machine_points):.1f}: {machine}; "
            f"player wins {pct(t.solo_wins, t.games)}"
        )
    triggers = ", ".join(f"{c} {n / t.games:.1f}" for c, n in sorted(t.rewards.items()))
    print(f"  rewards paid per game (seat-awards worth points): {triggers}")
    print(
        f"  at the end, per fountain: pools {mean(t.pools):.1f}, fed "
        f"{mean(t.fed_pools):.1f}, pond weed {mean(t.pond_weed):.1f}, "
        f"top level {mean(t.levels):.1f}"
    )
    offered = t.placements_offered
    print(
        f"  legal placements offered: mean {mean(offered):.0f}, "
        f"none for {pct(sum(1 for n in offered if n == 0), len(offered))} of drafts"
    )
    print(
        f"  tiles placed {t.places}: water reached the new tile for "
        f"{pct(t.fed_on_arrival, t.places)} ({pct(t.joined_by_water, t.places)} "
        "through another tile's water, not its own jet)"
    )
    print(
        f"  discarded: {t.discarded_tiles / t.games:.2f} tiles and "
        f"{t.discarded_tokens / t.games:.2f} tokens per game; passes "
        f"{t.passes / t.games:.2f} per game; tokens placed "
        f"{t.tokens_placed / t.games:.1f} per game"
    )
    print(
        f"  coins placed {t.coins_placed}, scored {t.coins_paid} "
        f"({pct(t.coins_paid, t.coins_placed)})"
    )
    order = [str(shape) for shape in STACK_SHAPES] + ["bonus"]
    drafts = ", ".join(f"{name} {t.drafts[name]}" for name in order)
    print(f"  drafts by stack (all games): {drafts}")


def table_row(bot: str, seats: str, t: Tally) -> str:
    """One markdown row summing up a line (the docs' statistics tables)."""

    def pct(part: float, whole: float) -> str:
        return f"{100 * part / whole:.0f}%" if whole else "-"

    cats = " / ".join(f"{t.category_points[c] / t.seat_games:.1f}" for c in CATEGORIES)
    score = f"{mean(t.player_scores):.0f}"
    if t.machine_points:
        score += (
            f" (Machine {mean(t.machine_points):.0f}, "
            f"player wins {pct(t.solo_wins, t.games)})"
        )
    order = [str(shape) for shape in STACK_SHAPES] + ["bonus"]
    drafts = " / ".join(str(t.drafts[name]) for name in order)
    return (
        f"| {bot}, {seats} | {mean(t.turns):.1f} | {score} | {cats} | "
        f"{mean(t.fed_pools):.1f} / {mean(t.pools):.1f} | "
        f"{pct(t.fed_on_arrival, t.places)} | {pct(t.coins_paid, t.coins_placed)} | "
        f"{drafts} |"
    )


TABLE_HEAD = (
    "| bots, seats | turns each | score | coins / pools / fish / lily / design "
    "| fed pools / all at end | water reaches new tile | coins scored "
    "| drafts square / long / ell / tee / star / octagon / bonus |\n"
    "|---|---|---|---|---|---|---|---|"
)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    parser.add_argument(
        "--bots", nargs="+", default=["random", "greedy"], choices=["random", "greedy"]
    )
    parser.add_argument(
        "--difficulty",
        choices=[d.value for d in Difficulty],
        help="solo difficulty (default: a line for each of easy, medium, hard)",
    )
    args = parser.parse_args(argv)
    makers: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "greedy": GreedyBot}
    levels = [Difficulty(args.difficulty)] if args.difficulty else list(Difficulty)
    rows = []
    for bot in args.bots:
        for players in args.players:
            for level in levels if players == 1 else [levels[0]]:
                tally = Tally()
                for n in range(args.games):
                    options = options_for(players, args.seed + n, level)
                    play(options, makers[bot], tally)
                if players == 1:
                    mode, seats = f"solo ({level.value})", f"solo {level.value}"
                else:
                    mode, seats = f"{players} players, advanced", str(players)
                report(f"{bot} bots, {mode}", tally)
                rows.append(table_row(bot, seats, tally))
    print("\n" + TABLE_HEAD)
    print("\n".join(rows))


if __name__ == "__main__":
    main()
