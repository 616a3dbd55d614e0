"""What a lesson's turn did, measured by the rules core: the points each seat
scored by category, the pools fed and the pond weed before and after, the
level the player's piece went on, and whether the game ended (and who won).

The lessons state their results in these terms ("feeds 2 pools", "+5 coins"),
and the tests replay every suggested move and compare (``expect``)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.fountains.game import FINAL as FINAL_WORDS
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.rewards import COINS, DESIGN, FISH, LILY_PADS, POOLS

YOU = 0


@dataclass(frozen=True)
class Result:
    """One turn of the player's, in numbers (``fed_gain`` and ``weed`` are the
    player's fountain; ``final`` the player's Final Rewards, when they came)."""

    coins: int
    pools: int
    fish: int
    lily: int
    final: int
    design: int
    theirs: int
    fed_gain: int
    weed_before: int
    weed: int
    level: int
    over: bool
    won: bool

    def get(self, key: str) -> int | bool:
        return getattr(self, key)  # type: ignore[no-any-return]


def measure(before: FountainsGame, after: FountainsGame) -> Result:
    """The player's turn from ``before`` to ``after`` (seat 0's)."""
    new = after.score_log[len(before.score_log) :]
    mine = [e for e in new if e.seat == YOU]

    def points(category: str, final: bool = False) -> int:
        return sum(
            e.points
            for e in mine
            if e.category == category and e.reason.startswith(FINAL_WORDS) == final
        )

    fountain, was = after.fountains[YOU], before.fountains[YOU]
    placed = fountain.placed[-1] if fountain.tile_count() > was.tile_count() else None
    outcome = after.outcome()
    return Result(
        coins=points(COINS),
        pools=points(POOLS),
        fish=points(FISH),
        lily=points(LILY_PADS),
        final=sum(e.points for e in mine if e.reason.startswith(FINAL_WORDS)),
        design=points(DESIGN, final=True),
        theirs=sum(e.points for e in new if e.seat != YOU),
        fed_gain=fountain.fed_pool_count() - was.fed_pool_count(),
        weed_before=was.pond_weed_count(),
        weed=fountain.pond_weed_count(),
        level=0 if placed is None else placed.level,
        over=after.is_over(),
        won=outcome is not None and outcome.winners == (YOU,),
    )
