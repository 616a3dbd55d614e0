"""How the computer seats of the Fountains table decide: one small interface,
``start(game)`` then ``poll()``, so the thinking can later move to a worker
process without the table state or the panels noticing."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.ai.fountains import GreedyBot
from game.rules.fountains.actions import Action, MachineTurn
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase


@dataclass(slots=True)
class BotMove:
    """A computer seat's chosen action while it is being shown."""

    action: Action
    seat: int
    duration: float
    elapsed: float = 0.0
    start_space: int | None = None


class ComputerSeats:
    """The bots of the computer seats and The Machine's Gear Wheel.

    ``start(game)`` begins deciding for ``game.current_seat`` (on a clone if the
    thinking ever happens elsewhere); ``poll()`` returns the chosen action once
    decided and None while still thinking; ``cancel()`` forgets a decision."""

    def __init__(self, seed: int, seats: Iterable[int]) -> None:
        self.bots = {seat: GreedyBot(seed * 31 + seat) for seat in seats}
        self._thinking = False
        self._chosen: Action | None = None

    @property
    def thinking(self) -> bool:
        return self._thinking

    def start(self, game: FountainsGame) -> None:
        seat = game.current_seat
        self._thinking = True
        if game.is_machine(seat) or game.phase is Phase.MACHINE:
            self._chosen = MachineTurn()
        else:
            self._chosen = self.bots[seat].choose(game)

    def poll(self) -> Action | None:
        if not self._thinking or self._chosen is None:
            return None
        chosen, self._chosen = self._chosen, None
        self._thinking = False
        return chosen

    def cancel(self) -> None:
        self._thinking = False
        self._chosen = None
