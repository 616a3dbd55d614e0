"""A game's copies, equality and result: :func:`clone_game`, :func:`state_key`
(what two equal games share) and :func:`game_outcome`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.fountains.endgame import decide_solo, decide_winners
from game.rules.fountains.phases import PHASE_OVER
from game.rules.fountains.solo import MACHINE_SEAT, PLAYER_SEAT
from game.rules.outcome import Outcome

if TYPE_CHECKING:
    from game.rules.fountains.game import FountainsGame


def clone_game(game: FountainsGame) -> FountainsGame:
    """An independent copy; changing either leaves the other alone."""
    copy = _new_game(type(game))
    state = dict(game.__dict__)  # the values never changed in place are shared
    state["basin"] = game.basin.clone()
    state["fountains"] = [fountain.clone() for fountain in game.fountains]
    for name in _LISTS:
        state[name] = list(state[name])
    copy.__dict__ = state
    return copy


_new_game = object.__new__
_LISTS = (
    "machine_tiles",
    "out_of_game",
    "_scores",
    "_score_log",
    "turns_taken",
    "actions",
)
"""The lists a game changes in place (its other values are replaced)."""


def state_key(game: FountainsGame) -> tuple[Any, ...]:
    """Everything that makes two games equal (derived caches left out)."""
    return (
        game.options,
        game.basin.to_json(),
        game.fountains,
        game.machine_tiles,
        game.out_of_game,
        game._scores,
        game._score_log,
        game.turn,
        game.turns_taken,
        game.first_seat,
        game.turn_seat,
        game.phase,
        game.drafted,
        game.moved,
        game.design_cards,
        game.end_reason,
        game.machine_bonus_visits,
        game.actions,
    )


def game_outcome(game: FountainsGame) -> Outcome | None:
    """The result once the game is over (None before)."""
    if game.phase is not PHASE_OVER:
        return None
    scores = tuple(game._scores)
    if game.is_solo:
        winners, tiebreak = decide_solo(scores[PLAYER_SEAT], scores[MACHINE_SEAT])
    else:
        winners, tiebreak = decide_winners(
            scores,
            [f.pond_weed_count() for f in game.fountains],
            [f.bonus_token_count() for f in game.fountains],
        )
    return Outcome(
        winners=winners,
        scores=scores,
        tiebreak=tiebreak,
        termination=game.end_reason or "",
        score_log=tuple(game._score_log),
    )
