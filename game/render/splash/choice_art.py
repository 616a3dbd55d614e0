"""The big buttons of the Kids' Splash table: the two choices (Free Pick or
Splash), the colour buttons of a Free Pick, and plain word buttons.

Drawing only; a child who cannot read still sees what each one does. Drawn
through a `Pen` at the picture's scale; words in smaller type where a Text
size would not fit them.
"""

from __future__ import annotations

import math

import pygame

from game.render.splash.art import DropletSprites, pebble_sprite
from game.render.splash.coords import Box
from game.render.splash.palette import Colour, Point, darken, ink_on, lighten
from game.render.splash.palette import rect as box_rect
from game.render.splash.pen import Pen, scale_key
from game.rules.splash.droplets import COLOUR_RGB, DropletColour


class ChoiceArt:
    """Draws the table's buttons; holds only the pebble icon."""

    def __init__(self, fonts: object, sprites: DropletSprites) -> None:
        self.fonts = fonts
        self.sprites = sprites
        self._pebble_icons: dict[float, pygame.Surface] = {}

    def pebble_icon(self, scale: float) -> pygame.Surface:
        key = scale_key(scale)
        icon = self._pebble_icons.get(key)
        if icon is None:
            if len(self._pebble_icons) > 3:
                self._pebble_icons.clear()
            icon = self._pebble_icons[key] = pebble_sprite(19 * scale, scale=scale)
        return icon

    def text(
        self,
        words: str,
        size: int,
        colour: Colour,
        bold: bool = True,
        scale: float = 1.0,
    ) -> pygame.Surface:
        return self.fonts.render(words, size, colour, bold=bold, scale=scale)  # type: ignore[attr-defined]

    def fitting(
        self, words: str, size: int, colour: Colour, room: pygame.Rect, scale: float
    ) -> pygame.Surface:
        """``words`` at ``size``, or smaller until they fit ``room`` (logical)."""
        label = self.text(words, size, colour, scale=scale)
        while size > 14 and (
            label.get_width() > room.width * scale
            or label.get_height() > room.height * scale
        ):
            size -= 2
            label = self.text(words, size, colour, scale=scale)
        return label

    def droplet(
        self, pen: Pen, colour: DropletColour, centre: Point, radius: float
    ) -> None:
        pen.blit_centred(self.sprites.upright(colour, radius * pen.scale), centre)

    def draw_choice(
        self,
        pen: Pen,
        box: Box,
        kind: str,
        hover: bool,
        throws: int,
        time: float,
        chosen: bool = False,
    ) -> None:
        """One of the two huge choices: ``kind`` "pick" (Free Pick) or
        "splash" (throw ``throws`` times)."""
        rect = box_rect(box)
        if hover or chosen:
            rect = rect.inflate(14, 14)
        fill = (255, 244, 214) if kind == "pick" else (214, 244, 255)
        edge = (240, 160, 40) if kind == "pick" else (40, 140, 230)
        pen.box(darken(edge, 0.35), rect.move(0, 7), border_radius=34)
        pen.box(lighten(fill, 0.4) if hover else fill, rect, border_radius=34)
        pen.box(edge, rect, 8 if (hover or chosen) else 6, border_radius=34)
        icon_c = (rect.centerx, rect.y + rect.height * 0.4)
        if kind == "pick":
            self._pick_icon(pen, icon_c, time)
            words = "Free Pick"
        else:
            self._splash_icon(pen, icon_c, throws, time)
            words = "Splash!"
        room = pygame.Rect(rect.x + 16, rect.bottom - 76, rect.width - 32, 64)
        label = self.fitting(words, 50, darken(edge, 0.45), room, pen.scale)
        pen.place(label, room, center=(rect.centerx, rect.bottom - 42))

    def _pick_icon(self, pen: Pen, c: Point, time: float) -> None:
        """A droplet hopping onto a little round board."""
        board = (c[0] + 48, c[1] + 10)
        pen.circle((236, 178, 104), board, 38)
        pen.circle((250, 226, 190), board, 22)
        pen.circle((176, 112, 56), board, 38, 4)
        colours = list(DropletColour)
        for k in range(8):
            a = -math.pi / 2 + k * math.tau / 8
            p = (board[0] + 29 * math.cos(a), board[1] + 29 * math.sin(a))
            pen.circle(COLOUR_RGB[colours[k % 5]], p, 6)
        hop = abs(math.sin(time * 3.0))
        drop = (c[0] - 52 + 30 * hop, c[1] + 4 - 26 * hop)
        self.droplet(pen, DropletColour.RED, drop, 24)
        start, end = (c[0] - 40, c[1] - 22), (c[0] + 22, c[1] - 22)
        for k in range(4):
            t = 0.15 + 0.2 * k
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] - 36 * 4 * t * (1 - t)
            pen.circle((240, 160, 40), (x, y), 5)
        tip = end
        pen.polygon(
            (240, 160, 40),
            [
                (tip[0] + 6, tip[1] + 10),
                (tip[0] - 10, tip[1] - 2),
                (tip[0] + 8, tip[1] - 8),
            ],
        )

    def _splash_icon(self, pen: Pen, c: Point, throws: int, time: float) -> None:
        water = pygame.Rect(0, 0, 170, 46)
        water.center = (round(c[0]), round(c[1] + 30))
        pen.ellipse((84, 186, 236), water)
        pen.ellipse((40, 130, 210), water, 4)
        bounce = abs(math.sin(time * 3.0)) * 10
        for k, colour in enumerate(
            (DropletColour.YELLOW, DropletColour.GREEN, DropletColour.PURPLE)
        ):
            angle = math.pi * (0.25 + 0.25 * k)
            p = (
                c[0] - math.cos(angle) * (62 + bounce),
                c[1] + 10 - math.sin(angle) * (48 + bounce),
            )
            self.droplet(pen, colour, p, 12)
        for k in range(throws):  # one big pebble a throw, each in turn plops
            icon = self.pebble_icon(pen.scale)
            x = c[0] + (k - (throws - 1) / 2) * 48
            beat = (time * 1.5 - k * 0.33) % (throws + 1)
            plop = 8 * math.sin(beat * math.pi) if beat < 1 else 0.0
            pen.blit_centred(icon, (x, c[1] + 22 - plop))

    def draw_colour_button(
        self,
        pen: Pen,
        box: Box,
        colour: DropletColour,
        hover: bool,
        time: float,
    ) -> None:
        """A big round button holding one droplet: "take one of these"."""
        rect = box_rect(box)
        r = rect.width / 2 + (6 if hover else 0)
        c = rect.center
        rgb = COLOUR_RGB[colour]
        pen.circle(darken(rgb, 0.4), (c[0], c[1] + 6), r)
        pen.circle(lighten(rgb, 0.8), c, r)
        pen.circle(rgb, c, r, 8 if hover else 6)
        bob = math.sin(time * 4.0 + c[0] * 0.05) * 4
        self.droplet(pen, colour, (c[0], c[1] + 6 + bob), r * 0.5)

    def draw_button(
        self,
        pen: Pen,
        box: Box,
        words: str,
        hover: bool,
        fill: Colour = (255, 255, 255),
        size: int = 40,
    ) -> None:
        rect = box_rect(box)
        if hover:
            rect = rect.inflate(8, 8)
        edge = darken(fill, 0.45)
        pen.box(edge, rect.move(0, 5), border_radius=24)
        pen.box(lighten(fill, 0.3) if hover else fill, rect, border_radius=24)
        pen.box(edge, rect, 5, border_radius=24)
        room = rect.inflate(-20, -12)
        label = self.fitting(words, size, ink_on(fill), room, pen.scale)
        pen.place(label, room, center=rect.center)
