"""Every player's fountain as a thumbnail under the large view of the
Fountains table (The Machine's collected tiles in solo), with its name, score
and a few words on its water; a click on one shows it large."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.basin_view import draw_gear
from game.render.fountains.fountain_view import FountainPicture
from game.render.fountains.hud import (
    DIM,
    TEXT,
    fitting_size,
    panel,
    seat_mark,
    smaller_sizes,
    text,
)
from game.render.fountains.icon_art import icon_image
from game.render.fountains.iso import IsoCamera, fit_camera
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.icons import Icon
from game.scenes.fountains.board import (
    PictureCache,
    draw_cell_marks,
    fountain_version,
    mark_colour,
)
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView, ScoredMarks, SeatPlaces
from game.ui.text import blit_text

THUMB_RECT = pygame.Rect(4, 580, 848, 136)


@dataclass(frozen=True, slots=True)
class Thumb:
    seat: int
    rect: pygame.Rect


class ThumbsPanel(Panel):
    """The thumbnails: drawn into the static layer; a click shows one large."""

    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        pictures: PictureCache,
        view: FountainView,
        places: SeatPlaces,
        marks: ScoredMarks,
    ) -> None:
        self.env = env
        self.state = state
        self.fonts = env.fonts
        self.pictures = pictures
        self.view = view  # a click on a thumbnail shows that fountain large
        self.places = places  # where each thumbnail went (keyboard focus)
        self.marks = marks  # what just scored, outlined in the thumbnails too
        self._thumbs: list[Thumb] = []
        self._thumb_views: list[tuple[FountainPicture, IsoCamera]] = []
        self._thumb_fits: dict[tuple[Any, ...], IsoCamera] = {}

    @property
    def shapes(self) -> bool:
        return self.env.shapes

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        seat = self.thumb_at(event.pos)
        if seat is None:
            return False
        self.view.view(seat)
        return True

    def draw_static(self, surface: pygame.Surface) -> None:
        state = self.state
        seats = range(state.game.seats)
        last = {s: (i, state.colour(s)) for s, i in state.last_placed.items()}
        self._draw_thumbs(
            surface,
            state.game,
            self.view.viewing,
            last,
            [state.name(s) for s in seats],
            [state.colour(s) for s in seats],
            state.game.current_seat,
            state.turn_order(),
        )

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_thumb_hover(surface, self.env.mouse, self.view.viewing)
        marks = self.marks.now()
        if marks is not None:
            self.draw_marks(surface, marks, mark_colour(self.env.time))

    def draw_marks(
        self,
        surface: pygame.Surface,
        marks: dict[int, list[tuple[int, int]]],
        colour: pal.Colour,
    ) -> None:
        """Outlines on what just scored, in every thumbnail."""
        game, view = self.state.game, self.env.view
        for thumb, (_pic, iso) in zip(self._thumbs, self._thumb_views, strict=False):
            cells = marks.get(thumb.seat, ())
            fountain = game.fountains[thumb.seat]
            draw_cell_marks(
                surface,
                iso.scaled(view.scale),
                view.rect(thumb.rect),
                fountain,
                cells,
                colour,
                view.scale,
            )

    def thumb_at(self, pos: tuple[int, int]) -> int | None:
        for thumb in self._thumbs:
            if thumb.rect.collidepoint(pos):
                return thumb.seat
        return None

    def draw_thumb_hover(
        self, surface: pygame.Surface, pos: tuple[int, int], viewing: int
    ) -> None:
        """A thumbnail under the pointer lights up and says what a click does."""
        view = self.env.view
        for thumb in self._thumbs:
            if thumb.seat == viewing or not thumb.rect.collidepoint(pos):
                continue
            pygame.draw.rect(
                surface,
                pal.HIGHLIGHT,
                view.rect(thumb.rect),
                view.px(2),
                border_radius=view.px(10),
            )
            words = "Click: show it large"
            label = text(self.fonts, words, 16, pal.HIGHLIGHT, True, view.scale)
            # under the name row, clear of the summary line at the bottom
            spot = view.place(label, topright=(thumb.rect.right - 8, thumb.rect.y + 30))
            pygame.draw.rect(
                surface,
                (20, 16, 14),
                spot.inflate(view.px(10), view.px(4)),
                border_radius=view.px(5),
            )
            blit_text(surface, label, spot)

    def thumb_rect(self, seat: int) -> pygame.Rect | None:
        for thumb in self._thumbs:
            if thumb.seat == seat:
                return thumb.rect
        return None

    def _draw_thumbs(
        self,
        surface: pygame.Surface,
        game: Any,
        viewing: int,
        last_placed: dict[int, tuple[int, pal.Colour]],
        names: list[str],
        colours: list[pal.Colour],
        current: int,
        order: list[int],
    ) -> None:
        """One thumbnail per seat, in turn order (as the top bar lists them),
        the first player's marked "first"."""
        view = self.env.view
        scale = view.scale
        seats = game.seats
        gap = 8
        width = (THUMB_RECT.width - gap * (seats - 1)) // seats
        self._thumbs = []
        self._thumb_views = []
        self.places.thumbs.clear()
        first = None if game.is_solo else game.first_seat
        for slot, seat in enumerate(order):
            rect = pygame.Rect(
                THUMB_RECT.x + slot * (width + gap),
                THUMB_RECT.y,
                width,
                THUMB_RECT.height,
            )
            self._thumbs.append(Thumb(seat, rect))
            self.places.thumbs[seat] = rect
            panel(surface, rect, view=view)
            edge, radius = view.rect(rect), view.px(10)
            if seat == viewing:
                pygame.draw.rect(
                    surface, pal.HIGHLIGHT, edge, view.px(3), border_radius=radius
                )
            elif seat == current:
                pygame.draw.rect(
                    surface, colours[seat], edge, view.px(2), border_radius=radius
                )
            mark = view.point((rect.x + 14, rect.y + 14))
            seat_mark(
                surface, seat, mark, view.px(7), colours[seat], self.shapes, scale
            )
            points = str(game.scores[seat])
            score = text(self.fonts, points, 22, pal.HIGHLIGHT, True, scale)
            blit_text(
                surface, score, view.place(score, topright=(rect.right - 8, rect.y + 4))
            )
            score_width = text(self.fonts, points, 22, pal.HIGHLIGHT, True).get_width()
            room = rect.width - 26 - score_width - 14
            if seat == first:
                tag = text(self.fonts, "first", 13, DIM, True, scale)
                blit_text(surface, tag, view.point((rect.x + 26, rect.y + 24)))
            name = _name_label(self.fonts, names[seat], room, scale)
            blit_text(
                surface, name, view.place(name, midleft=(rect.x + 26, rect.y + 15))
            )
            if seat >= len(game.fountains):
                self._draw_machine_thumb(surface, rect, game)
                continue
            fountain = game.fountains[seat]
            box = (rect.x + 4, rect.y + 26, rect.width - 8, rect.height - 44)
            fit_key = (seat, fountain_version(fountain), box)
            iso = self._thumb_fits.get(fit_key)
            if iso is None:
                cols = [(x, y, fountain.height(x, y)) for x, y in fountain.cells()]
                cell_w = max(4, int(fit_camera(cols, 0, box, 22, 4).cell_w))
                iso = fit_camera(cols, 0, box, cell_w, 4)
                self._thumb_fits[fit_key] = iso
            cell_w = int(iso.cell_w)
            picture = self.pictures.picture(
                seat, fountain, 0, cell_w, None, last_placed.get(seat), scale
            )
            clip = surface.get_clip()
            surface.set_clip(view.rect(rect.inflate(-4, -4)))
            picture.draw(surface, view.point(iso.origin), None)
            surface.set_clip(clip)
            self._thumb_views.append((picture, iso))
            summary = thumb_summary(fountain, rect.width - 16 < 260)
            size = fitting_size(self.fonts, summary, 16, rect.width - 16)
            line = text(self.fonts, summary, size, DIM, False, scale)
            blit_text(surface, line, view.point((rect.x + 8, rect.bottom - 18)))

    def _draw_machine_thumb(
        self, surface: pygame.Surface, rect: pygame.Rect, game: Any
    ) -> None:
        view = self.env.view
        scale = view.scale
        gear = view.point((rect.x + 34, rect.y + 68))
        draw_gear(surface, gear, view.px(20), scale=scale)
        tiles = [tile_by_id(t) for t in game.machine_tiles]
        counts: dict[Icon, int] = {}
        for tile in tiles:
            for icon in tile.icons:
                counts[icon] = counts.get(icon, 0) + 1
        words = text(
            self.fonts,
            f"{len(tiles)} tile{'s' * (len(tiles) != 1)} collected",
            18,
            TEXT,
            False,
            scale,
        )
        blit_text(surface, words, view.point((rect.x + 66, rect.y + 32)))
        x = rect.x + 66
        for icon in (
            Icon.FISH_RED,
            Icon.FISH_BLACK,
            Icon.FISH_WHITE,
            Icon.FISH_WILD,
            Icon.LILY,
            Icon.COIN,
        ):
            surface.blit(icon_image(icon, view.px(26)), view.point((x, rect.y + 58)))
            n = text(self.fonts, str(counts.get(icon, 0)), 18, TEXT, True, scale)
            blit_text(surface, n, view.point((x + 6, rect.y + 86)))
            x += 34
            if x > rect.right - 30:
                break


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}{'s' * (n != 1)}"


def thumb_summary(fountain: Any, short: bool = False) -> str:
    """A fountain's size and water in a few words, under its thumbnail
    (``short``: for a narrow thumbnail)."""
    tiles, fed = fountain.tile_count(), fountain.fed_pool_count()
    weed = fountain.pond_weed_count()
    if short:
        return f"{_count(tiles, 'tile')} · {fed} fed · {weed} weed"
    return f"{_count(tiles, 'tile')} · {_count(fed, 'fed pool')} · {weed} pond weed"


def _name_label(fonts: Any, name: str, room: int, scale: float = 1.0) -> pygame.Surface:
    """A seat's name in ``room`` logical pixels: smaller sizes first, then cut
    short (measured on the logical screen), rendered at ``scale``."""
    sizes = [(18, True), (16, True), (14, True), (13, False)]
    for size, bold in sizes + [(size, False) for size in smaller_sizes(fonts, 13)]:
        label = text(fonts, name, size, TEXT, bold)
        if label.get_width() <= room:
            return label if scale == 1.0 else text(fonts, name, size, TEXT, bold, scale)
    fit = getattr(fonts, "fit", None)
    short = fit(name, 13, room, False) if fit is not None else name
    return text(fonts, short, 13, TEXT, False, scale)
