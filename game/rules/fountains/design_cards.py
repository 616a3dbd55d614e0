"""Fountain Design cards (advanced variant) and their end-of-game scoring.

Every card counts only what is visible from above at the end of the game
("scored without any dismantling"). **Interpretation**: design cards look at
visibility only; a pool with pond weed still shows its features to a design
card (the rulebook withholds pond-weed pools from Rewards, and the cards speak
only of what is visible). Bonus token icons count as visible features.
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
    "adjacent visible pools",
}

LEVEL_POINTS: dict[int, int] = {0: 0, 1: 1, 2: 2, 3: 4, 4: 6}
"""Levels card: points by highest level; 5 or more scores ``TOP_LEVEL_POINTS``."""
TOP_LEVEL_POINTS = 9


def score_card(card: DesignCard, fountain: Fountain) -> int:
    """Points ``fountain`` earns from design ``card`` at the end of the game."""
    icons = Counter(fountain.visible_icons())
    if card is DesignCard.LEVELS:
        return LEVEL_POINTS.get(fountain.max_level(), TOP_LEVEL_POINTS)
    if card is DesignCard.HIGH_FEATURE:
        return sum(len(pool.icons) for pool in fountain.pools() if pool.level >= 3)
    if card is DesignCard.STARS:
        return 3 * sum(
            1
            for index, placed in enumerate(fountain.placed)
            if placed.tile.shape is Shape.STAR and fountain.is_fully_visible(index)
        )
    if card is DesignCard.EXTRAS:
        return 3 * fountain.bonus_token_count()
    if card is DesignCard.LILY_COINS:
        return 2 * min(icons[Icon.LILY], icons[Icon.COIN])
    if card is DesignCard.WILD_LILIES:
        return 3 * min(icons[Icon.LILY], icons[Icon.FISH_WILD])
    if card is DesignCard.VISIBILITY:
        return sum(
            1
            for index in range(fountain.tile_count())
            if fountain.is_fully_visible(index)
        )
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
    if card is DesignCard.STRAIGHT_POOLS:
        return len(longest_straight_pools(fountain))
    raise AssertionError(f"unknown design card {card!r}")


def longest_straight_pools(fountain: Fountain) -> list[int]:
    """The pools (indices into ``fountain.pools()``) on the longest straight line.

    **Interpretation**: a straight line is one grid row or column, followed
    across the fountain without leaving it (no cell of bare table on the way).
    The pools it meets, in order, are adjacent: only bricks lie between them.
    The line's length is the number of different pools it meets; the best line
    over every row and column wins (ties: the first row, then the first column).
    """
    water = fountain.water()
    pool_of = water.pool_of
    rows: dict[int, list[int]] = {}
    columns: dict[int, list[int]] = {}
    for x, y in fountain.cells():
        rows.setdefault(y, []).append(x)
        columns.setdefault(x, []).append(y)
    best: list[int] = []
    for horizontal, lines in ((True, rows), (False, columns)):
        for fixed, positions in sorted(lines.items()):
            positions.sort()
            run: list[int] = []
            previous = None
            for position in positions:
                if previous is not None and position != previous + 1:
                    best = _longer(best, run)
                    run = []
                cell: Cell = (position, fixed) if horizontal else (fixed, position)
                pool = pool_of.get(cell)
                if pool is not None and pool not in run:
                    run.append(pool)
                previous = position
            best = _longer(best, run)
    return best


def _longer(best: list[int], run: list[int]) -> list[int]:
    return list(run) if len(run) > len(best) else best
