"""What is kept about a pool from one version of the water to the next: what is
left of it when a tile covers it (``water_net._remains``) and its cells as the
numbered view shows them (``water._shape``). Each must be what working it out
afresh gives, whichever pool and tile ask, and however often."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.fountains.caches import CACHES
from game.rules.fountains.search.cell_keys import cell_key, key_cell
from game.rules.fountains.search.laid_tile import laid_tile, tried_tile
from game.rules.fountains.search.water_net import _remains, split_pool
from game.rules.fountains.tiles import Placement, Shape, TileSpec
from game.rules.fountains.water import _shape

cells_on_a_grid = st.sets(
    st.tuples(st.integers(0, 5), st.integers(0, 5)), min_size=1, max_size=20
)


def _plain(
    cells: tuple[int, ...], covered: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """The remains worked out cell by cell from the rulebook's words: the
    uncovered cells split into 4-connected parts, and beside each part every
    cell next to one of its cells that is not its own."""
    left = [cell for cell in cells if cell not in set(covered)]
    found = []
    for part in split_pool(left):
        own = set(part)
        beside = set()
        for key in part:
            x, y = key_cell(key)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                near = cell_key(x + dx, y + dy)
                if near not in own:
                    beside.add(near)
        found.append((tuple(part), frozenset(beside)))
    return tuple(found)  # type: ignore[return-value]


def _comparable(
    remains: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...],
) -> tuple[tuple[tuple[int, ...], frozenset[int]], ...]:
    return tuple((part, frozenset(beside)) for part, beside in remains)


@given(cells_on_a_grid, cells_on_a_grid)
def test_remains_are_the_uncovered_cells_split_afresh(
    pool: set[tuple[int, int]], tile: set[tuple[int, int]]
) -> None:
    cells = tuple(sorted(cell_key(x, y) for x, y in pool))
    covered = tuple(cell_key(x, y) for x, y in sorted(tile))
    expected = _plain(cells, covered)
    assert _comparable(_remains(cells, covered)) == expected
    # asked again (kept from the first time): the same answer
    assert _comparable(_remains(cells, covered)) == expected


def test_remains_are_kept_per_pool_and_tile_never_mixed_up() -> None:
    # one pool, a row of four cells, covered by two different tiles in turn
    cells = tuple(cell_key(x, 0) for x in range(4))
    left_end = (cell_key(0, 0), cell_key(0, 1))
    middle = (cell_key(1, 0), cell_key(1, 1))
    assert [part for part, _ in _remains(cells, left_end)] == [cells[1:]]
    assert [part for part, _ in _remains(cells, middle)] == [cells[:1], cells[2:]]
    # and a pool wholly covered leaves nothing
    assert _remains(cells[:1], left_end) == ()


def test_remains_start_afresh_when_too_many_are_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    kept = CACHES["remains of covered pools"]
    monkeypatch.setattr(kept, "bound", 2)
    kept.clear()
    for x in range(5):
        cells = (cell_key(x, 0), cell_key(x + 1, 0))
        assert [p for p, _ in _remains(cells, (cell_key(x, 0),))] == [cells[1:]]
        assert 0 < len(kept) <= 2


@given(cells_on_a_grid, cells_on_a_grid)
def test_a_pools_cells_are_its_keys_turned_back(
    pool: set[tuple[int, int]], other: set[tuple[int, int]]
) -> None:
    for cells in (sorted(pool, key=lambda c: (c[1], c[0])), sorted(other)):
        keys = tuple(cell_key(x, y) for x, y in cells)
        for _ in range(2):  # worked out, then kept
            in_order, as_set = _shape(keys)
            assert in_order == tuple(cells)
            assert as_set == frozenset(cells)


def test_pools_sharing_a_first_cell_keep_their_own_cells(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    kept = CACHES["pools' cells"]
    monkeypatch.setattr(kept, "bound", 2)
    kept.clear()
    rows = [tuple(cell_key(x, 0) for x in range(n)) for n in range(1, 6)]
    for keys in rows + rows:
        assert _shape(keys)[0] == tuple((x, 0) for x in range(len(keys)))
        assert 0 < len(kept) <= 2


def test_a_tried_placement_is_kept_for_its_own_tile_only() -> None:
    """Tried placements are kept by placement, which names its tile by id: a
    different tile of the same id (a test's, or one loaded afresh) must get
    its own water, never the one kept for the other."""
    pond = TileSpec.from_rows("twin", Shape.LONG, ("~~", "##"))
    wall = TileSpec.from_rows("twin", Shape.LONG, ("##", "~~"))
    placement = Placement("twin", 3, 4, 0)
    for level in (1, 2):
        for tile in (pond, wall, pond):
            tried = tried_tile(tile, placement, level)
            assert tried.water == laid_tile(tile, placement).water
            if level > 1:
                assert tried.keys == laid_tile(tile, placement).keys
