"""Expert's search on several cores: each process searches with re-deals of its
own, and their findings are pooled.

Root parallelism: every process halves the same lines with the whole node
budget but its own stream of re-deals (the bot's seeded random stream gives
each its seed), so with ``workers`` processes a move meets ``workers`` times as
many re-deals in about the time of one: more cores make Expert stronger, not
only faster. The lines any process kept to its last stage are compared on all
the look-ahead games they met, pooled.

The processes are started once (``spawn``: a fresh interpreter) and kept for
the bot's life; a daemonic process (the table's worker, an arena's ``--jobs``
pool) may not start processes, so there the search stays in one.
"""

from __future__ import annotations

import multiprocessing
import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from game.ai.fountains.expert.halving import FINALISTS, Halving, halve
from game.ai.fountains.expert.lines import Line
from game.ai.fountains.expert.playout import Playouts
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.persistence import game_from_json, game_to_json


@dataclass(frozen=True, slots=True)
class SearchJob:
    """One process's share of a decision: halve ``lines`` of ``game`` within
    ``nodes`` look-ahead games and ``budget_ms`` of CPU, re-dealt from the
    stream seeded by ``deal_seed``. It travels to a helper process with the
    game as saved (``persistence``: a game holds read-only views that do not
    pickle)."""

    game: FountainsGame
    lines: tuple[Line, ...]
    nodes: int
    budget_ms: float
    deal_seed: int
    seed: int
    horizon: int
    to_end: bool

    def __getstate__(self) -> dict[str, object]:
        state = {name: getattr(self, name) for name in self.__slots__}
        state["game"] = game_to_json(self.game)
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        for name in self.__slots__:
            value = state[name]
            if name == "game":
                value = game_from_json(value)
            object.__setattr__(self, name, value)


def search(job: SearchJob, playouts: Playouts | None = None) -> Halving:
    """``job`` searched here (with ``playouts``, or a fresh one)."""
    cpu_deadline = time.process_time() + job.budget_ms / 1000.0
    if playouts is None:
        playouts = Playouts(job.seed, job.horizon)
    playouts.begin()
    deals = random.Random(job.deal_seed)
    lines, game, to_end = job.lines, job.game, job.to_end
    return halve(
        len(lines),
        lambda i, seed: playouts.play(game, lines[i], i, seed, to_end),
        job.nodes,
        lambda: deals.getrandbits(32),
        cpu_deadline,
    )


def can_start_processes() -> bool:
    """Whether this process may start others (a daemonic one may not)."""
    return not multiprocessing.current_process().daemon


class SearchPool:
    """``workers - 1`` helper processes (this one searches too)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None

    def __getstate__(self) -> dict[str, object]:
        return {"workers": self.workers, "_pool": None}

    @property
    def parallel(self) -> bool:
        return self.workers > 1 and can_start_processes()

    def search(self, jobs: list[SearchJob], playouts: Playouts) -> list[Halving]:
        """``jobs[0]`` here, the others in the helper processes (only the first
        where no process may start)."""
        if len(jobs) == 1 or not self.parallel:
            return [search(jobs[0], playouts)]
        pool = self._pool
        if pool is None:
            context = multiprocessing.get_context("spawn")
            pool = self._pool = ProcessPoolExecutor(
                self.workers - 1, mp_context=context
            )
        futures = [pool.submit(search, job) for job in jobs[1:]]
        mine = search(jobs[0], playouts)
        return [mine, *(future.result() for future in futures)]

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


def pooled(found: list[Halving]) -> Halving:
    """The searches of several processes as one: each line's look-ahead games
    from every process, and in the running the lines any process kept to its
    last stage, best pooled mean first. One search is returned as it is."""
    if len(found) == 1:
        return found[0]
    count = len(found[0].values)
    values = [[v for one in found for v in one.values[i]] for i in range(count)]
    kept = sorted({i for one in found for i in one.alive[:FINALISTS]})
    merged = Halving(
        values,
        kept,
        sum(one.nodes for one in found),
        sum(one.deals for one in found),
        any(one.out_of_time for one in found),
        paired=False,
    )
    merged.alive.sort(key=lambda i: (-merged.mean(i), i))
    return merged
