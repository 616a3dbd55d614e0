"""Timing for the rules benches in both wall-clock and CPU time.

The machine the benches run on is often shared, so a wall-clock median can move
several times over from run to run; the CPU time this process spent
(``time.process_time``) moves far less. Each result carries both:
``median_ms``/``p99_ms`` (wall-clock, as :func:`game.bench.measure`) and
``cpu_median_ms``.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable


def measure_cpu(
    name: str, fn: Callable[[], object], repeat: int, warmup: int
) -> dict[str, object]:
    """Time ``fn`` ``repeat`` times (after ``warmup`` calls), garbage collector
    off while timing; medians and p99 in milliseconds."""
    for _ in range(warmup):
        fn()
    wall: list[float] = []
    cpu: list[float] = []
    gc_was_enabled = gc.isenabled()
    for _ in range(repeat):
        gc.disable()
        start_cpu = time.process_time()
        start = time.perf_counter()
        fn()
        wall.append((time.perf_counter() - start) * 1000.0)
        cpu.append((time.process_time() - start_cpu) * 1000.0)
        if gc_was_enabled:
            gc.enable()
    wall.sort()
    p99 = wall[min(len(wall) - 1, int(round(0.99 * (len(wall) - 1))))]
    return {
        "bench": name,
        "median_ms": round(statistics.median(wall), 4),
        "p99_ms": round(p99, 4),
        "cpu_median_ms": round(statistics.median(cpu), 4),
        "n": repeat,
    }
