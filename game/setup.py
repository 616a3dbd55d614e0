"""What a game is started with: the mode, the seats and the options.

Seeds have one range everywhere (the command line, the setup screens, the
save files): a whole number from 0 to `MAX_SEED`. A game with any other seed
could be played but its save could not be read back, so none is made.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
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

    def shown_names(self) -> list[str]:
        """What the game calls its seats, in seat order, wherever it names
        them (the table, the results, a saved game's line): at a Fountains or
        solo table a computer seat left at its placeholder gets a name of its
        level (:func:`seat_names`); Kids' Splash, whose seats children name
        themselves, and an autoplay demo (every seat a computer: the numbers
        tell them apart) keep the names as set up."""
        names = [seat.name for seat in self.seats]
        if self.mode is Mode.SPLASH or self.autoplay:
            return names
        computer = [seat.computer for seat in self.seats]
        return seat_names(names, computer, [seat.level for seat in self.seats])


COMPUTER_NAMES: dict[str, tuple[str, ...]] = {
    "easy": ("Pip", "Poppy", "Perry", "Pia", "Pablo"),
    "medium": ("Mara", "Milo", "Mina", "Max", "Molly"),
    "hard": ("Hugo", "Hazel", "Hector", "Hilda", "Hank"),
    "expert": ("Esme", "Ezra", "Edie", "Emil", "Elsa"),
}
"""The names a computer seat of each level takes at the Fountains table."""
_PLACEHOLDER = re.compile(r"^(Player|Seat) \d+$")


def seat_names(
    names: Sequence[str], computer: Sequence[bool], levels: Sequence[str]
) -> list[str]:
    """The names shown for seats named ``names``: a computer seat left at
    its placeholder ("Player 3") gets the first free name of its level, so
    the log reads "Mara (Medium) takes the coin tile", never "Player 3"."""
    shown = list(names)
    taken = set(shown)
    for seat, name in enumerate(names):
        if not computer[seat] or not _PLACEHOLDER.match(name):
            continue
        for choice in COMPUTER_NAMES.get(levels[seat], COMPUTER_NAMES["medium"]):
            if choice not in taken:
                shown[seat] = choice
                taken.add(choice)
                break
    return shown
