"""Placement bitboards: one bit per grid cell, so every legal placement of a
tile is found with a few hundred integer operations (rulebook: Placing Tiles).

Bit ``(y - y0) * width + (x - x0)`` stands for cell (x, y). :class:`Boards`
hold, per height, the cells of that height and the dark bricks on each level;
:func:`find_spots` shifts a tile's cells over them to find every offset where
the tile is supported and touches enough dark bricks, and splits them by level.
The cells near dark bricks on each level (``NearSpots``) are worked out
once for every tile asked of one version of the boards. ``Stack``
(placement.py) keeps one version of the boards and brings it up to date lazily.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.search.tile_bits import Shape, tile_pattern, tile_shapes
from game.rules.fountains.tiles import Placement, TileSpec

MARGIN = 6
"""The longest side of any tile: free cells the boards keep all round."""
_SLACK = 5  # rows to grow into above and below: the boards move less often
_ROOM = 5  # columns to grow into each side: the boards widen less often
_WIDTH_STEP = 8
_FEW = 8  # offsets to check one by one rather than all at once (bricks touched)
_FEW_SPOTS = 3  # ... (new dark cells touching)

Laid = tuple[TileSpec, Placement, int]
"""A tile laid: the tile, where, on which level."""


@dataclass(slots=True)
class Boards:
    """Bitboards of one stack version: bit (y - y0) * width + (x - x0) per cell.

    Every row holds ``MARGIN`` cells or more off the fountain at each end, so a
    tile shifted past a row's end (its cells split between the end of one row
    and the start of the next) neither rests on the fountain nor touches it:
    the rows need no guard bits between them.
    """

    x0: int
    y0: int
    width: int
    free: list[int]  # free[h]: cells of height exactly h (h = 0: empty table)
    dark_layer: list[int]  # dark_layer[level]: cells whose brick on that level is dark
    dark_top: list[int]  # dark_top[h]: cells of height h whose top cell is dark
    inner: tuple[int, int, int, int]  # (x min, y min, x max, y max) a new tile may
    # cover and the boards still hold MARGIN free cells all round it
    bounds: tuple[int, int, int, int] | None = None  # (x min, y min, x max, y max)
    # of the tiles laid (None: not known, build afresh rather than move)
    near_found: dict[int, NearSpots | None] | None = field(
        default=None, compare=False, repr=False
    )  # near_spots(h), once asked (None: none asked yet; a default, not a
    # default factory: the boards of a random game are asked for one tile)

    def near_spots(self, h: int) -> NearSpots | None:
        """The cells of height ``h`` where a tile laid on level h + 1 may touch
        dark bricks (None where there are none), worked out once for every tile
        asked of these boards."""
        near = self.near_found
        if near is None:
            near = self.near_found = {}
        found = near.get(h, _UNKNOWN)
        if found is _UNKNOWN:
            found = near[h] = _near_spots(self, h)
        return found

    def laid(self, tile: TileSpec, placement: Placement, level: int) -> Boards | None:
        """These boards after laying ``tile`` at legal ``placement`` on ``level``
        (every cell it covers had height ``level - 1``); None when the tile
        reaches too near the edge and the boards are too narrow to move the
        fountain away from it (build them afresh)."""
        x, y, rotation = placement.x, placement.y, placement.rotation
        rot = tile.rotation(rotation)
        x_end = x + rot.width - 1
        y_end = y + rot.height - 1
        bounds = self.bounds
        if bounds is not None:
            bounds = (
                min(bounds[0], x),
                min(bounds[1], y),
                max(bounds[2], x_end),
                max(bounds[3], y_end),
            )
        x_min, y_min, x_max, y_max = self.inner
        if not (x_min <= x and x_end <= x_max and y_min <= y and y_end <= y_max):
            moved = None if bounds is None else self._moved(bounds)
            return None if moved is None else moved.laid(tile, placement, level)
        width = self.width
        cells, dark = tile_pattern(tile, rotation, width)
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
        return Boards(
            self.x0, self.y0, width, free, dark_layer, dark_top, self.inner, bounds
        )

    def _moved(self, bounds: tuple[int, int, int, int]) -> Boards | None:
        """These boards, the same width, laid out afresh round a fountain that
        will fill ``bounds`` (None if the width cannot hold it): every cell's
        bit moves by one shift, since bit (y - y0) * width + (x - x0) moves by
        the change of y0 times the width plus the change of x0."""
        x_min, y_min, x_max, y_max = bounds
        width = self.width
        if x_max - x_min + 1 + 2 * MARGIN > width:
            return None
        x0, y0, rows = _layout(bounds, width)
        shift = (self.y0 - y0) * width + self.x0 - x0
        if shift >= 0:
            free = [board << shift for board in self.free]
            dark_layer = [board << shift for board in self.dark_layer]
        else:
            free = [board >> -shift for board in self.free]
            dark_layer = [board >> -shift for board in self.dark_layer]
        footprint = 0
        for board in free[1:]:
            footprint |= board
        free[0] = ((1 << rows * width) - 1) & ~footprint  # the table: all the rest
        dark_top = [board & dark for board, dark in zip(free, dark_layer, strict=True)]
        return Boards(
            x0,
            y0,
            width,
            free,
            dark_layer,
            dark_top,
            _inner(x0, y0, width, rows),
            bounds,
        )


def _layout(bounds: tuple[int, int, int, int], width: int) -> tuple[int, int, int]:
    """(x0, y0, rows) of boards ``width`` wide round a fountain filling
    ``bounds``: its spare columns shared out on both sides, ``MARGIN`` and
    ``_SLACK`` rows above and below."""
    x_min, y_min, x_max, y_max = bounds
    x0 = x_min - (width - (x_max - x_min + 1)) // 2
    y0 = y_min - MARGIN - _SLACK
    return x0, y0, y_max + MARGIN + _SLACK - y0 + 1


def _inner(x0: int, y0: int, width: int, rows: int) -> tuple[int, int, int, int]:
    return (x0 + MARGIN, y0 + MARGIN, x0 + width - 1 - MARGIN, y0 + rows - 1 - MARGIN)


def build_boards(laid: Sequence[Laid]) -> Boards:
    """Boards for a stack of the tiles ``laid`` (tile, placement, level), in the
    order they were laid (at least one): each tile's cells, on its level,
    replace whatever they lay on."""
    x_min = y_min = 1 << 30
    x_max = y_max = -(1 << 30)
    for tile, placement, _ in laid:
        rot = tile.rotation(placement.rotation)
        x, y = placement.x, placement.y
        x_min = min(x_min, x)
        y_min = min(y_min, y)
        x_max = max(x_max, x + rot.width - 1)
        y_max = max(y_max, y + rot.height - 1)
    bounds = (x_min, y_min, x_max, y_max)
    # a width in steps (fewer widths, fewer tile shapes to work out) with room
    # to grow: it is the boards' width until the fountain outgrows it
    span = x_max - x_min + 1 + 2 * (MARGIN + _ROOM)
    width = -(-span // _WIDTH_STEP) * _WIDTH_STEP
    x0, y0, rows = _layout(bounds, width)
    free = [(1 << rows * width) - 1]  # the table everywhere, at first
    dark_layer = [0]
    for tile, placement, level in laid:
        cells, dark = tile_pattern(tile, placement.rotation, width)
        offset = (placement.y - y0) * width + placement.x - x0
        covering = cells << offset
        while len(free) <= level:
            free.append(0)
            dark_layer.append(0)
        uncovered = ~covering
        for h, board in enumerate(free):
            free[h] = board & uncovered
        free[level] |= covering
        dark_layer[level] |= dark << offset
    dark_top = [board & dark for board, dark in zip(free, dark_layer, strict=True)]
    inner = _inner(x0, y0, width, rows)
    return Boards(x0, y0, width, free, dark_layer, dark_top, inner, bounds)


NearSpots = tuple[int, int, int, int, list[int]]
"""The cells of one height h where a tile laid on level h + 1 may touch
dark bricks, and what :func:`find_spots` reads round them, all shifted down
by ``base`` to just below the lowest of them less the reach of the longest
tile: the numbers get shorter and every operation on them cheaper. Above,
they keep the reach of the longest tile beyond the highest: a placement's
corner lies no further below the lowest spot than its furthest cell from
the corner; the cells it covers no further above the highest; the bricks
its dark cells touch beside, a row beyond them. A plain tuple (quick to
make: a random game's boards are asked for one tile), in this order:

- base
- spots: free cells below or beside a dark brick on level h + 1
- beside: dark bricks on level h + 1
- below: cells of height h whose top cell is dark
- runs: runs[k]: cells starting k free cells in a row (k >= 1), made as far
  as the longest tile asked needs
"""

_UNKNOWN: NearSpots = (0, 0, 0, 0, [])  # not worked out yet (no boards' own)


def _near_spots(boards: Boards, h: int) -> NearSpots | None:
    width = boards.width
    free = boards.free[h]
    beside = boards.dark_layer[h + 1] if h + 1 < len(boards.free) else 0
    below = boards.dark_top[h]
    spots = (
        below | beside << 1 | beside >> 1 | beside << width | beside >> width
    ) & free
    if not spots:
        return None
    reach = max((MARGIN - 1) * (width + 1), width) + 1  # of the longest tile
    base = max(0, (spots & -spots).bit_length() - 1 - reach)
    window = (1 << (spots.bit_length() + reach - base)) - 1
    return (
        base,
        spots >> base,
        beside >> base & window if beside else 0,
        below >> base & window,
        [0, free >> base & window],
    )


def find_spots(boards: Boards, tile: TileSpec) -> LegalSpots | None:
    """Every offset where ``tile`` may be placed, per rotation (None if none)."""
    width = boards.width
    shapes = tile_shapes(tile, width)
    found: dict[int, int] = {}
    levels: list[tuple[int, int, int]] = []
    unturned = tile.rotation(0)
    long = max(unturned.width, unturned.height)
    size = len(unturned.all_cells)
    near_on = boards.near_found  # Boards.near_spots, written out
    if near_on is None:
        near_on = boards.near_found = {}
    for h, free in enumerate(boards.free):
        if h and free.bit_count() < size:
            continue  # too few cells of height h to hold the tile
        near_spots = near_on.get(h, _UNKNOWN)
        if near_spots is _UNKNOWN:
            near_spots = near_on[h] = _near_spots(boards, h)
        if near_spots is None:
            continue  # no dark brick to touch
        base, spots, near, below, runs = near_spots
        made = len(runs)  # runs[k]: cells starting k free cells in a row
        if made <= long:
            run, row_free = runs[-1], runs[1]
            for k in range(made - 1, long):
                run &= row_free >> k
                runs.append(run)
        level = h + 1
        supported: list[int | None] = [None, None, None, None]  # by pattern
        for shape in shapes:
            rotation, support, rows, _, shared, _, dark, _, first, middle, last = shape
            # offsets where the whole tile rests on cells of height h, row
            # by row: a row of k cells needs k free cells in a row (the same
            # for the rotations of a tile covering alike, e.g. a rectangle's
            # half turn)
            candidates = supported[support]
            if candidates is None:
                candidates = -1
                for bit, length in rows:
                    candidates &= runs[length] >> bit
                    if not candidates:
                        break
                supported[support] = candidates
            if not candidates:
                continue
            # ... where at least two distinct new dark cells touch: counted for
            # every offset at once (a running count to two, its first and last
            # steps cut short), or for a few one by one
            if candidates.bit_count() > _FEW_SPOTS:
                ones = spots >> first
                twos = 0
                for bit in middle:
                    hits = spots >> bit
                    twos |= ones & hits
                    ones |= hits
                candidates &= twos | ones & spots >> last
            else:
                unsure, candidates = candidates, 0
                while unsure:
                    low = unsure & -unsure
                    if (spots >> low.bit_length() - 1 & dark).bit_count() > 1:
                        candidates |= low
                    unsure ^= low
            if candidates and shared and near:
                # ... and at least two distinct dark bricks are touched, which
                # only a brick on a shared cell can spoil (see tile_shapes)
                risky = 0
                for bit in shared:
                    risky |= near >> bit if bit >= 0 else near << -bit
                risky &= candidates
                if risky:
                    candidates &= ~risky | _touch_two(risky, below, near, shape, width)
            if candidates:
                # a spot has one level (its cells' height), so the levels'
                # boards of one rotation never share a bit
                candidates <<= base
                levels.append((rotation, level, candidates))
                if rotation in found:
                    candidates |= found[rotation]
                found[rotation] = candidates
    if not found:
        return None
    return LegalSpots(tile.id, boards.x0, boards.y0, width, found, levels)


def _touch_two(risky: int, below: int, beside: int, shape: Shape, width: int) -> int:
    """Which of the offsets ``risky`` put the dark cells of ``shape`` in touch
    with at least two distinct dark bricks: ``below`` them, or ``beside`` them on
    the tile's level (only asked of tiles with shared cells)."""
    if risky.bit_count() > _FEW:  # count them for every offset at once
        ones = twos = 0
        if below:
            for bit in shape.dark:
                hits = below >> bit
                twos |= ones & hits
                ones |= hits
        if beside:
            for bit in shape.beside:
                hits = beside >> bit if bit >= 0 else beside << -bit
                twos |= ones & hits
                ones |= hits
        return twos
    # ... or one offset at a time: the bricks under its dark cells, and beside
    # them (each cell beside them a brick of its own), counted by popcount
    # (those beside only while those below are too few: on the table, none)
    dark, around = shape.dark_mask, shape.beside_mask
    beside <<= width + 1  # as the mask of cells beside is
    touching = 0
    while risky:
        low = risky & -risky
        at = low.bit_length() - 1
        touched = (below >> at & dark).bit_count() if below else 0
        if touched < 2:
            touched += (beside >> at & around).bit_count()
        if touched > 1:
            touching |= low
        risky ^= low
    return touching
