"""When the pond is still: the rest test every step uses, and the grace.

A body is **at rest** when pymunk has put it to sleep, or when it moves slower
than ``REST_SPEED`` with its spin counted. pymunk's ``Body.kinetic_energy`` is
``m * v**2 + I * w**2`` (no half, spin included): the very measure pymunk
compares with ``m * idle_speed_threshold**2`` before it lets a body fall
asleep. So the pond compares it with ``m * REST_SPEED**2``: a droplet rolling
at ``v`` (``w = v / r``, ``I = m r**2 / 2``) is at rest below
``REST_SPEED / sqrt(1.5)``, one sliding without spin below ``REST_SPEED``.

A sleeping body keeps the last velocity it had (pymunk does not clear it), so
"asleep" is checked on its own: a body asleep is at rest, whatever its
velocity says.

Pymunk's circles roll for ever on a flat floor, which wooden droplets do not:
a body slower than ``CREEP_SPEED`` is slowed by ``ROLL_DECEL`` (rolling
resistance, `resist_rolling`), so creeping droplets come to rest.

A throw ends as soon as every body in the pond (droplets and pebble) has been
at rest for ``REST_GRACE`` in a row, or at the time cap. The grace keeps a
droplet at the top of its bounce (slower than ``REST_SPEED`` for about
``2 * REST_SPEED / GRAVITY`` = 27 ms) from ending a throw in mid-air.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pymunk

from game.physics import tuning

#: ``m * REST_SPEED**2`` for a body of mass 1; scale by the body's mass.
REST_ENERGY_PER_MASS = tuning.REST_SPEED**2


def is_at_rest(body: pymunk.Body) -> bool:
    """Asleep, or slower than ``REST_SPEED`` counting spin (see the module)."""
    if body.kinetic_energy <= body.mass * REST_ENERGY_PER_MASS:
        return True
    return body.is_sleeping


def rest_energy(mass: float) -> float:
    """The kinetic energy (pymunk's measure) at or below which a body of this
    mass is at rest."""
    return mass * REST_ENERGY_PER_MASS


def resist_rolling(body: pymunk.Body, energy: float, dt: float) -> None:
    """Slow a body creeping sideways (``energy`` is its pymunk kinetic energy,
    under ``m * CREEP_SPEED**2``) by ``ROLL_DECEL * dt``, spin in proportion.
    A body moving more up or down than sideways is left alone: it is sinking
    into a gap of the pile or in the air, not rolling."""
    vx, vy = body.velocity
    if abs(vy) > abs(vx):
        return  # sinking into the pile or falling: not rolling
    speed = math.sqrt(energy / body.mass)
    if speed <= 0.0:
        return
    keep = max(0.0, 1.0 - tuning.ROLL_DECEL * dt / speed)
    body.velocity = (vx * keep, vy * keep)
    body.angular_velocity = body.angular_velocity * keep


#: The property setters themselves: pymunk's bodies route every attribute
#: assignment through a Python ``__setattr__`` first, which doubled the cost
#: of rolling resistance (run on dozens of droplets every step).
_SET_VELOCITY: Callable[[pymunk.Body, tuple[float, float]], None] = vars(pymunk.Body)[
    "velocity"
].fset
_SET_SPIN: Callable[[pymunk.Body, float], None] = vars(pymunk.Body)[
    "angular_velocity"
].fset


def resist_rolling_read(
    body: pymunk.Body, vx: float, vy: float, spin: float, speed2: float
) -> None:
    """`resist_rolling` over one step for a body whose velocity and spin were
    just read (in one batch for the whole pond); ``speed2`` is its kinetic
    energy over its mass. The same slowing, without reading the body."""
    if abs(vy) > abs(vx):
        return  # sinking into the pile or falling: not rolling
    if speed2 <= 0.0:
        return
    keep = 1.0 - tuning.ROLL_DECEL * tuning.PHYSICS_DT / math.sqrt(speed2)
    if keep < 0.0:
        keep = 0.0
    _SET_VELOCITY(body, (vx * keep, vy * keep))
    _SET_SPIN(body, spin * keep)


def creep_energy(mass: float) -> float:
    """The kinetic energy under which rolling resistance slows a body."""
    return mass * tuning.CREEP_SPEED**2


class RestClock:
    """Counts how long everything has been at rest without a break."""

    def __init__(self, grace: float = tuning.REST_GRACE) -> None:
        self.grace = grace
        self.still_for = 0.0

    def reset(self) -> None:
        self.still_for = 0.0

    def tick(self, everything_at_rest: bool, dt: float) -> bool:
        """Advance one step; True once everything has rested ``grace`` long."""
        if everything_at_rest:
            self.still_for += dt
        else:
            self.still_for = 0.0
        # A hair of slack so that float sums of PHYSICS_DT reach the grace on
        # the step they should.
        return self.still_for >= self.grace - 1e-9


class UnderWay:
    """What a pond has under way (``kind``: None, "throw" or "pour") and its
    clock: fixed ``PHYSICS_DT`` steps from an accumulator of real time; it is
    over after the step at which everything has been at rest for the grace in
    a row (`RestClock`), or at its time cap."""

    def __init__(self) -> None:
        self.kind: str | None = None
        self.elapsed = 0.0
        self.steps = 0
        self.rest = RestClock()
        self.accumulator = 0.0

    def begin(self, kind: str) -> None:
        self.kind = kind
        self.elapsed = 0.0
        self.steps = 0
        self.rest.reset()
        self.accumulator = 0.0

    def end(self) -> str | None:
        """Nothing under way any more; what was."""
        kind, self.kind = self.kind, None
        self.accumulator = 0.0
        return kind

    def due(self, dt: float) -> int:
        """The fixed steps due after ``dt`` more seconds of real time (past
        ``MAX_STEPS_PER_CALL`` the rest of a long pause is dropped)."""
        self.accumulator += dt
        steps = int(self.accumulator / tuning.PHYSICS_DT)
        if steps > tuning.MAX_STEPS_PER_CALL:
            self.accumulator = 0.0
            return tuning.MAX_STEPS_PER_CALL
        self.accumulator -= steps * tuning.PHYSICS_DT
        return steps

    def advance(self) -> None:
        """One fixed step has been taken."""
        self.steps += 1
        self.elapsed += tuning.PHYSICS_DT

    def check(self, moving: bool, cap: float) -> str | None:
        """After a step: None while it goes on; "rest" when everything has
        rested the grace, "cap" when it reached its time cap."""
        if self.rest.tick(not moving, tuning.PHYSICS_DT):
            return "rest"
        return "cap" if self.elapsed >= cap - 1e-9 else None
