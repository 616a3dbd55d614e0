"""The placement bitboards' own mechanisms stay exact (``boards.py``,
``tile_bits.py``, ``legal_spots.py``): boards with no room to spare and no
guard bits between rows, boards built cold from the tiles in the order laid,
the contact rule's second count made only where a brick on a shared cell could
spoil it, and the i-th placement found by bisecting on a tally of the boards."""

from __future__ import annotations

import random

import pytest

from game.rules.fountains.catalogue import STARTING_TILES, TILES
from game.rules.fountains.placement import Stack
from game.rules.fountains.search import boards as boards_module
from game.rules.fountains.search.boards import MARGIN, Boards, build_boards
from game.rules.fountains.search.laid_tile import laid_tile
from game.rules.fountains.search.legal_spots import LegalSpots, _tally
from game.rules.fountains.search.tile_bits import tile_pattern, tile_shapes
from game.rules.fountains.tiles import Cell, Placement, Shape, TileSpec
from tests.rules.fountains.random_growth import Growth
from tests.rules.fountains.reference_fountain import cells_at, distinct_rotations

PLUS = TileSpec.from_rows("plus", Shape.STAR, (".#.", "#J#", ".#."))
ELL = TileSpec.from_rows("ell", Shape.ELL, ("#~..", "##..", "####", "#~~#"))


# -- the tiles as bits -------------------------------------------------------------


def test_a_rectangle_has_no_shared_cells_and_its_half_turns_rest_alike() -> None:
    tile = next(t for t in TILES if t.shape is Shape.LONG)
    shapes = tile_shapes(tile, 40)
    assert [s.rotation for s in shapes] == [0, 1, 2, 3]
    assert all(s.shared == () for s in shapes)
    assert shapes[0].support == shapes[2].support != shapes[1].support
    assert shapes[0].rows == shapes[2].rows
    assert shapes[1].support == shapes[3].support


def test_a_shared_cell_lies_off_the_tile_beside_two_of_its_dark_cells() -> None:
    (plus,) = tile_shapes(PLUS, 10)  # a quarter turn maps it onto itself
    # the four corners of its 3x3 box, each beside two of its arms
    assert sorted(plus.shared) == [0, 2, 20, 22]
    ell = tile_shapes(ELL, 10)[0]
    assert ell.shared == (12,)  # (2, 1): beside (1, 1) and (2, 2), both dark
    assert 12 in ell.beside  # and once among the cells beside
    assert len(ell.beside) == len(set(ell.beside)) == 11


@pytest.mark.parametrize("few", [0, 1000], ids=["all at once", "one by one"])
def test_a_brick_on_a_shared_cell_is_touched_only_once(
    monkeypatch: pytest.MonkeyPatch, few: int
) -> None:
    """Where two new dark cells touch nothing but one brick on a shared cell,
    the placement is refused, as the brute force refuses it (the bricks
    touched counted for every offset at once, or offset by offset)."""
    monkeypatch.setattr(boards_module, "_FEW", few)
    refused = 0
    for seed in (2, 5):
        growth = Growth.seeded(seed, covers=10).grown(8)
        fountain, ref = growth.fountain, growth.ref
        ground = ref.ground()
        x0, y0, x1, y1 = ref.bounds()
        for tile in (PLUS, ELL):
            legal = fountain.legal_placements(tile)
            assert legal == ref.legal_placements(tile)
            for rotation in distinct_rotations(tile):
                for y in range(y0 - 5, y1 + 2):
                    for x in range(x0 - 5, x1 + 2):
                        placement = Placement(tile.id, x, y, rotation)
                        reason = ref.reason_for(tile, placement, ground)
                        if reason == "touch only 1 dark brick of the fountain":
                            assert placement not in legal
                            refused += 1
    assert refused >= 3  # the case came up, and was refused


def test_a_tile_pattern_is_its_cells_and_dark_cells() -> None:
    for tile in (PLUS, ELL, TILES[5], STARTING_TILES[1]):
        for rotation in range(4):
            rot = tile.rotation(rotation)
            for width in (9, 23):
                cells, dark = tile_pattern(tile, rotation, width)
                assert cells == sum(1 << (y * width + x) for x, y in rot.all_cells)
                assert dark == sum(1 << (y * width + x) for x, y in rot.dark_cells)


# -- boards with no room to spare ----------------------------------------------


@pytest.mark.parametrize("seed", [3, 11])
def test_tight_boards_give_the_brute_force_placements(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    """No slack: the fountain lies exactly ``MARGIN`` cells from every edge, so
    tiles shifted past a row's end (their cells split over two rows) are as
    near the fountain as they can be, and must still never count."""
    monkeypatch.setattr(boards_module, "_SLACK", 0)
    monkeypatch.setattr(boards_module, "_ROOM", 0)
    monkeypatch.setattr(boards_module, "_WIDTH_STEP", 1)
    growth = Growth.seeded(seed, covers=20)
    checked = 0
    for step in range(16):
        growth.step(0.1)
        if step % 4 != 3:
            continue
        cold = growth.fountain.clone()
        cold.search().forget_caches()
        probes = [t for t in growth.tiles if t.shape is not Shape.SQUARE][:2]
        for tile in (*probes, PLUS):
            want = growth.ref.legal_placements(tile)
            assert cold.legal_placements(tile) == want, (step, tile.id)
            checked += len(want)
        boards = cold._stack._current_boards()
        x0, y0, x1, y1 = growth.ref.bounds()
        assert (boards.x0, boards.y0) == (x0 - MARGIN, y0 - MARGIN)
        assert boards.width == x1 - x0 + 1 + 2 * MARGIN
    assert checked > 100


@pytest.mark.parametrize("few", [0, 1000], ids=["all at once", "one by one"])
def test_new_dark_cells_touching_counted_either_way_give_the_brute_force(
    monkeypatch: pytest.MonkeyPatch, few: int
) -> None:
    """The new dark cells touching counted for every offset at once, or offset
    by offset: the same placements as the brute force, on every level."""
    monkeypatch.setattr(boards_module, "_FEW_SPOTS", few)
    growth = Growth.seeded(17, covers=20)
    checked = 0
    for step in range(18):
        growth.step(0.1, high=0.6)
        if step % 6 == 5:
            fountain = growth.fountain.clone()
            fountain.search().forget_caches()
            for tile in [t for t in growth.tiles if t.shape is not Shape.SQUARE][:2]:
                want = growth.ref.legal_placements(tile)
                assert fountain.legal_placements(tile) == want, (step, tile.id)
                checked += len(want)
    assert checked > 100
    assert growth.fountain.max_level() >= 3


# -- boards built cold -----------------------------------------------------------


def _cells_of(bits: int, x0: int, y0: int, width: int) -> set[Cell]:
    found = set()
    while bits:
        low = bits & -bits
        row, col = divmod(low.bit_length() - 1, width)
        found.add((x0 + col, y0 + row))
        bits ^= low
    return found


def test_cold_boards_show_the_last_tile_laid_on_each_cell() -> None:
    """Tiles laid anyhow (unchecked, over cells of mixed heights): the boards
    built from the tiles in the order laid hold, per height, the cells whose
    last tile lies on that level, as the stack's own cell map says."""
    rng = random.Random(4)
    tiles = [STARTING_TILES[0], *rng.sample(TILES, 14)]
    stack = Stack()
    for index, tile in enumerate(tiles):
        placement = Placement(
            tile.id, rng.randint(-6, 6), rng.randint(-6, 6), rng.randint(0, 3)
        )
        level = rng.randint(1, stack.max_level + 1)  # no level skipped
        stack.add(index, tile, placement, level, laid_tile(tile, placement))
    boards = build_boards(stack.tiles)
    top = max(stack.levels)
    assert len(boards.free) == top + 1
    for h in range(1, top + 1):
        want = {c for c, i in stack.top.items() if stack.levels[i] == h}
        got = _cells_of(boards.free[h], boards.x0, boards.y0, boards.width)
        assert got == want, h
        dark = stack.dark_cells(h)
        assert _cells_of(boards.dark_layer[h], boards.x0, boards.y0, boards.width) == (
            dark
        )
        seen = _cells_of(boards.dark_top[h], boards.x0, boards.y0, boards.width)
        assert seen == want & dark
    table = _cells_of(boards.free[0], boards.x0, boards.y0, boards.width)
    assert not table & stack.top.keys()
    rows = (boards.inner[3] + MARGIN - boards.y0) + 1
    assert len(table) + len(stack.top) == rows * boards.width


# -- the i-th placement ------------------------------------------------------------


def test_the_tally_counts_the_boards_holding_each_bit() -> None:
    rng = random.Random(8)
    for _ in range(200):
        boards = [rng.getrandbits(40) for _ in range(rng.randint(0, 4))]
        ones, twos, fours = _tally(boards)
        for bit in range(40):
            count = sum(board >> bit & 1 for board in boards)
            assert (ones >> bit & 1) + 2 * (twos >> bit & 1) + 4 * (
                fours >> bit & 1
            ) == count


def test_placement_at_is_the_listed_placement_for_every_index() -> None:
    """Boards of one to four rotations, sparse and dense, many bits held by
    several rotations (all four at some): each index gives the listed one."""
    rng = random.Random(6)
    fours_seen = 0
    for case in range(300):
        size = rng.choice([5, 60, 700])
        turns = rng.sample(range(4), rng.randint(1, 4))
        common = rng.getrandbits(size) & rng.getrandbits(size)
        boards = {
            turn: (rng.getrandbits(size) & rng.getrandbits(size)) | common
            for turn in turns
        }
        boards = {turn: board for turn, board in boards.items() if board}
        if not boards:
            continue
        fours_seen += bool(_tally(boards.values())[2])
        width = rng.choice([7, 33])
        listed = LegalSpots("t", -3, 2, width, boards).placements()
        assert len(listed) == sum(b.bit_count() for b in boards.values())
        for index, placement in enumerate(listed):
            fresh = LegalSpots("t", -3, 2, width, boards)
            assert fresh.placement_at(index) == placement, (case, index)
        with pytest.raises(IndexError):
            LegalSpots("t", -3, 2, width, boards).placement_at(len(listed))
    assert fours_seen > 10


def test_cells_at_of_a_found_placement_lie_on_one_row_span() -> None:
    """Every placement found on a grown fountain covers cells inside the boards'
    rows: none wraps round a row's end."""
    growth = Growth.seeded(9, covers=10).grown(10)
    for tile in [t for t in growth.tiles if t.shape is not Shape.SQUARE][:3]:
        spots = growth.fountain.search().legal_spots(tile)
        assert spots is not None
        for placement in spots.placements():
            for x, _ in cells_at(tile, placement):
                assert spots.x0 <= x < spots.x0 + spots.width


# -- boards moved as the fountain grows ----------------------------------------


def _picture(boards: Boards) -> dict[str, list[set[Cell]]]:
    """The boards' bits as cells, whatever their layout (but the table, which
    is every other cell the boards hold)."""
    at = (boards.x0, boards.y0, boards.width)
    return {
        "free": [_cells_of(b, *at) for b in boards.free[1:]],
        "dark_layer": [_cells_of(b, *at) for b in boards.dark_layer],
        "dark_top": [_cells_of(b, *at) for b in boards.dark_top],
    }


@pytest.mark.parametrize("way", [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1)])
def test_boards_moved_as_the_fountain_grows_equal_boards_built_afresh(
    way: Cell,
) -> None:
    """Tiles laid ever further one way: the boards kept up to date tile by tile
    (moved when a tile comes near their edge, widened when the fountain
    outgrows them) hold the same cells as boards built from scratch."""
    stack = Stack()
    start = STARTING_TILES[3]
    first = Placement(start.id, 0, 0, 0)
    stack.add(0, start, first, 1, laid_tile(start, first))
    stack._current_boards()
    layouts = set()
    blocks = [
        TileSpec.from_rows(f"block-{n:02d}", Shape.LONG, ("###", "###"))
        for n in range(14)
    ]
    for index, tile in enumerate(blocks, start=1):
        spots = stack.legal_spots(tile)
        assert spots is not None
        placement = max(
            spots.placements(),
            key=lambda p: (way[0] * p.x + way[1] * p.y, p.x, p.y),
        )
        level = stack.level_for(tile, placement)
        stack.add(index, tile, placement, level, laid_tile(tile, placement))
        kept = stack._current_boards()
        fresh = build_boards(stack.tiles)
        assert _picture(kept) == _picture(fresh), index
        rows = kept.inner[3] + MARGIN - kept.y0 + 1
        table = _cells_of(kept.free[0], kept.x0, kept.y0, kept.width)
        assert len(table) + len(stack.top) == rows * kept.width
        assert not table & stack.top.keys()
        width = kept.width
        assert kept.bounds == fresh.bounds
        x_min, y_min, x_max, y_max = kept.inner
        assert x_min - MARGIN == kept.x0 and x_max + MARGIN == kept.x0 + width - 1
        assert kept.bounds is not None
        assert x_min <= kept.bounds[0] and kept.bounds[2] <= x_max
        assert y_min <= kept.bounds[1] and kept.bounds[3] <= y_max
        layouts.add((kept.x0, kept.y0, width))
    widths = {width for _, _, width in layouts}
    assert len(layouts) > len(widths)  # moved at least once without widening
    if way[0]:
        assert len(widths) >= 2  # and widened as the fountain grew wide
