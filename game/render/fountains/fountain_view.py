"""One player's fountain on screen: a static picture rebuilt only when the
fountain (or the camera's turn or zoom) changes, the moving water on top of it,
and the tile under the pointer with its preview.

Painting order (see ``iso.depth_key``): the ground first (a faint grid of
the table's cells around the fountain, and each column's soft shadow, longer
the higher it stands), then level by level from the table up; on each level
first the side faces that show, then the tiles' top faces, a shade along every
edge under a higher neighbour (the ledge a step down makes) and a light tint
that grows with the level, then what lies on those top faces (tokens, pond
weed, chevrons, highlights). So a level-1 tile behind a stack reads as lying
on the table, never as stacked.

At a scale (physical pixels per logical one, ``View.scale``) ``cell_w`` stays
the logical zoom and the picture is painted ``scale`` times as large: the
camera's cell and every line, lip and outline grow with it, and the water
moves at the same pace in cells. So the table draws its fountain crisp at any
window size by passing ``view.scale`` and blitting at ``view.point(origin)``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import keep, px
from game.render.fountains.depth_cues import (
    GROUND_MARGIN,
    edges,
    grid_step,
    paint_ground,
    shade_level,
)
from game.render.fountains.icon_art import icon_image, token_image, weed_image
from game.render.fountains.iso import IsoCamera, rotate_cell, rotate_point
from game.render.fountains.tile_art import ICON_SCALE, Sprite, TileArt, side_colours
from game.render.fountains.water import WaterLayer, chevron
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.icons import CellKind, Icon
from game.rules.fountains.tiles import CellSpec, Placement, TileSpec

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class PlacedPart:
    """One placed tile as the renderer reads it."""

    index: int
    tile: TileSpec
    placement: Placement
    level: int


def placed_parts(fountain: Any) -> list[PlacedPart]:
    """The fountain's placed tiles in order (reads ``fountain.placed``)."""
    parts = []
    for index, item in enumerate(fountain.placed):
        if isinstance(item, tuple):
            tile, placement, level = item
        else:
            tile, placement, level = item.tile, item.placement, item.level
        parts.append(PlacedPart(index, tile, placement, int(level)))
    return parts


def absolute_cells(tile: TileSpec, placement: Placement) -> dict[Cell, CellSpec]:
    return {
        (x + placement.x, y + placement.y): spec
        for (x, y), spec in tile.rotation(placement.rotation).cells.items()
    }


@dataclass(slots=True)
class Layers:
    """Which tile's cell lies at each (cell, level), and each column's height."""

    layers: list[dict[Cell, tuple[int, CellSpec]]]
    heights: dict[Cell, int]
    parts: list[PlacedPart]

    @classmethod
    def of(cls, parts: Iterable[PlacedPart], max_level: int | None = None) -> Layers:
        layers: list[dict[Cell, tuple[int, CellSpec]]] = []
        heights: dict[Cell, int] = {}
        kept = []
        for part in parts:
            if max_level is not None and part.level > max_level:
                continue
            kept.append(part)
            while len(layers) < part.level:
                layers.append({})
            for cell, spec in absolute_cells(part.tile, part.placement).items():
                layers[part.level - 1][cell] = (part.index, spec)
                if heights.get(cell, 0) < part.level:
                    heights[cell] = part.level
        return cls(layers, heights, kept)

    def top(self, cell: Cell) -> tuple[int, CellSpec] | None:
        h = self.heights.get(cell, 0)
        return self.layers[h - 1].get(cell) if h else None

    def columns(self) -> list[tuple[int, int, int]]:
        return [(x, y, h) for (x, y), h in self.heights.items()]


@dataclass(slots=True)
class WaterState:
    """What the rules say about the water: fed cells, pools, flows, tokens."""

    fed: dict[Cell, bool] = field(default_factory=dict)
    weed_cells: list[Cell] = field(default_factory=list)
    flows: list[tuple[Cell, Cell]] = field(default_factory=list)
    tokens: dict[Cell, str] = field(default_factory=dict)
    pool_of: dict[Cell, int] = field(default_factory=dict)

    @classmethod
    def of(cls, fountain: Any, weed: bool = True) -> WaterState:
        """Read the rules' water; ``weed=False`` skips placing pond weed marks."""
        state = cls()
        pools = list(fountain.water().pools)
        pool_of: dict[Cell, int] = {}
        for index, pool in enumerate(pools):
            cells = sorted(pool.cells, key=lambda c: (c[1], c[0]))
            for cell in cells:
                state.fed[cell] = bool(pool.fed)
                pool_of[cell] = index
            if weed and not pool.fed and cells:
                state.weed_cells.append(_middle_cell(cells))
        state.flows = _live_flows(fountain.flows(), pools, pool_of)
        state.pool_of = pool_of
        state.tokens = dict(getattr(fountain, "tokens", {}) or {})
        return state


def _live_flows(
    flows: Iterable[tuple[Cell, Cell]], pools: list[Any], pool_of: dict[Cell, int]
) -> list[tuple[Cell, Cell]]:
    """The flows water really runs along, each pointing downstream.

    Between pools on one level the rules list a flow once; here it points away
    from the jet that feeds it (fewest pools from a jet first). Water between
    two still pools does not move and is left out.
    """
    pairs = [((a[0], a[1]), (b[0], b[1])) for a, b in flows]
    downstream: dict[int, set[int]] = {}
    for a, b in pairs:
        pa, pb = pool_of.get(a), pool_of.get(b)
        if pa is None or pb is None:
            continue
        downstream.setdefault(pa, set()).add(pb)
        if pools[pa].level == pools[pb].level:
            downstream.setdefault(pb, set()).add(pa)
    distance: dict[int, int] = {}
    frontier = [i for i, pool in enumerate(pools) if Icon.JET in pool.icons]
    for i in frontier:
        distance[i] = 0
    while frontier:
        following = []
        for i in frontier:
            for j in downstream.get(i, ()):
                if j not in distance:
                    distance[j] = distance[i] + 1
                    following.append(j)
        frontier = following
    live = []
    for a, b in pairs:
        pa, pb = pool_of.get(a), pool_of.get(b)
        if pa is None or pb is None or not pools[pa].fed:
            continue
        if pools[pa].level == pools[pb].level:
            da = distance.get(pa, 10**6)
            db = distance.get(pb, 10**6)
            if db < da:
                a, b = b, a
        live.append((a, b))
    return live


def _middle_cell(cells: list[Cell]) -> Cell:
    cx = sum(c[0] for c in cells) / len(cells)
    cy = sum(c[1] for c in cells) / len(cells)
    return min(cells, key=lambda c: (c[0] - cx) ** 2 + (c[1] - cy) ** 2)


@dataclass(slots=True)
class FountainPicture:
    """The static picture of a fountain and its moving water.

    ``anchor`` is where grid point (0, 0) at height 0 lies in ``surface``: blit
    the surface at ``camera.origin - anchor``. At a ``scale`` other than 1 the
    surface and ``anchor`` are in physical pixels (``cell_w`` stays the
    logical zoom): give :meth:`draw` the origin on the picture,
    ``view.point(camera.origin)``, or ``camera.scaled(scale).origin``.
    """

    surface: pygame.Surface
    anchor: tuple[int, int]
    water: WaterLayer
    rotation: int
    cell_w: int
    scale: float = 1.0

    def blit_pos(self, origin: tuple[float, float]) -> tuple[int, int]:
        return (round(origin[0]) - self.anchor[0], round(origin[1]) - self.anchor[1])

    def draw(
        self, surface: pygame.Surface, origin: tuple[float, float], t: float | None
    ) -> None:
        pos = self.blit_pos(origin)
        surface.blit(self.surface, pos)
        if t is not None:
            self.water.draw(surface, pos, t)


def build_picture(
    fountain: Any,
    art: TileArt,
    rotation: int,
    cell_w: int,
    peel: int | None = None,
    highlights: Mapping[int, pal.Colour] | None = None,
    icons: bool = True,
    scale: float = 1.0,
) -> FountainPicture:
    """Paint ``fountain`` (levels up to ``peel`` when given) at this turn and zoom.

    ``highlights`` maps placed-tile indices to an outline colour (e.g. each
    player's last placement). ``cell_w`` is the logical zoom; the picture is
    painted at ``scale`` (see the module docstring).
    """
    parts = placed_parts(fountain)
    layers = Layers.of(parts, peel)
    top_level = max((part.level for part in parts), default=0)
    peeled = peel is not None and peel < top_level
    water = WaterState() if peeled else WaterState.of(fountain)
    drawn_w = cell_w * scale if scale != 1.0 else cell_w
    cam = IsoCamera(rotation=rotation, cell_w=drawn_w)
    columns = (Layers.of(parts).columns() if peeled else layers.columns()) or [
        (0, 0, 0)
    ]
    left, top, right, bottom = cam.bounds(columns)
    margin_top = math.ceil(drawn_w * 1.5)
    margin = math.ceil(drawn_w * GROUND_MARGIN)
    width = int(right - left) + 2 * margin
    height = int(bottom - top) + margin + margin_top
    anchor = (round(-left + margin), round(-top + margin_top))
    cam = cam.at_origin(anchor)
    surface = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    layer = WaterLayer(drawn_w, scale)
    look = _Look(cell_w, scale)
    _paint(surface, cam, art, layers, water, peeled, highlights or {}, icons, look)
    if peel is not None and peeled:
        peeled_parts = [p for p in parts if p.level > peel]
        _draw_peeled_outlines(surface, cam, peeled_parts, look.line)
    if not peeled:
        _animate(layer, cam, layers, water)
    return FountainPicture(surface, anchor, layer, rotation, cell_w, scale)


@dataclass(frozen=True, slots=True)
class _Look:
    """The logical zoom and the scale a picture is painted at, and its fixed
    lengths in the picture's pixels."""

    cell_w: int
    scale: float

    @property
    def line(self) -> int:
        return px(1, self.scale)


def _paint(
    surface: pygame.Surface,
    cam: IsoCamera,
    art: TileArt,
    layers: Layers,
    water: WaterState,
    peeled: bool,
    highlights: Mapping[int, pal.Colour],
    icons: bool,
    look: _Look,
) -> None:
    rotation = cam.rotation
    scale = look.scale
    line = look.line
    cell_w = cam.cell_w if scale != 1.0 else int(cam.cell_w)
    fr = grid_step(1, 0, rotation)
    fl = grid_step(0, 1, rotation)
    heights = layers.heights
    murk = _murk_diamond(cell_w)
    icon_size = round(cell_w * ICON_SCALE)
    weed = weed_image(round(cell_w * 0.7))
    weed_at = set(water.weed_cells)
    flows_from: dict[Cell, list[Cell]] = {}
    for a, b in water.flows:
        flows_from.setdefault(a, []).append(b)
    paint_ground(surface, cam, heights, scale)
    for level_index, layer in enumerate(layers.layers):
        level = level_index + 1
        ordered = sorted(layer, key=lambda c: sum(rotate_cell(c[0], c[1], rotation)))
        for cell in ordered:
            _index, spec = layer[cell]
            right_face, left_face = cam.side_faces(cell[0], cell[1], level, level - 1)
            right_col, left_col = side_colours(spec.kind, level)
            for step, face, colour in (
                (fr, right_face, right_col),
                (fl, left_face, left_col),
            ):
                if heights.get((cell[0] + step[0], cell[1] + step[1]), 0) >= level:
                    continue
                pygame.draw.polygon(surface, colour, face)
                dark, dim = pal.shade(colour, 0.7), pal.shade(colour, 0.8)
                pygame.draw.line(surface, dark, face[3], face[2], line)
                pygame.draw.line(surface, dim, face[0], face[3], line)
                if spec.kind is CellKind.WATER:
                    lip_h = 2 * scale
                    lip = [
                        face[0],
                        face[1],
                        _down(face[1], lip_h),
                        _down(face[0], lip_h),
                    ]
                    pygame.draw.polygon(surface, pal.WATER_DEEP, lip)
                else:
                    pygame.draw.line(
                        surface, pal.shade(colour, 1.15), face[0], face[1], line
                    )
        for part in layers.parts:
            if part.level != level:
                continue
            sprite: Sprite = art.top(
                part.tile,
                part.placement.rotation,
                rotation,
                look.cell_w,
                icons=False,
                scale=scale,
            )
            x, y = cam.to_screen(part.placement.x, part.placement.y, level)
            surface.blit(
                sprite.surface,
                (round(x) - sprite.anchor[0], round(y) - sprite.anchor[1]),
            )
        shade_level(surface, cam, heights, level, ordered)
        # What lies on this level's visible top faces.
        for cell in ordered:
            if heights.get(cell) != level:
                continue
            index, spec = layer[cell]
            if (
                spec.kind is CellKind.WATER
                and not peeled
                and not water.fed.get(cell, True)
            ):
                x, y = cam.cell_top_face(cell[0], cell[1], level)[0]
                surface.blit(murk, (round(x - murk.get_width() / 2), round(y)))
        for cell in ordered:
            if heights.get(cell) != level:
                continue
            _index, spec = layer[cell]
            token_id = water.tokens.get(cell)
            if icons and spec.icon is not None and token_id is None:
                still = not peeled and not water.fed.get(cell, True)
                image = icon_image(spec.icon, icon_size, faded=still)
                cx, cy = cam.cell_centre(cell[0], cell[1], level)
                centre = (round(cx), round(cy - scale))
                surface.blit(image, image.get_rect(center=centre))
            if token_id is not None:
                image = token_image(token_by_id(token_id).icons, round(cell_w * 1.2))
                cx, cy = cam.cell_centre(cell[0], cell[1], level)
                surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
            if cell in weed_at:
                cx, cy = cam.cell_centre(cell[0], cell[1], level)
                surface.blit(weed, weed.get_rect(center=(round(cx), round(cy))))
            for target in flows_from.get(cell, ()):
                target_level = heights.get(target, 0)
                _draw_chevron(surface, cam, cell, target, level, target_level, scale)
        for cell in ordered:
            if heights.get(cell) != level:
                continue
            index, _spec = layer[cell]
            outline = highlights.get(index)
            if outline is None:
                continue
            face = cam.cell_top_face(cell[0], cell[1], level)
            for (dx, dy), (i, j) in edges(rotation):
                other = layers.top((cell[0] + dx, cell[1] + dy))
                if other is None or other[0] != index:
                    width = px(3, scale)
                    pygame.draw.line(surface, outline, face[i], face[j], width)


def _draw_peeled_outlines(
    surface: pygame.Surface, cam: IsoCamera, parts: list[PlacedPart], line: int
) -> None:
    """Faint outlines where the peeled-away tiles are, so the eye keeps its
    place: each tile's outer edge at its own level."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    colour = (*pal.FOAM, 165)
    for part in parts:
        cells = absolute_cells(part.tile, part.placement)
        for cell in cells:
            face = cam.cell_top_face(cell[0], cell[1], part.level)
            for (dx, dy), (i, j) in edges(cam.rotation):
                if (cell[0] + dx, cell[1] + dy) not in cells:
                    pygame.draw.line(layer, colour, face[i], face[j], line)
    surface.blit(layer, (0, 0))


def _draw_chevron(
    surface: pygame.Surface,
    cam: IsoCamera,
    a: Cell,
    b: Cell,
    la: int,
    lb: int,
    scale: float,
) -> None:
    du, dv = _view_step(a, b, cam.rotation)
    f = 0.5 if la == lb else 0.25
    gx = a[0] + 0.5 + (b[0] - a[0]) * f
    gy = a[1] + 0.5 + (b[1] - a[1]) * f
    x, y = cam.to_screen(gx, gy, la)
    cell_w = cam.cell_w if scale != 1.0 else int(cam.cell_w)
    image = chevron(cell_w, du, dv, scale=scale)
    surface.blit(image, image.get_rect(center=(round(x), round(y))))


MAX_GLINTS = 40
MAX_STREAMS = 40


def _animate(
    layer: WaterLayer, cam: IsoCamera, layers: Layers, water: WaterState
) -> None:
    """Moving parts, bounded so a frame costs the same as the fountain grows:
    at most ``MAX_GLINTS`` glints spread over the fed water, one stream (and
    waterfall) per pair of pools that water passes between."""
    heights = layers.heights
    glints: list[tuple[Cell, int]] = []
    for cell, fed in water.fed.items():
        if not fed:
            continue
        top = layers.top(cell)
        h = heights.get(cell, 0)
        if top is None or not h:
            continue
        spec = top[1]
        token = water.tokens.get(cell)
        if spec.icon is Icon.JET or (
            token is not None and Icon.JET in token_by_id(token).icons
        ):
            layer.add_jet(cam.cell_centre(cell[0], cell[1], h), hash(cell) & 7, cell)
        elif spec.icon is None and token is None:
            glints.append((cell, h))
    step = max(1, -(-len(glints) // MAX_GLINTS))
    for cell, h in glints[::step]:
        layer.add_glint(cam.cell_centre(cell[0], cell[1], h), hash((cell, h)))
    chosen: dict[tuple[int, int], tuple[Cell, Cell]] = {}
    for a, b in water.flows:
        pair = (water.pool_of.get(a, -1), water.pool_of.get(b, -1))
        best = chosen.get(pair)
        if best is None or (
            _shows_fall(a, b, cam.rotation, heights)
            and not _shows_fall(*best, cam.rotation, heights)
        ):
            chosen[pair] = (a, b)
    for seed, (a, b) in enumerate(list(chosen.values())[:MAX_STREAMS]):
        _add_flow(layer, cam, heights, a, b, seed)


def _shows_fall(a: Cell, b: Cell, rotation: int, heights: dict[Cell, int]) -> bool:
    return heights.get(a, 0) > heights.get(b, 0) and _view_step(a, b, rotation) in (
        (1, 0),
        (0, 1),
    )


def _add_flow(
    layer: WaterLayer,
    cam: IsoCamera,
    heights: dict[Cell, int],
    a: Cell,
    b: Cell,
    seed: int,
) -> None:
    la, lb = heights.get(a, 0), heights.get(b, 0)
    ca = cam.cell_centre(a[0], a[1], la)
    cb = cam.cell_centre(b[0], b[1], lb)
    mx = (a[0] + b[0]) / 2 + 0.5
    my = (a[1] + b[1]) / 2 + 0.5
    edge_hi = cam.to_screen(mx, my, la)
    if la == lb:
        layer.add_stream([ca, edge_hi, cb], seed)
        return
    edge_lo = cam.to_screen(mx, my, lb)
    layer.add_stream([ca, edge_hi, edge_lo, cb], seed)
    du, dv = _view_step(a, b, cam.rotation)
    if (du, dv) not in ((1, 0), (0, 1)):
        return  # the fall is behind the upper slab
    corners = cam.cell_top_face(a[0], a[1], la)
    p, q = (corners[1], corners[2]) if (du, dv) == (1, 0) else (corners[3], corners[2])
    (x0, y0), (x1, y1) = sorted((p, q))
    inset = (x1 - x0) * 0.15
    slope = (y1 - y0) / max(1e-6, x1 - x0)
    xa, xb = x0 + inset, x1 - inset
    ya = y0 + slope * inset
    height = round((la - lb) * cam.level_h)
    layer.add_fall(
        (xa, ya), max(2, round(xb - xa)), height, round(slope * (xb - xa)), seed
    )


def _murk_diamond(cell_w: float) -> pygame.Surface:
    key = cell_w
    s = _MURK.get(key)
    if s is None:
        cam = IsoCamera(cell_w=cell_w)
        face = cam.cell_top_face(0, 0, 0)
        w = round(cell_w)
        h = round(cell_w / 2)
        s = pygame.Surface((w + 1, h + 1), pygame.SRCALPHA)
        shifted = [(x + w / 2, y) for x, y in face]
        pygame.draw.polygon(s, (*pal.MURKY, 150), shifted)
        keep(_MURK, key, s, 64)
    return s


_MURK: dict[float, pygame.Surface] = {}


def _down(p: tuple[float, float], d: float) -> tuple[float, float]:
    return (p[0], p[1] + d)


def _view_step(a: Cell, b: Cell, rotation: int) -> tuple[int, int]:
    du, dv = rotate_point(b[0] - a[0], b[1] - a[1], rotation)
    return (int(du), int(dv))
