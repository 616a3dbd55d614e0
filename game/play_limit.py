"""When a headless game is given up: frames played *and* real time passed.

Headless play runs its frames as fast as the machine allows (nobody watches),
so a limit in frames alone comes after a few seconds of real time. A computer
seat thinking in a worker process has a deadline in real seconds
(``game.ai.worker.deadline_for``: a few times its budget, more for a fresh
process); a worker that was stopped or hangs would have the game given up
before its deadline came and the move was decided in this process. So a game
is given up only when it has run ``frames`` frames *and* ``seconds`` of real
time since it began: longer than any worker's deadline, short enough that a
game that truly cannot end still says so.
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: Two simulated hours at a tenth of a second a frame.
FRAMES = 10 * 60 * 60 * 2
#: Real time a game may take past its frames: over every worker's deadline, and
#: over a whole game of Expert seats on a busy machine (the worker's deadline counts
#: its CPU time, so a starved worker thinks a move for as long as its node budget
#: needs: a solo game of Expert at 800 nodes took 127 s at load average 20), yet
#: under the 240 s the README's commands are given by their test, so a game that
#: cannot end says so in words.
SECONDS = 210.0


class PlayOutLimit:
    """Started when the headless game starts; ``reached(frames)`` says when to
    give up, ``message`` says so in words."""

    def __init__(
        self,
        frames: int = FRAMES,
        seconds: float = SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.frames = frames
        self.seconds = seconds
        self._clock = clock
        self._started = clock()

    def reached(self, frames: int) -> bool:
        """True once ``frames`` frames were played and the real time is up."""
        return frames >= self.frames and self._clock() - self._started >= self.seconds

    @property
    def message(self) -> str:
        return (
            f"the game did not end within {self.frames} frames "
            f"and {self.seconds:.0f} seconds"
        )
