"""Everything a seat can do in a game of Fountains, as frozen values.

Each action has a short text form that parses back (``parse_action(str(a)) == a``)
and a ``repr`` that can be pasted into a test next to
``from game.rules.fountains import *``:

=========================  ==============================================
``draft blue 4``           move the Blue pawn to ring space 4 and take what is there
``pass``                   no draft is legal: the turn is taken with nothing drafted
``place star-07@2,-3r1``   add the drafted tile at that placement
``token bonus-05@3,4``     take face-up token bonus-05 and put it on cell (3, 4)
``discard star-07``        the drafted tile (or every face-up token) has nowhere to go
``fish red``               the triggering player picks the colour of fish that scores
``machine``                The Machine takes its turn (solo)
``swap bonus-01 bonus-07`` swap those face-up tokens for new ones (``swap none``)
=========================  ==============================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, TypeVar

from game.rules.errors import InvalidActionError
from game.rules.fountains.basin import BONUS_SPACE, Pawn, matching_pawn
from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.icons import FishColour
from game.rules.fountains.tiles import Cell, Placement

_E = TypeVar("_E", bound=StrEnum)


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every Fountains action.

    What an action is, asked of the action itself (one place knows each kind):
    ``verb`` (its text form's first word), ``ends_turn``, ``fills_fountain``,
    ``piece``, ``cells()``, and for a draft ``takes_tile``, ``takes_token`` and
    ``triggers_reward``. Its words: ``game.describe_action``.
    """

    verb: ClassVar[str] = ""
    ends_turn: ClassVar[bool] = True
    """Whether it is the acting seat's last action of its own turn. A draft
    never is; a swap is made by the player on The Machine's turn; a placement
    (or discard) that earns a fish reward leaves the colour to choose first."""
    fills_fountain: ClassVar[bool] = False
    """Whether it puts a piece into the acting seat's Fountain (a tile or a
    bonus token): then ``piece`` and ``cells()`` say which and where."""

    @property
    def piece(self) -> str | None:
        """The tile or bonus token this action puts down (into the Fountain, or
        out of the game for a discard); None for the others."""
        return None

    def cells(self) -> tuple[Cell, ...]:
        """The Fountain cells this action fills (empty when it fills none)."""
        return ()

    @property
    def takes_tile(self) -> bool:
        """Whether it is a draft that takes a tile from the Basin."""
        return False

    @property
    def takes_token(self) -> bool:
        """Whether it is a draft to the Bonus space (it takes a bonus token)."""
        return False

    @property
    def triggers_reward(self) -> bool:
        """Whether it is a draft that ends on its pawn's own colour: the pools,
        fish or lily pads reward once the piece is placed."""
        return False

    @classmethod
    def from_str(cls, text: str) -> Action:
        """Parse ``text``; it must be an action of this class (or any, on Action)."""
        action = parse_action(text)
        if cls is not Action and not isinstance(action, cls):
            raise InvalidActionError(text, f"not a {cls.verb!r} action")
        return action


@dataclass(frozen=True, slots=True)
class Draft(Action):
    """Move ``pawn`` clockwise to ring space ``space`` and take the tile or token."""

    pawn: Pawn
    space: int
    verb: ClassVar[str] = "draft"
    ends_turn: ClassVar[bool] = False

    @property
    def takes_tile(self) -> bool:
        return self.space != BONUS_SPACE

    @property
    def takes_token(self) -> bool:
        return self.space == BONUS_SPACE

    @property
    def triggers_reward(self) -> bool:
        return matching_pawn(self.space) is self.pawn

    def __post_init__(self) -> None:
        # "blue" and Pawn.BLUE compare equal but hash differently: keep one form.
        object.__setattr__(self, "pawn", _as_enum(Pawn, self.pawn))

    def __str__(self) -> str:
        return f"draft {_word(self.pawn)} {self.space}"

    def __repr__(self) -> str:
        if isinstance(self.pawn, Pawn):
            return f"Draft(Pawn.{self.pawn.name}, {self.space!r})"
        return f"Draft({self.pawn!r}, {self.space!r})"


def draft_of(pawn: Pawn, space: int) -> Draft:
    """``Draft(pawn, space)`` for a ``Pawn`` already, made once the way the
    frozen dataclass's own ``__init__`` makes one, without the checks, and then
    shared (the legal drafts of every turn are made this way)."""
    key = (pawn, space)
    draft = _DRAFTS.store.get(key)
    if draft is None:
        draft = _DRAFTS.keep(key, _new(Draft))
        _set(draft, "pawn", Pawn(pawn))  # "blue" finds this one too: keep the enum
        _set(draft, "space", space)
    return draft


_DRAFTS: Cache[tuple[Pawn, int], Draft] = CACHES.cache("drafts", 1024)
"""(The pawns by the spaces of the basin: a few dozen.)"""


_new, _set = object.__new__, object.__setattr__


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Take the turn without drafting; legal only when no draft is."""

    verb: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Add the drafted tile to the Fountain at ``placement``."""

    placement: Placement
    verb: ClassVar[str] = "place"
    fills_fountain: ClassVar[bool] = True

    @property
    def piece(self) -> str:
        return self.placement.tile_id

    def cells(self) -> tuple[Cell, ...]:
        x, y, rotation = self.placement.x, self.placement.y, self.placement.rotation
        shape = tile_by_id(self.placement.tile_id).rotated_cells(rotation)
        return tuple((x + dx, y + dy) for dx, dy in shape)

    def __str__(self) -> str:
        return f"place {self.placement}"

    def __repr__(self) -> str:
        return f"Place(Placement.from_str({str(self.placement)!r}))"


def place_of(placement: Placement) -> Place:
    """``Place(placement)``, made the way a frozen dataclass's own ``__init__``
    makes one, without its checks (search makes one for every placement it
    tries)."""
    action = _new_action(Place)
    _set_field(action, "placement", placement)
    return action


_new_action = object.__new__
_set_field = object.__setattr__


def place_all(placements: list[Placement]) -> list[Action]:
    """``[Place(p) for p in placements]``, each made as :func:`place_of` makes
    one (the legal actions of a placing turn are a hundred of these)."""
    return list(map(place_of, placements))


@dataclass(frozen=True, slots=True)
class PlaceToken(Action):
    """Take face-up bonus token ``token_id`` and put it on ``cell``."""

    token_id: str
    cell: tuple[int, int]
    verb: ClassVar[str] = "token"
    fills_fountain: ClassVar[bool] = True

    @property
    def piece(self) -> str:
        return self.token_id

    def cells(self) -> tuple[Cell, ...]:
        return (self.cell,)

    def __post_init__(self) -> None:
        cell = self.cell
        if isinstance(cell, list | tuple) and len(cell) == 2:
            object.__setattr__(self, "cell", tuple(cell))

    def __str__(self) -> str:
        cell = self.cell
        if isinstance(cell, tuple) and len(cell) == 2:
            return f"token {self.token_id}@{cell[0]},{cell[1]}"
        return f"token {self.token_id}@{cell!r}"

    def __repr__(self) -> str:
        return f"PlaceToken({self.token_id!r}, {self.cell!r})"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Put the drafted tile, or a face-up token, out of the game.

    Legal only when the tile has no legal placement, or when the Fountain has no
    cell that can take a bonus token.
    """

    item_id: str
    verb: ClassVar[str] = "discard"

    @property
    def piece(self) -> str:
        return self.item_id

    def __str__(self) -> str:
        return f"discard {self.item_id}"

    def __repr__(self) -> str:
        return f"Discard({self.item_id!r})"


@dataclass(frozen=True, slots=True)
class ChooseFish(Action):
    """Choose the colour of fish scored by a fish reward."""

    colour: FishColour
    verb: ClassVar[str] = "fish"

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour", _as_enum(FishColour, self.colour))

    def __str__(self) -> str:
        return f"fish {_word(self.colour)}"

    def __repr__(self) -> str:
        if isinstance(self.colour, FishColour):
            return f"ChooseFish(FishColour.{self.colour.name})"
        return f"ChooseFish({self.colour!r})"


@dataclass(frozen=True, slots=True)
class MachineTurn(Action):
    """The Machine's whole turn (solo): the screen may animate it step by step."""

    verb: ClassVar[str] = "machine"

    def __str__(self) -> str:
        return "machine"

    def __repr__(self) -> str:
        return "MachineTurn()"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Swap these face-up tokens for new ones (solo, Machine on Bonus); may be none.

    ``token_ids`` are kept sorted so each choice has exactly one form.
    """

    token_ids: tuple[str, ...] = ()
    verb: ClassVar[str] = "swap"
    ends_turn: ClassVar[bool] = False

    def __post_init__(self) -> None:
        ids = self.token_ids
        if isinstance(ids, str):  # one token id, not its letters
            ids = (ids,)
        object.__setattr__(self, "token_ids", tuple(sorted(ids, key=str)))

    def __str__(self) -> str:
        ids = " ".join(map(str, self.token_ids))
        return "swap " + (ids or "none")

    def __repr__(self) -> str:
        return f"Swap({self.token_ids!r})"


def _as_enum(kind: type[_E], value: object) -> object:
    """``value`` as a member of ``kind`` when it names one, else unchanged (the
    rules then refuse the action, saying what is wrong)."""
    if isinstance(value, str) and not isinstance(value, kind):
        try:
            return kind(value)
        except ValueError:
            return value
    return value


def _word(value: object) -> str:
    return str(getattr(value, "value", value))


_CELL = re.compile(r"^(?P<id>[^@\s]+)@(?P<x>-?\d+),(?P<y>-?\d+)$")
_ID = re.compile(r"^[A-Za-z0-9_.-]+$")


def parse_action(text: str) -> Action:
    """Read the text form of any action; raises :class:`InvalidActionError`."""
    words = text.split()
    if not words:
        raise InvalidActionError(text, "it is empty")
    verb, args = words[0].lower(), words[1:]
    if verb == "draft":
        if len(args) != 2:
            raise InvalidActionError(text, "expected 'draft <pawn> <space>'")
        try:
            pawn = Pawn(args[0].lower())
        except ValueError:
            raise InvalidActionError(
                text, f"no pawn {args[0]!r} (blue, white or green)"
            ) from None
        if not re.fullmatch(r"-?\d+", args[1]):
            raise InvalidActionError(text, f"space {args[1]!r} is not a number")
        return Draft(pawn, int(args[1]))
    if verb == "pass":
        _no_args(text, args)
        return Pass()
    if verb == "machine":
        _no_args(text, args)
        return MachineTurn()
    if verb == "place":
        if len(args) != 1:
            raise InvalidActionError(text, "expected 'place <tile>@<x>,<y>r<rot>'")
        try:
            placement = Placement.from_str(args[0])
        except ValueError as exc:
            raise InvalidActionError(text, str(exc)) from None
        return Place(placement)
    if verb == "token":
        match = _CELL.match(args[0]) if len(args) == 1 else None
        if match is None:
            raise InvalidActionError(text, "expected 'token <token>@<x>,<y>'")
        return PlaceToken(match["id"], (int(match["x"]), int(match["y"])))
    if verb == "discard":
        if len(args) != 1 or not _ID.match(args[0]):
            raise InvalidActionError(text, "expected 'discard <tile or token>'")
        return Discard(args[0])
    if verb == "fish":
        if len(args) != 1:
            raise InvalidActionError(text, "expected 'fish <colour>'")
        try:
            return ChooseFish(FishColour(args[0].lower()))
        except ValueError:
            raise InvalidActionError(
                text, f"no fish colour {args[0]!r} (red, black or white)"
            ) from None
    if verb == "swap":
        if args == ["none"]:
            return Swap(())
        if not args or not all(_ID.match(a) for a in args):
            raise InvalidActionError(text, "expected 'swap <token> ...' or 'swap none'")
        if len(set(args)) != len(args):
            raise InvalidActionError(text, "a token is named twice")
        return Swap(tuple(args))
    raise InvalidActionError(text, f"unknown verb {words[0]!r}")


def _no_args(text: str, args: list[str]) -> None:
    if args:
        raise InvalidActionError(text, f"{text.split()[0]!r} takes nothing after it")
