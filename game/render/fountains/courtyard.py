"""The courtyard under the Fountains table: warm flagstones, darker towards
the edges, drawn once per scale and palette.

The picture is the logical screen (1280x720) drawn at a scale. It is kept by
the scale and by the three table colours it is drawn in, read when it is
asked for: high contrast (``game.render.contrast``) puts darker ones in place
mid-game, and the next frame asks for, and gets, the courtyard in those.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import px

SIZE = (1280, 720)
FLAG = (80, 48)
"""A flagstone's logical size, its joint included."""


def table_background(scale: float = 1.0) -> pygame.Surface:
    """The courtyard at ``scale`` in the table colours now in place (cached:
    a few scales and both palettes)."""
    return _drawn(scale, pal.TABLE_TOP, pal.TABLE_BOTTOM, pal.TABLE_GRAIN)


@lru_cache(maxsize=4)
def _drawn(
    scale: float, top: pal.Colour, bottom: pal.Colour, grain: pal.Colour
) -> pygame.Surface:
    width, height = round(SIZE[0] * scale), round(SIZE[1] * scale)
    surface = pygame.Surface((width, height))
    for y in range(height):
        t = y / (height - 1)
        pygame.draw.line(surface, pal.mix(top, bottom, t), (0, y), (width, y))
    flag = pygame.Surface((width, height), pygame.SRCALPHA)
    rng = random.Random(5)
    fw, fh = FLAG
    radius, joint = px(4, scale), px(1, scale)
    for row in range(0, SIZE[1], fh):
        shift = (row // fh % 2) * fw // 2
        for col in range(-fw, SIZE[0], fw):
            rect = _scaled_rect(col + shift, row, fw - 2, fh - 2, scale)
            tone = rng.randint(-10, 10)
            stone = pal.shade(grain, 1.0 + tone / 100)
            pygame.draw.rect(flag, (*stone, 40), rect, border_radius=radius)
            pygame.draw.rect(flag, (20, 14, 10, 40), rect, joint, border_radius=radius)
    surface.blit(flag, (0, 0))
    vignette = pygame.Surface((width, height), pygame.SRCALPHA)
    edge = px(6, scale)
    for k in range(30):
        rect = _scaled_rect(k * 3, k * 2, SIZE[0] - k * 6, SIZE[1] - k * 4, scale)
        pygame.draw.rect(vignette, (10, 8, 6, 6), rect, edge)
    surface.blit(vignette, (0, 0))
    return surface


#: Its kept drawings (``render/fountains/stores.py`` lists them).
DRAWINGS = (_drawn,)


def _scaled_rect(x: int, y: int, w: int, h: int, scale: float) -> pygame.Rect:
    """A logical rect at ``scale``, its edges mapped (so neighbours stay apart
    by the joint's width)."""
    if scale == 1.0:
        return pygame.Rect(x, y, w, h)
    left, top = round(x * scale), round(y * scale)
    return pygame.Rect(
        left, top, round((x + w) * scale) - left, round((y + h) * scale) - top
    )


def forget() -> None:
    """Drop the kept courtyards (between games)."""
    _drawn.cache_clear()
