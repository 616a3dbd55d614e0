"""Who plays: a profile is a name, a colour and a colour-blind mark.

A person's seat belongs to the profile of its name (made when first
needed, so naming a seat at setup is making a profile); a computer seat
belongs to its level's profile ("Easy computer", ...), so records against
"Hard" exist. A guest seat ("Guest", "Guest 2", ...) and The Machine keep
no profile and no record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.setup import LEVELS

GUEST = "Guest"
_GUEST_NAME = re.compile(r"^guest( \d{1,2})?$", re.IGNORECASE)
MAX_NAME = 40
MARKS = ("circle", "square", "triangle", "diamond", "star", "hexagon")
#: Each computer level's profile colour (greys, darker as it plays harder).
COMPUTER_COLOURS = {
    "easy": (176, 190, 197),
    "medium": (120, 144, 156),
    "hard": (84, 110, 122),
}


class ProfileError(ValueError):
    """A profile change that cannot be made: names the change and why."""


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    colour: tuple[int, int, int]
    mark: str
    computer: str | None  # the level of a computer's profile

    @property
    def is_computer(self) -> bool:
        return self.computer is not None


def computer_name(level: str) -> str:
    """The profile name of a computer level ("Hard computer")."""
    return f"{level.capitalize()} computer"


def is_guest_name(name: str) -> bool:
    return bool(_GUEST_NAME.match(name.strip()))


def guest_name(seat: int) -> str:
    return GUEST if seat == 0 else f"{GUEST} {seat + 1}"


def clean_name(name: str, action: str) -> str:
    """``name`` trimmed; `ProfileError` naming ``action`` when it cannot be a
    person's profile name."""
    text = " ".join(name.split())
    if not text:
        raise ProfileError(f"cannot {action}: the name is empty")
    if len(text) > MAX_NAME or not text.isprintable():
        raise ProfileError(f"cannot {action}: {text[:20]!r} is not a usable name")
    if is_guest_name(text):
        raise ProfileError(f"cannot {action}: {text!r} is kept for guest seats")
    if text.casefold() in {computer_name(level).casefold() for level in LEVELS}:
        raise ProfileError(f"cannot {action}: {text!r} is a computer's name")
    if text.casefold() == "the machine":
        raise ProfileError(f"cannot {action}: The Machine keeps no profile")
    return text
