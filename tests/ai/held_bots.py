"""A Kids' Splash seat that can be held while it thinks in a worker process.

`HeldBot` decides as `SplashBot` does, at once in the process that made it; in
any other (the worker) it first waits for its ``release`` file to exist, so a
test can keep a decision "being made" for as many frames as it likes without
timing anything. The wait gives up after ``HANG_GUARD_S`` (a hang guard only).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from game.ai.splash import PondView, SplashBot, SplashSkill, ThrowPlan
from game.rules.splash import Action, SplashGame

HANG_GUARD_S = 60.0


class HeldBot(SplashBot):
    def __init__(
        self, seed: int, skill: SplashSkill | str, release: Path | None = None
    ) -> None:
        super().__init__(seed, skill)
        self.release = release
        self.home = os.getpid()

    def _hold(self) -> None:
        if self.release is None or os.getpid() == self.home:
            return
        give_up = time.monotonic() + HANG_GUARD_S
        while not self.release.exists() and time.monotonic() < give_up:
            time.sleep(0.005)

    def choose(self, game: SplashGame, pond: PondView | None = None) -> Action:
        self._hold()
        return super().choose(game, pond)

    def plan_throw(self, game: SplashGame, pond: PondView) -> ThrowPlan:
        self._hold()
        return super().plan_throw(game, pond)


class HomesickBot(SplashBot):
    """Decides as `SplashBot` does in the process that made it; raises in any
    other (a worker that fails on a job)."""

    def __init__(self, seed: int, skill: SplashSkill | str) -> None:
        super().__init__(seed, skill)
        self.home = os.getpid()

    def _check(self) -> None:
        if os.getpid() != self.home:
            raise RuntimeError("cannot think away from home")

    def choose(self, game: SplashGame, pond: PondView | None = None) -> Action:
        self._check()
        return super().choose(game, pond)

    def plan_throw(self, game: SplashGame, pond: PondView) -> ThrowPlan:
        self._check()
        return super().plan_throw(game, pond)
