"""Pools and water flow, seen from above (rulebook: Jets, Pond Weed, Pools).

A pool is a 4-connected set of visible water cells of one tile; a tile partly
covered by another can show several pools. Water passes from pool P to pool Q
when a visible water cell of P is 4-adjacent to one of Q and Q lies on P's
level or one below: never up, never down two levels at once. A pool holding a
visible jet is fed, and so is every pool water reaches from a fed pool; every
other pool carries pond weed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Cell


@dataclass(frozen=True, slots=True)
class Pool:
    """One pool: its visible water cells, level, tile, whether it is fed, icons."""

    cells: frozenset[Cell]
    level: int
    tile_index: int
    fed: bool
    icons: tuple[Icon, ...]


@dataclass(frozen=True, slots=True)
class Water:
    """Everything about water in one fountain version."""

    pools: tuple[Pool, ...]
    pool_of: Mapping[Cell, int]  # visible water cell -> index into pools
    links: frozenset[tuple[int, int]]  # (a, b), a < b: pools whose water touches
    flows: tuple[tuple[Cell, Cell], ...]  # (from, to) cell pairs where water passes


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


@dataclass(frozen=True, slots=True)
class TileWater:
    """One tile's visible water: its pools, and the frontier where it may meet
    another tile's water (cell, 4-neighbour outside the tile or covered)."""

    pools: tuple[frozenset[Cell], ...]
    frontier: tuple[tuple[Cell, Cell], ...]
    ordered: tuple[tuple[Cell, ...], ...]  # each pool's cells in reading order


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
    return TileWater(
        tuple(frozenset(part) for part in parts),
        tuple(frontier),
        tuple(tuple(part) for part in parts),
    )


def compute_water(
    tiles: Sequence[TileWater],
    tile_levels: Sequence[int],
    cell_icons: Mapping[Cell, tuple[Icon, ...]],
) -> Water:
    """Pools, links, flows and feeding from each tile's visible water.

    ``cell_icons`` gives the visible icons of every water cell that has any
    (a bonus token's icons replace the printed icon under it).
    """
    pool_cells: list[frozenset[Cell]] = []
    pool_order: list[tuple[Cell, ...]] = []
    pool_level: list[int] = []
    pool_tile: list[int] = []
    pool_of: dict[Cell, int] = {}
    for tile_index, water in enumerate(tiles):
        level = tile_levels[tile_index]
        for part, ordered in zip(water.pools, water.ordered, strict=True):
            index = len(pool_cells)
            pool_cells.append(part)
            pool_order.append(ordered)
            pool_level.append(level)
            pool_tile.append(tile_index)
            pool_of.update(dict.fromkeys(part, index))
    count = len(pool_cells)
    # water passes downhill (or level) between touching visible water cells;
    # each touching pair is seen from both tiles' frontiers
    downstream: list[set[int]] = [set() for _ in range(count)]
    links: set[tuple[int, int]] = set()
    flows: list[tuple[Cell, Cell]] = []
    get = pool_of.get
    for water in tiles:
        for cell, other in water.frontier:
            b = get(other)
            if b is None:
                continue
            a = pool_of[cell]
            drop = pool_level[a] - pool_level[b]
            if drop == 1:
                downstream[a].add(b)
                flows.append((cell, other))
                links.add((a, b) if a < b else (b, a))
            elif drop == 0:
                downstream[a].add(b)
                if (cell[1], cell[0]) < (other[1], other[0]):
                    flows.append((cell, other))
                links.add((a, b) if a < b else (b, a))
            elif drop < -1 or drop > 1:
                links.add((a, b) if a < b else (b, a))
    # fed: every pool reached from a pool with a visible jet
    has_icons = [False] * count
    jet_pools = []
    for cell, here in cell_icons.items():
        index = pool_of[cell]
        has_icons[index] = True
        if Icon.JET in here:
            jet_pools.append(index)
    fed = [False] * count
    frontier: list[int] = []
    for index in jet_pools:
        if not fed[index]:
            fed[index] = True
            frontier.append(index)
    while frontier:
        index = frontier.pop()
        for reached in downstream[index]:
            if not fed[reached]:
                fed[reached] = True
                frontier.append(reached)
    pools = []
    for index in range(count):
        cells = pool_cells[index]
        if has_icons[index]:
            icons: tuple[Icon, ...] = ()
            for cell in pool_order[index]:
                found = cell_icons.get(cell)
                if found is not None:
                    icons += found
        else:
            icons = ()
        pools.append(
            Pool(cells, pool_level[index], pool_tile[index], fed[index], icons)
        )
    flows.sort(key=lambda pair: (pair[0][1], pair[0][0], pair[1][1], pair[1][0]))
    return Water(tuple(pools), pool_of, frozenset(links), tuple(flows))
