"""Where water passes: the one place the rule is written (rulebook: Jets).

Water passes from a pool to a 4-adjacent pool of another tile when that pool
lies on the same level or one below: never up, never down two levels at once.
Feeding (``water_net.py``), the flows screens draw (``water.py``), lily pad
groups (``features.py``), the readable rules of record (``readable/``) and the
bots' quick look all ask these functions, so a change to the rule is one edit.

Theorems about water that search shortcuts rest on (each pinned by
``tests/rules/fountains/test_water_theorems.py``; a rule change that breaks one
fails there):

- **covering no fed water keeps the fed fed**: a tile that covers no fed pool's
  water leaves every fed pool fed, on its level, with its icons; so with as many
  pools fed as before, the very same pools are.
- **covering only hides**: the icons seen after a tile is laid are among those
  seen before and the tile's own; so with no fed water covered, fish points grow
  only by the pools fed since, and lily pad points stay when neither the tile
  nor an unfed pool shows a lily pad and at most one group is worth any.
- **a token changes one pool**: a bonus token shows its icons instead of its
  cell's, in one pool; every pool keeps its cells, every other pool its icons,
  and with as many pools fed as before the very same are.
"""

from __future__ import annotations

MAX_DROP = 1
"""The most levels water falls passing from one pool to the next."""


def water_passes(from_level: int, to_level: int) -> bool:
    """Whether water passes from a pool on ``from_level`` to a touching pool on
    ``to_level``: the same level or one below."""
    return 0 <= from_level - to_level <= MAX_DROP


def water_joins(level: int, other_level: int) -> bool:
    """Whether two touching pools are joined by flowing water, either way (lily
    pad groups): water passes from one to the other."""
    return water_passes(level, other_level) or water_passes(other_level, level)


def levels_fed_from(level: int) -> tuple[int, ...]:
    """The levels water from a pool on ``level`` passes to, highest first."""
    return tuple(
        below
        for below in range(level, level - MAX_DROP - 2, -1)
        if water_passes(level, below)
    )


def levels_feeding(level: int) -> tuple[int, ...]:
    """The levels from which water passes to a pool on ``level``, lowest first."""
    return tuple(
        above
        for above in range(level, level + MAX_DROP + 2)
        if water_passes(above, level)
    )
