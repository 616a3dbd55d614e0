"""What a game is started with: the mode, the seats and the options."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Mode(StrEnum):
    FOUNTAINS = "fountains"
    SOLO = "solo"
    SPLASH = "splash"


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    colour: tuple[int, int, int]
    computer: bool = False


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
    extras: dict[str, object] = field(default_factory=dict, compare=False)
