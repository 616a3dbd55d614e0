"""Cell keys (``cell_keys.py``): one number per cell, which the water's
bookkeeping relies on to move cells by an addition, find neighbours by one, and
list cells in reading order by sorting keys."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.fountains.cell_keys import CELLS, STEPS, STRIDE, cell_key, key_cell

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
