"""The quick look's ranking of one tile's legal placements (``quick_look.py``
values them): the placements grouped by value, a bitboard for each rotation,
listed best first, ties in (y, x, rotation) order, as the legal placements are
listed, only as far as a bot asks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from itertools import islice

from game.ai.fountains.look_boards import ShapeFacts, shape_facts
from game.rules.fountains.tiles import Placement, TileSpec

PlacementValue = Callable[[ShapeFacts, int, int, int, bool, bool, bool], float]
"""How the quick look values one placement: (the rotated tile's facts, x, y,
level, fed, may reach an unfed pool, may cover a valued cell) -> its value."""

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
        value_of: PlacementValue,
        tile: TileSpec,
        x0: int,
        y0: int,
        width: int,
        keep: int | None = None,
    ) -> None:
        self.value_of = value_of
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
        """Value each placement of ``bits`` on its own, as
        the quick look's ``value_of`` does (``fed``: those fed)."""
        value_of = self.value_of
        shape = shape_facts(self.tile, rotation)
        width, x0, y0 = self.width, self.x0, self.y0
        while bits:
            one = bits & -bits
            bits ^= one
            row, column = divmod(one.bit_length() - 1, width)
            value = value_of(
                shape, x0 + column, y0 + row, level, bool(fed & one), True, True
            )
            self.add(value, rotation, one)

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
