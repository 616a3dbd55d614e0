"""A tile as laid at one placement: its cells, icons and water on the grid.

Search lays the same few placements again and again (every re-dealt look-ahead
tries the same candidates), so these are worked out once per placement and
kept, a bounded number of them. Everything here is shared: never change it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from game.rules.fountains.icons import CellKind, Icon
from game.rules.fountains.tiles import Cell, CellSpec, Placement, TileSpec
from game.rules.fountains.water_net import FreshWater, fresh_water

_DARK = CellKind.DARK
KEPT = 8192
"""Placements kept at once (the oldest are all dropped when it is reached)."""


class LaidTile(NamedTuple):
    """``cells`` on the grid; ``dark``: its dark bricks; ``icons``: (cell,
    (icon,)) of its printed icons; ``coins``: its coin cells; ``water``: its
    water as it is when nothing covers it, on the grid."""

    cells: Mapping[Cell, CellSpec]
    dark: tuple[Cell, ...]
    icons: tuple[tuple[Cell, tuple[Icon, ...]], ...]
    coins: tuple[Cell, ...]
    water: FreshWater


_LAID: dict[tuple[TileSpec, Placement], LaidTile] = {}
_FRESH: dict[tuple[TileSpec, int], FreshWater] = {}


def laid_tile(tile: TileSpec, placement: Placement) -> LaidTile:
    """``tile`` laid at ``placement`` (made once, then kept for a while)."""
    key = (tile, placement)
    found = _LAID.get(key)
    if found is None:
        if len(_LAID) >= KEPT:
            _LAID.clear()
        x, y = placement.x, placement.y
        rotation = placement.rotation
        cells = {
            (x + cx, y + cy): spec
            for (cx, cy), spec in tile.rotation(rotation).cells.items()
        }
        icons = tuple(
            (cell, (spec.icon,))
            for cell, spec in cells.items()
            if spec.icon is not None
        )
        dark = tuple([cell for cell, spec in cells.items() if spec.kind is _DARK])
        water = _fresh(tile, rotation).moved(x, y)
        coins = tuple(cell for cell, (icon,) in icons if icon is Icon.COIN)
        found = _LAID[key] = LaidTile(cells, dark, icons, coins, water)
    return found


def _fresh(tile: TileSpec, rotation: int) -> FreshWater:
    """The water of ``tile`` in ``rotation`` at (0, 0), nothing covering it."""
    key = (tile, rotation)
    water = _FRESH.get(key)
    if water is None:
        rot = tile.rotation(rotation)
        printed = {c: s.icon for c, s in rot.cells.items() if s.icon is not None}
        water = _FRESH[key] = fresh_water(rot.cells, rot.water_cells, printed)
    return water
