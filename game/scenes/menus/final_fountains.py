"""The results' final fountains: every seat's fountain as the game ended, in
a grid, each under its name and total; a click shows one large beside its
points by category, and a click (or Escape) goes back to them all.

Drawing only, from the finished game the table hands the results screen;
pictures are made once per seat and size. Every text goes through
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
        self._pictures: dict[tuple[int, tuple[int, int]], FountainPicture] = {}

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
        key = (seat, size)
        picture = self._pictures.get(key)
        if picture is None:
            fountain = self.game.fountains[seat]
            picture = fitted_picture(fountain, self.art, size, largest)
            self._pictures[key] = picture
        return picture

    def _blit_fountain(
        self, surface: pygame.Surface, seat: int, box: pygame.Rect, largest: int
    ) -> None:
        picture = self._picture(seat, box.size, largest)
        pos = (
            box.centerx - picture.surface.get_width() // 2,
            box.centery - picture.surface.get_height() // 2,
        )
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip) if clip else box)
        surface.blit(picture.surface, pos)
        picture.water.draw(surface, pos, 0.0)
        surface.set_clip(clip)

    def _text(self, words: str, size: int, colour: object, bold: bool = False):  # type: ignore[no-untyped-def]
        return self.fonts.render(words, size, colour, bold=bold)  # type: ignore[attr-defined]

    def _fitting(
        self, words: str, sizes: tuple[int, ...], width: int, colour: object
    ) -> pygame.Surface:
        """``words`` at the largest of ``sizes`` that fits ``width``; at a
        larger Text size, down to the smallest as it is drawn at 100% (and
        that when none fits: the box check then says so)."""
        scale = getattr(self.fonts, "text_scale", 1.0)
        least = int(sizes[-1] / scale)
        for size in (*sizes, *range(sizes[-1] - 1, least - 1, -1)):
            label = self._text(words, size, colour, True)
            if label.get_width() <= width:
                return label  # type: ignore[no-any-return]
        return label  # type: ignore[no-any-return]

    def draw_grid(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Every fountain in ``area`` (a panel's inside), with its name and
        total above it."""
        for seat, box in self.boxes(area):
            pygame.draw.rect(surface, (16, 34, 46), box, border_radius=10)
            pygame.draw.rect(
                surface,
                theme.ACCENT if seat.won else theme.PANEL_EDGE,
                box,
                2 if seat.won else 1,
                border_radius=10,
            )
            label_box = pygame.Rect(box.x + 6, box.y + 4, box.width - 12, LABEL_HEIGHT)
            draw_seat_mark(
                surface,
                seat.seat,
                seat.colour,
                (label_box.x + 10, label_box.y + 13),
                8,
                self.colour_blind,
            )
            name = self._fitting(
                seat.name, (20, 18, 16, 14), label_box.width - 24, theme.FOAM
            )
            blit_text(surface, name, (label_box.x + 24, label_box.y + 2), label_box)
            total = self._text(f"{seat.score} points", 16, theme.ACCENT, True)
            blit_text(surface, total, (label_box.x + 24, label_box.y + 24), label_box)
            inner = pygame.Rect(
                box.x + 4,
                box.y + LABEL_HEIGHT + 6,
                box.width - 8,
                box.height - LABEL_HEIGHT - 10,
            )
            self._blit_fountain(surface, seat.seat, inner, SMALL_CELL_W)

    def draw_large(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The seat clicked, large in ``area``, beside its points."""
        seat = next((s for s in self.seats if s.seat == self.large), None)
        if seat is None:
            return
        pygame.draw.rect(surface, (16, 34, 46), area, border_radius=14)
        pygame.draw.rect(surface, theme.PANEL_EDGE, area, 2, border_radius=14)
        side = pygame.Rect(
            area.right - LARGE_SIDE, area.y + 16, LARGE_SIDE - 20, area.height - 32
        )
        picture_box = pygame.Rect(
            area.x + 10, area.y + 10, area.width - LARGE_SIDE - 20, area.height - 20
        )
        self._blit_fountain(surface, seat.seat, picture_box, LARGE_CELL_W)
        draw_seat_mark(
            surface,
            seat.seat,
            seat.colour,
            (side.x + 12, side.y + 18),
            11,
            self.colour_blind,
        )
        name = self._fitting(seat.name, (32, 28, 24, 20), side.width - 32, theme.FOAM)
        blit_text(surface, name, (side.x + 30, side.y + 2), side)
        y = side.y + 48
        total = self._text(
            f"{seat.score} points" + ("  ·  winner" if seat.won else ""),
            26,
            theme.ACCENT,
            True,
        )
        blit_text(surface, total, (side.x, y), side)
        y += 44
        for category, points in seat.points:
            words = self._text(category.capitalize(), 24, theme.MIST)
            value = self._text(str(points), 24, theme.FOAM, True)
            blit_text(surface, words, (side.x, y), side)
            blit_text(surface, value, (side.right - value.get_width(), y), side)
            y += 34
        back = self._text("Click to see every fountain", 18, theme.MIST)
        blit_text(surface, back, (side.x, side.bottom - back.get_height()), side)
