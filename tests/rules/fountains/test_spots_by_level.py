"""The placement boards' shortcuts shared between tiles stay exact
(``boards.py``): the cells near dark bricks, worked out once for every tile
asked of one version of the boards with the reach of the longest tile, give the
brute-force placements of every tile, and the legal placements split by level
are those of the tile's level, as the brute force sees it."""

from __future__ import annotations

from game.rules.fountains.catalogue import TILES
from game.rules.fountains.search.boards import build_boards, find_spots
from game.rules.fountains.tiles import Placement
from tests.rules.fountains.random_growth import Growth
from tests.rules.fountains.reference_fountain import cells_at

PROBES = [
    next(t for t in TILES if t.shape is s)
    for s in dict.fromkeys(t.shape for t in TILES)
]
"""A catalogue tile of every shape: long and short ones ask one set of boards."""


def _placements(
    tile_id: str, x0: int, y0: int, width: int, rotation: int, bits: int
) -> list[Placement]:
    found = []
    while bits:
        low = bits & -bits
        row, col = divmod(low.bit_length() - 1, width)
        found.append(Placement(tile_id, x0 + col, y0 + row, rotation))
        bits ^= low
    return found


def test_cells_near_bricks_shared_by_every_tile_give_the_brute_force() -> None:
    """Every tile, short or long, asked of one version of the boards (the
    cells near dark bricks worked out for the first and read by the others)
    gets the brute force's placements, and those of boards of its own."""
    checked = 0
    for seed in (4, 9):
        growth = Growth.seeded(seed, covers=20)
        for step in range(15):
            growth.step(0.1, high=0.5)
            if step % 5 != 4:
                continue
            fountain = growth.fountain.clone()
            fountain.search().forget_caches()
            stack = fountain._stack
            shared = stack._current_boards()
            tiles = [*PROBES, *growth.tiles[:4]]
            for tile in tiles:
                if tile.id in stack.tile_ids:
                    continue
                want = growth.ref.legal_placements(tile)
                spots = find_spots(shared, tile)
                got = [] if spots is None else spots.placements()
                assert got == want, (seed, step, tile.id)
                alone = find_spots(build_boards(stack.tiles), tile)
                assert ([] if alone is None else alone.placements()) == want
                checked += len(want)
            assert shared.near_found  # the tiles did share them
    assert checked > 500


def test_the_spots_split_by_level_are_the_spots_on_each_level() -> None:
    """Each (rotation, level, board) of ``LegalSpots.levels`` holds placements
    whose cells all rest on level - 1; together they are the rotation's board."""
    checked = 0
    growth = Growth.seeded(21, covers=20)
    for step in range(18):
        growth.step(0.1, high=0.6)
        if step % 6 != 5:
            continue
        heights = growth.ref.heights()
        for tile in [*PROBES, *growth.tiles[:3]]:
            spots = growth.fountain.search().legal_spots(tile)
            if spots is None:
                continue
            assert spots.levels is not None
            joined: dict[int, int] = {}
            for rotation, level, bits in spots.levels:
                assert bits and not joined.get(rotation, 0) & bits
                joined[rotation] = joined.get(rotation, 0) | bits
                for placement in _placements(
                    tile.id, spots.x0, spots.y0, spots.width, rotation, bits
                ):
                    under = {heights.get(c, 0) for c in cells_at(tile, placement)}
                    assert under == {level - 1}, (tile.id, placement, level)
                    checked += 1
            assert joined == spots.boards
    assert checked > 300
    assert growth.fountain.max_level() >= 3
