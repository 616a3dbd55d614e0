"""The held tile (or token) at the Fountains table: it follows the pointer
snapped to the grid, shows where it would rest, how the water would run, and
what it would score; and a computer seat's piece dropping into place.

Where it aims is worked out on the large view's logical camera (``board.iso``);
it is drawn through the table's view (``board.view``) over the scaled camera
(``iso.scaled(view.scale)``), its art painted at ``view.scale``."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import px
from game.render.fountains.icon_art import token_image, weed_image
from game.render.fountains.iso import IsoCamera, front_neighbours, rotate_point
from game.render.fountains.tile_art import TileArt
from game.render.fountains.water import WaterLayer, chevron
from game.rules.fountains.actions import Place, PlaceToken
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.tiles import Placement, TileSpec
from game.scenes.fountains.cards import chip_surface
from game.scenes.fountains.layout import FREE_TOP
from game.scenes.fountains.preview import PlacementPreview
from game.scenes.fountains.spots import tile_handle
from game.ui.layers import blit_kept, kept
from game.ui.text import place_layer
from game.ui.view import View

Cell = tuple[int, int]


@dataclass(slots=True)
class PreviewWater:
    """The moving water and marks of one placement preview."""

    preview: PlacementPreview
    camera: IsoCamera  # the camera on the surface drawn on, which it was made for
    layer: WaterLayer
    still: list[Cell]
    level: int
    chevrons: list[tuple[Cell, Cell, int]]


@dataclass(slots=True)
class Murk:
    """The murky tops of one preview, kept in one layer (None: none)."""

    preview: PlacementPreview
    camera: IsoCamera
    with_water: bool  # drawn with the preview's water (its still new cells)
    layer: tuple[pygame.Surface, tuple[int, int]] | None


class HeldArt:
    """Draws the held piece over the large view of ``board`` (its camera and
    rect), with caches of its own; the preview card it would show is left in
    ``queued_card`` for the docked cards to draw beside the view."""

    def __init__(self, board: Any, art: TileArt, fonts: Any) -> None:
        self.board = board
        self.art = art
        self.fonts = fonts
        self.queued_card: tuple[PlacementPreview, str] | None = None
        self._shadow: tuple[Any, pygame.Surface, tuple[int, int]] | None = None
        self._outline: list[tuple[tuple[float, float], tuple[float, float]]] = []
        self._slab: tuple[pygame.Surface, tuple[int, int]] = (
            pygame.Surface((1, 1)),
            (0, 0),
        )
        self._chip: tuple[Any, tuple[tuple[int, int], pygame.Surface]] | None = None
        self._preview_layers: dict[int, PreviewWater] = {}
        self._murk: Murk | None = None

    @property
    def _iso(self) -> IsoCamera:
        """The large view's logical camera (where things are aimed)."""
        return self.board.iso  # type: ignore[no-any-return]

    @property
    def _view(self) -> View:
        return self.board.view  # type: ignore[no-any-return]

    def _drawn(self) -> IsoCamera:
        """The large view's camera on the surface drawn on."""
        return self._iso.scaled(self._view.scale)

    def _cell_px(self) -> float:
        """A cell's width on the surface drawn on (whole pixels at 1x)."""
        scale = self._view.scale
        return int(self._iso.cell_w) if scale == 1.0 else self._iso.cell_w * scale

    def forget_previews(self) -> None:
        self._preview_layers.clear()
        self._murk = None

    def handle(self, tile: TileSpec, rotation: int) -> Cell:
        """The cell of the turned tile that sits under the pointer."""
        return tile_handle(tile, rotation)

    # -- the held tile and its preview ---------------------------------------------

    def draw_held_tile(
        self,
        surface: pygame.Surface,
        tile: TileSpec,
        rotation: int,
        pos: tuple[int, int],
        grip: Cell | None = None,
    ) -> None:
        iso, view = self._iso, self._view
        scale = view.scale
        sprite = self.art.ghost(
            tile, rotation, iso.rotation, int(iso.cell_w), True, scale
        )
        hx, hy = grip if grip is not None else self.handle(tile, rotation)
        local = IsoCamera(rotation=iso.rotation, cell_w=iso.cell_w * scale)
        lx, ly = local.cell_centre(hx, hy, 0)
        at = view.point(pos)
        surface.blit(
            sprite.surface,
            (
                round(at[0] - lx) - sprite.anchor[0],
                round(at[1] - ly) - sprite.anchor[1],
            ),
        )

    def draw_ghost(
        self,
        surface: pygame.Surface,
        fountain: Any,
        tile: TileSpec,
        placement: Placement,
        legal: bool,
        preview: PlacementPreview | None,
        t: float,
        solid: bool = False,
    ) -> None:
        iso, scale = self._iso, self._view.scale
        drawn = self._drawn()
        cell_w = int(iso.cell_w)
        cells = tile.rotation(placement.rotation).cells
        under = [fountain.height(x + placement.x, y + placement.y) for x, y in cells]
        level = preview.level if preview is not None else max(under) + 1
        lift = 0.0 if solid else 0.35 + 0.12 * math.sin(t * 4)
        key = (placement, legal, drawn)
        if self._shadow is None or self._shadow[0] != key:
            shadow = (20, 16, 14, 110) if legal else (*pal.ILLEGAL, 120)
            faces = [
                drawn.cell_top_face(x + placement.x, y + placement.y, h)
                for (x, y), h in zip(cells, under, strict=True)
            ]
            self._shadow = (key, *_polys_alpha(faces, shadow))
            self._outline = _outline(drawn, placement, cells, level)
            self._slab = _slab(drawn, placement, cells, level, legal, px(1, scale))
        blit_kept(surface, self._shadow[1], self._shadow[2])
        dy = -lift * drawn.level_h
        slab, at = self._slab
        blit_kept(surface, slab, (at[0], round(at[1] + dy)))
        if solid:
            sprite = self.art.top(
                tile, placement.rotation, iso.rotation, cell_w, True, scale
            )
        else:
            sprite = self.art.ghost(
                tile, placement.rotation, iso.rotation, cell_w, legal, scale
            )
        sx, sy = drawn.to_screen(placement.x, placement.y, level + lift)
        surface.blit(
            sprite.surface, (round(sx) - sprite.anchor[0], round(sy) - sprite.anchor[1])
        )
        edge = pal.LEGAL if legal else pal.ILLEGAL
        width = px(3, scale)
        for a, b in self._outline:
            pygame.draw.line(surface, edge, (a[0], a[1] + dy), (b[0], b[1] + dy), width)
        if preview is None:
            return
        layer = self._preview_water(fountain, preview, placement, level)
        layer.draw(surface, (0, 0), t)
        self._draw_lost(surface, fountain, preview)
        held = [
            iso.cell_centre(x + placement.x, y + placement.y, level) for x, y in cells
        ]
        self._draw_preview_card(
            surface,
            preview,
            f"Level {level}: "
            + ("Confirm (Enter) or Undo (Esc)" if solid else "click to place"),
            held,
        )

    def _preview_water(
        self, fountain: Any, preview: PlacementPreview, placement: Placement, level: int
    ) -> WaterLayer:
        key = id(preview)
        found = self._preview_layers.get(key)
        iso = self._drawn()
        if found is not None and found.preview is preview and found.camera == iso:
            return found.layer
        layer = WaterLayer(self._cell_px(), self._view.scale)
        water = preview.water
        new = preview.new_cells
        for a, b in water.flows:
            if a not in new and b not in new:
                continue
            la = level if a in new else fountain.height(*a)
            lb = level if b in new else fountain.height(*b)
            ca = iso.cell_centre(a[0], a[1], la)
            cb = iso.cell_centre(b[0], b[1], lb)
            mx, my = (a[0] + b[0]) / 2 + 0.5, (a[1] + b[1]) / 2 + 0.5
            path = [ca, iso.to_screen(mx, my, la)]
            if la != lb:
                path.append(iso.to_screen(mx, my, lb))
            path.append(cb)
            layer.add_stream(path, hash((a, b)) & 1023)
        for cell in new:
            if water.fed.get(cell):
                layer.add_glint(iso.cell_centre(cell[0], cell[1], level), hash(cell))
        still = [c for c in new if c in water.fed and not water.fed[c]]
        chevrons = [
            (a, b, level if a in new else fountain.height(*a))
            for a, b in water.flows
            if a in new or b in new
        ]
        self._preview_layers = {
            key: PreviewWater(preview, iso, layer, still, level, chevrons)
        }
        return layer

    def _draw_lost(
        self, surface: pygame.Surface, fountain: Any, preview: PlacementPreview
    ) -> None:
        iso, scale = self._drawn(), self._view.scale
        found = self._preview_layers.get(id(preview))
        murk = self._murk_of(fountain, preview, found)
        if murk is not None:
            blit_kept(surface, *murk)
        if found is not None:
            for a, b, la in found.chevrons:
                du, dv = _view_step(a, b, iso.rotation)
                x, y = iso.to_screen(
                    (a[0] + b[0]) / 2 + 0.5, (a[1] + b[1]) / 2 + 0.5, la
                )
                image = chevron(self._cell_px(), du, dv, scale=scale)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
        if preview.lost_cells:
            weed = weed_image(round(iso.cell_w * 0.6))
            cell = min(preview.lost_cells)
            x, y = iso.cell_centre(cell[0], cell[1], fountain.height(*cell))
            surface.blit(weed, weed.get_rect(center=(round(x), round(y))))

    def _murk_of(
        self, fountain: Any, preview: PlacementPreview, found: PreviewWater | None
    ) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """The murky tops of one preview, drawn once into one layer: the new
        cells the water leaves still, and the cells it would no longer feed."""
        iso = self._drawn()
        murk = self._murk
        if (
            murk is not None
            and murk.preview is preview
            and murk.camera == iso
            and murk.with_water == (found is not None)
        ):
            return murk.layer
        faces: list[tuple[list[tuple[float, float]], tuple[int, int, int, int]]] = []
        if found is not None:
            for cell in found.still:
                face = iso.cell_top_face(cell[0], cell[1], found.level)
                faces.append((face, (*pal.MURKY, 150)))
        for cell in list(preview.lost_cells)[:60]:
            face = iso.cell_top_face(cell[0], cell[1], fountain.height(*cell))
            faces.append((face, (*pal.MURKY, 170)))
        layer = _faces_layer(faces) if faces else None
        self._murk = Murk(preview, iso, found is not None, layer)
        return layer

    def _draw_preview_card(
        self,
        surface: pygame.Surface,
        preview: PlacementPreview,
        hint: str,
        held: list[tuple[float, float]],
    ) -> None:
        """A chip over the held piece (level and coins now); the full card is
        queued for :meth:`draw_preview_card`, docked beside the view."""
        self.queued_card = (preview, hint)
        coins = f"+{preview.coin_points} now" if preview.coins else "no coins now"
        words = f"Level {preview.level} · {coins}"
        scale = self._view.scale
        text_scale = getattr(self.fonts, "text_scale", 1.0)
        key = (words, bool(preview.coins), text_scale, scale)
        if self._chip is None or self._chip[0] != key:
            coins_now = bool(preview.coins)
            size = chip_surface(self.fonts, words, coins_now).get_size()
            drawn = chip_surface(self.fonts, words, coins_now, scale)
            self._chip = (key, (size, drawn))
        size, chip = self._chip[1]
        x = sum(p[0] for p in held) / len(held)
        top = min(p[1] for p in held) - self._iso.cell_w * 0.9
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (round(x), round(top))
        free = self.board.view_rect.inflate(-8, -8)
        free.height -= max(0, FREE_TOP - free.y)
        free.y = max(free.y, FREE_TOP)
        rect.clamp_ip(free)
        place_layer(surface, chip, self._view.point(rect.topleft))

    def draw_landing(
        self,
        surface: pygame.Surface,
        fountain: Any,
        action: Any,
        f: float,
        colour: pal.Colour = pal.HIGHLIGHT,
    ) -> None:
        """A computer seat's tile or token dropping into place, edged in the
        seat's ``colour``."""
        iso, scale = self._drawn(), self._view.scale
        if isinstance(action, Place):
            p = action.placement
            tile = tile_by_id(p.tile_id)
            level = fountain.placement_level(tile, p)
            drop = 4 * (1 - f) ** 2
            cell_w = int(self._iso.cell_w)
            sprite = self.art.top(tile, p.rotation, iso.rotation, cell_w, True, scale)
            sx, sy = iso.to_screen(p.x, p.y, level + drop)
            image = sprite.surface
            if f < 1:
                image = image.copy()
                image.set_alpha(round(120 + 135 * f))
            surface.blit(
                image, (round(sx) - sprite.anchor[0], round(sy) - sprite.anchor[1])
            )
            dy = -drop * iso.level_h
            cells = tile.rotation(p.rotation).cells
            width = px(3, scale)
            for a, b in _outline(iso, p, cells, level):
                pygame.draw.line(
                    surface, colour, (a[0], a[1] + dy), (b[0], b[1] + dy), width
                )
        elif isinstance(action, PlaceToken):
            x, y = action.cell
            h = fountain.height(x, y)
            cx, cy = iso.cell_centre(x, y, h + 3 * (1 - f))
            image = token_image(
                token_by_id(action.token_id).icons, round(iso.cell_w * 1.2)
            )
            surface.blit(image, image.get_rect(center=(round(cx), round(cy))))

    def draw_token_targets(
        self, surface: pygame.Surface, fountain: Any, cells: list[Cell]
    ) -> None:
        iso, width = self._drawn(), px(2, self._view.scale)
        for x, y in cells:
            face = iso.cell_top_face(x, y, fountain.height(x, y))
            pygame.draw.polygon(surface, pal.LEGAL, face, width)

    def draw_token_ghost(
        self,
        surface: pygame.Surface,
        fountain: Any,
        token_id: str,
        cell: Cell,
        legal: bool,
        preview: PlacementPreview | None,
    ) -> None:
        iso = self._drawn()
        h = fountain.height(*cell)
        cx, cy = iso.cell_centre(cell[0], cell[1], h)
        if preview is not None:
            self._draw_lost(surface, fountain, preview)
        image = token_image(token_by_id(token_id).icons, round(iso.cell_w * 1.2))
        if not legal:
            image = image.copy()
            image.set_alpha(140)
        surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
        pygame.draw.polygon(
            surface,
            pal.LEGAL if legal else pal.ILLEGAL,
            iso.cell_top_face(cell[0], cell[1], h),
            px(2, self._view.scale),
        )
        if preview is not None:
            held = self._iso.cell_centre(cell[0], cell[1], h)
            self._draw_preview_card(
                surface, preview, "Click to place, then Confirm", [held]
            )


def _view_step(a: Cell, b: Cell, rotation: int) -> tuple[int, int]:
    du, dv = rotate_point(b[0] - a[0], b[1] - a[1], rotation)
    return (int(du), int(dv))


def _outline(
    iso: IsoCamera, placement: Placement, cells: Any, level: int
) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The outer edges of a tile's top face at ``level``."""
    segments = []
    sides = []
    for du, dv, (i, j) in (
        (-1, 0, (3, 0)),
        (0, -1, (0, 1)),
        (1, 0, (1, 2)),
        (0, 1, (2, 3)),
    ):
        gx, gy = rotate_point(du, dv, (4 - iso.rotation) % 4)
        sides.append(((int(gx), int(gy)), (i, j)))
    for x, y in cells:
        face = None
        for (dx, dy), (i, j) in sides:
            if (x + dx, y + dy) in cells:
                continue
            if face is None:
                face = iso.cell_top_face(x + placement.x, y + placement.y, level)
            segments.append((face[i], face[j]))
    return segments


def _slab(
    iso: IsoCamera,
    placement: Placement,
    cells: Any,
    level: int,
    legal: bool,
    line: int = 1,
) -> tuple[pygame.Surface, tuple[int, int]]:
    """The held tile's edge, one level thick, tinted green (fits) or red, so it
    stands out as a slab above a busy fountain; and where to blit it."""
    tint = pal.LEGAL if legal else pal.ILLEGAL
    colours = (pal.shade(tint, 0.62), pal.shade(tint, 0.45))
    steps = front_neighbours(iso.rotation)
    faces = []
    for x, y in cells:
        pair = iso.side_faces(x + placement.x, y + placement.y, level, level - 1)
        for (dx, dy), face, colour in zip(steps, pair, colours, strict=True):
            if (x + dx, y + dy) not in cells:
                faces.append((face, colour))
    points = [p for face, _c in faces for p in face] or [(0.0, 0.0)]
    x0 = math.floor(min(p[0] for p in points))
    y0 = math.floor(min(p[1] for p in points))
    w = math.ceil(max(p[0] for p in points)) - x0 + 2
    h = math.ceil(max(p[1] for p in points)) - y0 + 2
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for face, colour in faces:
        shifted = [(px - x0, py - y0) for px, py in face]
        pygame.draw.polygon(layer, (*colour, 235), shifted)
        pygame.draw.polygon(layer, (*pal.shade(colour, 0.7), 255), shifted, line)
    return kept(layer), (x0, y0)


def _polys_alpha(
    faces: list[list[tuple[float, float]]], colour: tuple[int, int, int, int]
) -> tuple[pygame.Surface, tuple[int, int]]:
    """Translucent polygons drawn once into their own surface, and where it goes."""
    return _faces_layer([(face, colour) for face in faces])


def _faces_layer(
    faces: list[tuple[list[tuple[float, float]], tuple[int, int, int, int]]],
) -> tuple[pygame.Surface, tuple[int, int]]:
    """Polygons, each in its own translucent colour, drawn once into a kept
    layer of their own (:func:`~game.ui.layers.kept`), and where it goes."""
    xs = [p[0] for face, _c in faces for p in face]
    ys = [p[1] for face, _c in faces for p in face]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    w, h = math.ceil(max(xs)) - x0 + 1, math.ceil(max(ys)) - y0 + 1
    layer = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for face, colour in faces:
        pygame.draw.polygon(layer, colour, [(x - x0, y - y0) for x, y in face])
    return kept(layer), (x0, y0)
