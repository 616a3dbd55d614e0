"""The pond under load: seeded random throws in real games, and a sweep of
tosses up to the strongest, with invariants checked at every step.

The default run throws 25 times a pond and sweeps the hardest tosses every
45 degrees; ``--run-slow`` adds the 1,000-throw soak, the full sweep (every
20 degrees, four strengths) and a long sweep with many seeds."""

from __future__ import annotations

import random

import pytest

from game.ai.splash import SplashBot, ThrowPlan
from game.levels import Level, available_levels
from game.physics import aim, tuning
from game.physics.events import DropletState
from game.physics.pond import Pond
from game.rules.splash import Phase, SplashGame, SplashOptions, Throw
from tests.physics.pond_checks import StepChecker

LEVELS = available_levels()


def _random_plan(game: SplashGame, pond: Pond, rng: random.Random) -> ThrowPlan:
    if game.options.advanced and rng.random() < 0.6:
        strength = rng.uniform(tuning.TOSS_STRENGTH_MIN, tuning.TOSS_STRENGTH_MAX)
        return ThrowPlan("toss", angle=rng.uniform(-90.0, 60.0), strength=strength)
    x0, x1 = pond.drop_span
    return ThrowPlan("drop", x=rng.uniform(x0, x1))


def _play(level: Level, seed: int, throws_wanted: int) -> int:
    """A real game driven by bots, with random throws; returns throws made."""
    rng = random.Random(seed)
    options = SplashOptions(
        players=2 + seed % 3,
        cooperative=seed % 2 == 0,
        competitive=seed % 3 == 1,
        advanced=seed % 4 != 3,
        seed=seed,
    )
    game = SplashGame.new(options)
    pond = Pond(level, seed, time_cap=1.2)
    checker = StepChecker(pond)
    bots = [SplashBot(seed * 7 + s) for s in range(options.players)]
    throws = 0
    while not game.is_over() and throws < throws_wanted:
        if game.phase is Phase.THROW:
            before = set(game.pond)
            plan = _random_plan(game, pond, rng)
            plan.start(pond)
            while not pond.is_settled():
                pond.fixed_step()
                checker.count_only()
            result = pond.result()
            assert set(result.out) <= before
            action: Throw = plan.to_action(result.out)
            game.apply(action)
            throws += 1
        else:
            game.apply(bots[game.current_seat].choose(game))
        # pond + boards + out + in flight = 50, in the rules and in the pond
        assert game.droplet_total() == 50
        pond.follow(game.pond_droplets())
        checker.run(full=False)
        assert set(pond.in_play()) == set(game.pond)
        taken = set(pond.droplets_in(DropletState.TAKEN))
        on_boards = {d for b in game.boards for d in b.droplets()}
        assert taken == on_boards | game.out
    return throws


def _conserved_over(throws_wanted: int, per_game: int) -> None:
    total, seed = 0, 0
    while total < throws_wanted:
        level = LEVELS[seed % len(LEVELS)]
        total += _play(level, seed, min(per_game, throws_wanted - total))
        seed += 1
    assert total == throws_wanted
    assert seed >= len(LEVELS), "every pond took part"


def test_droplets_are_conserved_over_random_throws() -> None:
    _conserved_over(len(LEVELS) * 25, per_game=25)


@pytest.mark.slow
def test_droplets_are_conserved_over_1000_random_throws() -> None:
    _conserved_over(1000, per_game=80)


def _sweep(angle_step: int, strengths: tuple[float, ...]) -> list[tuple[float, float]]:
    return [
        (angle, strength)
        for angle in range(-90, 91, angle_step)
        for strength in strengths
    ]


FULL_SWEEP = _sweep(20, (0.25, 0.5, 0.75, tuning.TOSS_STRENGTH_MAX))
#: The default run: the hardest tosses every 45 degrees, a middling one.
SHORT_SWEEP = _sweep(45, (0.5, tuning.TOSS_STRENGTH_MAX))


def _walls_hold(level: Level, sweep: list[tuple[float, float]], aims: int) -> None:
    """Tosses of the sweep, then hard tosses aimed at the pile (pebble driven
    into the droplets against the floor), then drops along the whole line: no
    body enters a wall or leaves the area."""
    pond = Pond(level, 1, time_cap=3.0)
    checker = StepChecker(pond)
    left, top, right, bottom = level.region_bounds()
    aimed = []
    for n in range(aims):
        target = (left + (right - left) * (n + 0.5) / aims, bottom - 20.0)
        for lob in (False, True):
            angle = aim.aim_at(level.toss_start, target, 1.0, lob=lob)
            if angle is not None:
                aimed.append((angle, 1.0))
    throws = 0
    for angle, strength in sweep + aimed:
        pond.toss(angle, strength)
        checker.run()
        throws += 1
        if len(pond.in_play()) < 40:  # back in, checked while they pour
            pond.follow(range(50))
            checker.run()
    x0, x1 = pond.drop_span
    drops = aims + 1
    for n in range(drops):
        pond.drop(x0 + (x1 - x0) * n / (drops - 1))
        checker.run()
        pond.follow(range(50))
        checker.run()
    assert throws >= len(sweep)
    # kinetic energy includes spin, so this is an upper bound on the speed
    assert checker.max_speed <= tuning.DROPLET_SPEED_CAP * 1.5


@pytest.mark.parametrize("level", LEVELS, ids=[lv.key for lv in LEVELS])
def test_nothing_passes_through_the_walls_at_hard_tosses(level: Level) -> None:
    _walls_hold(level, SHORT_SWEEP, aims=3)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS, ids=[lv.key for lv in LEVELS])
def test_nothing_passes_through_the_walls_at_any_toss(level: Level) -> None:
    """Every angle and strength up to the maximum, every 20 degrees."""
    _walls_hold(level, FULL_SWEEP, aims=6)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS, ids=[lv.key for lv in LEVELS])
def test_long_sweep_with_many_seeds(level: Level) -> None:
    for seed in range(12):
        pond = Pond(level, seed)
        checker = StepChecker(pond)
        rng = random.Random(seed)
        for _ in range(40):
            pond.toss(rng.uniform(-120.0, 90.0), rng.uniform(0.05, 1.0))
            checker.run()
            pond.follow(range(50))
            checker.run()
