"""RandomBot: any legal action, from its own seeded generator (a yardstick)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.fountains.decision import Decision
from game.rules.fountains.actions import Action, Place, PlaceToken
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import PHASE_PLACE, PHASE_TOKEN


class RandomBot:
    """Plays any legal action, chosen by its own seeded random generator."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: FountainsGame) -> Action:
        if game.phase is PHASE_PLACE:
            # the pick rng.choice(game.legal_actions()) makes (the same draw
            # from the generator), without making a hundred actions
            count = game.legal_placement_count()
            if count:
                return Place(game.legal_placement_at(self.rng.randrange(count)))
        elif game.phase is PHASE_TOKEN:
            # legal_actions() lists every face-up token on every cell, token
            # by token: the same pick, without listing them
            cells = game.token_cells()
            tokens = game.basin.tokens_face_up()
            if cells and tokens:
                token, cell = divmod(
                    self.rng.randrange(len(tokens) * len(cells)), len(cells)
                )
                return PlaceToken(tokens[token], cells[cell])
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
