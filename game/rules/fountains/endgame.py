"""Who wins: most points, then fewest pond weed, then most bonus tokens, else shared.

Solo is decided differently: the player wins only by outscoring The Machine.
"""

from __future__ import annotations

from collections.abc import Sequence

MOST_POINTS = "most points"
FEWEST_POND_WEED = "fewest pond weed"
MOST_BONUS_TOKENS = "most bonus tokens"
SHARED_VICTORY = "shared victory"
MACHINE_WINS_TIES = "The Machine wins ties"


def decide_winners(
    scores: Sequence[int],
    pond_weed: Sequence[int],
    bonus_tokens: Sequence[int],
) -> tuple[tuple[int, ...], str]:
    """Winning seats and the rule that decided between seats level on points.

    ``tiebreak`` is ``"most points"`` when one seat simply scored most.
    """
    best = max(scores)
    tied = [seat for seat, score in enumerate(scores) if score == best]
    if len(tied) == 1:
        return (tied[0],), MOST_POINTS
    fewest = min(pond_weed[seat] for seat in tied)
    tied = [seat for seat in tied if pond_weed[seat] == fewest]
    if len(tied) == 1:
        return (tied[0],), FEWEST_POND_WEED
    most = max(bonus_tokens[seat] for seat in tied)
    tied = [seat for seat in tied if bonus_tokens[seat] == most]
    if len(tied) == 1:
        return (tied[0],), MOST_BONUS_TOKENS
    return tuple(tied), SHARED_VICTORY


def decide_solo(player_score: int, machine_score: int) -> tuple[tuple[int, ...], str]:
    """The player (seat 0) must have more points than The Machine (seat 1)."""
    if player_score > machine_score:
        return (0,), MOST_POINTS
    if player_score < machine_score:
        return (1,), MOST_POINTS
    return (1,), MACHINE_WINS_TIES
