"""The pond: droplets and a heavy pebble in a basin from a level, in pymunk.

A `Pond` only moves while something is happening (a throw, or droplets
poured back in); between those it stands still, so the result of a throw
depends only on the level, the seed and the throws and pours before it, never
on how long the screen waited. Time advances in fixed ``PHYSICS_DT`` steps from
an accumulator.

Keeping it in step with the rules: after every rules action call
``pond.follow(game.pond_droplets())``; droplets the rules put back are poured
in, droplets the rules took (Free Pick, boards) are lifted out.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

import pymunk

from game.levels import Level
from game.physics import aim, settling, tuning, world
from game.physics.events import (
    BodyView,
    DropletOffArea,
    DropletState,
    PebbleHitWall,
    PebbleLanded,
    PebbleReleased,
    PondEvent,
    PourEnded,
    ThrowEnded,
    ThrowResult,
)
from game.physics.layout import RegionTest, inner_box, pour_positions, settled_layout
from game.physics.ledger import DropletLedger
from game.physics.preview import preview_path
from game.physics.splash import splash
from game.physics.views import BodyReader, Pose, PoseReader, body_view
from game.rules.splash.droplets import STANDARD

__all__ = ["Pond", "PondBusyError", "Pose", "inner_box", "settled_layout"]


class PondBusyError(ValueError):
    """A throw was asked for while the pond was still moving."""


class Pond:
    """A pond built from ``level``; the droplets settled for ``seed``.

    ``droplets`` lists the droplet numbers in the pond at the start (all of
    them by default). ``time_cap`` bounds a throw in simulated seconds.
    """

    def __init__(
        self,
        level: Level,
        seed: int,
        droplets: Iterable[int] | None = None,
        time_cap: float = tuning.THROW_TIME_CAP,
    ) -> None:
        ids = tuple(sorted(STANDARD.droplets() if droplets is None else droplets))
        self.level = level
        self.seed = seed
        self.time_cap = time_cap
        self._rng = random.Random(f"pond:{seed}")
        self._in_region = RegionTest(level)
        self.area = world.area_bounds(level)
        self.space = world.new_space()
        world.add_walls(self.space, level)
        world.add_edges(self.space, level)
        self._leaving: set[pymunk.Body] = set()
        self._bodies: dict[int, pymunk.Body] = {}
        self._droplet_of: dict[int, int] = {}  # pymunk body id -> droplet
        self._body_id: dict[int, int] = {}  # droplet -> pymunk body id
        self._poses = PoseReader()
        self._motion = BodyReader()
        self._state = DropletLedger(STANDARD.droplets())
        for droplet, x, y, angle in settled_layout(level, seed, ids):
            self._add_droplet(droplet, x, y, angle)
            self._state[droplet] = (
                DropletState.POND if self._in_region(x, y) else DropletState.FLYING
            )
        self.pebble: pymunk.Body | None = None
        self._accumulator = 0.0
        self._activity: str | None = None  # None, "throw" or "pour"
        self._kind = ""
        self._elapsed = 0.0
        self._rest = settling.RestClock()
        self._splashed = False
        self._splash_speed: float | None = None
        self._pebble_touched = False
        self._pebble_speed = 0.0
        self._off_area: list[int] = []
        self._poured: tuple[int, ...] = ()
        self._result: ThrowResult | None = None
        self._events: list[PondEvent] = []
        self.throws = 0
        self._steps = 0
        self.space.on_collision(
            world.CollisionType.PEBBLE, world.CollisionType.DROPLET, begin=self._touch
        )
        self.space.on_collision(
            world.CollisionType.PEBBLE, world.CollisionType.WALL, begin=self._clack
        )
        for kind in (world.CollisionType.DROPLET, world.CollisionType.PEBBLE):
            self.space.on_collision(kind, world.CollisionType.EDGE, begin=self._edge)

    # ----------------------------------------------------------------- queries
    @property
    def toss_start(self) -> tuple[float, float]:
        """Where the pebble waits before a toss."""
        return self.level.toss_start

    @property
    def drop_span(self) -> tuple[float, float]:
        return self.level.drop_span

    @property
    def drop_height(self) -> float:
        return self.level.drop_line[2]

    def is_settled(self) -> bool:
        """Nothing is happening: no throw in flight, no droplets being poured."""
        return self._activity is None

    def is_throwing(self) -> bool:
        return self._activity == "throw"

    def state_of(self, droplet: int) -> DropletState:
        return self._state[droplet]

    def droplets_in(self, state: DropletState) -> tuple[int, ...]:
        return self._state.in_state(state)

    def in_pond(self) -> tuple[int, ...]:
        """Droplets in the pond region right now."""
        return self.droplets_in(DropletState.POND)

    def in_flight(self) -> tuple[int, ...]:
        """Droplets in the air or rolling outside the pond region right now."""
        return self.droplets_in(DropletState.FLYING)

    def in_play(self) -> tuple[int, ...]:
        """Every droplet with a body in the pond scene (in the pond or flying).

        Between throws this is what the rules call the pond: a droplet still
        rolling after a throw's time cap, or one poured in that bounced, was
        not splashed out.
        """
        return self._state.in_play()

    def counts(self) -> dict[DropletState, int]:
        return self._state.counts()

    def droplets(self) -> list[BodyView]:
        """Every droplet body in the pond, in droplet order (with velocities)."""
        radius = tuning.DROPLET_RADIUS
        return [
            body_view(self._bodies[i], i, radius, self._state[i])
            for i in sorted(self._bodies)
        ]

    def poses(self) -> list[Pose]:
        """Where every droplet body is, in droplet order: a light read for
        drawing every frame (one batch call into pymunk, no velocities)."""
        return self._poses.read(self.space, self._droplet_of)

    def pebble_pose(self) -> tuple[float, float, float] | None:
        """(x, y, angle) of the pebble while a throw is in flight, else None."""
        b = self.pebble
        if b is None:
            return None
        x, y = b.position
        return (x, y, b.angle)

    def pebble_view(self) -> BodyView | None:
        """The pebble while a throw is in flight, else None."""
        b = self.pebble
        return None if b is None else body_view(b, -1, tuning.PEBBLE_RADIUS)

    def result(self) -> ThrowResult:
        """The result of the last throw; raises while it is still going on."""
        if self._activity == "throw" or self._result is None:
            raise PondBusyError("no finished throw yet")
        return self._result

    def preview_toss(
        self, angle: float, strength: float, seconds: float = 3.0
    ) -> list[tuple[float, float]]:
        """The path of a toss until it first touches anything or leaves the area.

        It uses exactly the pond's stepping, so it matches the real flight up
        to that first contact.
        """
        velocity = aim.toss_velocity(angle, aim.clamp_strength(strength))
        return preview_path(
            self.space, self.toss_start, velocity, seconds, self._in_world
        )

    # ----------------------------------------------------------------- actions
    def drop(self, x: float) -> list[PondEvent]:
        """Let the pebble fall from the drop line at ``x`` (level px)."""
        x0, x1 = self.drop_span
        if not (math.isfinite(x) and x0 <= x <= x1):
            raise ValueError(f"drop at x={x} is outside the drop line {x0:g}..{x1:g}")
        return self._release("drop", (x, self.drop_height), (0.0, 0.0))

    def toss(self, angle: float, strength: float) -> list[PondEvent]:
        """Toss the pebble from the toss start: ``angle`` in degrees (0 right,
        90 up), ``strength`` in TOSS_STRENGTH_MIN..TOSS_STRENGTH_MAX."""
        if not math.isfinite(angle):
            raise ValueError(f"toss angle {angle} is not a number")
        if not (tuning.TOSS_STRENGTH_MIN <= strength <= tuning.TOSS_STRENGTH_MAX):
            raise ValueError(
                f"toss strength {strength} is outside "
                f"{tuning.TOSS_STRENGTH_MIN}..{tuning.TOSS_STRENGTH_MAX}"
            )
        return self._release(
            "toss", self.toss_start, aim.toss_velocity(angle, strength)
        )

    def follow(self, pond_droplets: Iterable[int]) -> list[PondEvent]:
        """Make the pond hold exactly ``pond_droplets`` (the rules' pond).

        Droplets no longer in the rules' pond are lifted out (TAKEN); droplets
        back in it are poured in from the droplet area.
        """
        if self._activity == "throw":
            raise PondBusyError("cannot change the pond during a throw")
        wanted = set(pond_droplets)
        for i in self._state.in_play() + self._state.in_state(DropletState.OUT):
            if i not in wanted:
                self.take(i)
        back = [i for i in self._state.out_of_play() if i in wanted]
        if back:
            self.pour(back)
        return self._flush()

    def take(self, droplet: int) -> None:
        """Lift a droplet out of play (Free Pick, onto a board)."""
        body = self._bodies.pop(droplet, None)
        if body is not None:
            self._lift(body)
        self._state[droplet] = DropletState.TAKEN

    def pour(self, droplets: Iterable[int]) -> None:
        """Pour droplets (out of play) into the pond from the droplet area."""
        ids = sorted(droplets)
        for i in ids:
            if self._state[i] not in (DropletState.OUT, DropletState.TAKEN):
                raise ValueError(f"droplet {i} is already in the pond")
        for droplet, x, y, angle in pour_positions(self.level, ids, self._rng):
            self._add_droplet(droplet, x, y, angle)
            self._state[droplet] = DropletState.FLYING
        self._poured = tuple(ids)
        self._start("pour")

    def step(self, dt: float) -> list[PondEvent]:
        """Advance by ``dt`` seconds of real time in fixed steps; events out."""
        if self._activity is None:
            return self._flush()
        self._accumulator += dt
        steps = int(self._accumulator / tuning.PHYSICS_DT)
        if steps > tuning.MAX_STEPS_PER_CALL:
            steps = tuning.MAX_STEPS_PER_CALL
            self._accumulator = 0.0
        else:
            self._accumulator -= steps * tuning.PHYSICS_DT
        for _ in range(steps):
            self.fixed_step()
            if self._activity is None:
                self._accumulator = 0.0
                break
        return self._flush()

    def settle(self, max_time: float = 60.0) -> list[PondEvent]:
        """Run headless until the current throw or pour is over."""
        steps = int(max_time / tuning.PHYSICS_DT)
        for _ in range(steps):
            if self._activity is None:
                break
            self.fixed_step()
        return self._flush()

    def fixed_step(self) -> None:
        """One physics step of ``PHYSICS_DT`` with all the pond's bookkeeping.

        The throw (or pour) ends after the step at which every body has been
        at rest for ``REST_GRACE`` in a row, or when it reaches its time cap.
        """
        pebble = self.pebble
        if pebble is not None:
            self._pebble_speed = pebble.velocity.length
        self.space.step(tuning.PHYSICS_DT)
        self._steps += 1
        self._elapsed += tuning.PHYSICS_DT
        if self._pebble_touched and not self._splashed and pebble is not None:
            self._splash(pebble)
        moving = self._after_step()
        still = self._rest.tick(not moving, tuning.PHYSICS_DT)
        cap = self.time_cap
        if self._activity == "pour":
            cap = min(cap, tuning.POUR_TIME_CAP)
        if still or self._elapsed >= cap - 1e-9:
            self._finish(timed_out=not still)

    # ---------------------------------------------------------------- internals
    def _add_droplet(self, droplet: int, x: float, y: float, angle: float) -> None:
        body = world.make_droplet((x, y), angle)
        world.add_body(self.space, body)
        self._bodies[droplet] = body
        self._droplet_of[body.id] = droplet
        self._body_id[droplet] = body.id

    def _lift(self, body: pymunk.Body) -> None:
        """Take a droplet's body out of the scene."""
        self.space.remove(body, *body.shapes)
        self._droplet_of.pop(body.id, None)

    def _flush(self) -> list[PondEvent]:
        events, self._events = self._events, []
        return events

    def _in_world(self, x: float, y: float) -> bool:
        left, top, right, bottom = self.area
        return left <= x <= right and top <= y <= bottom

    def _start(self, activity: str) -> None:
        self._activity = activity
        self._elapsed = 0.0
        self._rest.reset()
        self._accumulator = 0.0
        for body in self._bodies.values():
            body.activate()

    def _release(
        self, kind: str, position: tuple[float, float], velocity: tuple[float, float]
    ) -> list[PondEvent]:
        if self._activity is not None:
            raise PondBusyError(f"cannot {kind} while the pond is still moving")
        self.pebble = world.make_pebble(position)
        self.pebble.velocity = velocity
        world.add_body(self.space, self.pebble)
        self._kind = kind
        self._splashed = False
        self._splash_speed = None
        self._pebble_touched = False
        self._off_area = []
        self._result = None
        self._poured = ()
        self.throws += 1
        self._start("throw")
        self._events.append(PebbleReleased(kind, position, velocity))
        return self._flush()

    def _touch(
        self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object
    ) -> None:
        self._pebble_touched = True

    def _edge(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        body = arbiter.shapes[0].body
        if body is not None:
            self._leaving.add(body)

    def _clack(
        self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object
    ) -> None:
        if self.pebble is not None and arbiter.is_first_contact:
            p = self.pebble.position
            self._events.append(PebbleHitWall((p.x, p.y), self.pebble.velocity.length))

    def _splash(self, pebble: pymunk.Body) -> None:
        """The pebble has just come down among the droplets (once a throw)."""
        self._splashed = True
        speed = self._pebble_speed
        if speed < tuning.SPLASH_MIN_SPEED:
            return
        self._splash_speed = speed
        centre = pebble.position
        thrown = splash(self._bodies, pebble, speed, self._rng)
        self._events.append(PebbleLanded((centre.x, centre.y), speed, thrown))

    def _after_step(self) -> bool:
        """Clamp speeds and tell whether any body is not at rest (every step);
        every ``TRACK_EVERY`` steps also track where the moving droplets are.

        One batch read of every droplet (`BodyReader`); its kinetic energy
        ``m v**2 + I w**2`` (pymunk's formula) under ``m * cap**2`` is surely
        under the speed cap, under ``m * REST_SPEED**2`` at rest."""
        moving = False
        rest_ke = settling.rest_energy(tuning.DROPLET_MASS)
        creep_ke = settling.creep_energy(tuning.DROPLET_MASS)
        cap_ke = tuning.DROPLET_MASS * tuning.DROPLET_SPEED_CAP**2
        track = self._steps % tuning.TRACK_EVERY == 0
        in_world = self._in_world
        gone: list[int] = []
        if self._leaving:
            gone = [i for i, b in self._bodies.items() if b in self._leaving]
            if self.pebble is not None and self.pebble in self._leaving:
                self.space.remove(self.pebble, *self.pebble.shapes)
                self.pebble = None
            self._leaving.clear()
        motion = self._motion.read(self.space)
        body_id = self._body_id
        mass, moment = tuning.DROPLET_MASS, world.DROPLET_MOMENT
        for i, body in self._bodies.items():
            if gone and i in gone:
                continue
            x, y, vx, vy, w = motion[body_id[i]]
            ke = (vx * vx + vy * vy) * mass + (w * w) * moment
            if ke < creep_ke:
                if body.is_sleeping:
                    continue  # at rest, whatever its last velocity says
                settling.resist_rolling_read(body, vx, vy, w, ke / mass)
                if ke <= rest_ke:
                    # At rest: it moves well under a pixel a frame, so where
                    # it is cannot change the pond region it is in.
                    continue
            elif body.is_sleeping:
                continue
            moving = True
            if ke > cap_ke:
                world.clamp_speed(body, tuning.DROPLET_SPEED_CAP)
            if not track:
                continue
            if not in_world(x, y):
                gone.append(i)
                continue
            event = self._state.track(
                i, self._in_region(x, y), (x, y), (vx, vy), i in self._poured
            )
            if event is not None:
                self._events.append(event)
        for i in gone:
            self._off_area_out(i)
        return self._pebble_step() or moving

    def _off_area_out(self, droplet: int) -> None:
        body = self._bodies.pop(droplet)
        p, v = body.position, body.velocity
        self._lift(body)
        self._state[droplet] = DropletState.OUT
        self._off_area.append(droplet)
        self._events.append(DropletOffArea(droplet, (p.x, p.y), (v.x, v.y)))

    def _pebble_step(self) -> bool:
        """Clamp the pebble's speed, lift it out if it left the area; whether
        it is still moving."""
        pebble = self.pebble
        if pebble is None:
            return False
        world.clamp_speed(pebble, tuning.PEBBLE_SPEED_CAP)
        if not self._in_world(*pebble.position):
            self.space.remove(pebble, *pebble.shapes)
            self.pebble = None
            return False
        if pebble.is_sleeping:
            return False
        ke = pebble.kinetic_energy
        if ke < settling.creep_energy(pebble.mass):
            settling.resist_rolling(pebble, ke, tuning.PHYSICS_DT)
        return ke > settling.rest_energy(pebble.mass)

    def _finish(self, timed_out: bool) -> None:
        activity = self._activity
        self._activity = None
        self._accumulator = 0.0
        if activity == "pour":
            # A poured droplet that came to rest outside the region stays
            # FLYING: it is still in play (see in_play), never splashed out.
            self._events.append(PourEnded(self._poured))
            self._poured = ()
            return
        out: list[int] = list(self._off_area)
        for i in sorted(self._bodies):
            body = self._bodies[i]
            x, y = body.position
            if self._in_region(x, y):
                self._state[i] = DropletState.POND
                continue
            out.append(i)
            self._lift(body)
            del self._bodies[i]
            self._state[i] = DropletState.OUT
        if self.pebble is not None:
            self.space.remove(self.pebble, *self.pebble.shapes)
            self.pebble = None
        self._result = ThrowResult(
            kind=self._kind,
            out=tuple(sorted(out)),
            off_area=tuple(sorted(self._off_area)),
            duration=self._elapsed,
            timed_out=timed_out,
            splash_speed=self._splash_speed,
        )
        self._events.append(ThrowEnded(self._result))
