"""Benchmarks: `python -m game.bench [SUITE ...]` prints one JSON object a line.

Each suite is a module ``game.bench.<suite>`` with ``run() -> Iterator[dict]``.
A name with a dot (``rules.water``) runs its suite and keeps only that bench.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable

SUITES = ("rules", "app", "table", "splash", "splash_scene", "saves", "render")


def measure(
    name: str,
    fn: Callable[[], object],
    repeat: int = 200,
    warmup: int = 5,
    setup: Callable[[], object] | None = None,
) -> dict[str, object]:
    """Time ``fn`` ``repeat`` times; return median and p99 in milliseconds.

    ``setup`` (untimed) runs before each call when given.
    """
    for _ in range(warmup):
        if setup is not None:
            setup()
        fn()
    samples: list[float] = []
    gc_was_enabled = gc.isenabled()
    for _ in range(repeat):
        if setup is not None:
            setup()
        gc.disable()
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000.0)
        if gc_was_enabled:
            gc.enable()
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(round(0.99 * (len(samples) - 1))))]
    return {
        "bench": name,
        "median_ms": round(statistics.median(samples), 4),
        "p99_ms": round(p99, 4),
        "n": repeat,
    }
