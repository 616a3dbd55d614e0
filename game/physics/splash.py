"""The splash: the blow the pebble gives the droplets where it comes down.

A pile of wooden circles alone swallows the pebble's blow (see
``docs/rules/splash.md``, "The splash"), so when the pebble first lands among
the droplets fast enough, the droplets near it are thrown up and outwards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

import pymunk

from game.physics import tuning


def splash_push(speed: float) -> float:
    """How hard a landing at ``speed`` px/s throws the droplets (px/s): in
    full up to the knee, only partly above it."""
    knee = tuning.SPLASH_KNEE
    return min(speed, knee) + tuning.SPLASH_ABOVE_KNEE * max(0.0, speed - knee)


def splash_velocity(
    offset: tuple[float, float], push: float, jitter: float
) -> tuple[float, float] | None:
    """The velocity the blow gives a droplet ``offset`` from the pebble's
    centre, or None when it is out of reach. ``jitter`` leans it a little
    (``-SPLASH_JITTER..SPLASH_JITTER``)."""
    dx, dy = offset
    reach = tuning.SPLASH_RADIUS
    dist = math.hypot(dx, dy)
    if dist > reach:
        return None
    lean = tuning.SPLASH_SIDE * (0.5 + 0.5 * abs(dx) / reach)
    side = math.copysign(lean, dx) + jitter
    norm = math.hypot(side, 1.0)
    speed = tuning.SPLASH_FACTOR * push * math.sqrt(1.0 - dist / reach)
    return side / norm * speed, -1.0 / norm * speed


def splash(
    bodies: Mapping[int, pymunk.Body],
    pebble: pymunk.Body,
    speed: float,
    rng: random.Random,
) -> tuple[int, ...]:
    """Throw up the droplets near the pebble, which landed at ``speed``;
    returns the droplets thrown (in droplet order). The pebble keeps
    ``PEBBLE_KEEP`` of its speed."""
    centre = pebble.position
    push = splash_push(speed)
    thrown: list[int] = []
    for i in sorted(bodies):
        body = bodies[i]
        offset = body.position - centre
        if offset.length > tuning.SPLASH_RADIUS:
            continue
        jitter = rng.uniform(-tuning.SPLASH_JITTER, tuning.SPLASH_JITTER)
        velocity = splash_velocity((offset.x, offset.y), push, jitter)
        if velocity is None:
            continue
        body.activate()
        body.velocity = velocity
        thrown.append(i)
    pebble.velocity = pebble.velocity * tuning.PEBBLE_KEEP
    return tuple(thrown)
