"""Where water passes (rulebook, Jets): to a touching pool on the same level or
one below, never up, never down two levels. The rule is written once
(``water_rule.py``); this table pins it, whoever calls it."""

from __future__ import annotations

import pytest

from game.rules.fountains.water_rule import (
    levels_fed_from,
    levels_feeding,
    water_joins,
    water_passes,
)


@pytest.mark.parametrize(
    ("from_level", "to_level", "passes"),
    [
        (1, 1, True),  # the same level
        (2, 1, True),  # one below
        (3, 2, True),
        (1, 2, False),  # never up
        (2, 3, False),
        (3, 1, False),  # never down two levels at once
        (4, 1, False),
    ],
)
def test_water_passes_to_the_same_level_or_one_below(
    from_level: int, to_level: int, passes: bool
) -> None:
    assert water_passes(from_level, to_level) is passes


def test_pools_are_joined_either_way_within_one_level() -> None:
    assert water_joins(1, 2) and water_joins(2, 1) and water_joins(2, 2)
    assert not water_joins(1, 3) and not water_joins(3, 1)


def test_the_levels_water_reaches_and_comes_from() -> None:
    assert levels_fed_from(3) == (3, 2)
    assert levels_feeding(3) == (3, 4)
    for level in range(1, 6):
        for other in range(0, 8):
            assert (other in levels_fed_from(level)) is water_passes(level, other)
            assert (other in levels_feeding(level)) is water_passes(other, level)
