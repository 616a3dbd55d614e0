"""Bright pictures for the Kids' Splash screens around the table: the sunny
sky they sit on, big seat cards and big rounded buttons.

Drawing only; pictures are cached by what they show, the scale they are drawn
at (a screen drawing at the window's resolution passes its ``View.scale``;
sizes stay logical) and the Text size. Their texts are noted for the overlap
check (``game.ui.text``): while it records, the caches step aside.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.render.splash.art import INK, pebble_sprite
from game.render.splash.palette import WHITE, Colour, darken, ink_on, lighten
from game.render.splash.pen import Pen
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import blit_text, is_recording

SKY_TOP: Colour = (96, 188, 246)
SKY_BOTTOM: Colour = (214, 242, 255)
WATER: Colour = (70, 170, 230)
SUN: Colour = (255, 222, 110)
GOLD: Colour = (255, 196, 60)
SCREEN = (1280, 720)


@lru_cache(maxsize=3)
def sky(size: tuple[int, int] = SCREEN, scale: float = 1.0) -> pygame.Surface:
    """A sunny sky over a strip of rippling water, with a few clouds: the
    logical screen drawn at ``scale`` on a picture of ``size``."""
    surface = pygame.Surface(size)
    pen = Pen(surface, scale)
    w, h = size
    for row in range(h):
        t = row / (h - 1)
        colour = tuple(
            round(a + (b - a) * t) for a, b in zip(SKY_TOP, SKY_BOTTOM, strict=True)
        )
        pygame.draw.line(surface, colour, (0, row), (w, row))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    glow = Pen(layer, scale)
    for radius, alpha in ((86, 50), (64, 90), (48, 255)):
        glow.circle((*SUN, alpha), (1160, 96), radius)
    for cx, cy, s in ((150, 110, 1.0), (520, 70, 0.7), (900, 150, 0.8)):
        for dx, dy, r in ((-34, 6, 24), (0, -6, 32), (34, 6, 24), (0, 12, 26)):
            glow.circle((255, 255, 255, 190), (cx + dx * s, cy + dy * s), r * s)
    surface.blit(layer, (0, 0))
    sw, sh = SCREEN
    top = sh - 70
    pen.box(WATER, (0, top, sw, 70))
    for x in range(0, sw + 40, 40):
        pen.arc(WHITE, (x - 20, top - 8, 40, 16), math.pi, math.tau, 3)
    return surface


def _swimmer(pen: Pen, centre: tuple[float, float], r: float) -> None:
    """A little swimmer: a head and an arm over waves (logical sizes)."""
    cx, cy = centre
    pen.circle((255, 214, 170), (cx - r * 0.2, cy - r * 0.25), r * 0.4)
    pen.circle(INK, (cx - r * 0.05, cy - r * 0.3), max(2, r * 0.06))
    arm_from, arm_to = (cx + r * 0.2, cy - r * 0.05), (cx + r * 0.55, cy - r * 0.6)
    pen.line((255, 214, 170), arm_from, arm_to, max(3, round(r * 0.16)))
    for k in range(3):
        x = cx - r + k * r * 0.7
        rect = (x, cy + r * 0.05, r * 0.7, r * 0.4)
        pen.arc(WHITE, rect, 0, math.pi, max(3, round(r * 0.12)))


def seat_card(
    fonts: object,
    size: tuple[int, int],
    seat: int,
    name: str,
    colour: Colour,
    marks: bool,
    lit: bool,
    hover: bool,
    scale: float = 1.0,
) -> pygame.Surface:
    """A big card in the seat's colour: a swimmer, the seat's mark, the name
    (in smaller type if it would not fit), ``size`` logical px drawn at
    ``scale`` with a margin of 8 all round. ``lit`` (chosen, or the spinning
    pebble is on it) makes it glow gold."""
    args = (fonts, size, seat, name, colour, marks, lit, hover, scale, _text(fonts))
    if is_recording():
        return _seat_card.__wrapped__(*args)
    return _seat_card(*args)


@lru_cache(maxsize=64)
def _seat_card(
    fonts: object,
    size: tuple[int, int],
    seat: int,
    name: str,
    colour: Colour,
    marks: bool,
    lit: bool,
    hover: bool,
    scale: float = 1.0,
    text_scale: float = 1.0,
) -> pygame.Surface:
    w, h = size
    card = pygame.Surface(
        (round((w + 16) * scale), round((h + 16) * scale)), pygame.SRCALPHA
    )
    pen = Pen(card, scale)
    body = pygame.Rect(8, 8, w, h)
    if lit:
        pen.box(GOLD, body.inflate(16, 16), border_radius=34)
    pen.box(darken(colour, 0.35), body.move(0, 6), border_radius=28)
    face = lighten(colour, 0.15) if hover else colour
    pen.box(face, body, border_radius=28)
    pen.box(WHITE, body, 5, border_radius=28)
    bubble = (body.centerx, body.top + h * 0.36)
    pen.circle(lighten(colour, 0.6), bubble, h * 0.24)
    _swimmer(pen, bubble, h * 0.2)
    draw_seat_mark(
        card,
        seat,
        lighten(colour, 0.45),
        pen.ip((body.left + 34, body.top + 34)),
        16 * scale,
        marks,
    )
    room = pygame.Rect(
        body.left + 12, round(body.top + h * 0.62), w - 24, round(h * 0.28)
    )
    label = fitting(fonts, name, 44, ink_on(colour), room.size, scale)
    at = label.get_rect(center=pen.ip((body.centerx, body.top + h * 0.76)))
    blit_text(card, label, at.topleft, pen.rect(room.inflate(0, 8)))
    return card


def big_button(
    fonts: object,
    size: tuple[int, int],
    words: str,
    colour: Colour,
    hover: bool,
    pebble: bool = False,
    text_size: int = 46,
    scale: float = 1.0,
) -> pygame.Surface:
    """A big rounded button with a shadow (and a pebble for "Spin"), ``size``
    logical px drawn at ``scale``; its words in smaller type if they would
    not fit."""
    args = (fonts, size, words, colour, hover, pebble, text_size, scale, _text(fonts))
    if is_recording():  # drawn afresh: its words noted on it
        return _big_button.__wrapped__(*args)
    return _big_button(*args)


def _text(fonts: object) -> float:
    return float(getattr(fonts, "text_scale", 1.0))


def fitting(
    fonts: object,
    words: str,
    size: int,
    colour: Colour,
    room: tuple[float, float],
    scale: float,
) -> pygame.Surface:
    """``words`` at ``size``, or smaller until they fit ``room`` (logical)."""
    render = fonts.render  # type: ignore[attr-defined]
    label: pygame.Surface = render(words, size, colour, bold=True, scale=scale)
    while size > 14 and (
        label.get_width() > room[0] * scale or label.get_height() > room[1] * scale
    ):
        size -= 2
        label = render(words, size, colour, bold=True, scale=scale)
    return label


@lru_cache(maxsize=64)
def _big_button(
    fonts: object,
    size: tuple[int, int],
    words: str,
    colour: Colour,
    hover: bool,
    pebble: bool,
    text_size: int,
    scale: float = 1.0,
    text_scale: float = 1.0,
) -> pygame.Surface:
    w, h = size
    button = pygame.Surface(
        (max(1, round(w * scale)), max(1, round((h + 8) * scale))), pygame.SRCALPHA
    )
    pen = Pen(button, scale)
    body = pygame.Rect(0, 0, w, h)
    radius = h // 2
    pen.box(darken(colour, 0.35), body.move(0, 7), border_radius=radius)
    pen.box(lighten(colour, 0.18) if hover else colour, body, border_radius=radius)
    pen.box(WHITE, body, 4, border_radius=radius)
    room = (w - (h * 0.7 if pebble else 0) - 32, h - 8)
    label = fitting(fonts, words, text_size, ink_on(colour), room, scale)
    if pebble:
        sprite = pebble_sprite(h * 0.28 * scale, WHITE, scale)
        gap = 14 * scale
        total = sprite.get_width() + gap + label.get_width()
        left = (button.get_width() - total) / 2
        middle = round(h / 2 * scale)
        button.blit(sprite, sprite.get_rect(midleft=(round(left), middle)))
        at = label.get_rect(midleft=(round(left + sprite.get_width() + gap), middle))
        blit_text(button, label, at.topleft, pen.rect(body))
    else:
        at = label.get_rect(center=pen.ip((w / 2, h / 2)))
        blit_text(button, label, at.topleft, pen.rect(body))
    return button


def title(fonts: object, words: str, size: int, scale: float = 1.0) -> pygame.Surface:
    """Big ink words with a white outline, readable on the sky, drawn at
    ``scale`` (display type: it keeps its size at every Text size). Its
    words are noted once, where the ink lies (put it with ``place_layer``)."""
    args = (fonts, words, size, scale, _text(fonts))
    if is_recording():
        return _title.__wrapped__(*args)
    return _title(*args)


@lru_cache(maxsize=64)
def _title(
    fonts: object,
    words: str,
    size: int,
    scale: float = 1.0,
    text_scale: float = 1.0,
) -> pygame.Surface:
    size = round(size / text_scale)  # display type
    render = fonts.render  # type: ignore[attr-defined]
    ink = render(words, size, INK, bold=True, scale=scale)
    white = render(words, size, WHITE, bold=True, scale=scale)
    edge = max(1, round(3 * scale))
    pad = 4 * edge // 3 + 1
    out = pygame.Surface(
        (ink.get_width() + 2 * pad, ink.get_height() + 2 * pad), pygame.SRCALPHA
    )
    for dx in (-edge, 0, edge):
        for dy in (-edge, 0, edge):
            out.blit(white, (pad + dx, pad + dy))
    blit_text(out, ink, (pad, pad))
    return out


#: The drawings kept per fonts, emptied between games (``between_games.py``).
DRAWINGS = (_seat_card, _big_button, _title)
