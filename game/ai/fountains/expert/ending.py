"""How the seats answer in a look-ahead game played to the end of the game: as
MediumBot, its work on a fountain remembered by what the fountain holds.

A look-ahead game played to its end goes through many turns of every seat, and
its fountains part from those of the next re-deal once a re-dealt tile comes to
the top of a stack. Until then (the tiles on top are the ones every seat sees,
the same in every re-deal) and wherever two look-ahead games happen to build the
same fountain, MediumBot would work out the same quick look and tries again. So
its notes on a fountain are kept for the whole decision, keyed by the fountain's
content (its tiles and placements in order, its tokens in order, the tokens
removed), the seat, and how much of the game is left (the quick look's future
reads it): two positions with the same key get the same notes as a fresh bot
would work out, so the search finds exactly what it found with a fresh bot a
look-ahead game, only sooner.

Each look-ahead game starts the model's random stream afresh
(:meth:`EndingModel.begin_game`), as a fresh bot would.
"""

from __future__ import annotations

from collections.abc import Hashable

from game.ai.fountains.estimates import game_left
from game.ai.fountains.medium import (
    FountainMemory,
    FountainNotes,
    MediumBot,
    TurnNotes,
)
from game.ai.fountains.quick_look import QuickLook
from game.rules.fountains.game import FountainsGame

NOTES_KEPT = 20_000
"""Fountains remembered in one decision at most (then the notes start afresh:
a bound on memory, never reached at the play budget)."""


class ContentMemory(FountainMemory):
    """Notes on a fountain kept by its content and the game left (see the module),
    across the look-ahead games of one decision."""

    def __init__(self) -> None:
        self.shared: dict[Hashable, FountainNotes] = {}
        self.hits = 0  # notes found already made this decision (tests)
        self._notes: FountainNotes | None = None
        self._turn: TurnNotes | None = None  # the turn notes they were read in

    def __getstate__(self) -> dict[str, object]:
        # pickled (sent to a worker process): the notes stay behind
        return {"shared": {}, "hits": 0, "_notes": None, "_turn": None}

    def forget(self) -> None:
        """A new decision: the fountains may have changed."""
        self.shared = {}
        self.hits = 0
        self._notes = None
        self._turn = None

    def notes(self, game: FountainsGame, turn: TurnNotes) -> FountainNotes:
        # the same all turn (a new turn or a changed fountain makes new turn
        # notes): looked up once for each turn's notes
        found = self._notes
        if found is not None and self._turn is turn:
            return found
        seat = game.turn_seat
        fountain = game.fountains[seat]
        key = (
            seat,
            tuple(fountain.placed),
            tuple(fountain.tokens.items()),
            fountain.removed_tokens,
            game_left(game),
        )
        shared = self.shared
        found = shared.get(key)
        if found is None:
            if len(shared) >= NOTES_KEPT:
                shared.clear()
            found = shared[key] = FountainNotes()
        else:
            self.hits += 1
        self._notes, self._turn = found, turn
        return found

    def new_look(self, game: FountainsGame) -> QuickLook:
        # its own copy of the fountain: this game's grows on in this look-ahead
        # game while the look serves later ones
        fountain = game.fountains[game.turn_seat].clone()
        return QuickLook(fountain, game_left(game))


class EndingModel(MediumBot):
    """MediumBot for every seat of the look-ahead games played to the end, its
    notes kept by :class:`ContentMemory`; ``begin_game`` starts each look-ahead
    game's random stream from ``seed``, as a fresh bot's."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.content = ContentMemory()
        super().__init__(seed, memory=self.content)

    def forget(self) -> None:
        """A new decision."""
        self.content.forget()

    def begin_game(self) -> None:
        """A new look-ahead game: the random stream from its start."""
        self.rng.seed(self.seed)
