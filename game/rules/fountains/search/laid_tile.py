"""A tile as laid at one placement: its cells, icons and water on the grid.

Search lays the same few placements again and again (every re-dealt look-ahead
tries the same candidates), so these are worked out once per placement and
kept, a bounded number of them. Everything here is shared: never change it.

What a tile looks like at (0, 0) in each rotation is worked out once (a
:class:`_Template`); laying it elsewhere only moves that many cells and picks
them out by position, which is what search does thousands of times a turn.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import itemgetter
from typing import Any, NamedTuple

from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.icons import CellKind, Icon
from game.rules.fountains.search.cell_keys import (
    CELLS,
    LEAST_X,
    MOST_X,
    CellKey,
    cell_key,
    check_columns,
    key_cell,
)
from game.rules.fountains.search.water_net import FreshWater, fresh_water
from game.rules.fountains.tiles import Cell, CellSpec, Placement, TileSpec

_DARK = CellKind.DARK
_CELL_OF = CELLS.__getitem__
_new_tuple = tuple.__new__  # a named tuple made without its keyword handling
KEPT = 8192
"""Placements kept at once (the oldest are all dropped when it is reached)."""
TRIED_KEPT = 4096
"""... and placements tried (only their water, coins and cell keys)."""
TEMPLATES_KEPT = 2048
"""... and tiles at a rotation (the catalogue has 77 tiles: 308 of them)."""


class LaidTile(NamedTuple):
    """``cells`` on the grid; ``dark``: its dark bricks; ``keys``: its cells'
    keys (``cell_keys.py``), in the order of ``cells``; ``icons``: (cell key,
    (icon,)) of its printed icons; ``coins``: its coin cells' keys; ``water``:
    its water as it is when nothing covers it, on the grid; ``slots``: the keys
    of the cells that may take a bonus token (shaded slots and icons)."""

    cells: Mapping[Cell, CellSpec]
    dark: tuple[Cell, ...]
    keys: tuple[CellKey, ...]
    icons: tuple[tuple[CellKey, tuple[Icon, ...]], ...]
    coins: tuple[CellKey, ...]
    water: FreshWater
    slots: tuple[CellKey, ...]


_Pick = Callable[[Sequence[Any]], tuple[Any, ...]]


def _pick(positions: Sequence[int]) -> _Pick:
    """A function taking the items at ``positions`` out of a list, as a tuple
    (``itemgetter`` gives a bare item for one position, so that case is
    wrapped)."""
    if not positions:
        return lambda _items: ()
    if len(positions) == 1:
        (only,) = positions
        return lambda items: (items[only],)
    return itemgetter(*positions)


class _Template:
    """One rotation of a tile laid at (0, 0): ``spots`` lists the keys of its
    water cells, of the cells off the tile beside its water, then of its other
    cells; ``wet`` is the first part of it, all a trial of the tile's water
    needs. The rest picks parts out of that list once it is moved (a key moves
    by one addition)."""

    __slots__ = (
        "spots",
        "wet",
        "keys",
        "specs",
        "dark",
        "icons",
        "icons_at",
        "coins",
        "slots",
        "pools",
        "reach",
        "printed",
        "columns",
    )

    def __init__(self, tile: TileSpec, rotation: int) -> None:
        rot = tile.rotation(rotation)
        printed = {c: s.icon for c, s in rot.cells.items() if s.icon is not None}
        fresh = fresh_water(rot.cells, rot.water_cells, printed)
        wet = [k for part in fresh.pools for k in part]
        wet += dict.fromkeys(k for near in fresh.reach for k in near)
        is_wet = set(wet)
        own_keys = [cell_key(x, y) for x, y in rot.cells]
        spots = wet + [k for k in own_keys if k not in is_wet]
        where = {key: i for i, key in enumerate(spots)}
        self.spots: tuple[CellKey, ...] = tuple(spots)
        self.wet: tuple[CellKey, ...] = tuple(wet)
        self.keys = _pick([where[k] for k in own_keys])  # in the rotation's order
        self.specs: tuple[CellSpec, ...] = tuple(rot.cells.values())
        self.dark = _pick(
            [i for i, s in enumerate(rot.cells.values()) if s.kind is _DARK]
        )
        self.icons: tuple[tuple[Icon, ...], ...] = tuple((i,) for i in printed.values())
        self.icons_at = _pick([where[cell_key(x, y)] for x, y in printed])
        self.coins = _pick(
            [where[cell_key(x, y)] for (x, y), i in printed.items() if i is Icon.COIN]
        )
        self.slots = _pick(
            [
                where[cell_key(x, y)]
                for (x, y), spec in rot.cells.items()
                if spec.slot or spec.icon is not None
            ]
        )
        self.pools = [_pick([where[k] for k in part]) for part in fresh.pools]
        self.reach = [_pick([where[k] for k in near]) for near in fresh.reach]
        self.printed = fresh.icons
        xs = [key_cell(key)[0] for key in spots]
        self.columns = (min(xs), max(xs))  # (the tile and the cells beside it)

    def laid(self, x: int, y: int) -> LaidTile:
        """The tile laid with its (0, 0) corner on (x, y)."""
        by = self._corner(x, y)
        moved = [key + by for key in self.spots]
        keys = self.keys(moved)
        cells = list(map(_CELL_OF, keys))  # the cells kept for their keys
        return LaidTile(
            dict(zip(cells, self.specs, strict=True)),
            self.dark(cells),
            keys,
            tuple(zip(self.icons_at(moved), self.icons, strict=True)),
            self.coins(moved),
            self._water(moved),
            self.slots(moved),
        )

    def tried(self, x: int, y: int, whole: bool) -> TriedTile:
        """Only what a trial of the tile at (x, y) reads: its cells' keys (when
        ``whole``: none are needed for a tile on the table), water and coins."""
        by = self._corner(x, y)
        moved = [key + by for key in (self.spots if whole else self.wet)]
        keys = self.keys(moved) if whole else ()
        return TriedTile(keys, self._water(moved), self.coins(moved))

    def _corner(self, x: int, y: int) -> CellKey:
        """The key of corner (x, y), once every cell the tile reads there has
        one (:func:`~game.rules.fountains.search.cell_keys.check_columns`)."""
        least, most = self.columns
        if x + least < LEAST_X or x + most > MOST_X:
            check_columns(x + least, x + most)
        return cell_key(x, y)

    def _water(self, moved: list[CellKey]) -> FreshWater:
        pools, reach = self.pools, self.reach
        found: tuple[object, object, object]
        if len(pools) == 1:  # (most tiles hold one pool)
            found = ((pools[0](moved),), (reach[0](moved),), self.printed)
        else:
            found = (
                tuple([pick(moved) for pick in pools]),
                tuple([pick(moved) for pick in reach]),
                self.printed,
            )
        return _new_tuple(FreshWater, found)


class TriedTile(NamedTuple):
    """What a trial of a tile at one placement reads (:func:`tried_tile`):
    its cells' keys (only for a tile that may cover some), water and coins'
    keys."""

    keys: tuple[CellKey, ...]
    water: FreshWater
    coins: tuple[CellKey, ...]


_LAID: Cache[tuple[TileSpec, Placement], LaidTile] = CACHES.cache("laid tiles", KEPT)
_TRIED: tuple[Cache[Placement, tuple[TileSpec, TriedTile]], ...] = (
    CACHES.cache("tiles tried on the table", TRIED_KEPT),
    CACHES.cache("tiles tried above the table", TRIED_KEPT),
)
"""Placements tried on the table, then above it: by placement alone (it names
its tile; the tile is kept to check it is the very one asked about)."""
_TEMPLATES: Cache[tuple[TileSpec, int], _Template] = CACHES.cache(
    "tile templates", TEMPLATES_KEPT
)
_laid = _LAID.store  # read directly: the fastest lookup


def laid_tile(tile: TileSpec, placement: Placement) -> LaidTile:
    """``tile`` laid at ``placement`` (made once, then kept for a while)."""
    key = (tile, placement)
    found = _laid.get(key)
    if found is None:
        template = _template(tile, placement.rotation)
        found = _LAID.keep(key, template.laid(placement.x, placement.y))
    return found


def tried_tile(
    tile: TileSpec, placement: Placement, level: int
) -> LaidTile | TriedTile:
    """What a trial of ``tile`` at ``placement`` on ``level`` reads: the laid
    tile when it is kept, else only its water and coins, and its cells when it
    covers some (search tries far more placements than it lays; the same
    placements again on later turns, so these are kept a while too)."""
    whole = level > 1
    kept = _TRIED[whole]
    tried = kept.store.get(placement)
    if tried is not None and tried[0] is tile:
        return tried[1]
    found = _laid.get((tile, placement))
    if found is not None:
        return found
    template = _template(tile, placement.rotation)
    made = template.tried(placement.x, placement.y, whole)
    kept.keep(placement, (tile, made))
    return made


def _template(tile: TileSpec, rotation: int) -> _Template:
    turn = (tile, rotation)
    template = _TEMPLATES.store.get(turn)
    if template is None:
        template = _TEMPLATES.keep(turn, _Template(tile, rotation))
    return template
