"""The computer seats of one Kids' Splash table: who they are, what they decide,
and the decision being shown before it is made.

Every decision of a computer seat goes through `ComputerSeats.decide`, so a
seat can be given its own way of playing (an aim skill, say) in one place.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.ai.splash import SplashBot, SplashSkill, ThrowPlan
from game.physics.pond import Pond
from game.rules.splash import Action, Phase, SplashGame
from game.setup import GameSetup

#: Seconds (at the player's animation speed) a computer's decision is shown.
BOT_THINK = 0.75

Decision = Action | ThrowPlan


def _skill(setup: GameSetup, seat: int) -> SplashSkill:
    seats = setup.seats
    return SplashSkill(seats[seat].level) if seat < len(seats) else SplashSkill.MEDIUM


class ComputerSeats:
    """The seats played by `SplashBot`, and the decision one of them shows."""

    def __init__(self, bots: Mapping[int, SplashBot]) -> None:
        self.bots = dict(bots)
        #: The decision being shown, and how long it still shows.
        self.pending: Decision | None = None
        self.timer: float | None = None

    @classmethod
    def for_setup(cls, setup: GameSetup, players: int) -> ComputerSeats:
        """Computer seats of ``setup`` (every seat with ``autoplay``), each bot
        seeded from the game's seed and its seat, aiming with its seat's skill
        (``Seat.level``: easy, medium or hard)."""
        return cls(
            {
                s: SplashBot(setup.seed * 10 + s, skill=_skill(setup, s))
                for s in range(players)
                if setup.autoplay or setup.seats[s].computer
            }
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

    def decide(self, seat: int, game: SplashGame, pond: Pond) -> Decision:
        """What ``seat`` does now: a throw to make, or an action."""
        bot = self.bots[seat]
        if game.phase is Phase.THROW:
            return bot.plan_throw(game, pond)
        return bot.choose(game, pond)

    # ------------------------------------------------- the decision shown
    @property
    def is_thinking(self) -> bool:
        return self.timer is not None

    def think(self, seat: int, game: SplashGame, pond: Pond) -> None:
        """Decide for ``seat`` and start showing the decision."""
        self.pending = self.decide(seat, game, pond)
        self.timer = BOT_THINK

    def tick(self, dt: float) -> Decision | None:
        """Let ``dt`` pass; the decision once it has been shown long enough."""
        if self.timer is None:
            return None
        self.timer -= dt
        if self.timer > 0:
            return None
        decision = self.pending
        self.timer = None
        self.pending = None
        return decision

    def hurry(self) -> None:
        """Make the decision being shown at the next tick."""
        if self.timer is not None:
            self.timer = 0.0

    def progress(self) -> float:
        """How far (0..1) the decision being shown has got."""
        if self.timer is None:
            return 0.0
        return min(1.0, 1.0 - max(0.0, self.timer) / BOT_THINK)
