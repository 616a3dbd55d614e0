"""How well each Kids' Splash computer skill throws, per pond (run from the repo root).

    python tools/splash_bot_skills.py [--games 4] [--advanced] [--ponds a,b]
                                      [--skills easy,medium,hard] [--jobs 2]
    python tools/splash_bot_skills.py --aim-check 10

Plays seeded two-seat games with the real pond, both seats of one skill, and
prints a Markdown table per pond and skill: hit rate (throws that splash at
least one droplet out), droplets out per throw, the turns a game lasts
(median, min-max), the share of choices that were Free Picks, and how the
forecast compared with what came out (droplets out per raw forecast droplet,
averaged over the seat's wobble: what ``forecast.CALIBRATION`` should be).

``--aim-check`` instead drops the pebble where a careful seat aims on fresh
ponds, exactly and 20 px to either side, so an aim that only works when it
misses shows up.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.ai.splash import SplashBot, SplashSkill  # noqa: E402
from game.levels import available_levels, level_by_key  # noqa: E402
from game.physics.pond import Pond  # noqa: E402
from game.rules.splash import (  # noqa: E402
    Action,
    ChooseSplash,
    FreePick,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
)


@dataclass
class Tally:
    """What one pond and skill did over its games."""

    throws: list[int] = field(default_factory=list)  # droplets out per throw
    forecast: list[float] = field(default_factory=list)  # raw forecast a throw
    turns: list[int] = field(default_factory=list)
    picks: int = 0
    splashes: int = 0

    def add(self, other: Tally) -> None:
        self.throws += other.throws
        self.forecast += other.forecast
        self.turns += other.turns
        self.picks += other.picks
        self.splashes += other.splashes


def play(key: str, skill: str, seed: int, advanced: bool) -> Tally:
    """One two-seat game on pond ``key``, both seats of ``skill``."""
    level = level_by_key(key)
    options = SplashOptions(
        players=2, advanced=advanced, seed=seed, drop_span=level.drop_span
    )
    game = SplashGame.new(options)
    pond = Pond(level, seed, game.pond_droplets())
    bots = [SplashBot(seed * 10 + s, skill) for s in range(2)]
    tally = Tally()
    for _ in range(5000):
        if game.is_over():
            break
        bot = bots[game.current_seat]
        if game.phase is Phase.THROW:
            plan = bot.plan_throw(game, pond)
            assert bot.last_aim is not None
            tally.forecast.append(bot.last_aim.raw)
            plan.start(pond)
            pond.settle()
            out = pond.result().out
            tally.throws.append(len(out))
            action: Action = plan.to_action(out)
        else:
            action = bot.choose(game, pond)
            tally.picks += isinstance(action, FreePick)
            tally.splashes += isinstance(action, ChooseSplash)
        game.apply(action)
        pond.follow(game.pond_droplets())
        pond.settle()
    tally.turns.append(sum(isinstance(a, Roll) for a in game.actions))
    return tally


def aim_check(key: str, seed: int, wobble: float) -> tuple[int, int]:
    """Droplets out of one drop where a careful seat aims on a fresh pond
    (seeded), exact and moved by ``wobble`` px: (exact, wobbly)."""
    level = level_by_key(key)
    game = SplashGame.new(SplashOptions(players=2, seed=seed))
    outs = []
    for shift in (0.0, wobble):
        pond = Pond(level, seed)
        x = SplashBot(seed, "hard").aim(game, pond).plan.x
        x0, x1 = pond.drop_span
        pond.drop(min(x1, max(x0, x + shift)))
        pond.settle()
        outs.append(len(pond.result().out))
    return outs[0], outs[1]


def _aim_table(keys: list[str], seeds: int, jobs: int) -> None:
    work = [
        (key, seed, wobble)
        for key in keys
        for seed in range(seeds)
        for wobble in (-20.0, 20.0)
    ]
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = list(pool.map(aim_check, *zip(*work, strict=True)))
    print(f"Drops on fresh ponds ({seeds} seeds), where a careful seat aims,")
    print("exact and 20 px either side")
    print()
    print("| pond | exact: hit rate | droplets | wobbly: hit rate | droplets |")
    print("|---|---|---|---|---|")
    for key in keys:
        rows = [r for (k, _, _), r in zip(work, results, strict=True) if k == key]
        exact = [r[0] for r in rows]
        wobbly = [r[1] for r in rows]
        print(
            f"| {key} | {_hits(exact):.0%} | {statistics.mean(exact):.2f} | "
            f"{_hits(wobbly):.0%} | {statistics.mean(wobbly):.2f} |"
        )


def _hits(outs: list[int]) -> float:
    return sum(1 for n in outs if n > 0) / max(1, len(outs))


def _row(key: str, skill: str, tally: Tally) -> str:
    throws = tally.throws
    hits = _hits(throws)
    per_throw = statistics.mean(throws) if throws else 0.0
    picks = tally.picks / max(1, tally.picks + tally.splashes)
    ratio = sum(throws) / max(1e-9, sum(tally.forecast))
    turns = tally.turns
    return (
        f"| {key} | {skill} | {len(turns)} | {len(throws)} | {hits:.0%} | "
        f"{per_throw:.2f} | {statistics.median(turns):g} "
        f"({min(turns)}-{max(turns)}) | {picks:.0%} | {ratio:.2f} |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per pond/skill")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument("--advanced", action="store_true", help="tosses allowed")
    parser.add_argument("--ponds", default="", help="pond keys (default: all)")
    parser.add_argument("--skills", default=",".join(SplashSkill))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--aim-check",
        type=int,
        default=0,
        metavar="SEEDS",
        help="instead: exact against wobbly drops on this many fresh ponds",
    )
    args = parser.parse_args(argv)
    keys = (
        args.ponds.split(",") if args.ponds else [lv.key for lv in available_levels()]
    )
    if args.aim_check:
        _aim_table(keys, args.aim_check, args.jobs)
        return 0
    skills = [SplashSkill(s) for s in args.skills.split(",")]
    jobs = [
        (key, str(skill), args.seed + n, args.advanced)
        for key in keys
        for skill in skills
        for n in range(args.games)
    ]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(play, *zip(*jobs, strict=True)))
    tallies: dict[tuple[str, str], Tally] = {}
    for (key, skill, _, _), tally in zip(jobs, results, strict=True):
        tallies.setdefault((key, skill), Tally()).add(tally)
    variant = "advanced" if args.advanced else "basic"
    print(f"Two seats of one skill, {variant} game, {args.games} games each")
    print()
    print(
        "| pond | skill | games | throws | hit rate | droplets / throw | "
        "turns | Free Picks | out / raw forecast |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for key in keys:
        for skill in skills:
            print(_row(key, str(skill), tallies[(key, str(skill))]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
