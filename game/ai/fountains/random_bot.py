"""RandomBot: any legal action, from its own seeded generator (a yardstick)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.fountains.decision import Decision
from game.rules.fountains.actions import Action
from game.rules.fountains.game import FountainsGame


class RandomBot:
    """Plays any legal action, chosen by its own seeded random generator."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: FountainsGame) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to choose")
        return self.rng.choice(actions)

    def decide(
        self, game: FountainsGame, names: Sequence[str] | None = None
    ) -> Decision:
        count = len(game.legal_actions())
        action = self.choose(game)
        return Decision(action, f"Picked {action} at random from {count} moves.")
