"""A fountain's pools numbered as players see them, and where water passes.

The rules of water (pools, flow, feeding) and the version kept up to date as tiles
are laid live in ``water_net.py``, where pools are known by ids. :class:`Water`
numbers them by tile, then reading order, and works out the cell pairs where
water passes: what screens, the design cards and the tests read. It is built
when first asked for, once per version of a fountain's water.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.icons import Icon
from game.rules.fountains.search.cell_keys import CELLS, CellKey
from game.rules.fountains.search.water_net import WaterNet
from game.rules.fountains.tiles import Cell
from game.rules.fountains.water_rule import water_passes


@dataclass(frozen=True, slots=True)
class Pool:
    """One pool: its visible water cells, level, tile, whether it is fed, icons."""

    cells: frozenset[Cell]
    level: int
    tile_index: int
    fed: bool
    icons: tuple[Icon, ...]


_new = object.__new__
_set = object.__setattr__  # how a frozen dataclass sets its own fields


def _pool(
    cells: frozenset[Cell],
    level: int,
    tile_index: int,
    fed: bool,
    icons: tuple[Icon, ...],
) -> Pool:
    """``Pool(cells, level, tile_index, fed, icons)``, made without the frozen
    dataclass's checks (a fountain's pools are made once per version)."""
    pool = _new(Pool)
    _set(pool, "cells", cells)
    _set(pool, "level", level)
    _set(pool, "tile_index", tile_index)
    _set(pool, "fed", fed)
    _set(pool, "icons", icons)
    return pool


_Shape = tuple[tuple[Cell, ...], frozenset[Cell]]
SHAPES_KEPT = 4096
"""How many pools' cells :func:`_shape` keeps (then it starts afresh)."""
_SHAPES: Cache[tuple[CellKey, ...], _Shape] = CACHES.cache("pools' cells", SHAPES_KEPT)


def _shape(keys: tuple[CellKey, ...]) -> _Shape:
    """A pool's cells (keys) as cells, in reading order and as a set: worked out
    once, then kept a while (a pool keeps its cells, version after version,
    until a tile covers it)."""
    found = _SHAPES.store.get(keys)
    if found is None:
        cells = tuple(map(CELLS.__getitem__, keys))
        found = _SHAPES.keep(keys, (cells, frozenset(cells)))
    return found


class Water:
    """Everything about water in one fountain version, pools numbered by tile,
    then reading order.

    ``pool_of`` (visible water cell -> index into ``pools``); ``links`` ((a, b),
    a < b: pools whose water touches); per pool, by index: ``levels``, ``fed``,
    ``icons``; ``pools``; ``flows`` ((from, to) cell pairs where water passes,
    built on first use).
    """

    __slots__ = (
        "_pool_of",
        "_cells",
        "links",
        "levels",
        "fed",
        "icons",
        "pools",
        "_flows",
    )

    def __init__(self, net: WaterNet, top: Mapping[Cell, int]) -> None:
        shapes: dict[int, _Shape] = {}
        ranked: list[tuple[int, CellKey, int]] = []  # (tile, first cell, pool)
        for pool, keys in net.cells.items():
            shape = shapes[pool] = _shape(keys)
            ranked.append((top[shape[0][0]], keys[0], pool))
        # by tile, then reading order (a pool's first cell is its first in
        # reading order, and its key is the least)
        ranked.sort()
        order = [pool for _, _, pool in ranked]
        index = {pool: i for i, pool in enumerate(order)}
        self._cells = [shapes[pool][0] for pool in order]
        self._pool_of: dict[Cell, int] | None = None
        levels, fed, icons = net.level, net.fed, net.icons
        self.levels = [levels[pool] for pool in order]
        self.fed = [pool in fed for pool in order]
        self.icons = [icons.get(pool, ()) for pool in order]
        self.links = frozenset(
            (index[a], index[b])
            for a, touching in net.links.items()
            for b in touching
            if index[a] < index[b]
        )
        self.pools = tuple(
            map(
                _pool,
                [shapes[pool][1] for pool in order],
                self.levels,
                [tile for tile, _, _ in ranked],
                self.fed,
                self.icons,
            )
        )
        self._flows: tuple[tuple[Cell, Cell], ...] | None = None

    @property
    def pool_of(self) -> dict[Cell, int]:
        """Visible water cell -> index into ``pools`` (made when first asked)."""
        found = self._pool_of
        if found is None:
            found = self._pool_of = {
                cell: i for i, cells in enumerate(self._cells) for cell in cells
            }
        return found

    @classmethod
    def of(cls, net: WaterNet, top: Mapping[Cell, int]) -> Water:
        """The view of ``net`` (made once, then kept with it); ``top``: cell ->
        the tile seen there, in the fountain ``net`` belongs to."""
        view = net.view
        if not isinstance(view, Water):
            view = net.view = cls(net, top)
        return view

    @property
    def flows(self) -> tuple[tuple[Cell, Cell], ...]:
        """(from, to) pairs of 4-adjacent visible water cells of two pools where
        water passes; water between pools on one level is listed once."""
        flows = self._flows
        if flows is None:
            found: list[tuple[Cell, Cell]] = []
            pool_of, levels = self.pool_of, self.levels
            get = pool_of.get
            for cell, a in pool_of.items():
                x, y = cell
                for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    b = get(other)
                    if b is None or b == a:
                        continue
                    high, low = levels[a], levels[b]
                    # between pools on one level: listed once, from the first
                    if water_passes(high, low) and (
                        high != low or (y, x) < (other[1], other[0])
                    ):
                        found.append((cell, other))
            found.sort(
                key=lambda pair: (pair[0][1], pair[0][0], pair[1][1], pair[1][0])
            )
            flows = self._flows = tuple(found)
        return flows
