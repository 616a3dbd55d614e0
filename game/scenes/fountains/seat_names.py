"""What the table calls its seats: the setup's shown names (a person's typed
name; a computer seat left at its placeholder gets a name of its level:
``GameSetup.shown_names``); "You" is addressed as such ("Your fountain", never
"Fountain of You" or "You's")."""

from __future__ import annotations


def fountain_title(name: str) -> str:
    """ "Your fountain" for You, else "Ann's fountain"."""
    return "Your fountain" if name == "You" else f"{name}'s fountain"


def possessive_turn(name: str) -> str:
    """ "Your turn" for You, else "Ann's turn"."""
    return "Your turn" if name == "You" else f"{name}'s turn"
