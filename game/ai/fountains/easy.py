"""EasyBot: plays sensibly, like a newcomer.

It judges moves the way MediumBot does, but looks at fewer placements, overlooks
nearly half of the drafts each turn (never all of them), counts only its own
points from a reward rather than the margin over the others, ignores design
cards and what The Machine will take next. It never makes an absurd move: every
placement it makes was tried on a copy of its fountain and was the best of those
it tried.
"""

from __future__ import annotations

from game.ai.fountains.candidates import Candidate
from game.ai.fountains.estimates import (
    FED_POOL_WEIGHT,
    POND_WEED_WEIGHT,
    fish_margin,
)
from game.ai.fountains.medium import MediumBot
from game.ai.fountains.terms import Terms
from game.rules.fountains.actions import Action, ChooseFish
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.tiles import Placement, TileSpec

OVERLOOK_CHANCE = 0.45
"""Chance that EasyBot does not consider a given draft this turn."""


class EasyBot(MediumBot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(
            seed,
            placements_tried=3,
            placements_in_draft=2,
            token_cells_tried=2,
            design_cards=False,
        )

    def _drafts(self, actions: list[Action]) -> list[Action]:
        seen = [a for a in actions if self.rng.random() >= OVERLOOK_CHANCE]
        return seen or [self.rng.choice(actions)]

    def _margin_of(self, facts_margin: float, mine: int) -> float:
        return float(mine)

    def _fish_candidate(self, game: FountainsGame, action: Action) -> Candidate:
        assert isinstance(action, ChooseFish)
        facts = fish_margin(game, game.fountains, game.machine_tiles, action.colour)
        return Candidate(action, Terms(value=float(facts.mine), reward=facts))

    def _machine_lookahead(self) -> bool:
        return False


ABSURD_MARGIN = 6.0
"""A placement is absurd when its :func:`immediate_worth` is more than this
below the best legal placement's: more than a coin and a fed pool thrown away."""


def immediate_worth(fountain: Fountain, tile: TileSpec, placement: Placement) -> float:
    """What a placement is plainly worth at once: coin points scored, plus 1.5 per
    fed pool and less 1.5 per pond weed in the fountain afterwards."""
    trial = fountain.clone()
    report = trial.place(tile, placement)
    return (
        COIN_POINTS * report.coins_scored
        + FED_POOL_WEIGHT * trial.fed_pool_count()
        - POND_WEED_WEIGHT * trial.pond_weed_count()
    )
