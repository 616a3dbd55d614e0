"""Pools and water flow, kept up to date tile by tile (rulebook: Jets, Pond Weed).

A pool is a 4-connected set of visible water cells of one tile; a tile partly
covered by another can show several pools. Water passes from pool P to pool Q
when a visible water cell of P is 4-adjacent to one of Q and Q lies on P's
level or one below: never up, never down two levels at once. A pool holding a
visible jet is fed, and so is every pool water reaches from a fed pool; every
other pool carries pond weed.

A :class:`WaterNet` is one version of a fountain's water and never changes once
made. Laying a tile makes the next version from the last by redoing only what
the tile touches: the pools of the tiles it covers and its own. Search lays tiles
by the thousand, so nothing here is worked out for the whole fountain unless it
must be: feeding is worked out again from every jet only when a fed pool was
covered (its water may have fed others); otherwise it only spreads from the new
pools.

Pools are known by an id given when the pool appears (ids are never reused
within one fountain's history). ``game.rules.fountains.water`` numbers them in
the order players see them (by tile, then reading order) for screens.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import chain, repeat

from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Cell

_STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
_JET = Icon.JET
_EMPTY: frozenset[int] = frozenset()
_NONE = repeat(-1)
"""Pool for a cell that is no visible water (endless, for ``map``)."""


class FreshWater:
    """One tile's water as it is when nothing covers it: its pools (cells in
    reading order) and, for each, the distinct cells off the tile beside it
    (where another tile's water may touch it) and its printed icons."""

    __slots__ = ("pools", "reach", "icons")

    def __init__(
        self,
        pools: tuple[tuple[Cell, ...], ...],
        reach: tuple[tuple[Cell, ...], ...],
        icons: tuple[tuple[Icon, ...], ...],
    ) -> None:
        self.pools = pools
        self.reach = reach
        self.icons = icons  # each pool's printed icons, in reading order


def fresh_water(
    cells: Mapping[Cell, object], water: tuple[Cell, ...], icons: Mapping[Cell, Icon]
) -> FreshWater:
    """The :class:`FreshWater` of a tile with ``cells``, water cells ``water`` and
    printed ``icons``."""
    parts = split_pool(water)
    reach = tuple(
        tuple(
            dict.fromkeys(
                (x + dx, y + dy)
                for x, y in part
                for dx, dy in _STEPS
                if (x + dx, y + dy) not in cells
            )
        )
        for part in parts
    )
    return FreshWater(
        tuple(tuple(part) for part in parts),
        reach,
        tuple(tuple(icons[cell] for cell in part if cell in icons) for part in parts),
    )


def split_pool(cells: tuple[Cell, ...] | list[Cell] | set[Cell]) -> list[list[Cell]]:
    """Split water cells into 4-connected pools, each in reading order, the pools
    ordered by their first cell in reading order."""
    remaining = set(cells)
    parts: list[list[Cell]] = []
    for start in sorted(remaining, key=_reading_order):
        if start not in remaining:
            continue
        remaining.discard(start)
        part = [start]
        i = 0
        while i < len(part):
            x, y = part[i]
            i += 1
            for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if other in remaining:
                    remaining.discard(other)
                    part.append(other)
        part.sort(key=_reading_order)
        parts.append(part)
    return parts


def _reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]


def _parts(cells: list[Cell]) -> list[list[Cell]]:
    """:func:`split_pool` of what is left of one pool (``cells``, in reading
    order): most often still one pool, found with one walk."""
    if len(cells) > 1:
        remaining = set(cells)
        remaining.discard(cells[0])
        reached: Iterable[Cell] = _NEAR[cells[0]]
        while True:  # outwards from the first cell, one step at a time
            step = remaining.intersection(reached)
            if not step:
                break
            remaining -= step
            if not remaining:
                break
            reached = _chain(map(_NEAR.__getitem__, step))
        if remaining:
            return split_pool(cells)
    return [cells]


class _Neighbours(dict[Cell, tuple[Cell, Cell, Cell, Cell]]):
    """Cell -> its four neighbours, made once per cell: the walks above and
    the meeting places below ask for them by the thousand."""

    def __missing__(self, cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
        x, y = cell
        found = self[cell] = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
        return found


_NEAR = _Neighbours()
_chain = chain.from_iterable


class WaterNet:
    """One version of a fountain's water, by pool id:

    ``pool_of`` (visible water cell -> pool), ``cells`` (pool -> its cells in
    reading order; the tile seen on any of them is the pool's), ``level``
    (pool -> its tile's level), ``links`` (pool -> the pools whose water touches
    it, either way), ``icons`` (pool -> its visible icons in reading order; pools
    without any are left out) and ``fed`` (the fed pools)."""

    __slots__ = (
        "pool_of",
        "cells",
        "level",
        "links",
        "icons",
        "fed",
        "next_id",
        "view",
        "worth",
    )

    def __init__(
        self,
        pool_of: dict[Cell, int],
        cells: dict[int, tuple[Cell, ...]],
        level: dict[int, int],
        links: dict[int, frozenset[int]],
        icons: dict[int, tuple[Icon, ...]],
        fed: frozenset[int],
        next_id: int,
    ) -> None:
        self.pool_of = pool_of
        self.cells = cells
        self.level = level
        self.links = links
        self.icons = icons
        self.fed = fed
        self.next_id = next_id  # the id the next new pool gets
        self.view: object = None  # the numbered view screens ask for (water.py)
        # what rewards would pay for it, worked out once (features.py)
        self.worth: dict[str, object] = {}

    @classmethod
    def empty(cls) -> WaterNet:
        return cls({}, {}, {}, {}, {}, _EMPTY, 0)

    @property
    def pool_count(self) -> int:
        return len(self.cells)

    def is_fed(self, cell: Cell) -> bool:
        """Whether visible water ``cell`` lies in a fed pool."""
        return self.pool_of[cell] in self.fed

    # -- making the next version ------------------------------------------------

    def laid(
        self,
        level: int,
        fresh: FreshWater,
        covered: Mapping[Cell, int],
        cell_icons: Mapping[Cell, tuple[Icon, ...]],
    ) -> WaterNet:
        """The water after laying a tile on ``level`` whose water, on the grid
        and nothing covering it, is ``fresh``.

        ``covered``: each cell of the new tile that was already part of the
        fountain -> the tile seen there before; ``cell_icons``: the icons seen
        on the fountain's cells, before or after laying (only cells the new
        tile leaves alone are read, so a search may ask what laying a tile
        would do without laying it).
        """
        old_pool_of = self.pool_of
        # the pools covered, wholly or partly, in the order met
        removed = dict.fromkeys(map(old_pool_of.get, covered, _NONE))
        removed.pop(-1, None)
        pool_of = dict(old_pool_of)
        cells = dict(self.cells)
        levels = dict(self.level)
        links = dict(self.links)
        icons = dict(self.icons)
        next_id = self.next_id
        # the pools that appear, with the cells beside them where water may meet
        added: list[tuple[int, tuple[Cell, ...]]] = []
        for pool in removed:
            old_cells = cells.pop(pool)
            del levels[pool]
            icons.pop(pool, None)
            for cell in old_cells:
                del pool_of[cell]
            for other in links.pop(pool):
                if other not in removed:
                    links[other] = links[other] - {pool}
            left = [cell for cell in old_cells if cell not in covered]
            if not left:
                continue
            old_level = self.level[pool]
            for part in _parts(left):
                cells[next_id] = tuple(part)
                levels[next_id] = old_level
                pool_of.update(dict.fromkeys(part, next_id))
                # Where other pools' water may meet this part: every cell beside
                # it but its own. (A visible cell of its tile beside it is a
                # brick, never water of another pool of that tile: 4-adjacent
                # water of one tile is one pool.)
                beside = set(_chain(map(_NEAR.__getitem__, part)))
                beside.difference_update(part)
                added.append((next_id, tuple(beside)))
                next_id += 1
        for pool, _ in added:  # what is left of covered pools
            here = [cell_icons[cell] for cell in cells[pool] if cell in cell_icons]
            if here:
                icons[pool] = here[0] if len(here) == 1 else sum(here, ())
        for laid, reach, printed in zip(
            fresh.pools, fresh.reach, fresh.icons, strict=True
        ):
            cells[next_id] = laid
            levels[next_id] = level
            pool_of.update(dict.fromkeys(laid, next_id))
            if printed:
                icons[next_id] = printed
            added.append((next_id, reach))
            next_id += 1
        get = pool_of.get
        for pool, meets in added:
            touching = set(map(get, meets, _NONE))
            touching.discard(-1)
            found = frozenset(touching)
            links[pool] = found
            for other in found:
                links[other] = links.get(other, _EMPTY) | {pool}
        if not self.fed.isdisjoint(removed):
            fed = _feed(icons, links, levels)
        else:
            fed = _spread(self.fed, [pool for pool, _ in added], icons, links, levels)
        return WaterNet(pool_of, cells, levels, links, icons, fed, next_id)

    def with_icons(
        self, cell: Cell, cell_icons: Mapping[Cell, tuple[Icon, ...]]
    ) -> WaterNet:
        """The water after the icons on visible water ``cell`` changed (a bonus
        token laid on it)."""
        pool = self.pool_of[cell]
        icons = dict(self.icons)
        here = [cell_icons[c] for c in self.cells[pool] if c in cell_icons]
        if here:
            icons[pool] = sum(here, ())
        else:
            icons.pop(pool, None)
        fed = _feed(icons, self.links, self.level)
        return WaterNet(
            self.pool_of,
            self.cells,
            self.level,
            self.links,
            icons,
            fed,
            self.next_id,
        )


def _feed(
    icons: Mapping[int, tuple[Icon, ...]],
    links: Mapping[int, frozenset[int]],
    levels: Mapping[int, int],
) -> frozenset[int]:
    """Every fed pool, worked out from the jets."""
    jets = [pool for pool, here in icons.items() if _JET in here]
    return _spread(_EMPTY, jets, icons, links, levels, seeded=True)


def _spread(
    fed: frozenset[int],
    new: list[int],
    icons: Mapping[int, tuple[Icon, ...]],
    links: Mapping[int, frozenset[int]],
    levels: Mapping[int, int],
    *,
    seeded: bool = False,
) -> frozenset[int]:
    """``fed`` grown by the pools in ``new`` that are fed (every one, when
    ``seeded``; else those with a jet or water coming in from a fed pool) and
    every pool water reaches from them."""
    frontier: list[int] = []
    for pool in new:
        if pool in fed:
            continue
        if not seeded and _JET not in icons.get(pool, ()):
            level = levels[pool]
            for other in links[pool]:
                if other in fed and 0 <= levels[other] - level <= 1:
                    break
            else:
                continue  # no jet, and no fed pool's water comes in
        frontier.append(pool)
    if not frontier:
        return fed
    found = set(fed)
    found.update(frontier)
    while frontier:
        pool = frontier.pop()
        level = levels[pool]
        for other in links[pool]:
            if other not in found and 0 <= level - levels[other] <= 1:
                found.add(other)
                frontier.append(other)
    return frozenset(found)
