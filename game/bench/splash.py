"""Suite `splash`: the Kids' Splash pond, headless.

- ``splash.physics_60hz``: one 1/60 s frame of pond physics (two fixed steps
  and all bookkeeping) with 50 droplets, during the first second after the
  pebble lands (the busiest part of a throw). Target: median <= 0.3 ms.
- ``splash.throw``: a whole throw from release until everything has settled
  (or the time cap), a drop or a hard toss, over every level (ten a pond,
  with each pond's median). Target: median <= 150 ms.
- ``splash.settle_wait``: over ``SETTLE_THROWS`` seeded throws on every pond
  (drops anywhere on the line, tosses at any strength), the simulated time
  from the last body coming to rest to the throw's end. "At rest" is checked
  here on its own terms, from velocities: asleep, or
  ``sqrt(v**2 + (I/m) w**2) <= REST_SPEED``. Target: median <= 250 ms. Also
  reports the throw durations per pond (median, p90).
- ``splash.capped_throws``: the share of those throws that reach the time
  cap. Target: ratio <= 0.01.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Iterator

import pymunk

from game.bench import measure
from game.levels import Level, available_levels
from game.physics import aim, tuning
from game.physics.events import PebbleLanded
from game.physics.pond import Pond


def _start_throw(pond: Pond, n: int) -> None:
    """Alternate drops along the line and hard tosses at the pond's floor."""
    level = pond.level
    if n % 2 == 0:
        x0, x1 = pond.drop_span
        pond.drop(x0 + (x1 - x0) * (0.2 + 0.6 * ((n * 7) % 10) / 10))
        return
    left, top, right, bottom = level.region_bounds()
    target = ((left + right) / 2 + ((n * 13) % 5 - 2) * 30.0, bottom - 30.0)
    angle = aim.aim_at(pond.toss_start, target, 1.0)
    pond.toss(angle if angle is not None else -45.0, 1.0)


def _physics_60hz(levels: list[Level]) -> dict[str, object]:
    state: dict[str, object] = {"pond": None, "frames": 0, "n": 0}

    def setup() -> None:
        pond = state["pond"]
        if (
            not isinstance(pond, Pond)
            or pond.is_settled()
            or int(state["frames"]) >= 60  # type: ignore[call-overload]
        ):
            n = int(state["n"])  # type: ignore[call-overload]
            state["n"] = n + 1
            pond = Pond(levels[n % len(levels)], n)
            _start_throw(pond, n)
            landed = False
            while not landed and not pond.is_settled():
                landed = any(isinstance(e, PebbleLanded) for e in pond.step(1 / 60))
            state["pond"] = pond
            state["frames"] = 0
        state["frames"] = int(state["frames"]) + 1  # type: ignore[call-overload]

    def frame() -> None:
        pond = state["pond"]
        assert isinstance(pond, Pond)
        pond.step(1 / 60)

    return measure("splash.physics_60hz", frame, repeat=1200, warmup=20, setup=setup)


def _throw(levels: list[Level]) -> dict[str, object]:
    state: dict[str, object] = {"pond": None, "n": 0}

    def setup() -> None:
        n = int(state["n"])  # type: ignore[call-overload]
        state["n"] = n + 1
        state["pond"] = Pond(levels[n % len(levels)], n % 20)

    per_pond: dict[str, list[float]] = {}

    def throw() -> None:
        pond = state["pond"]
        assert isinstance(pond, Pond)
        started = time.perf_counter()
        _start_throw(pond, int(state["n"]))  # type: ignore[call-overload]
        pond.settle()
        elapsed = 1000.0 * (time.perf_counter() - started)
        per_pond.setdefault(pond.level.key, []).append(elapsed)

    result = measure(
        "splash.throw", throw, repeat=10 * len(levels), warmup=6, setup=setup
    )
    result["ponds_median_ms"] = {
        key: round(statistics.median(times), 1) for key, times in per_pond.items()
    }
    return result


#: Seeded throws per pond for settle_wait / capped_throws (1,500 in all over
#: the six shipped ponds).
SETTLE_THROWS = 250
#: Throws in a row on one pond before a fresh one (leftovers poured back).
THROWS_PER_POND = 10


def _at_rest(body: pymunk.Body) -> bool:
    """The documented rest test, from velocities (not pymunk's energy)."""
    if body.is_sleeping:
        return True
    vx, vy = body.velocity
    w = body.angular_velocity
    return vx * vx + vy * vy + body.moment / body.mass * w * w <= tuning.REST_SPEED**2


def _seeded_throw(pond: Pond, rng: random.Random) -> None:
    if rng.random() < 0.5:
        x0, x1 = pond.drop_span
        pond.drop(rng.uniform(x0, x1))
        return
    left, _, right, bottom = pond.level.region_bounds()
    target = (rng.uniform(left, right), bottom - rng.uniform(20.0, 80.0))
    strength = rng.uniform(0.3, 1.0)
    angle = aim.aim_at(pond.toss_start, target, strength)
    pond.toss(angle if angle is not None else rng.uniform(-60.0, 30.0), strength)


def settle_survey(levels: list[Level], throws: int = SETTLE_THROWS) -> dict:
    """Run ``throws`` seeded throws on every pond; per pond the throw
    durations (s), the settle waits (s) and how many reached the cap."""
    survey: dict[str, dict[str, object]] = {}
    for level in levels:
        durations: list[float] = []
        waits: list[float] = []
        capped = 0
        seed = 0
        while len(durations) < throws:
            pond = Pond(level, seed)
            rng = random.Random(f"settle:{level.key}:{seed}")
            for _ in range(min(THROWS_PER_POND, throws - len(durations))):
                _seeded_throw(pond, rng)
                elapsed, rest_since = 0.0, None
                while not pond.is_settled():
                    pond.fixed_step()
                    elapsed += tuning.PHYSICS_DT
                    bodies = pond.space.bodies
                    if all(_at_rest(b) for b in bodies):
                        rest_since = elapsed if rest_since is None else rest_since
                    else:
                        rest_since = None
                result = pond.result()
                durations.append(result.duration)
                capped += result.timed_out
                if rest_since is not None:
                    # rest_since is the end of the first step of the last
                    # still stretch: the body came to rest during that step.
                    waits.append(result.duration - rest_since + tuning.PHYSICS_DT)
                pond.follow(range(50))
                pond.settle()
            seed += 1
        survey[level.key] = {"durations": durations, "waits": waits, "capped": capped}
    return survey


def _per_pond(survey: dict) -> dict[str, dict[str, float]]:
    table = {}
    for key, entry in survey.items():
        durations = sorted(entry["durations"])
        table[key] = {
            "median_s": round(statistics.median(durations), 2),
            "p90_s": round(durations[int(0.9 * (len(durations) - 1))], 2),
            "capped": entry["capped"],
            "n": len(durations),
        }
    return table


_SURVEY: dict[str, dict] = {}


def _survey(levels: list[Level]) -> dict:
    if not _SURVEY:
        _SURVEY.update(settle_survey(levels))
    return _SURVEY


def _settle_wait(levels: list[Level]) -> dict[str, object]:
    survey = _survey(levels)
    waits = [w for entry in survey.values() for w in entry["waits"]]
    return {
        "bench": "splash.settle_wait",
        "median_ms": round(1000.0 * statistics.median(waits), 1),
        "p99_ms": round(1000.0 * sorted(waits)[int(0.99 * (len(waits) - 1))], 1),
        "n": sum(len(e["durations"]) for e in survey.values()),
        "ponds": _per_pond(survey),
    }


def _capped_throws(levels: list[Level]) -> dict[str, object]:
    survey = _survey(levels)
    total = sum(len(e["durations"]) for e in survey.values())
    capped = sum(int(e["capped"]) for e in survey.values())
    ratio = capped / total if total else math.nan
    return {
        "bench": "splash.capped_throws",
        "ratio": round(ratio, 4),
        "n": total,
        "target_ratio": 0.01,
        "ok": ratio <= 0.01,
    }


BENCHES = {
    "physics_60hz": (_physics_60hz, 0.3),
    "throw": (_throw, 150.0),
    "settle_wait": (_settle_wait, 250.0),
}


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    levels = available_levels()
    for name, (bench, target) in BENCHES.items():
        if only and only != name:
            continue
        result = bench(levels)
        result["target_median_ms"] = target
        result["ok"] = float(result["median_ms"]) <= target  # type: ignore[arg-type]
        yield result
    if not only or only == "capped_throws":
        yield _capped_throws(levels)
