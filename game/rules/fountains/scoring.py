"""What each reward pays in a given game: every player's fountain, plus The
Machine's tiles in solo. Reads the game; the game records the awards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.fountains.design_cards import score_card
from game.rules.fountains.icons import FishColour
from game.rules.fountains.rewards import (
    DESIGN,
    Award,
    fish_awards,
    lily_awards,
    own_fish_awards,
    pool_awards,
)
from game.rules.fountains.solo import (
    PLAYER_SEAT,
    machine_best_colour,
    machine_fish_award,
    machine_lily_award,
    solo_pool_awards,
)

if TYPE_CHECKING:
    from game.rules.fountains.game import FountainsGame

FINAL = "Final rewards"


def pool_reward(game: FountainsGame, when: str) -> list[Award]:
    """Pools: rank by fed pools; in solo, fed pools against The Machine's tiles."""
    values = game.machine_values
    if values is None:
        return pool_awards(game.fountains, when)
    player = game.fountains[PLAYER_SEAT]
    return solo_pool_awards(player, game.machine_tiles, values, when)


def fish_reward(game: FountainsGame, colour: FishColour, when: str) -> list[Award]:
    """Fish of ``colour`` and wild fish, for every player (and The Machine)."""
    awards = fish_awards(game.fountains, colour, when)
    values = game.machine_values
    if values is not None:
        awards.append(machine_fish_award(game.machine_tiles, colour, values, when))
    return awards


def lily_reward(game: FountainsGame, when: str) -> list[Award]:
    """Each player's best lily pad group (and The Machine's lily pads)."""
    awards = lily_awards(game.fountains, when)
    values = game.machine_values
    if values is not None:
        awards.append(machine_lily_award(game.machine_tiles, values, when))
    return awards


def final_rewards(game: FountainsGame) -> list[Award]:
    """Pools, fish (each seat's own best colour), lily pads, then design cards."""
    awards = pool_reward(game, FINAL)
    awards += own_fish_awards(game.fountains, FINAL)
    values = game.machine_values
    if values is not None:
        colour = machine_best_colour(game.machine_tiles)
        awards.append(
            machine_fish_award(
                game.machine_tiles, colour, values, f"{FINAL}, own choice"
            )
        )
    awards += lily_reward(game, FINAL)
    for card in game.design_cards:
        for seat, fountain in enumerate(game.fountains):
            points = score_card(card, fountain)
            awards.append(
                Award(seat, points, DESIGN, f"{FINAL}: design card {card.value}")
            )
    return awards
