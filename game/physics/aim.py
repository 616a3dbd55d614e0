"""Aiming maths for a toss, with no pymunk: drag -> (angle, strength) -> velocity.

Angles are degrees as a player sees them on screen: 0 throws to the right,
90 straight up, -90 straight down (level y points down, so the velocity's y
is minus the sine). Strength is a fraction of ``TOSS_SPEED_MAX``.
"""

from __future__ import annotations

import math

from game.physics import tuning

Point = tuple[float, float]

#: Pointer closer than this to the pebble (level px) means "cancel the toss".
CANCEL_RADIUS = tuning.PEBBLE_RADIUS * 1.5


def normalise_angle(angle: float) -> float:
    """The same direction in (-180, 180]."""
    a = math.fmod(angle, 360.0)
    if a <= -180.0:
        a += 360.0
    elif a > 180.0:
        a -= 360.0
    return a


def clamp_strength(strength: float) -> float:
    return max(tuning.TOSS_STRENGTH_MIN, min(tuning.TOSS_STRENGTH_MAX, strength))


def toss_velocity(angle: float, strength: float) -> tuple[float, float]:
    """Launch velocity in level px/s (y down) for an angle and a strength."""
    speed = strength * tuning.TOSS_SPEED_MAX
    rad = math.radians(angle)
    return speed * math.cos(rad), -speed * math.sin(rad)


def toss_from_drag(pebble: Point, pointer: Point) -> tuple[float, float] | None:
    """Slingshot aiming: drag back from the pebble, the toss goes the other way.

    Returns (angle, strength), or None while the pointer is back on the pebble
    (which cancels the toss). Strength grows with the drag length, up to
    ``DRAG_FOR_FULL_STRENGTH`` and is clamped to the allowed range.
    """
    dx = pebble[0] - pointer[0]
    dy = pebble[1] - pointer[1]
    length = math.hypot(dx, dy)
    if length < CANCEL_RADIUS:
        return None
    angle = math.degrees(math.atan2(-dy, dx))
    strength = clamp_strength(length / tuning.DRAG_FOR_FULL_STRENGTH)
    return normalise_angle(angle), strength


def drag_for_toss(pebble: Point, angle: float, strength: float) -> Point:
    """The pointer position that `toss_from_drag` turns into this toss."""
    length = strength * tuning.DRAG_FOR_FULL_STRENGTH
    rad = math.radians(angle)
    return pebble[0] - length * math.cos(rad), pebble[1] + length * math.sin(rad)


def flight_path(
    start: Point,
    velocity: tuple[float, float],
    seconds: float,
    dt: float = tuning.PHYSICS_DT,
) -> list[Point]:
    """Where a free body goes, stepped exactly as the pond steps it.

    pymunk moves a body by its velocity first, then applies gravity and
    damping (``v = v * damping**dt + g * dt``); doing the same here makes the
    preview match the real flight until the first contact.
    """
    x, y = start
    vx, vy = velocity
    keep = tuning.DAMPING**dt
    points = [(x, y)]
    for _ in range(max(0, int(round(seconds / dt)))):
        x += vx * dt
        y += vy * dt
        vx = vx * keep
        vy = vy * keep + tuning.GRAVITY * dt
        points.append((x, y))
    return points


def aim_at(
    start: Point, target: Point, strength: float, lob: bool = False
) -> float | None:
    """The toss angle (degrees) that reaches ``target`` from ``start`` at this
    strength, ignoring drag (drag makes it fall a little short), or None if the
    target is out of reach. The flat solution unless ``lob``."""
    v = strength * tuning.TOSS_SPEED_MAX
    g = tuning.GRAVITY
    dx = target[0] - start[0]
    dy = start[1] - target[1]  # height gain, y up
    if abs(dx) < 1e-9:
        return 90.0 if dy > 0 else -90.0
    disc = v**4 - g * (g * dx * dx + 2.0 * dy * v * v)
    if disc < 0:
        return None
    root = math.sqrt(disc)
    tan = (v * v + root) / (g * abs(dx)) if lob else (v * v - root) / (g * abs(dx))
    angle = math.degrees(math.atan(tan))
    return normalise_angle(angle if dx > 0 else 180.0 - angle)
