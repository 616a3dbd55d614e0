"""A fountain's picture at the largest zoom that fits a box: the results'
final fountains and the replay viewer size their pictures this way. The box
and the zoom are logical; the picture is drawn at ``scale``."""

from __future__ import annotations

from typing import Any

from game.render.fountains.fountain_view import (
    FountainPicture,
    Layers,
    build_picture,
    placed_parts,
)
from game.render.fountains.iso import IsoCamera
from game.render.fountains.tile_art import TileArt

SMALLEST_CELL_W = 6
# build_picture adds margins (the ground around the fountain) of about 2.2
# cells across and 2.6 down, kept here with a little room.
MARGIN_ACROSS = 2.4
MARGIN_DOWN = 2.8


def cell_width_to_fit(fountain: Any, size: tuple[int, int], largest: int) -> int:
    """The zoom (a cell's width in pixels) at which ``fountain``'s picture fits
    ``size``, at most ``largest``."""
    columns = Layers.of(placed_parts(fountain)).columns() or [(0, 0, 0)]
    left, top, right, bottom = IsoCamera(cell_w=1.0).bounds(columns)
    width, height = size
    cell_w = min(
        width / (right - left + MARGIN_ACROSS),
        height / (bottom - top + MARGIN_DOWN),
        largest,
    )
    return max(SMALLEST_CELL_W, int(cell_w))


def fitted_picture(
    fountain: Any,
    art: TileArt,
    size: tuple[int, int],
    largest: int,
    scale: float = 1.0,
) -> FountainPicture:
    """``fountain`` painted (first turn) at the zoom that fits the logical
    ``size``, drawn at ``scale`` (its surface ``scale`` times as large)."""
    cell_w = cell_width_to_fit(fountain, size, largest)
    return build_picture(fountain, art, 0, cell_w, scale=scale)
