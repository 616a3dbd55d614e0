"""How the computer seats of the Fountains table decide, and the Hint.

One small interface, ``start(game)`` then ``poll()`` each frame, so the table
state never waits: Easy and Medium decide at once (a few milliseconds); Hard
and Expert search for up to their budget, so they think in the table's worker
process (:class:`ThinkingWorker`) while the table keeps animating; The Machine's
forced turn is worked out here. Every decision carries the bot's own sentence
why, which the table shows in its banner and writes in the game log. A Hint asks
Expert what a person's seat should do (in solo too), in the same worker, and
never plays it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.ai.fountains import (
    Bot,
    BotLevel,
    Decision,
    ExpertBot,
    HardBot,
    bot_for,
    explain_machine,
    explain_move,
)
from game.ai.fountains.explain import plain_why
from game.ai.fountains.levels import expert_bot
from game.ai.worker import START_METHOD, ThinkingWorker, WorkerError
from game.rules.fountains.actions import Action
from game.rules.fountains.basin import Pawn
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase
from game.setup import DEFAULT_LEVEL

FALLBACK_NODES = 6
"""Hard's and Expert's search without a worker process: a few look-ahead games."""
HINT_SEED_OFFSET = 7919


@dataclass(slots=True)
class BotMove:
    """A computer seat's chosen action while it is being shown."""

    action: Action
    seat: int
    duration: float
    elapsed: float = 0.0
    ring: RingStep | None = None  # what it moves round the Basin ring, if anything


@dataclass(frozen=True, slots=True)
class RingStep:
    """A piece going round the Basin ring from space ``start`` to ``end``:
    ``pawn``, or The Machine's Gear Wheel (``pawn`` None)."""

    pawn: Pawn | None
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Explained:
    """A decision and where it was made: ``seat`` and the game's action count."""

    seat: int
    at: int
    decision: Decision
    words: str = ""  # the plain sentence why (the table and the log show it)


def bounded(bot: Bot) -> Bot:
    """``bot`` as it may think in the table's own process: Hard within a small
    node budget (Easy and Medium are quick as they are)."""
    if isinstance(bot, HardBot):
        return HardBot(bot.seed, budget_ms=bot.budget_ms, max_nodes=FALLBACK_NODES)
    if isinstance(bot, ExpertBot):
        return ExpertBot(bot.seed, nodes=FALLBACK_NODES, budget_ms=bot.budget_ms)
    return bot


class ComputerSeats:
    """The bots of the computer seats, The Machine's Gear Wheel, and the Hint.

    ``start(game)`` begins deciding for ``game.current_seat``; ``poll()`` returns
    the chosen action once decided and None while still thinking; ``cancel()``
    forgets a decision. ``levels[seat]`` is each seat's level (Medium when not
    given); ``hard_nodes`` bounds Hard's search by nodes (tests), else its time
    budget does, and sets Expert's look-ahead games a move (and the Hint's,
    ``hint_nodes``), else its default. ``close()`` stops the worker process
    (leaving the table)."""

    def __init__(
        self,
        seed: int,
        seats: Iterable[int],
        levels: Sequence[str] | None = None,
        names: Sequence[str] | None = None,
        *,
        hard_nodes: int | None = None,
        hint_nodes: int | None = None,
        start_method: str | None = START_METHOD,
    ) -> None:
        self.seed = seed
        self.names = list(names) if names is not None else None
        self.levels: dict[int, BotLevel] = {}
        self.bots: dict[int, Bot] = {}
        for seat in seats:
            level = BotLevel(
                levels[seat] if levels and seat < len(levels) else DEFAULT_LEVEL
            )
            self.levels[seat] = level
            self.bots[seat] = bot_for(level, seed * 31 + seat, max_nodes=hard_nodes)
        self.hint_nodes = hint_nodes
        self._start_method = start_method
        self.worker = ThinkingWorker(bounded, start_method=start_method)
        self.last: Explained | None = None
        #: The plain sentence why of every move decided here, by the index
        #: the action takes in the game's log (the replay keeps them).
        self.reasons: dict[int, str] = {}
        self._thinking = False
        self._chosen: Decision | None = None
        self._game: FountainsGame | None = None
        self._seat = 0
        self._job: int | None = None
        self._hint_job: int | None = None
        self._hint_at = -1
        self._hint_bot: Bot | None = None
        self._logged: Explained | None = None

    # -- the seats' moves ----------------------------------------------------------

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def thinking_seat(self) -> int | None:
        """The seat whose move is being worked out in the worker (the table
        says it is thinking), or None."""
        return self._seat if self._job is not None else None

    def level(self, seat: int) -> BotLevel | None:
        return self.levels.get(seat)

    def start(self, game: FountainsGame) -> None:
        seat = game.current_seat
        self._thinking = True
        self._game = game
        self._seat = seat
        if game.is_machine(seat) or game.phase is Phase.MACHINE:
            self._chosen = explain_machine(game, self.names)
            return
        bot = self.bots[seat]
        if isinstance(bot, HardBot | ExpertBot):
            self._job = self.worker.think(game, f"seat-{seat}", bot, self.names)
            return
        self._chosen = explain_move(game, bot, self.names)

    def poll(self) -> Action | None:
        if not self._thinking:
            return None
        if self._job is not None:
            bot, game = self.bots[self._seat], self._game
            assert game is not None
            self._chosen = self._from_worker(self._job, bot, game)
            if self._chosen is not None:
                self._job = None
        if self._chosen is None:
            return None
        chosen, self._chosen = self._chosen, None
        self._thinking = False
        game = self._game
        assert game is not None
        words = plain_why(game, chosen, self.names)
        self.last = Explained(self._seat, len(game.actions), chosen, words)
        if words:
            self.reasons[len(game.actions)] = words
        return chosen.action

    def cancel(self) -> None:
        if self._job is not None:
            self.worker.forget(self._job)
        self._job = None
        self._thinking = False
        self._chosen = None

    def take_reason(self, seat: int, action: Action) -> str | None:
        """The sentence why ``seat`` played ``action``, once (for the game log):
        None for a move no computer seat decided."""
        last = self.last
        if last is None or last is self._logged:
            return None
        if last.seat != seat or last.decision.action != action:
            return None
        self._logged = last
        return last.words or last.decision.reason

    # -- the Hint ------------------------------------------------------------------

    def ask_hint(self, game: FountainsGame) -> None:
        """Start working out what Expert would do for the seat to act now."""
        self.cancel_hint()
        seed = self.seed * 31 + HINT_SEED_OFFSET + len(game.actions)
        bot = expert_bot(seed, max_nodes=self.hint_nodes)
        self._hint_at = len(game.actions)
        self._hint_job = self.worker.think(game, None, bot, self.names)
        self._hint_bot = bot

    @property
    def hinting(self) -> bool:
        return self._hint_job is not None

    def hint_result(self, game: FountainsGame) -> Decision | None:
        """The Hint once worked out (None while thinking, or when the game has
        moved on since it was asked)."""
        job, bot = self._hint_job, self._hint_bot
        if job is None or bot is None:
            return None
        if len(game.actions) != self._hint_at:
            self.cancel_hint()
            return None
        decision = self._from_worker(job, bot, game)
        if decision is not None:
            self._hint_job = None
        return decision

    def cancel_hint(self) -> None:
        if self._hint_job is not None:
            self.worker.forget(self._hint_job)
        self._hint_job = None

    # -- the worker ----------------------------------------------------------------

    def _from_worker(self, job: int, bot: Bot, game: FountainsGame) -> Decision | None:
        try:
            return self.worker.result(job)
        except WorkerError:
            # The worker could not decide: decide here, within a small budget.
            return explain_move(game, bounded(bot), self.names)

    def close(self) -> None:
        """Leaving the table: stop the worker process, even mid-think."""
        self.cancel()
        self.cancel_hint()
        self.worker.close()
        # coming back to the table (a scene may be entered again) starts afresh
        self.worker = ThinkingWorker(bounded, start_method=self._start_method)
