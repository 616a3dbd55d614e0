"""The quick look: how a tile placement would meet a fountain's water, judged
from the cells around it without laying the tile.

:meth:`QuickLook.placement` judges one placement. :meth:`QuickLook.ranks` ranks
every legal placement of a tile at once, on bitboards (``look_boards.py``; the
core's ``Fountain.legal_spots`` gives the legal placements so, split by level):
a placement's quick value depends only on its rotation, its level and whether its
water is fed, less the worth of the cells it covers, unless it reaches an unfed
pool.
So the placements are valued in groups, one value for each (rotation, level, fed,
cells covered), those reaching an unfed pool one by one, with the very
arithmetic of :meth:`QuickLook.placement`: the values, and the order (best
first, ties in the order of the legal placements), are exactly those of judging
each placement on its own. A bot that tries only the best few asks for those
(``keep``): placements that cover a valued cell are then valued only when they
might still be among them (covering takes worth off, never adds any).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.fountains.estimates import (
    FED_POOL_WEIGHT,
    FISH_WEIGHT,
    ICON_GUESS,
    JET_COVER_PENALTY,
    LEVEL_WEIGHT,
    LILY_WEIGHT,
    POND_WEED_WEIGHT,
)
from game.ai.fountains.look_boards import (
    LookBoards,
    ShapeFacts,
    TileReach,
    fits,
    fountain_boards,
    own_geometry,
    shape_facts,
    tile_reach,
)
from game.ai.fountains.placement_ranks import PlacementRanks
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.tiles import BonusToken, Cell, Placement, TileSpec

_JET_GUESS = ICON_GUESS[Icon.JET]


class QuickLook:
    """Cheap estimates for one fountain: how a placement would meet its water."""

    def __init__(self, fountain: Fountain, future: float) -> None:
        self.fountain = fountain
        self.future = future
        self.fed_level: dict[Cell, int] = {}
        self.unfed_pool: dict[Cell, int] = {}
        self.pool_level: list[int] = []
        self.pool_worth: list[float] = []
        """What each unfed pool's icons would be worth fed (only an unfed pool's
        is read, when a tile would feed it: a fed pool's is left at 0.0)."""
        self.cell_worth: dict[Cell, float] = {}
        icon_worth = self.icon_worth
        for index, pool in enumerate(fountain.pools()):
            level = pool.level
            self.pool_level.append(level)
            if pool.fed:
                self.pool_worth.append(0.0)
                self.fed_level.update(dict.fromkeys(pool.cells, level))
            else:
                self.pool_worth.append(sum([icon_worth(i, level) for i in pool.icons]))
                self.unfed_pool.update(dict.fromkeys(pool.cells, index))
        tokens = fountain.tokens
        self.token_cells = fountain.token_cells()
        """The fountain's token cells (``Fountain.token_cells``)."""
        self._token_values: dict[str, list[float]] = {}
        for cell in self.token_cells:
            on = self.fed_level.get(cell)
            if on is None:
                continue
            self.cell_worth[cell] = sum(
                [
                    JET_COVER_PENALTY if icon is Icon.JET else icon_worth(icon, on)
                    for icon in _visible_icons(fountain, tokens, cell)
                ]
            )
        # the tiles as they lie now, for the bitboards (made when first needed)
        self.placed = fountain.placed
        self._boards: dict[tuple[int, int, int], LookBoards | None] = {}

    def icon_worth(self, icon: Icon, level: float) -> float:
        if icon is Icon.COIN:
            return 0.0  # a coin pays when placed, never again
        if icon is Icon.JET:
            return ICON_GUESS[icon]
        return ICON_GUESS[icon] * level * self.future

    def potential(self, fountain: Fountain) -> float:
        """What a fountain is worth for rewards still to come."""
        fish = fountain.best_fish_points()
        return (
            FED_POOL_WEIGHT * fountain.fed_pool_count()
            - POND_WEED_WEIGHT * fountain.pond_weed_count()
            + self.future * (FISH_WEIGHT * fish + LILY_WEIGHT * fountain.lily_points())
        )

    def placement(self, tile: TileSpec, placement: Placement) -> float:
        shape = shape_facts(tile, placement.rotation)
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
        return self._value(shape, x0, y0, level, fed, bool(self.unfed_pool), True)

    def _value(
        self,
        shape: ShapeFacts,
        x0: int,
        y0: int,
        level: int,
        fed: bool,
        reaches: bool,
        covers: bool,
    ) -> float:
        """:meth:`placement` once its level and feeding are known; ``reaches``:
        whether an unfed pool may lie beside its channels, ``covers``: whether
        it may cover a cell worth something (without, both add nothing)."""
        value = LEVEL_WEIGHT * level
        if fed:
            value += (
                FED_POOL_WEIGHT
                + COIN_POINTS * shape.coins
                + ICON_GUESS[Icon.JET] * shape.jets
                + shape.guess * level * self.future
            )
            if reaches:
                unfed_pool = self.unfed_pool
                reached: set[int] = set()
                for nx, ny in shape.outside:
                    pool = unfed_pool.get((x0 + nx, y0 + ny))
                    if pool is not None and level - self.pool_level[pool] in (0, 1):
                        reached.add(pool)
                for pool in reached:
                    value += POND_WEED_WEIGHT + FED_POOL_WEIGHT + self.pool_worth[pool]
        else:
            value -= POND_WEED_WEIGHT
        if level > 1 and covers:
            cell_worth = self.cell_worth
            for cx, cy in shape.cells:
                value -= cell_worth.get((x0 + cx, y0 + cy), 0.0)
        return value

    def ranks(
        self, tile: TileSpec, spots: LegalSpots, keep: int | None = None
    ) -> PlacementRanks:
        """The legal placements of ``tile`` (``spots``: the fountain's
        ``legal_spots(tile)``) ranked by :meth:`placement`, best first; ties in
        (y, x, rotation) order, as the legal placements are listed. With
        ``keep``, only the best ``keep`` are sure to be ranked (the others may be
        left out): see :class:`PlacementRanks`."""
        boards = self.boards(spots.x0, spots.y0, spots.width)
        if boards is None:  # a board too narrow for the quick look's shifts
            return self.ranks_of(tile, spots.placements(), keep)
        split = spots.levels  # the core found them level by level
        if split is None:
            split = boards.split(tile, spots.boards)
        return self._ranks(tile, boards, split, keep)

    def ranks_of(
        self, tile: TileSpec, placements: Sequence[Placement], keep: int | None = None
    ) -> PlacementRanks:
        """:meth:`ranks` of the legal placements of ``tile`` given as a list
        (sorted by (y, x, rotation))."""
        boards = self.own_boards()
        width = boards.width
        base = boards.y0 * width + boards.x0
        legal: dict[int, int] = {}
        for _, x, y, rotation in placements:
            legal[rotation] = legal.get(rotation, 0) | 1 << (y * width + x - base)
        return self._ranks(tile, boards, boards.split(tile, legal), keep)

    def boards(self, x0: int, y0: int, width: int) -> LookBoards | None:
        """This look's cells on boards of that geometry (None when they are too
        narrow for it: see :func:`~game.ai.fountains.look_boards.fits`)."""
        key = (x0, y0, width)
        if key not in self._boards:
            found = None
            if fits(self.placed, x0, y0, width):
                found = fountain_boards(
                    self.placed, self.unfed_pool, self.cell_worth, x0, y0, width
                )
            self._boards[key] = found
        return self._boards[key]

    def own_boards(self) -> LookBoards:
        """This look's cells on boards of its own, wide enough for any tile."""
        boards = self.boards(*own_geometry(self.placed))
        assert boards is not None
        return boards

    def _ranks(
        self,
        tile: TileSpec,
        boards: LookBoards,
        split: Sequence[tuple[int, int, int]],
        keep: int | None,
    ) -> PlacementRanks:
        """The ranking of the legal placements ``split`` by rotation and level
        (rotation, level, bitboard), in any order: placements of one value
        share a group whatever the order they come in."""
        width = boards.width
        ranks = PlacementRanks(self._value, tile, boards.x0, boards.y0, width, keep)
        groups = ranks.groups
        # cells feeding a tile on a level (fed pools on it or one above), and
        # unfed pools a fed tile on it feeds (on it or one below)
        feeding, fed_by = boards.feeding, boards.fed_by
        valued = bool(boards.worth_at)
        future = self.future
        # placements that cover a cell worth something, valued last: (value
        # before what they cover, rotation, placements, the tile's reach)
        covering_ones: list[tuple[float, int, int, TileReach]] = []
        reaches: list[TileReach | None] = [None] * 4
        covers = [-1] * 4  # the corners where the tile covers a valued cell
        for rotation, level, part in split:
            reach = reaches[rotation]
            if reach is None:
                reach = reaches[rotation] = tile_reach(tile, rotation, width)
            shape = reach.shape
            # the water beside a tile's channels on every corner at once: the
            # cells shifted by each of ``outside_shifts`` once lifted (see
            # look_boards.shifted, written out here: it runs for every level)
            if reach.has_jet:
                fed = part
            else:
                near = feeding[level]
                fed = 0
                if near:
                    near <<= reach.lift
                    for shift in reach.outside_shifts:
                        fed |= near >> shift
                    fed &= part
            unfed = part & ~fed if fed else part
            if fed:
                near = fed_by[level]
                if near:
                    near <<= reach.lift
                    reaching = 0
                    for shift in reach.outside_shifts:
                        reaching |= near >> shift
                    reaching &= fed
                    if reaching:
                        ranks.add_each(rotation, level, fed, reaching)
                        fed &= ~reaching
            covering = 0
            if level > 1 and valued:
                covering = covers[rotation]
                if covering < 0:
                    covering = covers[rotation] = boards.covers(reach)
                covering &= part
            # the others: one value for each (rotation, level, fed), less the
            # worth of the cells a placement covers, in the tile's cell order
            # (:meth:`_value` without reaching or covering, term for term): the
            # fed ones first, then the unfed
            on_level = LEVEL_WEIGHT * level
            if fed:
                value = on_level + (shape.fed_part + shape.guess * level * future)
                plain = fed & ~covering if covering else fed
                if plain:
                    found = groups.get(value)
                    if found is None:
                        found = groups[value] = [0, 0, 0, 0]
                    found[rotation] |= plain
                if plain != fed:
                    covering_ones.append((value, rotation, fed & covering, reach))
            if unfed:
                value = on_level - POND_WEED_WEIGHT
                plain = unfed & ~covering if covering else unfed
                if plain:
                    found = groups.get(value)
                    if found is None:
                        found = groups[value] = [0, 0, 0, 0]
                    found[rotation] |= plain
                if plain != unfed:
                    covering_ones.append((value, rotation, unfed & covering, reach))
        if covering_ones:
            # each of these covers a cell worth at least ``least_worth`` (worth is
            # taken off, never added): below the best ``keep`` valued so far,
            # they stay below them
            least = ranks.least_kept()
            worth = boards.least_worth
            by_cells: dict[int, list[tuple[float, int]]] = {}
            for value, rotation, bits, reach in covering_ones:
                if value - worth < least:
                    continue
                by_cell = by_cells.get(rotation)
                if by_cell is None:
                    by_cell = by_cells[rotation] = boards.covering(reach)
                ranks.add_covering(value, rotation, bits, by_cell)
        return ranks

    def token(self, token_id: str, cell: Cell) -> float:
        level = self.fed_level.get(cell, 0)
        value = -self.cell_worth.get(cell, 0.0)
        for icon in token_by_id(token_id).icons:
            if icon is Icon.COIN:
                value += COIN_POINTS if level else 0.0
            else:
                value += self.icon_worth(icon, max(level, 0.3))
        return value

    def token_cell_values(self, token: BonusToken) -> list[float]:
        """:meth:`token_values` of ``token`` on :attr:`token_cells` (worked out
        once for each token)."""
        found = self._token_values.get(token.id)
        if found is None:
            found = self._token_values[token.id] = self.token_values(
                token, self.token_cells
            )
        return found

    def token_values(self, token: BonusToken, cells: Sequence[Cell]) -> list[float]:
        """:meth:`token` of ``token`` on each of ``cells``, the same sums: each
        icon's term depends only on the cell's level, so the terms are worked
        out once for each level met and added in the icons' order."""
        fed_level, cell_worth = self.fed_level, self.cell_worth
        terms_on: dict[int, list[float]] = {}  # level -> the icons' terms
        found = []
        for cell in cells:
            level = fed_level.get(cell, 0)
            terms = terms_on.get(level)
            if terms is None:
                terms = terms_on[level] = self._token_terms(token, level)
            value = -cell_worth.get(cell, 0.0)
            for term in terms:
                value += term
            found.append(value)
        return found

    def _token_terms(self, token: BonusToken, level: int) -> list[float]:
        """What each icon of ``token`` adds to :meth:`token` on a cell of
        ``level`` (0: not fed), in the icons' order."""
        found = []
        for icon in token.icons:
            if icon is Icon.COIN:
                found.append(COIN_POINTS if level else 0.0)
            elif icon is Icon.JET:
                found.append(_JET_GUESS)
            else:
                found.append(ICON_GUESS[icon] * max(level, 0.3) * self.future)
        return found


def _visible_icons(
    fountain: Fountain, tokens: dict[Cell, str], cell: Cell
) -> tuple[Icon, ...]:
    """The icons seen on ``cell``: a token's (``tokens``: the fountain's), or the
    tile's printed icon."""
    token = tokens.get(cell)
    if token is not None:
        return token_by_id(token).icons
    spec = fountain.cell(*cell)
    if spec is None or spec.icon is None:
        return ()
    return (spec.icon,)
