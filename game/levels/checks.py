"""Checks on a pond's shape that the Tiled reader cannot see line by line.

- **The droplet area must be over the basin**: droplets are poured in from it
  and fall straight down, so every column of the area must come down into the
  pond region (below the area's top), and the area must not sit wholly below
  the pond.
- **The basin must not leak**: a droplet in the pond must not be able to get
  out except over the top. The check is a flood fill on a coarse grid of cells
  (``CELL`` px): a cell is blocked when its centre is closer to a wall than a
  wall's half-thickness plus a droplet's radius (where a droplet's centre can
  never be), and the fill starts in the pond region under the droplet area
  and never goes above the region's top edge. A leak is a fill that reaches a
  side or the bottom of the map, or a cell well outside the pond region; the
  problem names the place where the fill left the region.

The radii are the pond's (`game.physics.tuning`, a layer above this one; a
test keeps them equal). Every check returns problems as one-line texts.
"""

from __future__ import annotations

import math
from collections import deque

from game.levels.model import Level, Point, point_in_polygon

#: Half the thickness of a wall and a droplet's radius, as in the pond.
WALL_RADIUS = 6.0
DROPLET_RADIUS = 9.0
#: Grid cell of the leak check (px). A gap narrower than about a cell more
#: than a droplet may be missed; a solid wall (30 px of blocked band) never
#: looks like a gap.
CELL = 4.0
#: A reachable cell this much further outside the region than a wall's band
#: is outside the basin.
OUTSIDE_MARGIN = WALL_RADIUS + DROPLET_RADIUS + 2 * CELL


def geometry_problems(level: Level) -> list[str]:
    """Every problem with the pond's shape (an empty list when it is good)."""
    problems = droplet_area_problems(level)
    leak = find_leak(level)
    if leak is not None:
        problems.append(
            f"the basin leaks: a droplet can get out of the pond near "
            f"({leak[0]:.0f}, {leak[1]:.0f})"
        )
    return problems


def droplet_area_problems(level: Level) -> list[str]:
    """Whether the droplets poured from the droplet area land in the pond."""
    x, y, w, h = level.droplet_area
    left, top, right, bottom = level.region_bounds()
    where = f"the droplet area ({x:g}, {y:g}, {w:g} x {h:g})"
    if y >= bottom:
        return [f"{where} is outside the basin: it is below the pond region"]
    missed = [cx for cx in _columns(x, w) if not _column_meets_region(level, cx, y)]
    if missed:
        return [
            f"{where} is outside the basin: droplets poured at x={missed[0]:.0f} "
            f"do not fall into the pond region (x {left:g}..{right:g})"
        ]
    return []


def _columns(x: float, w: float) -> list[float]:
    inset = min(DROPLET_RADIUS, w / 2)
    n = max(2, int(w // 16) + 1)
    return [x + inset + (w - 2 * inset) * i / (n - 1) for i in range(n)]


def _column_meets_region(level: Level, cx: float, from_y: float) -> bool:
    _, top, _, bottom = level.region_bounds()
    y = max(from_y, top)
    while y <= bottom:
        if point_in_polygon((cx, y), level.pond_region):
            return True
        y += CELL
    return False


def find_leak(level: Level) -> Point | None:
    """Where a droplet could leave the pond other than over the top, or None."""
    grid = _Grid(level)
    start = grid.start_cells()
    if not start:
        return None
    came_from: dict[int, int] = {c: c for c in start}
    queue = deque(start)
    while queue:
        cell = queue.popleft()
        if grid.is_escape(cell):
            return grid.centre(grid.last_inside(cell, came_from))
        for nxt in grid.neighbours(cell):
            if nxt not in came_from and not grid.blocked[nxt]:
                came_from[nxt] = cell
                queue.append(nxt)
    return None


class _Grid:
    """Cells from the region's top edge down to the map's bottom, across the map."""

    def __init__(self, level: Level) -> None:
        self.level = level
        _, self.top, _, _ = level.region_bounds()
        self.cols = max(1, math.ceil(level.width / CELL))
        self.rows = max(1, math.ceil((level.height - self.top) / CELL))
        self.blocked = bytearray(self.cols * self.rows)
        self._inside: dict[int, bool] = {}
        reach = WALL_RADIUS + DROPLET_RADIUS
        for wall in level.walls:
            for a, b in wall.segments():
                self._block_near(a, b, reach)

    def centre(self, cell: int) -> Point:
        row, col = divmod(cell, self.cols)
        return (col + 0.5) * CELL, self.top + (row + 0.5) * CELL

    def _block_near(self, a: Point, b: Point, reach: float) -> None:
        c0 = max(0, int((min(a[0], b[0]) - reach) // CELL))
        c1 = min(self.cols - 1, int((max(a[0], b[0]) + reach) // CELL))
        r0 = max(0, int((min(a[1], b[1]) - reach - self.top) // CELL))
        r1 = min(self.rows - 1, int((max(a[1], b[1]) + reach - self.top) // CELL))
        ax, ay = a
        dx, dy = b[0] - ax, b[1] - ay
        length2 = dx * dx + dy * dy
        reach2 = reach * reach
        for row in range(r0, r1 + 1):
            py = self.top + (row + 0.5) * CELL
            base = row * self.cols
            for col in range(c0, c1 + 1):
                px = (col + 0.5) * CELL
                t = 0.0
                if length2 > 0.0:
                    t = ((px - ax) * dx + (py - ay) * dy) / length2
                    t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
                qx, qy = ax + t * dx - px, ay + t * dy - py
                if qx * qx + qy * qy < reach2:
                    self.blocked[base + col] = 1

    def is_inside(self, cell: int) -> bool:
        known = self._inside.get(cell)
        if known is None:
            known = point_in_polygon(self.centre(cell), self.level.pond_region)
            self._inside[cell] = known
        return known

    def start_cells(self) -> list[int]:
        """Free cells in the region under the droplet area (where droplets
        go); every free cell of the region if none is under it."""
        x, _, w, _ = self.level.droplet_area
        cells = self._free_inside(int(x // CELL), int((x + w) // CELL))
        return cells or self._free_inside(0, self.cols - 1)

    def _free_inside(self, c0: int, c1: int) -> list[int]:
        left, _, right, bottom = self.level.region_bounds()
        c0, c1 = max(c0, int(left // CELL)), min(c1, int(right // CELL))
        rows = min(self.rows, int((bottom - self.top) // CELL) + 1)
        cells = []
        for row in range(rows):
            for col in range(max(0, c0), min(self.cols - 1, c1) + 1):
                cell = row * self.cols + col
                if not self.blocked[cell] and self.is_inside(cell):
                    cells.append(cell)
        return cells

    def neighbours(self, cell: int) -> list[int]:
        row, col = divmod(cell, self.cols)
        found = []
        if col > 0:
            found.append(cell - 1)
        if col < self.cols - 1:
            found.append(cell + 1)
        if row > 0:  # never above the region's top edge: row 0 is the top
            found.append(cell - self.cols)
        if row < self.rows - 1:
            found.append(cell + self.cols)
        return found

    def is_escape(self, cell: int) -> bool:
        row, col = divmod(cell, self.cols)
        if col in (0, self.cols - 1) or row == self.rows - 1:
            return True
        if self.is_inside(cell):
            return False
        return _distance_to_outline(self.centre(cell), self.level) > OUTSIDE_MARGIN

    def last_inside(self, cell: int, came_from: dict[int, int]) -> int:
        """The last cell in the region on the fill's way to ``cell``."""
        while not self.is_inside(cell) and came_from[cell] != cell:
            cell = came_from[cell]
        return cell


def _distance_to_outline(point: Point, level: Level) -> float:
    region = level.pond_region
    best = math.inf
    px, py = point
    for i, (ax, ay) in enumerate(region):
        bx, by = region[(i + 1) % len(region)]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        t = 0.0
        if length2 > 0.0:
            t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
        best = min(best, math.hypot(ax + t * dx - px, ay + t * dy - py))
    return best
