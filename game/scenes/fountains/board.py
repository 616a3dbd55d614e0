"""The large fountain of the Fountains table: its camera (turn, zoom, pan,
peel), the picture cache shared with the thumbnails, where cells are on
screen, and the marks that show which features scored.

Pictures are cached per fountain version, camera turn, zoom and peel, so a
frame costs a blit plus the moving water, however large the fountains grow.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from typing import Any

import pygame

from game.render.fountains import courtyard
from game.render.fountains import palette as pal
from game.render.fountains.at_scale import px
from game.render.fountains.fountain_view import FountainPicture, build_picture
from game.render.fountains.hud import TEXT, text
from game.render.fountains.iso import IsoCamera, fit_camera
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.design_cards import DesignCard, straight_line_cells
from game.rules.fountains.icons import FishColour, Icon
from game.scenes.fountains.seat_names import fountain_title
from game.ui.text import blit_text
from game.ui.view import UNIT_VIEW, View

Cell = tuple[int, int]
VIEW_RECT = pygame.Rect(0, 52, 852, 524)
MARGIN_CELLS = 3
MIN_CELL_W = 12
MAX_CELL_W = 72
AUTO_MAX_CELL_W = 56
#: The most pixels the kept pictures may hold together (drawn at 3x a picture
#: holds nine times the pixels it does at 1x)
PICTURE_PIXELS = 40_000_000


class FountainCamera:
    """The large view's camera: quarter turns, zoom steps, pan and peel."""

    def __init__(self) -> None:
        self.rotation = 0
        self.zoom_steps = 0
        self.offset = (0.0, 0.0)
        self.peel: int | None = None

    def turn(self, step: int) -> None:
        self.rotation = (self.rotation + step) % 4

    def zoom(self, step: int) -> None:
        self.zoom_steps = max(-6, min(6, self.zoom_steps + step))

    def pan(self, dx: float, dy: float) -> None:
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)

    def peel_step(self, max_level: int) -> None:
        """All levels -> without the top level -> ... -> level 1 only -> all."""
        if max_level <= 1:
            self.peel = None
        elif self.peel is None:
            self.peel = max_level - 1
        elif self.peel <= 1:
            self.peel = None
        else:
            self.peel -= 1

    def peel_label(self) -> str:
        """The peel button's words: what the view shows now."""
        if self.peel is None:
            return "All levels"
        return "Level 1 only" if self.peel <= 1 else f"Levels 1-{self.peel}"


def columns_with_margin(fountain: Any, margin: int) -> list[tuple[int, int, int]]:
    cells = fountain.cells() or [(0, 0)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    cols = [(x, y, fountain.height(x, y)) for x, y in cells]
    x0, x1, y0, y1 = (
        min(xs) - margin,
        max(xs) + margin,
        min(ys) - margin,
        max(ys) + margin,
    )
    cols += [(x0, y0, 0), (x1, y0, 0), (x0, y1, 0), (x1, y1, 0)]
    return cols


def fountain_version(fountain: Any) -> tuple[int, int, int]:
    return (fountain.tile_count(), len(fountain.tokens), len(fountain.removed_tokens))


class PictureCache:
    """Fountain pictures by seat, fountain version, turn, size, peel, mark and
    scale, shared by the large view and the thumbnails (bounded in number and
    in pixels)."""

    def __init__(self, art: TileArt) -> None:
        self.art = art
        self._pictures: dict[tuple[Any, ...], FountainPicture] = {}
        self._pixels = 0

    def prune(self) -> None:
        if len(self._pictures) > 64:
            self._forget()

    def _forget(self) -> None:
        self._pictures.clear()
        self._pixels = 0

    def picture(
        self,
        seat: int,
        fountain: Any,
        rotation: int,
        cell_w: int,
        peel: int | None,
        highlight: tuple[int, pal.Colour] | None,
        scale: float = 1.0,
    ) -> FountainPicture:
        """The picture at the logical zoom ``cell_w``, painted at ``scale``."""
        key = (
            seat,
            fountain_version(fountain),
            rotation,
            cell_w,
            peel,
            highlight,
            scale,
        )
        found = self._pictures.get(key)
        if found is None:
            marks = {highlight[0]: highlight[1]} if highlight else None
            found = build_picture(
                fountain,
                self.art,
                rotation,
                cell_w,
                peel,
                marks,
                icons=cell_w >= 10,
                scale=scale,
            )
            width, height = found.surface.get_size()
            if self._pixels + width * height > PICTURE_PIXELS:
                self._forget()
            self._pictures[key] = found
            self._pixels += width * height
        return found


class BoardView:
    """Draws the large fountain and answers where its cells are on screen.

    Its camera (``iso``), ``view_rect`` and ``name_rect`` are logical (hit
    tests, pointers); it draws through the view of the surface drawn on
    (``view_of()``, the table's ``env.view``): the picture painted at
    ``view.scale`` and put at ``view.point(iso.origin)``."""

    def __init__(
        self,
        pictures: PictureCache,
        fonts: Any,
        view_of: Callable[[], View] = lambda: UNIT_VIEW,
    ) -> None:
        self.pictures = pictures
        self.fonts = fonts
        self.view_of = view_of
        self.camera = FountainCamera()
        self.view_rect = VIEW_RECT
        self.iso: IsoCamera = IsoCamera()
        self._big: FountainPicture | None = None
        self.name_rect = pygame.Rect(0, 0, 0, 0)

    # -- cameras -------------------------------------------------------------------

    def iso_for(self, fountain: Any) -> IsoCamera:
        cam = self.camera
        cols = columns_with_margin(fountain, MARGIN_CELLS)
        box = (
            self.view_rect.x,
            self.view_rect.y + 40,
            self.view_rect.width,
            self.view_rect.height - 90,
        )
        auto = fit_camera(cols, cam.rotation, box, AUTO_MAX_CELL_W, MIN_CELL_W)
        cell_w = auto.cell_w
        if cam.zoom_steps:
            cell_w = cell_w * (1.2**cam.zoom_steps)
        cell_w = float(max(MIN_CELL_W, min(MAX_CELL_W, round(cell_w))))
        iso = IsoCamera(rotation=cam.rotation, cell_w=cell_w)
        left, top, right, bottom = iso.bounds(cols)
        ox = box[0] + box[2] / 2 - (left + right) / 2 + cam.offset[0]
        oy = box[1] + box[3] / 2 - (top + bottom) / 2 + cam.offset[1]
        return iso.at_origin((round(ox), round(oy)))

    def pick(self, fountain: Any, pos: tuple[int, int]) -> Cell:
        """The cell whose shown top is under ``pos`` (peeled levels are not
        shown, so they are not picked)."""
        peel = self.camera.peel
        top = fountain.max_level()
        if peel is None or peel >= top:
            height = fountain.height
        else:
            top = peel

            def height(x: int, y: int) -> int:
                return min(fountain.height(x, y), peel)

        cell, _h = self.iso.pick_cell(pos[0], pos[1], height, top)
        return cell

    def pointer_for_cell(self, fountain: Any, cell: Cell) -> tuple[int, int] | None:
        h = fountain.height(*cell)
        if self.camera.peel is not None:
            h = min(h, self.camera.peel)
        iso = self.iso
        for fx, fy in (
            (0.5, 0.5),
            (0.3, 0.3),
            (0.7, 0.7),
            (0.3, 0.7),
            (0.7, 0.3),
            (0.5, 0.2),
            (0.2, 0.5),
            (0.8, 0.5),
            (0.5, 0.8),
        ):
            x, y = iso.to_screen(cell[0] + fx, cell[1] + fy, h)
            pos = (round(x), round(y))
            if (
                self.view_rect.collidepoint(pos)
                and pos[1] < 528
                and pos[1] > 120
                and self.pick(fountain, pos) == cell
            ):
                return pos
        return None

    @property
    def view(self) -> View:
        """How the logical table lies on the surface being drawn."""
        return self.view_of()

    def drawn_iso(self) -> IsoCamera:
        """The large view's camera on the surface being drawn (its cell and
        origin scaled: ``iso.scaled(view.scale)``)."""
        return self.iso.scaled(self.view.scale)

    # -- pictures ------------------------------------------------------------------

    def table_background(self, scale: float = 1.0) -> pygame.Surface:
        """The courtyard at ``scale``, kept by scale and by the table's
        colours (High contrast swaps them, a setting)."""
        return courtyard.table_background(scale)

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.table_background(self.view.scale), (0, 0))

    def draw_big(
        self,
        surface: pygame.Surface,
        game: Any,
        viewing: int,
        highlight: tuple[int, pal.Colour] | None,
        name: str,
        colour: pal.Colour,
    ) -> None:
        """The viewed fountain large, with whose it is (and what is peeled)."""
        fountains = game.fountains
        viewing = min(viewing, len(fountains) - 1)
        fountain = fountains[viewing]
        iso = self.iso_for(fountain)
        self.iso = iso
        view = self.view
        big = self.pictures.picture(
            viewing,
            fountain,
            iso.rotation,
            int(iso.cell_w),
            self.camera.peel,
            highlight,
            view.scale,
        )
        self._big = big
        clip = surface.get_clip()
        surface.set_clip(view.rect(self.view_rect))
        big.draw(surface, view.point(iso.origin), None)
        surface.set_clip(clip)
        if self.camera.peel is not None:
            hidden = fountain.max_level() - self.camera.peel
            words = (
                f"Upper level{'s' * (hidden != 1)} peeled away: "
                f"{self.camera.peel_label().lower()} shown (L or the button)"
            )
            label = text(self.fonts, words, 20, pal.HIGHLIGHT, True, view.scale)
            at = view.place(label, bottomleft=(self.view_rect.x + 8, 524))
            back = at.inflate(view.px(16), view.px(8))
            pygame.draw.rect(surface, (20, 16, 14), back, border_radius=view.px(6))
            blit_text(surface, label, label.get_rect(center=back.center))
        self.name_rect = self._draw_name(surface, name, colour)

    def _draw_name(
        self, surface: pygame.Surface, name: str, colour: pal.Colour
    ) -> pygame.Rect:
        """Whose fountain the large view shows, top right of the view (its
        size at every Text size: the prompt beside it takes the room); the
        logical rect it takes."""
        view = self.view
        text_scale = float(getattr(self.fonts, "text_scale", 1.0))
        size = round(22 / text_scale)
        title = fountain_title(name)
        words = text(self.fonts, title, size, TEXT, True, view.scale)
        width, height = text(self.fonts, title, size, TEXT, True).get_size()
        if not view.is_unit:  # type at a scale is not exactly that much wider
            width = max(width, math.ceil(words.get_width() / view.scale))
            height = max(height, math.ceil(words.get_height() / view.scale))
        rect = pygame.Rect(0, 0, width + 44, height + 10)
        rect.topright = (self.view_rect.right - 6, self.view_rect.y + 4)
        shown, radius = view.rect(rect), view.px(8)
        pygame.draw.rect(surface, (20, 16, 14), shown, border_radius=radius)
        pygame.draw.rect(surface, colour, shown, view.px(2), border_radius=radius)
        centre = view.point((rect.x + 17, rect.centery))
        pygame.draw.circle(surface, pal.OUTLINE, centre, view.px(9))
        pygame.draw.circle(surface, colour, centre, view.px(7))
        blit_text(surface, words, view.point((rect.x + 32, rect.y + 5)))
        return rect

    # -- per frame -----------------------------------------------------------------

    def draw_water(
        self,
        surface: pygame.Surface,
        t: float,
        marks: bool = False,
        hidden: Collection[Cell] = (),
    ) -> None:
        if self._big is None:
            return
        view = self.view
        clip = surface.get_clip()
        surface.set_clip(view.rect(self.view_rect))
        pos = self._big.blit_pos(view.point(self.iso.origin))
        self._big.water.draw(surface, pos, t, hidden)
        surface.set_clip(clip)

    def draw_marks(
        self,
        surface: pygame.Surface,
        game: Any,
        viewing: int,
        marks: dict[int, list[Cell]],
        colour: pal.Colour,
    ) -> None:
        """Outlines on what just scored in the large view."""
        if viewing >= len(game.fountains):
            return
        view = self.view
        draw_cell_marks(
            surface,
            self.drawn_iso(),
            view.rect(self.view_rect),
            game.fountains[viewing],
            marks.get(viewing, ()),
            colour,
            view.scale,
        )

    def draw_line(
        self,
        surface: pygame.Surface,
        fountain: Any,
        cells: list[Cell],
        colour: pal.Colour,
    ) -> None:
        """A line through the centres of ``cells`` in the large view (the
        Straight Pools card's line), drawn through the view."""
        view = self.view
        draw_line_through(
            surface,
            self.drawn_iso(),
            view.rect(self.view_rect),
            fountain,
            cells,
            colour,
            view.scale,
        )

    def marks_low(self, game: Any, viewing: int, marks: dict[int, list[Cell]]) -> bool:
        """Whether most cells that just scored lie in the lower half of the
        large view (the reward banner then goes to the top, off them)."""
        if viewing >= len(game.fountains):
            return False
        fountain = game.fountains[viewing]
        middle = self.view_rect.centery
        low = high = 0
        for cell in marks.get(viewing, ())[:120]:
            _x, y = self.iso.cell_centre(cell[0], cell[1], fountain.height(*cell))
            if y > middle:
                low += 1
            else:
                high += 1
        return low > high


def mark_colour(t: float) -> pal.Colour:
    """The pulsing colour of the marks on what just scored."""
    return pal.mix(pal.HIGHLIGHT, (255, 255, 255), 0.5 + 0.5 * math.sin(t * 8))


def draw_cell_marks(
    surface: pygame.Surface,
    iso: IsoCamera,
    rect: pygame.Rect,
    fountain: Any,
    cells: Any,
    colour: pal.Colour,
    scale: float = 1.0,
) -> None:
    """Outlines on ``cells`` clipped to ``rect``; at a ``scale`` the camera
    is the scaled one (``iso.scaled(scale)``) and ``rect`` is mapped."""
    clip = surface.get_clip()
    surface.set_clip(rect)
    width = px(2 if iso.cell_w >= 16 * scale else 1, scale)
    for cell in list(cells)[:120]:
        face = iso.cell_top_face(cell[0], cell[1], fountain.height(*cell))
        pygame.draw.polygon(surface, colour, face, width)
    surface.set_clip(clip)


def scored_cells(
    game: Any, categories: list[str], fish: FishColour | None = None
) -> dict[int, list[Cell]]:
    """Which cells scored, to outline them while the banner shows: every fed
    pool (pools), fed fish of the chosen colour and wild fish (fish), the lily
    pads of the best group (lily pads)."""
    marks: dict[int, list[Cell]] = {}
    for seat, fountain in enumerate(game.fountains):
        cells: list[Cell] = []
        pools = fountain.water().pools
        best: frozenset[int] = frozenset()
        if "lily pads" in categories and hasattr(fountain, "lily_groups"):
            groups = fountain.lily_groups()
            best = groups[0][1] if groups else frozenset()
        wanted = {Icon.FISH_WILD, fish.icon} if fish is not None else None
        for index, pool in enumerate(pools):
            if not pool.fed:
                continue
            if "pools" in categories:
                cells.extend(pool.cells)
                continue
            for cell in pool.cells:
                for icon in _visible_icons(fountain, cell):
                    if "fish" in categories and icon.is_fish:
                        if wanted is None or icon in wanted:
                            cells.append(cell)
                    if icon is Icon.LILY and index in best:
                        cells.append(cell)
        marks[seat] = cells
    return marks


def straight_pool_lines(game: Any) -> dict[int, list[Cell]]:
    """At the end of a game dealt the Straight Pools card: each fountain's
    scoring line (its water cells, in order), to outline in the final banner."""
    cards = getattr(game, "design_cards", ()) or ()
    if not game.is_over() or DesignCard.STRAIGHT_POOLS not in cards:
        return {}
    return {
        seat: straight_line_cells(fountain)
        for seat, fountain in enumerate(game.fountains)
    }


def draw_line_through(
    surface: pygame.Surface,
    iso: IsoCamera,
    rect: pygame.Rect,
    fountain: Any,
    cells: list[Cell],
    colour: pal.Colour,
    scale: float = 1.0,
) -> None:
    """A thick line through the centres of ``cells`` (a Straight Pools line);
    at a ``scale`` the camera is the scaled one and ``rect`` is mapped."""
    if len(cells) < 2:
        return
    points = [iso.cell_centre(x, y, fountain.height(x, y)) for x, y in cells]
    clip = surface.get_clip()
    surface.set_clip(rect)
    width = px(max(2, round(iso.cell_w / scale / 6)), scale)
    pygame.draw.lines(surface, pal.OUTLINE, False, points, width + px(4, scale))
    pygame.draw.lines(surface, colour, False, points, width)
    for point in (points[0], points[-1]):
        pygame.draw.circle(surface, colour, point, width + px(2, scale))
    surface.set_clip(clip)


def _visible_icons(fountain: Any, cell: Cell) -> tuple[Icon, ...]:
    token = fountain.tokens.get(cell)
    if token is not None:
        return token_by_id(token).icons
    spec = fountain.cell(*cell)
    return (spec.icon,) if spec is not None and spec.icon is not None else ()


__all__ = ["BoardView", "FountainCamera", "PictureCache", "VIEW_RECT"]
