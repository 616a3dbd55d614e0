"""The legal placements of one tile in one fountain, as bitboards.

:func:`game.rules.fountains.search.boards.find_spots` finds them; a
:class:`LegalSpots` answers whether one placement is among them by reading one
bit, counts them, and lists them in (y, x, rotation) order only when asked.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.fountains.tiles import Placement


class LegalSpots:
    """The legal placements of one tile: for each rotation, a bitboard of the
    offsets (the rotated tile's (0, 0) corner) where it may go. Asking whether a
    placement is legal reads one bit; the sorted list is made once, when asked."""

    __slots__ = (
        "tile_id",
        "x0",
        "y0",
        "width",
        "boards",
        "levels",
        "_placements",
        "_count",
    )

    def __init__(
        self,
        tile_id: str,
        x0: int,
        y0: int,
        width: int,
        boards: dict[int, int],
        levels: list[tuple[int, int, int]] | None = None,
    ) -> None:
        self.tile_id = tile_id
        self.x0 = x0
        self.y0 = y0
        self.width = width
        self.boards = boards
        self.levels = levels
        """The same placements split by the level the tile goes on, as (rotation,
        level, bitboard) (None: not known); each rotation's split boards add up
        to its board in ``boards``."""
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
            count = self._count = sum(map(int.bit_count, self.boards.values()))
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
        count = self.count()
        if not 0 <= index < count:
            raise IndexError(f"placement index {index} out of range")
        found = self._placements
        if found is not None:
            return found[index]
        ones, twos, fours = _tally(self.boards.values())
        # Bisect on the board bit for the last one with at most ``index``
        # placements before it: ``low`` always has (``low_before`` of them),
        # ``high`` never has.
        anywhere = ones | twos | fours
        low = (anywhere & -anywhere).bit_length() - 1
        high = anywhere.bit_length()
        low_before = 0
        while high - low > 1:
            middle = (low + high) >> 1
            # the placements before bit ``middle``, from the tally's digits
            before = count - (
                (ones >> middle).bit_count() + 2 * (twos >> middle).bit_count()
            )
            if fours:
                before -= 4 * (fours >> middle).bit_count()
            if before <= index:
                low, low_before = middle, before
            else:
                high = middle
        # ... and at that bit, the rotation that many placements further on
        boards = self.boards
        skip = index - low_before
        for turn in (0, 1, 2, 3):
            if boards.get(turn, 0) >> low & 1:
                if not skip:
                    break
                skip -= 1
        else:  # the bisection found a bit with fewer placements than counted
            raise AssertionError(f"placement {index} of {self.tile_id} not found")
        row, col = divmod(low, self.width)
        return _new_tuple(Placement, (self.tile_id, self.x0 + col, self.y0 + row, turn))


def _tally(boards: Iterable[int]) -> tuple[int, int, int]:
    """How many of ``boards`` (four at most) hold each bit, as the binary digits
    of that number: bit b of the first, second and third integer is the 1s, 2s
    and 4s digit of the count at bit b (bit-sliced adding)."""
    ones = twos = fours = 0
    for board in boards:
        carry = ones & board
        ones ^= board
        fours |= twos & carry  # four boards at most: the 4s digit never carries
        twos ^= carry
    return ones, twos, fours


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
