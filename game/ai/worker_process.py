"""The helper process a table's computer seats think in, and the pipe to it.

:func:`start` starts ``target(connection)`` in a process from the ``spawn``
context (a fresh interpreter: nothing of the parent's pygame or SDL state is
copied), as a daemon, so it never outlives the game; :func:`stop` ends it at
once, even mid-think. The Fountains worker (``worker.py``) and the Kids' Splash
worker (``splash_worker.py``) both keep their process this way; what they send
through the pipe is their own.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable
from typing import Any

try:
    import multiprocessing
    import multiprocessing.connection
except ImportError:  # a Python without processes (in a browser): think here
    multiprocessing = None  # type: ignore[assignment]

START_METHOD = "spawn"
JOIN_SECONDS = 2.0


def start(
    target: Callable[[Any], None], name: str, start_method: str | None
) -> tuple[Any, Any] | str:
    """``target(connection)`` running in a new process: (process, this side's
    connection), or why no process could start (then think in this one)."""
    if start_method is None or multiprocessing is None:
        return "no worker processes here"
    try:
        context: Any = multiprocessing.get_context(start_method)
        mine, theirs = context.Pipe()
        process = context.Process(target=target, args=(theirs,), name=name, daemon=True)
        process.start()
        theirs.close()
    except Exception as exc:  # noqa: BLE001 - any failure: think here instead
        return f"no worker process could start ({exc})"
    return process, mine


def stop(process: Any, conn: Any) -> None:
    """End ``process`` at once (terminated, killed if it lingers) and join it;
    close ``conn``. Either may be None. A stopped process (SIGSTOP) is woken
    to take its end, so closing a table never waits on it."""
    if process is not None and process.is_alive():
        process.terminate()
        _wake(process)
        process.join(JOIN_SECONDS)
        if process.is_alive():
            process.kill()
            process.join(JOIN_SECONDS)
    if conn is not None:
        conn.close()


def halt(process: Any, conn: Any) -> None:
    """End ``process`` without a word (killed: it does not answer, it may be
    stopped or hung) and join it; close ``conn``. Either may be None."""
    if process is not None and process.is_alive():
        process.kill()
        process.join(JOIN_SECONDS)
    if conn is not None:
        conn.close()


def _wake(process: Any) -> None:
    """Let a stopped ``process`` run on (it has a signal to take)."""
    cont = getattr(signal, "SIGCONT", None)
    pid = getattr(process, "pid", None)
    if cont is not None and pid is not None:
        with contextlib.suppress(OSError):
            os.kill(pid, cont)


class ProcessWorker:
    """What a table's thinking worker keeps of its process: the process and the
    pipe, started on the first job, the jobs out, and stopping at once.

    A worker names its process (``name``) and what runs there (``serve``, a
    function of the pipe); it decides in this process from ``broken`` on (no
    process could start, or it stopped): :meth:`_break` says how.
    """

    name = "fountaineer-worker"

    def __init__(
        self, serve: Callable[[Any], None], start_method: str | None = START_METHOD
    ) -> None:
        self._serve = serve
        self._start_method = start_method  # None: never start a process
        self.process: Any = None  # multiprocessing's process, once started
        self._conn: Any = None  # multiprocessing's Connection, once started
        self._jobs: dict[int, Any] = {}
        self.broken: str | None = None  # why thinking moved into this process
        self.closed = False

    @property
    def start_method(self) -> str | None:
        """How the process is started (None: never; decisions made here)."""
        return self._start_method

    @property
    def in_process(self) -> bool:
        """True when decisions are made in this process (no worker)."""
        return self.broken is not None

    def busy(self) -> bool:
        return bool(self._jobs)

    def close(self) -> None:
        """Stop the worker process (at once, even mid-think) and join it."""
        self.closed = True
        self._jobs.clear()
        self._closing()
        conn, self._conn = self._conn, None
        stop(self.process, conn)

    def __del__(self) -> None:
        # A table dropped without leaving (a test, a tool) still stops its worker.
        if not getattr(self, "closed", True):
            try:
                self.close()
            except Exception:  # noqa: BLE001 - interpreter shutting down
                pass

    def _connect(self) -> bool:
        """The pipe to the process, started now if need be; False (and thinking
        here from now on) when no process can start."""
        if self._conn is not None:
            return True
        started = start(self._serve, self.name, self._start_method)
        if isinstance(started, str):
            self._break(started)
            return False
        self.process, self._conn = started
        return True

    def _drain(self) -> None:
        """Take in what the process has sent: each message about a job still
        out goes to :meth:`_receive` (others were forgotten: the table moved
        on). A broken pipe, or a process gone while a job waits, moves thinking
        into this process."""
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll():
                kind, job, payload = conn.recv()
                if job in self._jobs:
                    self._receive(kind, job, payload)
        except (EOFError, OSError):
            self._conn = None
            self._break("the worker process stopped")
            return
        if self._waiting() and not self.process.is_alive():
            self._break("the worker process stopped")

    def _receive(self, kind: str, job: int, payload: Any) -> None:
        """Keep the process's message ``kind`` about ``job``."""
        raise NotImplementedError

    def _waiting(self) -> bool:
        """Whether a job still waits for the process's answer."""
        return bool(self._jobs)

    def _closing(self) -> None:
        """Drop what the worker keeps besides its jobs (closing)."""

    def _break(self, why: str) -> None:
        raise NotImplementedError
