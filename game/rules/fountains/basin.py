"""The Basin board: the seven-space ring, its three pawns, the tile stacks beside it,
the bonus tokens and (solo only) The Machine's Gear Wheel.

Ring spaces are numbered 0..6 clockwise: Bonus, Blue, plain, White, plain, Green,
plain. Spaces 1..6 are beside the stacks of ``STACK_SHAPES[0..5]``; the stack beside
space ``s`` is ``stacks[s - 1]``, listed bottom to top (the top tile is the last).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class SpaceKind(StrEnum):
    """What a ring space is: the Bonus space, a coloured space, or a plain one."""

    BONUS = "bonus"
    BLUE = "blue"
    WHITE = "white"
    GREEN = "green"
    PLAIN = "plain"


class Pawn(StrEnum):
    """The three Basin pawns, named by colour."""

    BLUE = "blue"
    WHITE = "white"
    GREEN = "green"


RING: tuple[SpaceKind, ...] = (
    SpaceKind.BONUS,
    SpaceKind.BLUE,
    SpaceKind.PLAIN,
    SpaceKind.WHITE,
    SpaceKind.PLAIN,
    SpaceKind.GREEN,
    SpaceKind.PLAIN,
)
RING_SIZE = len(RING)
BONUS_SPACE = 0
PAWNS: tuple[Pawn, ...] = (Pawn.BLUE, Pawn.WHITE, Pawn.GREEN)
HOME: dict[Pawn, int] = {pawn: RING.index(SpaceKind(pawn.value)) for pawn in PAWNS}
"""Each pawn's own colour space, where it starts."""

MAX_STEPS = 3
FACE_UP_SLOTS = 5
TILES_PER_SHAPE: dict[int, int] = {1: 12, 2: 8, 3: 10, 4: 12, 5: 12}
"""Tiles drawn for each stack by player count (1 is solo)."""


def space_name(space: int) -> str:
    """The space in words, e.g. ``"White space (3)"``."""
    kind = RING[space]
    if kind is SpaceKind.BONUS:
        return "Bonus space (0)"
    if kind is SpaceKind.PLAIN:
        return f"plain space ({space})"
    return f"{kind.value.capitalize()} space ({space})"


def matching_pawn(space: int) -> Pawn | None:
    """The pawn whose colour this space is, or None for Bonus and plain spaces."""
    return _MATCHING_PAWN[space]


_MATCHING_PAWN: tuple[Pawn | None, ...] = tuple(
    Pawn(kind.value)
    if kind in (SpaceKind.BLUE, SpaceKind.WHITE, SpaceKind.GREEN)
    else None
    for kind in RING
)


@dataclass(slots=True)
class Basin:
    """The shared board between the fountains.

    ``face_up`` keeps five slots so a taken token is refilled in its own place; a
    slot is None once the face-down ``pile`` cannot refill it. ``pile`` is drawn
    from its end. ``gear`` is the Gear Wheel's space in solo, else None.
    """

    pawns: dict[Pawn, int]
    stacks: list[list[str]]
    face_up: list[str | None]
    pile: list[str]
    gear: int | None = None

    @classmethod
    def new(
        cls,
        stacks: Iterable[Iterable[str]],
        tokens: Iterable[str],
        solo: bool = False,
    ) -> Basin:
        """A Basin at setup: pawns home, five tokens face up from ``tokens``.

        ``tokens`` is the shuffled bonus supply, drawn from its end.
        """
        pile = list(tokens)
        face_up: list[str | None] = []
        for _ in range(FACE_UP_SLOTS):
            face_up.append(pile.pop() if pile else None)
        return cls(
            pawns=dict(HOME),
            stacks=[list(stack) for stack in stacks],
            face_up=face_up,
            pile=pile,
            gear=BONUS_SPACE if solo else None,
        )

    # -- queries -----------------------------------------------------------------

    def pawn_at(self, space: int) -> Pawn | None:
        for pawn, where in self.pawns.items():
            if where == space:
                return pawn
        return None

    def is_occupied(self, space: int) -> bool:
        """True when a pawn or the Gear Wheel stands on ``space``."""
        return space == self.gear or space in self.pawns.values()

    def is_held(self, pawn: Pawn) -> bool:
        """True when the Gear Wheel sits over ``pawn`` (it cannot be moved)."""
        return self.gear is not None and self.pawns[pawn] == self.gear

    def destinations(self, pawn: Pawn) -> list[int]:
        """Spaces ``pawn`` may end on: the next 1..3 open spaces clockwise.

        Occupied spaces (pawns, Gear Wheel) are skipped and not counted. A pawn
        under the Gear Wheel cannot move at all. Empty stacks are not checked here.
        """
        if self.is_held(pawn):
            return []
        occupied = set(self.pawns.values())
        occupied.add(self.gear)  # type: ignore[arg-type]  # None: no Gear Wheel
        found: list[int] = []
        space = self.pawns[pawn]
        for _ in range(RING_SIZE - 1):
            space = (space + 1) % RING_SIZE
            if space in occupied:
                continue
            found.append(space)
            if len(found) == MAX_STEPS:
                break
        return found

    def draft_position(self) -> tuple[object, ...]:
        """Everything :meth:`draft_moves` reads: where the pawns and the Gear
        Wheel stand, whether a bonus token is face up, which stacks hold a
        tile (equal positions have equal draft moves)."""
        face_up = self.face_up
        return (
            *self.pawns.items(),
            self.gear,
            face_up.count(None) < len(face_up),
            *map(bool, self.stacks),
        )

    def draft_moves(self) -> list[tuple[Pawn, int]]:
        """Every (pawn, space) a draft may move to now, pawns blue, white, green,
        each nearest space first: :meth:`destinations` where :meth:`can_draft`,
        worked out at once for the three pawns (every draft turn asks)."""
        pawns, gear = self.pawns, self.gear
        occupied = set(pawns.values())
        occupied.add(gear)  # type: ignore[arg-type]  # None: no Gear Wheel
        takes = {space for space, stack in enumerate(self.stacks, 1) if stack}
        if self.face_up.count(None) < len(self.face_up):
            takes.add(BONUS_SPACE)
        found: list[tuple[Pawn, int]] = []
        for pawn in PAWNS:
            space = pawns[pawn]
            if space == gear:
                continue  # held by the Gear Wheel
            steps = 0
            for _ in range(RING_SIZE - 1):
                space = (space + 1) % RING_SIZE
                if space in occupied:
                    continue
                if space in takes:
                    found.append((pawn, space))
                steps += 1
                if steps == MAX_STEPS:
                    break
        return found

    def stack(self, space: int) -> list[str]:
        """The stack beside ring space ``space`` (1..6), bottom to top."""
        if not 1 <= space < RING_SIZE:
            raise ValueError(f"no tile stack beside {space_name(space)}")
        return self.stacks[space - 1]

    def top_tile(self, space: int) -> str | None:
        stack = self.stack(space)
        return stack[-1] if stack else None

    def tokens_face_up(self) -> list[str]:
        """Face-up bonus token ids in slot order."""
        return [token for token in self.face_up if token is not None]

    def can_draft(self, space: int) -> bool:
        """Whether landing on ``space`` would give the player something to take."""
        if space == BONUS_SPACE:
            return self.face_up.count(None) < len(self.face_up)
        return bool(self.stack(space))

    def why_not_move(self, pawn: Pawn, space: int) -> str | None:
        """The reason ``pawn`` may not be drafted onto ``space``, or None if it may."""
        if not 0 <= space < RING_SIZE:
            return f"there is no ring space {space} (spaces are 0..{RING_SIZE - 1})"
        if self.is_held(pawn):
            return f"the {pawn.value} pawn is held by The Machine's Gear Wheel"
        if space == self.gear:
            return f"The Machine's Gear Wheel is on the {space_name(space)}"
        occupant = self.pawn_at(space)
        if occupant is not None:
            return f"the {space_name(space)} is occupied by the {occupant} pawn"
        if space not in self.destinations(pawn):
            return (
                f"the {space_name(space)} is not 1 to {MAX_STEPS} open spaces "
                f"clockwise from the {pawn.value} pawn"
            )
        if not self.can_draft(space):
            if space == BONUS_SPACE:
                return "no bonus token is left face up"
            return f"the stack beside the {space_name(space)} is empty"
        return None

    def any_stack_empty(self) -> bool:
        return not all(self.stacks)

    def tile_count(self) -> int:
        return sum(len(stack) for stack in self.stacks)

    # -- changes -----------------------------------------------------------------

    def take_top(self, space: int) -> str | None:
        """Remove and return the top tile beside ``space`` (None if empty)."""
        stack = self.stack(space)
        return stack.pop() if stack else None

    def take_token(self, token_id: str) -> None:
        """Take a face-up token and refill its slot from the pile."""
        slot = self.face_up.index(token_id)
        self.face_up[slot] = self.pile.pop() if self.pile else None

    def swap_tokens(self, token_ids: Iterable[str]) -> None:
        """Discard face-up tokens (the game puts them out of play), refilling each
        slot from the pile (solo, The Machine on Bonus)."""
        for token_id in token_ids:
            slot = self.face_up.index(token_id)
            self.face_up[slot] = self.pile.pop() if self.pile else None

    def clone(self) -> Basin:
        return Basin(
            pawns=dict(self.pawns),
            stacks=[list(stack) for stack in self.stacks],
            face_up=list(self.face_up),
            pile=list(self.pile),
            gear=self.gear,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "pawns": {pawn.value: space for pawn, space in self.pawns.items()},
            "stacks": [list(stack) for stack in self.stacks],
            "face_up": list(self.face_up),
            "pile": list(self.pile),
            "gear": self.gear,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Basin:
        """Read back :meth:`to_json`; raises ``KeyError``/``ValueError``/``TypeError``
        on malformed data (the persistence layer words it)."""
        pawns_data = data["pawns"]
        if not isinstance(pawns_data, dict) or set(pawns_data) != {
            p.value for p in PAWNS
        }:
            raise ValueError("basin pawns must name blue, white and green")
        pawns = {Pawn(name): _space(value) for name, value in pawns_data.items()}
        if len(set(pawns.values())) != len(pawns):
            raise ValueError("two basin pawns share a space")
        stacks = _str_lists(data["stacks"], "stacks")
        if len(stacks) != RING_SIZE - 1:
            raise ValueError(f"the basin has {RING_SIZE - 1} stacks")
        face_up_raw = data["face_up"]
        if not isinstance(face_up_raw, list) or len(face_up_raw) != FACE_UP_SLOTS:
            raise ValueError(f"the basin has {FACE_UP_SLOTS} face-up token slots")
        face_up: list[str | None] = []
        for token in face_up_raw:
            if token is not None and not isinstance(token, str):
                raise TypeError("a face-up token must be a token id or null")
            face_up.append(token)
        gear = data["gear"]
        return cls(
            pawns=pawns,
            stacks=stacks,
            face_up=face_up,
            pile=_str_list(data["pile"], "pile"),
            gear=None if gear is None else _space(gear),
        )


def _space(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"a ring space must be an integer, not {value!r}")
    if not 0 <= value < RING_SIZE:
        raise ValueError(f"ring space {value} is outside 0..{RING_SIZE - 1}")
    return value


def _str_list(value: object, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{what} must be a list of ids")
    return list(value)


def _str_lists(value: object, what: str) -> list[list[str]]:
    if not isinstance(value, list):
        raise TypeError(f"{what} must be a list of lists of ids")
    return [_str_list(item, what) for item in value]
