"""Cell keys (``cell_keys.py``): one number per cell, which the water's
bookkeeping relies on to move cells by an addition, find neighbours by one, and
list cells in reading order by sorting keys."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.fountains.catalogue import TILES
from game.rules.fountains.search.cell_keys import (
    CELLS,
    LEAST_X,
    MOST_X,
    STEPS,
    STRIDE,
    cell_key,
    key_cell,
)
from game.rules.fountains.search.laid_tile import laid_tile, tried_tile
from game.rules.fountains.tiles import Placement, TileSpec

_HALF = STRIDE // 2
xs = st.integers(-_HALF + 1, _HALF - 2)
ys = st.integers(-10_000, 10_000)


@given(xs, ys)
def test_a_key_turns_back_into_its_cell(x: int, y: int) -> None:
    key = cell_key(x, y)
    assert key_cell(key) == (x, y)
    assert CELLS[key] == (x, y)


@given(xs, ys, xs, ys)
def test_keys_sort_in_reading_order_and_never_collide(
    x: int, y: int, x2: int, y2: int
) -> None:
    a, b = cell_key(x, y), cell_key(x2, y2)
    assert (a < b) == ((y, x) < (y2, x2))
    assert (a == b) == ((x, y) == (x2, y2))


@given(xs, ys, xs, ys)
def test_moving_a_key_is_one_addition(x: int, y: int, dx: int, dy: int) -> None:
    if not -_HALF <= x + dx < _HALF:
        return
    assert cell_key(x, y) + cell_key(dx, dy) == cell_key(x + dx, y + dy)


@given(xs, ys)
def test_the_steps_reach_the_four_neighbours(x: int, y: int) -> None:
    key = cell_key(x, y)
    assert [key_cell(key + step) for step in STEPS] == [
        (x + 1, y),
        (x - 1, y),
        (x, y + 1),
        (x, y - 1),
    ]


def test_a_cell_too_far_out_is_refused_not_mistaken_for_another() -> None:
    assert cell_key(_HALF - 1, 0) != cell_key(-_HALF, 1)
    with pytest.raises(ValueError, match="too far"):
        cell_key(_HALF, 0)
    with pytest.raises(ValueError, match="too far"):
        cell_key(-_HALF - 1, 3)


@pytest.mark.parametrize("tile", TILES[::9], ids=lambda t: t.id)
def test_a_tile_near_the_last_columns_is_laid_exactly_or_refused(
    tile: TileSpec,
) -> None:
    """Only a tile's corner is given: every cell it reads (its own and those
    beside its water) must have a key too, or the whole tile is refused."""
    refused = laid = 0
    for x in [*range(LEAST_X - 3, LEAST_X + 8), *range(MOST_X - 8, MOST_X + 3)]:
        for rotation in range(4):
            placement = Placement(tile.id, x, 5, rotation)
            want = {
                (x + cx, 5 + cy): spec
                for (cx, cy), spec in tile.rotation(rotation).cells.items()
            }
            try:
                found = laid_tile(tile, placement)
                tried = tried_tile(tile, placement, 2)
            except ValueError as error:
                assert "too far" in str(error)
                refused += 1
                continue
            assert dict(found.cells) == want
            assert [key_cell(key) for key in found.keys] == list(want)
            assert [key_cell(key) for key in tried.keys] == list(want)
            reach = {key_cell(key) for near in found.water.reach for key in near}
            assert all(LEAST_X <= cx <= MOST_X for cx, _ in reach)
            laid += 1
    assert refused and laid, (refused, laid)
