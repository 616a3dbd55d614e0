"""Aiming a toss with the mouse: press on the pebble, drag back, let go.

Slingshot rules from ``game.physics.aim``: the toss goes the other way from
the drag, harder the further back. Dragging back onto the pebble means "no
toss" (release there and nothing is thrown); Escape, leaving the window or
losing focus cancel the aim. Positions here are screen pixels; the camera
turns them into level pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.physics import aim
from game.render.splash.coords import PondCamera

Point = tuple[float, float]

#: Pressing within this many screen px of the pebble picks it up (big target).
GRAB_REACH = 46.0
#: Letting go this close to the pebble (screen px) throws nothing.
CANCEL_REACH = 34.0
#: A drag on the screen counts this many times over (1: the pull you see is
#: the pull you get; the toss start leaves room for a full-strength pull).
DRAG_GAIN = 1.0


@dataclass(slots=True)
class TossAim:
    """A toss being aimed (exists from the press on the pebble to the release)."""

    camera: PondCamera
    pebble: Point  # level px
    pointer: Point = (0.0, 0.0)  # screen px
    toss: tuple[float, float] | None = None  # (angle, strength) or None: cancel
    path: list[Point] = field(default_factory=list)
    #: The pebble has been pulled out of the cancel zone at least once.
    pulled: bool = False

    @classmethod
    def grab(cls, camera: PondCamera, pebble: Point, pointer: Point) -> TossAim | None:
        """Start aiming if ``pointer`` is on the pebble, else None."""
        px, py = camera.to_screen(pebble)
        if math.hypot(pointer[0] - px, pointer[1] - py) > GRAB_REACH:
            return None
        return cls(camera, pebble, pointer)

    def move(self, pointer: Point) -> bool:
        """Follow the pointer; True when the toss changed (the preview must be
        worked out again)."""
        self.pointer = pointer
        px, py = self.camera.to_screen(self.pebble)
        toss = None
        if math.hypot(pointer[0] - px, pointer[1] - py) >= CANCEL_REACH:
            toss = aim.toss_from_drag(self.pebble, self._stretched(pointer))
        if toss is not None:
            toss = (round(toss[0], 1), round(toss[1], 3))
        changed = toss != self.toss
        self.toss = toss
        self.pulled = self.pulled or toss is not None
        if toss is None:
            self.path = []
        return changed

    def _stretched(self, pointer: Point) -> Point:
        lx, ly = self.camera.to_level(pointer)
        bx, by = self.pebble
        return (bx + (lx - bx) * DRAG_GAIN, by + (ly - by) * DRAG_GAIN)

    @property
    def is_cancelling(self) -> bool:
        """Dragged back onto the pebble: letting go now throws nothing."""
        return self.pulled and self.toss is None

    @property
    def strength(self) -> float | None:
        return None if self.toss is None else self.toss[1]


def pointer_for_toss(
    camera: PondCamera, pebble: Point, angle: float, strength: float
) -> Point:
    """Where to let go (screen px) to toss at ``angle`` with ``strength``."""
    dx, dy = aim.drag_for_toss(pebble, angle, strength)
    bx, by = pebble
    return camera.to_screen((bx + (dx - bx) / DRAG_GAIN, by + (dy - by) / DRAG_GAIN))


def toward(camera: PondCamera, pebble: Point, target: Point) -> Point:
    """Where a slingshot pull would be (screen px) to toss from ``pebble``
    (level px) towards ``target`` (screen px): the target mirrored through the
    pebble, so a tap further away throws harder."""
    px, py = camera.to_screen(pebble)
    return (2 * px - target[0], 2 * py - target[1])
