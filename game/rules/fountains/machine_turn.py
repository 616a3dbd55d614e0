"""The Machine's turn in solo (rulebook: The Steam Machine's Turns).

It moves its Gear Wheel one space clockwise, collects the top tile there (beside
the other pawns when it reaches the Bonus space), triggers the reward of a
coloured space whatever pawn stands there, and ends the game on reaching the
Bonus space the second time. The game calls :func:`play_machine_turn`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.fountains.basin import BONUS_SPACE, PAWNS, RING, SpaceKind, space_name
from game.rules.fountains.legality import swap_choices
from game.rules.fountains.phases import Phase
from game.rules.fountains.solo import (
    MACHINE_LAPS,
    PLAYER_SEAT,
    coin_award,
    machine_fish_colour,
)

if TYPE_CHECKING:
    from game.rules.fountains.game import FountainsGame

MACHINE_FINISHED = "The Machine reached the Bonus space a second time"


def play_machine_turn(game: FountainsGame) -> None:
    """Play The Machine's whole turn on ``game`` (its phase is ``machine``)."""
    assert game.basin.gear is not None
    gear = (game.basin.gear + 1) % len(RING)
    game.basin.gear = gear
    when = f"The Machine on the {space_name(gear)}"
    if gear != BONUS_SPACE:
        _collect(game, gear, when)
        kind = RING[gear]
        if kind is SpaceKind.BLUE:
            game._reward_pools(when)
        elif kind is SpaceKind.WHITE:
            player = game.fountains[PLAYER_SEAT]
            colour = machine_fish_colour(game.machine_tiles, player)
            game._reward_fish(colour, when)
        elif kind is SpaceKind.GREEN:
            game._reward_lily(when)
        game._end_turn()
        return
    game.machine_bonus_visits += 1
    for pawn in PAWNS:
        space = game.basin.pawns[pawn]
        if space != BONUS_SPACE:
            _collect(game, space, f"{when}, beside the {pawn.value} pawn")
    if game.machine_bonus_visits >= MACHINE_LAPS:
        game.end_reason = MACHINE_FINISHED
        game.turns_taken[game.turn_seat] += 1
        game.turn += 1
        game._finish()
        return
    if swap_choices(game) != [()]:
        game.phase = Phase.SWAP
        return
    game._end_turn()


def _collect(game: FountainsGame, space: int, when: str) -> None:
    tile_id = game.basin.take_top(space)
    if tile_id is None:
        return
    game.machine_tiles.append(tile_id)
    values = game.machine_values
    assert values is not None
    game._award([coin_award(tile_id, values, f"{when}, collects {tile_id}")])
