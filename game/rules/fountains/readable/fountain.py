"""The rules of record for placing tiles and bonus tokens, written to be read: a
fountain kept the slow way, a list of laid tiles and a dict of bonus tokens,
every answer worked out again from them (rulebook: Placing Tiles, Bonus Tokens;
``docs/rules/fountain-model.md``). The fast rules core (bitboards in
``boards.py`` and ``placement.py``) is checked against it after every step of
seeded growth; screens and explanations may ask it why a placement is illegal
(:meth:`ReadableFountain.reason_for`).

Heights and the tile seen on each cell come from walking every tile; legal
placements from trying every offset in a box around the fountain and every
distinct rotation against the placement rules written out here; water from
:func:`game.rules.fountains.readable.water.water_of`. :func:`all_differences` lists
every way a fountain's answers differ from its reference.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.readable.water import (
    STEPS,
    ReadableWater,
    Seen,
    TokenOf,
    picture_of,
    reading_order,
    water_differences,
    water_of,
)
from game.rules.fountains.tiles import BonusToken, Cell, CellSpec, Placement, TileSpec


def cells_at(tile: TileSpec, placement: Placement) -> dict[Cell, CellSpec]:
    """The tile's cells on the grid, worked out again from its rotation."""
    rotated = tile.rotation(placement.rotation).cells
    return {(placement.x + x, placement.y + y): s for (x, y), s in rotated.items()}


def distinct_rotations(tile: TileSpec) -> list[int]:
    """Rotations whose cell pattern no smaller rotation already shows."""
    found: list[int] = []
    patterns: list[dict[Cell, CellSpec]] = []
    for rotation in range(4):
        pattern = dict(tile.rotation(rotation).cells)
        if pattern not in patterns:
            patterns.append(pattern)
            found.append(rotation)
    return found


# -- a fountain kept the slow way -----------------------------------------------------


@dataclass(frozen=True)
class ReadableTile:
    tile: TileSpec
    placement: Placement
    level: int
    cells: dict[Cell, CellSpec]


class ReadableReport(NamedTuple):
    level: int
    coins: int
    removed: tuple[str, ...]


@dataclass
class Ground:
    """What placement rules read: heights, cells whose visible brick is dark,
    the dark bricks on each level (covered or not), the placed tile ids."""

    heights: dict[Cell, int]
    dark_seen: set[Cell]
    dark_on: dict[int, set[Cell]]
    tile_ids: set[str]


class ReadableFountain:
    """A fountain kept as a list of laid tiles and a dict of tokens; every
    answer is worked out again from them."""

    def __init__(self, start: TileSpec) -> None:
        origin = Placement(start.id, 0, 0, 0)
        self.tiles = [ReadableTile(start, origin, 1, cells_at(start, origin))]
        self.tokens: dict[Cell, BonusToken] = {}
        self.removed: list[str] = []
        # every change in order: (tile, placement) or (token, cell)
        self.history: list[tuple[TileSpec, Placement] | tuple[BonusToken, Cell]] = []

    def copy(self) -> ReadableFountain:
        other = ReadableFountain.__new__(ReadableFountain)
        other.tiles = list(self.tiles)
        other.tokens = dict(self.tokens)
        other.removed = list(self.removed)
        other.history = list(self.history)
        return other

    def top(self) -> dict[Cell, int]:
        """Cell -> index of the last laid tile covering it."""
        return {cell: i for i, laid in enumerate(self.tiles) for cell in laid.cells}

    def heights(self) -> dict[Cell, int]:
        """Cell -> how many tiles cover it."""
        counts: dict[Cell, int] = {}
        for laid in self.tiles:
            for cell in laid.cells:
                counts[cell] = counts.get(cell, 0) + 1
        return counts

    def picture(self) -> dict[Cell, Seen]:
        heights = self.heights()
        return {
            cell: Seen(
                i,
                heights[cell],
                self.tiles[i].cells[cell],
                self.tokens[cell].icons if cell in self.tokens else None,
            )
            for cell, i in self.top().items()
        }

    def water(self) -> ReadableWater:
        return water_of(self.picture())

    def ground(self) -> Ground:
        top = self.top()
        dark_on: dict[int, set[Cell]] = {}
        for laid in self.tiles:
            dark = {cell for cell, spec in laid.cells.items() if spec.is_dark}
            dark_on.setdefault(laid.level, set()).update(dark)
        return Ground(
            self.heights(),
            {cell for cell, i in top.items() if self.tiles[i].cells[cell].is_dark},
            dark_on,
            {laid.tile.id for laid in self.tiles},
        )

    def token_cells(self) -> list[Cell]:
        """Visible shaded slots and icon cells, sorted (y, x)."""
        picture = self.picture()
        cells = [c for c, s in picture.items() if s.spec.slot or s.spec.icon]
        return sorted(cells, key=reading_order)

    # -- placement rules ----------------------------------------------------------

    def is_legal(self, tile: TileSpec, placement: Placement, ground: Ground) -> bool:
        """Placing Tiles: not placed yet, every cell on one height h, and at
        least 2 new dark bricks touching at least 2 dark bricks of the fountain
        (the visible one below, or beside on level h + 1)."""
        if tile.id in ground.tile_ids or placement.tile_id != tile.id:
            return False
        if placement.rotation not in (0, 1, 2, 3):
            return False
        cells = tuple(tile.rotation(placement.rotation).cells.items())
        return _fits(ground, cells, placement.x, placement.y)

    def legal_placements(self, tile: TileSpec) -> list[Placement]:
        """Every offset in a box one cell wider than any touching tile could
        reach, every distinct rotation, kept when :meth:`is_legal`; sorted by
        (y, x, rotation)."""
        ground = self.ground()
        if tile.id in ground.tile_ids:
            return []
        x_min, y_min, x_max, y_max = self.bounds()
        found: list[Placement] = []
        for rotation in distinct_rotations(tile):
            rot = tile.rotation(rotation)
            cells = tuple(rot.cells.items())
            for y in range(y_min - rot.height - 1, y_max + 3):
                for x in range(x_min - rot.width - 1, x_max + 3):
                    if _fits(ground, cells, x, y):
                        found.append(Placement(tile.id, x, y, rotation))
        return sorted(found, key=lambda p: (p.y, p.x, p.rotation))

    def reason_for(
        self, tile: TileSpec, placement: Placement, ground: Ground
    ) -> str | None:
        """Why a placement breaks the rules, as the words the fountain model
        gives for it must contain (``docs/rules/fountain-model.md``); None if
        it is legal. Checked in the model's order: placed already, support,
        beside the fountain at all, new bricks touching, old bricks touched."""
        if tile.id in ground.tile_ids:
            return "is already in this fountain"
        cells = cells_at(tile, placement)
        ordered = sorted(cells, key=reading_order)
        height = {cell: ground.heights.get(cell, 0) for cell in ordered}
        low = min(ordered, key=height.__getitem__)  # the first in reading order
        high = max(ordered, key=height.__getitem__)
        if height[low] != height[high]:
            under = (
                "hangs over empty space"
                if height[low] == 0
                else f"rests on level {height[low]}"
            )
            return (
                f"not supported: cell ({low[0]},{low[1]}) {under} while cell "
                f"({high[0]},{high[1]}) rests on level {height[high]}"
            )
        h = height[low]
        near_fountain = any(
            (x + dx, y + dy) in ground.heights for x, y in cells for dx, dy in STEPS
        )
        if h == 0 and not near_fountain:
            return "not beside the fountain"
        beside = ground.dark_on.get(h + 1, set())
        touching = set()
        touched = set()
        for cell in (c for c in ordered if cells[c].is_dark):
            if h and cell in ground.dark_seen:
                touching.add(cell)
                touched.add((h, cell))
            for dx, dy in STEPS:
                if (cell[0] + dx, cell[1] + dy) in beside:
                    touching.add(cell)
                    touched.add((h + 1, (cell[0] + dx, cell[1] + dy)))
        if len(touching) < 2:
            return f"only {len(touching)} dark brick"
        if len(touched) < 2:
            return f"touch only {len(touched)} dark brick of the fountain"
        return None

    def bounds(self) -> tuple[int, int, int, int]:
        cells = self.top()
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        return min(xs), min(ys), max(xs), max(ys)

    def level_for(self, tile: TileSpec, placement: Placement) -> int:
        heights = self.heights()
        return max(heights.get(c, 0) for c in cells_at(tile, placement)) + 1

    # -- changes ------------------------------------------------------------------

    def lay(self, tile: TileSpec, placement: Placement) -> ReadableReport:
        """Lay a legal tile; tokens under it leave the game (reading order)."""
        assert self.is_legal(tile, placement, self.ground()), placement
        cells = cells_at(tile, placement)
        level = self.level_for(tile, placement)
        removed = tuple(
            self.tokens.pop(cell).id
            for cell in sorted(cells, key=reading_order)
            if cell in self.tokens
        )
        self.removed.extend(removed)
        self.tiles.append(ReadableTile(tile, placement, level, cells))
        self.history.append((tile, placement))
        water = self.water()
        coins = sum(
            1
            for cell, spec in cells.items()
            if spec.icon is Icon.COIN and water.pools[water.pool_of[cell]].fed
        )
        return ReadableReport(level, coins, removed)

    def lay_token(self, token: BonusToken, cell: Cell) -> ReadableReport:
        """Put a token on a visible slot or icon cell; one already there leaves."""
        assert cell in self.token_cells(), cell
        old = self.tokens.get(cell)
        removed = () if old is None else (old.id,)
        self.removed.extend(removed)
        self.tokens[cell] = token
        self.history.append((token, cell))
        water = self.water()
        pool = water.pools[water.pool_of[cell]]
        coins = token.icons.count(Icon.COIN) if pool.fed else 0
        return ReadableReport(pool.level, coins, removed)


def _fits(
    ground: Ground, cells: tuple[tuple[Cell, CellSpec], ...], x: int, y: int
) -> bool:
    """Whether a tile's ``cells`` (at (0, 0)) moved by (x, y) all rest on one
    height h and at least 2 of its dark bricks touch at least 2 dark bricks of
    the fountain: the visible one below, or one beside on level h + 1."""
    heights = ground.heights
    h = heights.get((x + cells[0][0][0], y + cells[0][0][1]), 0)
    for (cx, cy), _ in cells:
        if heights.get((x + cx, y + cy), 0) != h:
            return False
    beside = ground.dark_on.get(h + 1, set())
    touching: set[Cell] = set()
    touched: set[tuple[int, Cell]] = set()
    for (cx, cy), spec in cells:
        if not spec.is_dark:
            continue
        cell = (x + cx, y + cy)
        if h >= 1 and cell in ground.dark_seen:
            touching.add(cell)
            touched.add((h, cell))
        for dx, dy in STEPS:
            near = (cell[0] + dx, cell[1] + dy)
            if near in beside:
                touching.add(cell)
                touched.add((h + 1, near))
    return len(touching) >= 2 and len(touched) >= 2


def geometry_differences(
    fountain: Fountain, ref: ReadableFountain, token_of: TokenOf = token_by_id
) -> list[str]:
    """Every way the fountain's tiles, cells and tokens differ from ``ref``."""
    found: list[str] = []

    def differ(what: str, got: object, want: object) -> None:
        if got != want:
            found.append(f"{what}: got {got!r}, want {want!r}")

    placed = fountain.placed
    differ(
        "placed",
        [(str(p.placement), p.level) for p in placed],
        [(str(t.placement), t.level) for t in ref.tiles],
    )
    for i, (mine, theirs) in enumerate(zip(placed, ref.tiles, strict=False)):
        if mine.tile != theirs.tile or dict(mine.cells) != theirs.cells:
            found.append(f"tile or cells of placed tile {i} ({mine.placement})")
    differ("tile_count()", fountain.tile_count(), len(ref.tiles))
    differ("max_level()", fountain.max_level(), max(t.level for t in ref.tiles))
    differ("cells()", fountain.cells(), sorted(ref.top(), key=reading_order))
    differ("picture", picture_of(fountain, token_of), ref.picture())
    differ("tokens", fountain.tokens, {c: t.id for c, t in ref.tokens.items()})
    differ("removed_tokens", fountain.removed_tokens, tuple(ref.removed))
    differ("token_cells()", fountain.token_cells(), ref.token_cells())
    top = ref.top()
    differ(
        "is_fully_visible",
        [fountain.is_fully_visible(i) for i in range(len(ref.tiles))],
        [all(top[c] == i for c in t.cells) for i, t in enumerate(ref.tiles)],
    )
    differ(
        "fully_visible()",
        fountain.fully_visible(),
        [i for i, t in enumerate(ref.tiles) if all(top[c] == i for c in t.cells)],
    )
    return found


def all_differences(
    fountain: Fountain, ref: ReadableFountain, token_of: TokenOf = token_by_id
) -> list[str]:
    """Geometry, then water judged from what the fountain shows from above."""
    return geometry_differences(fountain, ref, token_of) + water_differences(
        fountain, water_of(picture_of(fountain, token_of))
    )
