"""The helper process a table's computer seats think in, and the pipe to it.

:func:`start` starts ``target(connection)`` in a process from the ``spawn``
context (a fresh interpreter: nothing of the parent's pygame or SDL state is
copied), as a daemon, so it never outlives the game; :func:`stop` ends it at
once, even mid-think. The Fountains worker (``worker.py``) and the Kids' Splash
worker (``splash_worker.py``) both keep their process this way; what they send
through the pipe is their own.
"""

from __future__ import annotations

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
    close ``conn``. Either may be None."""
    if process is not None and process.is_alive():
        process.terminate()
        process.join(JOIN_SECONDS)
        if process.is_alive():
            process.kill()
            process.join(JOIN_SECONDS)
    if conn is not None:
        conn.close()
