"""The quick look: how a tile placement would meet a fountain's water, judged
from the cells around it without laying the tile.

:meth:`QuickLook.placement` judges one placement. :meth:`QuickLook.ranks` ranks
every legal placement of a tile at once, through the search door
(``PlacementRanker``, on the core's bitboards): the look is its
``PlacementLook``, saying what a placement is worth (:meth:`QuickLook.fed_value`,
:meth:`~QuickLook.unfed_value`, :meth:`~QuickLook.value`, term for term the
arithmetic of :meth:`QuickLook.placement`), so the ranking's values and order are
exactly those of judging each placement on its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.fountains.parameters import (
    FED_POOL_WEIGHT,
    FISH_WEIGHT,
    ICON_GUESS,
    JET_COVER_PENALTY,
    LEVEL_WEIGHT,
    LILY_WEIGHT,
    POND_WEED_WEIGHT,
)
from game.ai.fountains.shape_facts import ShapeFacts, shape_facts
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.search.view import (
    LegalSpots,
    PlacementRanker,
    PlacementRanks,
)
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
        for index, pool in enumerate(fountain.water().pools):
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
        self.ranker = PlacementRanker(self, fountain.placed)
        """Ranks every legal placement of a tile by this look at once."""

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

    def fed_value(self, tile: TileSpec, rotation: int, level: int) -> float:
        """:meth:`_value` of a fed placement that reaches no unfed pool, before
        the cells it covers (``PlacementLook``: the ranking's groups)."""
        shape = shape_facts(tile, rotation)
        return LEVEL_WEIGHT * level + (
            shape.fed_part + shape.guess * level * self.future
        )

    def unfed_value(self, level: int) -> float:
        """:meth:`_value` of an unfed placement, before the cells it covers."""
        return LEVEL_WEIGHT * level - POND_WEED_WEIGHT

    def value(
        self, tile: TileSpec, rotation: int, x: int, y: int, level: int, fed: bool
    ) -> float:
        """:meth:`_value` of one placement that may reach an unfed pool."""
        return self._value(shape_facts(tile, rotation), x, y, level, fed, True, True)

    def ranks(
        self, tile: TileSpec, spots: LegalSpots, keep: int | None = None
    ) -> PlacementRanks:
        """The legal placements of ``tile`` (``spots``: the fountain's
        ``search().legal_spots(tile)``) ranked by :meth:`placement`, best first;
        ties in (y, x, rotation) order, as the legal placements are listed. With
        ``keep``, only the best ``keep`` are sure to be ranked: see
        ``PlacementRanks``."""
        return self.ranker.ranks(tile, spots, keep)

    def ranks_of(
        self, tile: TileSpec, placements: Sequence[Placement], keep: int | None = None
    ) -> PlacementRanks:
        """:meth:`ranks` of the legal placements of ``tile`` given as a list
        (sorted by (y, x, rotation))."""
        return self.ranker.ranks_of(tile, placements, keep)

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
