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
from game.ai.fountains.medium import FountainNotes, MediumBot
from game.ai.fountains.quick_look import QuickLook
from game.rules.fountains.game import FountainsGame


class ReplyModel(MediumBot):
    """MediumBot whose notes on a fountain outlive one game object (see the
    module): they are kept by the seat and how far its fountain has grown."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._shared: dict[tuple[int, ...], FountainNotes] = {}
        self._fountain_key: tuple[int, ...] | None = None
        self._key_notes: object = None  # the turn notes the key was read in

    def __getstate__(self) -> dict[str, object]:
        state = super().__getstate__()
        state.update(_shared={}, _fountain_key=None, _key_notes=None)
        return state

    def forget(self) -> None:
        """A new decision: the fountains may have changed."""
        self._shared = {}

    def _fountain_notes(self, game: FountainsGame) -> FountainNotes:
        # the same all turn: read once for each turn's notes
        key = self._fountain_key
        if key is None or self._key_notes is not self._notes:
            seat = game.turn_seat
            fountain = game.fountains[seat]
            key = self._fountain_key = (
                seat,
                fountain.tile_count(),
                fountain.bonus_token_count(),
                len(fountain.removed_tokens),
            )
            self._key_notes = self._notes
        notes = self._shared.get(key)
        if notes is None:
            notes = self._shared[key] = FountainNotes()
        return notes

    def _new_look(self, game: FountainsGame) -> QuickLook:
        # its own copy of the fountain: this game's may grow in a later
        # look-ahead game while the look is still in use
        fountain = game.fountains[game.turn_seat].clone()
        return QuickLook(fountain, game_left(game))
