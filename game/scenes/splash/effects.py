"""The small celebrations of the Kids' Splash table, as animation state:
ripples on the water, splash particles, droplets flying to boards or back to
the pond, slow motion after a big splash, and confetti for the winner.

None of this feeds back into the rules or the pond; it only decides what the
screen shows and when the scene may go on.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.render.splash.coords import arc_point
from game.rules.splash.droplets import DropletColour

Point = tuple[float, float]
Colour = tuple[int, int, int]

GRAVITY = 1500.0  # screen px/s^2 for particles
MAX_PARTICLES = 420
SLOW_FACTOR = 0.3
SLOW_TIME = 0.9  # real seconds of slow motion after a big splash
BIG_SPLASH_SPEED = 500.0  # level px/s: landing speed that earns slow motion


class Ripples:
    """A row of springs along the water's surface (heights in level px, + up)."""

    STEP = 1.0 / 60.0

    def __init__(self, left: float, right: float, columns: int = 48) -> None:
        self.left = left
        self.right = right
        self.h = [0.0] * columns
        self.v = [0.0] * columns
        self.time = 0.0
        self._acc = 0.0

    def poke(self, x: float, amount: float, width: int = 3) -> None:
        """Push the surface at level ``x`` (negative amount pushes it down)."""
        n = len(self.h)
        if self.right <= self.left:
            return
        k = round((x - self.left) / (self.right - self.left) * (n - 1))
        for d in range(-width, width + 1):
            j = k + d
            if 0 <= j < n:
                self.v[j] += amount * (1.0 - abs(d) / (width + 1))

    def update(self, dt: float) -> None:
        self.time += dt
        self._acc = min(self._acc + dt, 0.1)
        h, v = self.h, self.v
        n = len(h)
        while self._acc >= self.STEP:
            self._acc -= self.STEP
            for i in range(n):
                v[i] += (-h[i] * 90.0 - v[i] * 3.0) * self.STEP
            for _ in range(2):
                for i in range(n):
                    left = h[i - 1] if i > 0 else h[i]
                    right = h[i + 1] if i < n - 1 else h[i]
                    v[i] += (left + right - 2 * h[i]) * 260.0 * self.STEP
            for i in range(n):
                h[i] = max(-26.0, min(26.0, h[i] + v[i] * self.STEP))

    def heights(self) -> list[float]:
        """Surface heights with a gentle ever-moving swell on top."""
        t = self.time
        return [
            hi + 1.6 * math.sin(i * 0.55 + t * 2.2) + 0.9 * math.sin(i * 0.23 - t * 1.3)
            for i, hi in enumerate(self.h)
        ]


class Particles:
    """Water drops as [x, y, vx, vy, life, size] in screen px; life 1 -> 0."""

    def __init__(self, seed: int = 0) -> None:
        self.items: list[list[float]] = []
        self.rng = random.Random(f"splash-fx:{seed}")
        #: reduce motion (a setting): no bursts, no trails; splashes still ripple
        self.calm = False

    def burst(
        self,
        at: Point,
        count: int,
        speed: float,
        spread: float = 1.0,
        up: float = 1.0,
        size: float = 6.0,
    ) -> None:
        if self.calm:
            return
        rng = self.rng
        room = MAX_PARTICLES - len(self.items)
        for _ in range(min(count, room)):
            angle = -math.pi / 2 + rng.uniform(-1.2, 1.2) * spread
            s = speed * rng.uniform(0.35, 1.0)
            self.items.append(
                [
                    at[0] + rng.uniform(-8, 8),
                    at[1],
                    math.cos(angle) * s,
                    math.sin(angle) * s * up,
                    1.0,
                    size * rng.uniform(0.6, 1.2),
                ]
            )

    def trail(self, at: Point, velocity: Point) -> None:
        if self.calm or len(self.items) >= MAX_PARTICLES:
            return
        rng = self.rng
        self.items.append(
            [
                at[0],
                at[1],
                velocity[0] * 0.3 + rng.uniform(-60, 60),
                velocity[1] * 0.3 - rng.uniform(40, 120),
                0.8,
                rng.uniform(3.0, 5.0),
            ]
        )

    def update(self, dt: float) -> None:
        keep = []
        fade = dt / 0.9
        for p in self.items:
            p[3] += GRAVITY * dt
            p[0] += p[2] * dt
            p[1] += p[3] * dt
            p[4] -= fade
            if p[4] > 0 and p[1] < 760:
                keep.append(p)
        self.items = keep


@dataclass(slots=True)
class Flight:
    """A droplet hopping from ``start`` to ``end`` on the screen."""

    droplet: int
    colour: DropletColour
    start: Point
    end: Point
    duration: float
    delay: float = 0.0
    lift: float = 120.0
    radius: tuple[float, float] = (9.0, 14.0)
    kind: str = "board"  # "board", "tray", "pond"
    elapsed: float = 0.0
    on_land: Callable[[Flight], None] | None = None
    then: Flight | None = None  # the next hop, started when this one lands

    def chain(self) -> list[Flight]:
        hops = [self]
        while hops[-1].then is not None:
            hops.append(hops[-1].then)  # type: ignore[arg-type]
        return hops

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def t(self) -> float:
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def position(self) -> Point:
        t = self.t
        eased = t * t * (3 - 2 * t)
        return arc_point(self.start, self.end, eased, self.lift)

    def size(self) -> float:
        a, b = self.radius
        return a + (b - a) * self.t


@dataclass(slots=True)
class Flights:
    items: list[Flight] = field(default_factory=list)

    def add(self, flight: Flight) -> None:
        self.items.append(flight)

    def update(self, dt: float) -> list[Flight]:
        """Advance; returns the flights that landed this frame."""
        landed = []
        for f in self.items:
            f.elapsed += dt
            if f.done:
                landed.append(f)
        if landed:
            self.items = [f for f in self.items if not f.done]
            for f in landed:
                if f.then is not None:
                    self.items.append(f.then)
                if f.on_land is not None:
                    f.on_land(f)
        return landed

    def finish(self) -> None:
        """Land every flight and every later hop at once (a skipped animation)."""
        for _ in range(8):
            if not self.items:
                return
            for f in self.items:
                f.elapsed = f.delay + f.duration
            self.update(0.0)

    def flying(self, kind: str | None = None) -> set[int]:
        """Droplets in the air, or (with ``kind``) with a hop of that kind to
        come."""
        return {
            f.droplet
            for f in self.items
            if kind is None or any(h.kind == kind for h in f.chain())
        }

    def __bool__(self) -> bool:
        return bool(self.items)


class SlowMotion:
    """Time runs at SLOW_FACTOR for a moment after a big splash."""

    def __init__(self) -> None:
        self.left = 0.0

    def start(self) -> None:
        self.left = SLOW_TIME

    def factor(self) -> float:
        if self.left <= 0:
            return 1.0
        # Ease back to full speed over the last third.
        t = self.left / SLOW_TIME
        return SLOW_FACTOR if t > 0.33 else 1.0 - (1.0 - SLOW_FACTOR) * t / 0.33

    def update(self, real_dt: float) -> None:
        self.left = max(0.0, self.left - real_dt)


class Confetti:
    """Coloured paper falling over the whole screen for the winner."""

    def __init__(self, colours: list[Colour], seed: int = 0, count: int = 160) -> None:
        rng = random.Random(f"confetti:{seed}")
        #: [x, y, vx, vy, turn] of each piece, and its colour.
        self.pieces = [
            [
                rng.uniform(0, 1280),
                rng.uniform(-720, 560),
                rng.uniform(-40, 40),
                rng.uniform(120, 260),
                rng.uniform(0, math.tau),
            ]
            for _ in range(count)
        ]
        self.colours = [rng.choice(colours) for _ in range(count)]

    def update(self, dt: float) -> None:
        for p in self.pieces:
            p[0] += p[2] * dt + math.sin(p[4]) * 30 * dt
            p[1] += p[3] * dt
            p[4] += dt * 4.0
            if p[1] > 740:
                p[1] -= 780
