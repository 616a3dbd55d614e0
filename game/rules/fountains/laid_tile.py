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


_Pick = Callable[[Sequence[Cell]], tuple[Cell, ...]]


def _pick(positions: Sequence[int]) -> _Pick:
    """A function taking the cells at ``positions`` out of a list, as a tuple
    (``itemgetter`` gives a bare item for one position, so that case is
    wrapped)."""
    if not positions:
        return lambda _cells: ()
    if len(positions) == 1:
        (only,) = positions
        return lambda cells: (cells[only],)
    return itemgetter(*positions)  # type: ignore[return-value]


class _Template:
    """One rotation of a tile laid at (0, 0): ``spots`` lists its water cells,
    the cells off the tile beside its water, then its other cells; ``wet`` is
    the first part of it, all a trial of the tile's water needs. The rest picks
    parts out of that list once it is moved."""

    __slots__ = (
        "spots",
        "wet",
        "own",
        "specs",
        "dark",
        "icons",
        "icons_at",
        "coins",
        "pools",
        "reach",
        "printed",
    )

    def __init__(self, tile: TileSpec, rotation: int) -> None:
        rot = tile.rotation(rotation)
        printed = {c: s.icon for c, s in rot.cells.items() if s.icon is not None}
        fresh = fresh_water(rot.cells, rot.water_cells, printed)
        wet = [c for part in fresh.pools for c in part]
        wet += dict.fromkeys(c for near in fresh.reach for c in near)
        is_wet = set(wet)
        spots = wet + [c for c in rot.cells if c not in is_wet]
        where = {cell: i for i, cell in enumerate(spots)}
        self.spots: tuple[Cell, ...] = tuple(spots)
        self.wet: tuple[Cell, ...] = tuple(wet)
        self.own = _pick([where[c] for c in rot.cells])  # in the rotation's order
        self.specs: tuple[CellSpec, ...] = tuple(rot.cells.values())
        self.dark = _pick([where[c] for c, s in rot.cells.items() if s.kind is _DARK])
        self.icons: tuple[tuple[Icon, ...], ...] = tuple((i,) for i in printed.values())
        self.icons_at = _pick([where[c] for c in printed])
        self.coins = _pick([where[c] for c, i in printed.items() if i is Icon.COIN])
        self.pools = [_pick([where[c] for c in part]) for part in fresh.pools]
        self.reach = [_pick([where[c] for c in near]) for near in fresh.reach]
        self.printed = fresh.icons

    def laid(self, x: int, y: int) -> LaidTile:
        """The tile laid with its (0, 0) corner on (x, y)."""
        moved = [(x + cx, y + cy) for cx, cy in self.spots]
        return LaidTile(
            dict(zip(self.own(moved), self.specs, strict=True)),
            self.dark(moved),
            tuple(zip(self.icons_at(moved), self.icons, strict=True)),
            self.coins(moved),
            self._water(moved),
        )

    def tried(self, x: int, y: int, whole: bool) -> TriedTile:
        """Only what a trial of the tile at (x, y) reads: its cells (when
        ``whole``: none are needed for a tile on the table), water and coins."""
        moved = [(x + cx, y + cy) for cx, cy in (self.spots if whole else self.wet)]
        cells = self.own(moved) if whole else ()
        return TriedTile(cells, self._water(moved), self.coins(moved))

    def _water(self, moved: list[Cell]) -> FreshWater:
        return FreshWater(
            tuple([pick(moved) for pick in self.pools]),
            tuple([pick(moved) for pick in self.reach]),
            self.printed,
        )


class TriedTile(NamedTuple):
    """What a trial of a tile at one placement reads (:func:`tried_tile`)."""

    cells: tuple[Cell, ...]
    water: FreshWater
    coins: tuple[Cell, ...]


_LAID: dict[tuple[TileSpec, Placement], LaidTile] = {}
_TEMPLATES: dict[tuple[TileSpec, int], _Template] = {}


def laid_tile(tile: TileSpec, placement: Placement) -> LaidTile:
    """``tile`` laid at ``placement`` (made once, then kept for a while)."""
    key = (tile, placement)
    found = _LAID.get(key)
    if found is None:
        if len(_LAID) >= KEPT:
            _LAID.clear()
        template = _template(tile, placement.rotation)
        found = _LAID[key] = template.laid(placement.x, placement.y)
    return found


def tried_tile(
    tile: TileSpec, placement: Placement, level: int
) -> LaidTile | TriedTile:
    """What a trial of ``tile`` at ``placement`` on ``level`` reads: the laid
    tile when it is kept, else only its water and coins, and its cells when it
    covers some (search tries far more placements than it lays)."""
    found = _LAID.get((tile, placement))
    if found is not None:
        return found
    template = _template(tile, placement.rotation)
    return template.tried(placement.x, placement.y, level > 1)


def _template(tile: TileSpec, rotation: int) -> _Template:
    turn = (tile, rotation)
    template = _TEMPLATES.get(turn)
    if template is None:
        template = _TEMPLATES[turn] = _Template(tile, rotation)
    return template
