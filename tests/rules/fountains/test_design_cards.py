"""Fountain Design cards, each scored exactly as the rulebook words it."""

from __future__ import annotations

from game.rules.fountains.design_cards import (
    DesignCard,
    longest_straight_pools,
    score_card,
)
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import BonusToken, Shape
from tests.rules.fountains.builders import build, put, solid, tile

COIN_LILY = BonusToken("coin-lily", (Icon.COIN, Icon.LILY))
JET = BonusToken("jet", (Icon.JET,))
POOL = ("#####", "#~~~#", "#####")


def test_twelve_cards_with_rulebook_names() -> None:
    assert [card.value for card in DesignCard] == [
        "Levels",
        "High Feature",
        "Stars",
        "Extras",
        "Lily Coins",
        "Wild Lilies",
        "Visibility",
        "Feature Set",
        "Diverse Fish",
        "Jets",
        "Coins",
        "Straight Pools",
    ]
    assert all(card.rule for card in DesignCard)


def test_levels() -> None:
    fountain = Fountain.new(solid("l1", 3, 3))
    scores = [score_card(DesignCard.LEVELS, fountain)]
    for level in range(2, 7):
        put(fountain, solid(f"l{level}", 3, 3), 0, 0)
        scores.append(score_card(DesignCard.LEVELS, fountain))
    assert scores == [1, 2, 4, 6, 9, 9]


def test_high_feature_counts_visible_features_on_level_three_or_more() -> None:
    start = tile("s", "#####", "#J~~#", "#####")
    fountain = build(
        start,
        (tile("p2", "#####", "#L~~#", "#####"), 0, 0),  # level 2: lily not counted
        (tile("p3", "###", "JX*", "###"), 2, 0),  # level 3: jet, wild fish, slot
    )
    assert score_card(DesignCard.HIGH_FEATURE, fountain) == 2
    fountain.place_token(COIN_LILY, (4, 1))
    assert score_card(DesignCard.HIGH_FEATURE, fountain) == 4


def test_stars_and_visibility_count_uncovered_tiles() -> None:
    star = (".###.", "##~##", "#~~~#", "##~##", ".###.")
    fountain = build(
        solid("s", 5, 5),
        (tile("a", *star, shape=Shape.STAR), 5, 0),
        (tile("b", *star, shape=Shape.STAR), -5, 0),
        (tile("c", *star, shape=Shape.STAR), 0, 0),  # on the start: covers it
    )
    assert score_card(DesignCard.STARS, fountain) == 9
    assert score_card(DesignCard.VISIBILITY, fountain) == 3
    put(fountain, solid("lid", 2, 2), -5, 1)  # partly covers star b
    assert score_card(DesignCard.STARS, fountain) == 6
    assert score_card(DesignCard.VISIBILITY, fountain) == 3  # a, c and the lid


def test_extras_counts_tokens_still_in_the_fountain() -> None:
    fountain = Fountain.new(tile("s", "######", "#J*~*#", "######"))
    fountain.place_token(COIN_LILY, (2, 1))
    fountain.place_token(JET, (4, 1))
    assert score_card(DesignCard.EXTRAS, fountain) == 6
    put(fountain, solid("c", 3, 3), 3, 0)  # removes the jet token
    assert score_card(DesignCard.EXTRAS, fountain) == 3


def _features(*rows: str) -> Fountain:
    """One pool holding ``rows``; fed by an extra jet row when none is drawn
    (features in a pool with pond weed count for no card)."""
    if not any("J" in row for row in rows):
        rows = (*rows, "J" + "~" * (len(rows[0]) - 1))
    return Fountain.new(
        tile(
            "s",
            "#" * (len(rows[0]) + 2),
            *(f"#{r}#" for r in rows),
            "#" * (len(rows[0]) + 2),
        )
    )


def test_lily_coins_and_wild_lilies_count_pairs() -> None:
    fountain = _features("LLLCCX*")
    assert score_card(DesignCard.LILY_COINS, fountain) == 2 * 2
    assert score_card(DesignCard.WILD_LILIES, fountain) == 3 * 1
    fountain.place_token(BonusToken("x", (Icon.FISH_WILD, Icon.COIN)), (7, 1))
    assert score_card(DesignCard.LILY_COINS, fountain) == 2 * 3
    assert score_card(DesignCard.WILD_LILIES, fountain) == 3 * 2


def test_feature_set_counts_complete_sets_of_seven() -> None:
    fountain = _features("JCLRBWX", "JCLRBWX", "~CLRBWX")
    assert score_card(DesignCard.FEATURE_SET, fountain) == 10
    put(fountain, solid("c", 2, 2), 0, 0)  # covers the first jet
    assert score_card(DesignCard.FEATURE_SET, fountain) == 5


def test_diverse_fish_ignores_wild_fish() -> None:
    fountain = _features("RRBBWXXX")
    assert score_card(DesignCard.DIVERSE_FISH, fountain) == 4
    fountain = _features("RRBBWWXX")
    assert score_card(DesignCard.DIVERSE_FISH, fountain) == 8
    fountain = _features("RRBBXXXX")
    assert score_card(DesignCard.DIVERSE_FISH, fountain) == 0


def test_jets_and_coins_count_visible_icons() -> None:
    fountain = _features("JJC*C")
    assert score_card(DesignCard.JETS, fountain) == 4
    assert score_card(DesignCard.COINS, fountain) == 4
    fountain.place_token(JET, (4, 1))
    assert score_card(DesignCard.JETS, fountain) == 6
    put(fountain, solid("c", 2, 2), 0, 0)  # covers a jet
    assert score_card(DesignCard.JETS, fountain) == 4
    assert score_card(DesignCard.COINS, fountain) == 4


START_ROW = ("#####", "#J~~~", "#####")  # open to the right at (4, 1)
MIDDLE_ROW = ("#####", "~L~~~", "#####")  # open at both ends
END_ROW = ("#####", "~~~~#", "#####")


def test_straight_pools_follows_touching_water_along_a_row() -> None:
    fountain = build(
        tile("a", *START_ROW),
        (tile("b", *MIDDLE_ROW), 5, 0),
        (tile("c", *END_ROW), 10, 0),
        (tile("far", "#####", "#J~~#", "#####"), 15, 0),  # fed, behind bricks
    )
    assert score_card(DesignCard.STRAIGHT_POOLS, fountain) == 3
    pools = fountain.water().pools
    line = [pools[i] for i in longest_straight_pools(fountain)]
    assert [p.tile_index for p in line] == [0, 1, 2]
    put(fountain, solid("split", 1, 3), 7, 0)  # a brick cuts the line in two
    assert score_card(DesignCard.STRAIGHT_POOLS, fountain) == 2


def test_straight_pools_on_a_column() -> None:
    top = tile("a", "###", "#J#", "#~#", "#~#", "#~#")
    bottom = tile("b", "#~#", "#~#", "#~#", "#~#", "###")
    fountain = build(top, (bottom, 0, 5))
    assert score_card(DesignCard.STRAIGHT_POOLS, fountain) == 2


def test_straight_pools_needs_two_pools() -> None:
    fountain = Fountain.new(tile("a", *START_ROW))
    assert score_card(DesignCard.STRAIGHT_POOLS, fountain) == 0
