"""Where the held tile fits: the legal spots at its current turn (read from
the table state's legal actions, never re-checked), the cell of the tile held
under the pointer (the grip) and how a quarter turn carries it, the spot
nearest the pointer, and the spots best first by their points preview."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.rules.fountains.tiles import Placement, TileSpec
from game.scenes.fountains.preview import PlacementPreview

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


def preview_value(preview: PlacementPreview) -> int:
    """How good a spot looks from its preview: coins now, plus what the next
    pools, lily pad and best fish rewards would gain, less new pond weed."""
    before, after = preview.before, preview.after
    return (
        preview.coin_points
        + 2 * (after.pools - before.pools)
        + (after.lily - before.lily)
        + (max(after.fish) - max(before.fish))
        - 2 * (after.weed - before.weed)
    )


def ranked(
    spots: list[Placement], preview: Callable[[Placement], PlacementPreview]
) -> list[Placement]:
    """``spots`` best first by :func:`preview_value` (reading order on a tie)."""
    order = {spot: index for index, spot in enumerate(spots)}
    return sorted(spots, key=lambda s: (-preview_value(preview(s)), order[s]))
