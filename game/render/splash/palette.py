"""Colours and small helpers shared by the Kids' Splash pictures around the pond."""

from __future__ import annotations

import pygame

from game.render.splash.art import INK
from game.render.splash.coords import Box

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


def ints(p: Point) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))


def rect(box: Box) -> pygame.Rect:
    return pygame.Rect(box)
