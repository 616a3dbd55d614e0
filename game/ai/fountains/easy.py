"""EasyBot: plays sensibly, like a newcomer.

It judges moves the way MediumBot does, with Easy's knobs (``parameters.EASY``):
it looks at fewer placements, overlooks nearly half of the drafts each turn
(never all of them), counts only its own points from a reward rather than the
margin over the others, ignores design cards and what The Machine will take
next. It never makes an absurd move: every
placement it makes was tried on a copy of its fountain and was the best of those
it tried.
"""

from __future__ import annotations

from game.ai.fountains.medium import MediumBot
from game.ai.fountains.parameters import (
    EASY,
    FED_POOL_WEIGHT,
    POND_WEED_WEIGHT,
)
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.tiles import Placement, TileSpec

OVERLOOK_CHANCE = EASY.overlook_chance
"""Chance that EasyBot does not consider a given draft this turn."""


class EasyBot(MediumBot):
    """MediumBot with Easy's knobs (``parameters.EASY``): nothing else differs."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, knobs=EASY)


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
