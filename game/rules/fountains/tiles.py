"""Fountain tiles and bonus tokens as data: shapes, cells and the four rotations.

A tile is a one-sided polyomino of unit cells on a square grid, given in
rotation 0 with its top-left cell at min x = min y = 0 (x grows to the right,
y grows down, as the tile is drawn in the catalogue). Each cell is a dark
brick, a light brick or water; a water cell may carry one icon or be a shaded
slot for a bonus token.

Tiles can be written as rows of characters (see ``CELL_CHARS``)::

    #o~#      # dark brick   o light brick   ~ water   * shaded slot (water)
    #J~o      J jet   C coin   L lily pad
    ####      R red fish   B black fish   W white fish   X wild fish
              . no cell (outside the tile's shape)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from game.rules.fountains.icons import CellKind, Icon

Cell = tuple[int, int]


class Shape(StrEnum):
    """A tile shape: the round starting tile and the six stack shapes."""

    START = "start"
    SQUARE = "square"
    LONG = "long"
    ELL = "ell"
    TEE = "tee"
    STAR = "star"
    OCTAGON = "octagon"


STACK_SHAPES: tuple[Shape, ...] = (
    Shape.SQUARE,
    Shape.LONG,
    Shape.ELL,
    Shape.TEE,
    Shape.STAR,
    Shape.OCTAGON,
)
"""The six stack shapes in Basin order (beside ring spaces 1..6)."""


@dataclass(frozen=True, slots=True)
class CellSpec:
    """One unit cell of a tile. ``slot``: a shaded water cell for a bonus token."""

    kind: CellKind
    icon: Icon | None = None
    slot: bool = False

    def __post_init__(self) -> None:
        if self.kind is not CellKind.WATER and (self.icon is not None or self.slot):
            raise ValueError(f"a {self.kind} brick cannot hold an icon or a slot")
        if self.icon is not None and self.slot:
            raise ValueError("a cell is either an icon or a shaded slot, not both")

    @property
    def is_water(self) -> bool:
        return self.kind is CellKind.WATER

    @property
    def is_dark(self) -> bool:
        return self.kind is CellKind.DARK


DARK = CellSpec(CellKind.DARK)
LIGHT = CellSpec(CellKind.LIGHT)
WATER = CellSpec(CellKind.WATER)
SLOT = CellSpec(CellKind.WATER, slot=True)

CELL_CHARS: Mapping[str, CellSpec] = MappingProxyType(
    {
        "#": DARK,
        "o": LIGHT,
        "~": WATER,
        "*": SLOT,
        "J": CellSpec(CellKind.WATER, Icon.JET),
        "C": CellSpec(CellKind.WATER, Icon.COIN),
        "L": CellSpec(CellKind.WATER, Icon.LILY),
        "R": CellSpec(CellKind.WATER, Icon.FISH_RED),
        "B": CellSpec(CellKind.WATER, Icon.FISH_BLACK),
        "W": CellSpec(CellKind.WATER, Icon.FISH_WHITE),
        "X": CellSpec(CellKind.WATER, Icon.FISH_WILD),
    }
)
_CHAR_OF_CELL: dict[CellSpec, str] = {spec: ch for ch, spec in CELL_CHARS.items()}
NO_CELL = "."


@dataclass(frozen=True, slots=True)
class TileRotation:
    """One rotation of a tile, precomputed once (cells normalised to min 0)."""

    rotation: int
    cells: Mapping[Cell, CellSpec]
    width: int
    height: int
    all_cells: tuple[Cell, ...]
    dark_cells: tuple[Cell, ...]
    water_cells: tuple[Cell, ...]


@dataclass(frozen=True)
class TileSpec:
    """A fountain tile: id (``"star-07"``), shape and cells in rotation 0."""

    id: str
    shape: Shape
    cells: Mapping[Cell, CellSpec]
    _rotations: tuple[TileRotation, ...] = field(
        init=False, repr=False, compare=False, default=()
    )
    _distinct: tuple[int, ...] = field(
        init=False, repr=False, compare=False, default=()
    )

    def __post_init__(self) -> None:
        if not self.cells:
            raise ValueError(f"tile {self.id} has no cells")
        cells = dict(sorted(self.cells.items(), key=lambda item: (item[0][1], item[0])))
        if min(x for x, _ in cells) != 0 or min(y for _, y in cells) != 0:
            raise ValueError(f"tile {self.id}: cells must start at min x = min y = 0")
        object.__setattr__(self, "cells", MappingProxyType(cells))
        rotations: list[TileRotation] = []
        current = cells
        for rotation in range(4):
            rotations.append(_make_rotation(rotation, current))
            current = _rotate_clockwise(current)
        object.__setattr__(self, "_rotations", tuple(rotations))
        distinct: list[int] = []
        seen: list[Mapping[Cell, CellSpec]] = []
        for rot in rotations:
            if all(rot.cells != other for other in seen):
                distinct.append(rot.rotation)
                seen.append(rot.cells)
        object.__setattr__(self, "_distinct", tuple(distinct))
        # tiles key the caches search reads thousands of times a second
        object.__setattr__(self, "_hash", hash((self.id, self.shape)))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined,no-any-return]

    def rotated_cells(self, rotation: int) -> dict[Cell, CellSpec]:
        """The cells after ``rotation`` quarter-turns clockwise, min x = min y = 0."""
        return dict(self.rotation(rotation).cells)

    def rotation(self, rotation: int) -> TileRotation:
        """The precomputed rotation 0..3."""
        if rotation not in (0, 1, 2, 3):
            raise ValueError(f"rotation must be 0..3, not {rotation!r}")
        return self._rotations[rotation]

    @property
    def distinct_rotations(self) -> tuple[int, ...]:
        """Rotations giving different cell patterns (a symmetric tile has fewer)."""
        return self._distinct

    def same_rotation(self, rotation: int) -> int:
        """The first rotation whose cell pattern equals ``rotation``'s."""
        cells = self.rotation(rotation).cells
        for other in self._distinct:
            if self._rotations[other].cells == cells:
                return other
        raise AssertionError("unreachable: every rotation matches a distinct one")

    @property
    def icons(self) -> tuple[Icon, ...]:
        """Every icon printed on the tile, in reading order."""
        return tuple(spec.icon for spec in self.cells.values() if spec.icon is not None)

    @property
    def slot_count(self) -> int:
        return sum(1 for spec in self.cells.values() if spec.slot)

    @classmethod
    def from_rows(cls, tile_id: str, shape: Shape, rows: Iterable[str]) -> TileSpec:
        """Build a tile from rows of characters (see ``CELL_CHARS``; ``.`` = none)."""
        cells: dict[Cell, CellSpec] = {}
        for y, row in enumerate(rows):
            for x, char in enumerate(row.strip()):
                if char == NO_CELL:
                    continue
                try:
                    cells[(x, y)] = CELL_CHARS[char]
                except KeyError:
                    raise ValueError(
                        f"tile {tile_id}: unknown cell character {char!r} at ({x},{y})"
                    ) from None
        return cls(tile_id, shape, cells)

    def to_rows(self, rotation: int = 0) -> list[str]:
        """The tile drawn as rows of characters (the inverse of ``from_rows``)."""
        rot = self.rotation(rotation)
        return [
            "".join(
                _CHAR_OF_CELL[rot.cells[(x, y)]] if (x, y) in rot.cells else NO_CELL
                for x in range(rot.width)
            )
            for y in range(rot.height)
        ]


def _rotate_clockwise(cells: Mapping[Cell, CellSpec]) -> dict[Cell, CellSpec]:
    # y grows down, so a clockwise quarter turn maps (x, y) to (H - 1 - y, x).
    height = max(y for _, y in cells) + 1
    turned = {(height - 1 - y, x): spec for (x, y), spec in cells.items()}
    return dict(sorted(turned.items(), key=lambda item: (item[0][1], item[0])))


def _make_rotation(rotation: int, cells: Mapping[Cell, CellSpec]) -> TileRotation:
    ordered = sorted(cells, key=lambda c: (c[1], c[0]))
    return TileRotation(
        rotation=rotation,
        cells=MappingProxyType(dict(cells)),
        width=max(x for x, _ in cells) + 1,
        height=max(y for _, y in cells) + 1,
        all_cells=tuple(ordered),
        dark_cells=tuple(c for c in ordered if cells[c].is_dark),
        water_cells=tuple(c for c in ordered if cells[c].is_water),
    )


@dataclass(frozen=True, slots=True)
class BonusToken:
    """A bonus token: ``"bonus-01"`` .. ``"bonus-26"``, carrying 1 or 2 icons."""

    id: str
    icons: tuple[Icon, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.icons) <= 2:
            raise ValueError(f"bonus token {self.id} must carry 1 or 2 icons")


class Placement(NamedTuple):
    """Where a tile goes: the grid cell of the rotated tile's (0, 0) corner.

    Text form ``"<tile_id>@<x>,<y>r<rotation>"``, e.g. ``"star-07@-3,2r1"``.
    Immutable; a named tuple because search makes them by the thousand.
    """

    tile_id: str
    x: int
    y: int
    rotation: int

    def __str__(self) -> str:
        return f"{self.tile_id}@{self.x},{self.y}r{self.rotation}"

    @classmethod
    def from_str(cls, text: str) -> Placement:
        """Parse the text form; ``ValueError`` saying what is wrong otherwise."""
        tile_id, at, rest = text.strip().rpartition("@")
        coords, r, rotation = rest.rpartition("r")
        x_text, comma, y_text = coords.partition(",")
        if not (tile_id and at and r and comma):
            raise ValueError(
                f"placement {text!r} is not of the form <tile_id>@<x>,<y>r<rotation>"
            )
        try:
            x, y, turn = int(x_text), int(y_text), int(rotation)
        except ValueError:
            raise ValueError(
                f"placement {text!r}: x, y and rotation must be whole numbers"
            ) from None
        if turn not in (0, 1, 2, 3):
            raise ValueError(f"placement {text!r}: rotation must be 0..3")
        return cls(tile_id, x, y, turn)
