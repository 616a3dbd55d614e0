"""A fountain's cells as bitboards for ranking placements (``ranking.py``), and
tiles as bits on them: one bit per grid cell, bit (y - y0) * width + (x - x0) for
cell (x, y), as ``LegalSpots`` lays out the legal placements. A tile shifted over
a board finds, for every corner at once, the cells beside its channels or under
it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple, Protocol

from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Cell, Placement, TileSpec
from game.rules.fountains.water_rule import levels_fed_from, levels_feeding


class PlacedTile(Protocol):
    """A tile as it lies in a fountain (``Fountain.placed``)."""

    @property
    def tile(self) -> TileSpec: ...

    @property
    def placement(self) -> Placement: ...

    @property
    def level(self) -> int: ...


TILE_REACH = 7
"""How far from the fountain a legal placement's corner, or a cell beside its
channels, may lie: a tile's longest side (6) plus one. On a board at least this
much wider than the fountain, no cell shifted by a tile's reach lands on another
row's fountain cell."""


def _union(boards: dict[int, int], levels: Iterable[int]) -> int:
    """The cells of ``boards`` (level -> cells) on any of ``levels``."""
    found = 0
    for level in levels:
        found |= boards.get(level, 0)
    return found


class LookBoards:
    """A look's cells as bitboards: bit (y - y0) * width + (x - x0) for
    cell (x, y): the heights under the tiles, the fed and the unfed pools by
    level (a fountain's: :func:`fountain_boards`), and the cells worth something
    to cover."""

    def __init__(
        self,
        rests: list[int],
        fed: dict[int, int],
        unfed: dict[int, int],
        cell_worth: Mapping[Cell, float],
        x0: int,
        y0: int,
        width: int,
    ) -> None:
        self.x0 = x0
        self.y0 = y0
        self.width = width
        self.rests = rests
        """rests[h]: cells h tiles high (h >= 1; rests[0] is empty)"""
        self.fed = fed
        """fed pool level -> its cells"""
        self.unfed = unfed
        """unfed pool level -> its cells"""
        # cells that cost something to cover: bit -> worth
        worth_at: dict[int, float] = {}
        for (x, y), worth in cell_worth.items():
            if worth:
                worth_at[(y - y0) * width + x - x0] = worth
        self.worth_at = dict(sorted(worth_at.items()))  # in reading order
        self.least_worth = min(worth_at.values(), default=0.0)
        self.worth_board = _board(list(worth_at))  # those cells
        # [n]: the union of worth_board shifted down by 0 .. n - 1 (as needed)
        self._down = [0, self.worth_board]
        top = len(self.rests)  # a tile goes on level 1 .. top
        self.feeding = {
            level: _union(fed, levels_feeding(level)) for level in range(1, top + 1)
        }
        """level -> the fed water that feeds a tile laid on it: on that level or
        one above"""
        self.fed_by = {
            level: _union(unfed, levels_fed_from(level)) for level in range(1, top + 1)
        }
        """level -> the unfed water a fed tile laid on it feeds: on that level or
        one below"""
        self._rests_at: dict[int, list[int]] = {}  # first -> rests >> first

    def levels(self, spots: int, first: int) -> list[tuple[int, int]]:
        """``spots`` (tile corners) split by the level the tile goes on: one more
        than the height under its first cell, ``first`` bits past the corner."""
        found = []
        left = spots
        rests = self._rests_at.get(first)
        if rests is None:  # tiles of many shapes share a first cell
            rests = self._rests_at[first] = [rest >> first for rest in self.rests]
        for height in range(len(rests) - 1, 0, -1):
            on = left & rests[height]
            if on:
                found.append((height + 1, on))
                left ^= on
                if not left:
                    return found
        if left:
            found.append((1, left))
        return found

    def split(
        self, tile: TileSpec, legal: dict[int, int]
    ) -> list[tuple[int, int, int]]:
        """The placements of ``tile`` ``legal`` (rotation -> corners) as
        (rotation, level, corners), split by the level the tile goes on."""
        found = []
        for rotation, spots in legal.items():
            if spots:
                first = tile_reach(tile, rotation, self.width).first
                for level, part in self.levels(spots, first):
                    found.append((rotation, level, part))
        return found

    def covers(self, reach: TileReach) -> int:
        """The corners where a tile (``reach``) covers any cell worth something:
        those cells shifted back by each of the tile's cells."""
        board = self.worth_board
        if not board:
            return 0
        # a run of ``n`` cells: the union of the board's first ``n`` shifts, shifted
        down = self._down
        while len(down) <= TILE_REACH:  # a run is shorter than a tile's reach
            down.append(down[-1] | board >> (len(down) - 1))
        found = 0
        for start, length in reach.cell_runs:
            found |= down[length] >> start
        return found

    def covering(self, reach: TileReach) -> list[tuple[float, int]]:
        """For each valued cell, in reading order, its worth and the corners
        where a tile (``reach``) covers it."""
        found = []
        mirror, last = reach.mirror, reach.last
        for at, worth in self.worth_at.items():
            shift = at - last
            found.append((worth, mirror << shift if shift >= 0 else mirror >> -shift))
        return found


def fountain_boards(
    placed: Sequence[PlacedTile],
    unfed_cells: Iterable[Cell],
    cell_worth: Mapping[Cell, float],
    x0: int,
    y0: int,
    width: int,
) -> LookBoards:
    """The :class:`LookBoards` of a fountain (``placed``: its tiles;
    ``unfed_cells``: the cells of its unfed pools; ``cell_worth``: what covering
    a cell costs) on boards of that geometry. A pool lies on the level of the
    tile seen on its cells, their height, and every visible water cell is in a
    pool, fed or not: the water by level is the water seen on the cells of
    each height, without a cell worked out one by one but the unfed ones."""
    rests, water = _rests_and_water(placed, x0, y0, width)
    rows: dict[int, int] = {}
    for x, y in unfed_cells:
        rows[y] = rows.get(y, 0) | 1 << x - x0
    unfed = _rows_board(rows, y0, width)
    fed = water & ~unfed
    heights = range(1, len(rests))
    return LookBoards(
        rests,
        {h: rests[h] & fed for h in heights if rests[h] & fed},
        {h: rests[h] & unfed for h in heights if rests[h] & unfed},
        cell_worth,
        x0,
        y0,
        width,
    )


def _rests_and_water(
    placed: Sequence[PlacedTile], x0: int, y0: int, width: int
) -> tuple[list[int], int]:
    """The cells of each height (index 0: none), and the water seen from above.
    A cell is as high as the level of the last tile laid over it (a tile is
    laid on the tiles under it, never under one), so the tiles are taken last
    first, each adding the cells no later tile covers."""
    rests = [0] * (1 + max(p.level for p in placed))
    water = 0
    covered = 0  # the cells of the tiles laid later
    for p in reversed(placed):
        _, x, y, rotation = p.placement
        reach = tile_reach(p.tile, rotation, width)
        at = (y - y0) * width + x - x0
        seen = ~covered
        rests[p.level] |= reach.cells << at & seen
        water |= reach.water << at & seen
        covered |= reach.cells << at
    return rests, water


def _rows_board(rows: dict[int, int], y0: int, width: int) -> int:
    """The board of ``rows`` (y -> the row's cells, bit x - x0 for cell (x, y))."""
    board = 0
    for y, row in rows.items():
        board |= row << (y - y0) * width
    return board


def _board(bits: list[int]) -> int:
    """The board with ``bits`` (distinct) set."""
    return sum([1 << bit for bit in bits])


def shifted(board: int, lift: int, shifts: tuple[int, ...]) -> int:
    """The union of ``board`` moved by each offset ``shift - lift``, as
    ``board >> offset if offset >= 0 else board << -offset`` (``lift``: at least
    minus the least offset): the board lifted once, then shifted down by each of
    ``shifts``."""
    lifted = board << lift
    found = 0
    for shift in shifts:
        found |= lifted >> shift
    return found


class TileReach(NamedTuple):
    """One rotation of a tile as bits on a board, its corner at bit 0 (a named
    tuple: made for every tile, rotation and width met, it is quick to make)."""

    first: int  # its first cell (reading order), whose height gives the level
    outside: tuple[int, ...]  # cells beside its channels, off the tile
    cells: int  # its cells (their bits in reading order: the order of
    # ``TileRotation.all_cells``)
    water: int  # its water cells
    mirror: int  # its cells turned about ``last``: bit ``last - cell``
    last: int  # its last cell
    has_jet: bool
    cell_shifts: tuple[int, ...]  # its cells' bits, in reading order
    cell_runs: tuple[tuple[int, int], ...]  # those as runs: (first, how many)
    lift: int  # at least minus the least of ``outside``, and 0 or more
    outside_shifts: tuple[int, ...]  # ``outside`` plus ``lift`` (see :func:`shifted`)


_TILE_REACH_CACHE: Cache[tuple[str, int, int], TileReach] = CACHES.cache(
    "search: tiles by board width", 16384
)
"""(Each tile, by id, and rotation for each board width met.)"""


class _TileRows(NamedTuple):
    """One rotation of a tile row by row, whatever the board's width."""

    cells: tuple[tuple[int, int], ...]  # (y, its cells on row y: bit x)
    water: tuple[tuple[int, int], ...]  # (y, its water cells on row y: bit x)
    mirror: tuple[tuple[int, int], ...]  # (rows above the last cell's, its cells
    # on that row turned about the tile's last column: bit (width - 1 - x))
    mirror_cut: int  # the tile's last column less the last cell's x
    runs: tuple[tuple[int, int, int], ...]  # (x, y, how many) in reading order
    first: Cell
    last: Cell
    outside: tuple[Cell, ...]  # cells beside the tile's channels, off the tile
    has_jet: bool


_TILE_ROWS: Cache[tuple[str, int], _TileRows] = CACHES.cache("search: tile rows", 2048)
"""(Each tile, by id, and rotation: the catalogue has 308.)"""


def _tile_rows(tile: TileSpec, rotation: int) -> _TileRows:
    key = (tile.id, rotation)
    found = _TILE_ROWS.store.get(key)
    if found is None:
        rot = tile.rotation(rotation)
        cells = rot.all_cells
        right = rot.width - 1
        lx, ly = cells[-1]  # reading order: the last cell is the furthest
        rows: dict[int, int] = {}
        water: dict[int, int] = {}
        mirror: dict[int, int] = {}
        for x, y in cells:
            rows[y] = rows.get(y, 0) | 1 << x
            mirror[ly - y] = mirror.get(ly - y, 0) | 1 << right - x
        for x, y in rot.water_cells:
            water[y] = water.get(y, 0) | 1 << x
        runs: list[tuple[int, int, int]] = []
        for x, y in cells:
            if runs and runs[-1][1] == y and runs[-1][0] + runs[-1][2] == x:
                runs[-1] = (runs[-1][0], y, runs[-1][2] + 1)
            else:
                runs.append((x, y, 1))
        found = _TILE_ROWS.keep(
            key,
            _TileRows(
                tuple(rows.items()),
                tuple(water.items()),
                tuple(mirror.items()),
                right - lx,
                tuple(runs),
                cells[0],
                (lx, ly),
                _outside(tile, rotation),
                any(spec.icon is Icon.JET for spec in rot.cells.values()),
            ),
        )
    return found


def _outside(tile: TileSpec, rotation: int) -> tuple[Cell, ...]:
    """The cells beside ``tile``'s channels in ``rotation``, off the tile: where
    water it passes to or from lies."""
    rot = tile.rotation(rotation)
    outside = []
    for x, y in rot.water_cells:
        for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if other not in rot.cells:
                outside.append(other)
    return tuple(outside)


def tile_reach(tile: TileSpec, rotation: int, width: int) -> TileReach:
    """``tile`` in ``rotation`` as bits on a board ``width`` wide (worked out once
    for each width, row by row: on a board wider than ``TILE_REACH``, a tile's
    rows, and the cells beside it, never meet on a bit)."""
    key = (tile.id, rotation, width)
    found = _TILE_REACH_CACHE.store.get(key)
    if found is None:
        rot = tile.rotation(rotation)
        if max(rot.width, rot.height) >= TILE_REACH:
            raise ValueError(f"tile {tile.id} is too long for the ranking boards")
        if width <= TILE_REACH:
            raise ValueError(f"a board {width} wide is too narrow for the ranking")
        rows = _tile_rows(tile, rotation)
        cells = water = mirror = 0
        for y, row in rows.cells:
            cells |= row << y * width
        for y, row in rows.water:
            water |= row << y * width
        for up, row in rows.mirror:
            mirror |= row << up * width
        (fx, fy), (lx, ly) = rows.first, rows.last
        outside = tuple(dict.fromkeys([y * width + x for x, y in rows.outside]))
        lift = max(0, -min(outside, default=0))
        found = _TILE_REACH_CACHE.keep(
            key,
            TileReach(
                fy * width + fx,
                outside,
                cells,
                water,
                mirror >> rows.mirror_cut,
                ly * width + lx,
                rows.has_jet,
                tuple([y * width + x for x, y in tile.rotation(rotation).all_cells]),
                tuple([(y * width + x, n) for x, y, n in rows.runs]),
                lift,
                tuple([offset + lift for offset in outside]),
            ),
        )
    return found


def fits(placed: Sequence[PlacedTile], x0: int, y0: int, width: int) -> bool:
    """Whether boards of that geometry hold the fountain of ``placed`` for the
    ranking: its cells on the board, and the board wider than the fountain by
    more than ``TILE_REACH``, so that a cell shifted by a tile's reach past a
    row's end lands on another row's empty end, never on a fountain cell."""
    x_min, y_min, x_max = _bounds(placed)
    return (
        x0 <= x_min
        and y0 <= y_min
        and x_max - x0 < width
        and x_max - x_min + TILE_REACH < width
    )


def own_geometry(placed: Sequence[PlacedTile]) -> tuple[int, int, int]:
    """(x0, y0, width) of boards that hold the fountain of ``placed`` and every
    legal placement's corner, ``TILE_REACH`` cells all round."""
    x_min, y_min, x_max = _bounds(placed)
    x0, y0 = x_min - TILE_REACH, y_min - TILE_REACH
    # a width in steps of 8: fewer widths, fewer tile shapes to work out
    width = (x_max - x0 + TILE_REACH + 8) // 8 * 8
    return x0, y0, width


def _bounds(placed: Sequence[PlacedTile]) -> tuple[int, int, int]:
    """The least x and y and the greatest x of the placed tiles' cells."""
    _, x_min, y_min, _ = placed[0].placement
    x_max = x_min
    for p in placed:
        _, x, y, rotation = p.placement
        if x < x_min:
            x_min = x
        if y < y_min:
            y_min = y
        right = x + p.tile.rotation(rotation).width - 1
        if right > x_max:
            x_max = right
    return x_min, y_min, x_max
