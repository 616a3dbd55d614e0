"""The players' round boards beside the pond, and the side panel they sit on.

Drawing only; pictures are cached by what they show and the scale they are
drawn at (places and sizes logical, drawn through a `Pen`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render.splash.art import INK, DropletSprites, draw_mark, ready
from game.render.splash.coords import BoardPlace
from game.render.splash.palette import (
    SIDE_BOTTOM,
    SIDE_TOP,
    WHITE,
    Colour,
    darken,
    lighten,
)
from game.render.splash.pen import Pen, scale_key
from game.rules.splash.droplets import COLOUR_MARK, COLOUR_RGB, DropletColour
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import clear_texts, is_recording

#: space colours, which spaces are filled, whether it is this seat's turn, marks.
BoardArgs = tuple[
    BoardPlace,
    int,
    str,
    Colour,
    tuple[DropletColour, ...],
    tuple[bool, ...],
    bool,
    bool,
]


class BoardArt:
    """Round boards (cached by what they show) and the side panel."""

    def __init__(self, fonts: object, sprites: DropletSprites) -> None:
        self.fonts = fonts
        self.sprites = sprites
        self._side: pygame.Surface | None = None
        self._boards: dict[tuple[object, ...], pygame.Surface] = {}

    def text(
        self,
        words: str,
        size: int,
        colour: Colour,
        bold: bool = True,
        scale: float = 1.0,
    ) -> pygame.Surface:
        return self.fonts.render(words, size, colour, bold=bold, scale=scale)  # type: ignore[attr-defined]

    def side_panel(self, size: tuple[int, int]) -> pygame.Surface:
        """The side panel's gradient, ``size`` pixels as drawn."""
        if self._side is None or self._side.get_size() != size:
            side = pygame.Surface(size)
            for row in range(size[1]):
                t = row / max(1, size[1] - 1)
                colour = tuple(
                    round(a + (b - a) * t)
                    for a, b in zip(SIDE_TOP, SIDE_BOTTOM, strict=True)
                )
                pygame.draw.line(side, colour, (0, row), (size[0], row))
            self._side = side
        return self._side

    def draw_board(
        self,
        surface: pygame.Surface | Pen,
        place: BoardPlace,
        seat: int,
        name: str,
        colour: Colour,
        layout: Sequence[DropletColour],
        filled: Sequence[bool],
        current: bool,
        marks: bool,
        time: float,
        target: bool = False,
    ) -> None:
        """A round board in the seat colour with its spaces around the border:
        open spaces as rings with the colour's mark, filled ones as droplets.
        The current player's board glows; a gift ``target`` pulses. On a
        plain surface it is drawn at 1:1."""
        pen = surface if isinstance(surface, Pen) else Pen(surface)
        self.draw_board_glow(pen, place, current, target, time)
        board = self.board_surface(
            place,
            seat,
            name,
            colour,
            tuple(layout),
            tuple(filled),
            current,
            marks,
            scale=pen.scale,
        )
        pen.layer(board, place.centre)

    def draw_board_glow(
        self,
        pen: Pen,
        place: BoardPlace,
        current: bool,
        target: bool,
        time: float,
    ) -> None:
        if target:
            pulse = 0.5 + 0.5 * math.sin(time * 6.0)
            r = place.radius + 8 + 8 * pulse
            pen.circle((120, 220, 130), place.centre, r + 5, 5)
            pen.circle(WHITE, place.centre, r, 7)
        elif current:
            pulse = 0.5 + 0.5 * math.sin(time * 4.0)
            pen.circle((255, 240, 140), place.centre, place.radius + 6 + 4 * pulse, 6)

    def board_surface(
        self,
        place: BoardPlace,
        seat: int,
        name: str,
        colour: Colour,
        layout: tuple[DropletColour, ...],
        filled: tuple[bool, ...],
        current: bool,
        marks: bool,
        scale: float = 1.0,
    ) -> pygame.Surface:
        """The board as a picture drawn at ``scale``, centred on its place
        (cached; drawn afresh while texts are noted)."""
        text_size = float(getattr(self.fonts, "text_scale", 1.0))
        key = (
            seat,
            name,
            colour,
            layout,
            filled,
            round(place.radius),
            marks,
            current,
            scale_key(scale),
            text_size,
        )
        board = None if is_recording() else self._boards.get(key)
        if board is None:
            board = self._render_board(
                place, seat, name, colour, layout, filled, current, marks, scale
            )
            if not is_recording():  # a converted copy would lose the noted texts
                board = ready(board)
            if len(self._boards) > 64:
                self._boards.clear()
            self._boards[key] = board
        return board

    def _fit(
        self, words: str, size: int, colour: Colour, room: pygame.Rect, scale: float
    ) -> pygame.Surface:
        """``words`` at ``size`` or smaller, until they fit ``room`` (logical)."""
        label = self.text(words, size, colour, scale=scale)
        while size > 12 and (
            label.get_width() > room.width * scale
            or label.get_height() > room.height * scale
        ):
            size -= 1
            label = self.text(words, size, colour, scale=scale)
        return label

    def _render_board(
        self,
        place: BoardPlace,
        seat: int,
        name: str,
        colour: Colour,
        layout: Sequence[DropletColour],
        filled: Sequence[bool],
        current: bool,
        marks: bool,
        scale: float = 1.0,
    ) -> pygame.Surface:
        r = place.radius
        size = math.ceil((r * 2 + 12) * scale)
        board = pygame.Surface((size, size), pygame.SRCALPHA)
        clear_texts(board)
        pen = Pen(board, scale)
        c = (size / scale / 2, size / scale / 2)
        local = BoardPlace(c, r)
        pen.circle(darken(colour, 0.35), (c[0], c[1] + 5), r)
        pen.circle(colour, c, r)
        pen.circle(lighten(colour, 0.55), c, r * 0.6)
        pen.circle(WHITE if current else darken(colour, 0.2), c, r, 4)
        sr = local.space_radius
        count = len(layout)
        for index, (space_colour, full) in enumerate(zip(layout, filled, strict=True)):
            p = local.space_centre(index, count)
            rgb = COLOUR_RGB[space_colour]
            if full:
                pen.circle(WHITE, p, sr + 2)
                sprite = self.sprites.upright(space_colour, sr * 0.82 * scale)
                pen.blit_centred(sprite, (p[0], p[1] + sr * 0.12))
            else:
                pen.circle(lighten(rgb, 0.75), p, sr)
                pen.circle(rgb, p, sr, max(3, round(sr * 0.22)))
                draw_mark(
                    board,
                    COLOUR_MARK[space_colour],
                    pen.p(p),
                    sr * 0.95 * scale,
                    lighten(rgb, 0.2),
                )
        # The name and the tally each have a band inside the inner circle.
        text_size = max(20, min(34, round(r * 0.28)))
        name_box = pygame.Rect(0, 0, round(r * 1.05), round(r * 0.2))
        name_box.center = (round(c[0]), round(c[1] + r * 0.14))
        label = self._fit(name[:10], text_size, INK, name_box, scale)
        pen.place(label, name_box.inflate(4, 4), center=name_box.center)
        draw_seat_mark(
            board,
            seat,
            colour,
            pen.ip((c[0], c[1] - r * 0.2)),
            max(8, r * 0.11) * scale,
            marks,
        )
        done = sum(1 for f in filled if f)
        tally_box = pygame.Rect(0, 0, round(r * 0.8), round(r * 0.19))
        tally_box.center = (round(c[0]), round(c[1] + r * 0.36))
        tally = self._fit(
            f"{done}/{count}",
            max(18, text_size - 6),
            darken(colour, 0.55),
            tally_box,
            scale,
        )
        pen.place(tally, tally_box.inflate(4, 4), center=tally_box.center)
        return board
