"""Cells as single numbers, for the water's bookkeeping.

Search works out the water thousands of times a turn, and most of that time
goes to looking cells up in sets and dicts. A cell (x, y) as the number
``y * STRIDE + x`` hashes and compares far faster than a pair, moves by one
addition, and its neighbours are one addition away. Keys sort in reading order
(by y, then x), as cells are listed everywhere else.

The numbering is exact while ``-STRIDE // 2 <= x < STRIDE // 2``: a fountain
grows from (0, 0) a few cells per tile, so it never comes near. A cell further
out is refused (:func:`cell_key`, :func:`check_columns`), so it can never be
mistaken for another cell.
"""

from __future__ import annotations

from game.rules.fountains.tiles import Cell

CellKey = int
"""A cell as one number: ``y * STRIDE + x``."""

STRIDE = 1 << 12
"""Keys of cells one row apart differ by this much."""
_HALF = STRIDE // 2
LEAST_X, MOST_X = -_HALF, _HALF - 1
"""The columns a cell key can name."""
STEPS: tuple[int, int, int, int] = (1, -1, STRIDE, -STRIDE)
"""What moves a key one cell right, left, down and up."""


def cell_key(x: int, y: int) -> CellKey:
    """The key of cell (x, y)."""
    if not -_HALF <= x < _HALF:
        raise ValueError(f"cell ({x},{y}) is too far from the fountain's start")
    return y * STRIDE + x


def check_columns(least: int, most: int) -> None:
    """Refuse cells from column ``least`` to column ``most`` unless keys can
    name them all."""
    if least < LEAST_X or most > MOST_X:
        raise ValueError(
            f"columns {least} to {most} are too far from the fountain's start"
        )


def key_cell(key: CellKey) -> Cell:
    """The cell whose key is ``key``."""
    y, x = divmod(key + _HALF, STRIDE)
    return x - _HALF, y


class _Cells(dict[CellKey, Cell]):
    """Cell key -> its cell, made once per cell (screens and the numbered water
    turn every pool's keys back into cells)."""

    def __missing__(self, key: CellKey) -> Cell:
        found = self[key] = key_cell(key)
        return found


CELLS = _Cells()
"""Cell key -> cell: ``CELLS[key]`` is ``key_cell(key)``, looked up faster."""
