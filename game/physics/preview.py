"""The toss preview: the path the pebble will fly until its first contact."""

from __future__ import annotations

from collections.abc import Callable

import pymunk

from game.physics import aim, tuning

Point = tuple[float, float]

#: The preview asks the space about this many steps of flight at once.
PREVIEW_CHUNK = 6


def preview_path(
    space: pymunk.Space,
    start: Point,
    velocity: tuple[float, float],
    seconds: float,
    inside: Callable[[float, float], bool],
) -> list[Point]:
    """Where a pebble tossed from ``start`` at ``velocity`` flies, stepped
    exactly as the pond steps it, until it first touches a shape of ``space``
    or leaves the area (``inside`` is false)."""
    path = aim.flight_path(start, velocity, seconds)
    radius = tuning.PEBBLE_RADIUS
    everything = pymunk.ShapeFilter()
    query = space.segment_query_first
    last = len(path) - 1
    shown = [path[0]]
    for first in range(0, last, PREVIEW_CHUNK):
        end = min(first + PREVIEW_CHUNK, last)
        # Only where some shape's box comes near these few steps is each
        # step asked about (exactly as the pond will meet it).
        xs = [p[0] for p in path[first : end + 1]]
        ys = [p[1] for p in path[first : end + 1]]
        near = pymunk.BB(
            min(xs) - radius, min(ys) - radius, max(xs) + radius, max(ys) + radius
        )
        hits = bool(space.bb_query(near, everything))
        for a, b in zip(path[first:end], path[first + 1 : end + 1], strict=True):
            if hits:
                hit = query(a, b, radius, everything)
                if hit is not None:
                    shown.append((hit.point.x, hit.point.y))
                    return shown
            shown.append(b)
            if not inside(*b):
                return shown
    return shown
