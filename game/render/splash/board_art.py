"""The players' round boards beside the pond, and the side panel they sit on.

Drawing only; pictures are cached by what they show.
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
    ints,
    lighten,
)
from game.rules.splash.droplets import COLOUR_MARK, COLOUR_RGB, DropletColour
from game.ui.seat_marks import draw_seat_mark

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
        self, words: str, size: int, colour: Colour, bold: bool = True
    ) -> pygame.Surface:
        return self.fonts.render(words, size, colour, bold=bold)  # type: ignore[attr-defined]

    def side_panel(self, size: tuple[int, int]) -> pygame.Surface:
        if self._side is None:
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
        surface: pygame.Surface,
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
        The current player's board glows; a gift ``target`` pulses."""
        self.draw_board_glow(surface, place, current, target, time)
        board = self.board_surface(
            place, seat, name, colour, tuple(layout), tuple(filled), current, marks
        )
        surface.blit(board, board.get_rect(center=ints(place.centre)))

    def draw_board_glow(
        self,
        surface: pygame.Surface,
        place: BoardPlace,
        current: bool,
        target: bool,
        time: float,
    ) -> None:
        if target:
            pulse = 0.5 + 0.5 * math.sin(time * 6.0)
            r = place.radius + 8 + 8 * pulse
            pygame.draw.circle(surface, (120, 220, 130), place.centre, r + 5, 5)
            pygame.draw.circle(surface, WHITE, place.centre, r, 7)
        elif current:
            pulse = 0.5 + 0.5 * math.sin(time * 4.0)
            pygame.draw.circle(
                surface, (255, 240, 140), place.centre, place.radius + 6 + 4 * pulse, 6
            )

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
    ) -> pygame.Surface:
        key = (seat, name, colour, layout, filled, round(place.radius), marks, current)
        board = self._boards.get(key)
        if board is None:
            board = ready(
                self._render_board(
                    place, seat, name, colour, layout, filled, current, marks
                )
            )
            if len(self._boards) > 64:
                self._boards.clear()
            self._boards[key] = board
        return board

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
    ) -> pygame.Surface:
        r = place.radius
        size = math.ceil(r * 2 + 12)
        board = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size / 2, size / 2)
        local = BoardPlace(c, r)
        pygame.draw.circle(board, darken(colour, 0.35), (c[0], c[1] + 5), r)
        pygame.draw.circle(board, colour, c, r)
        pygame.draw.circle(board, lighten(colour, 0.55), c, r * 0.6)
        pygame.draw.circle(board, WHITE if current else darken(colour, 0.2), c, r, 4)
        sr = local.space_radius
        count = len(layout)
        for index, (space_colour, full) in enumerate(zip(layout, filled, strict=True)):
            p = local.space_centre(index, count)
            rgb = COLOUR_RGB[space_colour]
            if full:
                pygame.draw.circle(board, WHITE, p, sr + 2)
                self.sprites.blit_upright(
                    board, space_colour, (p[0], p[1] + sr * 0.12), sr * 0.82
                )
            else:
                pygame.draw.circle(board, lighten(rgb, 0.75), p, sr)
                pygame.draw.circle(board, rgb, p, sr, max(3, round(sr * 0.22)))
                draw_mark(
                    board, COLOUR_MARK[space_colour], p, sr * 0.95, lighten(rgb, 0.2)
                )
        text_size = max(20, min(34, round(r * 0.28)))
        label = self.text(name[:10], text_size, INK)
        if label.get_width() > r * 1.05:
            scale = r * 1.05 / label.get_width()
            label = pygame.transform.smoothscale(
                label,
                (round(label.get_width() * scale), round(label.get_height() * scale)),
            )
        board.blit(label, label.get_rect(center=(c[0], c[1] + r * 0.14)))
        draw_seat_mark(
            board, seat, colour, (c[0], c[1] - r * 0.2), max(8, r * 0.11), marks
        )
        done = sum(1 for f in filled if f)
        tally = self.text(
            f"{done}/{count}", max(18, text_size - 6), darken(colour, 0.55)
        )
        board.blit(tally, tally.get_rect(center=(c[0], c[1] + r * 0.36)))
        return board
