"""The stack of tiles as geometry, and the placement rules (rulebook: Placing Tiles).

Support: every cell under a new tile has the same height h (h = 0 is the table);
the tile then lies on level h + 1. Contact: a dark cell of the new tile touches a
dark cell of the fountain directly below it, or 4-adjacent to it on the same
level; at least 2 distinct new dark cells must touch and at least 2 distinct
existing dark cells must be touched. A level-1 tile therefore lies beside the
fountain.

``Stack.placement_error`` checks one placement and says why it fails, in words.
``Stack.legal_spots`` finds every legal placement at once with integer bitboards
(``boards.py``), so it stays fast on a large fountain; the tests check that both
agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter

from game.rules.fountains.icons import CellKind
from game.rules.fountains.search.boards import Boards, Laid, build_boards, find_spots
from game.rules.fountains.search.laid_tile import LaidTile, laid_tile
from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.tiles import Cell, CellSpec, Placement, TileSpec

_NEIGHBOURS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
_DARK = CellKind.DARK
_new_stack = object.__new__


class Stack:
    """Where placed tiles lie: what ``Fountain`` checks placements on.

    ``top``: cell -> index of the tile seen there; per tile index, ``specs``
    (its cells on the grid), ``levels`` and ``tiles`` (tile, placement, level);
    ``layers[level - 1]``: the dark bricks of the tiles on ``level`` (covered
    or not), a tuple of cells per tile. A cell's height is the level of the
    tile seen there.
    """

    __slots__ = (
        "top",
        "specs",
        "levels",
        "tiles",
        "layers",
        "tile_ids",
        "_boards",
        "_pending",
        "_dark",
    )

    def __init__(self) -> None:
        self.top: dict[Cell, int] = {}
        self.specs: list[Mapping[Cell, CellSpec]] = []
        self.levels: list[int] = []
        self.tiles: list[Laid] = []
        self.layers: list[tuple[tuple[Cell, ...], ...]] = []
        self.tile_ids: set[str] = set()
        self._boards: Boards | None = None
        # Tiles laid since the boards were last brought up to date: search lays
        # many tiles it never asks placements for, so boards catch up lazily.
        self._pending: list[Laid] = []
        self._dark: dict[int, frozenset[Cell]] = {}  # dark_cells, once asked

    def copy(self) -> Stack:
        """A copy with containers of its own; the boards (and the tiles they
        still have to catch up on) and the dark cells found stay shared: each
        is replaced, never changed, once either stack lays a tile."""
        other = _new_stack(Stack)
        for name, value in zip(_STACK_FIELDS, _stack_fields_of(self), strict=True):
            _set_field(other, name, value)
        other.top = dict(self.top)
        other.specs = list(self.specs)
        other.levels = list(self.levels)
        other.tiles = list(self.tiles)
        other.layers = list(self.layers)
        other.tile_ids = set(self.tile_ids)
        return other

    def forget_boards(self) -> None:
        """Build the placement boards afresh when next asked."""
        self._boards = None
        self._pending = []

    @property
    def max_level(self) -> int:
        return len(self.layers)

    def height(self, cell: Cell) -> int:
        """How many tiles cover ``cell`` (the level of the one seen there)."""
        index = self.top.get(cell)
        return 0 if index is None else self.levels[index]

    def add(
        self,
        tile_index: int,
        tile: TileSpec,
        placement: Placement,
        level: int,
        laid: LaidTile,
    ) -> None:
        """Lay ``tile`` at already-checked ``placement`` on ``level`` (``laid``:
        the tile laid there, :func:`laid_tile`)."""
        tile_laid = (tile, placement, level)
        if self._boards is not None:
            self._pending = [*self._pending, tile_laid]
        self.tiles.append(tile_laid)
        cells = laid.cells
        self.top.update(dict.fromkeys(cells, tile_index))
        self.specs.append(cells)
        self.levels.append(level)
        layers = self.layers
        if len(layers) < level:
            layers.append((laid.dark,))
        else:
            layers[level - 1] = (*layers[level - 1], laid.dark)
        self.tile_ids.add(tile.id)
        self._dark = {}

    def dark_cells(self, level: int) -> frozenset[Cell]:
        """Every dark brick on ``level`` (covered or not)."""
        found = self._dark.get(level)
        if found is None:
            if 1 <= level <= len(self.layers):
                found = frozenset(c for cells in self.layers[level - 1] for c in cells)
            else:
                found = frozenset()
            self._dark[level] = found
        return found

    # -- checking one placement ---------------------------------------------------

    def placement_error(self, tile: TileSpec, placement: Placement) -> str | None:
        """Why ``placement`` of ``tile`` is illegal, in words; None if it is legal."""
        if placement.tile_id != tile.id:
            return f"the placement names tile {placement.tile_id}, not {tile.id}"
        if placement.rotation not in (0, 1, 2, 3):
            return f"rotation must be 0..3, not {placement.rotation}"
        if tile.id in self.tile_ids:
            return f"tile {tile.id} is already in this fountain"
        cells = absolute_cells(tile, placement)  # not kept: most are refused
        ordered = sorted(cells, key=lambda c: (c[1], c[0]))
        heights = {cell: self.height(cell) for cell in ordered}
        low = min(ordered, key=lambda c: heights[c])
        high = max(ordered, key=lambda c: heights[c])
        if heights[low] != heights[high]:
            if heights[low] == 0:
                under = "hangs over empty space"
            else:
                under = f"rests on level {heights[low]}"
            return (
                f"not supported: cell {_fmt(low)} {under} while cell {_fmt(high)} "
                f"rests on level {heights[high]}; every cell must rest on the same "
                "level (or all on the table)"
            )
        h = heights[low]
        level = h + 1
        beside = self.dark_cells(level)
        touching: set[Cell] = set()
        touched: set[tuple[int, Cell]] = set()
        for cell, spec in cells.items():
            if not spec.is_dark:
                continue
            if h >= 1 and self.specs[self.top[cell]][cell].is_dark:
                touching.add(cell)
                touched.add((h, cell))
            x, y = cell
            for dx, dy in _NEIGHBOURS:
                other = (x + dx, y + dy)
                if other in beside:
                    touching.add(cell)
                    touched.add((level, other))
        if level == 1 and not touched:
            if not any(
                (x + dx, y + dy) in self.top for x, y in cells for dx, dy in _NEIGHBOURS
            ):
                return (
                    "not beside the fountain: a tile on the table must lie beside "
                    "the fountain with 2 dark bricks touching"
                )
        if len(touching) < 2:
            many = len(touching) != 1
            return (
                f"only {len(touching)} dark brick{'s' if many else ''} of the new "
                f"tile touch{'' if many else 'es'} dark bricks of the fountain "
                f"(below, or beside on level {level}); at least 2 must"
            )
        if len(touched) < 2:
            return (
                f"the new tile's dark bricks touch only {len(touched)} dark brick "
                f"of the fountain (below, or beside on level {level}); at least 2 "
                "must be touched"
            )
        return None

    def level_for(self, tile: TileSpec, placement: Placement) -> int:
        """The level a (legal) placement puts the tile on."""
        x, y = placement.x, placement.y
        cx, cy = tile.rotation(placement.rotation).all_cells[0]
        return self.height((x + cx, y + cy)) + 1

    # -- all legal placements -----------------------------------------------------

    def legal_placements(self, tile: TileSpec) -> list[Placement]:
        """Every legal placement of ``tile``: each distinct rotation, sorted by
        (y, x, rotation). A rotation that maps the tile onto itself is left out."""
        found = self.legal_spots(tile)
        return [] if found is None else found.placements()

    def legal_spots(self, tile: TileSpec) -> LegalSpots | None:
        """Every legal placement of ``tile`` as one bitboard per rotation (None
        when there is none: the tile is already here, or the stack is empty)."""
        if tile.id in self.tile_ids or not self.top:
            return None
        return find_spots(self._current_boards(), tile)

    def _current_boards(self) -> Boards:
        boards = self._boards
        for tile, placement, level in self._pending:
            if boards is None:
                break
            boards = boards.laid(tile, placement, level)
        self._pending = []
        if boards is None:
            boards = build_boards(self.tiles)
        self._boards = boards
        return boards


def absolute_cells(tile: TileSpec, placement: Placement) -> dict[Cell, CellSpec]:
    """The tile's cells on the grid for ``placement`` (a fresh dict)."""
    x, y = placement.x, placement.y
    return {
        (x + cx, y + cy): spec
        for (cx, cy), spec in tile.rotation(placement.rotation).cells.items()
    }


def laid_cells(tile: TileSpec, placement: Placement) -> Mapping[Cell, CellSpec]:
    """The tile's cells on the grid for ``placement``, shared: never change it."""
    return laid_tile(tile, placement).cells


def _fmt(cell: Cell) -> str:
    return f"({cell[0]},{cell[1]})"


_STACK_FIELDS: tuple[str, ...] = Stack.__slots__
_stack_fields_of = attrgetter(*_STACK_FIELDS)
"""Every field of a stack, in ``__slots__`` order (a copy takes each)."""
_set_field = object.__setattr__
