"""Achievement badges and Kids' Splash stickers, drawn by the game: a round
medal with a ribbon (a rounded sticker with a white rim for Kids' Splash)
and a small picture of what earned it. A badge not yet earned is greyed."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

import pygame

from game.records.achievements import Achievement
from game.ui import theme

Point = tuple[float, float]
GREY = (92, 112, 124)


def _star(cx: float, cy: float, r: float, points: int = 5) -> list[Point]:
    out = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / points
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out


def _drop(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    pygame.draw.circle(s, ink, (cx, cy + r * 0.25), r * 0.55)
    pygame.draw.polygon(
        s,
        ink,
        [
            (cx, cy - r * 0.85),
            (cx - r * 0.5, cy + r * 0.1),
            (cx + r * 0.5, cy + r * 0.1),
        ],
    )


def _crown(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    points = [
        (cx - r * 0.75, cy + r * 0.5),
        (cx - r * 0.75, cy - r * 0.35),
        (cx - r * 0.35, cy + r * 0.05),
        (cx, cy - r * 0.6),
        (cx + r * 0.35, cy + r * 0.05),
        (cx + r * 0.75, cy - r * 0.35),
        (cx + r * 0.75, cy + r * 0.5),
    ]
    pygame.draw.polygon(s, ink, points)


def _stack(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    for i in range(3):
        rect = pygame.Rect(0, 0, r * 1.4, r * 0.38)
        rect.center = (round(cx), round(cy + r * (0.45 - i * 0.45)))
        pygame.draw.rect(s, ink, rect, border_radius=round(r * 0.12))


def _pool(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    rect = pygame.Rect(0, 0, r * 1.6, r * 0.9)
    rect.center = (round(cx), round(cy + r * 0.15))
    pygame.draw.ellipse(s, ink, rect, max(2, round(r * 0.16)))
    pygame.draw.line(s, ink, (cx, cy - r * 0.75), (cx, cy), max(2, round(r * 0.14)))


def _leaf(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    rect = pygame.Rect(0, 0, r * 0.9, r * 1.6)
    rect.center = (round(cx), round(cy))
    pygame.draw.ellipse(s, ink, rect)
    pygame.draw.line(s, theme.INK, (cx, cy - r * 0.7), (cx, cy + r * 0.8), 2)


def _lily(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    pygame.draw.circle(s, ink, (cx, cy), r * 0.75)
    pygame.draw.polygon(
        s,
        theme.INK,
        [(cx, cy), (cx + r * 0.8, cy - r * 0.3), (cx + r * 0.8, cy + r * 0.2)],
    )


def _pawn(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    pygame.draw.circle(s, ink, (cx, cy - r * 0.4), r * 0.3)
    pygame.draw.polygon(
        s,
        ink,
        [
            (cx - r * 0.5, cy + r * 0.65),
            (cx, cy - r * 0.3),
            (cx + r * 0.5, cy + r * 0.65),
        ],
    )


def _star_icon(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    pygame.draw.polygon(s, ink, _star(c[0], c[1], r * 0.85))


def _bolt(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    points = [
        (cx + r * 0.15, cy - r * 0.85),
        (cx - r * 0.5, cy + r * 0.1),
        (cx - r * 0.05, cy + r * 0.1),
        (cx - r * 0.2, cy + r * 0.85),
        (cx + r * 0.5, cy - r * 0.15),
        (cx + r * 0.05, cy - r * 0.15),
    ]
    pygame.draw.polygon(s, ink, points)


def _coin(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    pygame.draw.circle(s, ink, c, r * 0.7)
    pygame.draw.circle(s, theme.INK, c, r * 0.45, max(2, round(r * 0.1)))


def _fish(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    body = pygame.Rect(0, 0, r * 1.2, r * 0.7)
    body.center = (round(cx - r * 0.1), round(cy))
    pygame.draw.ellipse(s, ink, body)
    tail = [
        (cx + r * 0.4, cy),
        (cx + r * 0.85, cy - r * 0.4),
        (cx + r * 0.85, cy + r * 0.4),
    ]
    pygame.draw.polygon(s, ink, tail)


def _swap(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    width = max(2, round(r * 0.16))
    for sign in (-1, 1):
        y = cy + sign * r * 0.3
        pygame.draw.line(s, ink, (cx - r * 0.6, y), (cx + r * 0.6, y), width)
        tip = cx + sign * r * 0.7
        pygame.draw.polygon(
            s,
            ink,
            [
                (tip, y),
                (tip - sign * r * 0.3, y - r * 0.22),
                (tip - sign * r * 0.3, y + r * 0.22),
            ],
        )


def _gear(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    teeth = 8
    points = []
    for i in range(teeth * 2):
        radius = r * (0.85 if i % 2 == 0 else 0.62)
        for half in (-0.5, 0.5):
            angle = (i + half * 0.8) * math.pi / teeth
            points.append(
                (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
            )
    pygame.draw.polygon(s, ink, points)
    pygame.draw.circle(s, theme.INK, c, r * 0.25)


def _flag(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    pygame.draw.line(
        s,
        ink,
        (cx - r * 0.5, cy - r * 0.8),
        (cx - r * 0.5, cy + r * 0.8),
        max(2, round(r * 0.14)),
    )
    pygame.draw.polygon(
        s,
        ink,
        [
            (cx - r * 0.5, cy - r * 0.8),
            (cx + r * 0.7, cy - r * 0.45),
            (cx - r * 0.5, cy - r * 0.05),
        ],
    )


def _sun(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    for i in range(8):
        angle = i * math.pi / 4
        pygame.draw.line(
            s,
            ink,
            (cx + r * 0.5 * math.cos(angle), cy + r * 0.5 * math.sin(angle)),
            (cx + r * 0.9 * math.cos(angle), cy + r * 0.9 * math.sin(angle)),
            max(2, round(r * 0.12)),
        )
    pygame.draw.circle(s, ink, c, r * 0.42)


SPLASH_DROPS = (
    (0.0, 0.1, 0.38),
    (-0.55, -0.35, 0.22),
    (0.55, -0.35, 0.22),
    (-0.3, -0.7, 0.14),
    (0.3, -0.7, 0.14),
)


def _splash(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    for dx, dy, size in SPLASH_DROPS:
        pygame.draw.circle(s, ink, (cx + dx * r, cy + dy * r), r * size)
    rect = pygame.Rect(0, 0, r * 1.6, r * 0.4)
    rect.center = (round(cx), round(cy + r * 0.65))
    pygame.draw.ellipse(s, ink, rect, max(2, round(r * 0.1)))


def _heart(s: pygame.Surface, c: Point, r: float, ink: theme.Colour) -> None:
    cx, cy = c
    pygame.draw.circle(s, ink, (cx - r * 0.3, cy - r * 0.2), r * 0.35)
    pygame.draw.circle(s, ink, (cx + r * 0.3, cy - r * 0.2), r * 0.35)
    pygame.draw.polygon(
        s,
        ink,
        [
            (cx - r * 0.62, cy - r * 0.08),
            (cx + r * 0.62, cy - r * 0.08),
            (cx, cy + r * 0.7),
        ],
    )


ICONS: dict[str, Callable[[pygame.Surface, Point, float, theme.Colour], None]] = {
    "drop": _drop,
    "crown": _crown,
    "stack": _stack,
    "pool": _pool,
    "leaf": _leaf,
    "lily": _lily,
    "pawn": _pawn,
    "star": _star_icon,
    "bolt": _bolt,
    "coin": _coin,
    "fish": _fish,
    "swap": _swap,
    "gear": _gear,
    "flag": _flag,
    "sun": _sun,
    "splash": _splash,
    "heart": _heart,
}


@cache
def badge(achievement: Achievement, size: int, earned: bool = True) -> pygame.Surface:
    """The badge of ``achievement`` in a ``size`` square (kept once drawn)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = achievement.colour if earned else GREY
    r = size / 2
    c = (r, r)
    if achievement.sticker:
        body = pygame.Rect(2, 2, size - 4, size - 4)
        pygame.draw.rect(
            surface, (255, 255, 255), body, border_radius=round(size * 0.28)
        )
        inner = body.inflate(-size * 0.14, -size * 0.14)
        pygame.draw.rect(surface, colour, inner, border_radius=round(size * 0.22))
        ink: theme.Colour = (255, 255, 255) if earned else theme.lighten(GREY, 0.3)
        ICONS[achievement.icon](surface, c, r * 0.62, ink)
        return surface
    ribbon = theme.darken(colour, 0.35)
    for sign in (-1, 1):
        tail = [
            (r + sign * r * 0.15, r),
            (r + sign * r * 0.75, size - 2),
            (r + sign * r * 0.35, size * 0.86),
            (r + sign * r * 0.05, size - 2),
        ]
        pygame.draw.polygon(surface, ribbon, tail)
    pygame.draw.circle(surface, theme.darken(colour, 0.45), (r, r * 0.9), r * 0.78)
    pygame.draw.circle(surface, colour, (r, r * 0.9), r * 0.7)
    pygame.draw.circle(
        surface,
        theme.lighten(colour, 0.35),
        (r, r * 0.9),
        r * 0.7,
        max(2, round(size * 0.04)),
    )
    ink = theme.INK if earned else theme.darken(GREY, 0.3)
    ICONS[achievement.icon](surface, (r, r * 0.9), r * 0.42, ink)
    return surface


def draw_picture(
    surface: pygame.Surface,
    picture: str,
    colour: theme.Colour,
    centre: Point,
    radius: float,
) -> None:
    """A profile's picture: its icon on a disc of the profile's colour."""
    pygame.draw.circle(surface, theme.darken(colour, 0.35), centre, radius)
    pygame.draw.circle(surface, colour, centre, radius * 0.88)
    draw = ICONS.get(picture)
    if draw is not None:
        draw(surface, centre, radius * 0.62, theme.INK)
