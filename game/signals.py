"""SIGTERM and SIGHUP: the system asks the game to end.

A logout, a shutdown or ``kill`` sends SIGTERM (a closed terminal, SIGHUP).
SDL would turn SIGTERM into a window close ("Quit Fountaineer?", waiting for
an answer nobody gives); :class:`StopSignals` takes both instead and only notes
which came (a signal handler may do nothing more). The app looks at
``received`` every frame and ends the run itself: what is committed is saved,
and it exits at once. ``restore()`` puts back what was there before.
"""

from __future__ import annotations

import contextlib
import signal
from types import FrameType
from typing import Any

#: The signals that ask the game to end (those this platform has).
STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class StopSignals:
    """Notes SIGTERM and SIGHUP, for the loop to act on."""

    def __init__(self) -> None:
        self.received: str | None = None  # the name of the first signal taken
        self._before: dict[signal.Signals, Any] = {}

    def install(self) -> bool:
        """Take the stop signals from now on (after SDL has started, so its
        own handler is replaced); False where they cannot be taken (not the
        main thread, no such signals)."""
        for number in STOP_SIGNALS:
            try:
                before = signal.signal(number, self._take)
            except (ValueError, OSError):  # not the main thread
                continue
            self._before.setdefault(number, before)
        return bool(self._before)

    def restore(self) -> None:
        """Put back the handlers there were before ``install``."""
        for number, before in self._before.items():
            with contextlib.suppress(ValueError, OSError, TypeError):
                signal.signal(number, before if before is not None else signal.SIG_DFL)
        self._before.clear()

    def _take(self, number: int, _frame: FrameType | None) -> None:
        if self.received is None:
            self.received = signal.Signals(number).name
