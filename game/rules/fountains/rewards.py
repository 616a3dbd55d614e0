"""Rewards for pools, fish and lily pads, paid to every player at once.

Coins are paid at placement by the game itself. These functions only work out who
gets what; the game turns each :class:`Award` into a ``ScoreEntry`` with the turn.
The Machine's side of solo rewards lives in ``solo.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.fountains.icons import FishColour

if TYPE_CHECKING:
    from game.rules.fountains.features import WaterWorth

POOL_RANK_POINTS: tuple[int, ...] = (10, 6, 3, 1, 0)
"""Most pools, 2nd, 3rd, 4th, 5th."""
TWO_PLAYER_POOL_POINTS: tuple[int, int] = (7, 0)
COIN_POINTS = 5

POOLS = "pools"
FISH = "fish"
LILY_PADS = "lily pads"
COINS = "coins"
DESIGN = "design"


@dataclass(frozen=True, slots=True)
class Award:
    """Points owed to one seat, with the sentence a player reads."""

    seat: int
    points: int
    category: str
    reason: str


def ordinal(n: int) -> str:
    suffix = (
        "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    )
    return f"{n}{suffix}"


def ranks(counts: Sequence[int]) -> list[int]:
    """Competition ranks from 1: tied counts share a rank, the next rank is skipped.

    ``ranks([5, 5, 3]) == [1, 1, 3]``.
    """
    return [1 + sum(1 for other in counts if other > count) for count in counts]


def pool_rank_points(counts: Sequence[int]) -> list[int]:
    """Points for each player's fed-pool count when pool rewards trigger.

    Three or more players: 10/6/3/1/0 by rank, tied players all take the higher
    value and the next rank is skipped (5, 5, 3 pays 10, 10, 3). Two players: the
    most pools earns 7 and the other 0; a tie pays 7 to both.
    """
    if len(counts) == 2:
        most = max(counts)
        return [TWO_PLAYER_POOL_POINTS[0] if c == most else 0 for c in counts]
    table = POOL_RANK_POINTS
    return [table[r - 1] if r <= len(table) else 0 for r in ranks(counts)]


def pool_awards(fountains: Sequence[WaterWorth], when: str) -> list[Award]:
    """Everyone's pool reward (``when`` is e.g. "Blue pawn on Blue")."""
    counts = [fountain.fed_pool_count() for fountain in fountains]
    points = pool_rank_points(counts)
    seat_ranks = ranks(counts)
    awards = []
    for seat, (count, pts, rank) in enumerate(
        zip(counts, points, seat_ranks, strict=True)
    ):
        tied = counts.count(count) > 1
        place = "most" if rank == 1 else f"{ordinal(rank)} most"
        awards.append(
            Award(
                seat,
                pts,
                POOLS,
                f"{when}: {count} fed pools, {place} pools{' (tied)' if tied else ''}",
            )
        )
    return awards


def fish_awards(
    fountains: Sequence[WaterWorth], colour: FishColour, when: str
) -> list[Award]:
    """Everyone scores their fed ``colour`` and wild fish, each worth its level."""
    return [
        Award(
            seat,
            fountain.fish_points(colour),
            FISH,
            f"{when}: {colour.value} and wild fish",
        )
        for seat, fountain in enumerate(fountains)
    ]


def best_fish_colour(fountain: WaterWorth) -> FishColour:
    """The colour that earns this fountain the most fish points (first on ties)."""
    return max(FishColour, key=fountain.fish_points)


def own_fish_awards(fountains: Sequence[WaterWorth], when: str) -> list[Award]:
    """Final rewards: each player scores the fish colour best for them."""
    awards = []
    for seat, fountain in enumerate(fountains):
        colour = best_fish_colour(fountain)
        awards.append(
            Award(
                seat,
                fountain.fish_points(colour),
                FISH,
                f"{when}: {colour.value} and wild fish (own choice)",
            )
        )
    return awards


def lily_awards(fountains: Sequence[WaterWorth], when: str) -> list[Award]:
    """Everyone scores their best flow-connected group of fed lily pads."""
    return [
        Award(
            seat, fountain.lily_points(), LILY_PADS, f"{when}: largest lily pad group"
        )
        for seat, fountain in enumerate(fountains)
    ]
