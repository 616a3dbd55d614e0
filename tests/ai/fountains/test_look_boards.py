"""The quick look's bitboards: a fountain's heights and water, and tiles as bits,
checked cell by cell against the fountain and the tile."""

from __future__ import annotations

from functools import cache, partial

import pytest

from game.ai.fountains.quick_look import QuickLook
from game.ai.fountains.shape_facts import shape_facts
from game.rules.fountains.catalogue import TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.search.look_boards import (
    TILE_REACH,
    fits,
    own_geometry,
    tile_reach,
)
from game.rules.fountains.tiles import Shape, TileSpec
from tests.ai.fountains.helpers import CONFIGS, medium_positions, positions


@cache
def sample_fountains() -> list[Fountain]:
    games = positions(CONFIGS[3], every=13) + medium_positions(5, every=9)
    return [f for game in games for f in game.fountains]


def bit_at(x0: int, y0: int, width: int, cell: tuple[int, int]) -> int:
    return (cell[1] - y0) * width + cell[0] - x0


def bits_of(board: int) -> set[int]:
    return {i for i in range(board.bit_length()) if board >> i & 1}


def test_boards_hold_the_heights_and_water_of_the_fountain() -> None:
    high = 0
    for fountain in sample_fountains():
        look = QuickLook(fountain, 1.5)
        boards = look.ranker.own_boards()
        at = partial(bit_at, boards.x0, boards.y0, boards.width)
        heights = {at(c): fountain.height(*c) for c in fountain.cells()}
        high += sum(1 for h in heights.values() if h > 1)
        for height, board in enumerate(boards.rests):
            if height:
                assert bits_of(board) == {b for b, h in heights.items() if h == height}
        for level, board in boards.fed.items():
            cells = {at(c) for c, lv in look.fed_level.items() if lv == level}
            assert bits_of(board) == cells
        for level, board in boards.unfed.items():
            cells = {
                at(c)
                for c, pool in look.unfed_pool.items()
                if look.pool_level[pool] == level
            }
            assert bits_of(board) == cells
        worth = {at(c): w for c, w in look.cell_worth.items() if w}
        assert boards.worth_at == dict(sorted(worth.items()))
    assert high >= 100  # fountains with tiles on tiles were seen


STAIRS = TileSpec.from_rows("stairs", Shape.SQUARE, ("##~...", "...~##"))
"""One row ends where the next begins: rows must not run together."""


def _plain_runs(offsets: list[int]) -> tuple[tuple[int, int], ...]:
    """Consecutive offsets as runs (first, how many), worked out bit by bit."""
    found: list[tuple[int, int]] = []
    for offset in sorted(offsets):
        if found and sum(found[-1]) == offset:
            found[-1] = (found[-1][0], found[-1][1] + 1)
        else:
            found.append((offset, 1))
    return tuple(found)


@pytest.mark.parametrize("width", [TILE_REACH + 1, TILE_REACH + 2, 13, 32, 48, 64])
def test_a_tile_as_bits_is_its_cells(width: int) -> None:
    """Worked out row by row, a tile's bits are those of its cells one by one,
    on every board wide enough for the quick look."""
    for tile in (*TILES, STAIRS):
        for rotation in range(4):
            facts = shape_facts(tile, rotation)
            reach = tile_reach(tile, rotation, width)
            offsets = [y * width + x for x, y in facts.cells]
            assert bits_of(reach.cells) == set(offsets)
            assert reach.cell_shifts == tuple(offsets)
            assert reach.cell_runs == _plain_runs(offsets)
            assert reach.first == offsets[0]
            assert reach.last == max(offsets)
            assert bits_of(reach.mirror) == {reach.last - o for o in offsets}
            water = tile.rotation(rotation).water_cells
            assert bits_of(reach.water) == {y * width + x for x, y in water}
            outside = [y * width + x for x, y in facts.outside]
            assert reach.outside == tuple(dict.fromkeys(outside))
            assert reach.has_jet == facts.has_jet


def test_a_board_too_narrow_for_the_quick_look_is_refused() -> None:
    with pytest.raises(ValueError, match="too narrow"):
        tile_reach(TILES[0], 0, TILE_REACH)


def test_own_geometry_fits_and_a_narrower_board_does_not() -> None:
    for fountain in sample_fountains()[::4]:
        placed = fountain.placed
        x0, y0, width = own_geometry(placed)
        assert fits(placed, x0, y0, width)
        xs = [x for x, _ in fountain.cells()]
        # the narrowest width that fits: wider than the fountain by TILE_REACH
        narrowest = max(xs) - min(xs) + TILE_REACH + 1
        left = min(xs)
        assert fits(placed, left, y0, narrowest)
        assert not fits(placed, left, y0, narrowest - 1)
        assert not fits(placed, left + 1, y0, width)  # cells off the board
