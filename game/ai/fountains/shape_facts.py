"""One rotation of a tile as the quick look sees it (``quick_look.py``): its
cells, the cells beside its channels, its icons and what they are worth to
Medium (``estimates.py``), worked out once for each tile and rotation."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.fountains.parameters import FED_POOL_WEIGHT, ICON_GUESS
from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.icons import Icon
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.tiles import Cell, TileSpec


@dataclass(frozen=True, slots=True)
class ShapeFacts:
    """One rotation of a tile as the quick look sees it."""

    cells: tuple[Cell, ...]
    outside: tuple[Cell, ...]  # cells beside the tile's channels, off the tile
    icons: tuple[Icon, ...]
    coins: int
    has_jet: bool
    jets: int
    guess: float  # ICON_GUESS of its lily pads and fish, per level of game left
    fed_part: float  # what it is worth fed whatever its level (the quick look's
    # sum, term for term: the fed pool, its coins, its jets)
    fish: bool  # whether it shows a fish
    lily: bool  # whether it shows a lily pad


_SHAPE_FACTS: Cache[tuple[str, int], ShapeFacts] = CACHES.cache(
    "quick look: shape facts", 2048
)
"""(Each tile, by id, and rotation: the catalogue has 308.)"""


def shape_facts(tile: TileSpec, rotation: int) -> ShapeFacts:
    """The facts of ``tile`` in ``rotation`` (worked out once)."""
    key = (tile.id, rotation)
    facts = _SHAPE_FACTS.store.get(key)
    if facts is None:
        rot = tile.rotation(rotation)
        outside = []
        for x, y in rot.water_cells:
            for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if other not in rot.cells:
                    outside.append(other)
        icons = tuple(s.icon for s in rot.cells.values() if s.icon is not None)
        facts = ShapeFacts(
            rot.all_cells,
            tuple(outside),
            icons,
            icons.count(Icon.COIN),
            Icon.JET in icons,
            icons.count(Icon.JET),
            sum(ICON_GUESS[i] for i in icons if i not in (Icon.COIN, Icon.JET)),
            FED_POOL_WEIGHT
            + COIN_POINTS * icons.count(Icon.COIN)
            + ICON_GUESS[Icon.JET] * icons.count(Icon.JET),
            any(icon.is_fish for icon in icons),
            Icon.LILY in icons,
        )
        _SHAPE_FACTS.keep(key, facts)
    return facts
