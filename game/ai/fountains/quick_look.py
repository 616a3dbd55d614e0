"""The quick look: how a tile placement would meet a fountain's water, judged
from the cells around it without laying the tile.

:meth:`QuickLook.placement` judges one placement. :meth:`QuickLook.ranks` ranks
every legal placement of a tile at once, on bitboards (``look_boards.py``; the
core's ``Fountain.legal_spots`` gives the legal placements so): a placement's
quick value depends only on its rotation, its level and whether its water is
fed, less the worth of the cells it covers, unless it also reaches an unfed pool.
So the placements are valued in groups, one value for each (rotation, level, fed,
cells covered), those reaching an unfed pool one by one, with the very
arithmetic of :meth:`QuickLook.placement`: the values, and the order (best
first, ties in the order of the legal placements), are exactly those of judging
each placement on its own.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import islice

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
    fits,
    own_geometry,
    shape_facts,
    tile_reach,
)
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.legal_spots import LegalSpots
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.tiles import BonusToken, Cell, Placement, TileSpec


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
        tokens = fountain.tokens
        for cell in fountain.token_cells():
            level = self.fed_level.get(cell)
            if level is None:
                continue
            worth = sum(
                JET_COVER_PENALTY if icon is Icon.JET else self.icon_worth(icon, level)
                for icon in _visible_icons(fountain, tokens, cell)
            )
            self.cell_worth[cell] = worth
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
        fish = max(fountain.fish_points_by_colour().values())
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

    def ranks(self, tile: TileSpec, spots: LegalSpots) -> PlacementRanks:
        """The legal placements of ``tile`` (``spots``: the fountain's
        ``legal_spots(tile)``) ranked by :meth:`placement`, best first; ties in
        (y, x, rotation) order, as the legal placements are listed."""
        boards = self.boards(spots.x0, spots.y0, spots.width)
        if boards is None:  # a board too narrow for the quick look's shifts
            return self.ranks_of(tile, spots.placements())
        legal = [spots.boards.get(rotation, 0) for rotation in range(4)]
        return self._ranks(tile, boards, legal)

    def ranks_of(
        self, tile: TileSpec, placements: Sequence[Placement]
    ) -> PlacementRanks:
        """:meth:`ranks` of the legal placements of ``tile`` given as a list
        (sorted by (y, x, rotation))."""
        boards = self.own_boards()
        width = boards.width
        base = boards.y0 * width + boards.x0
        legal = [0, 0, 0, 0]
        for _, x, y, rotation in placements:
            legal[rotation] |= 1 << (y * width + x - base)
        return self._ranks(tile, boards, legal)

    def boards(self, x0: int, y0: int, width: int) -> LookBoards | None:
        """This look's cells on boards of that geometry (None when they are too
        narrow for it: see :func:`~game.ai.fountains.look_boards.fits`)."""
        key = (x0, y0, width)
        if key not in self._boards:
            found = None
            if fits(self.placed, x0, y0, width):
                found = LookBoards(
                    self.placed,
                    self.fed_level,
                    self.unfed_pool,
                    self.pool_level,
                    self.cell_worth,
                    x0,
                    y0,
                    width,
                )
            self._boards[key] = found
        return self._boards[key]

    def own_boards(self) -> LookBoards:
        """This look's cells on boards of its own, wide enough for any tile."""
        boards = self.boards(*own_geometry(self.placed))
        assert boards is not None
        return boards

    def _ranks(
        self, tile: TileSpec, boards: LookBoards, legal: list[int]
    ) -> PlacementRanks:
        width = boards.width
        ranks = PlacementRanks(self, tile, boards.x0, boards.y0, width)
        groups = ranks.groups
        # cells feeding a tile on a level: fed pools on it or one above; unfed
        # pools a fed tile feeds: on it or one below
        fed_near, unfed_near = boards.fed, boards.unfed
        for rotation, here in enumerate(legal):
            if not here:
                continue
            reach = tile_reach(tile, rotation, width)
            shape = shape_facts(tile, rotation)
            # for each valued cell (in reading order), its worth and the corners
            # where the tile covers it; and all those corners (when first needed)
            by_cell: list[tuple[float, int]] = []
            covers = -1
            outside = reach.outside
            for level, part in boards.levels(here, reach.first):
                if reach.has_jet:
                    fed = part
                else:
                    near = fed_near.get(level, 0) | fed_near.get(level + 1, 0)
                    fed = 0
                    if near:
                        for offset in outside:
                            fed |= near >> offset if offset >= 0 else near << -offset
                        fed &= part
                reaching = 0
                if fed:
                    near = unfed_near.get(level, 0) | unfed_near.get(level - 1, 0)
                    if near:
                        for offset in outside:
                            reaching |= (
                                near >> offset if offset >= 0 else near << -offset
                            )
                        reaching &= fed
                if reaching:
                    ranks.add_each(rotation, level, fed, reaching)
                covering = 0
                if level > 1 and boards.worth_at:
                    if covers < 0:
                        by_cell = boards.covering(reach)
                        covers = 0
                        for _worth, corners in by_cell:
                            covers |= corners
                    covering = part & covers & ~reaching
                # the others: one value for each (rotation, level, fed), less the
                # worth of the cells a placement covers, in the tile's cell order
                for bits, is_fed in ((fed, True), (part & ~fed, False)):
                    bits &= ~reaching
                    if not bits:
                        continue
                    value = self._value(shape, 0, 0, level, is_fed, False, False)
                    plain = bits & ~covering
                    if plain:
                        found = groups.get(value)
                        if found is None:
                            found = groups[value] = [0, 0, 0, 0]
                        found[rotation] |= plain
                    if bits & covering:
                        ranks.add_covering(value, rotation, bits & covering, by_cell)
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

    def token_values(self, token: BonusToken, cells: Sequence[Cell]) -> list[float]:
        """:meth:`token` of ``token`` on each of ``cells``, the same sums."""
        fed_level, cell_worth, future = self.fed_level, self.cell_worth, self.future
        icons = token.icons
        jet = ICON_GUESS[Icon.JET]
        found = []
        for cell in cells:
            level = fed_level.get(cell, 0)
            value = -cell_worth.get(cell, 0.0)
            for icon in icons:
                if icon is Icon.COIN:
                    value += COIN_POINTS if level else 0.0
                elif icon is Icon.JET:
                    value += jet
                else:
                    value += ICON_GUESS[icon] * max(level, 0.3) * future
            found.append(value)
        return found


_NONE = 1 << 62  # past any board's last bit


class PlacementRanks:
    """One tile's legal placements ranked by the quick look: placements grouped
    by value, a bitboard for each rotation."""

    def __init__(
        self, look: QuickLook, tile: TileSpec, x0: int, y0: int, width: int
    ) -> None:
        self.look = look
        self.tile = tile
        self.x0 = x0
        self.y0 = y0
        self.width = width
        self.groups: dict[float, list[int]] = {}  # value -> bits for each rotation

    def add(self, value: float, rotation: int, bits: int) -> None:
        """Placements ``bits`` in ``rotation`` are worth ``value``."""
        found = self.groups.get(value)
        if found is None:
            found = self.groups[value] = [0, 0, 0, 0]
        found[rotation] |= bits

    def add_covering(
        self,
        value: float,
        rotation: int,
        bits: int,
        by_cell: list[tuple[float, int]],
    ) -> None:
        """Placements ``bits`` are worth ``value`` less the worth of each valued
        cell they cover (``by_cell``: in reading order, each one's worth and the
        corners where the tile covers it), taken off cell by cell in reading
        order, the tile's cell order: placements covering the same cells share
        one value."""
        parts = [(value, bits)]
        for worth, corners in by_cell:
            if not bits & corners:
                continue
            split = []
            for less, here in parts:
                hit = here & corners
                if hit:
                    split.append((less - worth, hit))
                    if hit != here:
                        split.append((less, here ^ hit))
                else:
                    split.append((less, here))
            parts = split
        for less, here in parts:
            self.add(less, rotation, here)

    def add_each(self, rotation: int, level: int, fed: int, bits: int) -> None:
        """Value each placement of ``bits`` on its own, as
        :meth:`QuickLook.placement` does (``fed``: those fed)."""
        look = self.look
        shape = shape_facts(self.tile, rotation)
        width, x0, y0 = self.width, self.x0, self.y0
        while bits:
            one = bits & -bits
            bits ^= one
            row, column = divmod(one.bit_length() - 1, width)
            value = look._value(
                shape, x0 + column, y0 + row, level, bool(fed & one), True, True
            )
            self.add(value, rotation, one)

    def best(self, count: int) -> list[Placement]:
        """The first ``count`` placements: by value, then (y, x, rotation)."""
        return [placement for _value, placement in islice(self.ranked(), count)]

    def ranked(self) -> Iterator[tuple[float, Placement]]:
        """Every placement with its value, best first."""
        width, x0, y0, tile_id = self.width, self.x0, self.y0, self.tile.id
        groups = self.groups
        for value in sorted(groups, reverse=True):
            boards = list(groups[value])
            # each rotation's next placement (its lowest bit; past the end: none)
            nexts = [(b & -b).bit_length() - 1 if b else _NONE for b in boards]
            while True:
                # the group's next placement in (y, x, rotation) order
                first = min(nexts)
                if first == _NONE:
                    break
                turn = nexts.index(first)
                bits = boards[turn] & (boards[turn] - 1)
                boards[turn] = bits
                nexts[turn] = (bits & -bits).bit_length() - 1 if bits else _NONE
                row, column = divmod(first, width)
                yield value, Placement(tile_id, x0 + column, y0 + row, turn)


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
