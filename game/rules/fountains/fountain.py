"""One player's Fountain: placed tiles, bonus tokens, pools and water.

The rules follow the rulebook (Placing Tiles, Jets, Pond Weed, Rewards, Bonus
Tokens) and ``docs/rules/fountain-model.md``. Placement geometry lives in
``placement.py``, pools and flow in ``water.py``, saving in ``fountain_save.py``;
this module keeps the state and answers the queries rewards, design cards, bots and
the renderer need.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.rules.errors import IllegalActionError
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.placement import Stack, absolute_cells
from game.rules.fountains.tiles import (
    BonusToken,
    Cell,
    CellSpec,
    Placement,
    TileSpec,
)
from game.rules.fountains.water import (
    Pool,
    TileWater,
    Water,
    compute_water,
    tile_water,
)

__all__ = [
    "Fountain",
    "IllegalPlacementError",
    "PlaceReport",
    "PlacedTile",
    "Placement",
    "Pool",
]

SAVE_VERSION = 1
_new_tuple = tuple.__new__
PLACING_TILES = "placing tiles"
PLACING_TOKENS = "bonus token"


class IllegalPlacementError(IllegalActionError):
    """A tile or bonus token placement the rules do not allow; fountain unchanged."""

    def __init__(self, action: object, reason: str, phase: object = PLACING_TILES):
        super().__init__(action, reason, phase)


@dataclass(frozen=True, slots=True)
class PlaceReport:
    """What a placement did: the level it went on, coins scored, tokens removed."""

    level: int
    coins_scored: int
    removed_tokens: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlacedTile:
    """A tile in the fountain: spec, placement and level (``cells``: on the grid)."""

    tile: TileSpec
    placement: Placement
    level: int
    cells: Mapping[Cell, CellSpec] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", absolute_cells(self.tile, self.placement))


class Fountain:
    """A player's fountain. Build with ``Fountain.new(start_tile)``."""

    __slots__ = (
        "_placed",
        "_stack",
        "_tile_water",
        "_cell_icons",
        "_tokens",
        "_removed_tokens",
        "_water",
        "_legal",
    )

    def __init__(self) -> None:
        self._placed: list[PlacedTile] = []
        self._stack = Stack()
        self._tile_water: list[TileWater] = []
        self._cell_icons: dict[Cell, tuple[Icon, ...]] = {}
        self._tokens: dict[Cell, BonusToken] = {}
        self._removed_tokens: list[str] = []
        self._water: Water | None = None
        self._legal: dict[
            TileSpec, tuple[list[Placement], frozenset[tuple[int, int, int]]]
        ] = {}

    @classmethod
    def new(cls, start_tile: TileSpec) -> Fountain:
        """A fountain holding ``start_tile`` at (0, 0), rotation 0, on level 1."""
        fountain = cls()
        fountain._lay(start_tile, Placement(start_tile.id, 0, 0, 0), 1)
        return fountain

    # -- tiles ----------------------------------------------------------------------

    def legal_placements(self, tile: TileSpec) -> list[Placement]:
        """Every legal placement of ``tile``, sorted by (y, x, rotation).

        A rotation that maps the tile onto itself gives the same covered cells as
        a smaller rotation and is listed only once, under the smaller rotation.
        """
        return list(self._legal_of(tile)[0])

    def is_legal_placement(self, tile: TileSpec, placement: Placement) -> bool:
        """Whether ``placement`` is one of :meth:`legal_placements` of ``tile``."""
        keys = self._legal_of(tile)[1]
        return placement.tile_id == tile.id and (
            (placement.y, placement.x, placement.rotation) in keys
        )

    def _legal_of(
        self, tile: TileSpec
    ) -> tuple[list[Placement], frozenset[tuple[int, int, int]]]:
        cached = self._legal.get(tile)
        if cached is None:
            spots = self._stack.legal_spots(tile)
            tile_id = tile.id
            # tuple.__new__: a named tuple's own constructor, without its
            # keyword handling (thousands of these a search)
            placements = [
                _new_tuple(Placement, (tile_id, x, y, r)) for y, x, r in spots
            ]
            cached = self._legal[tile] = (placements, frozenset(spots))
        return cached

    def placement_error(self, tile: TileSpec, placement: Placement) -> str | None:
        """The reason ``placement`` is illegal, in words; None if it is legal."""
        return self._stack.placement_error(tile, placement)

    def place(self, tile: TileSpec, placement: Placement) -> PlaceReport:
        """Add ``tile``; raises ``IllegalPlacementError`` (fountain unchanged)."""
        reason = self.placement_error(tile, placement)
        if reason is not None:
            raise IllegalPlacementError(placement, reason)
        return self.place_unchecked(tile, placement)

    def place_unchecked(self, tile: TileSpec, placement: Placement) -> PlaceReport:
        """:meth:`place` without the legality check, for a placement already known
        to be legal (one of :meth:`legal_placements`): the game after its own
        check, and search. An illegal one here corrupts the fountain."""
        level = self._stack.level_for(tile, placement)
        removed = self._lay(tile, placement, level)
        coins = 0
        coin_cells = _coin_cells(tile, placement.rotation)
        if coin_cells:
            water = self.water()
            fed, pool_of = water.fed, water.pool_of
            x, y = placement.x, placement.y
            for cx, cy in coin_cells:
                if fed[pool_of[(x + cx, y + cy)]]:
                    coins += 1
        return PlaceReport(level, coins, removed)

    def placement_level(self, tile: TileSpec, placement: Placement) -> int:
        """The level a legal ``placement`` would put ``tile`` on."""
        return self._stack.level_for(tile, placement)

    def _lay(self, tile: TileSpec, placement: Placement, level: int) -> tuple[str, ...]:
        placed = PlacedTile(tile, placement, level)
        index = len(self._placed)
        top = self._stack.top
        covered_tiles: set[int] = set()
        removed: list[str] = []
        for cell in placed.cells:
            below = top.get(cell)
            if below is not None:
                covered_tiles.add(below)
                self._cell_icons.pop(cell, None)
                token = self._tokens.pop(cell, None)
                if token is not None:
                    removed.append(token.id)
        self._stack.add(index, tile.id, placed.cells, level)
        self._placed.append(placed)
        for below in covered_tiles:
            self._tile_water[below] = self._visible_water_of(below)
        x, y = placement.x, placement.y
        self._tile_water.append(_fresh_water(tile, placement.rotation).moved(x, y))
        cell_icons = self._cell_icons
        for (cx, cy), icon in _icon_cells(tile, placement.rotation):
            cell_icons[(x + cx, y + cy)] = (icon,)
        self._removed_tokens.extend(removed)
        self._changed()
        return tuple(removed)

    def _visible_water_of(self, index: int) -> TileWater:
        cells = self._placed[index].cells
        top = self._stack.top
        is_own = {cell: top[cell] == index for cell in cells}
        visible = [c for c, spec in cells.items() if spec.is_water and is_own[c]]
        return tile_water(cells, visible, is_own)

    def _changed(self) -> None:
        self._water = None
        self._legal = {}

    # -- bonus tokens ---------------------------------------------------------------

    def token_cells(self) -> list[Cell]:
        """Visible shaded slots and icon cells (also under a token), sorted (y, x)."""
        cells = []
        for cell, index in self._stack.top.items():
            spec = self._placed[index].cells[cell]
            if spec.slot or spec.icon is not None:
                cells.append(cell)
        cells.sort(key=lambda c: (c[1], c[0]))
        return cells

    def token_error(self, token: BonusToken, cell: Cell) -> str | None:
        """Why ``token`` cannot go on ``cell``, in words; None if it can."""
        if token.id in self.tokens.values() or token.id in self._removed_tokens:
            return f"bonus token {token.id} is already used in this fountain"
        where = (cell[0], cell[1])
        index = self._stack.top.get(where)
        if index is None:
            return f"cell {_fmt(cell)} is not part of the fountain"
        spec = self._placed[index].cells[where]
        if not (spec.slot or spec.icon is not None):
            return (
                f"cell {_fmt(cell)} is not a visible shaded slot or icon; a bonus "
                "token goes on one of those"
            )
        return None

    def place_token(self, token: BonusToken, cell: Cell) -> PlaceReport:
        """Put ``token`` on ``cell``; its icons replace the icon under it.

        A token already there is removed from the game. Its coins score if the
        pool is fed afterwards. Raises ``IllegalPlacementError`` otherwise.
        """
        reason = self.token_error(token, cell)
        action = f"{token.id}@{cell[0]},{cell[1]}"
        if reason is not None:
            raise IllegalPlacementError(action, reason, PLACING_TOKENS)
        cell = (cell[0], cell[1])
        old = self._tokens.get(cell)
        removed = (old.id,) if old is not None else ()
        self._removed_tokens.extend(removed)
        self._tokens[cell] = token
        self._cell_icons[cell] = token.icons
        self._changed()
        water = self.water()
        index = water.pool_of[cell]
        coins = token.icons.count(Icon.COIN) if water.fed[index] else 0
        return PlaceReport(water.levels[index], coins, removed)

    @property
    def tokens(self) -> dict[Cell, str]:
        """Bonus tokens in the fountain: cell -> token id."""
        return {cell: token.id for cell, token in self._tokens.items()}

    @property
    def removed_tokens(self) -> tuple[str, ...]:
        """Ids of bonus tokens covered and removed from the game, in order."""
        return tuple(self._removed_tokens)

    def bonus_token_count(self) -> int:
        return len(self._tokens)

    # -- water and features ---------------------------------------------------------

    def water(self) -> Water:
        """Pools, flow and feeding for the current fountain (cached)."""
        water = self._water
        if water is None:
            water = self._water = compute_water(
                self._tile_water, [p.level for p in self._placed], self._cell_icons
            )
        return water

    def pools(self) -> list[Pool]:
        """Every pool seen from above, by tile then reading order."""
        return list(self.water().pools)

    def pool_at(self, cell: Cell) -> Pool | None:
        """The pool holding visible water cell ``cell``, if any."""
        water = self.water()
        index = water.pool_of.get((cell[0], cell[1]))
        return None if index is None else water.pools[index]

    def fed_pool_count(self) -> int:
        return sum(self.water().fed)

    def pond_weed_count(self) -> int:
        """Pools not fed by a jet: each carries a pond weed token."""
        water = self.water()
        return len(water.fed) - sum(water.fed)

    def fish_points(self, colour: FishColour) -> int:
        """Fed fish of ``colour`` plus fed wild fish, each worth its pool's level."""
        wanted = (colour.icon, Icon.FISH_WILD)
        water = self.water()
        total = 0
        for level, fed, icons in zip(water.levels, water.fed, water.icons, strict=True):
            if fed and icons:
                total += level * sum(1 for icon in icons if icon in wanted)
        return total

    def fish_points_by_colour(self) -> dict[FishColour, int]:
        """:meth:`fish_points` for every colour at once (red, black, white)."""
        water = self.water()
        totals = dict.fromkeys(FishColour, 0)
        wild = 0
        for level, fed, icons in zip(water.levels, water.fed, water.icons, strict=True):
            if fed and icons:
                for icon in icons:
                    if icon is Icon.FISH_WILD:
                        wild += level
                    else:
                        colour = _FISH_COLOUR.get(icon)
                        if colour is not None:
                            totals[colour] += level
        return {colour: points + wild for colour, points in totals.items()}

    def lily_groups(self) -> list[tuple[int, frozenset[int]]]:
        """Groups of fed pools joined by flowing water (either direction), with
        their lily points (each lily pad worth its pool's level), best first.

        "The single largest group of lily pads" is the group with the most lily
        pads; on a tie, the one worth more (then the one holding the earliest
        pool)."""
        water = self.water()
        levels, fed, icons = water.levels, water.fed, water.icons
        parent = list(range(len(levels)))

        def root(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for a, b in water.links:
            if fed[a] and fed[b] and abs(levels[a] - levels[b]) <= 1:
                parent[root(a)] = root(b)
        groups: dict[int, set[int]] = {}
        for index, is_fed in enumerate(fed):
            if is_fed:
                groups.setdefault(root(index), set()).add(index)
        scored = [
            (
                sum(icons[i].count(Icon.LILY) for i in group),
                sum(levels[i] * icons[i].count(Icon.LILY) for i in group),
                group,
            )
            for group in groups.values()
        ]
        scored.sort(key=lambda item: (-item[0], -item[1], min(item[2])))
        return [(points, frozenset(group)) for _pads, points, group in scored]

    def lily_points(self) -> int:
        """Points of the largest group of lily pads (the most pads; on a tie,
        the group worth more) in fed pools joined by flowing water."""
        groups = self.lily_groups()
        return groups[0][0] if groups else 0

    def visible_icons(self) -> list[Icon]:
        """Every visible icon (bonus token icons included), fed or not."""
        return [icon for icons in self.water().icons for icon in icons]

    def flows(self) -> list[tuple[Cell, Cell]]:
        """(from, to) pairs of 4-adjacent visible water cells of two pools where
        water passes; water between pools on one level is listed once."""
        return list(self.water().flows)

    # -- geometry -------------------------------------------------------------------

    @property
    def placed(self) -> list[PlacedTile]:
        """Placed tiles in order (tile spec, placement, level)."""
        return list(self._placed)

    def tile_count(self) -> int:
        return len(self._placed)

    def max_level(self) -> int:
        return self._stack.max_level

    def height(self, x: int, y: int) -> int:
        """How many tiles cover cell (x, y)."""
        return self._stack.height.get((x, y), 0)

    def top(self, x: int, y: int) -> int | None:
        """Index into ``placed`` of the tile seen at (x, y), or None."""
        return self._stack.top.get((x, y))

    def cell(self, x: int, y: int) -> CellSpec | None:
        """The visible cell at (x, y) (a token on it not included), or None."""
        index = self._stack.top.get((x, y))
        return None if index is None else self._placed[index].cells[(x, y)]

    def cells(self) -> list[Cell]:
        """Every cell of the fountain's footprint, sorted (y, x)."""
        return sorted(self._stack.height, key=lambda c: (c[1], c[0]))

    def is_fully_visible(self, index: int) -> bool:
        """Whether no cell of placed tile ``index`` is covered by another tile."""
        top = self._stack.top
        return all(top[cell] == index for cell in self._placed[index].cells)

    # -- copying, equality, saving ----------------------------------------------------

    def clone(self) -> Fountain:
        other = Fountain()
        other._placed = list(self._placed)
        other._stack = self._stack.copy()
        other._tile_water = list(self._tile_water)
        other._cell_icons = dict(self._cell_icons)
        other._tokens = dict(self._tokens)
        other._removed_tokens = list(self._removed_tokens)
        other._water = self._water
        other._legal = dict(self._legal)
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Fountain):
            return NotImplemented
        return (
            self._placed == other._placed
            and self._tokens == other._tokens
            and self._removed_tokens == other._removed_tokens
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        tiles = ", ".join(str(p.placement) for p in self._placed)
        return f"<Fountain {len(self._placed)} tiles: {tiles}; tokens {self.tokens}>"


_FISH_COLOUR: dict[Icon, FishColour] = {colour.icon: colour for colour in FishColour}
_FRESH_WATER: dict[tuple[TileSpec, int], TileWater] = {}
_ICON_CELLS: dict[tuple[TileSpec, int], tuple[tuple[Cell, Icon], ...]] = {}


def _fresh_water(tile: TileSpec, rotation: int) -> TileWater:
    """The water of ``tile`` in ``rotation`` at (0, 0), nothing covering it."""
    key = (tile, rotation)
    water = _FRESH_WATER.get(key)
    if water is None:
        cells = tile.rotation(rotation).cells
        visible = [c for c, spec in cells.items() if spec.is_water]
        water = tile_water(cells, visible, dict.fromkeys(cells, True))
        _FRESH_WATER[key] = water
    return water


def _icon_cells(tile: TileSpec, rotation: int) -> tuple[tuple[Cell, Icon], ...]:
    """Printed icons of ``tile`` in ``rotation`` at (0, 0), in reading order."""
    key = (tile, rotation)
    found = _ICON_CELLS.get(key)
    if found is None:
        found = _ICON_CELLS[key] = tuple(
            (cell, spec.icon)
            for cell, spec in tile.rotation(rotation).cells.items()
            if spec.icon is not None
        )
    return found


_COIN_CELLS: dict[tuple[TileSpec, int], tuple[Cell, ...]] = {}


def _coin_cells(tile: TileSpec, rotation: int) -> tuple[Cell, ...]:
    key = (tile, rotation)
    found = _COIN_CELLS.get(key)
    if found is None:
        found = _COIN_CELLS[key] = tuple(
            cell for cell, icon in _icon_cells(tile, rotation) if icon is Icon.COIN
        )
    return found


def _fmt(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"
