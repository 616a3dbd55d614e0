"""Cheap estimates the Fountains bots share: a quick look at how a placement
would meet a fountain's water, how much game is left, and what a reward pays
each seat (as a margin over the best rival). They read the game, never change it.
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
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.rewards import (
    COIN_POINTS,
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
from game.rules.fountains.tiles import Cell, Placement, TileSpec

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


class QuickLook:
    """Cheap estimates for one fountain: how a placement would meet its water."""

    def __init__(self, fountain: Fountain, future: float) -> None:
        self.fountain = fountain
        self.future = future
        self.fed_level: dict[Cell, int] = {}
        self.unfed_pool: dict[Cell, int] = {}
        self.pool_level: list[int] = []
        self.pool_worth: list[float] = []
        self.cell_worth: dict[Cell, float] = {}
        for index, pool in enumerate(fountain.pools()):
            self.pool_level.append(pool.level)
            self.pool_worth.append(
                sum(self.icon_worth(icon, pool.level) for icon in pool.icons)
            )
            target = self.fed_level if pool.fed else None
            for cell in pool.cells:
                if target is not None:
                    target[cell] = pool.level
                else:
                    self.unfed_pool[cell] = index
        for cell in fountain.token_cells():
            level = self.fed_level.get(cell)
            if level is None:
                continue
            worth = sum(
                JET_COVER_PENALTY if icon is Icon.JET else self.icon_worth(icon, level)
                for icon in _visible_icons(fountain, cell)
            )
            self.cell_worth[cell] = worth

    def icon_worth(self, icon: Icon, level: float) -> float:
        if icon is Icon.COIN:
            return 0.0  # a coin pays when placed, never again
        if icon is Icon.JET:
            return ICON_GUESS[icon]
        return ICON_GUESS[icon] * level * self.future

    def potential(self, fountain: Fountain) -> float:
        """What a fountain is worth for rewards still to come."""
        fish = max(fountain.fish_points_by_colour().values())
        return (
            FED_POOL_WEIGHT * fountain.fed_pool_count()
            - POND_WEED_WEIGHT * fountain.pond_weed_count()
            + self.future * (FISH_WEIGHT * fish + LILY_WEIGHT * fountain.lily_points())
        )

    def placement(self, tile: TileSpec, placement: Placement) -> float:
        shape = _shape_facts(tile, placement.rotation)
        x0, y0 = placement.x, placement.y
        cx, cy = shape.cells[0]
        level = self.fountain.height(x0 + cx, y0 + cy) + 1
        fed_level = self.fed_level
        fed = shape.has_jet
        if not fed:
            for nx, ny in shape.outside:
                if fed_level.get((x0 + nx, y0 + ny), -9) - level in (0, 1):
                    fed = True
                    break
        value = LEVEL_WEIGHT * level
        if fed:
            value += (
                FED_POOL_WEIGHT
                + COIN_POINTS * shape.coins
                + ICON_GUESS[Icon.JET] * shape.jets
                + shape.guess * level * self.future
            )
            unfed_pool = self.unfed_pool
            if unfed_pool:
                reached: set[int] = set()
                for nx, ny in shape.outside:
                    pool = unfed_pool.get((x0 + nx, y0 + ny))
                    if pool is not None and level - self.pool_level[pool] in (0, 1):
                        reached.add(pool)
                for pool in reached:
                    value += POND_WEED_WEIGHT + FED_POOL_WEIGHT + self.pool_worth[pool]
        else:
            value -= POND_WEED_WEIGHT
        if level > 1:
            cell_worth = self.cell_worth
            for cx, cy in shape.cells:
                value -= cell_worth.get((x0 + cx, y0 + cy), 0.0)
        return value

    def token(self, token_id: str, cell: Cell) -> float:
        level = self.fed_level.get(cell, 0)
        value = -self.cell_worth.get(cell, 0.0)
        for icon in token_by_id(token_id).icons:
            if icon is Icon.COIN:
                value += COIN_POINTS if level else 0.0
            else:
                value += self.icon_worth(icon, max(level, 0.3))
        return value


@dataclass(frozen=True, slots=True)
class _ShapeFacts:
    cells: tuple[Cell, ...]
    outside: tuple[Cell, ...]  # cells beside the tile's channels, off the tile
    icons: tuple[Icon, ...]
    coins: int
    has_jet: bool
    jets: int
    guess: float  # ICON_GUESS of its lily pads and fish, per level of game left


_SHAPE_FACTS: dict[tuple[str, int], _ShapeFacts] = {}


def _shape_facts(tile: TileSpec, rotation: int) -> _ShapeFacts:
    key = (tile.id, rotation)
    facts = _SHAPE_FACTS.get(key)
    if facts is None:
        rot = tile.rotation(rotation)
        outside = []
        for x, y in rot.water_cells:
            for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if other not in rot.cells:
                    outside.append(other)
        icons = tuple(s.icon for s in rot.cells.values() if s.icon is not None)
        facts = _ShapeFacts(
            rot.all_cells,
            tuple(outside),
            icons,
            icons.count(Icon.COIN),
            Icon.JET in icons,
            icons.count(Icon.JET),
            sum(ICON_GUESS[i] for i in icons if i not in (Icon.COIN, Icon.JET)),
        )
        _SHAPE_FACTS[key] = facts
    return facts


def _visible_icons(fountain: Fountain, cell: Cell) -> tuple[Icon, ...]:
    """The icons seen on ``cell``: a token's, or the tile's printed icon."""
    token = fountain.tokens.get(cell)
    if token is not None:
        return token_by_id(token).icons
    spec = fountain.cell(*cell)
    if spec is None or spec.icon is None:
        return ()
    return (spec.icon,)


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
    game: FountainsGame, fountains: list[Fountain], pawn: Pawn, space: int
) -> RewardFacts:
    """The reward triggered by ``pawn`` ending on ``space`` (if it does), with the
    fountains as they would be after placing."""
    if matching_pawn(space) is not pawn:
        return NO_REWARD
    return reward_margin(game, fountains, game.machine_tiles, pawn, None)


def reward_margin(
    game: FountainsGame,
    fountains: list[Fountain],
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
    fountains: Sequence[Fountain],
    machine_tiles: list[str],
    colour: FishColour,
) -> RewardFacts:
    awards = fish_awards(fountains, colour, "estimate")
    values = game.machine_values
    if values is not None:
        awards.append(machine_fish_award(machine_tiles, colour, values, "estimate"))
    return reward_facts(FISH, game.turn_seat, awards, colour)


def machine_next_turn(
    game: FountainsGame, fountains: list[Fountain], action: Draft
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
