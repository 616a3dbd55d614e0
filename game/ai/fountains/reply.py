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

from collections.abc import Sequence

from game.ai.fountains.estimates import game_left
from game.ai.fountains.medium import MediumBot, Option
from game.ai.fountains.quick_look import PlacementRanks, QuickLook
from game.ai.fountains.terms import Features
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.tiles import Placement, TileSpec


class ReplyModel(MediumBot):
    """MediumBot whose placement work outlives one game object (see the module)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._shared: dict[tuple[object, ...], object] = {}

    def __getstate__(self) -> dict[str, object]:
        state = super().__getstate__()
        state["_shared"] = {}
        return state

    def forget(self) -> None:
        """A new decision: the fountains may have changed."""
        self._shared = {}

    def _fountain_key(self, game: FountainsGame) -> tuple[int, ...]:
        # the same all turn: the turn's notes (``_memo``) keep it
        key = self._memo.get(("fountain",))
        if not isinstance(key, tuple):
            seat = game.turn_seat
            fountain = game.fountains[seat]
            key = (
                seat,
                fountain.tile_count(),
                fountain.bonus_token_count(),
                len(fountain.removed_tokens),
            )
            self._memo[("fountain",)] = key
        return key

    def _look(self, game: FountainsGame) -> QuickLook:
        key = ("look", *self._fountain_key(game))
        look = self._shared.get(key)
        if not isinstance(look, QuickLook):
            # its own copy of the fountain: this game's may grow in a later
            # look-ahead game while the look is still in use
            fountain = game.fountains[game.turn_seat].clone()
            look = QuickLook(fountain, game_left(game))
            self._shared[key] = look
        return look

    def _before(self, game: FountainsGame) -> Features:
        key = ("before", *self._fountain_key(game))
        found = self._shared.get(key)
        if not isinstance(found, Features):
            found = super()._before(game)
            self._shared[key] = found
        return found

    def tile_options(
        self, game: FountainsGame, tile: TileSpec, tries: int
    ) -> list[Option]:
        key = ("tile", tile.id, tries, *self._fountain_key(game))
        found = self._shared.get(key)
        if not isinstance(found, list):
            found = super().tile_options(game, tile, tries)
            self._shared[key] = found
        return found

    def _placement_ranks(
        self, game: FountainsGame, tile: TileSpec
    ) -> PlacementRanks | None:
        key = ("ranks", tile.id, *self._fountain_key(game))
        if key not in self._shared:
            self._shared[key] = super()._placement_ranks(game, tile)
        found = self._shared[key]
        return found if isinstance(found, PlacementRanks) else None

    def _tried(
        self, game: FountainsGame, tile: TileSpec, placement: Placement
    ) -> Option:
        key = ("tried", placement, *self._fountain_key(game))
        found = self._shared.get(key)
        if not isinstance(found, Option):
            found = super()._tried(game, tile, placement)
            self._shared[key] = found
        return found

    def token_options(
        self, game: FountainsGame, token_ids: Sequence[str]
    ) -> list[Option]:
        key = ("token", tuple(sorted(token_ids)), *self._fountain_key(game))
        found = self._shared.get(key)
        if not isinstance(found, list):
            found = super().token_options(game, token_ids)
            self._shared[key] = found
        return found
