"""How HardBot expects the other seats to answer in its look-ahead: as MediumBot,
made cheap by remembering its work across the look-ahead games of one decision.

Within one of Hard's decisions every look-ahead game starts from the same
fountains, and each other seat answers once, so a seat's fountain is the same
in every look-ahead game until that seat places (only its own placements change
it). What MediumBot works out for a tile or token in that fountain (the quick
look at every legal placement, then the best few tried on a copy) is therefore
the same from game to game: it is remembered, keyed by the seat and how far its
fountain has grown, and only the reward each draft triggers (which depends on
the pawns and the other fountains) is worked out afresh. :meth:`ReplyModel.forget`
starts a new decision.
"""

from __future__ import annotations

from game.ai.fountains.estimates import game_left
from game.ai.fountains.medium import (
    FountainMemory,
    FountainNotes,
    MediumBot,
    TurnNotes,
)
from game.ai.fountains.quick_look import QuickLook
from game.rules.fountains.game import FountainsGame


class SharedMemory(FountainMemory):
    """Notes on a fountain kept by the seat and how far its fountain has grown,
    across the look-ahead games of one decision (see the module)."""

    def __init__(self) -> None:
        self.shared: dict[tuple[int, ...], FountainNotes] = {}
        self._fountain_key: tuple[int, ...] | None = None
        self._key_turn: TurnNotes | None = None  # the turn notes it was read in

    def __getstate__(self) -> dict[str, object]:
        # pickled (sent to a worker process): the notes stay behind
        return {"shared": {}, "_fountain_key": None, "_key_turn": None}

    def forget(self) -> None:
        """A new decision: the fountains may have changed."""
        self.shared = {}

    def notes(self, game: FountainsGame, turn: TurnNotes) -> FountainNotes:
        # the same all turn: read once for each turn's notes
        key = self._fountain_key
        if key is None or self._key_turn is not turn:
            seat = game.turn_seat
            fountain = game.fountains[seat]
            key = self._fountain_key = (
                seat,
                fountain.tile_count(),
                len(fountain.tokens),
                len(fountain.removed_tokens),
            )
            self._key_turn = turn
        notes = self.shared.get(key)
        if notes is None:
            notes = self.shared[key] = FountainNotes()
        return notes

    def new_look(self, game: FountainsGame) -> QuickLook:
        # its own copy of the fountain: this game's may grow in a later
        # look-ahead game while the look is still in use
        fountain = game.fountains[game.turn_seat].clone()
        return QuickLook(fountain, game_left(game))


class ReplyModel(MediumBot):
    """MediumBot whose notes on a fountain outlive one game object (see the
    module): its memory keeps them by the seat and how far its fountain has
    grown."""

    def __init__(self, seed: int = 0) -> None:
        self.shared_memory = SharedMemory()
        super().__init__(seed, memory=self.shared_memory)

    def forget(self) -> None:
        """A new decision: the fountains may have changed."""
        self.shared_memory.forget()
