"""Where the held tile fits: the legal spots at its current turn (read from
the table state's legal actions, never re-checked), the cell of the tile held
under the pointer (the grip) and how a quarter turn carries it, the spot
nearest the pointer, and the spots best first as Medium ranks them."""

from __future__ import annotations

from collections.abc import Iterable

from game.ai.fountains.medium import MediumBot
from game.rules.fountains.actions import Place
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.tiles import Placement, TileSpec

Cell = tuple[int, int]

SNAP_REACH = 1
"""A legal spot this many cells (or fewer) from where the pointer aims is
taken instead of an illegal one."""


def turn_grip(tile: TileSpec, rotation: int, grip: Cell, step: int) -> Cell:
    """Where the cell ``grip`` of ``tile`` turned ``rotation`` is after one
    quarter turn clockwise (``step`` > 0) or anticlockwise."""
    turned = tile.rotation(rotation)
    x, y = grip
    if step > 0:
        return (turned.height - 1 - y, x)
    return (y, turned.width - 1 - x)


def tile_handle(tile: TileSpec, rotation: int) -> Cell:
    """The cell of the turned tile held under the pointer at first: the one
    nearest its middle."""
    rot = tile.rotation(rotation)
    cx, cy = (rot.width - 1) / 2, (rot.height - 1) / 2
    return min(
        rot.all_cells,
        key=lambda c: ((c[0] - cx) ** 2 + (c[1] - cy) ** 2, c[1], c[0]),
    )


def spots_at(
    legal: Iterable[Placement], tile: TileSpec, rotation: int
) -> list[Placement]:
    """The legal spots of ``tile`` at ``rotation`` (its equivalent rotation for
    a symmetric tile), in reading order of their corner."""
    wanted = tile.same_rotation(rotation)
    return sorted(
        (p for p in legal if p.tile_id == tile.id and p.rotation == wanted),
        key=lambda p: (p.y, p.x),
    )


def nearest_spot(
    spots: Iterable[Placement], aimed: Placement, reach: int = SNAP_REACH
) -> Placement | None:
    """The spot closest to ``aimed`` (same turn) within ``reach`` cells."""
    best: tuple[int, int, int, Placement] | None = None
    for spot in spots:
        if spot.rotation != aimed.rotation:
            continue
        dx, dy = abs(spot.x - aimed.x), abs(spot.y - aimed.y)
        if max(dx, dy) > reach:
            continue
        key = (dx + dy, spot.y, spot.x, spot)
        if best is None or key[:3] < best[:3]:
            best = key
    return None if best is None else best[3]


def medium_order(game: FountainsGame, spots: list[Placement]) -> list[Placement]:
    """``spots`` best first as Medium itself ranks the placements of the held
    tile (its own terms: points now and what the move sets up), so a spot that
    adds pond weed comes first only where Medium would play it; spots Medium
    does not weigh keep their order, after the rest."""
    bot = MediumBot(0, placements_tried=ALL_PLACEMENTS)
    rank: dict[Placement, int] = {}
    for index, candidate in enumerate(bot.candidates(game)):
        action = candidate.action
        if isinstance(action, Place):
            rank.setdefault(action.placement, index)
    order = {spot: index for index, spot in enumerate(spots)}
    last = len(rank)
    return sorted(spots, key=lambda s: (rank.get(s, last), order[s]))


ALL_PLACEMENTS = 1_000_000
"""Medium weighs every legal placement when it orders the Tab spots."""
