"""The legal placements of one tile in one fountain, as bitboards.

:func:`game.rules.fountains.boards.find_spots` finds them; a
:class:`LegalSpots` answers whether one placement is among them by reading one
bit, counts them, and lists them in (y, x, rotation) order only when asked.
"""

from __future__ import annotations

from game.rules.fountains.tiles import Placement


class LegalSpots:
    """The legal placements of one tile: for each rotation, a bitboard of the
    offsets (the rotated tile's (0, 0) corner) where it may go. Asking whether a
    placement is legal reads one bit; the sorted list is made once, when asked."""

    __slots__ = ("tile_id", "x0", "y0", "width", "boards", "_placements", "_count")

    def __init__(
        self, tile_id: str, x0: int, y0: int, width: int, boards: dict[int, int]
    ) -> None:
        self.tile_id = tile_id
        self.x0 = x0
        self.y0 = y0
        self.width = width
        self.boards = boards
        self._placements: list[Placement] | None = None
        self._count: int | None = None

    def __contains__(self, placement: Placement) -> bool:
        board = self.boards.get(placement.rotation)
        if board is None or placement.tile_id != self.tile_id:
            return False
        col = placement.x - self.x0
        row = placement.y - self.y0
        if not (0 <= col < self.width and row >= 0):
            return False
        return bool(board >> (row * self.width + col) & 1)

    def count(self) -> int:
        """How many placements there are."""
        count = self._count
        if count is None:
            count = self._count = sum(b.bit_count() for b in self.boards.values())
        return count

    def placements(self) -> list[Placement]:
        """Every placement, sorted by (y, x, rotation) (a fresh list)."""
        found = self._placements
        if found is None:
            found = self._placements = _sorted_placements(self)
        return list(found)

    def placement_at(self, index: int) -> Placement:
        """``placements()[index]`` (``index`` from 0), found without listing them
        all (a random playout picks one of a hundred); ``IndexError`` out of
        range."""
        if not 0 <= index < self.count():
            raise IndexError(f"placement index {index} out of range")
        found = self._placements
        if found is not None:
            return found[index]
        turns = sorted(self.boards)
        boards = [self.boards[rotation] for rotation in turns]
        # the lowest board bit with more than ``index`` placements at or before
        # it: bisect on the bit position
        low = 0
        high = max(board.bit_length() for board in boards)
        while low < high:
            middle = (low + high) >> 1
            mask = (2 << middle) - 1
            total = 0
            for board in boards:
                total += (board & mask).bit_count()
            if total > index:
                high = middle
            else:
                low = middle + 1
        mask = (1 << low) - 1
        before = 0
        for board in boards:
            before += (board & mask).bit_count()
        here = [t for t, board in zip(turns, boards, strict=True) if board >> low & 1]
        row, col = divmod(low, self.width)
        return Placement(
            self.tile_id, self.x0 + col, self.y0 + row, here[index - before]
        )


_new_tuple = tuple.__new__


def _sorted_placements(spots: LegalSpots) -> list[Placement]:
    """The placements of ``spots`` in (y, x, rotation) order: board bits run
    along rows, so the set bits from the lowest up come in (y, x) order."""
    keys: list[int] = []
    append = keys.append
    for rotation, board in spots.boards.items():
        text = bin(board)[:1:-1]  # lowest bit first
        index = text.find("1")
        while index != -1:
            append(index << 2 | rotation)
            index = text.find("1", index + 1)
    keys.sort()
    tile_id, x0, y0, width = spots.tile_id, spots.x0, spots.y0, spots.width
    out: list[Placement] = []
    for key in keys:
        row, col = divmod(key >> 2, width)
        out.append(_new_tuple(Placement, (tile_id, x0 + col, y0 + row, key & 3)))
    return out
