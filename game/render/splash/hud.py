"""Kids' Splash around the pond: the turn banner, round player boards, the die,
the two big choices, the throws left and the row of splashed-out droplets.

Drawing only; sizes are big and pictures carry the meaning, so a child who
cannot read can still play.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render.splash.art import (
    INK,
    DropletSprites,
    die_face,
    draw_mark,
    pebble_sprite,
    ready,
)
from game.render.splash.coords import (
    BANNER,
    DIE_SMALL_CENTRE,
    DIE_SMALL_SIZE,
    SIDE,
    THROWS_LEFT_AT,
    BoardPlace,
    Box,
)
from game.rules.splash.droplets import COLOUR_MARK, COLOUR_RGB, DropletColour
from game.ui.seat_marks import draw_seat_mark

Colour = tuple[int, int, int]
Point = tuple[float, float]

WHITE: Colour = (255, 255, 255)
PANEL: Colour = (255, 250, 238)
SIDE_TOP: Colour = (40, 120, 170)
SIDE_BOTTOM: Colour = (26, 82, 128)


def lighten(colour: Colour, amount: float) -> Colour:
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def darken(colour: Colour, amount: float) -> Colour:
    return tuple(round(c * (1.0 - amount)) for c in colour)  # type: ignore[return-value]


def ink_on(colour: Colour) -> Colour:
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else WHITE


#: What `SplashHud.board_surface` takes: place, seat, name, colour, the board's
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


def _ints(p: Point) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))


def _rect(box: Box) -> pygame.Rect:
    return pygame.Rect(box)


class SplashHud:
    """Everything around the pond; holds only picture caches."""

    def __init__(self, fonts: object, sprites: DropletSprites) -> None:
        self.fonts = fonts
        self.sprites = sprites
        self._dice: dict[tuple[int, int], pygame.Surface] = {}
        self._side: pygame.Surface | None = None
        self._boards: dict[tuple[object, ...], pygame.Surface] = {}
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._backdrop: tuple[object, pygame.Surface] | None = None
        self._pebble_icon = pebble_sprite(13)
        #: The banner's throws left: big pebbles, used ones faded.
        self._throw_icon = pebble_sprite(16)
        self._throw_used = pebble_sprite(16)
        self._throw_used.set_alpha(70)

    def text(
        self, words: str, size: int, colour: Colour, bold: bool = True
    ) -> pygame.Surface:
        return self.fonts.render(words, size, colour, bold=bold)  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ die
    def die(self, value: int, size: int) -> pygame.Surface:
        key = (value, size)
        face = self._dice.get(key)
        if face is None:
            face = die_face(value, size)
            self._dice[key] = face
        return face

    def draw_die(
        self,
        surface: pygame.Surface,
        value: int,
        centre: Point,
        size: int,
        turn: float = 0.0,
    ) -> None:
        face = self.die(value, size)
        if turn:
            face = pygame.transform.rotozoom(face, turn, 1.0)
        surface.blit(face, face.get_rect(center=(round(centre[0]), round(centre[1]))))

    # --------------------------------------------------------------- banner
    def draw_banner(
        self,
        surface: pygame.Surface,
        name: str,
        colour: Colour,
        seat: int,
        marks: bool,
        words: str,
        roll: int | None,
        throws: tuple[int, int] | None,
        time: float,
    ) -> None:
        """Whose turn (a big pill in the seat colour), what to do, the die and
        the throws left (``throws`` = (left, total))."""
        x, y, w, h = BANNER
        pygame.draw.line(surface, colour, (x, y + h - 3), (x + w, y + h - 3), 6)
        pill = self._pill(name, colour, seat, marks)
        bounce = round(abs(math.sin(time * 3.0)) * 3)
        surface.blit(pill, (12, 10 - bounce))
        right = 12 + pill.get_width()
        limit = round(DIE_SMALL_CENTRE[0] - DIE_SMALL_SIZE / 2 - 16 - (right + 16))
        hint = self._hint(words, limit)
        surface.blit(hint, hint.get_rect(midleft=(right + 16, 40)))
        if roll is not None:
            self.draw_die(surface, roll, DIE_SMALL_CENTRE, DIE_SMALL_SIZE)
        if throws is not None:
            self.draw_throws(surface, *throws)

    def _pill(
        self, name: str, colour: Colour, seat: int, marks: bool
    ) -> pygame.Surface:
        """The name of the seat to play, in a pill of its colour."""
        key = ("pill", name, colour, seat, marks)
        pill = self._cache.get(key)
        if pill is None:
            label = self.text(name, 44, ink_on(colour))
            body = pygame.Rect(0, 0, label.get_width() + 96, 60)
            pill = pygame.Surface((body.width, body.height + 5), pygame.SRCALPHA)
            pygame.draw.rect(
                pill, darken(colour, 0.3), body.move(0, 4), border_radius=30
            )
            pygame.draw.rect(pill, colour, body, border_radius=30)
            pygame.draw.rect(pill, WHITE, body, 3, border_radius=30)
            draw_seat_mark(
                pill, seat, lighten(colour, 0.5), (34, body.centery), 19, marks
            )
            pill.blit(label, label.get_rect(midleft=(62, body.centery + 2)))
            pill = ready(pill)
            self._cache[key] = pill
        return pill

    def _hint(self, words: str, limit: int) -> pygame.Surface:
        """What to do now, shrunk to fit ``limit`` pixels."""
        key = ("hint", words, limit)
        hint = self._cache.get(key)
        if hint is None:
            hint = self.text(words, 30, INK)
            if hint.get_width() > limit > 40:
                hint = pygame.transform.smoothscale(
                    hint, (limit, round(hint.get_height() * limit / hint.get_width()))
                )
            if len(self._cache) > 200:
                self._cache.clear()
            self._cache[key] = hint
        return hint

    def backdrop(
        self, pond: pygame.Surface, boards: Sequence[BoardArgs] = ()
    ) -> pygame.Surface:
        """The pond's background with the banner strip, the side panel and the
        boards on it: one opaque picture, remade only when a board changes."""
        key = (id(pond), tuple(boards))
        if self._backdrop is None or self._backdrop[0] != key:
            back = pond.copy()
            x, y, w, h = BANNER
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((255, 255, 255, 150))
            back.blit(shade, (x, y))
            back.blit(self.side_panel((SIDE[2], SIDE[3])), (SIDE[0], SIDE[1]))
            for args in boards:
                board = self.board_surface(*args)
                back.blit(board, board.get_rect(center=_ints(args[0].centre)))
            self._backdrop = (key, back)
        return self._backdrop[1]

    def draw_throws(self, surface: pygame.Surface, left: int, total: int) -> None:
        """One pebble per throw of this turn; used ones faded."""
        x0, y0 = THROWS_LEFT_AT
        for k in range(total):
            icon = self._throw_icon if k < left else self._throw_used
            surface.blit(
                icon, icon.get_rect(center=(round(x0 + 18 + k * 42), round(y0)))
            )

    # ---------------------------------------------------------------- boards
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
        surface.blit(board, board.get_rect(center=_ints(place.centre)))

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

    # --------------------------------------------------------------- choices
    def draw_choice(
        self,
        surface: pygame.Surface,
        box: Box,
        kind: str,
        hover: bool,
        throws: int,
        time: float,
        chosen: bool = False,
    ) -> None:
        """One of the two huge choices: ``kind`` "pick" (Free Pick) or
        "splash" (throw ``throws`` times)."""
        rect = _rect(box)
        if hover or chosen:
            rect = rect.inflate(14, 14)
        fill = (255, 244, 214) if kind == "pick" else (214, 244, 255)
        edge = (240, 160, 40) if kind == "pick" else (40, 140, 230)
        pygame.draw.rect(surface, darken(edge, 0.35), rect.move(0, 7), border_radius=34)
        pygame.draw.rect(
            surface, lighten(fill, 0.4) if hover else fill, rect, border_radius=34
        )
        pygame.draw.rect(
            surface, edge, rect, 8 if (hover or chosen) else 6, border_radius=34
        )
        icon_c = (rect.centerx, rect.y + rect.height * 0.4)
        if kind == "pick":
            self._pick_icon(surface, icon_c, time)
            words = "Free Pick"
        else:
            self._splash_icon(surface, icon_c, throws, time)
            words = "Splash!"
        label = self.text(words, 50, darken(edge, 0.45))
        surface.blit(label, label.get_rect(center=(rect.centerx, rect.bottom - 42)))

    def _pick_icon(self, surface: pygame.Surface, c: Point, time: float) -> None:
        """A droplet hopping onto a little round board."""
        board = (c[0] + 48, c[1] + 10)
        pygame.draw.circle(surface, (236, 178, 104), board, 38)
        pygame.draw.circle(surface, (250, 226, 190), board, 22)
        pygame.draw.circle(surface, (176, 112, 56), board, 38, 4)
        colours = list(DropletColour)
        for k in range(8):
            a = -math.pi / 2 + k * math.tau / 8
            p = (board[0] + 29 * math.cos(a), board[1] + 29 * math.sin(a))
            pygame.draw.circle(surface, COLOUR_RGB[colours[k % 5]], p, 6)
        hop = abs(math.sin(time * 3.0))
        drop = (c[0] - 52 + 30 * hop, c[1] + 4 - 26 * hop)
        self.sprites.blit_upright(surface, DropletColour.RED, drop, 24)
        start, end = (c[0] - 40, c[1] - 22), (c[0] + 22, c[1] - 22)
        for k in range(4):
            t = 0.15 + 0.2 * k
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] - 36 * 4 * t * (1 - t)
            pygame.draw.circle(surface, (240, 160, 40), (x, y), 5)
        tip = end
        pygame.draw.polygon(
            surface,
            (240, 160, 40),
            [
                (tip[0] + 6, tip[1] + 10),
                (tip[0] - 10, tip[1] - 2),
                (tip[0] + 8, tip[1] - 8),
            ],
        )

    def _splash_icon(
        self, surface: pygame.Surface, c: Point, throws: int, time: float
    ) -> None:
        water = pygame.Rect(0, 0, 170, 46)
        water.center = (round(c[0]), round(c[1] + 30))
        pygame.draw.ellipse(surface, (84, 186, 236), water)
        pygame.draw.ellipse(surface, (40, 130, 210), water, 4)
        bounce = abs(math.sin(time * 3.0)) * 10
        for k, colour in enumerate(
            (DropletColour.YELLOW, DropletColour.GREEN, DropletColour.PURPLE)
        ):
            angle = math.pi * (0.25 + 0.25 * k)
            p = (
                c[0] - math.cos(angle) * (62 + bounce),
                c[1] + 10 - math.sin(angle) * (48 + bounce),
            )
            self.sprites.blit_upright(surface, colour, p, 12)
        for k in range(throws):
            icon = self._pebble_icon
            x = c[0] + (k - (throws - 1) / 2) * 36
            surface.blit(icon, icon.get_rect(center=(round(x), round(c[1] + 24))))

    def draw_colour_button(
        self,
        surface: pygame.Surface,
        box: Box,
        colour: DropletColour,
        hover: bool,
        time: float,
    ) -> None:
        """A big round button holding one droplet: "take one of these"."""
        rect = _rect(box)
        r = rect.width / 2 + (6 if hover else 0)
        c = rect.center
        rgb = COLOUR_RGB[colour]
        pygame.draw.circle(surface, darken(rgb, 0.4), (c[0], c[1] + 6), r)
        pygame.draw.circle(surface, lighten(rgb, 0.8), c, r)
        pygame.draw.circle(surface, rgb, c, r, 8 if hover else 6)
        bob = math.sin(time * 4.0 + c[0] * 0.05) * 4
        self.sprites.blit_upright(surface, colour, (c[0], c[1] + 6 + bob), r * 0.5)

    def draw_button(
        self,
        surface: pygame.Surface,
        box: Box,
        words: str,
        hover: bool,
        fill: Colour = (255, 255, 255),
        size: int = 40,
    ) -> None:
        rect = _rect(box)
        if hover:
            rect = rect.inflate(8, 8)
        edge = darken(fill, 0.45)
        pygame.draw.rect(surface, edge, rect.move(0, 5), border_radius=24)
        pygame.draw.rect(
            surface, lighten(fill, 0.3) if hover else fill, rect, border_radius=24
        )
        pygame.draw.rect(surface, edge, rect, 5, border_radius=24)
        label = self.text(words, size, ink_on(fill))
        surface.blit(label, label.get_rect(center=rect.center))

    def draw_pause(self, surface: pygame.Surface, box: Box, hover: bool) -> None:
        rect = _rect(box)
        pygame.draw.circle(
            surface,
            (255, 255, 255) if hover else (236, 244, 250),
            rect.center,
            rect.width // 2,
        )
        pygame.draw.circle(surface, (60, 90, 120), rect.center, rect.width // 2, 3)
        for dx in (-9, 9):
            bar = pygame.Rect(0, 0, 10, 26)
            bar.center = (rect.centerx + dx, rect.centery)
            pygame.draw.rect(surface, (60, 90, 120), bar, border_radius=3)

    def draw_note(
        self,
        surface: pygame.Surface,
        words: str,
        centre: Point,
        size: int = 40,
        colour: Colour = WHITE,
        back: Colour = (30, 90, 150),
    ) -> None:
        label = self.text(words, size, colour)
        rect = label.get_rect(center=(round(centre[0]), round(centre[1])))
        box = rect.inflate(36, 18)
        pygame.draw.rect(
            surface, darken(back, 0.3), box.move(0, 4), border_radius=box.height // 2
        )
        pygame.draw.rect(surface, back, box, border_radius=box.height // 2)
        surface.blit(label, rect)
