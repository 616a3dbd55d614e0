"""What the table calls its seats: a person's typed name; a computer seat left
at its placeholder ("Player 3") gets a name of its level, so the log reads
"Mara (Medium) takes the coin tile", never "Player 3"; "You" is addressed as
such ("Your fountain", never "Fountain of You" or "You's")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.setup import GameSetup

COMPUTER_NAMES: dict[str, tuple[str, ...]] = {
    "easy": ("Pip", "Poppy", "Perry", "Pia", "Pablo"),
    "medium": ("Mara", "Milo", "Mina", "Max", "Molly"),
    "hard": ("Hugo", "Hazel", "Hector", "Hilda", "Hank"),
    "expert": ("Esme", "Ezra", "Edie", "Emil", "Elsa"),
}
_PLACEHOLDER = re.compile(r"^(Player|Seat) \d+$")


def seat_names(
    names: Sequence[str], computer: Sequence[bool], levels: Sequence[str]
) -> list[str]:
    """The names shown at the table, in seat order."""
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


def fountain_title(name: str) -> str:
    """ "Your fountain" for You, else "Ann's fountain"."""
    return "Your fountain" if name == "You" else f"{name}'s fountain"


def table_names(setup: GameSetup) -> list[str]:
    """:func:`seat_names` of a game's setup; an autoplay demo keeps its
    numbered players (every seat is a computer there: the numbers tell them
    apart as well as names would)."""
    seats = setup.seats
    computer = [seat.computer and not setup.autoplay for seat in seats]
    return seat_names([s.name for s in seats], computer, [s.level for s in seats])


def possessive_turn(name: str) -> str:
    """ "Your turn" for You, else "Ann's turn"."""
    return "Your turn" if name == "You" else f"{name}'s turn"
