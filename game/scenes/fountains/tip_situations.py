"""The situations a table tip explains, and finding them by asking the rules
core (no pygame here): a first chance to stack a tile, first pond weed, a
first bonus token, first coins, a first reward, a first fish colour to choose,
and the last round beginning.

:class:`TipWatch` is asked after each change of the game; it says which
(seat, tip) situations have come up since, for the seats a person plays.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase


@dataclass(frozen=True, slots=True)
class Tip:
    """One tip: its stable ``key`` (remembered once seen), a title, its plain
    words, and what it explains (``about``: "fountain", "fish", "track",
    "header"), which it must never cover."""

    key: str
    title: str
    words: str
    about: str


TIPS: tuple[Tip, ...] = (
    Tip(
        "stacking",
        "Stacking",
        "This tile can go on top of others, one level up. Water runs along its "
        "own level or down one level, never up: a high pool needs a jet of its own "
        "or water from beside it.",
        "fountain",
    ),
    Tip(
        "pond_weed",
        "Pond weed",
        "A pool no jet's water reaches grows pond weed: it and what lies in it "
        "score nothing in rewards. Lead water into it from a fed pool on its "
        "level or one above to clear it.",
        "fountain",
    ),
    Tip(
        "bonus_token",
        "Bonus token",
        "Put the token on a shaded slot or on an icon: its picture takes the "
        "place of the one beneath. Covered by a tile later, it leaves the game.",
        "fountain",
    ),
    Tip(
        "coins",
        "Coins",
        "A coin pays 5 points when you place it, but only if a jet's water "
        "reaches its pool at that moment.",
        "fountain",
    ),
    Tip(
        "reward",
        "A reward",
        "Your pawn ended on its own colour. Blue scores fed pools (most pools, "
        "most points), White your best fish colour, Green your biggest group of "
        "joined lily pads.",
        "track",
    ),
    Tip(
        "fish",
        "Fish colours",
        "Choose a colour: every fed fish of that colour, and every wild fish, "
        "scores its pool's level.",
        "fish",
    ),
    Tip(
        "game_ending",
        "The last round",
        "A stack or the bonus tokens ran out: this round ends so everyone has "
        "as many turns. Then pools, fish and lily pads score once more.",
        "header",
    ),
)
TIP_KEYS = tuple(tip.key for tip in TIPS)
_BY_KEY = {tip.key: tip for tip in TIPS}
#: score log categories that are a reward (coins are scored apart)
REWARD_CATEGORIES = frozenset({"pools", "fish", "lily pads"})


def tip_named(key: str) -> Tip:
    return _BY_KEY[key]


Wanted = Callable[[int, str], bool]


class TipWatch:
    """Finds the situations that came up since it last looked."""

    def __init__(self, game: FountainsGame) -> None:
        self._logged = len(game.score_log)

    def found(
        self, game: FountainsGame, people: Collection[int], wanted: Wanted
    ) -> list[tuple[int, str]]:
        """(seat, tip key) for each situation of a seat in ``people`` that came
        up since the last call and ``wanted(seat, key)`` still wants (asked
        first, so nothing costly is worked out for a tip already seen)."""
        found: list[tuple[int, str]] = []

        def add(seat: int, key: str) -> None:
            if (seat, key) not in found and wanted(seat, key):
                found.append((seat, key))

        log = game.score_log
        new, self._logged = log[self._logged :], len(log)
        if game.is_over():
            return []  # final rewards: the results screen explains them
        for entry in new:
            if entry.seat in people and entry.points > 0:
                if entry.category == "coins":
                    add(entry.seat, "coins")
                elif entry.category in REWARD_CATEGORIES:
                    add(entry.seat, "reward")
        for seat in people:
            if seat < len(game.fountains) and wanted(seat, "pond_weed"):
                if game.fountains[seat].pond_weed_count() > 0:
                    add(seat, "pond_weed")
            if game.end_reason is not None:
                add(seat, "game_ending")
        seat = game.current_seat
        if seat in people:
            if game.phase is Phase.TOKEN:
                add(seat, "bonus_token")
            elif game.phase is Phase.FISH:
                add(seat, "fish")
            elif game.phase is Phase.PLACE and wanted(seat, "stacking"):
                if can_stack(game, seat):
                    add(seat, "stacking")
        return found


def can_stack(game: FountainsGame, seat: int) -> bool:
    """The drafted tile has a legal spot on top of other tiles (level 2 up)."""
    if game.drafted is None or seat >= len(game.fountains):
        return False
    tile = tile_by_id(game.drafted)
    fountain = game.fountains[seat]
    return any(
        fountain.placement_level(tile, placement) > 1
        for placement in game.legal_placements()
    )
