"""Pools and water flow, kept up to date tile by tile (rulebook: Jets, Pond Weed).

A pool is a 4-connected set of visible water cells of one tile; a tile partly
covered by another can show several pools. Water passes from pool P to pool Q
when a visible water cell of P is 4-adjacent to one of Q and Q lies on P's
level or one below (``water_rule.water_passes``). A pool holding a
visible jet is fed, and so is every pool water reaches from a fed pool; every
other pool carries pond weed.

A :class:`WaterNet` is one version of a fountain's water and never changes once
made. Laying a tile makes the next version from the last by redoing only what
the tile touches: the pools of the tiles it covers and its own. Search lays tiles
by the thousand, so nothing here is worked out for the whole fountain unless it
must be: feeding is worked out again from every jet only when a fed pool was
covered (its water may have fed others); otherwise it only spreads from the new
pools. What is left of a covered pool depends only on its cells and the tile's,
so it is worked out once and kept a while (search lays the same tile on the same
pool turn after turn).

Pools are known by an id given when the pool appears (ids are never reused
within one fountain's history), cells by their keys (``cell_keys.py``: one
number each, quick to look up). ``game.rules.fountains.water`` numbers them in
the order players see them (by tile, then reading order) for screens.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import chain, repeat
from typing import NamedTuple

from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.search.cell_keys import STEPS, CellKey, cell_key
from game.rules.fountains.tiles import Cell
from game.rules.fountains.water_rule import water_passes

_JET = Icon.JET
_EMPTY: frozenset[int] = frozenset()
_NONE = repeat(-1)
"""Pool for a cell that is no visible water (endless, for ``map``)."""


class FreshWater(NamedTuple):
    """One tile's water as it is when nothing covers it: its pools (cell keys in
    reading order) and, for each, the distinct cells off the tile beside it
    (where another tile's water may touch it) and its printed icons, in
    reading order (a named tuple: search makes one per placement tried)."""

    pools: tuple[tuple[CellKey, ...], ...]
    reach: tuple[tuple[CellKey, ...], ...]
    icons: tuple[tuple[Icon, ...], ...]


def fresh_water(
    cells: Mapping[Cell, object], water: tuple[Cell, ...], icons: Mapping[Cell, Icon]
) -> FreshWater:
    """The :class:`FreshWater` of a tile with ``cells``, water cells ``water`` and
    printed ``icons``."""
    own = {cell_key(x, y) for x, y in cells}
    icon_at = {cell_key(x, y): icon for (x, y), icon in icons.items()}
    parts = split_pool([cell_key(x, y) for x, y in water])
    reach = tuple(
        tuple(
            dict.fromkeys(
                near for key in part for near in _NEAR[key] if near not in own
            )
        )
        for part in parts
    )
    return FreshWater(
        tuple(tuple(part) for part in parts),
        reach,
        tuple(tuple(icon_at[key] for key in part if key in icon_at) for part in parts),
    )


def split_pool(keys: Iterable[CellKey]) -> list[list[CellKey]]:
    """Split water cells (keys) into 4-connected pools, each in reading order,
    the pools ordered by their first cell in reading order."""
    remaining = set(keys)
    parts: list[list[CellKey]] = []
    for start in sorted(remaining):  # keys sort in reading order
        if start not in remaining:
            continue
        remaining.discard(start)
        part = [start]
        i = 0
        while i < len(part):
            key = part[i]
            i += 1
            for other in _NEAR[key]:
                if other in remaining:
                    remaining.discard(other)
                    part.append(other)
        part.sort()
        parts.append(part)
    return parts


_Remains = tuple[tuple[tuple[CellKey, ...], tuple[CellKey, ...]], ...]
REMAINS_KEPT = 8192
"""How many pools' remains :func:`_remains` keeps (then it starts afresh)."""
_REMAINS: Cache[tuple[tuple[CellKey, ...], tuple[CellKey, ...]], _Remains] = (
    CACHES.cache("remains of covered pools", REMAINS_KEPT)
)
_remains_kept = _REMAINS.store  # read directly: the fastest lookup


def _remains(cells: tuple[CellKey, ...], covered: tuple[CellKey, ...]) -> _Remains:
    """What is left of a pool with ``cells`` (keys, in reading order) once a
    tile covers ``covered``: its parts (4-connected, each in reading order,
    ordered by first cell) and, for each, the cells beside it where other pools'
    water may meet it: every cell beside it but its own. (A visible cell of its
    tile beside it is a brick, never water of another pool of that tile:
    4-adjacent water of one tile is one pool.) Worked out once for each pool
    and tile, then kept a while: search lays the same tile on the same pool
    turn after turn, and a pool keeps its cells until it is covered."""
    key = (cells, covered)
    found = _remains_kept.get(key)
    if found is None:
        gone = set(covered)
        left = [cell for cell in cells if cell not in gone]
        found = ()
        if left:
            parts = []
            for part in _parts(left):
                beside = set(_chain(map(_NEAR.__getitem__, part)))
                beside.difference_update(part)
                parts.append((tuple(part), tuple(beside)))
            found = tuple(parts)
        _REMAINS.keep(key, found)
    return found


def _parts(keys: list[CellKey]) -> list[list[CellKey]]:
    """:func:`split_pool` of what is left of one pool (``keys``, in reading
    order): most often still one pool, found with one walk."""
    if len(keys) > 1:
        remaining = set(keys)
        remaining.discard(keys[0])
        reached: Iterable[CellKey] = _NEAR[keys[0]]
        while True:  # outwards from the first cell, one step at a time
            step = remaining.intersection(reached)
            if not step:
                break
            remaining -= step
            if not remaining:
                break
            reached = _chain(map(_NEAR.__getitem__, step))
        if remaining:
            return split_pool(keys)
    return [keys]


class _Neighbours(dict[CellKey, tuple[CellKey, CellKey, CellKey, CellKey]]):
    """Cell key -> its four neighbours' keys, made once per cell: the walks
    above and the meeting places below ask for them by the thousand."""

    def __missing__(self, key: CellKey) -> tuple[CellKey, CellKey, CellKey, CellKey]:
        right, left, down, up = STEPS
        found = self[key] = (key + right, key + left, key + down, key + up)
        return found


_NEAR = _Neighbours()
_chain = chain.from_iterable


class WaterNet:
    """One version of a fountain's water, by pool id:

    ``pool_of`` (visible water cell's key -> pool), ``cells`` (pool -> its
    cells' keys in reading order; the tile seen on any of them is the pool's), ``level``
    (pool -> its tile's level), ``links`` (pool -> the pools whose water touches
    it, either way), ``icons`` (pool -> its visible icons in reading order; pools
    without any are left out) and ``fed`` (the fed pools)."""

    __slots__ = (
        "_pool_of",
        "_pool_of_from",
        "cells",
        "level",
        "links",
        "icons",
        "fed",
        "next_id",
        "view",
        "fish_by_colour",
        "best_fish",
        "lily_points",
    )

    def __init__(
        self,
        pool_of: dict[CellKey, int] | None,
        cells: dict[int, tuple[CellKey, ...]],
        level: dict[int, int],
        links: dict[int, frozenset[int]],
        icons: dict[int, tuple[Icon, ...]],
        fed: frozenset[int],
        next_id: int,
        pool_of_from: _Pending | None = None,
    ) -> None:
        self._pool_of = pool_of
        # (None: made.) Else the version it was laid on and the pools laid
        # over, from which :attr:`pool_of` is made.
        self._pool_of_from = pool_of_from
        self.cells = cells
        self.level = level
        self.links = links
        self.icons = icons
        self.fed = fed
        self.next_id = next_id  # the id the next new pool gets
        self.view: object = None  # the numbered view screens ask for (water.py)
        # what rewards would pay for it, worked out once when first asked
        # (features.py): fed fish points by colour, the best of them, and the
        # largest lily pad group's points
        self.fish_by_colour: dict[FishColour, int] | None = None
        self.best_fish: int | None = None
        self.lily_points: int | None = None

    @classmethod
    def empty(cls) -> WaterNet:
        return cls({}, {}, {}, {}, {}, _EMPTY, 0)

    @property
    def pool_of(self) -> dict[CellKey, int]:
        """Visible water cell's key -> its pool."""
        found = self._pool_of
        if found is None:
            assert self._pool_of_from is not None
            base, removed = self._pool_of_from
            found = dict(base.pool_of)
            base_cells = base.cells
            for pool in removed:
                for cell in base_cells[pool]:
                    del found[cell]
            cells = self.cells  # the new pools have the ids from base's next on
            for pool in range(base.next_id, self.next_id):
                found.update(dict.fromkeys(cells[pool], pool))
            self._pool_of = found
            self._pool_of_from = None
        return found

    @property
    def pool_count(self) -> int:
        return len(self.cells)

    def grown_from(self) -> WaterNet | None:
        """The version this one was laid on when the tile covered no water (so
        every pool of it is here unchanged, and every fed one still fed), while
        that is still known (until :attr:`pool_of` is made); else None."""
        pending = self._pool_of_from
        if pending is None or pending[1]:
            return None
        return pending[0]

    def laid_on(self) -> WaterNet | None:
        """The version this one was laid on, while that is still known (until
        :attr:`pool_of` is made); else None. Every pool of it that the tile
        did not cover is here under the same id, on its level, with its icons
        (only which pools are fed may differ)."""
        pending = self._pool_of_from
        return None if pending is None else pending[0]

    def fed_count(self, cells: Iterable[CellKey]) -> int:
        """How many of ``cells`` (keys), visible water of the tile just laid,
        lie in fed pools (read without making :attr:`pool_of`: the tile's
        pools are the last made)."""
        fed = self.fed
        if self._pool_of_from is None:
            pool_of = self.pool_of
            return sum(1 for cell in cells if pool_of[cell] in fed)
        count = 0
        for cell in cells:
            pool = self.next_id - 1
            while cell not in self.cells[pool]:
                pool -= 1
            count += pool in fed
        return count

    # -- making the next version ------------------------------------------------

    def laid(
        self,
        level: int,
        fresh: FreshWater,
        covered: tuple[CellKey, ...],
        cell_icons: Mapping[CellKey, tuple[Icon, ...]],
    ) -> WaterNet:
        """The water after laying a tile on ``level`` whose water, on the grid
        and nothing covering it, is ``fresh``.

        ``covered``: the keys of the cells of the new tile that were already
        part of the fountain (a tile above the table lies wholly on tiles:
        all its cells; on the table: none); ``cell_icons``: cell key -> the
        icons seen on the fountain's cells, before or after laying (only cells
        the new tile leaves alone are read, so a search may ask what laying a
        tile would do without laying it).

        Which pool each cell lies in (:attr:`pool_of`) is worked out only when
        first asked for: a trial never asks.
        """
        old_pool_of = self.pool_of
        # the pools covered, wholly or partly, in the order met
        removed = dict.fromkeys(map(old_pool_of.get, covered, _NONE))
        removed.pop(-1, None)
        cells = dict(self.cells)
        levels = dict(self.level)
        links = dict(self.links)
        icons = dict(self.icons)
        next_id = self.next_id
        # the cells of the pools that appear -> their pool (asked only when a
        # pool was covered: the cells beside the tile's own water are off it)
        new_of: dict[CellKey, int] = {}
        # the pools that appear, with the cells beside them where water may meet
        added: list[tuple[int, tuple[CellKey, ...]]] = []
        for pool in removed:
            old_cells = cells.pop(pool)
            old_level = levels.pop(pool)
            icons.pop(pool, None)
            for other in links.pop(pool):
                if other not in removed:
                    links[other] = links[other] - {pool}
            for part, beside in _remains(old_cells, covered):
                cells[next_id] = part
                levels[next_id] = old_level
                new_of.update(dict.fromkeys(part, next_id))
                added.append((next_id, beside))
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
            if removed:
                new_of.update(dict.fromkeys(laid, next_id))
            if printed:
                icons[next_id] = printed
            added.append((next_id, reach))
            next_id += 1
        # A cell beside a new pool is in a new pool, or else in the pool it was
        # in, unless that pool was covered (then the cell is a brick now).
        new_get, old_get = new_of.get, old_pool_of.get
        for pool, meets in added:
            if removed:
                touching = set(map(new_get, meets, map(old_get, meets, _NONE)))
                touching.difference_update(removed)
            else:
                touching = set(map(old_get, meets, _NONE))
            touching.discard(-1)
            found = frozenset(touching)
            links[pool] = found
            for other in found:
                links[other] = links.get(other, _EMPTY) | {pool}
        if not self.fed.isdisjoint(removed):
            fed = _feed(icons, links, levels)
        else:
            fed = _spread(self.fed, [pool for pool, _ in added], icons, links, levels)
        return WaterNet(
            None, cells, levels, links, icons, fed, next_id, (self, removed)
        )

    def with_icons(
        self,
        cell: CellKey,
        shown: tuple[Icon, ...],
        cell_icons: Mapping[CellKey, tuple[Icon, ...]],
    ) -> WaterNet:
        """The water once the icons seen on visible water ``cell`` (a key) are
        ``shown`` (a bonus token laid on it); ``cell_icons``: the icons seen on
        the other cells. Only jets feed pools: unless the pool gains its first
        jet or loses its last, the same pools stay fed."""
        pool = self.pool_of[cell]
        icons = dict(self.icons)
        here = [
            shown if c == cell else cell_icons[c]
            for c in self.cells[pool]
            if c == cell or c in cell_icons
        ]
        if here:
            icons[pool] = sum(here, ())
        else:
            icons.pop(pool, None)
        had_jet = _JET in self.icons.get(pool, ())
        has_jet = _JET in icons.get(pool, ())
        if had_jet == has_jet:
            fed = self.fed
        elif has_jet:
            fed = _spread(self.fed, [pool], icons, self.links, self.level)
        else:
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


_Pending = tuple[WaterNet, dict[int, None]]
"""What :attr:`WaterNet.pool_of` is made from: the version laid on and the pools
laid over (the new pools are those with ids from its ``next_id`` on)."""


def _feed(
    icons: Mapping[int, tuple[Icon, ...]],
    links: Mapping[int, frozenset[int]],
    levels: Mapping[int, int],
) -> frozenset[int]:
    """Every fed pool, worked out from the jets."""
    found = {pool for pool, here in icons.items() if _JET in here}
    return _flood(found, list(found), links, levels)


def _spread(
    fed: frozenset[int],
    new: list[int],
    icons: Mapping[int, tuple[Icon, ...]],
    links: Mapping[int, frozenset[int]],
    levels: Mapping[int, int],
) -> frozenset[int]:
    """``fed`` grown by the pools in ``new`` that are fed (those with a jet or
    water coming in from a fed pool) and every pool water reaches from them."""
    frontier: list[int] = []
    for pool in new:
        if pool in fed:
            continue
        if _JET not in icons.get(pool, ()):
            level = levels[pool]
            for other in links[pool]:
                if other in fed and water_passes(levels[other], level):
                    break
            else:
                continue  # no jet, and no fed pool's water comes in
        frontier.append(pool)
    if not frontier:
        return fed
    found = set(fed)
    found.update(frontier)
    return _flood(found, frontier, links, levels)


def _flood(
    found: set[int],
    frontier: list[int],
    links: Mapping[int, frozenset[int]],
    levels: Mapping[int, int],
) -> frozenset[int]:
    """``found`` (fed pools) grown by every pool water reaches from those in
    ``frontier`` (among them): on the same level or one below."""
    while frontier:
        pool = frontier.pop()
        level = levels[pool]
        for other in links[pool]:
            if other not in found and water_passes(level, levels[other]):
                found.add(other)
                frontier.append(other)
    return frozenset(found)
