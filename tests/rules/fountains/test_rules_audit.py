"""Corrections from an audit of the rules against the rulebook; each test quotes
the sentence it follows."""

from __future__ import annotations

from game.rules.fountains.design_cards import (
    DesignCard,
    longest_straight_pools,
    score_card,
    straight_line_cells,
)
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from tests.rules.fountains.builders import build, put, solid, tile

WEED_RULE = (
    "Pools and the features in pools with a Pond Weed token will not count for "
    "Rewards until the flow of water is restored"
)


def _fed_and_weed(fed_row: str, weed_row: str) -> Fountain:
    """A start tile with a jet and ``fed_row``; beside it, behind bricks, a tile
    with ``weed_row`` and no jet (its pool carries pond weed)."""
    fed, weed = len(fed_row) + 3, len(weed_row) + 3
    return build(
        tile("s", "#" * fed, f"#J{fed_row}#", "#" * fed),
        (tile("w", "#" * weed, f"#~{weed_row}#", "#" * weed), fed, 0),
    )


def test_design_cards_ignore_features_in_pond_weed_pools() -> None:
    """Design cards are Final Rewards: "Final Rewards ... if playing the advanced
    variant using the Fountain Design cards, check the scoring conditions on each
    card", and: "Pools and the features in pools with a Pond Weed token will not
    count for Rewards"."""
    assert WEED_RULE
    fountain = _fed_and_weed("CL", "CLCL")
    assert fountain.pond_weed_count() == 1
    assert fountain.visible_icons().count(Icon.COIN) == 3
    assert score_card(DesignCard.COINS, fountain) == 2 * 1
    assert score_card(DesignCard.LILY_COINS, fountain) == 2 * 1
    fish = _fed_and_weed("RBW", "RBWRBW")
    assert score_card(DesignCard.DIVERSE_FISH, fish) == 4 * 1
    wild = _fed_and_weed("XL", "XLXL")
    assert score_card(DesignCard.WILD_LILIES, wild) == 3 * 1


def test_jets_card_counts_every_visible_jet_of_fed_pools() -> None:
    """A jet always feeds its own pool, so every visible jet counts."""
    fountain = _fed_and_weed("~", "~~")
    assert score_card(DesignCard.JETS, fountain) == 2


def test_high_feature_ignores_a_weed_pool_on_level_three() -> None:
    """ "Any visible feature that is on level 3 or higher scores you 1 point per
    feature" -- but not in a pool with pond weed."""
    fountain = Fountain.new(tile("s", "#####", "#J~~#", "#####"))
    put(fountain, solid("p", 5, 3), 0, 0)  # covers the jet
    put(fountain, tile("top", "#####", "#CLX#", "#####"), 0, 0)  # level 3, no jet
    assert fountain.max_level() == 3 and fountain.pond_weed_count() == 1
    assert score_card(DesignCard.HIGH_FEATURE, fountain) == 0


def _two_groups(far_pads: str) -> Fountain:
    """Two fed lily groups that do not touch: two level-1 pads in the start
    tile, and ``far_pads`` on a tile with its own jet on level 3."""
    fountain = Fountain.new(tile("s", "#####", "#JLL#", "#####"))
    put(fountain, solid("p1", 5, 3), 5, 0)
    put(fountain, solid("p2", 5, 3), 5, 0)
    put(fountain, tile("top", "#####", f"#J{far_pads}#", "#####"), 5, 0)
    return fountain


def test_largest_lily_group_is_the_one_with_most_pads() -> None:
    """ "Players identify the single largest group of lily pads in their Fountain
    ... Each lily pad icon in this connected group is worth points equal to the
    level of the pool": the largest group has the most lily pads, even when a
    smaller group on a higher level would be worth more."""
    fountain = _two_groups("L~")  # 2 pads x level 1 against 1 pad x level 3
    assert [points for points, _ in fountain.lily_groups()][:2] == [2, 3]
    assert fountain.lily_points() == 2


def test_lily_groups_of_equal_size_take_the_one_worth_more() -> None:
    fountain = _two_groups("LL")  # 2 pads each: level 1 (2) and level 3 (6)
    assert fountain.lily_points() == 6


def test_straight_pools_only_counts_touching_pools() -> None:
    """ "Identify the longest straight line of visible pools in your Fountain at
    game end. For each pool in this longest straight line of adjacent pools,
    score 1 point per pool": pools in one row behind bricks are not adjacent,
    and a pool with pond weed is no part of a line."""
    row = ("#####", "~~~~~", "#####")
    fountain = build(
        tile("s", "#####", "#J~~~", "#####"),
        (tile("b", *row), 5, 0),
        (tile("c", "#####", "~~~~#", "#####"), 10, 0),
        (tile("apart", "#####", "#J~L#", "#####"), -5, 0),
    )
    assert score_card(DesignCard.STRAIGHT_POOLS, fountain) == 3
    cells = straight_line_cells(fountain)
    assert cells[0] == (1, 1) and cells[-1] == (13, 1)
    assert len(longest_straight_pools(fountain)) == 3


def test_straight_pools_stop_at_a_weed_pool() -> None:
    row = ("#####", "~~~~~", "#####")
    fountain = build(
        tile("s", "#####", "#J~~~", "#####"),
        (tile("b", *row), 5, 0),
        (solid("lid", 1, 3), 7, 0),  # cuts b's pool: its right part is unfed
        (tile("c", "#####", "~~~~#", "#####"), 10, 0),
    )
    assert fountain.pond_weed_count() == 2  # b's right part and c
    assert score_card(DesignCard.STRAIGHT_POOLS, fountain) == 2
