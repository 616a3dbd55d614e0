"""Small pictures drawn with pygame for the menus: a gear, a pond splash."""

from __future__ import annotations

import math

import pygame

from game.ui import theme


def gear(
    radius: int, colour: theme.Colour = theme.MACHINE_COLOUR, scale: float = 1.0
) -> pygame.Surface:
    """The Machine's gear wheel (``scale``: its outlines, drawn at scale)."""
    line = max(1, round(3 * scale))
    size = radius * 2 + round(8 * scale)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    cx = cy = size / 2
    teeth = 10
    points = []
    for i in range(teeth * 4):
        angle = i * math.tau / (teeth * 4)
        r = radius if (i % 4) in (1, 2) else radius * 0.8
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, theme.INK, points, width=line)
    pygame.draw.circle(surface, theme.darken(colour, 0.25), (cx, cy), radius * 0.5)
    pygame.draw.circle(surface, theme.INK, (cx, cy), radius * 0.5, width=line)
    pygame.draw.circle(surface, theme.SAND, (cx, cy), radius * 0.2)
    return surface


def splash(width: int, height: int, scale: float = 1.0) -> pygame.Surface:
    """A pond seen from the side with coloured droplets flying out of it
    (``scale``: its droplets and lines, drawn at scale)."""

    def k(length: float) -> float:
        return length * scale

    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    basin = pygame.Rect(width * 0.15, height * 0.55, width * 0.7, height * 0.4)
    pygame.draw.ellipse(surface, theme.SAND, basin)
    water = basin.inflate(-round(k(18)), -round(k(18)))
    pygame.draw.ellipse(surface, theme.SHALLOW, water)
    pygame.draw.ellipse(
        surface, theme.lighten(theme.SHALLOW, 0.4), water, width=max(1, round(k(3)))
    )
    centre_x = width / 2
    for index, colour in enumerate(theme.SEAT_COLOURS[:5]):
        angle = math.pi * (0.2 + 0.15 * index)
        distance = height * (0.42 + 0.08 * (index % 2))
        x = centre_x - math.cos(angle) * distance
        y = height * 0.62 - math.sin(angle) * distance
        drop = [
            (x, y - k(13)),
            (x + k(9), y + k(3)),
            (x, y + k(11)),
            (x - k(9), y + k(3)),
        ]
        pygame.draw.polygon(surface, colour, drop)
        pygame.draw.circle(surface, colour, (x, y + k(3)), k(9))
        pygame.draw.circle(
            surface, theme.INK, (x, y + k(3)), k(9), width=max(1, round(k(2)))
        )
    pygame.draw.circle(surface, (120, 120, 128), (centre_x, height * 0.66), k(11))
    return surface


def fountain(width: int, height: int, scale: float = 1.0) -> pygame.Surface:
    """A two-tier fountain seen from the side, water arcing into its basin;
    ``scale``: its lines and rounded corners for a picture drawn at scale."""

    def k(length: float) -> int:
        return max(1, round(length * scale))

    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    cx = width / 2
    stone, shade = theme.SAND, theme.darken(theme.SAND, 0.18)
    water, light = theme.SHALLOW, theme.lighten(theme.SHALLOW, 0.45)
    # The lower basin: a wide rim with water inside, its front wall below.
    basin = pygame.Rect(0, 0, width * 0.92, height * 0.26)
    basin.center = (round(cx), round(height * 0.78))
    front = pygame.Rect(basin.x, basin.centery, basin.width, height * 0.16)
    pygame.draw.rect(surface, shade, front, border_radius=k(12))
    pygame.draw.ellipse(
        surface,
        shade,
        front.move(0, front.height - basin.height // 2).inflate(
            0, basin.height - front.height
        ),
    )
    pygame.draw.ellipse(surface, stone, basin)
    pool = basin.inflate(-basin.width * 0.1, -basin.height * 0.3)
    pygame.draw.ellipse(surface, water, pool)
    pygame.draw.ellipse(
        surface,
        light,
        pool.inflate(-pool.width * 0.35, -pool.height * 0.45),
        width=k(2),
    )
    # The column and the upper bowl.
    column = pygame.Rect(0, 0, width * 0.1, height * 0.36)
    column.midbottom = (round(cx), round(height * 0.8))
    pygame.draw.rect(surface, shade, column, border_radius=k(6))
    bowl = pygame.Rect(0, 0, width * 0.46, height * 0.12)
    bowl.center = (round(cx), round(height * 0.42))
    under = pygame.Rect(
        bowl.x + k(6), bowl.centery - k(4), bowl.width - k(12), height * 0.09
    )
    pygame.draw.ellipse(surface, shade, under)
    pygame.draw.ellipse(surface, stone, bowl)
    pygame.draw.ellipse(
        surface, water, bowl.inflate(-bowl.width * 0.16, -bowl.height * 0.35)
    )
    # The jet, the arcs it throws into the bowl, and the bowl spilling over.
    top = height * 0.05
    pygame.draw.line(surface, light, (cx, bowl.centery), (cx, top), k(5))
    pygame.draw.circle(surface, theme.FOAM, (cx, top), k(6))
    arcs = (
        (cx, top, bowl.width * 0.42, bowl.centery - k(2), 14.0 * scale, k(4)),
        (
            cx + bowl.width / 2 - k(4),
            bowl.centery,
            width * 0.16,
            pool.centery,
            10.0 * scale,
            k(5),
        ),
    )
    for side in (-1, 1):
        for x0, y0, reach, y1, rise, size in arcs:
            x0 = cx + side * (x0 - cx)
            points = []
            for step in range(17):
                t = step / 16
                x = x0 + side * reach * t
                y = y0 + (y1 - y0) * t * t - rise * math.sin(math.pi * t)
                points.append((x, y))
            pygame.draw.lines(surface, light, False, points, size)
            pygame.draw.circle(surface, theme.FOAM, points[-1], size)
    return surface
