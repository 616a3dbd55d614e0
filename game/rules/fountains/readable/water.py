"""The rules of record for a fountain's water, written to be read: from the
rulebook (Jets, Pond Weed, Rewards, Bonus Tokens) and
``docs/rules/fountain-model.md``, never from the fast code (``water_net.py``)
that the tests check against it after every step of seeded growth.

:func:`picture_of` reads what is seen from above through the fountain's plain
views (``cells``, ``top``, ``cell``, ``height``, ``tokens``); :func:`water_of`
works the whole water picture out of it again the slow way: pools by flood fill
over the visible water cells of one tile, icons cell by cell (a token's replace
the printed one), feeding by following touching pools from the jets until
nothing changes, flows from every touching cell pair, lily groups by walking
fed pools joined by flowing water (where water passes: ``water_rule.py``, the
one place that rule is written). :func:`water_differences` lists every way a
fountain's answers differ from it. Screens and explanations may read it too:
it answers from what is seen, slowly and plainly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.tiles import BonusToken, Cell, CellSpec
from game.rules.fountains.water import Pool
from game.rules.fountains.water_rule import water_joins, water_passes

STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))

TokenOf = Callable[[str], BonusToken]
"""How a bonus token's id is read back as the token (the catalogue's, unless a
test brings tokens of its own)."""


def reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]


class Seen(NamedTuple):
    """A cell as seen from above: the tile on top, its level, its cell there and
    the icons of a bonus token lying on it (None when there is none)."""

    tile_index: int
    level: int
    spec: CellSpec
    token: tuple[Icon, ...] | None


def picture_of(fountain: Fountain, token_of: TokenOf = token_by_id) -> dict[Cell, Seen]:
    """What is seen from above, read through the fountain's plain views only."""
    tokens = fountain.tokens
    seen: dict[Cell, Seen] = {}
    for x, y in fountain.cells():
        index, spec = fountain.top(x, y), fountain.cell(x, y)
        assert index is not None and spec is not None
        token = tokens.get((x, y))
        icons = None if token is None else token_of(token).icons
        seen[(x, y)] = Seen(index, fountain.height(x, y), spec, icons)
    return seen


# -- water, from the picture alone ---------------------------------------------------


@dataclass(frozen=True)
class ReadableWater:
    """Everything about water, worked out from the picture by brute force."""

    pools: list[Pool]
    pool_of: dict[Cell, int]
    links: frozenset[tuple[int, int]]
    flows: list[tuple[Cell, Cell]]
    lily_groups: list[tuple[int, frozenset[int]]]
    fish: dict[FishColour, int]

    @property
    def fed_count(self) -> int:
        return sum(pool.fed for pool in self.pools)

    @property
    def lily_points(self) -> int:
        return self.lily_groups[0][0] if self.lily_groups else 0

    @property
    def visible_icons(self) -> list[Icon]:
        return [icon for pool in self.pools for icon in pool.icons]


def water_of(picture: Mapping[Cell, Seen]) -> ReadableWater:
    """Pools (4-connected visible water cells of one tile, by tile then reading
    order), icons (a token's replace the printed one), links, feeding (from
    pools with a visible jet, water passing to touching pools on its level or
    one below), flows, lily groups and fish points."""
    water = {cell: seen for cell, seen in picture.items() if seen.spec.is_water}
    parts: list[list[Cell]] = []
    done: set[Cell] = set()
    for start in water:
        if start in done:
            continue
        done.add(start)
        part, todo = [start], [start]
        while todo:
            x, y = todo.pop()
            for dx, dy in STEPS:
                near = (x + dx, y + dy)
                if (
                    near in water
                    and near not in done
                    and water[near].tile_index == water[start].tile_index
                ):
                    done.add(near)
                    part.append(near)
                    todo.append(near)
        parts.append(sorted(part, key=reading_order))
    parts.sort(key=lambda p: (water[p[0]].tile_index, reading_order(p[0])))
    pool_of = {cell: i for i, part in enumerate(parts) for cell in part}
    levels = [water[part[0]].level for part in parts]
    icons: list[tuple[Icon, ...]] = []
    for part in parts:
        found: tuple[Icon, ...] = ()
        for cell in part:
            seen = water[cell]
            if seen.token is not None:
                found += seen.token
            elif seen.spec.icon is not None:
                found += (seen.spec.icon,)
        icons.append(found)
    links: set[tuple[int, int]] = set()
    flows: list[tuple[Cell, Cell]] = []
    for cell, a in pool_of.items():
        for dx, dy in STEPS:
            near = (cell[0] + dx, cell[1] + dy)
            b = pool_of.get(near)
            if b is None or b == a:
                continue
            links.add((min(a, b), max(a, b)))
            # water between pools on one level is listed once, from the first
            if water_passes(levels[a], levels[b]) and (
                levels[a] != levels[b] or reading_order(cell) < reading_order(near)
            ):
                flows.append((cell, near))
    flows.sort(key=lambda pair: (reading_order(pair[0]), reading_order(pair[1])))
    fed = {i for i, here in enumerate(icons) if Icon.JET in here}
    grew = True
    while grew:
        grew = False
        for a, b in links:
            for high, low in ((a, b), (b, a)):
                if (
                    high in fed
                    and low not in fed
                    and water_passes(levels[high], levels[low])
                ):
                    fed.add(low)
                    grew = True
    pools = [
        Pool(frozenset(part), levels[i], water[part[0]].tile_index, i in fed, icons[i])
        for i, part in enumerate(parts)
    ]
    return ReadableWater(
        pools,
        pool_of,
        frozenset(links),
        flows,
        _lily_groups(levels, fed, icons, links),
        _fish(levels, fed, icons),
    )


def _lily_groups(
    levels: list[int],
    fed: set[int],
    icons: list[tuple[Icon, ...]],
    links: Iterable[tuple[int, int]],
) -> list[tuple[int, frozenset[int]]]:
    """Fed pools joined by water flowing either way, each lily pad worth its
    pool's level; the most pads first, then the most points, then the group
    holding the earliest pool."""
    joined: dict[int, set[int]] = {i: set() for i in fed}
    for a, b in links:
        if a in fed and b in fed and water_joins(levels[a], levels[b]):
            joined[a].add(b)
            joined[b].add(a)
    groups: list[set[int]] = []
    placed: set[int] = set()
    for start in sorted(fed):
        if start in placed:
            continue
        group, todo = {start}, [start]
        while todo:
            for other in joined[todo.pop()] - group:
                group.add(other)
                todo.append(other)
        placed |= group
        groups.append(group)
    scored = [
        (
            sum(icons[i].count(Icon.LILY) for i in g),
            sum(levels[i] * icons[i].count(Icon.LILY) for i in g),
            min(g),
            g,
        )
        for g in groups
    ]
    scored.sort(key=lambda item: (-item[0], -item[1], item[2]))
    return [(points, frozenset(g)) for _, points, _, g in scored]


def _fish(
    levels: list[int], fed: set[int], icons: list[tuple[Icon, ...]]
) -> dict[FishColour, int]:
    return {
        colour: sum(
            levels[i] * (icons[i].count(colour.icon) + icons[i].count(Icon.FISH_WILD))
            for i in fed
        )
        for colour in FishColour
    }


def water_differences(fountain: Fountain, ref: ReadableWater) -> list[str]:
    """Every way the fountain's water answers differ from ``ref`` (empty: none)."""
    found: list[str] = []

    def differ(what: str, got: object, want: object) -> None:
        if got != want:
            found.append(f"{what}: got {got!r}, want {want!r}")

    differ("water().pools", list(fountain.water().pools), ref.pools)
    differ("water().links", fountain.water().links, ref.links)
    differ("water().pool_of", fountain.water().pool_of, ref.pool_of)
    differ("flows()", fountain.flows(), ref.flows)
    differ("lily_groups()", fountain.lily_groups(), ref.lily_groups)
    differ("lily_points()", fountain.lily_points(), ref.lily_points)
    differ("fish_points_by_colour()", fountain.fish_points_by_colour(), ref.fish)
    for colour in FishColour:
        differ(f"fish_points({colour})", fountain.fish_points(colour), ref.fish[colour])
    differ("fed_pool_count()", fountain.fed_pool_count(), ref.fed_count)
    differ(
        "fed_pools()",
        sorted(fountain.fed_pools()),
        sorted((pool.level, pool.icons) for pool in ref.pools if pool.fed),
    )
    differ(
        "pond_weed_count()", fountain.pond_weed_count(), len(ref.pools) - ref.fed_count
    )
    differ("visible_icons()", fountain.visible_icons(), ref.visible_icons)
    for cell in fountain.cells():
        want = ref.pool_of.get(cell)
        differ(
            f"pool_at({cell})",
            fountain.pool_at(cell),
            None if want is None else ref.pools[want],
        )
    return found
