"""Cheap estimates the Fountains bots share: the weights of the quick look
(``quick_look.py``), how much game is left, and what a reward pays each seat (as
a margin over the best rival). They read the game, never change it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.fountains.actions import Draft
from game.rules.fountains.basin import (
    BONUS_SPACE,
    PAWNS,
    RING_SIZE,
    TILES_PER_SHAPE,
    Pawn,
    matching_pawn,
)
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.features import WaterWorth
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.rewards import (
    FISH,
    LILY_PADS,
    POOLS,
    Award,
    fish_awards,
    lily_awards,
    pool_awards,
)
from game.rules.fountains.solo import (
    MACHINE_LAPS,
    MachineValues,
    machine_fish_award,
    machine_fish_colour,
    machine_lily_award,
    solo_pool_awards,
)

FED_POOL_WEIGHT = 1.5
POND_WEED_WEIGHT = 1.5
LEVEL_WEIGHT = 0.5
JET_COVER_PENALTY = 8.0
FISH_WEIGHT = 0.8
"""Worth of one point of fed fish (best colour) still to be rewarded."""
LILY_WEIGHT = 0.8
"""Worth of one point of the best lily pad group still to be rewarded."""
ICON_GUESS: dict[Icon, float] = {
    Icon.JET: 1.5,
    Icon.COIN: 3.5,
    Icon.LILY: 1.0,
    Icon.FISH_RED: 0.8,
    Icon.FISH_BLACK: 0.8,
    Icon.FISH_WHITE: 0.8,
    Icon.FISH_WILD: 1.5,
}
"""Rough worth of one icon per level of its pool, for the quick look."""
MACHINE_FISH_SHARE = 0.5
"""Share of The Machine's coloured fish a fish reward is expected to pay."""


def game_left(game: FountainsGame) -> float:
    """How many more times, roughly, fed fish and lily pads will be rewarded."""
    if game.is_solo:
        total = 7 * MACHINE_LAPS
        done = game.turns_taken[1]
        left = max(0.0, 1.0 - done / total)
    else:
        # the game ends when the first stack runs out
        per_shape = TILES_PER_SHAPE[game.options.players]
        left = min(len(stack) for stack in game.basin.stacks) / per_shape
    return 1.0 + 1.5 * left


# -- rewards -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RewardFacts:
    """What one reward would pay: ``mine`` to the seat judging it, ``rival_points``
    to the best other seat (``rival``, None alone), and the margin between them."""

    category: str
    margin: float
    mine: int
    rival: int | None
    rival_points: int
    colour: FishColour | None = None


NO_REWARD = RewardFacts("", 0.0, 0, None, 0)


def reward_facts(
    category: str, seat: int, awards: Sequence[Award], colour: FishColour | None = None
) -> RewardFacts:
    """``seat``'s points from ``awards`` against the best points of anyone else."""
    mine = 0
    others: dict[int, int] = {}
    for award in awards:
        if award.seat == seat:
            mine += award.points
        else:
            others[award.seat] = others.get(award.seat, 0) + award.points
    if not others:
        return RewardFacts(category, float(mine), mine, None, 0, colour)
    rival = max(others, key=lambda s: (others[s], -s))
    return RewardFacts(
        category, float(mine - others[rival]), mine, rival, others[rival], colour
    )


def margin(seat: int, seats: int, awards: Sequence[Award]) -> float:
    """``seat``'s points from ``awards`` less the best points of anyone else."""
    return reward_facts("", seat, awards).margin


def trigger_facts(
    game: FountainsGame, fountains: Sequence[WaterWorth], pawn: Pawn, space: int
) -> RewardFacts:
    """The reward triggered by ``pawn`` ending on ``space`` (if it does), with the
    fountains as they would be after placing."""
    if matching_pawn(space) is not pawn:
        return NO_REWARD
    return reward_margin(game, fountains, game.machine_tiles, pawn, None)


def reward_margin(
    game: FountainsGame,
    fountains: Sequence[WaterWorth],
    machine_tiles: list[str],
    pawn: Pawn,
    machine_colour: FishColour | None,
) -> RewardFacts:
    values = game.machine_values
    me, when = game.turn_seat, "estimate"
    if pawn is Pawn.BLUE:
        if values is None:
            return reward_facts(POOLS, me, pool_awards(fountains, when))
        awards = solo_pool_awards(fountains[0], machine_tiles, values, when)
        return reward_facts(POOLS, me, awards)
    if pawn is Pawn.GREEN:
        awards = lily_awards(fountains, when)
        if values is not None:
            awards.append(machine_lily_award(machine_tiles, values, when))
        return reward_facts(LILY_PADS, me, awards)
    colours = list(FishColour) if machine_colour is None else [machine_colour]
    return max(
        (fish_margin(game, fountains, machine_tiles, colour) for colour in colours),
        key=lambda facts: facts.margin,
    )


def fish_margin(
    game: FountainsGame,
    fountains: Sequence[WaterWorth],
    machine_tiles: list[str],
    colour: FishColour,
) -> RewardFacts:
    awards = fish_awards(fountains, colour, "estimate")
    values = game.machine_values
    if values is not None:
        awards.append(machine_fish_award(machine_tiles, colour, values, "estimate"))
    return reward_facts(FISH, game.turn_seat, awards, colour)


def machine_next_turn(
    game: FountainsGame, fountains: Sequence[WaterWorth], action: Draft
) -> float:
    """Solo: the player's margin from The Machine's next turn after ``action``:
    the tiles it would collect (worth to it, a loss) and the reward it would
    trigger, with the player's fountain as it would then be."""
    values = game.machine_values
    basin = game.basin
    assert values is not None and basin.gear is not None
    after = basin.clone()
    after.pawns[action.pawn] = action.space
    if action.space != BONUS_SPACE:
        after.take_top(action.space)
    gear = (basin.gear + 1) % RING_SIZE
    if gear == BONUS_SPACE:
        spaces = [after.pawns[p] for p in PAWNS if after.pawns[p] != BONUS_SPACE]
    else:
        spaces = [gear]
    taken = [t for t in (after.top_tile(s) for s in spaces) if t is not None]
    future = game_left(game)
    loss = sum(_machine_worth(tile_id, values, future) for tile_id in taken)
    if gear == BONUS_SPACE:
        return -loss
    tiles = game.machine_tiles + taken
    pawn = matching_pawn(gear)
    if pawn is None:
        return -loss
    colour = None
    if pawn is Pawn.WHITE:
        colour = machine_fish_colour(tiles, fountains[0])
    return reward_margin(game, fountains, tiles, pawn, colour).margin - loss


def _machine_worth(tile_id: str, values: MachineValues, future: float) -> float:
    """What one collected tile is worth to The Machine: its coins now, its lily
    pads and fish in the rewards still to come, one more tile for pools."""
    icons = tile_by_id(tile_id).icons
    fish = sum(
        1.0 if icon is Icon.FISH_WILD else MACHINE_FISH_SHARE
        for icon in icons
        if icon.is_fish
    )
    return (
        values.coins * icons.count(Icon.COIN)
        + future * (values.lily * icons.count(Icon.LILY) + values.fish * fish)
        + 1.0
    )
