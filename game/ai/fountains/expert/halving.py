"""Successive halving over common re-deals: where Expert spends its budget.

Every line still in the running is played on the same re-deals (deal ``k`` is
the same shuffle of the hidden tiles and tokens for every line), so two lines
are compared on equal luck. The budget (look-ahead games, "nodes") is split
into stages; each stage plays every line still in the running on fresh
re-deals, as many as the stage's share allows, then keeps the better half by
mean. The last stage spends what is left on the finalists. A CPU-time cap
stops the search early on a slow or busy core; the node budget alone makes it
deterministic.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

FINALISTS = 2
"""Halving stops at this many lines; the last stage compares them."""


@dataclass(slots=True)
class Halving:
    """What a search found: ``values[i][k]``, line ``i`` on re-deal ``k``;
    ``alive``, the finalists (or the lines still in the running when the budget
    ran out), best first; ``nodes``, look-ahead games played; ``deals``, re-deals
    made; ``out_of_time``: the CPU cap stopped it; ``paired``: re-deal ``k`` is
    the same for every line (not so once several processes' searches are
    pooled: then lines are compared on all their look-ahead games)."""

    values: list[list[float]]
    alive: list[int]
    nodes: int
    deals: int
    out_of_time: bool = False
    paired: bool = True

    def mean(self, i: int, n: int | None = None) -> float:
        """Line ``i``'s mean over its first ``n`` re-deals (all by default)."""
        found = self.values[i] if n is None else self.values[i][:n]
        return sum(found) / len(found) if found else -math.inf

    def shared(self) -> int | None:
        """Re-deals every line still in the running met (None: not paired,
        compare on all)."""
        if not self.paired:
            return None
        return min(len(self.values[i]) for i in self.alive)


def halve(
    count: int,
    play: Callable[[int, int], float],
    nodes: int,
    deal_seed: Callable[[], int],
    cpu_deadline: float | None = None,
) -> Halving:
    """Search ``count`` lines (``play(line, seed)`` plays one on one re-deal)
    within ``nodes`` look-ahead games and, when given, until
    ``time.process_time()`` passes ``cpu_deadline`` (each line meets at least
    one re-deal, though, while two or more are in the running)."""
    found = Halving([[] for _ in range(count)], list(range(count)), 0, 0)
    if count <= 1:
        return found
    halvings = max(0, math.ceil(math.log2(count / FINALISTS)))
    stages = halvings + 1
    seeds: list[int] = []
    for stage in range(stages):
        alive = found.alive
        share = (nodes - found.nodes) // (stages - stage)
        if stage == stages - 1:
            share = nodes - found.nodes
        rounds = max(1, share // len(alive))
        for _ in range(rounds):
            k = min(len(found.values[i]) for i in alive)
            if k == len(seeds):
                seeds.append(deal_seed())
            for i in alive:
                if len(found.values[i]) > k:
                    continue
                first_deal = k == 0
                if not first_deal and found.nodes >= nodes:
                    return _ranked(found)
                if (
                    not first_deal
                    and cpu_deadline is not None
                    and time.process_time() >= cpu_deadline
                ):
                    found.out_of_time = True
                    return _ranked(found)
                found.values[i].append(play(i, seeds[k]))
                found.nodes += 1
        found.deals = len(seeds)
        if stage < halvings:
            found.alive = _ranked(found).alive[: math.ceil(len(alive) / 2)]
            found.alive.sort()
    return _ranked(found)


def _ranked(found: Halving) -> Halving:
    """``found`` with its lines in the running ranked by mean over the
    re-deals all of them met, best first (ties: the earlier line)."""
    found.deals = max(found.deals, max(len(v) for v in found.values))
    n = found.shared()
    found.alive = sorted(found.alive, key=lambda i: (-found.mean(i, n), i))
    return found
