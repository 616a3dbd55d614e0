"""The shared rules core. Plain Python: never imports pygame, pymunk or pytmx."""

from game.rules.errors import CorruptStateError, IllegalActionError, InvalidActionError
from game.rules.outcome import Outcome, ScoreEntry

__all__ = [
    "CorruptStateError",
    "IllegalActionError",
    "InvalidActionError",
    "Outcome",
    "ScoreEntry",
]
