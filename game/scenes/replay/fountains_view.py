"""One moment of a Fountains game as the replay viewer shows it: every
fountain, the Basin, the scores in turn order and the log up to the action
just taken (each computer move with its "Why:" line).

The fountains are laid out once per replay, shaped to the fountains as the
game ended: of every grid of boxes the one where the fountains come out
largest, each box only as wide and tall as its fountain needs, so no box is
mostly empty. Each seat keeps one zoom for the whole replay (the largest its
final fountain fits its box at), so scrubbing never makes a fountain jump in
size. One fountain can be shown large over the whole fountain area.

Drawing only, at the picture's resolution (``View``): the fountain pictures
are painted at the physical cell width, cached by what they show and the
scale, so stepping back and forth only rebuilds what changed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.render.fountains import hud
from game.render.fountains import palette as pal
from game.render.fountains.basin_view import BasinLayout, BasinView
from game.render.fountains.fitted import (
    MARGIN_ACROSS,
    MARGIN_DOWN,
    SMALLEST_CELL_W,
)
from game.render.fountains.fountain_view import (
    FountainPicture,
    Layers,
    build_picture,
    placed_parts,
)
from game.render.fountains.iso import IsoCamera
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.game import FountainsGame
from game.scenes.replay import panels
from game.scenes.replay.timeline import Moment, Timeline
from game.ui.text import blit_text
from game.ui.view import View

SCORES = pygame.Rect(16, 12, 1248, 58)
FOUNTAINS = pygame.Rect(16, 82, 830, 520)
BASIN = pygame.Rect(862, 82, 402, 330)
LOG = pygame.Rect(862, 424, 402, 178)
MAX_CELL_W = 44  # the largest zoom of a fountain among the others (logical)
LARGE_CELL_W = 72  # one fountain shown large
LARGE = FOUNTAINS.inflate(-8, -8)
GAP = 10  # between boxes
LABEL = 32  # a box's name and score line, above its fountain
PAD = 8  # round a fountain inside its box
NAME_SIZE = 20
HINT = "Click or Esc: every fountain"
HINT_SIZE = 16

Extent = tuple[float, float]  # a fountain picture's width and height in cells


@dataclass(frozen=True, slots=True)
class ScaledBasinLayout(BasinLayout):
    """The Basin's layout over a rect of the picture drawn at
    ``picture_scale``: the token pile keeps its logical offset from the
    corner (the ring, spaces and stacks already size themselves by the
    rect)."""

    picture_scale: float = 1.0

    def pile_centre(self) -> tuple[int, int]:
        return (
            self.rect.x + round(40 * self.picture_scale),
            self.rect.y + round(34 * self.picture_scale),
        )


def fountain_extent(fountain: Any) -> Extent:
    """How many cell widths across and down ``fountain``'s picture is (the
    ground round it included), at the first turn."""
    columns = Layers.of(placed_parts(fountain)).columns() or [(0, 0, 0)]
    left, top, right, bottom = IsoCamera(cell_w=1.0).bounds(columns)
    return (right - left + MARGIN_ACROSS, bottom - top + MARGIN_DOWN)


def fit_zoom(extent: Extent, room: tuple[float, float], largest: float) -> float:
    """The cell width at which a picture of ``extent`` fits ``room``, at most
    ``largest`` (any unit: logical or physical pixels)."""
    return min(room[0] / extent[0], room[1] / extent[1], largest)


def shaped_boxes(
    area: pygame.Rect, extents: list[Extent], largest: float = MAX_CELL_W
) -> list[pygame.Rect]:
    """A box per fountain in ``area``: of every grid (1 to ``len(extents)``
    columns) the one where the smallest zoom any fountain gets is largest;
    each box only as large as the widest and tallest fountain needs at that
    zoom; the rows centred, and the grid centred in ``area``."""
    count = len(extents)
    if not count:
        return []
    best: tuple[float, int] | None = None
    for columns in range(1, count + 1):
        rows = math.ceil(count / columns)
        width = (area.width - GAP * (columns - 1)) / columns
        height = (area.height - GAP * (rows - 1)) / rows
        room = (width - 2 * PAD, height - LABEL - PAD)
        if room[0] <= 0 or room[1] <= 0:
            continue
        zoom = min(fit_zoom(e, room, math.inf) for e in extents)
        if best is None or zoom > best[0] * 1.001:
            best = (zoom, columns)
    zoom, columns = best if best is not None else (1.0, count)
    rows = math.ceil(count / columns)
    zoom = min(zoom, largest)
    cell_w = min((area.width - GAP * (columns - 1)) // columns, area.width)
    cell_h = (area.height - GAP * (rows - 1)) // rows
    across = max(e[0] for e in extents) * zoom + 2 * PAD
    down = max(e[1] for e in extents) * zoom + LABEL + PAD
    # never narrower than the name line needs
    width = min(cell_w, max(math.ceil(across), 240))
    height = min(cell_h, math.ceil(down))
    top = area.y + (area.height - (rows * height + GAP * (rows - 1))) // 2
    boxes: list[pygame.Rect] = []
    for row in range(rows):
        in_row = min(columns, count - row * columns)
        left = area.x + (area.width - (in_row * width + GAP * (in_row - 1))) // 2
        for k in range(in_row):
            boxes.append(
                pygame.Rect(
                    left + k * (width + GAP), top + row * (height + GAP), width, height
                )
            )
    return boxes


def picture_room(box: pygame.Rect) -> pygame.Rect:
    """Where a box's fountain goes: under its name line."""
    return pygame.Rect(
        box.x + PAD, box.y + LABEL, box.width - 2 * PAD, box.height - LABEL - PAD
    )


class FountainsMoment:
    """Draws a :class:`Moment` of a Fountains :class:`Timeline`."""

    def __init__(self, timeline: Timeline, fonts: object, shapes: bool) -> None:
        self.timeline = timeline
        self.fonts = fonts
        self.shapes = shapes
        self.art = TileArt()
        final: FountainsGame = timeline.game_at(timeline.last)
        #: each seat's final fountain's size in cells: the layout and zooms
        self.extents = [fountain_extent(f) for f in final.fountains]
        self.count = len(self.extents)
        self._boxes = shaped_boxes(FOUNTAINS, self.extents)
        self._pictures: dict[tuple[object, ...], FountainPicture] = {}
        self._basins: dict[tuple[int, int, int, int], BasinView] = {}
        self.large: int | None = None  # the seat whose fountain fills the view
        timeline.game_at(0)  # back to the deal, where the viewer opens

    # -- where things are ------------------------------------------------------------

    def boxes(self, count: int | None = None) -> list[pygame.Rect]:
        """Every seat's box, shaped to the fountains (logical)."""
        return [box.copy() for box in self._boxes]

    def shown(self) -> list[tuple[int, pygame.Rect]]:
        """(seat, box) of each fountain in sight: all, or the one shown large."""
        if self.large is not None and self.large < self.count:
            return [(self.large, LARGE.copy())]
        return list(enumerate(self.boxes()))

    def seat_at(self, pos: tuple[int, int], count: int | None = None) -> int | None:
        """The seat whose fountain box is at ``pos`` (None: none)."""
        for seat, box in self.shown():
            if box.collidepoint(pos):
                return seat
        return None

    def toggle(self, seat: int) -> None:
        """Show ``seat``'s fountain large, or (shown large) every fountain."""
        self.large = None if self.large is not None else seat

    def click(self, pos: tuple[int, int], count: int | None = None) -> bool:
        """A click on a fountain shows it large; a click on the large one
        goes back to all of them."""
        seat = self.seat_at(pos)
        if seat is None:
            return False
        self.toggle(seat)
        return True

    # -- drawing ---------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, view: View, moment: Moment, time: float
    ) -> None:
        game: FountainsGame = self.timeline.game_at(moment.index)
        self._draw_scores(surface, view, game)
        for seat, box in self.shown():
            self._draw_fountain(surface, view, game, seat, box, moment, time)
        panels.panel(surface, view, BASIN, "Basin", self.fonts)
        basin = self._basin(view)
        basin.draw_board(surface, game.basin)
        basin.draw_pieces(surface, game.basin, letters=self.shapes)
        entries: list[list[tuple[str, tuple[int, int, int]]]] = []
        for m in self.timeline.moments[max(0, moment.index - 12) : moment.index + 1]:
            entry = [(m.words, self._colour(m.seat))]
            if m.why:  # a computer move: why, on the line under it
                entry.append((f"Why: {m.why}", pal.shade(self._colour(m.seat), 1.3)))
            entries.append(entry)
        panels.draw_log(surface, view, LOG, self.fonts, entries)

    def _basin(self, view: View) -> BasinView:
        """The Basin drawn at the picture's size (its words at the scale)."""
        inside = view.rect(BASIN.inflate(-16, -16))
        key = (inside.x, inside.y, inside.width, inside.height)
        basin = self._basins.get(key)
        if basin is None:
            fonts = panels.ScaledFonts(self.fonts, view.scale)
            basin = BasinView(
                ScaledBasinLayout(inside, picture_scale=view.scale), fonts
            )
            self._basins = {key: basin}
        return basin

    def _colour(self, seat: int | None) -> tuple[int, int, int]:
        if seat is None:
            return hud.TEXT
        return self.timeline.seat(seat).colour

    def _draw_scores(
        self, surface: pygame.Surface, view: View, game: FountainsGame
    ) -> None:
        seats = [
            hud.SeatInfo(
                self.timeline.seat(s).name,
                self.timeline.seat(s).colour,
                game.scores[s],
                self.timeline.seat(s).computer,
                machine=game.is_machine(s),
            )
            for s in range(game.seats)
        ]
        order = (
            list(range(game.seats))
            if game.is_solo
            else [(game.first_seat + k) % game.seats for k in range(game.seats)]
        )
        current = game.current_seat if not game.is_over() else -1
        panels.draw_turn_order(
            surface,
            view,
            SCORES,
            self.fonts,
            seats,
            order,
            current,
            game.first_seat,
            self.shapes,
        )

    def _draw_fountain(
        self,
        surface: pygame.Surface,
        view: View,
        game: FountainsGame,
        seat: int,
        box: pygame.Rect,
        moment: Moment,
        time: float,
    ) -> None:
        info = self.timeline.seat(seat)
        acted = moment.seat == seat
        panels.panel(
            surface,
            view,
            box,
            edge=info.colour if acted else hud.PANEL_EDGE,
            edge_width=3 if acted else 1,
        )
        body = view.rect(box)
        line = pygame.Rect(box.x + 10, box.y + 4, box.width - 20, LABEL - 6)
        room = line.width
        if self.large is not None:
            hint = panels.text(self.fonts, view, HINT, HINT_SIZE, hud.DIM)
            spot = hint.get_rect(midright=view.point((line.right, line.centery)))
            blit_text(surface, hint, spot, body)
            room -= round(spot.width / view.scale) + 16
        words = f"{info.name}  {game.scores[seat]}"
        size = panels.fitting_size(self.fonts, view, words, NAME_SIZE, room, True)
        label = panels.text(self.fonts, view, words, size, info.colour, True)
        place = label.get_rect(midleft=view.point((line.x, line.centery)))
        blit_text(surface, label, place, body)
        inner = view.rect(picture_room(box))
        picture = self._picture(game, seat, inner.size, view.scale)
        pos = (
            inner.centerx - picture.surface.get_width() // 2,
            inner.centery - picture.surface.get_height() // 2,
        )
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        surface.blit(picture.surface, pos)
        picture.water.draw(surface, pos, time)
        surface.set_clip(clip)

    def zoom(self, seat: int, room: tuple[int, int], scale: float) -> int:
        """``seat``'s cell width (physical pixels) for a box of ``room``
        physical pixels: the largest its final fountain fits at."""
        largest = (MAX_CELL_W if self.large is None else LARGE_CELL_W) * scale
        zoom = fit_zoom(self.extents[seat], room, largest)
        return max(SMALLEST_CELL_W, int(zoom))

    def _picture(
        self, game: FountainsGame, seat: int, room: tuple[int, int], scale: float
    ) -> FountainPicture:
        fountain = game.fountains[seat]
        cell_w = self.zoom(seat, room, scale)
        key = (
            seat,
            cell_w,
            fountain.tile_count(),
            tuple(sorted(fountain.tokens)),
            tuple(sorted(fountain.tokens.values())),
        )
        picture = self._pictures.get(key)
        if picture is None:
            picture = build_picture(fountain, self.art, 0, cell_w)
            if len(self._pictures) > 200:
                self._pictures.clear()
            self._pictures[key] = picture
        return picture
