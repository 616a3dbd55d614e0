"""Placing tiles (rulebook: Placing Tiles): support, dark-brick contact, errors."""

from __future__ import annotations

import pytest

from game.rules.errors import IllegalActionError
from game.rules.fountains.catalogue import STARTING_TILES, tile_by_id
from game.rules.fountains.fountain import Fountain, IllegalPlacementError
from game.rules.fountains.placement import absolute_cells
from game.rules.fountains.tiles import STACK_SHAPES as SHAPES
from game.rules.fountains.tiles import Placement
from tests.rules.fountains.builders import build, put, solid, tile

# A start tile whose only dark bricks on its right side are (3,1) and (3,2).
START = tile("s", "oooo", "o~J#", "o~~#", "oooo")
TWO_DARK = tile("two", "#oo", "#~o", "#~o", "ooo")
ONE_DARK = tile("one", "ooo", "#~o", "o~o", "ooo")


def test_start_tile_is_at_origin_on_level_one() -> None:
    fountain = Fountain.new(STARTING_TILES[0])
    placed = fountain.placed
    assert len(placed) == 1 and fountain.tile_count() == 1
    assert placed[0].placement == Placement("start-1", 0, 0, 0)
    assert placed[0].level == 1 and fountain.max_level() == 1
    assert fountain.height(0, 1) == 1 and fountain.top(0, 1) == 0
    assert fountain.height(0, 0) == 0 and fountain.top(0, 0) is None  # cut corner


def test_two_dark_bricks_touching_is_legal() -> None:
    fountain = Fountain.new(START)
    # TWO_DARK's left column is dark at y = 0, 1, 2; at (4, 0) y = 1, 2 meet START
    assert fountain.placement_error(TWO_DARK, Placement("two", 4, 0, 0)) is None
    report = put(fountain, TWO_DARK, 4, 0)
    assert report.level == 1
    assert fountain.tile_count() == 2


def test_one_dark_brick_touching_is_not_enough() -> None:
    fountain = Fountain.new(START)
    reason = fountain.placement_error(ONE_DARK, Placement("one", 4, 0, 0))
    assert reason is not None and reason.startswith("only 1 dark brick of the new tile")
    # shifted down one, TWO_DARK's dark (4,1),(4,2),(4,3) meet only START's (3,1),(3,2)
    assert fountain.placement_error(TWO_DARK, Placement("two", 4, 1, 0)) is None
    reason = fountain.placement_error(TWO_DARK, Placement("two", 4, 2, 0))
    assert reason is not None and "only 1 dark brick" in reason


def test_two_new_bricks_on_one_existing_brick_is_not_enough() -> None:
    corner = tile("c", "oooo", "o~~o", "o~~o", "ooo#")
    hook = tile("h", ".#", "#o")  # (4,3) and (3,4) both touch only (3,3)
    fountain = Fountain.new(corner)
    reason = fountain.placement_error(hook, Placement("h", 3, 3, 0))
    assert reason is not None
    assert "touch only 1 dark brick of the fountain" in reason


def test_a_tile_on_the_table_must_be_beside_the_fountain() -> None:
    fountain = Fountain.new(START)
    reason = fountain.placement_error(TWO_DARK, Placement("two", 9, 9, 0))
    assert reason is not None and reason.startswith("not beside the fountain")


def test_stacking_needs_full_support() -> None:
    base = solid("base", 4, 4)
    top = solid("top", 3, 3)
    fountain = Fountain.new(base)
    assert fountain.placement_error(top, Placement("top", 1, 1, 0)) is None
    # half on the tile, half over the table
    reason = fountain.placement_error(top, Placement("top", 2, 0, 0))
    assert reason == (
        "not supported: cell (4,0) hangs over empty space while cell (2,0) rests "
        "on level 1; every cell must rest on the same level (or all on the table)"
    )
    put(fountain, top, 1, 1)
    assert fountain.max_level() == 2 and fountain.height(2, 2) == 2
    # over a level-2 tile and a level-1 tile at once: a gap under part of it
    lid = solid("lid", 2, 2)
    reason = fountain.placement_error(lid, Placement("lid", 0, 0, 0))
    assert reason is not None
    assert "cell (0,0) rests on level 1 while cell (1,1) rests on level 2" in reason
    report = put(fountain, lid, 2, 2)
    assert report.level == 3 and fountain.max_level() == 3


def test_stacked_tile_touches_dark_bricks_below() -> None:
    base = tile("b", "oooo", "o~~o", "o~~o", "oo##")
    cap = tile("cap", "##", "##")
    fountain = Fountain.new(base)
    # cap over (2,2),(3,2),(2,3),(3,3): only (2,3) and (3,3) below are dark: legal
    assert fountain.placement_error(cap, Placement("cap", 2, 2, 0)) is None
    reason = fountain.placement_error(cap, Placement("cap", 1, 2, 0))
    assert reason is not None and "only 1 dark brick" in reason


def test_beside_on_the_same_level_counts_on_upper_levels() -> None:
    base = solid("base", 6, 3)
    left = solid("left", 3, 3)
    right = tile("right", "#oo", "#~o", "ooo")
    fountain = build(base, (left, 0, 0))
    # right lies on level 2 over light-free base cells; its own bricks (3,0), (3,1)
    # touch left's level-2 bricks (2,0), (2,1) and sit on dark base bricks
    error = fountain.placement_error(right, Placement("right", 3, 0, 0))
    assert error is None
    assert put(fountain, right, 3, 0).level == 2


def test_illegal_place_raises_and_leaves_fountain_unchanged() -> None:
    fountain = Fountain.new(START)
    before = fountain.clone()
    with pytest.raises(IllegalPlacementError, match="only 1 dark brick") as info:
        put(fountain, ONE_DARK, 4, 0)
    assert isinstance(info.value, IllegalActionError)
    assert isinstance(info.value, ValueError)
    assert "one@4,0r0" in str(info.value) and "placing tiles" in str(info.value)
    assert fountain == before
    assert fountain.tile_count() == 1


def test_wrong_tile_or_tile_twice_is_refused() -> None:
    fountain = Fountain.new(START)
    reason = fountain.placement_error(TWO_DARK, Placement("one", 4, 0, 0))
    assert reason == "the placement names tile one, not two"
    put(fountain, TWO_DARK, 4, 0)
    with pytest.raises(IllegalPlacementError, match="already in this fountain"):
        put(fountain, TWO_DARK, 4, 0)
    reason = fountain.placement_error(START, Placement("s", 0, 0, 5))
    assert reason == "rotation must be 0..3, not 5"


def test_legal_placements_are_exactly_the_accepted_ones() -> None:
    fountain = Fountain.new(STARTING_TILES[1])
    star = tile_by_id("star-03")
    fountain.place(star, fountain.legal_placements(star)[0])
    for tile_id in ("ell-04", "square-07", "octagon-11"):
        spec = tile_by_id(tile_id)
        legal = fountain.legal_placements(spec)
        assert legal, tile_id
        assert legal == sorted(legal, key=lambda p: (p.y, p.x, p.rotation))
        xs = [x for x, _ in fountain.cells()]
        ys = [y for _, y in fountain.cells()]
        brute = set()
        for rotation in range(4):
            for x in range(min(xs) - 7, max(xs) + 2):
                for y in range(min(ys) - 7, max(ys) + 2):
                    placement = Placement(tile_id, x, y, rotation)
                    if fountain.placement_error(spec, placement) is None:
                        brute.add(placement)
        assert set(legal) == brute  # catalogue tiles here have 4 distinct rotations


def test_symmetric_rotations_are_not_listed_twice() -> None:
    ring = tile("ring", "####", "#~~#", "#~~#", "####")
    fountain = Fountain.new(STARTING_TILES[0])
    legal = fountain.legal_placements(ring)
    assert legal and {p.rotation for p in legal} == {0}
    patterns = [frozenset(absolute_cells(ring, p).items()) for p in legal]
    assert len(set(patterns)) == len(patterns)
    bar = tile("bar", "#~#", "#~#")
    legal = fountain.legal_placements(bar)
    assert {p.rotation for p in legal} == {0, 1}
    # the same physical placement under rotation 2 is still accepted
    same = next(p for p in legal if p.rotation == 0)
    assert fountain.placement_error(bar, Placement("bar", same.x, same.y, 2)) is None


def test_placement_text_round_trips() -> None:
    for text in ("star-07@-3,2r1", "start-1@0,0r0", "ell-12@10,-11r3"):
        placement = Placement.from_str(text)
        assert str(placement) == text
        assert Placement.from_str(str(placement)) == placement
    assert eval(repr(Placement.from_str("tee-02@1,2r3"))) == Placement(
        "tee-02", 1, 2, 3
    )
    for bad in ("star-07", "star-07@1r0", "star-07@a,2r0", "star-07@1,2r4", "@1,2r0"):
        with pytest.raises(ValueError, match="placement"):
            Placement.from_str(bad)


def test_legal_placements_of_a_placed_tile_are_empty() -> None:
    fountain = Fountain.new(STARTING_TILES[0])
    assert fountain.legal_placements(STARTING_TILES[0]) == []


def test_legal_placements_match_the_rules_on_a_stacked_fountain() -> None:
    import random

    rng = random.Random(3)
    fountain = Fountain.new(STARTING_TILES[2])
    tiles = [tile_by_id(f"{shape}-{n:02d}") for n in (1, 5, 9) for shape in SHAPES]
    for spec in tiles[:12]:
        legal = fountain.legal_placements(spec)
        top = max(fountain.placement_level(spec, p) for p in legal)
        fountain.place(
            spec,
            rng.choice([p for p in legal if fountain.placement_level(spec, p) == top]),
        )
    assert fountain.max_level() >= 3
    xs = [x for x, _ in fountain.cells()]
    ys = [y for _, y in fountain.cells()]
    for spec in tiles[12:15]:
        legal = fountain.legal_placements(spec)
        assert any(fountain.placement_level(spec, p) >= 3 for p in legal)
        brute = {
            Placement(spec.id, x, y, rotation)
            for rotation in range(4)
            for x in range(min(xs) - 7, max(xs) + 2)
            for y in range(min(ys) - 7, max(ys) + 2)
            if fountain.placement_error(spec, Placement(spec.id, x, y, rotation))
            is None
        }
        assert set(legal) == brute
