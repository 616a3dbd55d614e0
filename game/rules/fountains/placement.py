"""The stack of tiles as geometry, and the placement rules (rulebook: Placing Tiles).

Support: every cell under a new tile has the same height h (h = 0 is the table);
the tile then lies on level h + 1. Contact: a dark cell of the new tile touches a
dark cell of the fountain directly below it, or 4-adjacent to it on the same
level; at least 2 distinct new dark cells must touch and at least 2 distinct
existing dark cells must be touched. A level-1 tile therefore lies beside the
fountain.

``Stack.placement_error`` checks one placement and says why it fails, in words.
``Stack.legal_placements`` finds every legal placement at once with integer
bitboards (one bit per grid cell), so it stays fast on a large fountain; the
tests check that both agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.rules.fountains.icons import CellKind
from game.rules.fountains.tiles import Cell, CellSpec, Placement, TileSpec

_NEIGHBOURS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
_MARGIN = 6  # the longest side of any tile
_DARK = CellKind.DARK
_SLACK = 4  # room to grow: tiles laid within it update the boards in place


@dataclass(slots=True)
class _Boards:
    """Bitboards of one stack version: bit (y - y0) * width + (x - x0) per cell.

    ``width`` leaves ``_MARGIN`` empty guard columns after each row, so a tile
    shifted past a row's end lands on guard bits, which are never free.
    """

    x0: int
    y0: int
    width: int
    free: list[int]  # free[h]: cells of height exactly h (h = 0: empty table)
    dark_layer: list[int]  # dark_layer[level]: cells whose brick on that level is dark
    dark_top: list[int]  # dark_top[h]: cells of height h whose top cell is dark
    inner: tuple[int, int, int, int]  # (x min, y min, x max, y max) a new tile may
    # cover and the boards still hold _MARGIN free cells all round it

    def laid(
        self, cells: Mapping[Cell, CellSpec], before: list[int], level: int
    ) -> _Boards | None:
        """These boards after laying ``cells`` on ``level`` (``before``: each
        cell's height before), or None when the tile reaches too near the edge
        (build them afresh)."""
        x_min, y_min, x_max, y_max = self.inner
        x0, y0, width = self.x0, self.y0, self.width
        free = list(self.free)
        dark_layer = list(self.dark_layer)
        while len(free) <= level:
            free.append(0)
            dark_layer.append(0)
        cleared: dict[int, int] = {}
        covered = dark = 0
        for (cell, spec), h in zip(cells.items(), before, strict=True):
            x, y = cell
            if not (x_min <= x <= x_max and y_min <= y <= y_max):
                return None
            bit = 1 << ((y - y0) * width + x - x0)
            cleared[h] = cleared.get(h, 0) | bit
            covered |= bit
            if spec.kind is _DARK:
                dark |= bit
        for h, bits in cleared.items():
            free[h] &= ~bits
        free[level] |= covered
        dark_layer[level] |= dark
        dark_top = [f & d for f, d in zip(free, dark_layer, strict=True)]
        return _Boards(x0, y0, width, free, dark_layer, dark_top, self.inner)


class Stack:
    """Heights and layers of placed tiles: what ``Fountain`` checks placements on."""

    __slots__ = (
        "height",
        "top",
        "layers",
        "dark_layers",
        "tile_ids",
        "_boards",
        "_pending",
        "_owned",
    )

    def __init__(self) -> None:
        self.height: dict[Cell, int] = {}
        self.top: dict[Cell, int] = {}
        # layers[level - 1]: cell -> (tile index, cell spec) of the tile on that level
        self.layers: list[dict[Cell, tuple[int, CellSpec]]] = []
        self.dark_layers: list[set[Cell]] = []
        self.tile_ids: set[str] = set()
        self._boards: _Boards | None = None
        # Tiles laid since the boards were last brought up to date: search lays
        # many tiles it never asks placements for, so boards catch up lazily.
        self._pending: list[tuple[Mapping[Cell, CellSpec], list[int], int]] = []
        # Layers this stack may change in place; the others are shared with a
        # copy and are copied on the first change (copies are frequent in search).
        self._owned: set[int] = set()

    def copy(self) -> Stack:
        other = Stack()
        other.height = dict(self.height)
        other.top = dict(self.top)
        other.layers = list(self.layers)
        other.dark_layers = list(self.dark_layers)
        other.tile_ids = set(self.tile_ids)
        other._boards = self._boards
        other._pending = self._pending
        self._owned = set()
        return other

    @property
    def max_level(self) -> int:
        return len(self.layers)

    def add(
        self, tile_index: int, tile_id: str, cells: Mapping[Cell, CellSpec], level: int
    ) -> None:
        """Lay already-checked absolute ``cells`` on ``level``."""
        while len(self.layers) < level:
            self._owned.add(len(self.layers))
            self.layers.append({})
            self.dark_layers.append(set())
        index = level - 1
        if index not in self._owned:
            self._owned.add(index)
            self.layers[index] = dict(self.layers[index])
            self.dark_layers[index] = set(self.dark_layers[index])
        self.layers[index].update(
            {cell: (tile_index, spec) for cell, spec in cells.items()}
        )
        self.dark_layers[index].update(
            [cell for cell, spec in cells.items() if spec.kind is _DARK]
        )
        if self._boards is not None:
            height = self.height
            before = [height.get(cell, 0) for cell in cells]
            self._pending = [*self._pending, (cells, before, level)]
        self.height.update(dict.fromkeys(cells, level))
        self.top.update(dict.fromkeys(cells, tile_index))
        self.tile_ids.add(tile_id)

    # -- checking one placement ---------------------------------------------------

    def placement_error(self, tile: TileSpec, placement: Placement) -> str | None:
        """Why ``placement`` of ``tile`` is illegal, in words; None if it is legal."""
        if placement.tile_id != tile.id:
            return f"the placement names tile {placement.tile_id}, not {tile.id}"
        if placement.rotation not in (0, 1, 2, 3):
            return f"rotation must be 0..3, not {placement.rotation}"
        if tile.id in self.tile_ids:
            return f"tile {tile.id} is already in this fountain"
        cells = absolute_cells(tile, placement)
        ordered = sorted(cells, key=lambda c: (c[1], c[0]))
        heights = {cell: self.height.get(cell, 0) for cell in ordered}
        low = min(ordered, key=lambda c: heights[c])
        high = max(ordered, key=lambda c: heights[c])
        if heights[low] != heights[high]:
            if heights[low] == 0:
                under = "hangs over empty space"
            else:
                under = f"rests on level {heights[low]}"
            return (
                f"not supported: cell {_fmt(low)} {under} while cell {_fmt(high)} "
                f"rests on level {heights[high]}; every cell must rest on the same "
                "level (or all on the table)"
            )
        h = heights[low]
        level = h + 1
        below = self.layers[h - 1] if h >= 1 else {}
        beside = self.dark_layers[level - 1] if level <= self.max_level else set()
        touching: set[Cell] = set()
        touched: set[tuple[int, Cell]] = set()
        for cell, spec in cells.items():
            if not spec.is_dark:
                continue
            under_spec = below.get(cell)
            if under_spec is not None and under_spec[1].is_dark:
                touching.add(cell)
                touched.add((h, cell))
            x, y = cell
            for dx, dy in _NEIGHBOURS:
                other = (x + dx, y + dy)
                if other in beside:
                    touching.add(cell)
                    touched.add((level, other))
        if level == 1 and not touched:
            if not any(
                (x + dx, y + dy) in self.height
                for x, y in cells
                for dx, dy in _NEIGHBOURS
            ):
                return (
                    "not beside the fountain: a tile on the table must lie beside "
                    "the fountain with 2 dark bricks touching"
                )
        if len(touching) < 2:
            many = len(touching) != 1
            return (
                f"only {len(touching)} dark brick{'s' if many else ''} of the new "
                f"tile touch{'' if many else 'es'} dark bricks of the fountain "
                f"(below, or beside on level {level}); at least 2 must"
            )
        if len(touched) < 2:
            return (
                f"the new tile's dark bricks touch only {len(touched)} dark brick "
                f"of the fountain (below, or beside on level {level}); at least 2 "
                "must be touched"
            )
        return None

    def level_for(self, tile: TileSpec, placement: Placement) -> int:
        """The level a (legal) placement puts the tile on."""
        x, y = placement.x, placement.y
        cx, cy = tile.rotation(placement.rotation).all_cells[0]
        return self.height.get((x + cx, y + cy), 0) + 1

    # -- all legal placements -----------------------------------------------------

    def legal_placements(self, tile: TileSpec) -> list[Placement]:
        """Every legal placement of ``tile``: each distinct rotation, sorted by
        (y, x, rotation). A rotation that maps the tile onto itself is left out."""
        return [Placement(tile.id, x, y, r) for y, x, r in self.legal_spots(tile)]

    def legal_spots(self, tile: TileSpec) -> list[tuple[int, int, int]]:
        """:meth:`legal_placements` as sorted (y, x, rotation) triples."""
        if tile.id in self.tile_ids or not self.height:
            return []
        boards = self._current_boards()
        width = boards.width
        shapes = [
            (rotation, *_bits(tile, rotation, width))
            for rotation in tile.distinct_rotations
            if len(tile.rotation(rotation).dark_cells) >= 2
        ]
        found: list[tuple[int, int, int]] = []
        levels = len(boards.free)
        # a spot lies at least this far below the lowest free cell it covers (and
        # the bricks it touches beside lie no further below)
        reach = (_MARGIN + 1) * width + _MARGIN + 1
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
            for rotation, cell_bits, dark_bits, beside_bits in shapes:
                # offsets where the whole tile rests on cells of height h
                candidates = -1
                for bit in cell_bits:
                    candidates &= free >> bit
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
                    found.extend(_offsets(candidates, base, width, boards, rotation))
        found.sort()
        return found

    def _current_boards(self) -> _Boards:
        boards = self._boards
        for cells, before, level in self._pending:
            if boards is None:
                break
            boards = boards.laid(cells, before, level)
        self._pending = []
        if boards is None:
            boards = self._build_boards()
        self._boards = boards
        return boards

    def _build_boards(self) -> _Boards:
        xs = [x for x, _ in self.height]
        ys = [y for _, y in self.height]
        pad = _MARGIN + _SLACK
        x0 = min(xs) - pad
        y0 = min(ys) - pad
        span = max(xs) + pad - x0 + 1
        rows = max(ys) + pad - y0 + 1
        width = span + _MARGIN
        row_bits = (1 << span) - 1
        window = 0
        for row in range(rows):
            window |= row_bits << (row * width)
        levels = self.max_level
        free = [0] * (levels + 1)
        footprint = 0
        for (x, y), h in self.height.items():
            bit = 1 << ((y - y0) * width + x - x0)
            free[h] |= bit
            footprint |= bit
        free[0] = window & ~footprint
        dark_layer = [0] * (levels + 1)
        for level, cells in enumerate(self.dark_layers, start=1):
            bits = 0
            for x, y in cells:
                bits |= 1 << ((y - y0) * width + x - x0)
            dark_layer[level] = bits
        dark_top = [free[h] & dark_layer[h] for h in range(levels + 1)]
        inner = (
            x0 + _MARGIN,
            y0 + _MARGIN,
            x0 + span - 1 - _MARGIN,
            y0 + rows - 1 - _MARGIN,
        )
        return _Boards(x0, y0, width, free, dark_layer, dark_top, inner)


_BITS: dict[tuple[TileSpec, int, int], tuple[list[int], list[int], list[int]]] = {}
_SHAPES: dict[tuple[TileSpec, int], tuple[list[Cell], list[Cell], list[Cell]]] = {}


def _bits(
    tile: TileSpec, rotation: int, width: int
) -> tuple[list[int], list[int], list[int]]:
    """Relative bit positions, for a board ``width`` wide, of the rotated tile's
    cells, of its dark cells, and of the existing bricks a new dark cell could
    touch beside it (distinct positions are distinct existing bricks)."""
    key = (tile, rotation, width)
    found = _BITS.get(key)
    if found is None:
        cells, dark, beside = _shape_cells(tile, rotation)
        found = _BITS[key] = (
            [cy * width + cx for cx, cy in cells],
            [cy * width + cx for cx, cy in dark],
            sorted(cy * width + cx for cx, cy in beside),
        )
    return found


def _shape_cells(
    tile: TileSpec, rotation: int
) -> tuple[list[Cell], list[Cell], list[Cell]]:
    """The rotated tile's cells, dark cells, and the distinct cells off the tile
    beside its dark cells (the width-free part of :func:`_bits`)."""
    key = (tile, rotation)
    found = _SHAPES.get(key)
    if found is None:
        rot = tile.rotation(rotation)
        beside = {
            (cx + dx, cy + dy)
            for cx, cy in rot.dark_cells
            for dx, dy in _NEIGHBOURS
            if (cx + dx, cy + dy) not in rot.cells
        }
        found = _SHAPES[key] = (list(rot.all_cells), list(rot.dark_cells), [*beside])
    return found


def _offsets(
    bits: int, base: int, width: int, boards: _Boards, rotation: int
) -> list[tuple[int, int, int]]:
    """(y, x, rotation) for every set bit of ``bits``, bit 0 being board bit
    ``base``."""
    text = bin(bits)
    top = len(text) - 1 + base
    x0, y0 = boards.x0, boards.y0
    out = []
    index = text.find("1", 2)
    while index != -1:
        row, col = divmod(top - index, width)
        out.append((y0 + row, x0 + col, rotation))
        index = text.find("1", index + 1)
    return out


def absolute_cells(tile: TileSpec, placement: Placement) -> dict[Cell, CellSpec]:
    """The tile's cells on the fountain grid for ``placement``."""
    x, y = placement.x, placement.y
    return {
        (x + cx, y + cy): spec
        for (cx, cy), spec in tile.rotation(placement.rotation).cells.items()
    }


def _fmt(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"
