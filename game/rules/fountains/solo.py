"""Race Against The Machine: the difficulty table and how The Machine scores.

The Machine builds no fountain. It keeps the tiles it collects face up and scores
their printed icons: coins when it collects a tile, fish and lily pads per icon at
the difficulty's value, and for pools its tile count is compared with the player's
fed pools. Its turn itself (moving the Gear Wheel, collecting) is played by the
game; these functions only count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.rewards import COINS, FISH, LILY_PADS, POOLS, Award

if TYPE_CHECKING:
    from game.rules.fountains.features import WaterWorth

PLAYER_SEAT = 0
MACHINE_SEAT = 1
MACHINE_NAME = "The Machine"
MACHINE_LAPS = 2
"""The game ends when the Gear Wheel reaches the Bonus space for the second time."""


class Difficulty(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


@dataclass(frozen=True, slots=True)
class MachineValues:
    """One row of the rulebook's difficulty table."""

    fish: int
    """Points The Machine scores per fish of the rewarded colour (wilds too)."""
    lily: int
    """Points The Machine scores per lily pad on its tiles."""
    most_pools: int
    """Points for the higher of player's fed pools and The Machine's tile count."""
    coins: int
    """Points per coin icon, for The Machine's collected tiles and the player."""


DIFFICULTY_TABLE: dict[Difficulty, MachineValues] = {
    Difficulty.EASY: MachineValues(fish=1, lily=1, most_pools=7, coins=5),
    Difficulty.MEDIUM: MachineValues(fish=2, lily=1, most_pools=7, coins=5),
    Difficulty.HARD: MachineValues(fish=2, lily=2, most_pools=7, coins=5),
}


def machine_icons(tile_ids: Iterable[str]) -> Counter[Icon]:
    """Every icon printed on The Machine's collected tiles."""
    icons: Counter[Icon] = Counter()
    for tile_id in tile_ids:
        for cell in tile_by_id(tile_id).cells.values():
            if cell.icon is not None:
                icons[cell.icon] += 1
    return icons


def machine_fish_count(tile_ids: Iterable[str], colour: FishColour) -> int:
    """Fish of ``colour`` plus wild fish on The Machine's tiles."""
    icons = machine_icons(tile_ids)
    return icons[colour.icon] + icons[Icon.FISH_WILD]


def machine_fish_colour(tile_ids: Iterable[str], player: WaterWorth) -> FishColour:
    """The colour The Machine rewards: the one most represented on its tiles.

    On a tie, the tied colour that earns the player the fewest points; if that is
    tied too, the first in red, black, white order.
    """
    icons = machine_icons(tile_ids)
    most = max(icons[colour.icon] for colour in FishColour)
    tied = [colour for colour in FishColour if icons[colour.icon] == most]
    return min(tied, key=player.fish_points)


def coin_award(tile_id: str, values: MachineValues, when: str) -> Award:
    coins = sum(
        1 for cell in tile_by_id(tile_id).cells.values() if cell.icon is Icon.COIN
    )
    return Award(
        MACHINE_SEAT,
        coins * values.coins,
        COINS,
        f"{when}: {coins} coin{'s' if coins != 1 else ''} on {tile_id}",
    )


def solo_pool_awards(
    player: WaterWorth, tile_ids: list[str], values: MachineValues, when: str
) -> list[Award]:
    """Player's fed pools against The Machine's tile count: the higher scores, a tie
    pays both."""
    pools = player.fed_pool_count()
    tiles = len(tile_ids)
    player_points = values.most_pools if pools >= tiles else 0
    machine_points = values.most_pools if tiles >= pools else 0
    return [
        Award(
            PLAYER_SEAT,
            player_points,
            POOLS,
            f"{when}: {_n(pools, 'fed pool')} against The Machine's "
            f"{_n(tiles, 'tile')}",
        ),
        Award(
            MACHINE_SEAT,
            machine_points,
            POOLS,
            f"{when}: {_n(tiles, 'tile')} against the player's {_n(pools, 'fed pool')}",
        ),
    ]


def machine_fish_award(
    tile_ids: list[str], colour: FishColour, values: MachineValues, when: str
) -> Award:
    count = machine_fish_count(tile_ids, colour)
    return Award(
        MACHINE_SEAT,
        count * values.fish,
        FISH,
        f"{when}: {count} {colour.value} and wild fish on its tiles",
    )


def machine_lily_award(tile_ids: list[str], values: MachineValues, when: str) -> Award:
    count = machine_icons(tile_ids)[Icon.LILY]
    return Award(
        MACHINE_SEAT,
        count * values.lily,
        LILY_PADS,
        f"{when}: {_n(count, 'lily pad')} on its tiles",
    )


def machine_best_colour(tile_ids: list[str]) -> FishColour:
    """Final rewards: the colour most represented on The Machine's tiles."""
    icons = machine_icons(tile_ids)
    return max(FishColour, key=lambda colour: icons[colour.icon])


def _n(count: int, thing: str) -> str:
    """``count`` and ``thing``, plural unless it is one: "1 tile", "3 tiles"."""
    return f"{count} {thing}" if count == 1 else f"{count} {thing}s"
