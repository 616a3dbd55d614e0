"""Pool ranking, fish and lily rewards, tie-breaks: unit tests on the pure functions
here; the same rules at game level, on real fountains, in test_game_flow.py."""

from __future__ import annotations

import pytest

from game.rules.fountains.endgame import (
    FEWEST_POND_WEED,
    MACHINE_WINS_TIES,
    MOST_BONUS_TOKENS,
    MOST_POINTS,
    SHARED_VICTORY,
    decide_solo,
    decide_winners,
)
from game.rules.fountains.rewards import ordinal, pool_rank_points, ranks


def test_rulebook_pool_example_11_10_8() -> None:
    # Jean 11 pools, Kedric 10, Valley 8: 10, 6 and 3 points.
    assert pool_rank_points([11, 10, 8]) == [10, 6, 3]


@pytest.mark.parametrize(
    ("counts", "points"),
    [
        ([5, 5, 3], [10, 10, 3]),  # tied players take the higher value, rank skipped
        ([3, 5, 5], [3, 10, 10]),
        ([9, 7, 7, 2], [10, 6, 6, 1]),
        ([4, 4, 4], [10, 10, 10]),
        ([6, 5, 4, 3], [10, 6, 3, 1]),
        ([6, 5, 4, 3, 2], [10, 6, 3, 1, 0]),
        ([1, 2, 3, 4, 5], [0, 1, 3, 6, 10]),
        ([2, 2, 2, 2, 1], [10, 10, 10, 10, 0]),
        ([0, 0, 1], [6, 6, 10]),
    ],
)
def test_pool_ranking_with_ties(counts: list[int], points: list[int]) -> None:
    assert pool_rank_points(counts) == points


@pytest.mark.parametrize(
    ("counts", "points"),
    [([8, 3], [7, 0]), ([3, 8], [0, 7]), ([4, 4], [7, 7]), ([0, 0], [7, 7])],
)
def test_two_player_pools_seven_or_nothing(
    counts: list[int], points: list[int]
) -> None:
    assert pool_rank_points(counts) == points


def test_competition_ranks_and_ordinals() -> None:
    assert ranks([5, 5, 3]) == [1, 1, 3]
    assert ranks([1, 9, 9, 9]) == [4, 1, 1, 1]
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
    ]


def test_winner_by_points() -> None:
    assert decide_winners([30, 41, 12], [3, 9, 0], [0, 0, 5]) == ((1,), MOST_POINTS)


def test_tie_on_points_fewest_pond_weed_wins() -> None:
    assert decide_winners([41, 41, 12], [3, 2, 0], [0, 0, 5]) == (
        (1,),
        FEWEST_POND_WEED,
    )


def test_tie_on_weed_most_bonus_tokens_wins() -> None:
    # The seat with fewer weed but fewer points is not among the tied seats.
    assert decide_winners([41, 41, 40], [2, 2, 0], [1, 3, 9]) == (
        (1,),
        MOST_BONUS_TOKENS,
    )


def test_tie_on_everything_is_shared() -> None:
    assert decide_winners([41, 41, 41, 3], [2, 2, 3, 0], [1, 1, 9, 9]) == (
        (0, 1),
        SHARED_VICTORY,
    )


def test_solo_player_must_outscore_the_machine() -> None:
    assert decide_solo(50, 49) == ((0,), MOST_POINTS)
    assert decide_solo(49, 50) == ((1,), MOST_POINTS)
    assert decide_solo(50, 50) == ((1,), MACHINE_WINS_TIES)
