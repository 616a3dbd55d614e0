"""The pond: droplets and a heavy pebble in a basin from a level, in pymunk.

A `Pond` only moves while something is happening (a throw, or droplets
poured back in); between those it stands still, so the result of a throw
depends only on the level, the seed and the throws and pours before it, never
on how long the screen waited. Time advances in fixed ``PHYSICS_DT`` steps from
an accumulator.

Each throw and pour begins in a fresh space holding every droplet body where
it lies, still, in droplet order, and draws from its own random stream; a
change while a pour is under way finishes the pour first. So the pond is its
`PondRecord` (`record`: where the bodies lie, and what is under way from its
start), and `Pond.restore` builds one that goes on exactly as this one does.

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
from game.physics.bodies import PondBodies
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
from game.physics.views import Pose, body_view
from game.rules.splash.droplets import STANDARD
from game.rules.splash.table_record import PondRecord, Release

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
        record: PondRecord | None = None,
    ) -> None:
        """A pond of ``level`` settled from ``seed`` with ``droplets`` (None:
        the standard set); with ``record`` (and no droplets), the pond it
        describes, going on as it did (:meth:`restore`)."""
        ids = tuple(sorted(STANDARD.droplets() if droplets is None else droplets))
        self.level = level
        self.seed = seed
        self.time_cap = time_cap
        self._activities = 0  # throws and pours begun: each has its own stream
        self._rng = random.Random(f"pond:{seed}:0")
        self._in_region = RegionTest(level)
        self.area = world.area_bounds(level)
        self.bodies = PondBodies(level, self._touch, self._clack, self._edge)
        self._bodies = self.bodies.by_droplet
        self._leaving: set[pymunk.Body] = set()
        self._state = DropletLedger(STANDARD.droplets())
        for droplet, x, y, angle in settled_layout(level, seed, ids):
            self.bodies.add(droplet, x, y, angle)
            self._state[droplet] = (
                DropletState.POND if self._in_region(x, y) else DropletState.FLYING
            )
        self.pebble: pymunk.Body | None = None
        self._clock = settling.UnderWay()  # what is under way, and its clock
        self._kind = ""
        self._splashed = False
        self._splash_speed: float | None = None
        self._pebble_touched = False
        self._pebble_speed = 0.0
        self._off_area: list[int] = []
        self._poured: tuple[int, ...] = ()
        self._result: ThrowResult | None = None
        self._events: list[PondEvent] = []
        self.throws = 0
        self._begun: PondRecord | None = None  # the pond as what is under way began
        if record is not None:
            self._go_on_from(record)

    @classmethod
    def restore(
        cls,
        level: Level,
        seed: int,
        record: PondRecord,
        time_cap: float = tuning.THROW_TIME_CAP,
    ) -> Pond:
        """The pond ``record`` describes (`record`), going on exactly as the
        pond it was taken from: a throw or pour under way runs again from its
        start."""
        return cls(level, seed, (), time_cap, record)

    def _go_on_from(self, record: PondRecord) -> None:
        """Lay ``record``'s bodies in this empty pond and go on as it did."""
        for droplet, x, y, angle in record.bodies:
            self.bodies.add(droplet, x, y, angle)
        self._state.read_letters(record.states)
        self.throws = record.throws
        self._activities = record.activities - 1
        self._begin_stream()
        if record.under_way == "pour":
            self._poured = record.poured
            self._start("pour")
        elif record.under_way == "throw" and record.release is not None:
            kind, x, y, vx, vy = record.release
            self._launch(kind, (x, y), (vx, vy))

    def record(self) -> PondRecord:
        """This pond as plain numbers, for `restore`: the bodies and each
        droplet's state; while a throw or a pour is on (a pour until the pond
        next changes: saved as it ends or just after, one record), the pond as
        it began and what began."""
        return self._begun or self._record("", None)

    def _record(self, under_way: str, release: Release | None) -> PondRecord:
        poured = self._poured if under_way == "pour" else ()
        bodies, states = self.bodies.exact_poses(), self._state.letters()
        return PondRecord(
            bodies, states, self._activities, self.throws, under_way, poured, release
        )

    def _begin_stream(self) -> None:
        """A throw or pour begins: its own random stream."""
        self._activities += 1
        self._rng = random.Random(f"pond:{self.seed}:{self._activities}")

    # ----------------------------------------------------------------- queries
    @property
    def space(self) -> pymunk.Space:
        """The pymunk space the bodies are in now (a fresh one each throw
        and pour)."""
        return self.bodies.space

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
        return self._clock.kind is None

    def is_throwing(self) -> bool:
        return self._clock.kind == "throw"

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
        return self.bodies.poses()

    def pebble_pose(self) -> tuple[float, float, float] | None:
        """(x, y, angle) of the pebble while a throw is in flight, else None."""
        b = self.pebble
        return None if b is None else (b.position.x, b.position.y, b.angle)

    def pebble_view(self) -> BodyView | None:
        """The pebble while a throw is in flight, else None."""
        b = self.pebble
        return None if b is None else body_view(b, -1, tuning.PEBBLE_RADIUS)

    def result(self) -> ThrowResult:
        """The result of the last throw; raises while it is still going on."""
        if self._clock.kind == "throw" or self._result is None:
            raise PondBusyError("no finished throw yet")
        return self._result

    def preview_toss(
        self, angle: float, strength: float, seconds: float = 3.0
    ) -> list[tuple[float, float]]:
        """The path of a toss until it first touches anything or leaves the
        area, stepped as the pond steps: the real flight, up to that contact."""
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
        if self._clock.kind == "throw":
            raise PondBusyError("cannot change the pond during a throw")
        wanted = set(pond_droplets)
        gone = [
            i
            for i in self._state.in_play() + self._state.in_state(DropletState.OUT)
            if i not in wanted
        ]
        back = [i for i in self._state.out_of_play() if i in wanted]
        for i in gone:
            self.take(i)
        if back:
            self.pour(back)
        return self._flush()

    def take(self, droplet: int) -> None:
        """Lift a droplet out of play (Free Pick, onto a board); a pour under
        way ends first, as it would have whenever this came."""
        if self._clock.kind == "pour":
            self._run_out()
        self._begun = None
        self.bodies.lift(droplet)
        self._state[droplet] = DropletState.TAKEN

    def pour(self, droplets: Iterable[int]) -> None:
        """Pour droplets (out of play) into the pond from the droplet area."""
        ids = sorted(droplets)
        for i in ids:
            if self._state[i] not in (DropletState.OUT, DropletState.TAKEN):
                raise ValueError(f"droplet {i} is already in the pond")
        if self._clock.kind == "throw":
            raise PondBusyError("cannot pour during a throw")
        self._run_out()  # a pour under way ends first
        self._begin_stream()
        for droplet, x, y, angle in pour_positions(self.level, ids, self._rng):
            self.bodies.add(droplet, x, y, angle)
            self._state[droplet] = DropletState.FLYING
        self._poured = tuple(ids)
        self._start("pour")

    def step(self, dt: float) -> list[PondEvent]:
        """Advance by ``dt`` seconds of real time in fixed steps; events out."""
        if self._clock.kind is None:
            return self._flush()
        for _ in range(self._clock.due(dt)):
            self.fixed_step()
            if self._clock.kind is None:
                break
        return self._flush()

    def settle(self, max_time: float = 60.0) -> list[PondEvent]:
        """Run headless until the current throw or pour is over."""
        self._run_out(max_time)
        return self._flush()

    def _run_out(self, max_time: float = 60.0) -> None:
        for _ in range(int(max_time / tuning.PHYSICS_DT)):
            if self._clock.kind is None:
                break
            self.fixed_step()

    def fixed_step(self) -> None:
        """One physics step of ``PHYSICS_DT`` with all the pond's bookkeeping.

        The throw (or pour) ends after the step at which every body has been
        at rest for ``REST_GRACE`` in a row, or when it reaches its time cap.
        """
        pebble = self.pebble
        if pebble is not None:
            self._pebble_speed = pebble.velocity.length
        self.space.step(tuning.PHYSICS_DT)
        self._clock.advance()
        if self._pebble_touched and not self._splashed and pebble is not None:
            self._splash(pebble)
        moving = self._after_step()
        cap = self.time_cap
        if self._clock.kind == "pour":
            cap = min(cap, tuning.POUR_TIME_CAP)
        over = self._clock.check(moving, cap)
        if over is not None:
            self._finish(timed_out=over == "cap")

    # ---------------------------------------------------------------- internals
    def _flush(self) -> list[PondEvent]:
        events, self._events = self._events, []
        return events

    def _in_world(self, x: float, y: float) -> bool:
        left, top, right, bottom = self.area
        return left <= x <= right and top <= y <= bottom

    def _start(self, activity: str, release: Release | None = None) -> None:
        """Begin a throw or a pour in a fresh space (`PondBodies.renew`), so
        the pond built again from `record` runs the same."""
        self.bodies.renew()
        self._leaving.clear()
        self._clock.begin(activity)
        self._begun = self._record(activity, release)

    def _release(
        self, kind: str, position: tuple[float, float], velocity: tuple[float, float]
    ) -> list[PondEvent]:
        if self._clock.kind is not None:
            raise PondBusyError(f"cannot {kind} while the pond is still moving")
        self.throws += 1
        self._begin_stream()
        return self._launch(kind, position, velocity)

    def _launch(
        self, kind: str, position: tuple[float, float], velocity: tuple[float, float]
    ) -> list[PondEvent]:
        self._start("throw", (kind, position[0], position[1], *velocity))
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
        self._events.append(PebbleReleased(kind, position, velocity))
        return self._flush()

    def _touch(self, arbiter: pymunk.Arbiter, *_: object) -> None:
        self._pebble_touched = True

    def _edge(self, arbiter: pymunk.Arbiter, *_: object) -> None:
        body = arbiter.shapes[0].body
        if body is not None:
            self._leaving.add(body)

    def _clack(self, arbiter: pymunk.Arbiter, *_: object) -> None:
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
        every ``TRACK_EVERY`` steps also track where the moving droplets are."""
        moving = False
        track = self._clock.steps % tuning.TRACK_EVERY == 0
        gone: list[int] = []
        if self._leaving:
            gone = [i for i, b in self._bodies.items() if b in self._leaving]
            if self.pebble is not None and self.pebble in self._leaving:
                self.bodies.remove(self.pebble)
                self.pebble = None
            self._leaving.clear()
        for i, x, y, vx, vy in self.bodies.moving(gone):
            moving = True
            if not track:
                continue
            if not self._in_world(x, y):
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
        body = self._bodies[droplet]
        p, v = body.position, body.velocity
        self.bodies.lift(droplet)
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
            self.bodies.remove(pebble)
            self.pebble = None
            return False
        if pebble.is_sleeping:
            return False
        ke = pebble.kinetic_energy
        if ke < settling.creep_energy(pebble.mass):
            settling.resist_rolling(pebble, ke, tuning.PHYSICS_DT)
        return ke > settling.rest_energy(pebble.mass)

    def _finish(self, timed_out: bool) -> None:
        activity = self._clock.end()
        if activity == "pour":  # its record stays its start until a change
            # a droplet come to rest outside the region stays FLYING: in play
            self._events.append(PourEnded(self._poured))
            self._poured = ()
            return
        self._begun = None
        out: list[int] = list(self._off_area)
        for i in sorted(self._bodies):
            body = self._bodies[i]
            x, y = body.position
            if self._in_region(x, y):
                self._state[i] = DropletState.POND
                continue
            out.append(i)
            self.bodies.lift(i)
            self._state[i] = DropletState.OUT
        if self.pebble is not None:
            self.bodies.remove(self.pebble)
            self.pebble = None
        self._result = ThrowResult(
            kind=self._kind,
            out=tuple(sorted(out)),
            off_area=tuple(sorted(self._off_area)),
            duration=self._clock.elapsed,
            timed_out=timed_out,
            splash_speed=self._splash_speed,
        )
        self._events.append(ThrowEnded(self._result))
