"""Pools, flow, feeding and pond weed (rulebook: Jets, Pond Weed, Pools)."""

from __future__ import annotations

from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from tests.rules.fountains.builders import build, put, solid, tile

JET_RIGHT = tile("s", "####", "#J~~", "####")  # jet pool, channel at (3,1)
PLAIN_RIGHT = tile("s2", "####", "#~~~", "####")  # no jet, channel at (3,1)
PLINTH = solid("b", 4, 3)


def test_start_tile_pool_is_fed_by_its_jet() -> None:
    fountain = Fountain.new(JET_RIGHT)
    (pool,) = fountain.water().pools
    assert pool.cells == frozenset({(1, 1), (2, 1), (3, 1)})
    assert (pool.level, pool.tile_index, pool.fed) == (1, 0, True)
    assert pool.icons == (Icon.JET,)
    assert fountain.fed_pool_count() == 1 and fountain.pond_weed_count() == 0


def test_a_covering_tile_splits_a_pool_in_two() -> None:
    start = tile("s", "#######", "#J~~~L#", "#######")
    fountain = Fountain.new(start)
    assert len(fountain.water().pools) == 1 and fountain.lily_points() == 1
    report = put(fountain, solid("c", 3, 3), 2, 0)
    assert report.level == 2
    left, right = fountain.water().pools
    assert left.cells == frozenset({(1, 1)}) and left.fed
    assert right.cells == frozenset({(5, 1)}) and not right.fed
    assert left.tile_index == right.tile_index == 0
    assert fountain.pond_weed_count() == 1
    assert fountain.lily_points() == 0  # the lily pad's pool lost its water


def test_pond_weed_appears_and_disappears_as_flow_changes() -> None:
    fountain = Fountain.new(JET_RIGHT)
    walled = tile("p", "####", "#C~~", "####")  # wall faces the jet pool's channel
    report = put(fountain, walled, 4, 0)
    assert report.coins_scored == 0
    assert fountain.pond_weed_count() == 1
    assert not fountain.pool_at((5, 1)).fed  # type: ignore[union-attr]
    # a jet tile whose channel meets the walled pool's channel restores the flow
    feeder = tile("q", "####", "~J~#", "####")
    report = put(fountain, feeder, 8, 0)
    assert report.coins_scored == 0  # the earlier coin never scores now
    assert fountain.pond_weed_count() == 0 and fountain.fed_pool_count() == 3
    # covering the joined channels cuts the flow off again
    put(fountain, solid("c", 2, 3), 7, 0)
    assert fountain.pond_weed_count() == 1
    assert not fountain.pool_at((5, 1)).fed  # type: ignore[union-attr]


def test_water_passes_between_pools_on_one_level_both_ways() -> None:
    fountain = Fountain.new(PLAIN_RIGHT)
    put(fountain, tile("q", "####", "~J~#", "####"), 4, 0)
    assert all(pool.fed for pool in fountain.water().pools)
    assert fountain.flows() == [((3, 1), (4, 1))]


def test_water_never_climbs() -> None:
    fountain = build(JET_RIGHT, (PLINTH, 4, 0))
    upper = tile("u", "####", "~~L#", "####")
    report = put(fountain, upper, 4, 0)
    assert report.level == 2
    lower_pool, upper_pool = fountain.water().pools
    assert lower_pool.fed and not upper_pool.fed
    assert fountain.pond_weed_count() == 1
    # the water would only run from the upper pool down into the lower one
    assert fountain.flows() == [((4, 1), (3, 1))]


def test_water_flows_down_one_level() -> None:
    fountain = build(PLAIN_RIGHT, (PLINTH, 4, 0))
    put(fountain, tile("u", "####", "~J~#", "####"), 4, 0)
    assert [pool.fed for pool in fountain.water().pools] == [True, True]
    assert fountain.pond_weed_count() == 0


def test_water_never_drops_two_levels() -> None:
    fountain = build(PLAIN_RIGHT, (PLINTH, 4, 0), (solid("b2", 4, 3), 4, 0))
    report = put(fountain, tile("u", "####", "~J~#", "####"), 4, 0)
    assert report.level == 3
    lower_pool, upper_pool = fountain.water().pools
    assert upper_pool.fed and not lower_pool.fed
    assert fountain.flows() == []


def test_flow_through_a_chain_has_no_length_limit() -> None:
    fountain = Fountain.new(JET_RIGHT)
    link = "~~~~"
    for n in range(6):
        put(fountain, tile(f"l{n}", "####", link, "####"), 4 + 4 * n, 0)
    assert fountain.fed_pool_count() == 7 and fountain.pond_weed_count() == 0


def test_seven_pools() -> None:
    # the rulebook's picture counts seven pools; here a start pool split in two by
    # a plinth, a tile beside it, a walled tile split by a plinth, a jet tile on
    # top and a tile above the start
    start = tile("s", "#########", "#J~~~~~~~", "#~~~~~~~#", "#########")
    fountain = Fountain.new(start)
    put(fountain, solid("c", 3, 4), 3, 0)
    put(fountain, tile("a", "####", "~~~#", "#~~#", "####"), 9, 0)
    put(fountain, tile("b", "######", "#~~~~#", "######"), 13, 0)
    put(fountain, tile("t", "###", "#J~", "###"), 3, 0)  # level 3 on the plinth
    put(fountain, tile("d", "#########", "#~~~~~~~#", "####~####"), 0, -3)
    assert len(fountain.water().pools) == 6
    put(fountain, solid("e", 2, 3), 15, 0)  # splits b's pool
    pools = fountain.water().pools
    assert len(pools) == 7
    assert [pool.tile_index for pool in pools] == [0, 0, 2, 3, 3, 4, 5]
    assert [pool.level for pool in pools] == [1, 1, 1, 1, 1, 3, 1]
    # the level-3 jet cannot drop two levels into the start's right pool
    assert [pool.fed for pool in pools] == [
        True,
        False,
        False,
        False,
        False,
        True,
        False,
    ]
    assert fountain.fed_pool_count() == 2 and fountain.pond_weed_count() == 5
