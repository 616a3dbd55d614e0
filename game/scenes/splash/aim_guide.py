"""The aim guide that grows with the child: how much of a toss's arc the
preview shows.

Settings offer "full" (the whole arc, always), "shrinking" and "off" (the
pull and the strength bar only). With "shrinking" a beginner sees the whole
arc; every toss a child lands in the pond shortens their arc a step, every
miss lengthens it a step again. Steps are kept per seat for the whole game
(whatever the setting, so switching to "shrinking" mid-game already knows how
each child has been doing).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from game.levels import Level
from game.settings import AIM_GUIDES, Settings

Point = tuple[float, float]

__all__ = ["AIM_GUIDES", "DEFAULT_AIM_GUIDE", "AimGuide", "cut_path", "lands_in_pond"]

DEFAULT_AIM_GUIDE = Settings().aim_guide
#: The share of the arc shown in "shrinking", from a beginner's on.
SHRINK_STEPS = (1.0, 0.75, 0.5, 0.3, 0.15)


def lands_in_pond(level: Level, path: Sequence[Point]) -> bool:
    """Whether a toss flying ``path`` (level px, until its first contact)
    comes down in the pond: its first contact is inside the pond region, or
    on the droplets piled above the water over it. Off the play area, on the
    board beside the pond or still in the air: a miss."""
    if not path:
        return False
    x, y = path[-1]
    top = level.region_bounds()[1]
    return _inside(level.pond_region, (x, max(y, top + 1.0)))


def _inside(polygon: Sequence[Point], point: Point) -> bool:
    """Even-odd ray casting."""
    x, y = point
    inside = False
    n = len(polygon)
    for k in range(n):
        (ax, ay), (bx, by) = polygon[k], polygon[(k + 1) % n]
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def cut_path(path: Sequence[Point], share: float) -> list[Point]:
    """The first ``share`` of ``path`` by length along it."""
    if share >= 1.0 or len(path) < 2:
        return list(path)
    if share <= 0.0:
        return []
    steps = [math.dist(path[k], path[k + 1]) for k in range(len(path) - 1)]
    left = sum(steps) * share
    cut = [path[0]]
    for k, step in enumerate(steps):
        if step >= left:
            t = left / step if step else 0.0
            (ax, ay), (bx, by) = path[k], path[k + 1]
            cut.append((ax + (bx - ax) * t, ay + (by - ay) * t))
            return cut
        left -= step
        cut.append(path[k + 1])
    return cut


def path_length(path: Sequence[Point]) -> float:
    return sum(math.dist(path[k], path[k + 1]) for k in range(len(path) - 1))


class AimGuide:
    """How much arc each seat sees; ``mode`` reads the setting now."""

    def __init__(self, players: int, mode: Callable[[], str]) -> None:
        self.mode = mode
        #: Each seat's step in ``SHRINK_STEPS`` (0: the whole arc).
        self.steps = [0] * players

    def landed(self, seat: int, in_pond: bool) -> None:
        """A toss of ``seat``'s came down in the pond (or missed it)."""
        step = self.steps[seat] + (1 if in_pond else -1)
        self.steps[seat] = max(0, min(len(SHRINK_STEPS) - 1, step))

    def share(self, seat: int) -> float:
        """The share of the arc ``seat`` sees now."""
        mode = self.mode()
        if mode == "off":
            return 0.0
        if mode == "shrinking":
            return SHRINK_STEPS[self.steps[seat]]
        return 1.0

    def shown(self, seat: int, path: Sequence[Point]) -> list[Point]:
        """The part of ``path`` ``seat`` sees."""
        return cut_path(path, self.share(seat))
