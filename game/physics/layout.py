"""Where droplets go when poured into a pond, and the pond region's quick test.

Kept apart from `Pond` so the cached settled layouts and the region geometry
can be read (and tested) on their own.
"""

from __future__ import annotations

import functools
import math
import random

import pymunk

from game.levels import Level, point_in_polygon
from game.physics import settling, tuning, world

Layout = tuple[tuple[int, float, float, float], ...]  # (droplet, x, y, angle)


def inner_box(polygon: tuple[tuple[float, float], ...]) -> tuple[float, ...]:
    """A rectangle wholly inside ``polygon`` (for a quick "surely inside" test).

    The polygon's bounding box, shrunk until its corners are inside and no
    edge of the polygon cuts into it. Empty (left > right) if none is found.
    """
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    left, top, right, bottom = min(xs), min(ys), max(xs), max(ys)
    edges = list(zip(polygon, polygon[1:] + polygon[:1], strict=True))
    for _ in range(400):
        corners = ((left, top), (right, top), (right, bottom), (left, bottom))
        if all(point_in_polygon(c, polygon) for c in corners) and not any(
            _segment_meets_box(a, b, (left, top, right, bottom)) for a, b in edges
        ):
            return (left, top, right, bottom)
        step_x = max(1.0, (right - left) * 0.01)
        step_y = max(1.0, (bottom - top) * 0.01)
        left, right = left + step_x, right - step_x
        top, bottom = top + step_y, bottom - step_y
        if left >= right or top >= bottom:
            break
    return (1.0, 1.0, 0.0, 0.0)


def _segment_meets_box(
    a: tuple[float, float], b: tuple[float, float], box: tuple[float, ...]
) -> bool:
    """Whether segment a-b passes through the open box (Liang-Barsky clip)."""
    left, top, right, bottom = box
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in (
        (-dx, a[0] - left),
        (dx, right - a[0]),
        (-dy, a[1] - top),
        (dy, bottom - a[1]),
    ):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return False
    return True


class RegionTest:
    """Is a point in the pond region? A quick box inside it first, then the
    region's bounding box, then the polygon itself."""

    def __init__(self, level: Level) -> None:
        self.polygon = level.pond_region
        self.inner = inner_box(level.pond_region)
        self.bounds = level.region_bounds()

    def __call__(self, x: float, y: float) -> bool:
        left, top, right, bottom = self.inner
        if left <= x <= right and top <= y <= bottom:
            return True
        left, top, right, bottom = self.bounds
        if not (left <= x <= right and top <= y <= bottom):
            return False
        return point_in_polygon((x, y), self.polygon)


def pour_positions(
    level: Level, droplets: list[int], rng: random.Random
) -> list[tuple[int, float, float, float]]:
    """Grid places in the droplet area (rows stacked upwards), shuffled."""
    x, y, w, h = level.droplet_area
    pitch = tuning.DROPLET_RADIUS * 2.0 + 3.0
    cols = max(1, int((w - pitch) // pitch) + 1)
    order = list(droplets)
    rng.shuffle(order)
    placed = []
    for n, droplet in enumerate(order):
        row, col = divmod(n, cols)
        jitter = rng.uniform(-1.0, 1.0)
        px = x + pitch / 2 + col * pitch + jitter + (pitch / 2 if row % 2 else 0.0)
        py = y + h - pitch / 2 - row * pitch
        placed.append((droplet, px, py, rng.uniform(0.0, math.tau)))
    return placed


@functools.lru_cache(maxsize=64)
def settled_layout(level: Level, seed: int, droplets: tuple[int, ...]) -> Layout:
    """Where ``droplets`` come to rest when poured into ``level`` for ``seed``.

    Cached: a `Pond` is always rebuilt from this layout, so a freshly built
    pond is the same whether or not the layout was computed just now.
    """
    space = world.new_space()
    world.add_walls(space, level)
    rng = random.Random(f"pour:{seed}")
    bodies: list[tuple[int, pymunk.Body]] = []
    for droplet, x, y, angle in pour_positions(level, list(droplets), rng):
        body = world.make_droplet((x, y), angle)
        world.add_body(space, body)
        bodies.append((droplet, body))
    clock = settling.RestClock()
    for _ in range(int(tuning.POUR_TIME_CAP / tuning.PHYSICS_DT)):
        space.step(tuning.PHYSICS_DT)
        still = all(settling.is_at_rest(b) for _, b in bodies)
        if clock.tick(still, tuning.PHYSICS_DT):
            break
    layout = [
        (droplet, float(b.position.x), float(b.position.y), float(b.angle))
        for droplet, b in bodies
    ]
    return tuple(sorted(layout))
