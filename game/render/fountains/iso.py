"""All grid <-> isometric screen maths for the fountains, in one pure module.

The fountain lives on a square grid: cell ``(x, y)`` covers ``[x, x+1] x [y, y+1]``
on the ground, ``y`` pointing away from the viewer's left. Heights are counted in
levels: a tile on the table is level 1, its top face at height 1.

The camera turns the fountain in quarter turns clockwise (seen from above). After
turning, a grid point ``(x, y)`` becomes view coordinates ``(u, v)`` and is drawn
as a 2:1 diamond projection::

    sx = origin_x + (u - v) * half_w
    sy = origin_y + (u + v) * half_h - z * level_h

with ``half_h = half_w / 2`` and ``level_h = half_h`` (a slab is half a cell's
screen depth thick). Seen this way, the viewer looks from +u, +v and above, so
the two side faces that show are the +u face (front right) and +v face (front
left), and a cell with larger ``u + v`` is nearer.

Nothing here imports pygame: it is plain arithmetic, tested with tables and round
trips at all four rotations.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

Cell = tuple[int, int]
Point = tuple[float, float]

ROTATIONS = (0, 1, 2, 3)


def rotate_point(x: float, y: float, rotation: int) -> Point:
    """A ground point turned ``rotation`` quarter turns clockwise about (0, 0)."""
    r = rotation % 4
    if r == 0:
        return (x, y)
    if r == 1:
        return (-y, x)
    if r == 2:
        return (-x, -y)
    return (y, -x)


def unrotate_point(u: float, v: float, rotation: int) -> Point:
    """Inverse of :func:`rotate_point`."""
    return rotate_point(u, v, (4 - rotation % 4) % 4)


def rotate_cell(x: int, y: int, rotation: int) -> Cell:
    """The view cell ``(u, v)`` that grid cell ``(x, y)`` becomes.

    A cell is named by its lowest corner, so after turning the square the name
    is the new lowest corner, not the turned old one.
    """
    r = rotation % 4
    if r == 0:
        return (x, y)
    if r == 1:
        return (-y - 1, x)
    if r == 2:
        return (-x - 1, -y - 1)
    return (y, -x - 1)


def unrotate_cell(u: int, v: int, rotation: int) -> Cell:
    """Inverse of :func:`rotate_cell`."""
    return rotate_cell(u, v, (4 - rotation % 4) % 4)


def front_neighbours(rotation: int) -> tuple[Cell, Cell]:
    """Grid steps ``(dx, dy)`` towards the +u (front right) and +v (front left)
    neighbours at this rotation: the two sides whose faces can show."""
    front_right = unrotate_point(1, 0, rotation)
    front_left = unrotate_point(0, 1, rotation)
    return (
        (int(front_right[0]), int(front_right[1])),
        (int(front_left[0]), int(front_left[1])),
    )


def depth_key(x: int, y: int, level: int, rotation: int) -> tuple[int, int, int]:
    """Sort key to paint slab boxes back to front.

    Levels are painted bottom up; within a level, boxes further back (smaller
    ``u + v``) first. For a height field (no overhangs) this order never paints
    a box over one that is in front of it, whatever the slab thickness.
    """
    u, v = rotate_cell(x, y, rotation)
    return (level, u + v, u)


@dataclass(frozen=True, slots=True)
class IsoCamera:
    """Where and how big the fountain is drawn.

    ``cell_w`` is the screen width of one cell's diamond (the zoom);
    ``origin`` is where grid point (0, 0) at height 0 lands on screen.
    """

    rotation: int = 0
    cell_w: float = 32.0
    origin: Point = (0.0, 0.0)

    @property
    def half_w(self) -> float:
        return self.cell_w / 2.0

    @property
    def half_h(self) -> float:
        return self.cell_w / 4.0

    @property
    def level_h(self) -> float:
        return self.cell_w / 4.0

    def turned(self, quarter_turns: int) -> IsoCamera:
        return replace(self, rotation=(self.rotation + quarter_turns) % 4)

    def zoomed(self, cell_w: float) -> IsoCamera:
        return replace(self, cell_w=cell_w)

    def moved(self, dx: float, dy: float) -> IsoCamera:
        return replace(self, origin=(self.origin[0] + dx, self.origin[1] + dy))

    def at_origin(self, origin: Point) -> IsoCamera:
        return replace(self, origin=origin)

    def scaled(self, scale: float) -> IsoCamera:
        """The same view on a picture drawn at ``scale`` (physical pixels per
        logical one): the cell and the origin scaled alike, so every point
        lands at ``scale`` times where this camera puts it."""
        if scale == 1.0:
            return self
        return replace(
            self,
            cell_w=self.cell_w * scale,
            origin=(self.origin[0] * scale, self.origin[1] * scale),
        )

    # -- grid -> screen ------------------------------------------------------------

    def to_screen(self, x: float, y: float, z: float = 0.0) -> Point:
        """Screen position of ground point ``(x, y)`` raised ``z`` levels."""
        u, v = rotate_point(x, y, self.rotation)
        return (
            self.origin[0] + (u - v) * self.half_w,
            self.origin[1] + (u + v) * self.half_h - z * self.level_h,
        )

    def cell_centre(self, x: int, y: int, level: int = 0) -> Point:
        """Centre of cell ``(x, y)``'s top face when its column is ``level`` high."""
        return self.to_screen(x + 0.5, y + 0.5, level)

    def cell_top_face(self, x: int, y: int, level: int = 0) -> list[Point]:
        """The four corners of a cell's top face: back, right, front, left."""
        u, v = rotate_cell(x, y, self.rotation)
        ox, oy = self.origin
        hw, hh = self.half_w, self.half_h
        top = oy - level * self.level_h
        corners = ((u, v), (u + 1, v), (u + 1, v + 1), (u, v + 1))
        return [(ox + (a - b) * hw, top + (a + b) * hh) for a, b in corners]

    def side_faces(
        self, x: int, y: int, level: int, below: int
    ) -> tuple[list[Point], list[Point]]:
        """The front-right (+u) and front-left (+v) faces of a column from height
        ``below`` up to ``level``: four corners each, top edge first."""
        back, right, front, left = self.cell_top_face(x, y, level)
        drop = (level - below) * self.level_h
        right_face = [
            right,
            front,
            (front[0], front[1] + drop),
            (right[0], right[1] + drop),
        ]
        left_face = [
            front,
            left,
            (left[0], left[1] + drop),
            (front[0], front[1] + drop),
        ]
        return right_face, left_face

    # -- screen -> grid ------------------------------------------------------------

    def to_ground(self, sx: float, sy: float, z: float = 0.0) -> Point:
        """The ground point ``(x, y)`` at height ``z`` drawn at screen ``(sx, sy)``."""
        a = (sx - self.origin[0]) / self.half_w
        b = (sy - self.origin[1] + z * self.level_h) / self.half_h
        u = (a + b) / 2.0
        v = (b - a) / 2.0
        return unrotate_point(u, v, self.rotation)

    def to_cell(self, sx: float, sy: float, z: float = 0.0) -> Cell:
        """The cell whose top face at height ``z`` covers screen ``(sx, sy)``."""
        gx, gy = self.to_ground(sx, sy, z)
        return (math.floor(gx), math.floor(gy))

    def pick_cell(
        self,
        sx: float,
        sy: float,
        height: Callable[[int, int], int],
        max_height: int,
    ) -> tuple[Cell, int]:
        """The cell whose visible top face is under the pointer, and its height.

        Tries the highest surfaces first, so a tall stack in front wins over the
        table behind it; falls back to the table (height 0).
        """
        for z in range(max_height, 0, -1):
            cell = self.to_cell(sx, sy, z)
            if height(*cell) == z:
                return cell, z
        return self.to_cell(sx, sy, 0), 0

    # -- extents -------------------------------------------------------------------

    def bounds(self, columns: Iterable[tuple[int, int, int]]) -> tuple[float, ...]:
        """Screen box ``(left, top, right, bottom)`` of columns ``(x, y, height)``."""
        rotation = self.rotation
        d_min = s_max = math.inf
        d_max = -math.inf
        top_min = math.inf
        s_max = -math.inf
        ratio = self.level_h / self.half_h
        for x, y, h in columns:
            u, v = rotate_cell(x, y, rotation)
            d = u - v
            s = u + v
            if d < d_min:
                d_min = d
            if d > d_max:
                d_max = d
            if s > s_max:
                s_max = s
            t = s - h * ratio
            if t < top_min:
                top_min = t
        if d_min == math.inf:
            return (self.origin[0], self.origin[1], self.origin[0], self.origin[1])
        ox, oy = self.origin
        return (
            ox + (d_min - 1) * self.half_w,
            oy + top_min * self.half_h,
            ox + (d_max + 1) * self.half_w,
            oy + (s_max + 2) * self.half_h,
        )


def fit_camera(
    columns: list[tuple[int, int, int]],
    rotation: int,
    box: tuple[float, float, float, float],
    max_cell_w: float,
    min_cell_w: float = 4.0,
    margin: float = 0.0,
) -> IsoCamera:
    """The camera showing every column centred in ``box`` (x, y, w, h), as large as
    fits but not larger than ``max_cell_w``."""
    bx, by, bw, bh = box
    probe = IsoCamera(rotation=rotation, cell_w=1.0)
    left, top, right, bottom = probe.bounds(columns)
    width = max(right - left, 1e-6)
    height = max(bottom - top, 1e-6)
    scale = min((bw - 2 * margin) / width, (bh - 2 * margin) / height, max_cell_w)
    scale = max(scale, min_cell_w)
    cam = IsoCamera(rotation=rotation, cell_w=scale)
    left, top, right, bottom = cam.bounds(columns)
    ox = bx + bw / 2.0 - (left + right) / 2.0
    oy = by + bh / 2.0 - (top + bottom) / 2.0
    return cam.at_origin((round(ox), round(oy)))
