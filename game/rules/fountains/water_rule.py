"""Where water passes: the one place the rule is written (rulebook: Jets).

Water passes from a pool to a 4-adjacent pool of another tile when that pool
lies on the same level or one below: never up, never down two levels at once.
Feeding (``water_net.py``), the flows screens draw (``water.py``), lily pad
groups (``features.py``), the readable rules of record (``readable/``) and the
bots' quick look all ask these functions, so a change to the rule is one edit.
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
