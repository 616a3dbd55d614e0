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
from typing import cast

import pymunk
import pymunk.batch

from game.levels import Level, point_in_polygon
from game.physics import aim, tuning, world
from game.physics.events import (
    BodyView,
    DropletFellBack,
    DropletLeftPond,
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
from game.physics.layout import inner_box, pour_positions, settled_layout
from game.rules.splash.droplets import STANDARD

__all__ = ["Pond", "PondBusyError", "Pose", "inner_box", "settled_layout"]

#: Where a droplet is, for drawing: (droplet, x, y, angle), level px, radians.
Pose = tuple[int, float, float, float]

#: The toss preview asks the space about this many steps of flight at once.
PREVIEW_CHUNK = 6

_POSE_FIELDS = (
    pymunk.batch.BodyFields.BODY_ID
    | pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.ANGLE
)


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
        self._bounds = level.region_bounds()
        self._inner = inner_box(level.pond_region)
        self.area = world.area_bounds(level)
        self.space = world.new_space()
        world.add_walls(self.space, level)
        world.add_edges(self.space, level)
        self._leaving: set[pymunk.Body] = set()
        self._bodies: dict[int, pymunk.Body] = {}
        self._droplet_of: dict[int, int] = {}  # pymunk body id -> droplet
        self._pose_buffer = pymunk.batch.Buffer()
        self._state: dict[int, DropletState] = {
            i: DropletState.TAKEN for i in STANDARD.droplets()
        }
        for droplet, x, y, angle in settled_layout(level, seed, ids):
            body = world.make_droplet((x, y), angle)
            world.add_body(self.space, body)
            self._bodies[droplet] = body
            self._droplet_of[body.id] = droplet
            self._state[droplet] = (
                DropletState.POND if self._in_region(x, y) else DropletState.FLYING
            )
        self.pebble: pymunk.Body | None = None
        self._accumulator = 0.0
        self._activity: str | None = None  # None, "throw" or "pour"
        self._kind = ""
        self._elapsed = 0.0
        self._rest = 0.0
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
        return tuple(i for i, s in self._state.items() if s is state)

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
        return tuple(
            i
            for i, s in self._state.items()
            if s is DropletState.POND or s is DropletState.FLYING
        )

    def counts(self) -> dict[DropletState, int]:
        totals = {s: 0 for s in DropletState}
        for s in self._state.values():
            totals[s] += 1
        return totals

    def droplets(self) -> list[BodyView]:
        """Every droplet body in the pond, in droplet order, for drawing."""
        views = []
        for i in sorted(self._bodies):
            b = self._bodies[i]
            views.append(
                BodyView(
                    i,
                    b.position.x,
                    b.position.y,
                    b.angle,
                    b.velocity.x,
                    b.velocity.y,
                    tuning.DROPLET_RADIUS,
                    self._state[i],
                )
            )
        return views

    def poses(self) -> list[Pose]:
        """Where every droplet body is, in droplet order: a light read for
        drawing every frame (one batch call into pymunk, no velocities)."""
        buffer = self._pose_buffer
        buffer.clear()
        pymunk.batch.get_space_bodies(self.space, _POSE_FIELDS, buffer)
        ids: list[int] = memoryview(buffer.int_buf()).cast("P").tolist()
        floats = memoryview(buffer.float_buf()).cast("d").tolist()
        values = cast(list[float], floats)  # typeshed reads every tolist as ints
        droplet_of = self._droplet_of
        poses: list[Pose] = [
            (droplet_of[body], values[3 * k], values[3 * k + 1], values[3 * k + 2])
            for k, body in enumerate(ids)
            if body in droplet_of
        ]
        poses.sort()
        return poses

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
        if b is None:
            return None
        return BodyView(
            -1,
            b.position.x,
            b.position.y,
            b.angle,
            b.velocity.x,
            b.velocity.y,
            tuning.PEBBLE_RADIUS,
        )

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
        strength = aim.clamp_strength(strength)
        path = aim.flight_path(
            self.toss_start, aim.toss_velocity(angle, strength), seconds
        )
        radius = tuning.PEBBLE_RADIUS
        everything = pymunk.ShapeFilter()
        query = self.space.segment_query_first
        chunk = PREVIEW_CHUNK
        last = len(path) - 1
        shown = [path[0]]
        inside = self._in_world
        for start in range(0, last, chunk):
            end = min(start + chunk, last)
            # Only where some shape's box comes near these few steps is each
            # step asked about (exactly as the pond will meet it).
            xs = [p[0] for p in path[start : end + 1]]
            ys = [p[1] for p in path[start : end + 1]]
            near = pymunk.BB(
                min(xs) - radius, min(ys) - radius, max(xs) + radius, max(ys) + radius
            )
            hits = bool(self.space.bb_query(near, everything))
            for a, b in zip(path[start:end], path[start + 1 : end + 1], strict=True):
                if hits:
                    hit = query(a, b, radius, everything)
                    if hit is not None:
                        shown.append((hit.point.x, hit.point.y))
                        return shown
                shown.append(b)
                if not inside(*b):
                    return shown
        return shown

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
        for i in sorted(self._state):
            if i not in wanted and self._state[i] is not DropletState.TAKEN:
                self.take(i)
        back = sorted(
            i
            for i in wanted
            if self._state[i] in (DropletState.OUT, DropletState.TAKEN)
        )
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
            body = world.make_droplet((x, y), angle)
            world.add_body(self.space, body)
            self._bodies[droplet] = body
            self._droplet_of[body.id] = droplet
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
        """One physics step of ``PHYSICS_DT`` with all the pond's bookkeeping."""
        pebble = self.pebble
        if pebble is not None:
            self._pebble_speed = pebble.velocity.length
        self.space.step(tuning.PHYSICS_DT)
        self._steps += 1
        self._elapsed += tuning.PHYSICS_DT
        if self._pebble_touched and not self._splashed and pebble is not None:
            self._splash(pebble)
        moving = self._after_step()
        if moving:
            self._rest = 0.0
        else:
            self._rest += tuning.PHYSICS_DT
        cap = self.time_cap
        if self._activity == "pour":
            cap = min(cap, tuning.POUR_TIME_CAP)
        if self._rest >= tuning.REST_TIME or self._elapsed >= cap:
            self._finish(timed_out=self._rest < tuning.REST_TIME)

    # ---------------------------------------------------------------- internals
    def _lift(self, body: pymunk.Body) -> None:
        """Take a droplet's body out of the scene."""
        self.space.remove(body, *body.shapes)
        self._droplet_of.pop(body.id, None)

    def _flush(self) -> list[PondEvent]:
        events, self._events = self._events, []
        return events

    def _in_region(self, x: float, y: float) -> bool:
        left, top, right, bottom = self._inner
        if left <= x <= right and top <= y <= bottom:
            return True
        left, top, right, bottom = self._bounds
        if not (left <= x <= right and top <= y <= bottom):
            return False
        return point_in_polygon((x, y), self.level.pond_region)

    def _in_world(self, x: float, y: float) -> bool:
        left, top, right, bottom = self.area
        return left <= x <= right and top <= y <= bottom

    def _start(self, activity: str) -> None:
        self._activity = activity
        self._elapsed = 0.0
        self._rest = 0.0
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
        centre = pebble.position
        if speed < tuning.SPLASH_MIN_SPEED:
            return
        self._splash_speed = speed
        thrown: list[int] = []
        reach = tuning.SPLASH_RADIUS
        knee = tuning.SPLASH_KNEE
        push = min(speed, knee) + tuning.SPLASH_ABOVE_KNEE * max(0.0, speed - knee)
        for i in sorted(self._bodies):
            body = self._bodies[i]
            offset = body.position - centre
            dist = offset.length
            if dist > reach:
                continue
            lean = tuning.SPLASH_SIDE * (0.5 + 0.5 * abs(offset.x) / reach)
            side = math.copysign(lean, offset.x) + self._rng.uniform(
                -tuning.SPLASH_JITTER, tuning.SPLASH_JITTER
            )
            direction = pymunk.Vec2d(side, -1.0).normalized()
            body.activate()
            body.velocity = direction * (
                tuning.SPLASH_FACTOR * push * math.sqrt(1.0 - dist / reach)
            )
            thrown.append(i)
        pebble.velocity = pebble.velocity * tuning.PEBBLE_KEEP
        self._events.append(PebbleLanded((centre.x, centre.y), speed, tuple(thrown)))

    def _after_step(self) -> bool:
        """Clamp speeds and tell whether anything still moves (every step);
        every ``TRACK_EVERY`` steps also track where the droplets are.

        Speeds come from the kinetic energy (one cheap call): for a droplet
        v**2 <= 2 * KE / m, so a body under the bound is surely under the cap.
        """
        moving = False
        cap_ke = 0.5 * tuning.DROPLET_MASS * tuning.DROPLET_SPEED_CAP**2
        rest_ke = 0.5 * tuning.DROPLET_MASS * tuning.REST_SPEED**2
        track = self._steps % tuning.TRACK_EVERY == 0
        in_world = self._in_world
        gone: list[int] = []
        if self._leaving:
            gone = [i for i, b in self._bodies.items() if b in self._leaving]
            if self.pebble is not None and self.pebble in self._leaving:
                self.space.remove(self.pebble, *self.pebble.shapes)
                self.pebble = None
            self._leaving.clear()
        for i, body in self._bodies.items():
            if gone and i in gone:
                continue
            ke = body.kinetic_energy
            if ke <= rest_ke:
                # At rest (or asleep): it moves well under a pixel a frame, so
                # where it is cannot change the pond region it is in.
                continue
            moving = True
            if ke > cap_ke:
                vx, vy = body.velocity
                speed = math.hypot(vx, vy)
                if speed > tuning.DROPLET_SPEED_CAP:
                    factor = tuning.DROPLET_SPEED_CAP / speed
                    body.velocity = (vx * factor, vy * factor)
            if not track:
                continue
            x, y = body.position
            if not in_world(x, y):
                gone.append(i)
                continue
            inside = self._in_region(x, y)
            was = self._state[i]
            if was is DropletState.POND and not inside:
                self._state[i] = DropletState.FLYING
                vx, vy = body.velocity
                self._events.append(DropletLeftPond(i, (x, y), (vx, vy)))
            elif was is DropletState.FLYING and inside:
                self._state[i] = DropletState.POND
                if i not in self._poured:
                    self._events.append(DropletFellBack(i, (x, y)))
        for i in gone:
            body = self._bodies.pop(i)
            p, v = body.position, body.velocity
            self._lift(body)
            self._state[i] = DropletState.OUT
            self._off_area.append(i)
            self._events.append(DropletOffArea(i, (p.x, p.y), (v.x, v.y)))
        pebble = self.pebble
        if pebble is not None:
            vx, vy = pebble.velocity
            speed = math.hypot(vx, vy)
            if speed > tuning.PEBBLE_SPEED_CAP:
                factor = tuning.PEBBLE_SPEED_CAP / speed
                pebble.velocity = (vx * factor, vy * factor)
            if not self._in_world(*pebble.position):
                self.space.remove(pebble, *pebble.shapes)
                self.pebble = None
            elif speed > tuning.REST_SPEED and not pebble.is_sleeping:
                moving = True
        return moving

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
