"""Bright pictures for the Kids' Splash screens around the table: the sunny
sky they sit on, big seat cards and big rounded buttons.

Drawing only; pictures are cached by what they show.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import pygame

from game.render.splash.art import INK, pebble_sprite
from game.render.splash.palette import WHITE, Colour, darken, ink_on, lighten
from game.ui.seat_marks import draw_seat_mark

SKY_TOP: Colour = (96, 188, 246)
SKY_BOTTOM: Colour = (214, 242, 255)
WATER: Colour = (70, 170, 230)
SUN: Colour = (255, 222, 110)
GOLD: Colour = (255, 196, 60)
SCREEN = (1280, 720)


@cache
def sky() -> pygame.Surface:
    """A sunny sky over a strip of rippling water, with a few clouds."""
    surface = pygame.Surface(SCREEN)
    w, h = SCREEN
    for row in range(h):
        t = row / (h - 1)
        colour = tuple(
            round(a + (b - a) * t) for a, b in zip(SKY_TOP, SKY_BOTTOM, strict=True)
        )
        pygame.draw.line(surface, colour, (0, row), (w, row))
    layer = pygame.Surface(SCREEN, pygame.SRCALPHA)
    for radius, alpha in ((86, 50), (64, 90), (48, 255)):
        pygame.draw.circle(layer, (*SUN, alpha), (1160, 96), radius)
    for cx, cy, s in ((150, 110, 1.0), (520, 70, 0.7), (900, 150, 0.8)):
        for dx, dy, r in ((-34, 6, 24), (0, -6, 32), (34, 6, 24), (0, 12, 26)):
            pygame.draw.circle(
                layer, (255, 255, 255, 190), (cx + dx * s, cy + dy * s), r * s
            )
    surface.blit(layer, (0, 0))
    top = h - 70
    pygame.draw.rect(surface, WATER, (0, top, w, 70))
    for x in range(0, w + 40, 40):
        pygame.draw.arc(surface, WHITE, (x - 20, top - 8, 40, 16), math.pi, math.tau, 3)
    return surface


def _swimmer(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """A little swimmer: a head and an arm over waves."""
    cx, cy = centre
    pygame.draw.circle(surface, (255, 214, 170), (cx - r * 0.2, cy - r * 0.25), r * 0.4)
    pygame.draw.circle(surface, INK, (cx - r * 0.05, cy - r * 0.3), max(2, r * 0.06))
    arm_from, arm_to = (cx + r * 0.2, cy - r * 0.05), (cx + r * 0.55, cy - r * 0.6)
    pygame.draw.line(
        surface, (255, 214, 170), arm_from, arm_to, max(3, round(r * 0.16))
    )
    for k in range(3):
        x = cx - r + k * r * 0.7
        rect = pygame.Rect(
            round(x), round(cy + r * 0.05), round(r * 0.7), round(r * 0.4)
        )
        pygame.draw.arc(surface, WHITE, rect, 0, math.pi, max(3, round(r * 0.12)))


def seat_card(
    fonts: object,
    size: tuple[int, int],
    seat: int,
    name: str,
    colour: Colour,
    marks: bool,
    lit: bool,
    hover: bool,
) -> pygame.Surface:
    """A big card in the seat's colour: a swimmer, the seat's mark, the name.
    ``lit`` (chosen, or the spinning pebble is on it) makes it glow gold."""
    return _seat_card(fonts, size, seat, name, colour, marks, lit, hover)


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
) -> pygame.Surface:
    w, h = size
    card = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    body = pygame.Rect(8, 8, w, h)
    if lit:
        pygame.draw.rect(card, GOLD, body.inflate(16, 16), border_radius=34)
    pygame.draw.rect(card, darken(colour, 0.35), body.move(0, 6), border_radius=28)
    face = lighten(colour, 0.15) if hover else colour
    pygame.draw.rect(card, face, body, border_radius=28)
    pygame.draw.rect(card, WHITE, body, 5, border_radius=28)
    bubble = (body.centerx, body.top + h * 0.36)
    pygame.draw.circle(card, lighten(colour, 0.6), bubble, h * 0.24)
    _swimmer(card, bubble, h * 0.2)
    draw_seat_mark(
        card, seat, lighten(colour, 0.45), (body.left + 34, body.top + 34), 16, marks
    )
    ink = ink_on(colour)
    label = fonts.render(name, 44, ink, bold=True)  # type: ignore[attr-defined]
    if label.get_width() > w - 24:
        scale = (w - 24) / label.get_width()
        label = pygame.transform.smoothscale(
            label, (w - 24, round(label.get_height() * scale))
        )
    card.blit(label, label.get_rect(center=(body.centerx, body.top + h * 0.76)))
    return card


def big_button(
    fonts: object,
    size: tuple[int, int],
    words: str,
    colour: Colour,
    hover: bool,
    pebble: bool = False,
    text_size: int = 46,
) -> pygame.Surface:
    """A big rounded button with a shadow (and a pebble for "Spin")."""
    return _big_button(fonts, size, words, colour, hover, pebble, text_size)


@lru_cache(maxsize=64)
def _big_button(
    fonts: object,
    size: tuple[int, int],
    words: str,
    colour: Colour,
    hover: bool,
    pebble: bool,
    text_size: int,
) -> pygame.Surface:
    w, h = size
    button = pygame.Surface((w, h + 8), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    radius = h // 2
    pygame.draw.rect(
        button, darken(colour, 0.35), body.move(0, 7), border_radius=radius
    )
    pygame.draw.rect(
        button, lighten(colour, 0.18) if hover else colour, body, border_radius=radius
    )
    pygame.draw.rect(button, WHITE, body, 4, border_radius=radius)
    label = fonts.render(words, text_size, ink_on(colour), bold=True)  # type: ignore[attr-defined]
    if pebble:
        sprite = pebble_sprite(h * 0.28, WHITE)
        gap = 14
        total = sprite.get_width() + gap + label.get_width()
        left = (w - total) / 2
        button.blit(sprite, sprite.get_rect(midleft=(round(left), h // 2)))
        button.blit(
            label,
            label.get_rect(midleft=(round(left + sprite.get_width() + gap), h // 2)),
        )
    else:
        button.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return button


def title(fonts: object, words: str, size: int) -> pygame.Surface:
    """Big ink words with a white outline, readable on the sky."""
    return _title(fonts, words, size)


@lru_cache(maxsize=64)
def _title(fonts: object, words: str, size: int) -> pygame.Surface:
    ink = fonts.render(words, size, INK, bold=True)  # type: ignore[attr-defined]
    white = fonts.render(words, size, WHITE, bold=True)  # type: ignore[attr-defined]
    out = pygame.Surface((ink.get_width() + 8, ink.get_height() + 8), pygame.SRCALPHA)
    for dx in (-3, 0, 3):
        for dy in (-3, 0, 3):
            out.blit(white, (4 + dx, 4 + dy))
    out.blit(ink, (4, 4))
    return out


#: The drawings kept per fonts, emptied between games (``between_games.py``).
DRAWINGS = (_seat_card, _big_button, _title)
