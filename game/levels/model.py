"""The game's own pond data (`Level`, `Wall`) and the plain geometry on it.

Kept apart from the Tiled reader so the checks (`game.levels.checks`) and the
reader can both use it without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Wall:
    """A static wall: a polyline, or a closed polygon (a rock)."""

    name: str
    kind: str
    points: tuple[Point, ...]
    closed: bool
    friction: float
    bounciness: float

    def segments(self) -> tuple[tuple[Point, Point], ...]:
        """The wall's straight pieces, closing the loop for a polygon."""
        pts = self.points
        pairs = [(pts[i], pts[i + 1]) for i in range(len(pts) - 1)]
        if self.closed:
            pairs.append((pts[-1], pts[0]))
        return tuple(pairs)


@dataclass(frozen=True, slots=True)
class Level:
    """One pond, ready for `game.physics.pond.Pond`."""

    key: str
    path: Path
    name: str
    description: str
    width: float
    height: float
    walls: tuple[Wall, ...]
    pond_region: tuple[Point, ...]
    droplet_area: tuple[float, float, float, float]
    drop_line: tuple[float, float, float]
    toss_start: Point
    friction: float
    bounciness: float

    @property
    def drop_span(self) -> tuple[float, float]:
        """The x range the pebble can be dropped from."""
        return self.drop_line[0], self.drop_line[1]

    def region_bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the pond region."""
        xs = [p[0] for p in self.pond_region]
        ys = [p[1] for p in self.pond_region]
        return min(xs), min(ys), max(xs), max(ys)


def point_in_polygon(point: Point, polygon: tuple[Point, ...]) -> bool:
    """Even-odd rule; points exactly on an edge may go either way."""
    x, y = point
    inside = False
    n = len(polygon)
    for i in range(n):
        x1, y1 = polygon[i]
        x2, y2 = polygon[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            cross_x = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < cross_x:
                inside = not inside
    return inside


def polygon_area(points: tuple[Point, ...]) -> float:
    total = 0.0
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        total += x1 * y2 - x2 * y1
    return abs(total) / 2.0
