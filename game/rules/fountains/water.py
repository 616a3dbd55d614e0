"""Pools and water flow, seen from above (rulebook: Jets, Pond Weed, Pools).

A pool is a 4-connected set of visible water cells of one tile; a tile partly
covered by another can show several pools. Water passes from pool P to pool Q
when a visible water cell of P is 4-adjacent to one of Q and Q lies on P's
level or one below: never up, never down two levels at once. A pool holding a
visible jet is fed, and so is every pool water reaches from a fed pool; every
other pool carries pond weed.

Search places tiles by the thousand, so the work is split: each tile's own
visible water (:class:`TileWater`) changes only when that tile is covered, and
the cell-by-cell flow pairs the renderer draws are worked out only when asked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat

from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Cell

_NONE = repeat(-1)
"""Pool index for a cell that is no visible water (endless, for ``map``)."""


@dataclass(frozen=True, slots=True)
class Pool:
    """One pool: its visible water cells, level, tile, whether it is fed, icons."""

    cells: frozenset[Cell]
    level: int
    tile_index: int
    fed: bool
    icons: tuple[Icon, ...]


class Water:
    """Everything about water in one fountain version.

    ``pools``; ``pool_of`` (visible water cell -> index into pools); ``links``
    ((a, b), a < b: pools whose water touches); ``flows`` ((from, to) cell pairs
    where water passes). Per pool, by index: ``levels``, ``fed``, ``icons``;
    ``pools`` and ``flows`` are built on first use (search needs neither).
    """

    __slots__ = (
        "pool_of",
        "links",
        "levels",
        "fed",
        "icons",
        "_tiles",
        "_pools",
        "_flows",
    )

    def __init__(
        self,
        pool_of: Mapping[Cell, int],
        links: frozenset[tuple[int, int]],
        levels: list[int],
        fed: list[bool],
        icons: list[tuple[Icon, ...]],
        tiles: Sequence[TileWater],
    ) -> None:
        self.pool_of = pool_of
        self.links = links
        self.levels = levels
        self.fed = fed
        self.icons = icons
        self._tiles = tuple(tiles)  # the fountain's list changes; this version not
        self._pools: tuple[Pool, ...] | None = None
        self._flows: tuple[tuple[Cell, Cell], ...] | None = None

    @property
    def pools(self) -> tuple[Pool, ...]:
        pools = self._pools
        if pools is None:
            found = []
            index = 0
            for tile_index, water in enumerate(self._tiles):
                for part in water.pools:
                    found.append(
                        Pool(
                            part,
                            self.levels[index],
                            tile_index,
                            self.fed[index],
                            self.icons[index],
                        )
                    )
                    index += 1
            pools = self._pools = tuple(found)
        return pools

    @property
    def flows(self) -> tuple[tuple[Cell, Cell], ...]:
        flows = self._flows
        if flows is None:
            flows = self._flows = _flows(self._tiles, self.levels, self.pool_of)
        return flows


def split_pool(cells: Sequence[Cell] | set[Cell]) -> list[list[Cell]]:
    """Split one tile's visible water cells into 4-connected pools, each sorted."""
    remaining = set(cells)
    parts: list[list[Cell]] = []
    for start in sorted(remaining, key=lambda c: (c[1], c[0])):
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
        part.sort(key=lambda c: (c[1], c[0]))
        parts.append(part)
    return parts


class TileWater:
    """One tile's visible water: its pools, and the frontier where it may meet
    another tile's water (cell, 4-neighbour outside the tile or covered).

    ``reach[k]``: the distinct frontier neighbours of pool ``k``. A tile's water
    moved to where it is laid keeps its frontier unmoved until asked for it.
    """

    __slots__ = ("pools", "reach", "_frontier", "_offset")

    def __init__(
        self,
        pools: tuple[frozenset[Cell], ...],
        frontier: tuple[tuple[Cell, Cell], ...],
        reach: tuple[tuple[Cell, ...], ...],
        offset: Cell = (0, 0),
    ) -> None:
        self.pools = pools
        self.reach = reach
        self._frontier = frontier
        self._offset = offset

    @property
    def frontier(self) -> tuple[tuple[Cell, Cell], ...]:
        dx, dy = self._offset
        if dx or dy:
            self._frontier = tuple(
                ((x + dx, y + dy), (u + dx, v + dy))
                for (x, y), (u, v) in self._frontier
            )
            self._offset = (0, 0)
        return self._frontier

    def moved(self, dx: int, dy: int) -> TileWater:
        """The same water shifted by (dx, dy) (a tile laid elsewhere)."""
        ox, oy = self._offset
        return TileWater(
            tuple(frozenset([(x + dx, y + dy) for x, y in p]) for p in self.pools),
            self._frontier,
            tuple(tuple([(x + dx, y + dy) for x, y in r]) for r in self.reach),
            (ox + dx, oy + dy),
        )


def tile_water(
    cells: Mapping[Cell, object], visible: Sequence[Cell], is_own: Mapping[Cell, bool]
) -> TileWater:
    """``cells``: the tile's cells; ``visible``: its visible water cells;
    ``is_own[c]``: whether tile cell ``c`` is still seen (not covered)."""
    frontier = []
    for cell in visible:
        x, y = cell
        for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if other not in cells or not is_own[other]:
                frontier.append((cell, other))
    parts = split_pool(visible)
    part_of = {cell: k for k, part in enumerate(parts) for cell in part}
    reach: list[dict[Cell, None]] = [{} for _ in parts]
    for cell, other in frontier:
        reach[part_of[cell]][other] = None
    return TileWater(
        tuple(frozenset(part) for part in parts),
        tuple(frontier),
        tuple(tuple(r) for r in reach),
    )


def compute_water(
    tiles: Sequence[TileWater],
    tile_levels: Sequence[int],
    cell_icons: Mapping[Cell, tuple[Icon, ...]],
) -> Water:
    """Pools, links and feeding from each tile's visible water.

    ``cell_icons`` gives the visible icons of every water cell that has any
    (a bonus token's icons replace the printed icon under it).
    """
    pool_level: list[int] = []
    pool_of: dict[Cell, int] = {}
    for tile_index, water in enumerate(tiles):
        level = tile_levels[tile_index]
        for part in water.pools:
            pool_of.update(dict.fromkeys(part, len(pool_level)))
            pool_level.append(level)
    count = len(pool_level)
    # water passes downhill (or level) between touching visible water cells;
    # each touching pair is seen from both tiles' frontiers
    downstream: list[list[int]] = [[] for _ in range(count)]
    links: set[tuple[int, int]] = set()
    get = pool_of.get
    a = 0
    for water in tiles:
        for reach in water.reach:
            level = pool_level[a]
            touching = set(map(get, reach, _NONE))
            touching.discard(-1)
            for b in touching:
                drop = level - pool_level[b]
                if drop == 0 or drop == 1:
                    downstream[a].append(b)
                links.add((a, b) if a < b else (b, a))
            a += 1
    # fed: every pool reached from a pool with a visible jet
    icons_of: dict[int, list[Cell]] = {}
    frontier: list[int] = []
    fed = [False] * count
    for cell, here in cell_icons.items():
        index = pool_of[cell]
        icons_of.setdefault(index, []).append(cell)
        if Icon.JET in here and not fed[index]:
            fed[index] = True
            frontier.append(index)
    while frontier:
        index = frontier.pop()
        for reached in downstream[index]:
            if not fed[reached]:
                fed[reached] = True
                frontier.append(reached)
    icons: list[tuple[Icon, ...]] = [()] * count
    for index, icon_cells in icons_of.items():
        if len(icon_cells) == 1:
            icons[index] = cell_icons[icon_cells[0]]
        else:
            icon_cells.sort(key=_reading_order)
            found: tuple[Icon, ...] = ()
            for cell in icon_cells:
                found += cell_icons[cell]
            icons[index] = found
    return Water(pool_of, frozenset(links), pool_level, fed, icons, tiles)


def _reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]


def _flows(
    tiles: Sequence[TileWater], levels: Sequence[int], pool_of: Mapping[Cell, int]
) -> tuple[tuple[Cell, Cell], ...]:
    """(from, to) pairs of touching visible water cells of two pools where water
    passes; water between pools on one level is listed once."""
    flows: list[tuple[Cell, Cell]] = []
    get = pool_of.get
    for water in tiles:
        for cell, other in water.frontier:
            b = get(other)
            if b is None:
                continue
            drop = levels[pool_of[cell]] - levels[b]
            if drop == 1 or (drop == 0 and (cell[1], cell[0]) < (other[1], other[0])):
                flows.append((cell, other))
    flows.sort(key=lambda pair: (pair[0][1], pair[0][0], pair[1][1], pair[1][0]))
    return tuple(flows)
