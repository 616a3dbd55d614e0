"""What a Kids' Splash table needs, beyond the rules' own state, to go on
exactly as it would have: the pond's bodies and the computer seats' memory.

The rules decide what a move does; the pond (`game.physics.pond`) decides which
droplets a throw splashes out, from where every droplet body lies. A game
resumed from the rules' state alone would pour the pond afresh and play a
different game from the same seed. So a save of a table also holds a
`TableRecord`: plain numbers only (this layer knows nothing of pymunk), written
and read, every field checked and bounded, by `game.rules.splash.save`.

- `PondRecord`: every droplet body (droplet, x, y, angle) in droplet order,
  each droplet's state, how many throws and pours the pond has begun (each has
  its own random stream) and, while one is under way, the pond as it was when
  it began and what began (a pour's droplets, a throw's release), so the pond
  built again runs it again from its start to the same end.
- `SeatRecord`: a computer seat's log of its throws in the game (the action
  each became and the droplets it forecast), which its Splash estimate learns
  from.
- ``throw``: the throw in the air when the table was saved (kind, x, angle,
  strength), so it lands as it would have.
"""

from __future__ import annotations

from dataclasses import dataclass

Pose = tuple[int, float, float, float]  # (droplet, x, y, angle)
#: (kind, x, y, vx, vy): how the pebble left the hand or the drop line.
Release = tuple[str, float, float, float, float]
#: (kind, x, angle, strength) of a throw in the air.
ThrowRecord = tuple[str, float, float, float]

#: One letter a droplet in `PondRecord.states`.
STATE_LETTERS = {"pond": "p", "flying": "f", "out": "o", "taken": "t"}
STATE_NAMES = {letter: name for name, letter in STATE_LETTERS.items()}
#: What a pond can have under way when it is saved.
UNDER_WAY = ("", "pour", "throw")
THROW_KINDS = ("drop", "toss")


@dataclass(frozen=True, slots=True)
class PondRecord:
    """A pond as plain numbers; see the module's docstring."""

    bodies: tuple[Pose, ...]
    states: str  # one letter a droplet (`STATE_LETTERS`), droplet 0 first
    activities: int  # throws and pours begun
    throws: int
    under_way: str = ""  # "", "pour" or "throw"
    poured: tuple[int, ...] = ()  # the droplets of a pour under way
    release: Release | None = None  # the release of a throw under way


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """A computer seat's memory of its throws: (action index, forecast)."""

    throws: tuple[tuple[int, float], ...] = ()


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A Kids' Splash table beyond the rules: the pond, the computer seats'
    memory (by seat) and the throw in the air, if any."""

    pond: PondRecord
    seats: tuple[tuple[int, SeatRecord], ...] = ()
    throw: ThrowRecord | None = None

    def seat(self, seat: int) -> SeatRecord | None:
        return dict(self.seats).get(seat)
