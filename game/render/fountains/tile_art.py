"""Tile slabs: the top face of a tile pre-rendered per (tile, rotation, camera
rotation, zoom), and the side faces of a column, drawn where they show.

A top face sprite holds the paving (dark and light bricks with mortar), the
pool with its inner walls, its icons and its shaded slots. It is drawn at
height 0 with ``anchor``: blit it at ``camera.to_screen(x, y, level) - anchor``
for a tile whose rotated (0, 0) corner is at grid cell ``(x, y)``.

At a scale (physical pixels per logical one) ``cell_w`` stays the logical zoom
and the sprite is drawn ``scale`` times as large, every line and pad with it;
sprites are kept by zoom, scale and the colours that high contrast changes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import keep, px
from game.render.fountains.icon_art import icon_image
from game.render.fountains.iso import IsoCamera, rotate_point
from game.rules.fountains.icons import CellKind
from game.rules.fountains.tiles import CellSpec, TileSpec

Cell = tuple[int, int]

ICON_SCALE = 0.78
#: the most sprites each store of a ``TileArt`` keeps (see ``at_scale.keep``)
BOUND = 2048


@dataclass(frozen=True, slots=True)
class Sprite:
    surface: pygame.Surface
    anchor: tuple[int, int]


def stone_colour(kind: CellKind) -> pal.Colour:
    return pal.DARK_STONE if kind is CellKind.DARK else pal.LIGHT_STONE


def _inset(
    points: list[tuple[float, float]], amount: float
) -> list[tuple[float, float]]:
    cx = sum(p[0] for p in points) / 4
    cy = sum(p[1] for p in points) / 4
    return [
        (cx + (x - cx) * (1 - amount), cy + (y - cy) * (1 - amount)) for x, y in points
    ]


class TileArt:
    """Caches of tile top faces and ghost images (one per art setting)."""

    def __init__(self) -> None:
        self._tops: dict[tuple[str, int, int, int, bool, float], Sprite] = {}
        self._ghosts: dict[
            tuple[str, int, int, int, bool, float, pal.Colour], Sprite
        ] = {}

    def clear(self) -> None:
        self._tops.clear()
        self._ghosts.clear()

    def top(
        self,
        tile: TileSpec,
        rotation: int,
        camera_rotation: int,
        cell_w: int,
        icons: bool = True,
        scale: float = 1.0,
    ) -> Sprite:
        """The top face at logical zoom ``cell_w``, drawn at ``scale``."""
        key = (tile.id, rotation, camera_rotation, int(cell_w), icons, scale)
        sprite = self._tops.get(key)
        if sprite is None:
            sprite = render_top(
                tile, rotation, camera_rotation, int(cell_w), icons, scale
            )
            keep(self._tops, key, sprite, BOUND)
        return sprite

    def ghost(
        self,
        tile: TileSpec,
        rotation: int,
        camera_rotation: int,
        cell_w: int,
        legal: bool,
        scale: float = 1.0,
    ) -> Sprite:
        """The tile floating under the pointer: see-through, red when illegal
        (kept by the red in place: high contrast changes it mid-game)."""
        key = (tile.id, rotation, camera_rotation, int(cell_w), legal, scale)
        full = (*key, pal.ILLEGAL)
        sprite = self._ghosts.get(full)
        if sprite is None:
            base = self.top(tile, rotation, camera_rotation, cell_w, scale=scale)
            surface = base.surface.copy()
            if not legal:
                tint = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                tint.fill((*pal.ILLEGAL, 255))
                surface.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
                surface.blit(base.surface, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
            surface.set_alpha(205 if legal else 170)
            sprite = Sprite(surface, base.anchor)
            keep(self._ghosts, full, sprite, BOUND)
        return sprite


def render_top(
    tile: TileSpec,
    rotation: int,
    camera_rotation: int,
    cell_w: int,
    icons: bool = True,
    scale: float = 1.0,
) -> Sprite:
    """Paint one tile's top face (see the module docstring): ``cell_w`` is
    the logical zoom, the sprite is drawn at ``scale``."""
    cells: dict[Cell, CellSpec] = tile.rotated_cells(rotation)
    drawn_w = cell_w * scale if scale != 1.0 else cell_w
    line = px(1, scale)
    cam = IsoCamera(rotation=camera_rotation, cell_w=drawn_w)
    columns = [(x, y, 0) for x, y in cells]
    left, top, right, bottom = cam.bounds(columns)
    pad = px(2, scale)
    icon_size = round(drawn_w * ICON_SCALE)
    extra = max(0, icon_size - int(drawn_w) // 2) // 2 + pad
    width = int(right - left) + 2 * pad + line
    height = int(bottom - top) + 2 * pad + extra + line
    origin = (-left + pad, -top + pad + extra)
    cam = cam.at_origin(origin)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rng = random.Random(f"{tile.id}/{rotation}")
    ordered = sorted(
        cells, key=lambda c: sum(rotate_point(c[0], c[1], camera_rotation))
    )
    back_steps = _back_steps(camera_rotation)

    for x, y in ordered:
        spec = cells[(x, y)]
        face = cam.cell_top_face(x, y, 0)
        if spec.kind is CellKind.WATER:
            pygame.draw.polygon(surface, pal.WATER, face)
            pygame.draw.polygon(surface, pal.WATER, face, line)
        else:
            stone = stone_colour(spec.kind)
            mortar = pal.DARK_MORTAR if spec.kind is CellKind.DARK else pal.LIGHT_MORTAR
            pygame.draw.polygon(surface, mortar, face)
            inner = _inset(face, 0.14)
            jitter = rng.uniform(-0.06, 0.06)
            pygame.draw.polygon(
                surface,
                pal.shade(stone, 1.0 + jitter if jitter > 0 else 1.0 + jitter),
                inner,
            )
            # a lit back edge and a speck or two of grain
            lit = pal.shade(stone, 1.18), pal.shade(stone, 1.12)
            pygame.draw.line(surface, lit[0], inner[3], inner[0], line)
            pygame.draw.line(surface, lit[1], inner[0], inner[1], line)
            if cell_w >= 16:
                for _ in range(2):
                    a, b = rng.random() * 0.5 + 0.25, rng.random() * 0.5 + 0.25
                    sx, sy = cam.to_screen(x + a, y + b, 0)
                    grain = pal.shade(stone, 0.85)
                    surface.fill(grain, (int(sx), int(sy), line, line))

    # Inner walls: where water meets brick on the far side, the rim's wall shows.
    wall = max(line, round(drawn_w * 0.09))
    for (x, y), spec in cells.items():
        if spec.kind is not CellKind.WATER:
            continue
        face = cam.cell_top_face(x, y, 0)
        for step, edge in zip(back_steps, ((3, 0), (0, 1)), strict=True):
            neighbour = cells.get((x + step[0], y + step[1]))
            if neighbour is not None and neighbour.kind is not CellKind.WATER:
                p, q = face[edge[0]], face[edge[1]]
                band = [p, q, (q[0], q[1] + wall), (p[0], p[1] + wall)]
                pygame.draw.polygon(surface, pal.WATER_WALL, band)
        for step, edge in zip(
            _front_steps(camera_rotation), ((1, 2), (2, 3)), strict=True
        ):
            neighbour = cells.get((x + step[0], y + step[1]))
            if neighbour is not None and neighbour.kind is not CellKind.WATER:
                pygame.draw.line(
                    surface, pal.WATER_LIGHT, face[edge[0]], face[edge[1]], line
                )

    # The tile's outline where it ends (channels stay open).
    for (x, y), spec in cells.items():
        face = cam.cell_top_face(x, y, 0)
        for (dx, dy), (i, j) in _edge_sides(camera_rotation):
            if (x + dx, y + dy) in cells or spec.kind is CellKind.WATER:
                continue
            pygame.draw.line(surface, pal.RIM_EDGE, face[i], face[j], line)

    for (x, y), spec in cells.items():
        if spec.slot:
            cx, cy = cam.cell_centre(x, y, 0)
            rect = pygame.Rect(0, 0, round(drawn_w * 0.62), round(drawn_w * 0.34))
            rect.center = (round(cx), round(cy))
            pygame.draw.ellipse(surface, pal.SLOT_SHADE, rect)
            pygame.draw.ellipse(surface, pal.WATER_LIGHT, rect, line)
    if icons:
        for (x, y), spec in cells.items():
            if spec.icon is not None:
                image = icon_image(spec.icon, icon_size)
                cx, cy = cam.cell_centre(x, y, 0)
                centre = (round(cx), round(cy - scale))
                surface.blit(image, image.get_rect(center=centre))
    return Sprite(surface, (round(origin[0]), round(origin[1])))


def _step(du: int, dv: int, camera_rotation: int) -> Cell:
    gx, gy = rotate_point(du, dv, (4 - camera_rotation) % 4)
    return (int(gx), int(gy))


def _back_steps(camera_rotation: int) -> tuple[Cell, Cell]:
    """Grid steps to the -u and -v neighbours (the far sides)."""
    return (_step(-1, 0, camera_rotation), _step(0, -1, camera_rotation))


def _front_steps(camera_rotation: int) -> tuple[Cell, Cell]:
    """Grid steps to the +u and +v neighbours (the near sides)."""
    return (_step(1, 0, camera_rotation), _step(0, 1, camera_rotation))


def _edge_sides(camera_rotation: int) -> list[tuple[Cell, tuple[int, int]]]:
    """Each of a cell's four neighbours with the top-face corner pair between them.

    Top-face corners are back, right, front, left (view order): the -u side runs
    left-back, -v back-right, +u right-front, +v front-left.
    """
    mu, mv = _back_steps(camera_rotation)
    pu, pv = _front_steps(camera_rotation)
    return [(mu, (3, 0)), (mv, (0, 1)), (pu, (1, 2)), (pv, (2, 3))]


def side_colours(kind: CellKind, level: int) -> tuple[pal.Colour, pal.Colour]:
    """Colours of a slab's front-right and front-left faces for one cell."""
    if kind is CellKind.WATER:
        base = pal.LIGHT_STONE
    else:
        base = stone_colour(kind)
    lift = min(0.12, 0.03 * (level - 1))
    return pal.shade(base, 0.74 + lift), pal.shade(base, 0.58 + lift)
