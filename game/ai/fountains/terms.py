"""What a move changes, term by term: the numbers a bot weighs and explains.

A :class:`Terms` holds the raw change a candidate move makes (coins scored, fed
pools and pond weed gained, fish and lily points set up, design-card points,
the reward it triggers) and the value the bot gives it. Explanations are built
from these same numbers, so a sentence never says what the bot did not weigh.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.fountains.estimates import NO_REWARD, RewardFacts
from game.rules.fountains.design_cards import DesignCard, score_card
from game.rules.fountains.fountain import Fountain

DESIGN_WEIGHT = 0.9
"""Worth of one design-card point as the fountain stands (cards pay at the end,
and the fountain may still change before then)."""


@dataclass(frozen=True, slots=True)
class Features:
    """A fountain's standing for rewards still to come."""

    fed_pools: int
    pond_weed: int
    fish: int  # fed fish points in the best colour
    lily: int  # best lily pad group
    design: int  # design-card points as it stands (advanced game)


def features(fountain: Fountain, cards: tuple[DesignCard, ...] = ()) -> Features:
    fish = max(fountain.fish_points_by_colour().values())
    design = sum(score_card(card, fountain) for card in cards) if cards else 0
    return Features(
        fountain.fed_pool_count(),
        fountain.pond_weed_count(),
        fish,
        fountain.lily_points(),
        design,
    )


@dataclass(frozen=True, slots=True)
class Terms:
    """The change one candidate move makes, and its worth to the bot."""

    value: float = 0.0
    coins: int = 0  # points scored for coins now
    pools: int = 0  # change in fed pools
    weed: int = 0  # change in pond weed
    fish: int = 0  # change in fish points (best colour)
    lily: int = 0  # change in lily pad points
    design: int = 0  # change in design-card points
    level: int = 0  # level the tile goes on (0: a token)
    reward: RewardFacts = field(default=NO_REWARD)
    machine: float = 0.0  # solo: the player's margin from The Machine's next turn

    def plus(
        self,
        value: float,
        *,
        reward: RewardFacts | None = None,
        machine: float | None = None,
    ) -> Terms:
        """A copy with ``value`` added and ``reward`` or ``machine`` replaced."""
        return Terms(
            self.value + value,
            self.coins,
            self.pools,
            self.weed,
            self.fish,
            self.lily,
            self.design,
            self.level,
            self.reward if reward is None else reward,
            self.machine if machine is None else machine,
        )
