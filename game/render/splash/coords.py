"""Where things are on the Kids' Splash table: pure maths, no pygame.

The pond is simulated in level pixels (Tiled, y down); `PondCamera` maps them
to the 1280x720 logical screen and back with one uniform scale. `TableLayout`
places everything else: the turn banner, the players' round boards and their
spaces, the row where splashed-out droplets wait, the die and the two big
choices. Every rectangle is ``(x, y, width, height)`` in screen pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]
Box = tuple[int, int, int, int]

SCREEN_W, SCREEN_H = 1280, 720
BANNER: Box = (0, 0, 960, 80)
POND_VIEW: Box = (0, 80, 960, 640)
SIDE: Box = (960, 0, 320, 720)
#: The side panel of the cooperative variant: the team banner on top.
TEAM_SIDE: Box = (960, 44, 320, 676)

CHOICE_FREE_PICK: Box = (110, 190, 340, 240)
CHOICE_SPLASH: Box = (510, 190, 340, 240)
BACK_BUTTON: Box = (24, 96, 170, 72)
DONE_BUTTON: Box = (360, 200, 240, 120)
PAUSE_BUTTON: Box = (884, 6, 68, 68)
#: Says the current prompt again.
SPEAKER_BUTTON: Box = (590, 6, 68, 68)
DIE_BIG_CENTRE: Point = (480.0, 300.0)
DIE_BIG_SIZE = 150
#: The "Roll!" bubble under the waiting die (its centre and type size).
ROLL_NOTE_CENTRE: Point = (DIE_BIG_CENTRE[0], DIE_BIG_CENTRE[1] + 118)
ROLL_NOTE_SIZE = 44
#: One tap target for the waiting die and its "Roll!" bubble, which looks
#: like a button and is pressed as one: the die's square, down past the
#: bubble's foot.
DIE_TAP: Box = (
    round(DIE_BIG_CENTRE[0] - DIE_BIG_SIZE / 2),
    round(DIE_BIG_CENTRE[1] - DIE_BIG_SIZE / 2),
    DIE_BIG_SIZE,
    round(DIE_BIG_SIZE / 2 + 118 + 40),
)
DIE_SMALL_CENTRE: Point = (700.0, 40.0)
DIE_SMALL_SIZE = 56
THROWS_LEFT_AT: Point = (760.0, 40.0)

TRAY_Y = 680.0
TRAY_LEFT = 64.0
TRAY_PITCH = 50.0
TRAY_RADIUS = 20.0
TRAY_ROW_GAP = 48.0


PICK_ROW_Y = 250
PICK_BUTTON = 116


def pick_colour_boxes(count: int) -> list[Box]:
    """Big buttons in a row across the sky, one per colour a Free Pick can
    take (centred over the pond)."""
    gap = 24
    width = count * PICK_BUTTON + (count - 1) * gap
    left = POND_VIEW[0] + (POND_VIEW[2] - width) // 2
    return [
        (left + k * (PICK_BUTTON + gap), PICK_ROW_Y, PICK_BUTTON, PICK_BUTTON)
        for k in range(count)
    ]


def inside(box: Box, point: Point) -> bool:
    x, y, w, h = box
    return x <= point[0] < x + w and y <= point[1] < y + h


def centre_of(box: Box) -> tuple[int, int]:
    x, y, w, h = box
    return (x + w // 2, y + h // 2)


@dataclass(frozen=True, slots=True)
class PondCamera:
    """Level px -> screen px: ``screen = origin + scale * level``."""

    scale: float
    origin: Point

    @classmethod
    def fit(cls, level_size: Point, view: Box = POND_VIEW) -> PondCamera:
        """The largest uniform scale that shows the whole level in ``view``,
        centred in it."""
        lw, lh = level_size
        if lw <= 0 or lh <= 0:
            raise ValueError(f"a level has a size, not {lw} x {lh}")
        x, y, w, h = view
        scale = min(w / lw, h / lh)
        return cls(scale, (x + (w - lw * scale) / 2, y + (h - lh * scale) / 2))

    def to_screen(self, point: Point) -> Point:
        return (
            self.origin[0] + point[0] * self.scale,
            self.origin[1] + point[1] * self.scale,
        )

    def to_screen_int(self, point: Point) -> tuple[int, int]:
        sx, sy = self.to_screen(point)
        return (round(sx), round(sy))

    def to_level(self, point: Point) -> Point:
        return (
            (point[0] - self.origin[0]) / self.scale,
            (point[1] - self.origin[1]) / self.scale,
        )

    def length_to_screen(self, length: float) -> float:
        return length * self.scale

    def length_to_level(self, length: float) -> float:
        return length / self.scale


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def drop_x_for(camera: PondCamera, pointer: Point, span: Point) -> float:
    """The level x a drop at ``pointer`` lets the pebble fall from: the
    pointer's x, kept on the drop line (``span``)."""
    return clamp(camera.to_level(pointer)[0], span[0], span[1])


def nearest(points: dict[int, Point], pointer: Point, reach: float) -> int | None:
    """The key of the point nearest ``pointer`` within ``reach``, ties to the
    lowest key (so a click always means the same droplet)."""
    best: int | None = None
    best_d = reach
    for key in sorted(points):
        px, py = points[key]
        d = math.hypot(px - pointer[0], py - pointer[1])
        if d <= best_d and (best is None or d < best_d):
            best, best_d = key, d
    return best


@dataclass(frozen=True, slots=True)
class BoardPlace:
    """Where one seat's round board is drawn."""

    centre: Point
    radius: float

    @property
    def space_radius(self) -> float:
        return max(9.0, self.radius * 0.15)

    def space_centre(self, index: int, count: int) -> Point:
        """Space ``index`` of ``count`` around the border, clockwise from the
        top."""
        angle = -math.pi / 2 + index * math.tau / count
        ring = self.radius - self.space_radius - max(5.0, self.radius * 0.05)
        return (
            self.centre[0] + ring * math.cos(angle),
            self.centre[1] + ring * math.sin(angle),
        )

    def contains(self, point: Point) -> bool:
        dx = point[0] - self.centre[0]
        dy = point[1] - self.centre[1]
        return dx * dx + dy * dy <= self.radius * self.radius


def board_places(players: int, side: Box = SIDE) -> tuple[BoardPlace, ...]:
    """The boards stacked down the side panel, as big as they fit."""
    if players < 1:
        raise ValueError(f"at least one board, not {players}")
    x, y, w, h = side
    cell = h / players
    radius = min(w / 2 - 24, cell / 2 - 14, 138.0)
    return tuple(
        BoardPlace((x + w / 2, y + cell * (i + 0.5)), radius) for i in range(players)
    )


def tray_slot(index: int, per_row: int = 18) -> Point:
    """Where the ``index``-th splashed-out droplet waits (rows grow upwards)."""
    row, col = divmod(index, per_row)
    return (TRAY_LEFT + col * TRAY_PITCH, TRAY_Y - row * TRAY_ROW_GAP)


def lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: Point, b: Point, t: float, lift: float) -> Point:
    """A point on a hop from ``a`` to ``b``: straight, raised by
    ``lift * 4t(1-t)`` pixels in the middle."""
    x, y = lerp(a, b, t)
    return (x, y - lift * 4.0 * t * (1.0 - t))
