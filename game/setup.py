"""What a game is started with: the mode, the seats and the options."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Mode(StrEnum):
    FOUNTAINS = "fountains"
    SOLO = "solo"
    SPLASH = "splash"


LEVELS = ("easy", "medium", "hard")
"""How strongly a computer seat plays (Fountains) or aims (Kids' Splash)."""
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
