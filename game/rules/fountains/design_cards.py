"""Fountain Design cards (advanced variant) and their end-of-game scoring.

Every card counts only what is visible from above at the end of the game
("scored without any dismantling"). Design cards are part of the Final
Rewards, and "Pools and the features in pools with a Pond Weed token will not
count for Rewards": a feature in a pool with pond weed counts for no card, and
such a pool is no pool of a Straight Pools line. Bonus token icons count as
visible features. **Interpretation**: the cards about tiles and tokens (Levels,
Stars, Visibility, Extras) count tiles and tokens, not features, so pond weed
does not change them.
"""

from __future__ import annotations

from collections import Counter
from enum import StrEnum

from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Cell, Shape


class DesignCard(StrEnum):
    """The twelve Fountain Design cards, by their rulebook names."""

    LEVELS = "Levels"
    HIGH_FEATURE = "High Feature"
    STARS = "Stars"
    EXTRAS = "Extras"
    LILY_COINS = "Lily Coins"
    WILD_LILIES = "Wild Lilies"
    VISIBILITY = "Visibility"
    FEATURE_SET = "Feature Set"
    DIVERSE_FISH = "Diverse Fish"
    JETS = "Jets"
    COINS = "Coins"
    STRAIGHT_POOLS = "Straight Pools"

    @property
    def rule(self) -> str:
        """What the card pays, in a sentence for players."""
        return _RULES[self]


_RULES: dict[DesignCard, str] = {
    DesignCard.LEVELS: "highest level reached: 1 -> 1, 2 -> 2, 3 -> 4, 4 -> 6, "
    "5 or more -> 9 points",
    DesignCard.HIGH_FEATURE: "1 point per visible feature on level 3 or higher",
    DesignCard.STARS: "3 points per fully visible star-shaped tile",
    DesignCard.EXTRAS: "3 points per bonus token in your fountain",
    DesignCard.LILY_COINS: "2 points per visible pair of 1 lily pad and 1 coin",
    DesignCard.WILD_LILIES: "3 points per visible pair of 1 lily pad and 1 wild fish",
    DesignCard.VISIBILITY: "1 point per tile not covered at all by another tile",
    DesignCard.FEATURE_SET: "5 points per visible set of all 7 features",
    DesignCard.DIVERSE_FISH: "4 points per visible set of a red, a black and a "
    "white fish (wild fish do not count)",
    DesignCard.JETS: "2 points per visible jet",
    DesignCard.COINS: "2 points per visible coin",
    DesignCard.STRAIGHT_POOLS: "1 point per pool on your longest straight line of "
    "adjacent fed pools (water touching water along a row or column)",
}

LEVEL_POINTS: dict[int, int] = {0: 0, 1: 1, 2: 2, 3: 4, 4: 6}
"""Levels card: points by highest level; 5 or more scores ``TOP_LEVEL_POINTS``."""
TOP_LEVEL_POINTS = 9


def score_card(card: DesignCard, fountain: Fountain) -> int:
    """Points ``fountain`` earns from design ``card`` at the end of the game."""
    if card is DesignCard.LEVELS:
        return LEVEL_POINTS.get(fountain.max_level(), TOP_LEVEL_POINTS)
    if card is DesignCard.HIGH_FEATURE:
        return sum(len(icons) for level, icons in fountain.fed_pools() if level >= 3)
    if card is DesignCard.STARS:
        placed = fountain.placed
        return 3 * sum(
            1
            for index in fountain.fully_visible()
            if placed[index].tile.shape is Shape.STAR
        )
    if card is DesignCard.EXTRAS:
        return 3 * len(fountain.tokens)
    if card is DesignCard.VISIBILITY:
        return len(fountain.fully_visible())
    if card is DesignCard.STRAIGHT_POOLS:
        return len(longest_straight_pools(fountain))
    icons = Counter(fed_icons(fountain))
    if card is DesignCard.LILY_COINS:
        return 2 * min(icons[Icon.LILY], icons[Icon.COIN])
    if card is DesignCard.WILD_LILIES:
        return 3 * min(icons[Icon.LILY], icons[Icon.FISH_WILD])
    if card is DesignCard.FEATURE_SET:
        return 5 * min(icons[icon] for icon in Icon)
    if card is DesignCard.DIVERSE_FISH:
        return 4 * min(
            icons[Icon.FISH_RED], icons[Icon.FISH_BLACK], icons[Icon.FISH_WHITE]
        )
    if card is DesignCard.JETS:
        return 2 * icons[Icon.JET]
    if card is DesignCard.COINS:
        return 2 * icons[Icon.COIN]
    raise AssertionError(f"unknown design card {card!r}")


def fed_icons(fountain: Fountain) -> list[Icon]:
    """Visible icons in fed pools: what a design card may count (features in a
    pool with pond weed count for no Reward)."""
    return [icon for _, icons in fountain.fed_pools() for icon in icons]


def longest_straight_pools(fountain: Fountain) -> list[int]:
    """The pools (indices into ``fountain.water().pools``) on the longest straight line
    of adjacent pools, in order along the line; empty when no two fed pools
    make a line.

    **Interpretation** of "the longest straight line of visible pools ... of
    adjacent pools": two pools are adjacent on a line when their visible water
    cells touch along one grid row or column (water meets water, no brick
    between them). A line follows one row or column through touching water
    cells; a brick, bare table or a pool with pond weed ends it. Its length is
    the number of different fed pools it crosses, whatever their levels; a
    line needs at least two pools. The best line over every row and column
    wins (ties: the first row, then the first column).
    """
    line = _best_line(fountain)
    pool_of = fountain.water().pool_of
    return list(dict.fromkeys(pool_of[cell] for cell in line))


def straight_line_cells(fountain: Fountain) -> list[Cell]:
    """The water cells of the scoring Straight Pools line, in order along it
    (for screens that outline it); empty when the card scores nothing."""
    return _best_line(fountain)


def _best_line(fountain: Fountain) -> list[Cell]:
    water = fountain.water()
    pool_of, fed = water.pool_of, water.fed
    rows: dict[int, list[Cell]] = {}
    columns: dict[int, list[Cell]] = {}
    for cell, pool in pool_of.items():
        if fed[pool]:
            rows.setdefault(cell[1], []).append(cell)
            columns.setdefault(cell[0], []).append(cell)
    best: list[Cell] = []
    best_pools = 1  # a line needs at least two pools
    for axis, lines in ((0, rows), (1, columns)):
        for _fixed, cells in sorted(lines.items()):
            cells.sort(key=lambda c: c[axis])
            runs: list[list[Cell]] = [[]]
            for cell in cells:
                run = runs[-1]
                if run and cell[axis] != run[-1][axis] + 1:
                    runs.append([])
                runs[-1].append(cell)
            for run in runs:
                count = len({pool_of[c] for c in run})
                if count > best_pools:
                    best, best_pools = run, count
    return best
