"""Computer seats thinking in a worker process, so a table keeps animating.

A :class:`ThinkingWorker` belongs to one table. It starts its process lazily, on
the first ``think``, from the ``spawn`` context (a fresh interpreter: nothing of
the parent's pygame or SDL state is copied). The process keeps its own copy of
the table's game, kept in step by sending only the actions played since the last
job (the whole game, as saved, when the copies went apart), and the seats' bots,
sent once, so that each bot keeps its own random stream and plan from move to
move, exactly as it would in-process.

``think(game, key, bot, names)`` sends a job and returns its number;
``result(job)`` is the :class:`Decision` once it has arrived and None before,
and never blocks. ``close()`` terminates the process and joins it (leaving the
table, quitting).

Every job has a deadline, a few times its bot's budget (:func:`deadline_for`),
counted in the worker process's CPU time where this system tells it (Linux's
``/proc``; elsewhere in real time): a busy machine slows the worker's thinking
in real time, never in CPU time, so a search bounded by nodes gets its whole
budget however loaded the machine is. A process that has used its deadline's
CPU time without answering (a runaway), or used no CPU time at all for a
deadline's length of real time (stopped, hung, starved), or, where CPU time is
not told, has not answered by the deadline, is killed without a word to the
players; its jobs are decided in this process, and the
next job starts a fresh process (``RESTARTS`` times, then this process thinks
for good). A decision made in this process uses ``fallback(bot)``, a bot of the
same level bounded by a small node budget, and is worked out on a thread of its
own (on a copy of the game) so the frames keep coming; it is made at once only
where no thread can start. The same happens when no process can be started,
or the process dies.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.fountains import Bot, Decision, explain_move
from game.ai.worker_process import START_METHOD, ProcessWorker, halt
from game.rules.fountains.actions import Action
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.persistence import game_from_json, game_to_json

WORKER_NICENESS = 5
DEADLINE_BUDGETS = 4.0
"""A job may take this many times its bot's time budget before the process is
given up on."""
MIN_DEADLINE_SECONDS = 3.0
"""The shortest deadline: a bot bounded by nodes has no time budget, and a busy
machine slows every search."""
START_SECONDS = 15.0
"""More time for the job that starts the process (a fresh interpreter imports
the game first)."""
RESTARTS = 2
"""Fresh processes after one was given up on; then this process thinks."""

Fallback = Callable[[Bot], Bot]
CpuClock = Callable[[int], float | None]
"""CPU seconds a process (by pid) has used, or None where it cannot be told."""


def process_cpu_seconds(pid: int) -> float | None:
    """CPU seconds (user and system) process ``pid`` has used, read from
    ``/proc`` (None where there is no ``/proc``, or the process is gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            text = stat.read()
        fields = text[text.rindex(b")") + 2 :].split()
        return (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS
    except (OSError, ValueError, IndexError):
        return None


try:
    _CLOCK_TICKS = float(os.sysconf("SC_CLK_TCK"))
except (AttributeError, ValueError, OSError):  # no sysconf: no /proc either
    _CLOCK_TICKS = 100.0


@dataclass(slots=True)
class JobGuard:
    """When a job out in the process is given up: ``seconds`` of the process's
    CPU time from ``cpu`` (it was using when the job was sent), or ``seconds``
    of real time with no CPU time used (``moved``: the real time it last did);
    by the real time ``deadline`` where CPU time cannot be told."""

    seconds: float
    deadline: float
    cpu: float | None = None
    seen: float | None = None
    moved: float = 0.0

    def expired(self, cpu: float | None, now: float, allowed: float) -> bool:
        """Whether the job is past its deadline (``allowed``: its CPU seconds,
        with those of the jobs sent before it still out)."""
        if cpu is None or self.cpu is None:
            return now >= self.deadline
        if self.seen is None or cpu > self.seen:
            self.seen, self.moved = cpu, now
        return cpu - self.cpu >= allowed or now - self.moved >= self.seconds


def deadline_for(
    bot: Bot,
    shortest: float = MIN_DEADLINE_SECONDS,
    budgets: float = DEADLINE_BUDGETS,
) -> float:
    """Seconds the worker may take over ``bot``'s decision: ``budgets`` times
    its time budget (Hard's wall-clock ``budget_ms``, Expert's CPU cap), at
    least ``shortest``."""
    budget_ms = getattr(bot, "budget_ms", None)
    budget = budget_ms / 1000.0 if isinstance(budget_ms, int | float) else 0.0
    return max(shortest, budgets * budget)


def _serve(conn: Any) -> None:
    """The worker process: apply what the table sends, answer each job. A
    message it cannot apply is answered at the next job, as that job's error."""
    with contextlib.suppress(AttributeError, OSError):
        os.nice(WORKER_NICENESS)  # the table's frames come first
    game: FountainsGame | None = None
    bots: dict[str, Bot] = {}
    problem: str | None = None
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        kind = message[0]
        if kind == "stop":
            return
        try:
            if kind == "game":
                game, problem = game_from_json(message[1]), None
            elif kind == "actions" and game is not None:
                for action in message[1]:
                    game.apply(action)
            elif kind == "bot":
                bots[message[1]] = message[2]
            elif kind == "think":
                job, key, names = message[1], message[2], message[3]
                if problem is not None or game is None:
                    conn.send(("error", job, problem or "no game to think about"))
                else:
                    conn.send(("decision", job, explain_move(game, bots[key], names)))
        except (EOFError, OSError):
            return
        except Exception as exc:  # reported to the table, which decides itself
            problem = f"{kind}: {type(exc).__name__}: {exc}"
            if kind == "think":
                conn.send(("error", message[1], problem))
                problem = None
            else:
                game = None


class WorkerError(RuntimeError):
    """The worker process answered a job with an error."""


class ThinkingWorker(ProcessWorker):
    """One worker process for a table's computer seats and its Hints."""

    name = "fountaineer-thinking"

    def __init__(
        self,
        fallback: Fallback,
        *,
        start_method: str | None = START_METHOD,
        shortest_deadline: float = MIN_DEADLINE_SECONDS,
        start_seconds: float = START_SECONDS,
        deadline_budgets: float = DEADLINE_BUDGETS,
        cpu_clock: CpuClock = process_cpu_seconds,
    ) -> None:
        super().__init__(_serve, start_method)
        self._fallback = fallback
        self._shortest_deadline = shortest_deadline
        self._start_seconds = start_seconds
        self._deadline_budgets = deadline_budgets
        self._cpu_clock = cpu_clock
        self._deadlines: dict[int, JobGuard] = {}  # jobs out in the process
        self._aside: set[int] = set()  # jobs being decided in this one
        self.given_up = 0  # processes killed for not answering in time
        self._synced: list[Action] = []
        self._game: FountainsGame | None = None
        self._sent_bots: set[str] = set()
        self._next_job = 0
        self._results: dict[int, Decision] = {}
        self._errors: dict[int, str] = {}
        self._jobs: dict[int, tuple[FountainsGame, Bot, Sequence[str] | None]] = {}

    # -- the table's side ----------------------------------------------------------

    def think(
        self,
        game: FountainsGame,
        key: str | None,
        bot: Bot,
        names: Sequence[str] | None = None,
    ) -> int:
        """Start deciding ``game``'s next move with ``bot``; ``key`` names a bot
        kept in the worker between jobs (None: a bot for this job only)."""
        if self.closed:
            raise RuntimeError("the thinking worker is closed")
        job = self._next_job
        self._next_job += 1
        names = list(names) if names is not None else None
        self._jobs[job] = (game, bot, names)
        if self.broken is None:
            starting = self._conn is None
            if self._connect():
                try:
                    self._send_job(job, game, key, bot, names)
                except (OSError, ValueError) as exc:
                    self._break(f"the worker could not be reached ({exc})")
                    return job
                wait = deadline_for(
                    bot, self._shortest_deadline, self._deadline_budgets
                )
                if starting:
                    wait += self._start_seconds
                now = time.monotonic()
                guard = self._deadlines[job] = JobGuard(wait, now + wait)
                guard.cpu = self._process_cpu()
                guard.seen, guard.moved = guard.cpu, now
                return job
        self._decide_aside(job)
        return job

    def result(self, job: int) -> Decision | None:
        """The decision of ``job`` once it has arrived; None while thinking."""
        self._drain()
        self._mind_deadlines()
        if job in self._errors:
            problem = self._errors.pop(job)
            self.forget(job)
            self._game = None  # send the whole game with the next job
            raise WorkerError(problem)
        decision = self._results.pop(job, None)
        if decision is not None:
            self.forget(job)
        return decision

    def forget(self, job: int) -> None:
        """The table no longer wants ``job``'s decision (it is dropped on arrival)."""
        self._jobs.pop(job, None)
        self._deadlines.pop(job, None)
        self._aside.discard(job)
        self._results.pop(job, None)
        self._errors.pop(job, None)

    # -- the process ---------------------------------------------------------------

    def _send_job(
        self,
        job: int,
        game: FountainsGame,
        key: str | None,
        bot: Bot,
        names: list[str] | None,
    ) -> None:
        conn = self._conn
        assert conn is not None
        actions = game.actions
        synced = self._synced
        if (
            self._game is game
            and len(actions) >= len(synced)
            and actions[: len(synced)] == synced
        ):
            if len(actions) > len(synced):
                conn.send(("actions", list(actions[len(synced) :])))
        else:
            conn.send(("game", game_to_json(game)))
        self._game = game
        self._synced = list(actions)
        worker_key = key if key is not None else "_once"
        if key is None or key not in self._sent_bots:
            conn.send(("bot", worker_key, bot))
            if key is not None:
                self._sent_bots.add(key)
        conn.send(("think", job, worker_key, names))

    def _receive(self, kind: str, job: int, payload: Any) -> None:
        self._deadlines.pop(job, None)
        if kind == "decision":
            self._results[job] = payload
        else:
            self._errors[job] = payload

    def _waiting(self) -> bool:
        return any(job in self._deadlines for job in self._jobs)

    def _closing(self) -> None:
        self._deadlines.clear()

    def _process_cpu(self) -> float | None:
        process = self.process
        pid = getattr(process, "pid", None)
        return None if pid is None else self._cpu_clock(pid)

    def _mind_deadlines(self) -> None:
        """Give the process up when a job it has is past its deadline (each job
        may use its own CPU seconds and those of the jobs sent before it)."""
        if not self._deadlines:
            return
        now = time.monotonic()
        cpu = self._process_cpu()
        allowed = 0.0
        for job in sorted(self._deadlines):
            guard = self._deadlines[job]
            allowed += guard.seconds
            if guard.expired(cpu, now, allowed):
                self._give_up("the worker did not answer in time")
                return

    def _give_up(self, why: str) -> None:
        """Kill the process; its jobs are decided here; the next job starts
        a fresh process (this process thinks for good after ``RESTARTS``)."""
        self.given_up += 1
        conn, self._conn = self._conn, None
        process, self.process = self.process, None
        halt(process, conn)
        self._game, self._synced = None, []  # a fresh process gets it all
        self._sent_bots.clear()
        if self.given_up > RESTARTS:
            self.broken = why
        self._decide_outstanding()

    def _break(self, why: str) -> None:
        """Think in-process from now on; jobs still out are decided here."""
        self.broken = why
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()
        self._decide_outstanding()

    def _decide_outstanding(self) -> None:
        """Every job the process had is decided here."""
        self._deadlines.clear()
        for job in list(self._jobs):
            if job not in self._results and job not in self._errors:
                self._decide_aside(job)

    def _decide_aside(self, job: int) -> None:
        """Decide ``job`` in this process, on a thread of its own when one can
        start (the frames go on meanwhile), else at once."""
        if job in self._aside:
            return
        self._aside.add(job)
        game, bot, names = self._jobs[job]
        copy = game.clone()  # the table's game may move on meanwhile
        thread = threading.Thread(
            target=self._decide_into,
            args=(job, copy, bot, names),
            name="fountaineer-thinking-here",
            daemon=True,
        )
        try:
            thread.start()
        except RuntimeError:  # no threads here (a browser): decide now
            self._decide_into(job, copy, bot, names)

    def _decide_into(
        self, job: int, game: FountainsGame, bot: Bot, names: Sequence[str] | None
    ) -> None:
        try:
            decision = self._decide_here(game, bot, names)
        except Exception as exc:  # noqa: BLE001 - the table decides itself
            if job in self._jobs:
                self._errors[job] = f"deciding here: {type(exc).__name__}: {exc}"
            return
        if job in self._jobs:  # (not forgotten meanwhile)
            self._results[job] = decision

    def _decide_here(
        self, game: FountainsGame, bot: Bot, names: Sequence[str] | None
    ) -> Decision:
        return explain_move(game, self._fallback(bot), names)
