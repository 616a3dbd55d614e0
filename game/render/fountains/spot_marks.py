"""Quiet marks on the fountain where the held tile fits: one small diamond on
the cell to point at for each legal spot, tinted by the level the tile would
rest on. Drawn once per set of spots and camera into one layer, then blitted.

At a scale, give the camera of the picture (``iso.scaled(view.scale)``) and
the ``scale``: the marks' edges grow with it, and the layer is kept by it."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.render.fountains.at_scale import px
from game.render.fountains.iso import IsoCamera
from game.ui.layers import blit_kept, kept

Cell = tuple[int, int]

LEVEL_TINTS: tuple[tuple[int, int, int], ...] = (
    (150, 235, 170),  # level 1
    (120, 205, 245),  # level 2
    (245, 215, 120),  # level 3
    (240, 150, 205),  # level 4
    (215, 200, 255),  # level 5 and up
)


#: High contrast (``game.render.contrast``): solid marks with a black edge.
STRONG = False


def level_tint(level: int) -> tuple[int, int, int]:
    return LEVEL_TINTS[max(0, min(level, len(LEVEL_TINTS)) - 1)]


class SpotMarks:
    """The marks layer, cached by (spots key, camera)."""

    def __init__(self) -> None:
        self._key: object = None
        self._layer: tuple[pygame.Surface, tuple[int, int]] | None = None

    def draw(
        self,
        surface: pygame.Surface,
        iso: IsoCamera,
        height: Callable[[int, int], int],
        marks: Callable[[], Sequence[tuple[Cell, int]]],
        key: object,
        scale: float = 1.0,
    ) -> None:
        """``marks()``: (cell to point at, level the tile would rest on), asked
        only when ``key``, the camera or the scale changed."""
        full = (key, iso, STRONG, scale)
        if self._key != full:
            self._key = full
            found = marks()
            self._layer = _render(iso, height, found, scale) if found else None
        if self._layer is not None:
            layer, at = self._layer
            blit_kept(surface, layer, at)


def _render(
    iso: IsoCamera,
    height: Callable[[int, int], int],
    marks: Sequence[tuple[Cell, int]],
    scale: float = 1.0,
) -> tuple[pygame.Surface, tuple[int, int]]:
    faces = []
    for (x, y), level in marks:
        face = iso.cell_top_face(x, y, height(x, y))
        cx = sum(p[0] for p in face) / 4
        cy = sum(p[1] for p in face) / 4
        inset = [(cx + (px - cx) * 0.55, cy + (py - cy) * 0.55) for px, py in face]
        faces.append((inset, level_tint(level)))
    xs = [p[0] for face, _ in faces for p in face]
    ys = [p[1] for face, _ in faces for p in face]
    room = px(2, scale)
    x0, y0 = math.floor(min(xs)) - room, math.floor(min(ys)) - room
    w, h = math.ceil(max(xs)) - x0 + room + 1, math.ceil(max(ys)) - y0 + room + 1
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for face, tint in faces:
        shifted = [(px - x0, py - y0) for px, py in face]
        if STRONG:
            pygame.draw.polygon(layer, (*tint, 200), shifted)
            pygame.draw.polygon(layer, (0, 0, 0, 255), shifted, px(3, scale))
            continue
        pygame.draw.polygon(layer, (*tint, 60), shifted)
        pygame.draw.polygon(layer, (*tint, 200), shifted, px(2, scale))
    return kept(layer), (x0, y0)
