"""A tile's rotations as bit offsets on the placement bitboards (``boards.py``).

On a board ``width`` wide, cell (x, y) of a rotated tile whose (0, 0) corner
lies on bit ``o`` is bit ``o + y * width + x``; :func:`tile_shapes` lists, per
distinct rotation, the offsets :func:`~game.rules.fountains.search.boards.find_spots`
shifts the boards by. The cells are sorted out once per tile; each board width
(the fountain's, which changes as it grows) then only multiplies them out.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.tiles import Cell, TileSpec

_NEIGHBOURS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))

_Run = tuple[int, int, int]
"""Cells in a row: the first one's x and y, and how many."""


class Shape(NamedTuple):
    """One distinct rotation of a tile on a board of some width."""

    rotation: int
    support: int  # index of its cell pattern: rotations covering alike share it
    rows: tuple[tuple[int, int], ...]  # (bit of a run's first cell, its length)
    dark: tuple[int, ...]  # bits of its dark cells
    shared: tuple[int, ...]  # bits of the cells off the tile beside two or more
    # of its dark cells
    beside: tuple[int, ...]  # bits of the cells off the tile beside its dark
    # cells, each once (only where there are shared cells: else never asked)
    dark_mask: int  # its dark cells as one integer
    beside_mask: int  # the cells beside them, moved up a row and a column (no
    # bit below 0), as one integer (0 where there are no shared cells)
    dark_first: int  # ``dark`` as its first bit, the ones between, its last
    dark_middle: tuple[int, ...]
    dark_last: int


class _Cells(NamedTuple):
    """One distinct rotation of a tile as cells (no board width yet)."""

    rotation: int
    support: int
    runs: tuple[_Run, ...]  # its cells as runs along its rows, in reading order
    dark: tuple[Cell, ...]
    beside: tuple[Cell, ...]  # the cells off the tile beside its dark cells
    shared: tuple[Cell, ...]  # ... beside two or more of them
    dark_runs: tuple[_Run, ...]  # its dark cells as runs along its rows


_CELLS: Cache[TileSpec, dict[int, _Cells]] = CACHES.cache("tile cells", 1024)
"""(One entry for each tile: the catalogue has 77.)"""


def _cells(tile: TileSpec) -> dict[int, _Cells]:
    """Every rotation of ``tile`` (distinct or not) as cells, worked out once."""
    found = _CELLS.store.get(tile)
    if found is None:
        found = _CELLS.keep(tile, {})
        patterns: list[tuple[_Run, ...]] = []
        for rotation in range(4):
            rot = tile.rotation(rotation)
            runs = _runs(rot.all_cells)
            if runs not in patterns:
                patterns.append(runs)
            beside = [
                (cx + dx, cy + dy)
                for cx, cy in rot.dark_cells
                for dx, dy in _NEIGHBOURS
                if (cx + dx, cy + dy) not in rot.cells
            ]
            times = Counter(beside)
            found[rotation] = _Cells(
                rotation,
                patterns.index(runs),
                runs,
                rot.dark_cells,
                tuple(times),
                tuple(cell for cell, n in times.items() if n >= 2),
                _runs(rot.dark_cells),
            )
    return found


def _runs(cells: tuple[Cell, ...]) -> tuple[_Run, ...]:
    """``cells`` (in reading order) as runs along their rows."""
    runs: list[_Run] = []
    for cx, cy in cells:
        if runs and runs[-1][1] == cy and runs[-1][0] + runs[-1][2] == cx:
            runs[-1] = (runs[-1][0], cy, runs[-1][2] + 1)
        else:
            runs.append((cx, cy, 1))
    return tuple(runs)


_SHAPES: Cache[tuple[TileSpec, int], list[Shape]] = CACHES.cache(
    "tile shapes by board width", 8192
)
"""(Each tile for each board width met: a few thousand at most.)"""


def tile_shapes(tile: TileSpec, width: int) -> list[Shape]:
    """The distinct rotations of ``tile`` with at least two dark cells (a
    placement needs two touching), as bits on a board ``width`` wide relative to
    the rotated tile's (0, 0) corner; shared, never change it.

    Two dark cells touching always touch two distinct dark bricks (the brick
    under each is its own, and so is a brick beside only one of them) unless
    every one touching touches the same brick, beside two or more of them: on
    a ``shared`` cell. Where no shared cell holds a dark brick, the second count
    of the contact rule need not be made (a rectangle has no shared cells).
    """
    key = (tile, width)
    found = _SHAPES.store.get(key)
    if found is None:
        cells = _cells(tile)
        found = _SHAPES.keep(key, [])
        for rotation in tile.distinct_rotations:
            one = cells[rotation]
            if len(one.dark) < 2:
                continue
            dark = [cy * width + cx for cx, cy in one.dark]
            beside = [cy * width + cx for cx, cy in one.beside] if one.shared else []
            found.append(
                Shape(
                    rotation,
                    one.support,
                    tuple([(cy * width + cx, n) for cx, cy, n in one.runs]),
                    tuple(dark),
                    tuple([cy * width + cx for cx, cy in one.shared]),
                    tuple(beside),
                    sum([1 << bit for bit in dark]),
                    sum([1 << (bit + width + 1) for bit in beside]),
                    dark[0],
                    tuple(dark[1:-1]),
                    dark[-1],
                )
            )
    return found


_PATTERNS: Cache[tuple[TileSpec, int, int], tuple[int, int]] = CACHES.cache(
    "tile patterns by board width", 16384
)
"""(Each tile and rotation for each board width met.)"""


def tile_pattern(tile: TileSpec, rotation: int, width: int) -> tuple[int, int]:
    """The rotated tile's cells and its dark cells as bits of a board ``width``
    wide, its (0, 0) corner on bit 0."""
    key = (tile, rotation, width)
    found = _PATTERNS.store.get(key)
    if found is None:
        one = _cells(tile)[rotation]
        cells = dark = 0
        for cx, cy, n in one.runs:
            cells |= ((1 << n) - 1) << (cy * width + cx)
        for cx, cy, n in one.dark_runs:
            dark |= ((1 << n) - 1) << (cy * width + cx)
        found = _PATTERNS.keep(key, (cells, dark))
    return found
