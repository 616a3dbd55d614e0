"""Kids' Splash around the pond: the turn banner, the die, the throws left,
notes and the pause button; the boards (`board_art`) and the big buttons
(`choice_art`) are drawn by the pictures this holds.

Drawing only; sizes are big and pictures carry the meaning, so a child who
cannot read can still play. Drawn through a `Pen` at the picture's scale
(places and sizes logical); texts rendered at the physical size, pictures
cached by what they show and the scale; texts noted for the overlap check
(caches step aside while it records).
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
from game.render.splash.pen import Pen, scale_key, scaled_size
from game.rules.splash.droplets import DropletColour
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import clear_texts, is_recording, place_layer

#: The smallest type a caption shrinks to (logical px).
SMALLEST_TEXT = 14

__all__ = ["BoardArgs", "SplashHud"]


class SplashHud:
    """Everything around the pond; holds only picture caches."""

    def __init__(self, fonts: object, sprites: DropletSprites) -> None:
        self.fonts = fonts
        self.sprites = sprites
        self.boards = BoardArt(fonts, sprites)
        self.choices = ChoiceArt(fonts, sprites)
        self._dice: dict[tuple[int, int, float], pygame.Surface] = {}
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._backdrop: tuple[object, pygame.Surface] | None = None
        self._hints: dict[tuple[object, ...], list[pygame.Surface]] = {}

    def text(
        self,
        words: str,
        size: int,
        colour: Colour,
        bold: bool = True,
        scale: float = 1.0,
    ) -> pygame.Surface:
        """``words`` at a logical ``size``, rendered at ``scale``."""
        return self.fonts.render(words, size, colour, bold=bold, scale=scale)  # type: ignore[attr-defined]

    def _cached(self, key: tuple[object, ...]) -> pygame.Surface | None:
        """A cached picture, unless texts are being noted (then each is drawn
        afresh, its texts noted on it)."""
        return None if is_recording() else self._cache.get(key)

    def _keep(self, key: tuple[object, ...], picture: pygame.Surface) -> None:
        if len(self._cache) > 200:
            self._cache.clear()
        self._cache[key] = picture

    def fitting(
        self, words: str, size: int, room: tuple[float, float], scale: float
    ) -> pygame.Surface:
        """``words`` at ``size``, or smaller until they fit ``room`` (logical
        width, height), as drawn at ``scale`` and the Text size."""
        label = self.text(words, size, INK, scale=scale)
        while size > SMALLEST_TEXT and (
            label.get_width() > room[0] * scale or label.get_height() > room[1] * scale
        ):
            size -= 2
            label = self.text(words, size, INK, scale=scale)
        return label

    # ------------------------------------------------------------------ die
    def die(self, value: int | None, size: int, scale: float = 1.0) -> pygame.Surface:
        """A die face ``size`` logical px across, drawn at ``scale``:
        ``value`` pips, or a "?" (``None``: not rolled yet)."""
        key = (value if value is not None else -1, size, scale_key(scale))
        face = self._dice.get(key)
        if face is None:
            pixels = max(1, round(size * scale))
            face = die_face(value or 0, pixels, scale=scale)
            if value is None:
                mark = self.fonts.render(  # type: ignore[attr-defined]
                    "?",
                    round(size * 0.78 / self.fonts.text_scale),  # type: ignore[attr-defined]
                    (40, 110, 190),
                    bold=True,
                    scale=scale,
                )
                centre = (face.get_width() // 2, round(pixels / 2 + 2 * scale))
                face.blit(mark, mark.get_rect(center=centre))
            if len(self._dice) > 120:
                self._dice.clear()
            self._dice[key] = face
        return face

    def draw_die(
        self,
        pen: Pen,
        value: int | None,
        centre: Point,
        size: int,
        turn: float = 0.0,
    ) -> None:
        face = self.die(value, size, pen.scale)
        if turn:
            face = pygame.transform.rotozoom(face, turn, 1.0)
        pen.blit_centred(face, centre)

    # --------------------------------------------------------------- banner
    def draw_banner(
        self,
        pen: Pen,
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
            self._draw_team_line(pen, team, (x, y + h - 3), w)
        else:
            pen.line(colour, (x, y + h - 3), (x + w, y + h - 3), 6)
        pill, pill_width = self._pill(name, colour, seat, marks, pen.scale)
        bounce = round(abs(math.sin(time * 3.0)) * 3)
        place_layer(pen.surface, pill, pen.ip((12, 10 - bounce)))
        right = 12 + pill_width
        if icon is not None:
            self.draw_prompt_icon(pen, icon, (right + 46, 40), time)
            right += 76
        left = right + 16
        limit = SPEAKER_BUTTON[0] - 12 - left
        box = (left, 0, limit, BANNER[3] - 6)
        lines = self._hint(words, limit, pen.scale)
        step = 30 if len(lines) > 1 else 0
        for k, line in enumerate(lines):
            pen.place(line, box, midleft=(left, 40 + (k - (len(lines) - 1) / 2) * step))
        if roll is not None:
            self.draw_die(pen, roll, DIE_SMALL_CENTRE, DIE_SMALL_SIZE)
        if throws is not None:
            self.draw_throws(pen, *throws)

    def _pill(
        self, name: str, colour: Colour, seat: int, marks: bool, scale: float
    ) -> tuple[pygame.Surface, float]:
        """The name of the seat to play, in a pill of its colour, at
        ``scale``; and its logical width."""
        key = ("pill", name, colour, seat, marks, scale_key(scale), self._text_size())
        pill = self._cached(key)
        width = 0.0
        if pill is None:
            label = self.text(name, 44, ink_on(colour), scale=scale)
            if label.get_height() > 56 * scale:  # a large Text size: as tall as fits
                size = 44
                while size > SMALLEST_TEXT and label.get_height() > 56 * scale:
                    size -= 2
                    label = self.text(name, size, ink_on(colour), scale=scale)
            body = pygame.Rect(0, 0, label.get_width() / scale + 96, 60)
            pill = pygame.Surface(scaled_size((body.width, 65), scale), pygame.SRCALPHA)
            draw = Pen(pill, scale)
            draw.box(darken(colour, 0.3), body.move(0, 4), border_radius=30)
            draw.box(colour, body, border_radius=30)
            draw.box(WHITE, body, 3, border_radius=30)
            draw_seat_mark(
                pill,
                seat,
                lighten(colour, 0.5),
                draw.ip((34, body.centery)),
                19 * scale,
                marks,
            )
            clear_texts(pill)
            draw.place(label, body, midleft=(62, body.centery + 2))
            if not is_recording():  # a converted copy would lose the noted texts
                pill = ready(pill)
            self._keep(key, pill)
        width = pill.get_width() / scale
        return pill, width

    def _text_size(self) -> float:
        return float(getattr(self.fonts, "text_scale", 1.0))

    def _hint(self, words: str, limit: float, scale: float) -> list[pygame.Surface]:
        """What to do now (the caption of the spoken prompt): one line, or
        two when long, in smaller type until it fits ``limit`` logical px."""
        key = ("hint", words, round(limit), scale_key(scale), self._text_size())
        if not is_recording() and key in self._hints:
            return self._hints[key]
        one = self.text(words, 30, INK, scale=scale)
        lines = [one]
        if one.get_width() > limit * scale and " " in words:
            parts = words.split(" ")
            best = min(
                range(1, len(parts)),
                key=lambda k: abs(len(" ".join(parts[:k])) - len(" ".join(parts[k:]))),
            )
            halves = (" ".join(parts[:best]), " ".join(parts[best:]))
            lines = [self.text(half, 26, INK, scale=scale) for half in halves]
            size = 26
            while size > SMALLEST_TEXT and any(
                line.get_width() > limit * scale for line in lines
            ):
                size -= 2
                lines = [self.text(half, size, INK, scale=scale) for half in halves]
        elif one.get_width() > limit * scale:
            lines = [self.fitting(words, 30, (limit, 60), scale)]
        if len(self._hints) > 100:
            self._hints.clear()
        self._hints[key] = lines
        return lines

    def draw_speaker(self, pen: Pen, box: Box, hover: bool, speaking: float) -> None:
        """The speaker button: a loudspeaker with sound waves, the waves
        pulsing while a line is spoken (``speaking`` runs 0..1 round)."""
        rect = box_rect(box)
        fill = (255, 255, 255) if hover else (236, 244, 250)
        pen.circle(fill, rect.center, rect.width // 2)
        pen.circle((60, 90, 120), rect.center, rect.width // 2, 3)
        cx, cy = rect.center
        ink = (60, 90, 120)
        pen.box(ink, (cx - 20, cy - 8, 10, 16), border_radius=2)
        pen.polygon(
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
            pen.arc(ink, arc, -0.9, 0.9, 4)

    def backdrop(
        self,
        pond: pygame.Surface,
        boards: Sequence[BoardArgs] = (),
        scale: float = 1.0,
    ) -> pygame.Surface:
        """The pond's background (a picture at ``scale``) with the banner
        strip, the side panel and the boards on it: one opaque picture,
        remade only when a board changes (or the scale, or the Text size)."""
        key = (id(pond), tuple(boards), scale_key(scale), self._text_size())
        if self._backdrop is None or self._backdrop[0] != key or is_recording():
            back = pond.copy()
            clear_texts(back)
            pen = Pen(back, scale)
            band = pen.rect(BANNER)
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            shade.fill((255, 255, 255, 150))
            back.blit(shade, band.topleft)
            side = pen.rect(SIDE)
            back.blit(self.boards.side_panel(side.size), side.topleft)
            for args in boards:
                board = self.boards.board_surface(*args, scale=scale)
                pen.layer(board, args[0].centre)
            self._backdrop = (key, back)
        return self._backdrop[1]

    def _draw_team_line(
        self, pen: Pen, team: Sequence[Colour], at: Point, width: int
    ) -> None:
        """The banner's underline in every seat's colour, hand in hand."""
        part = width / len(team)
        for k, rgb in enumerate(team):
            start = (at[0] + k * part, at[1])
            pen.line(rgb, start, (start[0] + part, at[1]), 6)

    def draw_team_badge(
        self,
        pen: Pen,
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
        pen.box((150, 60, 90), rect.move(0, 4), border_radius=22)
        pen.box((255, 236, 150), rect, border_radius=22)
        pen.box((200, 110, 40), rect, 3, border_radius=22)
        heart_x = rect.x + 30
        self._heart(pen, (heart_x, rect.centery), 12 + math.sin(time * 5) * 1.5)
        dots = [(heart_x + 40 + 34 * k, rect.centery) for k in range(n)]
        if n > 1:
            pen.line(INK, dots[0], dots[-1], 4)
        for (dx, dy), rgb in zip(dots, team, strict=True):
            hop = 3 * math.sin(time * 6 + dx * 0.1)
            pen.circle(rgb, (dx, dy - hop), 13)
            pen.circle(INK, (dx, dy - hop), 13, 2)

    @staticmethod
    def _heart(pen: Pen, c: Point, r: float) -> None:
        red = (230, 60, 90)
        pen.circle(red, (c[0] - r * 0.5, c[1] - r * 0.3), r * 0.6)
        pen.circle(red, (c[0] + r * 0.5, c[1] - r * 0.3), r * 0.6)
        pen.polygon(
            red,
            [
                (c[0] - r * 1.05, c[1] - r * 0.1),
                (c[0] + r * 1.05, c[1] - r * 0.1),
                (c[0], c[1] + r),
            ],
        )

    def droplet(
        self, pen: Pen, colour: DropletColour, centre: Point, radius: float
    ) -> None:
        """An upright droplet of logical ``radius`` at a logical point."""
        pen.blit_centred(self.sprites.upright(colour, radius * pen.scale), centre)

    def draw_big_pebble(self, pen: Pen, centre: Point, radius: float) -> None:
        """One of the die's pebbles on its way to the throw counter."""
        key = ("pebble", round(radius), scale_key(pen.scale))
        sprite = self._cache.get(key)
        if sprite is None:
            sprite = pebble_sprite(round(radius) * pen.scale, scale=pen.scale)
            self._keep(key, sprite)
        pen.blit_centred(sprite, centre)

    def throw_icon(self, scale: float, used: bool = False) -> pygame.Surface:
        """The banner's throws left: big pebbles, used ones faded."""
        key = ("throw", used, scale_key(scale))
        sprite = self._cache.get(key)
        if sprite is None:
            sprite = pebble_sprite(16 * scale, scale=scale)
            if used:
                sprite.set_alpha(70)
            self._keep(key, sprite)
        return sprite

    def draw_prompt_icon(self, pen: Pen, kind: str, c: Point, time: float) -> None:
        """What the prompt asks, as a picture in a white bubble: a die to
        tap, two cards, a droplet to take, a pebble to drop or to toss, a
        droplet hopping to a friend."""
        pen.circle((255, 255, 255), c, 32)
        pen.circle((60, 90, 120), c, 32, 3)
        bob = math.sin(time * 5.0) * 3
        if kind == "roll":
            self.draw_die(pen, None, (c[0], c[1] + bob), 40, math.sin(time * 4) * 10)
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
                pen.box(fill, card, border_radius=5)
                pen.box(edge, card, 3, border_radius=5)
        elif kind == "pick":
            self.droplet(pen, DropletColour.RED, (c[0], c[1] + bob), 15)
        elif kind in ("drop", "toss"):
            icon = self.throw_icon(pen.scale)
            fall = (time * 1.2) % 1.0
            if kind == "drop":
                at = (c[0], c[1] - 14 + 26 * fall)
            else:
                at = (c[0] - 16 + 30 * fall, c[1] + 10 - 50 * fall * (1 - fall) * 2)
            pen.blit_centred(icon, at)
        elif kind == "share":
            hop = (time * 1.2) % 1.0
            at = (c[0] - 14 + 28 * hop, c[1] + 8 - 40 * hop * (1 - hop))
            self.droplet(pen, DropletColour.BLUE, at, 11)
            self._heart(pen, (c[0] + 14, c[1] + 12), 6)

    def draw_throws(self, pen: Pen, left: int, total: int) -> None:
        """One pebble per throw of this turn; used ones faded."""
        x0, y0 = THROWS_LEFT_AT
        for k in range(total):
            icon = self.throw_icon(pen.scale, used=k >= left)
            pen.blit_centred(icon, (x0 + 18 + k * 42, y0))

    def draw_pause(self, pen: Pen, box: Box, hover: bool) -> None:
        rect = box_rect(box)
        pen.circle(
            (255, 255, 255) if hover else (236, 244, 250),
            rect.center,
            rect.width // 2,
        )
        pen.circle((60, 90, 120), rect.center, rect.width // 2, 3)
        for dx in (-9, 9):
            bar = pygame.Rect(0, 0, 10, 26)
            bar.center = (rect.centerx + dx, rect.centery)
            pen.box((60, 90, 120), bar, border_radius=3)

    def draw_note(
        self,
        pen: Pen,
        words: str,
        centre: Point,
        size: int = 40,
        colour: Colour = WHITE,
        back: Colour = (30, 90, 150),
    ) -> None:
        label = self.text(words, size, colour, scale=pen.scale)
        box = self.note_box(words, centre, size)
        pen.box(darken(back, 0.3), box.move(0, 4), border_radius=box.height // 2)
        pen.box(back, box, border_radius=box.height // 2)
        pen.place(label, box, center=centre)

    def note_box(self, words: str, centre: Point, size: int = 40) -> pygame.Rect:
        """The bubble `draw_note` draws (its shadow hangs 4 px lower)."""
        label = self.text(words, size, WHITE)
        rect = label.get_rect(center=(round(centre[0]), round(centre[1])))
        return rect.inflate(36, 18)
