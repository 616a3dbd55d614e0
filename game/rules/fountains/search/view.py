"""The one door search goes through: :class:`SearchView`.

``Fountain.search()`` gives a fountain's view. The bots, random playouts and the
game's own unchecked moves ask it, and nothing else of the fast path: how many
legal placements a tile has and the i-th of them, the legal placements as a
:class:`LegalSpots` (read by ``count()``, ``placements()``, ``placement_at(i)``
and ``in``; its boards are this package's business), what laying a tile or a
bonus token would do (:class:`TrialLay`), laying a tile known to be legal without
the check, and the quick look's ranking of every legal placement of a tile
(:meth:`SearchView.rank_placements`, valued by the bot's own
:class:`~game.rules.fountains.search.ranking.PlacementLook`).

A view answers for its fountain as it is: a tile laid through it (or through the
fountain) changes what it answers, never what it answered before.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules.fountains.place_report import PlaceReport
from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.search.ranking import (
    PlacementLook,
    PlacementRanker,
    PlacementRanks,
)
from game.rules.fountains.search.trial_lay import TrialLay
from game.rules.fountains.tiles import BonusToken, Cell, Placement, TileSpec

__all__ = [
    "LegalSpots",
    "PlacementLook",
    "PlacementRanker",
    "PlacementRanks",
    "SearchView",
    "TrialLay",
]


class SearchView:
    """A fountain as search asks it. The fountain hands its view the fast
    operations it owns (``Fountain.search()``); the view adds nothing to the
    rules, only the questions search asks, in one place."""

    __slots__ = ("_spots", "_place", "_trial", "_token_trial", "_forget")

    def __init__(
        self,
        spots: Callable[[TileSpec], LegalSpots | None],
        place: Callable[[TileSpec, Placement], PlaceReport],
        trial: Callable[[TileSpec, Placement], TrialLay],
        token_trial: Callable[[BonusToken, Cell], TrialLay],
        forget: Callable[[], None],
    ) -> None:
        self._spots = spots
        self._place = place
        self._trial = trial
        self._token_trial = token_trial
        self._forget = forget

    def legal_spots(self, tile: TileSpec) -> LegalSpots | None:
        """Every legal placement of ``tile`` (None when there is none), without
        listing them: ``count()``, ``placement_at(i)``, ``placements()`` (in the
        order of ``Fountain.legal_placements``) and ``placement in spots``.
        Shared with the fountain: never change it."""
        return self._spots(tile)

    def legal_placement_count(self, tile: TileSpec) -> int:
        """``len(fountain.legal_placements(tile))``, without listing them."""
        spots = self._spots(tile)
        return 0 if spots is None else spots.count()

    def legal_placement_at(self, tile: TileSpec, index: int) -> Placement:
        """``fountain.legal_placements(tile)[index]``, without listing them all
        (a random playout picks one of a hundred); ``IndexError`` out of range."""
        spots = self._spots(tile)
        if spots is None:
            raise IndexError(f"{tile.id} has no legal placement")
        return spots.placement_at(index)

    def is_legal(self, tile: TileSpec, placement: Placement) -> bool:
        """Whether ``placement`` is one of the legal placements of ``tile``."""
        spots = self._spots(tile)
        return spots is not None and placement in spots

    def place_unchecked(self, tile: TileSpec, placement: Placement) -> PlaceReport:
        """Lay ``tile`` at ``placement`` as ``Fountain.place`` would, without the
        legality check: only for a placement known to be legal (one of the legal
        placements; the game after its own check, search). An illegal one here
        corrupts the fountain."""
        return self._place(tile, placement)

    def trial(self, tile: TileSpec, placement: Placement) -> TrialLay:
        """What laying ``tile`` at legal ``placement`` would do: its level, the
        coins it would score and the water the fountain would have (fed pools,
        pond weed, fish, lily pads: ``features.WaterWorth``), the fountain
        unchanged. Unchecked, as :meth:`place_unchecked`."""
        return self._trial(tile, placement)

    def token_trial(self, token: BonusToken, cell: Cell) -> TrialLay:
        """What putting ``token`` on ``cell`` would do, as ``place_token`` would
        (the level is its pool's), the fountain unchanged. Unchecked:
        ``fountain.token_error(token, cell)`` must be None."""
        return self._token_trial(token, cell)

    def rank_placements(
        self, tile: TileSpec, ranker: PlacementRanker, keep: int | None = None
    ) -> PlacementRanks | None:
        """Every legal placement of ``tile`` ranked by ``ranker`` (a bot's
        ``PlacementLook`` of this fountain), best first, ties in the order of
        the legal placements; with ``keep``, only the best ``keep`` are sure to
        be ranked. None when ``tile`` fits nowhere."""
        spots = self._spots(tile)
        if spots is None or not spots.count():
            return None
        return ranker.ranks(tile, spots, keep)

    def forget_caches(self) -> None:
        """Drop the fountain's cached legal placements and placement boards, so
        the next question works them out cold (benches and tests)."""
        self._forget()
