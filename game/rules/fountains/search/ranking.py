"""Every legal placement of a tile ranked at once, on bitboards, by a bot's
quick look at the cells around it (:class:`PlacementLook`: the bot says what a
placement is worth, this module finds the placements and their groups).

A placement's quick value depends only on its rotation, its level and whether
its water is fed, less the worth of the cells it covers, unless it reaches an
unfed pool. So the placements are valued in groups, one value for each
(rotation, level, fed, cells covered), those reaching an unfed pool one by one,
by the look's own arithmetic: the values, and the order (best first, ties in
the order of the legal placements), are exactly those of valuing each placement
on its own. A bot that tries only the best few asks for those (``keep``):
placements that cover a valued cell are then valued only when they might still
be among them (covering takes worth off, never adds any).

:class:`PlacementRanks` holds one tile's ranking: the placements grouped by
value, a bitboard for each rotation, listed best first, ties in (y, x,
rotation) order, only as far as a bot asks.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from itertools import islice
from typing import Protocol

from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.search.look_boards import (
    LookBoards,
    PlacedTile,
    TileReach,
    fits,
    fountain_boards,
    own_geometry,
    tile_reach,
)
from game.rules.fountains.tiles import Cell, Placement, TileSpec


class PlacementLook(Protocol):
    """What a bot's quick look tells the ranking: the fountain's unfed pools
    and the cells that cost something to cover, and what a placement is worth.
    The ranking adds the worth of the cells a placement covers itself (less
    each, in the tile's cell order), so the three values leave them out."""

    @property
    def unfed_pool(self) -> Mapping[Cell, int]:
        """The cells of the fountain's unfed pools (-> the pool)."""
        ...

    @property
    def cell_worth(self) -> Mapping[Cell, float]:
        """What covering a cell costs (cells not named cost nothing)."""
        ...

    def fed_value(self, tile: TileSpec, rotation: int, level: int) -> float:
        """A fed placement's worth on ``level`` that reaches no unfed pool."""
        ...

    def unfed_value(self, level: int) -> float:
        """An unfed placement's worth on ``level``."""
        ...

    def value(
        self, tile: TileSpec, rotation: int, x: int, y: int, level: int, fed: bool
    ) -> float:
        """One placement's worth, valued on its own (one that may reach an
        unfed pool), the cells it covers included."""
        ...


_NONE = 1 << 62  # past any board's last bit
_new_tuple = tuple.__new__


class PlacementRanks:
    """One tile's legal placements ranked by the quick look: placements grouped
    by value, a bitboard for each rotation. With ``keep`` (not None), only the
    best ``keep`` are sure to be held: a placement ranked lower may be left out,
    so :meth:`ranked` is exact for its first ``keep`` only, and :meth:`best`
    refuses more."""

    def __init__(
        self,
        look: PlacementLook,
        tile: TileSpec,
        x0: int,
        y0: int,
        width: int,
        keep: int | None = None,
    ) -> None:
        self.look = look
        self.tile = tile
        self.x0 = x0
        self.y0 = y0
        self.width = width
        self.keep = keep
        self.groups: dict[float, list[int]] = {}  # value -> bits for each rotation
        self._best: list[Placement] = []  # the first of :meth:`ranked` so far
        self._ranking: Iterator[tuple[float, Placement]] | None = None  # the rest

    def least_kept(self) -> float:
        """The value of the ``keep``-th best placement held so far (-inf when
        fewer are held, or all are kept): one worth less can be left out."""
        keep = self.keep
        if keep is None:
            return -math.inf
        groups = self.groups
        for value in sorted(groups, reverse=True):
            keep -= sum(map(int.bit_count, groups[value]))
            if keep <= 0:
                return value
        return -math.inf

    def add(self, value: float, rotation: int, bits: int) -> None:
        """Placements ``bits`` in ``rotation`` are worth ``value``."""
        found = self.groups.get(value)
        if found is None:
            found = self.groups[value] = [0, 0, 0, 0]
        found[rotation] |= bits

    def add_covering(
        self,
        value: float,
        rotation: int,
        bits: int,
        by_cell: list[tuple[float, int]],
    ) -> None:
        """Placements ``bits`` are worth ``value`` less the worth of each valued
        cell they cover (``by_cell``: in reading order, each one's worth and the
        corners where the tile covers it), taken off cell by cell in reading
        order, the tile's cell order: placements covering the same cells share
        one value."""
        parts = [(value, bits)]
        for worth, corners in by_cell:
            if not bits & corners:
                continue
            split = []
            for less, here in parts:
                hit = here & corners
                if hit:
                    split.append((less - worth, hit))
                    if hit != here:
                        split.append((less, here ^ hit))
                else:
                    split.append((less, here))
            parts = split
        for less, here in parts:
            self.add(less, rotation, here)

    def add_each(self, rotation: int, level: int, fed: int, bits: int) -> None:
        """Value each placement of ``bits`` on its own, as the look's
        :meth:`PlacementLook.value` does (``fed``: those fed)."""
        value = self.look.value
        tile = self.tile
        width, x0, y0 = self.width, self.x0, self.y0
        while bits:
            one = bits & -bits
            bits ^= one
            row, column = divmod(one.bit_length() - 1, width)
            found = value(tile, rotation, x0 + column, y0 + row, level, bool(fed & one))
            self.add(found, rotation, one)

    def best(self, count: int) -> list[Placement]:
        """The first ``count`` placements: by value, then (y, x, rotation)."""
        keep = self.keep
        if keep is None:
            return [placement for _value, placement in islice(self.ranked(), count)]
        if count > keep:
            raise ValueError(f"only the best {keep} placements were kept")
        # listed once, as far as asked for
        found = self._best
        if len(found) < count:
            ranking = self._ranking
            if ranking is None:
                ranking = self._ranking = self.ranked()
            found.extend(p for _value, p in islice(ranking, count - len(found)))
        return found[:count]

    def ranked(self) -> Iterator[tuple[float, Placement]]:
        """Every placement with its value, best first."""
        width, x0, y0, tile_id = self.width, self.x0, self.y0, self.tile.id
        groups = self.groups
        new = _new_tuple  # a Placement without its constructor's call
        for value in sorted(groups, reverse=True):
            boards = list(groups[value])
            alone = [turn for turn in range(4) if boards[turn]]
            if len(alone) == 1:  # one rotation: its placements in (y, x) order
                turn = alone[0]
                bits = boards[turn]
                while bits:
                    one = bits & -bits
                    bits ^= one
                    row, column = divmod(one.bit_length() - 1, width)
                    yield value, new(Placement, (tile_id, x0 + column, y0 + row, turn))
                continue
            # each rotation's next placement (its lowest bit; past the end: none)
            nexts = [(b & -b).bit_length() - 1 if b else _NONE for b in boards]
            while True:
                # the group's next placement in (y, x, rotation) order
                first = min(nexts)
                if first == _NONE:
                    break
                turn = nexts.index(first)
                bits = boards[turn] & (boards[turn] - 1)
                boards[turn] = bits
                nexts[turn] = (bits & -bits).bit_length() - 1 if bits else _NONE
                row, column = divmod(first, width)
                yield value, new(Placement, (tile_id, x0 + column, y0 + row, turn))


class PlacementRanker:
    """Ranks the legal placements of any tile in one fountain (``placed``: its
    tiles) by one look, keeping the look's cells on boards of each geometry
    met."""

    def __init__(self, look: PlacementLook, placed: Sequence[PlacedTile]) -> None:
        self.look = look
        self.placed = placed
        self._boards: dict[tuple[int, int, int], LookBoards | None] = {}

    def ranks(
        self, tile: TileSpec, spots: LegalSpots, keep: int | None = None
    ) -> PlacementRanks:
        """The legal placements of ``tile`` (``spots``: the fountain's) ranked
        by the look, best first; ties in (y, x, rotation) order, as the legal
        placements are listed. With ``keep``, only the best ``keep`` are sure to
        be ranked (the others may be left out): see :class:`PlacementRanks`."""
        boards = self.boards(spots.x0, spots.y0, spots.width)
        if boards is None:  # a board too narrow for the ranking's shifts
            return self.ranks_of(tile, spots.placements(), keep)
        split = spots.levels  # the legal placements were found level by level
        if split is None:
            split = boards.split(tile, spots.boards)
        return self.ranks_on(tile, boards, split, keep)

    def ranks_of(
        self, tile: TileSpec, placements: Sequence[Placement], keep: int | None = None
    ) -> PlacementRanks:
        """:meth:`ranks` of the legal placements of ``tile`` given as a list
        (sorted by (y, x, rotation))."""
        boards = self.own_boards()
        width = boards.width
        base = boards.y0 * width + boards.x0
        legal: dict[int, int] = {}
        for _, x, y, rotation in placements:
            legal[rotation] = legal.get(rotation, 0) | 1 << (y * width + x - base)
        return self.ranks_on(tile, boards, boards.split(tile, legal), keep)

    def boards(self, x0: int, y0: int, width: int) -> LookBoards | None:
        """The look's cells on boards of that geometry (None when they are too
        narrow for it: see :func:`~.look_boards.fits`)."""
        key = (x0, y0, width)
        if key not in self._boards:
            found = None
            if fits(self.placed, x0, y0, width):
                look = self.look
                found = fountain_boards(
                    self.placed, look.unfed_pool, look.cell_worth, x0, y0, width
                )
            self._boards[key] = found
        return self._boards[key]

    def own_boards(self) -> LookBoards:
        """The look's cells on boards of its own, wide enough for any tile."""
        boards = self.boards(*own_geometry(self.placed))
        assert boards is not None
        return boards

    def ranks_on(
        self,
        tile: TileSpec,
        boards: LookBoards,
        split: Sequence[tuple[int, int, int]],
        keep: int | None,
    ) -> PlacementRanks:
        """The ranking of the legal placements ``split`` by rotation and level
        (rotation, level, bitboard), in any order, on ``boards``: placements of
        one value share a group whatever the order they come in."""
        look = self.look
        width = boards.width
        ranks = PlacementRanks(look, tile, boards.x0, boards.y0, width, keep)
        groups = ranks.groups
        # cells feeding a tile on a level (fed pools on it or one above), and
        # unfed pools a fed tile on it feeds (on it or one below)
        feeding, fed_by = boards.feeding, boards.fed_by
        valued = bool(boards.worth_at)
        # placements that cover a cell worth something, valued last: (value
        # before what they cover, rotation, placements, the tile's reach)
        covering_ones: list[tuple[float, int, int, TileReach]] = []
        reaches: list[TileReach | None] = [None] * 4
        covers = [-1] * 4  # the corners where the tile covers a valued cell
        for rotation, level, part in split:
            reach = reaches[rotation]
            if reach is None:
                reach = reaches[rotation] = tile_reach(tile, rotation, width)
            # the water beside a tile's channels on every corner at once: the
            # cells shifted by each of ``outside_shifts`` once lifted (see
            # look_boards.shifted, written out here: it runs for every level)
            if reach.has_jet:
                fed = part
            else:
                near = feeding[level]
                fed = 0
                if near:
                    near <<= reach.lift
                    for shift in reach.outside_shifts:
                        fed |= near >> shift
                    fed &= part
            unfed = part & ~fed if fed else part
            if fed:
                near = fed_by[level]
                if near:
                    near <<= reach.lift
                    reaching = 0
                    for shift in reach.outside_shifts:
                        reaching |= near >> shift
                    reaching &= fed
                    if reaching:
                        ranks.add_each(rotation, level, fed, reaching)
                        fed &= ~reaching
            covering = 0
            if level > 1 and valued:
                covering = covers[rotation]
                if covering < 0:
                    covering = covers[rotation] = boards.covers(reach)
                covering &= part
            # the others: one value for each (rotation, level, fed), less the
            # worth of the cells a placement covers, in the tile's cell order:
            # the fed ones first, then the unfed
            if fed:
                value = look.fed_value(tile, rotation, level)
                plain = fed & ~covering if covering else fed
                if plain:
                    found = groups.get(value)
                    if found is None:
                        found = groups[value] = [0, 0, 0, 0]
                    found[rotation] |= plain
                if plain != fed:
                    covering_ones.append((value, rotation, fed & covering, reach))
            if unfed:
                value = look.unfed_value(level)
                plain = unfed & ~covering if covering else unfed
                if plain:
                    found = groups.get(value)
                    if found is None:
                        found = groups[value] = [0, 0, 0, 0]
                    found[rotation] |= plain
                if plain != unfed:
                    covering_ones.append((value, rotation, unfed & covering, reach))
        if covering_ones:
            # each of these covers a cell worth at least ``least_worth`` (worth is
            # taken off, never added): below the best ``keep`` valued so far,
            # they stay below them
            least = ranks.least_kept()
            worth = boards.least_worth
            by_cells: dict[int, list[tuple[float, int]]] = {}
            for value, rotation, bits, reach in covering_ones:
                if value - worth < least:
                    continue
                by_cell = by_cells.get(rotation)
                if by_cell is None:
                    by_cell = by_cells[rotation] = boards.covering(reach)
                ranks.add_covering(value, rotation, bits, by_cell)
        return ranks
