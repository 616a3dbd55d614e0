"""The shared rules core. Plain Python: never imports pygame, pymunk or pytmx."""

from game.rules.errors import IllegalActionError
from game.rules.outcome import Outcome, ScoreEntry

__all__ = ["IllegalActionError", "Outcome", "ScoreEntry"]
