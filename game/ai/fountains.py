"""Computer seats for Fountains: a random player and a greedy one.

Both only read the game and return one of ``game.legal_actions()`` (or an action
the game says is legal); neither re-implements a rule. ``GreedyBot`` looks one
move ahead, as a decent human does: for each draft it finds where the tile (or
token) it would take fits best, adds the reward the pawn triggers with the
fountain as it would then be, and in solo what the move leaves The Machine for
its next turn. To stay fast it ranks every legal placement by a quick look at
the cells around it and tries only the best few on a copy of its fountain.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Draft,
    Place,
    PlaceToken,
    Swap,
)
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
from game.rules.fountains.phases import Phase
from game.rules.fountains.rewards import (
    COIN_POINTS,
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

MAX_PLACEMENTS_TRIED = 8
"""GreedyBot tries at most this many placements of a tile on a copy of its
fountain: the best of all legal placements by a quick look."""
PLACEMENTS_TRIED_IN_DRAFT = 3
"""... and this many for each tile it might draft."""
TOKEN_CELLS_TRIED = 4

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


class RandomBot:
    """Plays any legal action, chosen by its own seeded random generator."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: FountainsGame) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to choose")
        return self.rng.choice(actions)


@dataclass(frozen=True, slots=True)
class _Option:
    """A tile or token placement tried on a copy: its worth and the result."""

    value: float
    action: Action
    fountain: Fountain


class GreedyBot:
    """Picks the action with the best points now plus a guess at what it sets up."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        # What this turn's drafting worked out, reused when placing. Valid only for
        # the same game object, turn and fountain (a reference, not an id, so a new
        # game can never be mistaken for an old one).
        self._memo: dict[tuple[object, ...], object] = {}
        self._memo_game: FountainsGame | None = None
        self._memo_state: tuple[int, ...] = ()

    def choose(self, game: FountainsGame) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to choose")
        self._check_memo(game)
        phase = game.phase
        if phase is Phase.DRAFT and isinstance(actions[0], Draft):
            return self._best(actions, lambda a: self._draft_value(game, a))
        if phase is Phase.PLACE and isinstance(actions[0], Place):
            tile = tile_by_id(game.drafted or "")
            option = self._tile_option(game, tile, MAX_PLACEMENTS_TRIED)
            if option is None or option.action not in actions:
                return actions[0]
            return option.action
        if phase is Phase.TOKEN and isinstance(actions[0], PlaceToken):
            tokens = sorted({a.token_id for a in actions if isinstance(a, PlaceToken)})
            option = self._token_option(game, tokens)
            if option is None or not game.is_legal(option.action):
                return actions[0]
            return option.action
        if phase is Phase.FISH:
            return self._best(actions, lambda a: _fish_value(game, a))
        if phase is Phase.SWAP:
            return Swap(())
        return actions[0]

    def _check_memo(self, game: FountainsGame) -> None:
        state: tuple[int, ...] = (game.turn, game.turn_seat)
        if not game.is_machine(game.turn_seat):
            fountain = game.fountains[game.turn_seat]
            state += (
                fountain.tile_count(),
                fountain.bonus_token_count(),
                len(fountain.removed_tokens),
            )
        if game is not self._memo_game or state != self._memo_state:
            self._memo = {}
            self._memo_game = game
            self._memo_state = state

    def _best(
        self, actions: Sequence[Action], value: Callable[[Action], float]
    ) -> Action:
        scored = [(value(action), self.rng.random(), action) for action in actions]
        return max(scored, key=lambda item: (item[0], item[1]))[2]

    # -- drafting ------------------------------------------------------------------

    def _draft_value(self, game: FountainsGame, action: Action) -> float:
        assert isinstance(action, Draft)
        if action.space == BONUS_SPACE:
            option = self._token_option(game, game.basin.tokens_face_up())
        else:
            top = game.basin.top_tile(action.space)
            assert top is not None
            option = self._tile_option(game, tile_by_id(top), PLACEMENTS_TRIED_IN_DRAFT)
        me = game.turn_seat
        fountains = list(game.fountains)
        value = 0.0
        if option is not None:
            value = option.value
            fountains[me] = option.fountain
        value += _trigger_value(game, fountains, action.pawn, action.space)
        if game.machine_values is not None:
            value += _machine_next_turn(game, fountains, action)
        return value

    # -- placing -------------------------------------------------------------------

    def _look(self, game: FountainsGame) -> _QuickLook:
        look = self._memo.get(("look",))
        if not isinstance(look, _QuickLook):
            look = _QuickLook(game.fountains[game.turn_seat], _future(game))
            self._memo[("look",)] = look
        return look

    def _tile_option(
        self, game: FountainsGame, tile: TileSpec, tries: int
    ) -> _Option | None:
        """The best placement of ``tile`` found by trying the ``tries`` best by a
        quick look (memoised for this turn, so the draft's look is reused)."""
        key = ("tile", tile.id, tries)
        if key in self._memo:
            return _memo_option(self._memo[key])
        fountain = game.fountains[game.turn_seat]
        placements = fountain.legal_placements(tile)
        if not placements:
            self._memo[key] = None
            return None
        look = self._look(game)
        ranked = sorted(
            placements,
            key=lambda p: (-look.placement(tile, p), p.y, p.x, p.rotation),
        )
        before = look.potential(fountain)
        best: _Option | None = None
        for placement in ranked[:tries]:
            trial = fountain.clone()
            report = trial.place(tile, placement)
            value = (
                COIN_POINTS * report.coins_scored
                + look.potential(trial)
                - before
                + LEVEL_WEIGHT * report.level
            )
            if best is None or value > best.value:
                best = _Option(value, Place(placement), trial)
        self._memo[key] = best
        return best

    def _token_option(
        self, game: FountainsGame, token_ids: Sequence[str]
    ) -> _Option | None:
        """The best face-up token and cell for it, tried like tile placements."""
        key = ("token", tuple(sorted(token_ids)))
        if key in self._memo:
            return _memo_option(self._memo[key])
        fountain = game.fountains[game.turn_seat]
        cells = fountain.token_cells()
        best: _Option | None = None
        if cells:
            look = self._look(game)
            quick = sorted(
                (
                    (-look.token(token_id, cell), token_id, cell)
                    for token_id in token_ids
                    for cell in cells
                    if fountain.token_error(token_by_id(token_id), cell) is None
                ),
                key=lambda item: (item[0], item[1], item[2][1], item[2][0]),
            )
            before = look.potential(fountain)
            for _, token_id, cell in quick[:TOKEN_CELLS_TRIED]:
                trial = fountain.clone()
                report = trial.place_token(token_by_id(token_id), cell)
                value = (
                    COIN_POINTS * report.coins_scored + look.potential(trial) - before
                )
                if best is None or value > best.value:
                    best = _Option(value, PlaceToken(token_id, cell), trial)
        self._memo[key] = best
        return best


def _memo_option(value: object) -> _Option | None:
    assert value is None or isinstance(value, _Option)
    return value


class _QuickLook:
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
        fish = max(fountain.fish_points(colour) for colour in FishColour)
        return (
            FED_POOL_WEIGHT * fountain.fed_pool_count()
            - POND_WEED_WEIGHT * fountain.pond_weed_count()
            + self.future * (FISH_WEIGHT * fish + LILY_WEIGHT * fountain.lily_points())
        )

    def placement(self, tile: TileSpec, placement: Placement) -> float:
        level = self.fountain.placement_level(tile, placement)
        shape = _shape_facts(tile, placement.rotation)
        x0, y0 = placement.x, placement.y
        fed_level = self.fed_level
        fed = shape.has_jet
        if not fed:
            for nx, ny in shape.outside:
                if fed_level.get((x0 + nx, y0 + ny), -9) - level in (0, 1):
                    fed = True
                    break
        value = LEVEL_WEIGHT * level
        if fed:
            value += FED_POOL_WEIGHT + COIN_POINTS * shape.coins
            value += sum(self.icon_worth(icon, level) for icon in shape.icons)
            reached: set[int] = set()
            for nx, ny in shape.outside:
                pool = self.unfed_pool.get((x0 + nx, y0 + ny))
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


def _future(game: FountainsGame) -> float:
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


def _margin(seat: int, seats: int, awards: Sequence[Award]) -> float:
    """``seat``'s points from ``awards`` less the best points of anyone else."""
    mine = sum(a.points for a in awards if a.seat == seat)
    others = [0] * seats
    for award in awards:
        if award.seat != seat:
            others[award.seat] += award.points
    del others[seat]
    return mine - (max(others) if others else 0)


def _trigger_value(
    game: FountainsGame, fountains: list[Fountain], pawn: Pawn, space: int
) -> float:
    """The margin the reward triggered by ``pawn`` ending on ``space`` pays, with
    the fountains as they would be after placing."""
    if matching_pawn(space) is not pawn:
        return 0.0
    return _reward_margin(game, fountains, game.machine_tiles, pawn, None)


def _reward_margin(
    game: FountainsGame,
    fountains: list[Fountain],
    machine_tiles: list[str],
    pawn: Pawn,
    machine_colour: FishColour | None,
) -> float:
    values = game.machine_values
    me, seats, when = game.turn_seat, game.seats, "estimate"
    if pawn is Pawn.BLUE:
        if values is None:
            return _margin(me, seats, pool_awards(fountains, when))
        awards = solo_pool_awards(fountains[0], machine_tiles, values, when)
        return _margin(me, seats, awards)
    if pawn is Pawn.GREEN:
        awards = lily_awards(fountains, when)
        if values is not None:
            awards.append(machine_lily_award(machine_tiles, values, when))
        return _margin(me, seats, awards)
    colours = list(FishColour) if machine_colour is None else [machine_colour]
    return max(
        _fish_margin(game, fountains, machine_tiles, colour) for colour in colours
    )


def _fish_margin(
    game: FountainsGame,
    fountains: list[Fountain],
    machine_tiles: list[str],
    colour: FishColour,
) -> float:
    awards = fish_awards(fountains, colour, "estimate")
    values = game.machine_values
    if values is not None:
        awards.append(machine_fish_award(machine_tiles, colour, values, "estimate"))
    return _margin(game.turn_seat, game.seats, awards)


def _fish_value(game: FountainsGame, action: Action) -> float:
    assert isinstance(action, ChooseFish)
    return _fish_margin(game, game.fountains, game.machine_tiles, action.colour)


def _machine_next_turn(
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
    future = _future(game)
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
    return _reward_margin(game, fountains, tiles, pawn, colour) - loss


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
