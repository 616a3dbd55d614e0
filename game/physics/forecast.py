"""What a throw would splash out, read from the pond as it lies now.

No physics step is run: the pebble's path is followed as a free flight (the
same stepping as ``aim.flight_path``) until it first touches a droplet or a
wall; if a droplet comes first, the splash it would make (`splash_velocity`,
no jitter) is given to every droplet within reach, and each thrown droplet
is followed as a free flight too. A droplet that comes back down to the rim's
height beyond the rim, or leaves the play area's side, is counted out; one
lying under others in the pile counts for less (they take the blow first).

A pond is a pile of bodies knocking into each other, so the count is an
estimate: `Forecast.expected` scales it by ``CALIBRATION`` (measured on every
shipped pond, see ``docs/rules/splash.md``). A pebble that first lands on a
wall or a rock makes no splash here (it loses most of its blow there).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.levels import Level
from game.physics import aim, tuning
from game.physics.splash import splash_push, splash_velocity

Point = tuple[float, float]

#: Real droplets out per forecast droplet, measured over bot games on every
#: shipped pond (collisions in the pile swallow part of the blow).
CALIBRATION = 1.5
#: A droplet with another this close above it (px) is under the pile's top.
COVER = 2.2 * tuning.DROPLET_RADIUS
#: How much a covered droplet counts.
COVERED_WEIGHT = 0.35
#: How far (px) a thrown droplet may come into a wall's reach before the
#: wall counts as in its way (resting droplets touch the walls).
WALL_SLACK = 3.0
_DT = 1.0 / 60.0
_FLIGHT_STEPS = 240  # 4 s


@dataclass(frozen=True, slots=True)
class Forecast:
    """A throw's forecast: where the pebble lands, how fast, and the droplets
    (weighted) the blow would send over the rim."""

    landing: Point | None
    speed: float
    on_wall: bool
    raw: float

    @property
    def expected(self) -> float:
        """Droplets out to expect from this throw."""
        return self.raw * CALIBRATION


class PondReading:
    """The pond's droplets and walls, read once, for many forecasts."""

    def __init__(self, level: Level, droplets: list[Point]) -> None:
        self.level = level
        self.droplets = droplets
        self.rim_y = level.region_bounds()[1]
        self.rim_left, self.rim_right = _region_span_at(level, self.rim_y + 1.0)
        self.segments = [s for w in level.walls for s in w.segments()]
        self.weights = [_exposure(p, droplets) for p in droplets]

    def drop(self, x: float) -> Forecast:
        """The forecast of a drop from the drop line at ``x``."""
        return self._flight((x, self.level.drop_line[2]), (0.0, 0.0))

    def drops(self, x0: float, x1: float, step: float) -> list[tuple[float, Forecast]]:
        """Forecasts of drops along the line ``x0..x1``, ``step`` px apart."""
        n = max(1, int((x1 - x0) // step))
        xs = [x0 + (x1 - x0) * i / n for i in range(n + 1)]
        return [(x, self.drop(x)) for x in xs]

    def toss(self, start: Point, angle: float, strength: float) -> Forecast:
        """The forecast of a toss from ``start``."""
        return self._flight(start, aim.toss_velocity(angle, strength))

    def _flight(self, start: Point, velocity: Point) -> Forecast:
        x, y = start
        vx, vy = velocity
        keep = tuning.DAMPING**_DT
        reach_d = tuning.PEBBLE_RADIUS + tuning.DROPLET_RADIUS
        reach_w = tuning.PEBBLE_RADIUS + tuning.WALL_RADIUS
        for _ in range(_FLIGHT_STEPS):
            x += vx * _DT
            y += vy * _DT
            vx *= keep
            vy = vy * keep + tuning.GRAVITY * _DT
            speed = math.hypot(vx, vy)
            if any(_near_segment((x, y), a, b, reach_w) for a, b in self.segments):
                return Forecast((x, y), speed, True, 0.0)
            reach2 = reach_d * reach_d
            if any((px - x) ** 2 + (py - y) ** 2 < reach2 for px, py in self.droplets):
                return Forecast((x, y), speed, False, self._blow((x, y), speed))
            if y > self.level.height:
                break
        return Forecast(None, 0.0, False, 0.0)

    def _blow(self, centre: Point, speed: float) -> float:
        if speed < tuning.SPLASH_MIN_SPEED:
            return 0.0
        push = splash_push(speed)
        total = 0.0
        under = tuning.PEBBLE_RADIUS + tuning.DROPLET_RADIUS
        for (px, py), weight in zip(self.droplets, self.weights, strict=True):
            dx, dy = px - centre[0], py - centre[1]
            if dy > 0.0 and abs(dx) < under:
                continue  # under the pebble: thrown up into it
            velocity = splash_velocity((dx, dy), push, 0.0)
            if velocity is not None and self._flies_out((px, py), velocity):
                total += weight
        return total

    def _flies_out(self, start: Point, velocity: Point) -> bool:
        """Whether a droplet thrown so comes down beyond the rim: first
        without walls (most do not even get above the rim), then followed
        until it is past the rim, clear of every wall on the way."""
        x, y = start
        vx, vy = velocity
        g = tuning.GRAVITY
        rise = self.rim_y - tuning.DROPLET_RADIUS
        if vy >= 0 or y - vy * vy / (2.0 * g) > rise:
            return False  # never gets above the rim
        # time to come back down to the rim's height (the later root)
        a, b, c = 0.5 * g, vy, y - rise
        t = (-b + math.sqrt(max(0.0, b * b - 4 * a * c))) / (2 * a)
        land_x = x + vx * t
        if self.rim_left <= land_x <= self.rim_right:
            return False
        reach = tuning.DROPLET_RADIUS + tuning.WALL_RADIUS
        band = (self.rim_left - reach, self.rim_right + reach)
        # a droplet lying against a wall starts touching it: only a wall it
        # flies into (closer than touching) is in its way
        reach -= WALL_SLACK
        for _ in range(_FLIGHT_STEPS):
            x += vx * _DT
            y += vy * _DT
            vy += g * _DT
            if not band[0] < x < band[1]:
                return y < rise  # past the rim, above it: it lands outside
            if vy > 0.0 and y > rise:
                return False  # fell back in
            if any(_near_segment((x, y), a, b, reach) for a, b in self.segments):
                return False  # a wall (or a rock) is in its way
        return False


def _exposure(point: Point, droplets: list[Point]) -> float:
    px, py = point
    for qx, qy in droplets:
        if (
            qy < py - 0.5 * tuning.DROPLET_RADIUS
            and math.hypot(qx - px, qy - py) < COVER
        ):
            return COVERED_WEIGHT
    return 1.0


def _near_segment(p: Point, a: Point, b: Point, reach: float) -> bool:
    ax, ay = a
    bx, by = b
    if not (
        min(ax, bx) - reach <= p[0] <= max(ax, bx) + reach
        and min(ay, by) - reach <= p[1] <= max(ay, by) + reach
    ):
        return False
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0
    if length2 > 0.0:
        t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(ax + t * dx - p[0], ay + t * dy - p[1]) < reach


def _region_span_at(level: Level, y: float) -> tuple[float, float]:
    """The pond region's x range at height ``y`` (its widest crossing)."""
    xs: list[float] = []
    region = level.pond_region
    for i, (x1, y1) in enumerate(region):
        x2, y2 = region[(i + 1) % len(region)]
        if (y1 > y) != (y2 > y):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    if len(xs) < 2:
        left, _, right, _ = level.region_bounds()
        return left, right
    return min(xs), max(xs)
