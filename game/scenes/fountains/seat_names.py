"""What the table calls its seats: the setup's shown names (a person's typed
name; a computer seat left at its placeholder gets a name of its level:
``GameSetup.shown_names``); "You" is addressed as such ("Your fountain", never
"Fountain of You" or "You's")."""

from __future__ import annotations

import re


def fountain_title(name: str) -> str:
    """ "Your fountain" for You, else "Ann's fountain"."""
    return "Your fountain" if name == "You" else f"{name}'s fountain"


def possessive_turn(name: str) -> str:
    """ "Your turn" for You, else "Ann's turn"."""
    return "Your turn" if name == "You" else f"{name}'s turn"


_SECOND_PERSON = {
    "moves": "move",
    "takes": "take",
    "passes": "pass",
    "lays": "lay",
    "puts": "put",
    "discards": "discard",
    "picks": "pick",
    "turns": "turn",
    "keeps": "keep",
    "swaps": "swap",
}
_CLAUSE_VERB = re.compile(r"(^|\band |; )(" + "|".join(_SECOND_PERSON) + r")\b")


def says(name: str, words: str) -> str:
    """A log line: the seat's name and what it did in the rules' words ("Ann
    moves the blue pawn ... and takes ..."); You are spoken to ("You move the
    blue pawn ... and take ...")."""
    if name == "You":
        words = _CLAUSE_VERB.sub(lambda m: m[1] + _SECOND_PERSON[m[2]], words)
    return f"{name} {words}"
