"""Placement bitboards: one bit per grid cell, so every legal placement of a
tile is found with a few hundred integer operations (rulebook: Placing Tiles).

Bit ``(y - y0) * width + (x - x0)`` stands for cell (x, y). :class:`Boards`
hold, per height, the cells of that height and the dark bricks on each level;
:func:`find_spots` shifts a tile's cells over them to find every offset where
the tile is supported and touches enough dark bricks. ``Stack`` (placement.py)
keeps one version of the boards and brings it up to date lazily.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.rules.fountains.icons import CellKind
from game.rules.fountains.legal_spots import LegalSpots
from game.rules.fountains.tiles import Cell, Placement, TileSpec

_NEIGHBOURS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
MARGIN = 6
"""The longest side of any tile: free cells the boards keep all round."""
_SLACK = 4  # room to grow: tiles laid within it update the boards in place
_DARK = CellKind.DARK


@dataclass(slots=True)
class Boards:
    """Bitboards of one stack version: bit (y - y0) * width + (x - x0) per cell.

    ``width`` leaves ``MARGIN`` empty guard columns after each row, so a tile
    shifted past a row's end lands on guard bits, which are never free.
    """

    x0: int
    y0: int
    width: int
    free: list[int]  # free[h]: cells of height exactly h (h = 0: empty table)
    dark_layer: list[int]  # dark_layer[level]: cells whose brick on that level is dark
    dark_top: list[int]  # dark_top[h]: cells of height h whose top cell is dark
    inner: tuple[int, int, int, int]  # (x min, y min, x max, y max) a new tile may
    # cover and the boards still hold MARGIN free cells all round it

    def laid(self, tile: TileSpec, placement: Placement, level: int) -> Boards | None:
        """These boards after laying ``tile`` at legal ``placement`` on ``level``
        (every cell it covers had height ``level - 1``), or None when the tile
        reaches too near the edge (build them afresh)."""
        x_min, y_min, x_max, y_max = self.inner
        x, y, rotation = placement.x, placement.y, placement.rotation
        rot = tile.rotation(rotation)
        if not (
            x_min <= x
            and x + rot.width - 1 <= x_max
            and y_min <= y
            and y + rot.height - 1 <= y_max
        ):
            return None
        width = self.width
        cells, dark = _patterns(tile, rotation, width)
        offset = (y - self.y0) * width + x - self.x0
        covering = cells << offset
        free = list(self.free)
        dark_layer = list(self.dark_layer)
        dark_top = list(self.dark_top)
        if len(free) <= level:
            free.append(0)
            dark_layer.append(0)
            dark_top.append(0)
        below = level - 1
        free[below] &= ~covering
        free[level] |= covering
        dark_layer[level] |= dark << offset
        dark_top[below] = free[below] & dark_layer[below]
        dark_top[level] = free[level] & dark_layer[level]
        return Boards(self.x0, self.y0, width, free, dark_layer, dark_top, self.inner)


def build_boards(
    top: Mapping[Cell, int],
    levels: Sequence[int],
    dark_layers: Sequence[Iterable[tuple[Cell, ...]]],
) -> Boards:
    """Boards for a stack whose cells show tiles ``top`` (cell -> tile index),
    the tiles lying on ``levels`` (by index), and whose level ``l`` holds the
    dark bricks ``dark_layers[l - 1]`` (a tuple of cells per tile)."""
    xs = [x for x, _ in top]
    ys = [y for _, y in top]
    pad = MARGIN + _SLACK
    x0 = min(xs) - pad
    y0 = min(ys) - pad
    span = max(xs) + pad - x0 + 1
    rows = max(ys) + pad - y0 + 1
    width = (span + MARGIN + 7) & ~7  # rounded up: fewer tile shapes to redo
    height = len(dark_layers)
    size = rows * width
    by_height: list[list[int]] = [[] for _ in range(height + 1)]
    for (x, y), index in top.items():
        by_height[levels[index]].append((y - y0) * width + x - x0)
    free = [_board(bits, size) for bits in by_height]
    footprint = 0
    for board in free[1:]:
        footprint |= board
    # the first ``span`` bits of every row: a row's bits times 1 + 2**width +
    # 2**(2 * width) + ..., the sum of a geometric series
    window = ((1 << span) - 1) * (((1 << size) - 1) // ((1 << width) - 1))
    free[0] = window & ~footprint
    dark_layer = [0]
    for layer in dark_layers:
        dark_layer.append(
            _board(
                [(y - y0) * width + x - x0 for cells in layer for x, y in cells], size
            )
        )
    dark_top = [free[h] & dark_layer[h] for h in range(height + 1)]
    inner = (
        x0 + MARGIN,
        y0 + MARGIN,
        x0 + span - 1 - MARGIN,
        y0 + rows - 1 - MARGIN,
    )
    return Boards(x0, y0, width, free, dark_layer, dark_top, inner)


def _board(bits: list[int], size: int) -> int:
    """The integer with ``bits`` set (each below ``size``), made as a string of
    binary digits: one small operation per bit, none on a growing integer."""
    digits = bytearray(b"0") * size
    for bit in bits:
        digits[bit] = 49  # "1"
    digits.reverse()
    return int(digits, 2)


def find_spots(boards: Boards, tile: TileSpec) -> LegalSpots | None:
    """Every offset where ``tile`` may be placed, per rotation (None if none)."""
    width = boards.width
    shapes = [
        (rotation, *_bits(tile, rotation, width))
        for rotation in tile.distinct_rotations
        if len(tile.rotation(rotation).dark_cells) >= 2
    ]
    found: dict[int, int] = {}
    levels = len(boards.free)
    # a spot lies at least this far below the lowest free cell it covers (and
    # the bricks it touches beside lie no further below)
    reach = (MARGIN + 1) * width + MARGIN + 1
    for h in range(levels):
        free = boards.free[h]
        level = h + 1
        beside = boards.dark_layer[level] if level < levels else 0
        below = boards.dark_top[h]
        spots = (
            below | beside << 1 | beside >> 1 | beside << width | beside >> width
        ) & free
        if not spots:
            continue
        # Work on the boards shifted down to just below the lowest spot: the
        # numbers get shorter and every operation on them cheaper.
        base = max(0, (spots & -spots).bit_length() - 1 - reach)
        window = (1 << (spots.bit_length() + reach - base)) - 1
        free = free >> base & window
        spots >>= base
        below = below >> base & window
        beside = beside >> base & window
        runs = [0, free]  # runs[k]: cells starting k free cells in a row
        for rotation, segments, dark_bits, beside_bits in shapes:
            # offsets where the whole tile rests on cells of height h, row
            # by row: a row of k cells needs k free cells in a row
            candidates = -1
            for bit, length in segments:
                while len(runs) <= length:
                    runs.append(runs[-1] & free >> (len(runs) - 1))
                candidates &= runs[length] >> bit
                if not candidates:
                    break
            if not candidates:
                continue
            # ... where at least two distinct new dark cells touch
            ones = twos = 0
            for bit in dark_bits:
                hits = spots >> bit
                twos |= ones & hits
                ones |= hits
            candidates &= twos
            if not candidates:
                continue
            # ... and at least two distinct existing dark bricks are touched
            ones = twos = 0
            if below:
                for bit in dark_bits:
                    hits = below >> bit
                    twos |= ones & hits
                    ones |= hits
            if beside:
                for bit in beside_bits:
                    hits = beside >> bit if bit >= 0 else beside << -bit
                    twos |= ones & hits
                    ones |= hits
            candidates &= twos
            if candidates:
                # a spot has one level (its cells' height), so the levels'
                # boards of one rotation never share a bit
                found[rotation] = found.get(rotation, 0) | candidates << base
    if not found:
        return None
    return LegalSpots(tile.id, boards.x0, boards.y0, width, found)


_BITS: dict[
    tuple[TileSpec, int, int],
    tuple[list[tuple[int, int]], list[int], list[int]],
] = {}


def _bits(
    tile: TileSpec, rotation: int, width: int
) -> tuple[list[tuple[int, int]], list[int], list[int]]:
    """For a board ``width`` wide: the rotated tile's rows of cells as (bit of
    the row's first cell, cells in the row), the bits of its dark cells, and of
    the existing bricks a new dark cell could touch beside it (distinct positions
    are distinct existing bricks); bits relative to the tile's (0, 0) corner."""
    key = (tile, rotation, width)
    found = _BITS.get(key)
    if found is None:
        segments, dark, beside = _shape_cells(tile, rotation)
        found = _BITS[key] = (
            [(cy * width + cx, length) for (cx, cy), length in segments],
            [cy * width + cx for cx, cy in dark],
            [cy * width + cx for cx, cy in beside],
        )
    return found


_PATTERNS: dict[tuple[TileSpec, int, int], tuple[int, int]] = {}


def _patterns(tile: TileSpec, rotation: int, width: int) -> tuple[int, int]:
    """The rotated tile's cells and its dark cells as bits of a board ``width``
    wide, its (0, 0) corner on bit 0."""
    key = (tile, rotation, width)
    found = _PATTERNS.get(key)
    if found is None:
        rot = tile.rotation(rotation)
        cells = dark = 0
        for cx, cy in rot.all_cells:
            cells |= 1 << (cy * width + cx)
        for cx, cy in rot.dark_cells:
            dark |= 1 << (cy * width + cx)
        found = _PATTERNS[key] = (cells, dark)
    return found


_SHAPES: dict[
    tuple[TileSpec, int], tuple[list[tuple[Cell, int]], list[Cell], list[Cell]]
] = {}


def _shape_cells(
    tile: TileSpec, rotation: int
) -> tuple[list[tuple[Cell, int]], list[Cell], list[Cell]]:
    """The rotated tile's runs of cells along its rows (first cell, length), its
    dark cells, and the distinct cells off the tile beside its dark cells (the
    width-free part of :func:`_bits`)."""
    key = (tile, rotation)
    found = _SHAPES.get(key)
    if found is None:
        rot = tile.rotation(rotation)
        segments: list[tuple[Cell, int]] = []
        for cx, cy in rot.all_cells:  # reading order
            if (cx - 1, cy) in rot.cells:
                first, length = segments[-1]
                segments[-1] = (first, length + 1)
            else:
                segments.append(((cx, cy), 1))
        beside = {
            (cx + dx, cy + dy)
            for cx, cy in rot.dark_cells
            for dx, dy in _NEIGHBOURS
            if (cx + dx, cy + dy) not in rot.cells
        }
        found = _SHAPES[key] = (segments, list(rot.dark_cells), [*beside])
    return found
