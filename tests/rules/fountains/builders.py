"""Helpers to build small fountains from hand-drawn tiles in tests.

Rows use the catalogue's characters: ``#`` dark, ``o`` light, ``~`` water,
``*`` slot, ``J C L R B W X`` icons, ``.`` no cell.
"""

from __future__ import annotations

from game.rules.fountains.fountain import Fountain, PlaceReport
from game.rules.fountains.tiles import Placement, Shape, TileSpec


def tile(tile_id: str, *rows: str, shape: Shape = Shape.SQUARE) -> TileSpec:
    """A hand-made tile drawn as rows."""
    return TileSpec.from_rows(tile_id, shape, rows)


def solid(
    tile_id: str, width: int, height: int, shape: Shape = Shape.SQUARE
) -> TileSpec:
    """A tile of dark bricks only (a plinth to stack on)."""
    return tile(tile_id, *(["#" * width] * height), shape=shape)


def put(
    fountain: Fountain, spec: TileSpec, x: int, y: int, rotation: int = 0
) -> PlaceReport:
    """Place ``spec`` (checked) and return the report."""
    return fountain.place(spec, Placement(spec.id, x, y, rotation))


def build(start: TileSpec, *steps: tuple[TileSpec, int, int]) -> Fountain:
    """A fountain from ``start`` and (tile, x, y) placements, each checked."""
    fountain = Fountain.new(start)
    for spec, x, y in steps:
        put(fountain, spec, x, y)
    return fountain
