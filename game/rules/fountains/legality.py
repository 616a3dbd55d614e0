"""What may be done now: every legal action in a stable order, and why any other
action is refused, in words. Reads the game, never changes it."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Draft,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
    Swap,
    draft_of,
    place_all,
)
from game.rules.fountains.basin import Basin, Pawn
from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.icons import FishColour
from game.rules.fountains.phases import (
    PHASE_ACTIONS,
    PHASE_DESCRIPTIONS,
    PHASE_DRAFT,
    PHASE_FISH,
    PHASE_MACHINE,
    PHASE_OVER,
    PHASE_PLACE,
    PHASE_SWAP,
    PHASE_TOKEN,
)
from game.rules.fountains.tiles import Placement

if TYPE_CHECKING:
    from game.rules.fountains.game import FountainsGame


def legal_actions(game: FountainsGame) -> list[Action]:
    """Every legal action, in a stable order (empty once the game is over).

    Drafts: pawns blue, white, green, each nearest space first; placements in the
    fountain model's order; tokens in face-up slot order, then cell order; fish
    red, black, white; swaps smallest first.
    """
    phase = game.phase
    if phase is PHASE_DRAFT:
        drafts: list[Action] = list(drafts_from(game.basin).values())
        return drafts or [Pass()]
    if phase is PHASE_PLACE:
        assert game.drafted is not None
        placements = game.legal_placements()
        if not placements:
            return [Discard(game.drafted)]
        return place_all(placements)
    if phase is PHASE_TOKEN:
        tokens = game.basin.tokens_face_up()
        cells = game.token_cells()
        if not cells:
            return [Discard(token) for token in tokens]
        return [PlaceToken(token, cell) for token in tokens for cell in cells]
    if phase is PHASE_FISH:
        return list(_FISH_CHOICES)
    if phase is PHASE_MACHINE:
        return [MachineTurn()]
    if phase is PHASE_SWAP:
        return [Swap(ids) for ids in swap_choices(game)]
    return []


_FISH_CHOICES = tuple(ChooseFish(colour) for colour in FishColour)


def drafts_from(basin: Basin) -> dict[tuple[Pawn, int], Draft]:
    """The legal drafts from ``basin`` by (pawn, space), in
    :meth:`Basin.draft_moves` order; shared: never change it. Made once per
    :meth:`Basin.draft_position` (the only things the moves depend on), since
    every draft turn lists them and checks the one chosen."""
    position = basin.draft_position()
    drafts = _DRAFTS_BY_POSITION.store.get(position)
    if drafts is None:
        moves = basin.draft_moves()
        drafts = _DRAFTS_BY_POSITION.keep(
            position, {move: draft_of(*move) for move in moves}
        )
    return drafts


_KEPT_POSITIONS = 4096
"""Positions kept at once (all are dropped when it is reached)."""
_DRAFTS_BY_POSITION: Cache[tuple[object, ...], dict[tuple[Pawn, int], Draft]] = (
    CACHES.cache("legal drafts by basin position", _KEPT_POSITIONS)
)
"""Legal drafts by basin position (a few hundred come up in play)."""


NO_DRAFT = (
    "no pawn can reach a space with a tile or bonus token to take: pass "
    "(the turn counts, nothing is drafted)"
)


def prompt(game: FountainsGame) -> str:
    """What the seat to act is asked to do, in words (for screens)."""
    phase = game.phase
    if phase is PHASE_DRAFT and not game.legal_drafts():
        return NO_DRAFT
    if phase is PHASE_PLACE and not game.legal_placements():
        return f"{game.drafted} fits nowhere in your Fountain: discard it"
    if phase is PHASE_TOKEN and not game.token_cells():
        return "no cell can take a bonus token: discard one"
    return PHASE_DESCRIPTIONS[phase]


def placement_count(game: FountainsGame) -> int:
    """How many legal placements the drafted tile has (0: nothing drafted)."""
    if game.phase is not PHASE_PLACE or game.drafted is None:
        return 0
    tile = tile_by_id(game.drafted)
    return game.fountains[game.turn_seat].legal_placement_count(tile)


def placement_at(game: FountainsGame, index: int) -> Placement:
    """The ``index``-th legal placement of the drafted tile, without listing
    them all; ``IndexError`` when there is none such."""
    if game.phase is not PHASE_PLACE or game.drafted is None:
        raise IndexError("no tile is drafted: there is no legal placement")
    tile = tile_by_id(game.drafted)
    return game.fountains[game.turn_seat].legal_placement_at(tile, index)


def swap_choices(game: FountainsGame) -> list[tuple[str, ...]]:
    """Every set of face-up tokens the supply can replace, smallest first."""
    tokens = game.basin.tokens_face_up()
    most = min(len(tokens), len(game.basin.pile))
    return [
        ids
        for size in range(most + 1)
        for ids in itertools.combinations(sorted(tokens), size)
    ]


def why_illegal(game: FountainsGame, action: object) -> str | None:
    """The reason ``action`` is not legal now, or None if it is."""
    if not isinstance(action, Action):
        return f"{action!r} is not a Fountains action"
    phase = game.phase
    if phase is PHASE_OVER:
        return "the game is over"
    malformed = _malformed(action)
    if malformed is not None:
        return malformed
    allowed = PHASE_ACTIONS[phase]
    if not isinstance(action, allowed):
        verbs = " or ".join(repr(kind.verb) for kind in allowed)
        return (
            f"a {action.verb!r} action is not allowed now: seat "
            f"{game.current_seat} must {PHASE_DESCRIPTIONS[phase]} ({verbs})"
        )
    if isinstance(action, Draft):
        if (action.pawn, action.space) in drafts_from(game.basin):
            return None  # a listed draft: only the others need words
        return game.basin.why_not_move(action.pawn, action.space)
    if isinstance(action, Pass):
        drafts = game.legal_drafts()
        if drafts:
            return f"a draft is possible (e.g. {drafts[0]}), so you may not pass"
        return None
    if isinstance(action, Place):
        return _why_not_place(game, action.placement)
    if isinstance(action, PlaceToken):
        return _why_not_place_token(game, action)
    if isinstance(action, Discard):
        return _why_not_discard(game, action.item_id)
    if isinstance(action, Swap):
        return _why_not_swap(game, action.token_ids)
    return None  # ChooseFish and MachineTurn are always fine in their phase.


def _malformed(action: Action) -> str | None:
    """What is wrong with an action's own values (one built in code rather than
    parsed from text can hold anything), or None."""
    if isinstance(action, Draft):
        if not isinstance(action.pawn, Pawn):
            return f"there is no {action.pawn!r} pawn (blue, white or green)"
        if not _is_int(action.space):
            return f"the ring space must be a whole number, not {action.space!r}"
    elif isinstance(action, Place):
        placement = action.placement
        if not isinstance(placement, Placement):
            return f"{placement!r} is not a Placement"
        numbers = (placement.x, placement.y, placement.rotation)
        if not isinstance(placement.tile_id, str) or not _are_ints(numbers):
            return f"{placement!r} must name a tile id and three whole numbers"
    elif isinstance(action, PlaceToken):
        cell = action.cell
        if not isinstance(action.token_id, str):
            return f"{action.token_id!r} is not a bonus token id"
        if not (isinstance(cell, tuple) and len(cell) == 2 and _are_ints(cell)):
            return f"the cell must be two whole numbers (x, y), not {cell!r}"
    elif isinstance(action, Discard):
        if not isinstance(action.item_id, str):
            return f"{action.item_id!r} is not a tile or bonus token id"
    elif isinstance(action, ChooseFish):
        if not isinstance(action.colour, FishColour):
            return f"there is no {action.colour!r} fish (red, black or white)"
    elif isinstance(action, Swap):
        if not all(isinstance(token_id, str) for token_id in action.token_ids):
            return f"{action.token_ids!r} are not all bonus token ids"
        if len(set(action.token_ids)) != len(action.token_ids):
            return "a bonus token is named twice in one swap"
    return None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _are_ints(values: tuple[object, ...]) -> bool:
    """Whether every one of ``values`` is a whole number (an int, not a bool),
    in one call: every placement and token the game is given is checked."""
    for value in values:
        # (a plain int passes at once; anything else is asked in full)
        if type(value) is not int and not _is_int(value):
            return False
    return True


def _why_not_place(game: FountainsGame, placement: Placement) -> str | None:
    drafted = game.drafted
    assert drafted is not None
    if placement.tile_id != drafted:
        return f"the drafted tile is {drafted}, not {placement.tile_id}"
    if game.is_legal_placement(placement):
        return None
    tile = tile_by_id(drafted)
    error = game.fountains[game.turn_seat].placement_error(tile, placement)
    if error is not None:
        return error
    # Legal geometry, but a symmetric tile has one name per distinct pattern.
    same = tile.same_rotation(placement.rotation)
    return (
        f"rotation {placement.rotation} of {tile.id} looks the same as rotation "
        f"{same}; place it with rotation {same} instead"
    )


def _why_not_place_token(game: FountainsGame, action: PlaceToken) -> str | None:
    if action.token_id not in game.basin.tokens_face_up():
        return f"bonus token {action.token_id} is not face up on the Basin"
    if action.cell not in game.token_cells():
        return (
            f"cell {action.cell} cannot take a bonus token (it must be a visible "
            "shaded slot or icon in your Fountain)"
        )
    return None


def _why_not_discard(game: FountainsGame, item_id: str) -> str | None:
    if game.phase is PHASE_PLACE:
        if item_id != game.drafted:
            return f"the drafted tile is {game.drafted}, not {item_id}"
        placements = game.legal_placements()
        if placements:
            return (
                f"{item_id} has {len(placements)} legal placements (e.g. "
                f"{placements[0]}), so it may not be discarded"
            )
        return None
    if item_id not in game.basin.tokens_face_up():
        return f"bonus token {item_id} is not face up on the Basin"
    cells = game.token_cells()
    if cells:
        return (
            f"your Fountain has {len(cells)} cells for a bonus token, so it may "
            "not be discarded"
        )
    return None


def _why_not_swap(game: FountainsGame, token_ids: Sequence[str]) -> str | None:
    face_up = game.basin.tokens_face_up()
    for token_id in token_ids:
        if token_id not in face_up:
            return f"bonus token {token_id} is not face up on the Basin"
    if len(token_ids) > len(game.basin.pile):
        return (
            f"only {len(game.basin.pile)} tokens are left in the supply to "
            f"replace {len(token_ids)}"
        )
    return None
