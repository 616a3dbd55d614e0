"""Kids' Splash around the pond: the turn banner, the die, the throws left,
notes and the pause button; the boards (`board_art`) and the big buttons
(`choice_art`) are drawn by the pictures this holds.

Drawing only; sizes are big and pictures carry the meaning, so a child who
cannot read can still play.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render.splash.art import INK, DropletSprites, die_face, pebble_sprite, ready
from game.render.splash.board_art import BoardArgs, BoardArt
from game.render.splash.choice_art import ChoiceArt
from game.render.splash.coords import (
    BANNER,
    DIE_SMALL_CENTRE,
    DIE_SMALL_SIZE,
    SIDE,
    SPEAKER_BUTTON,
    THROWS_LEFT_AT,
    Box,
)
from game.render.splash.palette import (
    WHITE,
    Colour,
    Point,
    darken,
    ink_on,
    ints,
    lighten,
)
from game.render.splash.palette import rect as box_rect
from game.rules.splash.droplets import DropletColour
from game.ui.seat_marks import draw_seat_mark

__all__ = ["BoardArgs", "SplashHud"]


class SplashHud:
    """Everything around the pond; holds only picture caches."""

    def __init__(self, fonts: object, sprites: DropletSprites) -> None:
        self.fonts = fonts
        self.sprites = sprites
        self.boards = BoardArt(fonts, sprites)
        self.choices = ChoiceArt(fonts, sprites)
        self._dice: dict[tuple[int, int], pygame.Surface] = {}
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._backdrop: tuple[object, pygame.Surface] | None = None
        #: The banner's throws left: big pebbles, used ones faded.
        self._throw_icon = pebble_sprite(16)
        self._throw_used = pebble_sprite(16)
        self._throw_used.set_alpha(70)

    def text(
        self, words: str, size: int, colour: Colour, bold: bool = True
    ) -> pygame.Surface:
        return self.fonts.render(words, size, colour, bold=bold)  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ die
    def die(self, value: int | None, size: int) -> pygame.Surface:
        """A die face: ``value`` pips, or a "?" (``None``: not rolled yet)."""
        key = (value if value is not None else -1, size)
        face = self._dice.get(key)
        if face is None:
            face = die_face(value or 0, size)
            if value is None:
                mark = self.text("?", round(size * 0.78), (40, 110, 190))
                centre = (face.get_width() // 2, round(size / 2) + 2)
                face.blit(mark, mark.get_rect(center=centre))
            self._dice[key] = face
        return face

    def draw_die(
        self,
        surface: pygame.Surface,
        value: int | None,
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
        icon: str | None = None,
        team: Sequence[Colour] = (),
    ) -> None:
        """Whose turn (a big pill in the seat colour), the picture of what to
        do (``icon``, a spoken prompt's name) with its words as a caption, the
        die and the throws left (``throws`` = (left, total)); ``team``: the
        seats' colours, playing as a team (the cooperative variant)."""
        x, y, w, h = BANNER
        if team:
            self._draw_team_line(surface, team, (x, y + h - 3), w)
        else:
            pygame.draw.line(surface, colour, (x, y + h - 3), (x + w, y + h - 3), 6)
        pill = self._pill(name, colour, seat, marks)
        bounce = round(abs(math.sin(time * 3.0)) * 3)
        surface.blit(pill, (12, 10 - bounce))
        right = 12 + pill.get_width()
        if icon is not None:
            self.draw_prompt_icon(surface, icon, (right + 46, 40), time)
            right += 76
        limit = round(SPEAKER_BUTTON[0] - 12 - (right + 16))
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
        """What to do now (the caption of the spoken prompt): one line, or
        two when long, shrunk to fit ``limit`` pixels."""
        key = ("hint", words, limit)
        hint = self._cache.get(key)
        if hint is None:
            hint = self.text(words, 30, INK)
            if hint.get_width() > limit and " " in words:
                hint = self._two_lines(words)
            if hint.get_width() > limit > 40:
                hint = pygame.transform.smoothscale(
                    hint, (limit, round(hint.get_height() * limit / hint.get_width()))
                )
            if len(self._cache) > 200:
                self._cache.clear()
            self._cache[key] = hint
        return hint

    def _two_lines(self, words: str) -> pygame.Surface:
        parts = words.split(" ")
        best = min(
            range(1, len(parts)),
            key=lambda k: abs(len(" ".join(parts[:k])) - len(" ".join(parts[k:]))),
        )
        lines = [
            self.text(" ".join(parts[:best]), 26, INK),
            self.text(" ".join(parts[best:]), 26, INK),
        ]
        width = max(line.get_width() for line in lines)
        both = pygame.Surface((width, 60), pygame.SRCALPHA)
        both.blit(lines[0], (0, 0))
        both.blit(lines[1], (0, 30))
        return both

    def draw_speaker(
        self, surface: pygame.Surface, box: Box, hover: bool, speaking: float
    ) -> None:
        """The speaker button: a loudspeaker with sound waves, the waves
        pulsing while a line is spoken (``speaking`` runs 0..1 round)."""
        rect = box_rect(box)
        fill = (255, 255, 255) if hover else (236, 244, 250)
        pygame.draw.circle(surface, fill, rect.center, rect.width // 2)
        pygame.draw.circle(surface, (60, 90, 120), rect.center, rect.width // 2, 3)
        cx, cy = rect.center
        ink = (60, 90, 120)
        pygame.draw.rect(surface, ink, (cx - 20, cy - 8, 10, 16), border_radius=2)
        pygame.draw.polygon(
            surface,
            ink,
            [
                (cx - 12, cy - 8),
                (cx + 2, cy - 19),
                (cx + 2, cy + 19),
                (cx - 12, cy + 8),
            ],
        )
        for k, radius in enumerate((10, 18)):
            grow = 3 * math.sin((speaking + k * 0.3) * math.tau) if speaking else 0
            arc = pygame.Rect(0, 0, 2 * (radius + grow), 2 * (radius + grow))
            arc.center = (cx + 2, cy)
            pygame.draw.arc(surface, ink, arc, -0.9, 0.9, 4)

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
            back.blit(self.boards.side_panel((SIDE[2], SIDE[3])), (SIDE[0], SIDE[1]))
            for args in boards:
                board = self.boards.board_surface(*args)
                back.blit(board, board.get_rect(center=ints(args[0].centre)))
            self._backdrop = (key, back)
        return self._backdrop[1]

    def _draw_team_line(
        self, surface: pygame.Surface, team: Sequence[Colour], at: Point, width: int
    ) -> None:
        """The banner's underline in every seat's colour, hand in hand."""
        part = width / len(team)
        for k, rgb in enumerate(team):
            start = (at[0] + k * part, at[1])
            pygame.draw.line(surface, rgb, start, (start[0] + part, at[1]), 6)

    def draw_team_badge(
        self,
        surface: pygame.Surface,
        team: Sequence[Colour],
        centre: Point,
        time: float,
    ) -> None:
        """The team banner: a ribbon with every seat's colour holding hands
        round a heart (the cooperative variant)."""
        n = len(team)
        width = 70 + 34 * n
        rect = pygame.Rect(0, 0, width, 44)
        rect.center = ints(centre)
        pygame.draw.rect(surface, (150, 60, 90), rect.move(0, 4), border_radius=22)
        pygame.draw.rect(surface, (255, 236, 150), rect, border_radius=22)
        pygame.draw.rect(surface, (200, 110, 40), rect, 3, border_radius=22)
        heart_x = rect.x + 30
        self._heart(surface, (heart_x, rect.centery), 12 + math.sin(time * 5) * 1.5)
        dots = [(heart_x + 40 + 34 * k, rect.centery) for k in range(n)]
        if n > 1:
            pygame.draw.line(surface, INK, dots[0], dots[-1], 4)
        for (dx, dy), rgb in zip(dots, team, strict=True):
            hop = 3 * math.sin(time * 6 + dx * 0.1)
            pygame.draw.circle(surface, rgb, (dx, dy - hop), 13)
            pygame.draw.circle(surface, INK, (dx, dy - hop), 13, 2)

    @staticmethod
    def _heart(surface: pygame.Surface, c: Point, r: float) -> None:
        red = (230, 60, 90)
        pygame.draw.circle(surface, red, (c[0] - r * 0.5, c[1] - r * 0.3), r * 0.6)
        pygame.draw.circle(surface, red, (c[0] + r * 0.5, c[1] - r * 0.3), r * 0.6)
        pygame.draw.polygon(
            surface,
            red,
            [
                (c[0] - r * 1.05, c[1] - r * 0.1),
                (c[0] + r * 1.05, c[1] - r * 0.1),
                (c[0], c[1] + r),
            ],
        )

    def draw_big_pebble(
        self, surface: pygame.Surface, centre: Point, radius: float
    ) -> None:
        """One of the die's pebbles on its way to the throw counter."""
        key = ("pebble", round(radius))
        sprite = self._cache.get(key)
        if sprite is None:
            sprite = pebble_sprite(round(radius))
            self._cache[key] = sprite
        surface.blit(sprite, sprite.get_rect(center=ints(centre)))

    def draw_prompt_icon(
        self, surface: pygame.Surface, kind: str, c: Point, time: float
    ) -> None:
        """What the prompt asks, as a picture in a white bubble: a die to
        tap, two cards, a droplet to take, a pebble to drop or to toss, a
        droplet hopping to a friend."""
        pygame.draw.circle(surface, (255, 255, 255), c, 32)
        pygame.draw.circle(surface, (60, 90, 120), c, 32, 3)
        bob = math.sin(time * 5.0) * 3
        if kind == "roll":
            self.draw_die(
                surface, None, (c[0], c[1] + bob), 40, math.sin(time * 4) * 10
            )
        elif kind == "choose":
            for dx, fill, edge in (
                (-10, (255, 244, 214), (240, 160, 40)),
                (10, (214, 244, 255), (40, 140, 230)),
            ):
                card = pygame.Rect(0, 0, 24, 32)
                card.center = (
                    round(c[0] + dx),
                    round(c[1] + (bob if dx > 0 else -bob)),
                )
                pygame.draw.rect(surface, fill, card, border_radius=5)
                pygame.draw.rect(surface, edge, card, 3, border_radius=5)
        elif kind == "pick":
            self.sprites.blit_upright(
                surface, DropletColour.RED, (c[0], c[1] + bob), 15
            )
        elif kind in ("drop", "toss"):
            icon = self._throw_icon
            fall = (time * 1.2) % 1.0
            if kind == "drop":
                at = (c[0], c[1] - 14 + 26 * fall)
            else:
                at = (c[0] - 16 + 30 * fall, c[1] + 10 - 50 * fall * (1 - fall) * 2)
            surface.blit(icon, icon.get_rect(center=ints(at)))
        elif kind == "share":
            hop = (time * 1.2) % 1.0
            at = (c[0] - 14 + 28 * hop, c[1] + 8 - 40 * hop * (1 - hop))
            self.sprites.blit_upright(surface, DropletColour.BLUE, at, 11)
            self._heart(surface, (c[0] + 14, c[1] + 12), 6)

    def draw_throws(self, surface: pygame.Surface, left: int, total: int) -> None:
        """One pebble per throw of this turn; used ones faded."""
        x0, y0 = THROWS_LEFT_AT
        for k in range(total):
            icon = self._throw_icon if k < left else self._throw_used
            surface.blit(
                icon, icon.get_rect(center=(round(x0 + 18 + k * 42), round(y0)))
            )

    def draw_pause(self, surface: pygame.Surface, box: Box, hover: bool) -> None:
        rect = box_rect(box)
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
        box = self.note_box(words, centre, size)
        pygame.draw.rect(
            surface, darken(back, 0.3), box.move(0, 4), border_radius=box.height // 2
        )
        pygame.draw.rect(surface, back, box, border_radius=box.height // 2)
        surface.blit(label, rect)

    def note_box(self, words: str, centre: Point, size: int = 40) -> pygame.Rect:
        """The bubble `draw_note` draws (its shadow hangs 4 px lower)."""
        label = self.text(words, size, WHITE)
        rect = label.get_rect(center=(round(centre[0]), round(centre[1])))
        return rect.inflate(36, 18)
