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
table, quitting). When no process can be started, or the process dies, the
worker decides in-process instead with ``fallback(bot)``, a bot of the same
level bounded by a small node budget.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.fountains import Bot, Decision, explain_move
from game.ai.worker_process import START_METHOD, ProcessWorker
from game.rules.fountains.actions import Action
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.persistence import game_from_json, game_to_json

WORKER_NICENESS = 5

Fallback = Callable[[Bot], Bot]


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
    ) -> None:
        super().__init__(_serve, start_method)
        self._fallback = fallback
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
        if self.broken is None and self._connect():
            try:
                self._send_job(job, game, key, bot, names)
            except (OSError, ValueError) as exc:
                self._break(f"the worker could not be reached ({exc})")
            else:
                self._jobs[job] = (game, bot, names)
                return job
        self._results[job] = self._decide_here(game, bot, names)
        return job

    def result(self, job: int) -> Decision | None:
        """The decision of ``job`` once it has arrived; None while thinking."""
        self._drain()
        if job in self._errors:
            self._jobs.pop(job, None)
            self._game = None  # send the whole game with the next job
            raise WorkerError(self._errors.pop(job))
        decision = self._results.pop(job, None)
        if decision is not None:
            self._jobs.pop(job, None)
        return decision

    def forget(self, job: int) -> None:
        """The table no longer wants ``job``'s decision (it is dropped on arrival)."""
        self._jobs.pop(job, None)
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
        if kind == "decision":
            self._results[job] = payload
        else:
            self._errors[job] = payload

    def _break(self, why: str) -> None:
        """Think in-process from now on; jobs still out are decided here."""
        self.broken = why
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()
        for job, (game, bot, names) in list(self._jobs.items()):
            if job not in self._results:
                self._results[job] = self._decide_here(game, bot, names)

    def _decide_here(
        self, game: FountainsGame, bot: Bot, names: Sequence[str] | None
    ) -> Decision:
        return explain_move(game, self._fallback(bot), names)
