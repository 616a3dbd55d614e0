"""The computer seats of one Kids' Splash table: who they are, what they decide,
and the decision being shown before it is made.

A seat's decision is weighed off the frame loop: `think` hands the seat's bot,
the game and a snapshot of the pond (as it lies when the seat begins to think)
to the table's `SplashWorker`, and the table keeps animating while it decides.
The decision is shown from when it arrives until ``BOT_THINK`` after the seat
began to think, then made; one that has not arrived by then is waited for (the
worker decides here when it cannot), so a table plays the same moves, at the
same frames, as if the seat had decided at once.

Seats without a worker (and a subclass that gives a seat its own way of playing
by overriding `ComputerSeats.decide`) decide in this process, through `decide`.

A seat decides on a copy of its bot, which takes its place only when the
decision is made: until then ``bots`` is as it was at the last move, so a table
saved (and resumed) while a seat is still thinking thinks the same again.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping

from game.ai.splash import PondView, SplashBot, SplashSkill
from game.ai.splash_worker import (
    START_METHOD,
    Answer,
    Decision,
    PondSnapshot,
    SplashWorker,
    decide,
)
from game.rules.splash import SplashGame
from game.rules.splash.table_record import SeatRecord
from game.setup import GameSetup

__all__ = ["BOT_THINK", "ComputerSeats", "Decision"]

#: Seconds (at the player's animation speed) a computer's decision is shown.
BOT_THINK = 0.75


def _skill(setup: GameSetup, seat: int) -> SplashSkill:
    seats = setup.seats
    return SplashSkill(seats[seat].level) if seat < len(seats) else SplashSkill.MEDIUM


class ComputerSeats:
    """The seats played by `SplashBot`, and the decision one of them shows.

    ``worker`` is where the seats think (None: in this process). ``close()``
    stops it, even mid-think (leaving the table, quitting)."""

    def __init__(
        self, bots: Mapping[int, SplashBot], worker: SplashWorker | None = None
    ) -> None:
        self.bots = dict(bots)
        self.worker = worker
        #: The decision being shown (None while it is still being made), and
        #: how long until it is made.
        self.pending: Decision | None = None
        self.timer: float | None = None
        self._seat = 0
        self._job: int | None = None  # the worker's job while deciding
        #: The bot of the seat deciding, as it is after deciding (it takes
        #: the seat's place when the decision is made).
        self._decided: SplashBot | None = None
        self._shown_for = BOT_THINK  # how long the pending decision is shown

    @classmethod
    def for_setup(
        cls, setup: GameSetup, players: int, start_method: str | None = START_METHOD
    ) -> ComputerSeats:
        """Computer seats of ``setup`` (every seat with ``autoplay``), each bot
        seeded from the game's seed and its seat, aiming with its seat's skill
        (``Seat.level``: easy, medium or hard); they think in a worker process
        started with ``start_method`` (None: in this process)."""
        return cls(
            {
                s: SplashBot(setup.seed * 10 + s, skill=_skill(setup, s))
                for s in range(players)
                if setup.autoplay or setup.seats[s].computer
            },
            SplashWorker(start_method=start_method),
        )

    def skill(self, seat: int) -> SplashSkill | None:
        """How well ``seat`` aims (None for a person's seat)."""
        bot = self.bots.get(seat)
        return bot.skill if bot is not None else None

    @property
    def seats(self) -> list[int]:
        return sorted(self.bots)

    def is_computer(self, seat: int) -> bool:
        return seat in self.bots

    def decide(self, seat: int, game: SplashGame, pond: PondView) -> Decision:
        """What ``seat`` does now, decided in this process: a throw to make,
        or an action."""
        return decide(self.bots[seat], game, pond)

    # ------------------------------------------------------------- resuming
    def records(self, game: SplashGame) -> tuple[tuple[int, SeatRecord], ...]:
        """Each seat's memory of its throws in ``game``, for a save."""
        return tuple(
            (seat, SeatRecord(bot.throw_log(game)))
            for seat, bot in sorted(self.bots.items())
        )

    def resume(
        self, game: SplashGame, records: Iterable[tuple[int, SeatRecord]]
    ) -> None:
        """Give each seat back its memory of its throws in ``game``."""
        saved = dict(records)
        for seat, bot in self.bots.items():
            record = saved.get(seat)
            bot.resume_log(game, record.throws if record is not None else ())

    # ------------------------------------------------- the decision shown
    @property
    def is_thinking(self) -> bool:
        """A seat is deciding, or showing what it decided."""
        return self.timer is not None

    @property
    def is_deciding(self) -> bool:
        """The decision is still being made (in the worker)."""
        return self._job is not None

    def think(self, seat: int, game: SplashGame, pond: PondView) -> None:
        """Start deciding for ``seat`` on the pond as it lies now, and start
        the time the decision is shown."""
        self.cancel()
        self.timer = BOT_THINK
        self._seat = seat
        worker = self.worker
        bot = self.bots[seat]
        working = copy.deepcopy(bot, {id(game): game})  # see the module
        if worker is None or type(self).decide is not ComputerSeats.decide:
            self.bots[seat] = working
            try:
                decision = self.decide(seat, game, pond)
            finally:
                self.bots[seat] = bot
            self._decided = working
            self._show(decision)
            return
        self._job = worker.think(working, game, PondSnapshot.of(pond))
        self._collect(wait=False)  # decided at once when it thinks here

    def tick(self, dt: float) -> Decision | None:
        """Let ``dt`` pass; the decision once it has been shown long enough
        (waited for, if it has not arrived by then)."""
        if self.timer is None:
            return None
        self.timer -= dt
        if self._job is not None:
            self._collect(wait=self.timer <= 0)
        if self.timer > 0:
            return None
        decision = self.pending
        if self._decided is not None:
            self.bots[self._seat] = self._decided  # its stream and log go on
        self.timer = None
        self.pending = None
        self._decided = None
        return decision

    def hurry(self) -> None:
        """Make the decision being shown at the next tick."""
        if self.timer is not None:
            self.timer = 0.0

    def progress(self) -> float:
        """How far (0..1) showing the decision has got (0 until it arrives)."""
        if self.timer is None or self.pending is None:
            return 0.0
        if self._shown_for <= 0:
            return 1.0
        return min(1.0, 1.0 - max(0.0, self.timer) / self._shown_for)

    def cancel(self) -> None:
        """Forget the decision being made or shown: the seat thinks afresh
        at the next turn of the table, from where its bot was."""
        if self._job is not None and self.worker is not None:
            self.worker.forget(self._job)
        self._job = None
        self.timer = None
        self.pending = None
        self._decided = None

    def close(self) -> None:
        """Leaving the table: stop the worker, even mid-think."""
        self.cancel()
        worker = self.worker
        if worker is not None:
            worker.close()
            # a table entered again starts a worker afresh, when it needs one
            self.worker = SplashWorker(start_method=worker.start_method)

    # ------------------------------------------------------------ the worker
    def _collect(self, wait: bool) -> None:
        worker, job = self.worker, self._job
        assert worker is not None and job is not None
        answer: Answer | None = worker.wait(job) if wait else worker.result(job)
        if answer is None:
            return
        decision, bot = answer
        self._decided = bot  # the seat's bot once the decision is made
        self._job = None
        self._show(decision)

    def _show(self, decision: Decision) -> None:
        self.pending = decision
        self._shown_for = max(0.0, self.timer if self.timer is not None else 0.0)
