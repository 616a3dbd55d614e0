"""Depth cues of a fountain picture: the ground it stands on (a faint grid of
the table's cells and each column's soft shadow, longer the higher it stands),
and over each level's top faces a shade along every edge under a higher
neighbour (the ledge a step down makes) and a tint that lightens the higher
levels. Together they make a level-1 tile behind a stack read as lying on the
table, never as stacked."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.render.fountains.at_scale import px
from game.render.fountains.iso import IsoCamera, rotate_point

Cell = tuple[int, int]

GROUND_MARGIN = 1.1
"""Room around the fountain, in cells, for the ground grid and the shadows."""
GROUND_LINE = (0, 0, 0, 46)
SHADOW = (10, 6, 4, 78)
LEDGE = (10, 6, 4, 92)
TINT_PER_LEVEL = 16  # alpha of the light tint on each level above the first


def paint_ground(
    surface: pygame.Surface,
    cam: IsoCamera,
    heights: Mapping[Cell, int],
    scale: float = 1.0,
) -> None:
    """The table under the fountain: a faint grid of its cells (the ground a
    tile on level 1 visibly rests on) and a soft shadow of every column,
    falling towards the front, longer the higher the column. ``cam`` is the
    camera of the picture's own pixels; ``scale`` widens the grid's lines."""
    ground = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    cells = {
        (x + dx, y + dy) for x, y in heights for dx in (-1, 0, 1) for dy in (-1, 0, 1)
    }
    for x, y in cells:
        face = cam.cell_top_face(x, y, 0)
        pygame.draw.polygon(ground, GROUND_LINE, face, px(1, scale))
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    reach = cam.half_h * 0.5
    for (x, y), h in heights.items():
        face = cam.cell_top_face(x, y, 0)
        drop = reach * (0.6 + h)
        pygame.draw.polygon(
            shade, SHADOW, [(px + drop * 0.5, py + drop) for px, py in face]
        )
    ground.blit(shade, (0, 0))
    surface.blit(ground, (0, 0))


def shade_level(
    surface: pygame.Surface,
    cam: IsoCamera,
    heights: Mapping[Cell, int],
    level: int,
    ordered: list[Cell],
) -> None:
    """Over this level's visible top faces: a shade along each edge under a
    higher neighbour, and a tint that lightens the higher levels."""
    marks: list[tuple[list[tuple[float, float]], tuple[int, int, int, int]]] = []
    tint = (255, 246, 226, min(60, TINT_PER_LEVEL * (level - 1)))
    for cell in ordered:
        if heights.get(cell) != level:
            continue
        face = cam.cell_top_face(cell[0], cell[1], level)
        if level > 1:
            marks.append((face, tint))
        cx = sum(p[0] for p in face) / 4
        cy = sum(p[1] for p in face) / 4
        for (dx, dy), (i, j) in edges(cam.rotation):
            if heights.get((cell[0] + dx, cell[1] + dy), 0) <= level:
                continue
            a, b = face[i], face[j]
            inner_a = (a[0] + (cx - a[0]) * 0.45, a[1] + (cy - a[1]) * 0.45)
            inner_b = (b[0] + (cx - b[0]) * 0.45, b[1] + (cy - b[1]) * 0.45)
            marks.append(([a, b, inner_b, inner_a], LEDGE))
    if not marks:
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for polygon, colour in marks:
        pygame.draw.polygon(layer, colour, polygon)
    surface.blit(layer, (0, 0))


def grid_step(du: int, dv: int, rotation: int) -> Cell:
    """The grid step that shows as ``(du, dv)`` on screen at this camera turn."""
    gx, gy = rotate_point(du, dv, (4 - rotation) % 4)
    return (int(gx), int(gy))


def edges(rotation: int) -> list[tuple[Cell, tuple[int, int]]]:
    """Each grid neighbour's step, and the two corners of a top face (back,
    right, front, left) on the edge shared with it."""
    return [
        (grid_step(-1, 0, rotation), (3, 0)),
        (grid_step(0, -1, rotation), (0, 1)),
        (grid_step(1, 0, rotation), (1, 2)),
        (grid_step(0, 1, rotation), (2, 3)),
    ]
