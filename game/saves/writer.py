"""Writing save files off the main loop.

The main loop hands finished bytes to a `SaveWriter`; a background thread
writes them atomically and durably (`write_atomic`) in the order given. A
write waiting for its turn is replaced by a newer one for the same file (only
the latest state matters), so a slow disk never builds a queue. ``flush``
waits until everything handed over is on disk (leaving a game, quitting);
the process's exit flushes too. ``failed`` says, per file, whether its latest
write or removal failed, so a caller can tell "saved" from "not saved".
"""

from __future__ import annotations

import atexit
import sys
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.atomic import remove_atomic, write_atomic


@dataclass(slots=True)
class _Job:
    path: Path | None
    data: bytes | None  # None: remove the file
    task: Callable[[], object] | None = None  # other file work, in order


class SaveWriter:
    """One background thread that writes and removes save files in order."""

    def __init__(self) -> None:
        self._jobs: deque[_Job] = deque()
        self._busy = False
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        #: Problems met while writing, worded for the player (newest last).
        self.problems: list[str] = []
        #: Files whose latest write or removal failed, and why (a later
        #: success for the same file clears it).
        self.failed: dict[Path, str] = {}

    def problem_for(self, path: Path) -> str | None:
        """Why the latest write or removal of ``path`` failed, or None."""
        with self._lock:
            return self.failed.get(path)

    def forget_problems(self) -> None:
        """Forget the problems met so far (a new session of the same process:
        the tests, each of which starts its own game)."""
        with self._lock:
            self.problems.clear()
            self.failed.clear()

    def write(self, path: Path, data: bytes) -> None:
        self._submit(_Job(path, data))

    def remove(self, path: Path) -> None:
        self._submit(_Job(path, None))

    def later(self, task: Callable[[], object]) -> None:
        """Run ``task`` (more file work, e.g. pruning old replays) in turn."""
        self._submit(_Job(None, None, task))

    def _submit(self, job: _Job) -> None:
        with self._lock:
            if job.data is not None:
                for waiting in self._jobs:
                    if waiting.path == job.path and waiting.data is not None:
                        waiting.data = job.data  # only the newest state matters
                        return
            self._jobs.append(job)
            self._lock.notify_all()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="save-writer", daemon=True
                )
                self._thread.start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every job handed over is done; False on timeout."""
        with self._lock:
            return self._lock.wait_for(
                lambda: not self._jobs and not self._busy, timeout=timeout
            )

    @property
    def idle(self) -> bool:
        with self._lock:
            return not self._jobs and not self._busy

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._jobs:
                    self._lock.wait()
                job = self._jobs.popleft()
                self._busy = True
            try:
                if job.task is not None:
                    job.task()
                elif job.path is None:
                    pass
                elif job.data is None:
                    remove_atomic(job.path)
                    self._done(job.path, None)
                else:
                    write_atomic(job.path, job.data)
                    self._done(job.path, None)
            except OSError as exc:
                where = f" {job.path}" if job.path is not None else ""
                problem = f"cannot save{where}: {exc.strerror or exc}"
                if job.path is not None:
                    self._done(job.path, problem)
                if problem not in self.problems:
                    self.problems.append(problem)
                    print(f"Fountaineer: {problem}", file=sys.stderr)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def _done(self, path: Path, problem: str | None) -> None:
        with self._lock:
            if problem is None:
                self.failed.pop(path, None)
            else:
                self.failed[path] = problem


#: The writer every autosave of this process shares.
WRITER = SaveWriter()
atexit.register(WRITER.flush)
