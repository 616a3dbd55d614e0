"""A race to a full board: how a Hard Kids' Splash seat weighs a Free Pick
against a Splash by its chance of filling its board first.

Kids' Splash is a race: the first full board wins, and a Free Pick is one
droplet a turn for sure, so two seats that only Free Pick finish in turn
order. Splashing more than a droplet a turn on average is not enough: a seat
ahead in the race keeps its lead with sure droplets, a seat behind must take
the throws that may catch up. `RaceOdds` reckons the chance of winning from
here for each choice, over the die's faces and the splashes a throw may bring:

- the seat's throws bring out its ``per_throw`` useful droplets a throw on
  average, spread as a Poisson count, fewer as its board fills (in
  proportion to its open spaces: fewer colours left to catch);
- the rival (the other seat closest to a full board) gets droplets a turn as
  it has so far: each of its turns counts once, beside ``PRIOR_RIVAL_TURNS``
  turns spread as ``PRIOR_RIVAL_GAINS`` (a seat that mostly Free Picks and
  now and then splashes well or misses).

All seats' turns between two of the seat's own count as one rival turn (exact
for two players, the usual head-to-head). No random draw is made: the same
game gives the same odds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

#: A rival's droplets a turn before it has played (chances of 0, 1, 2, 3:
#: mostly a Free Pick, now and then a good splash or an empty one), counted
#: as this many turns against the turns it has played.
PRIOR_RIVAL_GAINS = (0.15, 0.6, 0.15, 0.1)
PRIOR_RIVAL_TURNS = 3.0
#: Rounds of the fixed point of a turn where nobody gains (a loop of the race).
ROUNDS = 12


def rival_spread(gains: Sequence[int]) -> list[float]:
    """Chances of 0, 1, 2, ... droplets in a rival's turn: its ``gains`` (one
    a turn played) beside the prior turns."""
    top = max([len(PRIOR_RIVAL_GAINS) - 1, *gains])
    weights = [PRIOR_RIVAL_TURNS * c for c in PRIOR_RIVAL_GAINS]
    weights += [0.0] * (top + 1 - len(weights))
    for gain in gains:
        weights[gain] += 1.0
    total = sum(weights)
    return [w / total for w in weights]


def poisson_spread(mean: float, cap: int) -> list[float]:
    """Chances of 0, 1, ... ``cap`` for a Poisson count of ``mean``, the
    chance of more than ``cap`` added to ``cap``'s."""
    if cap <= 0:
        return [1.0]
    mean = max(0.0, mean)
    chances = [math.exp(-mean)]
    for k in range(1, cap):
        chances.append(chances[-1] * mean / k)
    chances.append(max(0.0, 1.0 - sum(chances)))
    return chances


@dataclass(frozen=True)
class RaceOdds:
    """A seat's race to a full board, reckoned on its turn.

    ``need``: its open spaces; ``rival_need``: the open spaces of the rival
    closest to a full board; ``per_throw``: the useful droplets the seat
    expects a throw to bring out now; ``rival_per_turn``: droplets the rival
    gets a turn (at least 1); ``faces``: the die (throws a Splash);
    ``throw_cap``: most throws that count (the competitive variant stops at
    the first splash: 1.5), or None."""

    need: int
    rival_need: int
    per_throw: float
    rival_gains: Sequence[float] = PRIOR_RIVAL_GAINS
    faces: Sequence[int] = (1, 1, 2, 2, 3, 3)
    throw_cap: float | None = None
    _on_turn: dict[tuple[int, int], float] = field(
        default_factory=dict, compare=False, repr=False
    )

    def throws(self, roll: int) -> float:
        return min(roll, self.throw_cap) if self.throw_cap is not None else roll

    def rate(self, need: int) -> float:
        """Useful droplets a throw with ``need`` open spaces."""
        return self.per_throw * need / max(1, self.need)

    def after_mine(
        self, need: int, rival_need: int, *, still: float | None = None
    ) -> float:
        """The seat's chance to win when its turn has left it ``need`` open
        spaces, the rival ``rival_need``, the rival to play. ``still``: the
        chance to win on the seat's next turn when the rival gets nothing
        and the position is the same (the one loop of the race; None: work
        it out)."""
        if need <= 0:
            return 1.0
        if rival_need <= 0:
            return 0.0
        total = 0.0
        for gain, chance in enumerate(self.rival_gains):
            left = rival_need - gain
            if left > 0 and chance > 0.0:
                if gain == 0 and still is not None:
                    here = still
                else:
                    here = self.on_turn(need, left)
                total += chance * here
        return total

    def _roll_terms(
        self, roll: int, need: int, rival_need: int
    ) -> tuple[float, float, float]:
        """(Free Pick, Splash, loop) for ``roll``: the Splash's chance to win
        is ``splash + loop * x`` where x is the chance on the next turn in
        the same position (no droplet for either seat meanwhile)."""
        pick = self.after_mine(need - 1, rival_need)
        spread = poisson_spread(self.rate(need) * self.throws(roll), need)
        splash = sum(
            chance * self.after_mine(need - k, rival_need)
            for k, chance in enumerate(spread)
            if k > 0 and chance > 0.0
        )
        splash += spread[0] * self.after_mine(need, rival_need, still=0.0)
        loop = spread[0] * (self.rival_gains[0] if self.rival_gains else 0.0)
        return pick, splash, loop

    def on_turn(self, need: int, rival_need: int) -> float:
        """The seat's chance to win on its turn, before the roll, choosing
        the better of a Free Pick and a Splash on every roll from here."""
        key = (need, rival_need)
        if key in self._on_turn:
            return self._on_turn[key]
        terms = [self._roll_terms(roll, need, rival_need) for roll in self.faces]
        # x = mean over the faces of max(pick, splash + loop * x): a
        # contraction (loop < 1), so a few rounds find it.
        chance = 0.0
        for _ in range(ROUNDS):
            chance = sum(max(p, s + lp * chance) for p, s, lp in terms) / len(terms)
        self._on_turn[key] = chance
        return chance

    def choices(self, roll: int) -> tuple[float, float]:
        """(Free Pick, Splash): the seat's chance to win with each, the die
        showing ``roll`` now."""
        pick, splash, loop = self._roll_terms(roll, self.need, self.rival_need)
        return pick, splash + loop * self.on_turn(self.need, self.rival_need)
