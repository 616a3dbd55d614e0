"""What an action did, returned by `SplashGame.apply` for the screen to show."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rolled:
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Picked:
    """Free Pick: the droplet went from the pond onto the board."""

    seat: int
    droplet: int
    space: int


@dataclass(frozen=True, slots=True)
class SplashChosen:
    seat: int
    throws: int


@dataclass(frozen=True, slots=True)
class Thrown:
    """A throw ended; ``out`` splashed out; ``throws_left`` still to make."""

    seat: int
    out: tuple[int, ...]
    throws_left: int


@dataclass(frozen=True, slots=True)
class ThrowingStopped:
    """Competitive variant: a droplet splashed out, so no more throws."""

    seat: int
    throws_skipped: int


@dataclass(frozen=True, slots=True)
class Collected:
    """Splashed-out droplets that matched open spaces, onto ``seat``'s board."""

    seat: int
    droplets: tuple[int, ...]
    spaces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Gave:
    seat: int
    to_seat: int
    droplet: int
    space: int


@dataclass(frozen=True, slots=True)
class Returned:
    """Leftover droplets went back into the pond."""

    droplets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnPassed:
    from_seat: int
    to_seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class Won:
    seat: int


SplashEvent = (
    Rolled
    | Picked
    | SplashChosen
    | Thrown
    | ThrowingStopped
    | Collected
    | Gave
    | Returned
    | TurnPassed
    | Won
)
