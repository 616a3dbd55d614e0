"""What a fountain's water is worth to the rewards: fed fish and lily pad groups
(rulebook: Rewards), read from its :class:`WaterNet` (or, where pools must be
named, its numbered :class:`Water`)."""

from __future__ import annotations

from typing import Protocol

from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.search.water_net import WaterNet
from game.rules.fountains.water import Water
from game.rules.fountains.water_rule import water_joins


class WaterWorth(Protocol):
    """What rewards read of a fountain: a ``Fountain``, or a ``TrialLay`` (the
    water a tile would make, worked out without laying it)."""

    def fed_pool_count(self) -> int: ...

    def pond_weed_count(self) -> int: ...

    def fish_points(self, colour: FishColour) -> int: ...

    def fish_points_by_colour(self) -> dict[FishColour, int]: ...

    def best_fish_points(self) -> int: ...

    def lily_points(self) -> int: ...


_FISH_COLOUR: dict[Icon, FishColour] = {colour.icon: colour for colour in FishColour}
_COLOURS: tuple[FishColour, ...] = tuple(FishColour)
_WILD = Icon.FISH_WILD  # (globals: reading an enum member costs far more)
_LILY = Icon.LILY


def fish_points(net: WaterNet, colour: FishColour) -> int:
    """Fed fish of ``colour`` plus fed wild fish, each worth its pool's level."""
    return _fish(net)[colour]


def fish_points_by_colour(net: WaterNet) -> dict[FishColour, int]:
    """:func:`fish_points` for every colour at once (red, black, white)."""
    return dict(_fish(net))


def best_fish_points(net: WaterNet) -> int:
    """The most :func:`fish_points` of any colour (what the colour a player
    would pick for themselves is worth)."""
    found = net.best_fish
    if found is None:
        found = net.best_fish = max(_fish(net).values())
    return found


def _fish(net: WaterNet) -> dict[FishColour, int]:
    """Fish points by colour, worked out once per version of the water: from
    the version it was laid on, once that knows its own (a pool fed in both is
    the same pool, on its level, with its icons: only the pools fed since add
    points, and only those no longer fed take some away)."""
    found = net.fish_by_colour
    if found is not None:
        return found
    before = net.laid_on()
    if before is not None:
        old = before.fish_by_colour
        if old is not None:
            found = _fish_of(net, net.fed - before.fed, old)
            if not before.fed <= net.fed:
                found = _fish_of(before, before.fed - net.fed, found, -1)
            net.fish_by_colour = found
            return found
    found = _fish_of(net, net.fed)
    net.fish_by_colour = found
    return found


def _fish_of(
    net: WaterNet,
    pools: frozenset[int],
    start: dict[FishColour, int] | None = None,
    sign: int = 1,
) -> dict[FishColour, int]:
    """Fish points by colour of ``pools`` (fed pools of ``net``) added to
    ``start`` (with ``sign`` -1: taken from it)."""
    icons_of, level_of = net.icons, net.level
    totals = dict.fromkeys(_COLOURS, 0) if start is None else dict(start)
    wild = 0
    for pool in pools:
        icons = icons_of.get(pool)
        if icons:
            level = sign * level_of[pool]
            for icon in icons:
                if icon is _WILD:
                    wild += level
                else:
                    colour = _FISH_COLOUR.get(icon)
                    if colour is not None:
                        totals[colour] += level
    if wild:
        for colour in totals:
            totals[colour] += wild
    return totals


def lily_groups(water: Water) -> list[tuple[int, frozenset[int]]]:
    """Groups of fed pools joined by flowing water (either direction), with
    their lily points, best first: the most lily pads, then the most points,
    then the one holding the earliest pool."""
    levels, fed, icons = water.levels, water.fed, water.icons
    parent = list(range(len(levels)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in water.links:
        if fed[a] and fed[b] and water_joins(levels[a], levels[b]):
            parent[root(a)] = root(b)
    groups: dict[int, list[int]] = {}  # root -> its pools, least first
    for index, is_fed in enumerate(fed):
        if is_fed:
            groups.setdefault(root(index), []).append(index)
    scored = []
    for group in groups.values():
        pads = points = 0
        for i in group:
            count = icons[i].count(_LILY)
            if count:
                pads += count
                points += levels[i] * count
        scored.append((-pads, -points, group[0], points, group))
    scored.sort()  # (no two groups share a least pool)
    return [(points, frozenset(group)) for *_, points, group in scored]


def lily_points(net: WaterNet) -> int:
    """Points of the first of :func:`lily_groups` (0 when there is none), found
    without numbering the pools: the group order's last tie-break (the earliest
    pool) never changes the points."""
    found = net.lily_points
    if found is not None:
        return found
    fed, links, level_of, icons_of = net.fed, net.links, net.level, net.icons
    before = net.grown_from()
    if before is not None and before.fed == fed:
        # a tile covering no water, and no pool fed since: the groups of fed
        # pools (and their links) are the same as before
        found = before.lily_points
        if found is not None:
            net.lily_points = found
            return found
    lily = Icon.LILY
    best = (0, 0)
    seen: set[int] = set()
    for start in fed:
        if start in seen or lily not in icons_of.get(start, ()):
            continue
        # the group of fed pools joined to ``start`` by flowing water
        seen.add(start)
        pads = points = 0
        todo = [start]
        while todo:
            pool = todo.pop()
            count = icons_of.get(pool, ()).count(lily)
            level = level_of[pool]
            pads += count
            points += level * count
            for other in links[pool]:
                if (
                    other not in seen
                    and other in fed
                    and water_joins(level, level_of[other])
                ):
                    seen.add(other)
                    todo.append(other)
        best = max(best, (pads, points))
    net.lily_points = best[1]
    return best[1]
