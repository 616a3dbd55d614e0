"""Cheap estimates the Fountains bots share: how much game is left, and what a
reward pays each seat (as a margin over the best rival). They read the game,
never change it. (The weights they and the quick look use: ``parameters.py``.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.fountains.parameters import MACHINE_FISH_SHARE
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
    pool_rank_points,
)
from game.rules.fountains.solo import (
    MACHINE_LAPS,
    MachineValues,
    machine_fish_award,
    machine_fish_colour,
    machine_lily_award,
    solo_pool_awards,
)


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
_COLOURS: tuple[FishColour, ...] = tuple(FishColour)


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


def _versus(seat: int, points: Sequence[int]) -> tuple[int, int | None, int]:
    """``seat``'s points and the best other seat's (None alone) and its points,
    when seat ``s`` is paid ``points[s]``: :func:`reward_facts` of one award
    each, worked out without making the awards (on a tie the earlier seat is
    the rival, as there)."""
    mine = rival_points = 0
    rival = None
    for other, paid in enumerate(points):
        if other == seat:
            mine = paid
        elif rival is None or paid > rival_points:
            rival, rival_points = other, paid
    return mine, rival, rival_points


def _seat_facts(
    category: str, seat: int, points: Sequence[int], colour: FishColour | None = None
) -> RewardFacts:
    """:func:`reward_facts` of awards paying seat ``s`` ``points[s]``."""
    mine, rival, rival_points = _versus(seat, points)
    return RewardFacts(
        category, float(mine - rival_points), mine, rival, rival_points, colour
    )


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
    """What the reward ``pawn`` triggers would pay the seat to play over the
    best other (solo: The Machine, fish in ``machine_colour``, or the colour
    best for the player when None)."""
    values = game.machine_values
    me, when = game.turn_seat, "estimate"
    if values is None:  # one award a seat: no award made, no words written
        if pawn is Pawn.BLUE:
            counts = [fountain.fed_pool_count() for fountain in fountains]
            return _seat_facts(POOLS, me, pool_rank_points(counts))
        if pawn is Pawn.GREEN:
            lily = [fountain.lily_points() for fountain in fountains]
            return _seat_facts(LILY_PADS, me, lily)
        return _best_fish_facts(me, fountains)
    if pawn is Pawn.BLUE:
        awards = solo_pool_awards(fountains[0], machine_tiles, values, when)
        return reward_facts(POOLS, me, awards)
    if pawn is Pawn.GREEN:
        awards = lily_awards(fountains, when)
        awards.append(machine_lily_award(machine_tiles, values, when))
        return reward_facts(LILY_PADS, me, awards)
    colours = list(FishColour) if machine_colour is None else [machine_colour]
    return max(
        (fish_margin(game, fountains, machine_tiles, colour) for colour in colours),
        key=lambda facts: facts.margin,
    )


def _best_fish_facts(seat: int, fountains: Sequence[WaterWorth]) -> RewardFacts:
    """:func:`fish_margin` of the colour giving ``seat`` the best margin (the
    first on a tie), no Machine in the game."""
    by_seat = [fountain.fish_points_by_colour() for fountain in fountains]
    best: tuple[int, int | None, int] = (0, None, 0)
    best_colour = None
    best_margin = 0
    for colour in _COLOURS:
        found = _versus(seat, [points[colour] for points in by_seat])
        if best_colour is None or found[0] - found[2] > best_margin:
            best, best_colour, best_margin = found, colour, found[0] - found[2]
    mine, rival, rival_points = best
    return RewardFacts(FISH, float(best_margin), mine, rival, rival_points, best_colour)


def fish_margin(
    game: FountainsGame,
    fountains: Sequence[WaterWorth],
    machine_tiles: list[str],
    colour: FishColour,
) -> RewardFacts:
    """What a fish reward in ``colour`` would pay the seat to play over the best
    other (solo: The Machine's fish on its tiles)."""
    values = game.machine_values
    if values is None:
        points = [fountain.fish_points(colour) for fountain in fountains]
        return _seat_facts(FISH, game.turn_seat, points, colour)
    awards = fish_awards(fountains, colour, "estimate")
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
