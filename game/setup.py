"""What a game is started with: the mode, the seats and the options.

Seeds have one range everywhere (the command line, the setup screens, the
save files): a whole number from 0 to `MAX_SEED`. A game with any other seed
could be played but its save could not be read back, so none is made.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Mode(StrEnum):
    FOUNTAINS = "fountains"
    SOLO = "solo"
    SPLASH = "splash"


#: The largest seed (the rules' saves hold a signed 64-bit seed).
MAX_SEED = 2**63 - 1


def seed_problem(seed: object) -> str | None:
    """Why ``seed`` is not a seed a game may use, or None when it is."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        return f"a seed is a whole number, not {type(seed).__name__}"
    if not 0 <= seed <= MAX_SEED:
        # str() of an int of thousands of digits raises: say its size instead
        shown = str(seed) if seed.bit_length() <= 128 else "(a huge number)"
        return f"seed {shown} is out of range (seeds are 0 to {MAX_SEED})"
    return None


LEVELS = ("easy", "medium", "hard", "expert")
"""How strongly a computer seat plays (Fountains and solo: all four) or aims
(Kids' Splash: ``SPLASH_LEVELS``)."""
SPLASH_LEVELS = LEVELS[:3]
DEFAULT_LEVEL = "medium"


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table. ``level`` is how strongly a computer seat plays:
    one of ``LEVELS`` (a person's seat keeps it for when it turns computer)."""

    name: str
    colour: tuple[int, int, int]
    computer: bool = False
    level: str = DEFAULT_LEVEL

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            allowed = ", ".join(LEVELS)
            raise ValueError(f"seat level must be one of {allowed}, not {self.level!r}")


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything a game scene needs to start a game.

    ``difficulty`` is used by solo ("easy", "medium", "hard"); ``level`` (a level
    name from ``levels/``) and the three variant flags by Kids' Splash.
    """

    mode: Mode
    seats: tuple[Seat, ...]
    seed: int = 0
    advanced: bool = False
    difficulty: str | None = None
    level: str | None = None
    cooperative: bool = False
    competitive: bool = False
    toss: bool = False
    autoplay: bool = False
    #: Kids' Splash: the seat that rolls first ("whoever went swimming most
    #: recently goes first"; the setup asks).
    first_seat: int = 0
    extras: dict[str, object] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        problem = seed_problem(self.seed)
        if problem is not None:
            raise ValueError(problem)
