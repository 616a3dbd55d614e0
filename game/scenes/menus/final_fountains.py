"""The results' final fountains: every seat's fountain as the game ended, in
a grid, each under its name and total; a click shows one large beside its
points by category, and a click (or Escape) goes back to them all.

Drawing only, from the finished game the table hands the results screen,
at the picture's resolution: places are logical, mapped through a
:class:`~game.ui.view.View`; text is rendered and measured at the physical
size and the fountains painted at the physical cell width (pictures made
once per seat and physical size, so per scale). Every text goes through
`blit_text` with its box, so the overlap check covers it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render.fountains.fitted import fitted_picture
from game.render.fountains.fountain_view import FountainPicture
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.game import FountainsGame
from game.ui import theme
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import blit_text
from game.ui.view import UNIT_VIEW, View

LABEL_HEIGHT = 44  # a grid cell's name and total, above its fountain
GAP = 8
SMALL_CELL_W = 40  # the largest zoom in the grid
LARGE_CELL_W = 72  # the largest zoom of one fountain shown large
LARGE_SIDE = 330  # the column beside a large fountain: name, total, categories


@dataclass(frozen=True)
class FinalSeat:
    """A seat with a fountain: who, and what it scored."""

    seat: int
    name: str
    colour: tuple[int, int, int]
    score: int
    won: bool
    points: tuple[tuple[str, int], ...]  # by category, in scoring order


def _grid(count: int) -> tuple[int, int]:
    """(columns, rows) for ``count`` fountains."""
    return {1: (1, 1), 2: (1, 2), 3: (2, 2), 4: (2, 2)}.get(count, (3, 2))


class FinalFountains:
    """The fountains of a finished game: ``draw_grid`` in the results' side
    panel, ``draw_large`` over the table for the one clicked."""

    def __init__(
        self,
        game: FountainsGame,
        seats: list[FinalSeat],
        fonts: object,
        colour_blind: bool,
    ) -> None:
        self.game = game
        self.seats = [s for s in seats if s.seat < len(game.fountains)]
        self.fonts = fonts
        self.colour_blind = colour_blind
        self.art = TileArt()
        self.large: int | None = None  # the seat shown large
        self._pictures: dict[tuple[int, tuple[int, int], int], FountainPicture] = {}

    # -- where things are ---------------------------------------------------------

    def boxes(self, area: pygame.Rect) -> list[tuple[FinalSeat, pygame.Rect]]:
        """Each seat's cell in the grid filling ``area``."""
        columns, rows = _grid(len(self.seats))
        width = (area.width - GAP * (columns - 1)) // columns
        height = (area.height - GAP * (rows - 1)) // rows
        return [
            (
                seat,
                pygame.Rect(
                    area.x + (i % columns) * (width + GAP),
                    area.y + (i // columns) * (height + GAP),
                    width,
                    height,
                ),
            )
            for i, seat in enumerate(self.seats)
        ]

    def seat_at(self, area: pygame.Rect, pos: tuple[int, int]) -> int | None:
        for seat, box in self.boxes(area):
            if box.collidepoint(pos):
                return seat.seat
        return None

    # -- drawing -------------------------------------------------------------------

    def _picture(
        self, seat: int, size: tuple[int, int], largest: int
    ) -> FountainPicture:
        key = (seat, size, largest)  # physical: a picture per scale
        picture = self._pictures.get(key)
        if picture is None:
            fountain = self.game.fountains[seat]
            picture = fitted_picture(fountain, self.art, size, largest)
            if len(self._pictures) > 4 * len(self.seats) + 4:
                self._pictures.clear()  # a few sizes kept (window resized)
            self._pictures[key] = picture
        return picture

    def _blit_fountain(
        self,
        surface: pygame.Surface,
        view: View,
        seat: int,
        area: pygame.Rect,
        largest: int,
    ) -> None:
        box = view.rect(area)
        picture = self._picture(seat, box.size, round(largest * view.scale))
        pos = (
            box.centerx - picture.surface.get_width() // 2,
            box.centery - picture.surface.get_height() // 2,
        )
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip) if clip else box)
        surface.blit(picture.surface, pos)
        picture.water.draw(surface, pos, 0.0)
        surface.set_clip(clip)

    def _text(
        self,
        view: View,
        words: str,
        size: int,
        colour: theme.Colour,
        bold: bool = False,
    ) -> pygame.Surface:
        return self.fonts.render(words, size, colour, bold, view.scale)  # type: ignore[attr-defined,no-any-return]

    def _fitting(
        self,
        view: View,
        words: str,
        sizes: tuple[int, ...],
        width: int,
        colour: theme.Colour,
        height: int | None = None,
    ) -> pygame.Surface:
        """``words`` at the largest of ``sizes`` that fits ``width`` logical
        pixels (and ``height``, when given), measured as drawn; at a larger
        Text size, down to the smallest as it is drawn at 100% (and that
        when none fits: the box check then says so)."""
        scale = getattr(self.fonts, "text_scale", 1.0)
        least = int(sizes[-1] / scale)
        room = view.px(width)
        tall = view.px(height) if height is not None else None
        for size in (*sizes, *range(sizes[-1] - 1, least - 1, -1)):
            label = self._text(view, words, size, colour, True)
            fits = tall is None or label.get_height() <= tall
            if label.get_width() <= room and fits:
                return label
        return label

    def draw_grid(
        self, surface: pygame.Surface, area: pygame.Rect, view: View = UNIT_VIEW
    ) -> None:
        """Every fountain in ``area`` (a panel's inside, logical), with its
        name and total above it."""
        for seat, box in self.boxes(area):
            shown = view.rect(box)
            radius = view.px(10)
            pygame.draw.rect(surface, (16, 34, 46), shown, border_radius=radius)
            pygame.draw.rect(
                surface,
                theme.ACCENT if seat.won else theme.PANEL_EDGE,
                shown,
                view.px(2 if seat.won else 1),
                border_radius=radius,
            )
            label_box = pygame.Rect(box.x + 6, box.y + 4, box.width - 12, LABEL_HEIGHT)
            inside = view.rect(label_box)
            draw_seat_mark(
                surface,
                seat.seat,
                seat.colour,
                view.point((label_box.x + 10, label_box.y + 13)),
                view.px(8),
                self.colour_blind,
            )
            # the name's line ends where the total's begins
            name = self._fitting(
                view,
                seat.name,
                (20, 18, 16, 14),
                label_box.width - 24,
                theme.FOAM,
                height=22,
            )
            spot = view.point((label_box.x + 24, label_box.y + 2))
            blit_text(surface, name, spot, inside)
            total = self._text(view, f"{seat.score} points", 16, theme.ACCENT, True)
            spot = view.point((label_box.x + 24, label_box.y + 24))
            blit_text(surface, total, spot, inside)
            inner = pygame.Rect(
                box.x + 4,
                box.y + LABEL_HEIGHT + 6,
                box.width - 8,
                box.height - LABEL_HEIGHT - 10,
            )
            self._blit_fountain(surface, view, seat.seat, inner, SMALL_CELL_W)

    def draw_large(
        self, surface: pygame.Surface, area: pygame.Rect, view: View = UNIT_VIEW
    ) -> None:
        """The seat clicked, large in ``area`` (logical), beside its points."""
        seat = next((s for s in self.seats if s.seat == self.large), None)
        if seat is None:
            return
        radius = view.px(14)
        pygame.draw.rect(surface, (16, 34, 46), view.rect(area), border_radius=radius)
        pygame.draw.rect(
            surface, theme.PANEL_EDGE, view.rect(area), view.px(2), border_radius=radius
        )
        side = pygame.Rect(
            area.right - LARGE_SIDE, area.y + 16, LARGE_SIDE - 20, area.height - 32
        )
        box = view.rect(side)
        picture_box = pygame.Rect(
            area.x + 10, area.y + 10, area.width - LARGE_SIDE - 20, area.height - 20
        )
        self._blit_fountain(surface, view, seat.seat, picture_box, LARGE_CELL_W)
        draw_seat_mark(
            surface,
            seat.seat,
            seat.colour,
            view.point((side.x + 12, side.y + 18)),
            view.px(11),
            self.colour_blind,
        )
        name = self._fitting(
            view, seat.name, (32, 28, 24, 20), side.width - 32, theme.FOAM
        )
        blit_text(surface, name, view.point((side.x + 30, side.y + 2)), box)
        y = side.y + 48
        total = self._text(
            view,
            f"{seat.score} points" + ("  ·  winner" if seat.won else ""),
            26,
            theme.ACCENT,
            True,
        )
        blit_text(surface, total, view.point((side.x, y)), box)
        y += 44
        for category, points in seat.points:
            words = self._text(view, category.capitalize(), 24, theme.MIST)
            value = self._text(view, str(points), 24, theme.FOAM, True)
            blit_text(surface, words, view.point((side.x, y)), box)
            spot = value.get_rect(topright=view.point((side.right, y)))
            blit_text(surface, value, spot, box)
            y += 34
        back = self._text(view, "Click or Esc: every fountain", 18, theme.MIST)
        spot = back.get_rect(bottomleft=view.point((side.x, side.bottom)))
        blit_text(surface, back, spot, box)
