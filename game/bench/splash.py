"""Suite `splash`: the Kids' Splash pond, headless.

- ``splash.physics_60hz``: one 1/60 s frame of pond physics (two fixed steps
  and all bookkeeping) with 50 droplets, during the first second after the
  pebble lands (the busiest part of a throw). Target: median <= 0.3 ms.
- ``splash.throw``: a whole throw from release until everything has settled
  (or the time cap), a drop or a hard toss, over every level. Target: median
  <= 150 ms.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.bench import measure
from game.levels import Level, available_levels
from game.physics import aim
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

    def throw() -> None:
        pond = state["pond"]
        assert isinstance(pond, Pond)
        _start_throw(pond, int(state["n"]))  # type: ignore[call-overload]
        pond.settle()

    return measure("splash.throw", throw, repeat=60, warmup=6, setup=setup)


BENCHES = {
    "physics_60hz": (_physics_60hz, 0.3),
    "throw": (_throw, 150.0),
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
