"""What happened in the pond during a step, for particles, sounds and the HUD.

`Pond.step` returns these in the order they happened. They are plain data and
never feed back into the simulation.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

Point = tuple[float, float]


class DropletState(StrEnum):
    POND = "pond"  # in the pond region
    FLYING = "flying"  # in the air or rolling outside the pond region
    OUT = "out"  # splashed out, waiting beside the board until the turn ends
    TAKEN = "taken"  # on a player board (or otherwise out of the game)


@dataclass(frozen=True, slots=True)
class PebbleReleased:
    kind: str  # "drop" or "toss"
    position: Point
    velocity: Point


@dataclass(frozen=True, slots=True)
class PebbleLanded:
    """The pebble came down among the droplets: the big splash."""

    position: Point
    speed: float
    droplets: tuple[int, ...]  # the droplets the splash threw up


@dataclass(frozen=True, slots=True)
class PebbleHitWall:
    position: Point
    speed: float


@dataclass(frozen=True, slots=True)
class DropletLeftPond:
    """A droplet crossed out of the pond region (it may still fall back)."""

    droplet: int
    position: Point
    velocity: Point


@dataclass(frozen=True, slots=True)
class DropletFellBack:
    droplet: int
    position: Point


@dataclass(frozen=True, slots=True)
class DropletOffArea:
    """A droplet flew off the play area; it counts as splashed out."""

    droplet: int
    position: Point
    velocity: Point


@dataclass(frozen=True, slots=True)
class ThrowResult:
    """How a throw ended. ``out`` lists every droplet that ended outside the
    pond region, including those in ``off_area``; it is what the rules core
    receives."""

    kind: str
    out: tuple[int, ...]
    off_area: tuple[int, ...]
    duration: float
    timed_out: bool
    splash_speed: float | None


@dataclass(frozen=True, slots=True)
class ThrowEnded:
    result: ThrowResult


@dataclass(frozen=True, slots=True)
class PourEnded:
    """Droplets poured back into the pond have come to rest."""

    droplets: tuple[int, ...]


PondEvent = (
    PebbleReleased
    | PebbleLanded
    | PebbleHitWall
    | DropletLeftPond
    | DropletFellBack
    | DropletOffArea
    | ThrowEnded
    | PourEnded
)


@dataclass(frozen=True, slots=True)
class BodyView:
    """A body as the screen draws it (level px, y down; angle in radians)."""

    id: int  # droplet number, or -1 for the pebble
    x: float
    y: float
    angle: float
    vx: float
    vy: float
    radius: float
    state: DropletState | None = None  # None for the pebble
