"""A Kids' Splash computer seat thinking in a worker process, so the table
keeps animating while it decides.

Weighing a throw reads the pond through hundreds of forecasts in plain Python
(50-300 ms on a busy machine). A thread would share the interpreter lock with
the frames (measured: a table's frames went from p99 2 ms to 62 ms), so a
:class:`SplashWorker` decides in another process, started lazily (on the first
``think``) from the ``spawn`` context (a fresh interpreter: nothing of pygame
or SDL is copied) and niced below the table.

Each job is whole: the seat's bot, the game and a :class:`PondSnapshot` (the
droplets as they lay when the seat began to think; the live pond may move on)
go over in one pickle, and the answer comes back with the bot as it is after
deciding: its random stream, its throw log and the throw it aimed, its game
being the table's own game again. The table takes that bot in place of its own,
so the seat decides exactly as it would have in this process, and a decision
made here instead (no process could start, the process died, it did not answer
within ``WAIT_SECONDS``, or it raised) is the same decision.
"""

from __future__ import annotations

import contextlib
import io
import os
import pickle
import time
from dataclasses import dataclass
from typing import Any

from game.ai.splash import PondView, SplashBot, ThrowPlan
from game.ai.worker_process import START_METHOD, ProcessWorker, stop
from game.levels import Level
from game.physics.events import BodyView
from game.rules.splash import Action, Phase, SplashGame

WORKER_NICENESS = 5
#: How long the table waits, at most, for an answer it needs now (the decision
#: has been shown long enough); then it decides itself.
WAIT_SECONDS = 10.0
_POLL_SECONDS = 0.05
_GAME = "game"  # the persistent id of the job's game in an answer

Decision = Action | ThrowPlan
#: A decision, and the bot that made it as it is afterwards.
Answer = tuple[Decision, SplashBot]


@dataclass(frozen=True, slots=True)
class PondSnapshot:
    """The pond as a seat reads it (a `PondView`), frozen when it began to
    think: the level and every droplet body as it lay."""

    level: Level
    bodies: tuple[BodyView, ...]

    @classmethod
    def of(cls, pond: PondView) -> PondSnapshot:
        return cls(pond.level, tuple(pond.droplets()))

    @property
    def drop_span(self) -> tuple[float, float]:
        return self.level.drop_span

    @property
    def toss_start(self) -> tuple[float, float]:
        return self.level.toss_start

    def droplets(self) -> list[BodyView]:
        return list(self.bodies)


def decide(bot: SplashBot, game: SplashGame, pond: PondView) -> Decision:
    """What ``bot`` does now in ``game``: a throw to make, or an action."""
    if game.phase is Phase.THROW:
        return bot.plan_throw(game, pond)
    return bot.choose(game, pond)


class _AnswerPickler(pickle.Pickler):
    """Pickles an answer with the job's game left out (the table has it)."""

    def __init__(self, file: io.BytesIO, game: SplashGame) -> None:
        super().__init__(file, pickle.HIGHEST_PROTOCOL)
        self._game = game

    def persistent_id(self, obj: object) -> str | None:
        return _GAME if obj is self._game else None


class _AnswerUnpickler(pickle.Unpickler):
    """Reads an answer, the job's game being the table's own."""

    def __init__(self, file: io.BytesIO, game: SplashGame) -> None:
        super().__init__(file)
        self._game = game

    def persistent_load(self, pid: object) -> object:
        if pid != _GAME:
            raise pickle.UnpicklingError(f"unknown reference {pid!r} in an answer")
        return self._game


def _answer_bytes(job: bytes) -> bytes:
    bot, game, pond = pickle.loads(job)
    decision = decide(bot, game, pond)
    buffer = io.BytesIO()
    _AnswerPickler(buffer, game).dump((decision, bot))
    return buffer.getvalue()


def _serve(conn: Any) -> None:
    """The worker process: answer each job, in order, until the pipe closes."""
    with contextlib.suppress(AttributeError, OSError):
        os.nice(WORKER_NICENESS)  # the table's frames come first
    while True:
        try:
            number, job = conn.recv()
            reply: tuple[str, int, bytes | str]
            try:
                reply = ("answer", number, _answer_bytes(job))
            except Exception as exc:  # the table decides itself, and sees why
                reply = ("error", number, f"{type(exc).__name__}: {exc}")
            conn.send(reply)
        except (EOFError, OSError):
            return


@dataclass(slots=True)
class _Job:
    bot: SplashBot
    game: SplashGame
    pond: PondSnapshot


class SplashWorker(ProcessWorker):
    """One worker process for a Kids' Splash table's computer seats.

    ``think(bot, game, pond)`` sends a job and returns its number;
    ``result(job)`` is its `Answer` once it has arrived (never blocks);
    ``wait(job)`` blocks for it, ``WAIT_SECONDS`` at most, then decides here.
    ``close()`` ends the process (leaving the table, quitting), even mid-think.
    ``start_method=None`` never starts a process: every job is decided here.
    """

    name = "fountaineer-splash"

    def __init__(self, *, start_method: str | None = START_METHOD) -> None:
        super().__init__(_serve, start_method)
        self._next_job = 0
        self._jobs: dict[int, _Job] = {}
        self._answers: dict[int, Answer] = {}

    def think(self, bot: SplashBot, game: SplashGame, pond: PondSnapshot) -> int:
        """Start deciding what ``bot`` does in ``game`` with the pond ``pond``."""
        if self.closed:
            raise RuntimeError("the Kids' Splash thinking worker is closed")
        number = self._next_job
        self._next_job += 1
        self._jobs[number] = _Job(bot, game, pond)
        if self.broken is None and self._connect():
            try:
                job = pickle.dumps((bot, game, pond), pickle.HIGHEST_PROTOCOL)
            except (pickle.PicklingError, TypeError, AttributeError):
                self._decide_here(number)  # a bot that cannot be sent thinks here
                return number
            try:
                self._conn.send((number, job))
            except (OSError, ValueError) as exc:
                self._break(f"the worker could not be reached ({exc})")
            return number
        if number not in self._answers:  # (not already, on finding no process)
            self._decide_here(number)
        return number

    def result(self, job: int) -> Answer | None:
        """The answer of ``job`` once it has arrived; None while thinking."""
        self._drain()
        return self._take(job)

    def wait(self, job: int, seconds: float = WAIT_SECONDS) -> Answer:
        """The answer of ``job``, waited for: decided here when the worker
        does not answer within ``seconds`` (it thinks here from then on)."""
        give_up = time.monotonic() + seconds
        while True:
            answer = self.result(job)
            if answer is not None:
                return answer
            if job not in self._jobs:
                raise KeyError(f"no job {job} is being thought about")
            left = give_up - time.monotonic()
            if left <= 0:
                self._break(f"the worker did not answer within {seconds:g} s")
                continue
            conn = self._conn
            if conn is not None:
                with contextlib.suppress(OSError, ValueError):
                    conn.poll(min(left, _POLL_SECONDS))

    def forget(self, job: int) -> None:
        """The table no longer wants ``job``'s answer (dropped on arrival)."""
        self._jobs.pop(job, None)
        self._answers.pop(job, None)

    # -- the process ---------------------------------------------------------------

    def _closing(self) -> None:
        self._answers.clear()

    def _receive(self, kind: str, job: int, payload: Any) -> None:
        answer = self._read(job, payload) if kind == "answer" else None
        if answer is None:
            # Deciding here raises the same error, where it can be seen.
            self._decide_here(job)
        else:
            self._answers[job] = answer

    def _waiting(self) -> bool:
        return bool(self._jobs.keys() - self._answers.keys())

    def _read(self, number: int, payload: bytes) -> Answer | None:
        """The answer in ``payload``, its game the table's; None when it
        cannot be read."""
        reader = _AnswerUnpickler(io.BytesIO(payload), self._jobs[number].game)
        try:
            decision, bot = reader.load()
        except (pickle.UnpicklingError, AttributeError, EOFError, ValueError):
            return None
        return decision, bot

    def _take(self, job: int) -> Answer | None:
        answer = self._answers.pop(job, None)
        if answer is not None:
            self._jobs.pop(job, None)
        return answer

    def _break(self, why: str) -> None:
        """Think in this process from now on; jobs still out are decided here."""
        self.broken = why
        conn, self._conn = self._conn, None
        stop(self.process, conn)
        for number in list(self._jobs):
            if number not in self._answers:
                self._decide_here(number)

    def _decide_here(self, number: int) -> None:
        job = self._jobs[number]
        self._answers[number] = (decide(job.bot, job.game, job.pond), job.bot)
