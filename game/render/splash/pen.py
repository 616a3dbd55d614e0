"""Drawing the Kids' Splash table at the picture's own resolution.

The table lays out on the 1280x720 logical screen (`coords`); a `Pen` draws
on a surface ``scale`` physical pixels to the logical one, taking every
place and length in logical pixels: ``pen.circle(colour, (480, 300), 24)``
is the same call at 1280x720 and at 3840x2160, and is drawn at 4K's own
pixels there. Pictures made once (sprites, texts, boards) are made at the
pen's scale and put by a logical anchor (`blit_centred`, `place`); texts go
through `game.ui.text.blit_text`, so the overlap check sees them where they
land, with their box mapped too. A cached picture is drawn with a pen of its
own over a surface of its scaled size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.text import blit_text, place_layer

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]
RectLike = pygame.Rect | tuple[float, float, float, float]


class Pen:
    """Logical drawing on ``surface`` at ``scale``."""

    __slots__ = ("scale", "surface")

    def __init__(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        self.surface = surface
        self.scale = scale

    # -------------------------------------------------------------- mapping
    def p(self, point: Point) -> Point:
        """A logical point on the surface (sub-pixel: shapes stay round)."""
        s = self.scale
        return (point[0] * s, point[1] * s)

    def ip(self, point: Point) -> tuple[int, int]:
        s = self.scale
        return (round(point[0] * s), round(point[1] * s))

    def n(self, length: float) -> float:
        """A logical length in physical pixels."""
        return length * self.scale

    def w(self, width: float) -> int:
        """A line width in whole physical pixels (0 stays 0: filled)."""
        if width <= 0:
            return 0
        return max(1, round(width * self.scale))

    def px(self, length: float) -> int:
        """A logical size in whole physical pixels, at least 1."""
        return max(1, round(length * self.scale))

    def rect(self, rect: RectLike) -> pygame.Rect:
        """A logical rect on the surface, by its edges (touching rects still
        touch)."""
        x, y, w, h = rect
        s = self.scale
        left, top = round(x * s), round(y * s)
        return pygame.Rect(
            left, top, round((x + w) * s) - left, round((y + h) * s) - top
        )

    # -------------------------------------------------------------- shapes
    def circle(
        self, colour: Colour, centre: Point, radius: float, width: float = 0
    ) -> None:
        pygame.draw.circle(
            self.surface, colour, self.p(centre), radius * self.scale, self.w(width)
        )

    def line(self, colour: Colour, a: Point, b: Point, width: float = 1) -> None:
        pygame.draw.line(self.surface, colour, self.p(a), self.p(b), self.w(width))

    def lines(
        self, colour: Colour, closed: bool, points: Sequence[Point], width: float = 1
    ) -> None:
        pygame.draw.lines(
            self.surface, colour, closed, [self.p(q) for q in points], self.w(width)
        )

    def polygon(
        self, colour: Colour, points: Sequence[Point], width: float = 0
    ) -> None:
        pygame.draw.polygon(
            self.surface, colour, [self.p(q) for q in points], self.w(width)
        )

    def box(
        self,
        colour: Colour,
        rect: RectLike,
        width: float = 0,
        border_radius: float = 0,
    ) -> pygame.Rect:
        """A rectangle (``pygame.draw.rect``); returns it on the surface."""
        mapped = self.rect(rect)
        radius = round(border_radius * self.scale) if border_radius else 0
        pygame.draw.rect(self.surface, colour, mapped, self.w(width), radius)
        return mapped

    def ellipse(self, colour: Colour, rect: RectLike, width: float = 0) -> None:
        pygame.draw.ellipse(self.surface, colour, self.rect(rect), self.w(width))

    def arc(
        self,
        colour: Colour,
        rect: RectLike,
        start: float,
        stop: float,
        width: float = 1,
    ) -> None:
        pygame.draw.arc(
            self.surface, colour, self.rect(rect), start, stop, self.w(width)
        )

    # ------------------------------------------------------------ pictures
    def blit(self, picture: pygame.Surface, topleft: Point) -> pygame.Rect:
        """A picture made at this scale, its top left at a logical point."""
        return self.surface.blit(picture, self.ip(topleft))

    def blit_centred(self, picture: pygame.Surface, centre: Point) -> pygame.Rect:
        """A picture made at this scale, centred on a logical point."""
        x, y = self.p(centre)
        w, h = picture.get_size()
        return self.surface.blit(picture, (round(x - w / 2), round(y - h / 2)))

    def layer(self, picture: pygame.Surface, centre: Point) -> pygame.Rect:
        """A cached picture with texts on it (a board), centred on a logical
        point: its texts are noted where they land."""
        x, y = self.p(centre)
        w, h = picture.get_size()
        return place_layer(self.surface, picture, (round(x - w / 2), round(y - h / 2)))

    def place(
        self,
        label: pygame.Surface,
        box: RectLike | None = None,
        **anchor: Point,
    ) -> pygame.Rect:
        """A text rendered at this scale, its anchor (``center=(480, 300)``,
        any ``pygame.Rect`` point name) on a logical point; ``box`` is the
        logical region it must stay inside (for the overlap check)."""
        ((name, pos),) = anchor.items()
        rect = label.get_rect()
        setattr(rect, name, self.ip(pos))
        mapped = self.rect(box) if box is not None else None
        return blit_text(self.surface, label, rect.topleft, mapped)

    def clip(self, box: RectLike | None) -> None:
        """Clip to a logical box (None: no clip)."""
        self.surface.set_clip(None if box is None else self.rect(box))


def scaled_size(size: tuple[float, float], scale: float) -> tuple[int, int]:
    """A logical size in whole physical pixels (rounded up)."""
    return (max(1, math.ceil(size[0] * scale)), max(1, math.ceil(size[1] * scale)))


def scale_key(scale: float) -> float:
    """A scale as caches key it (views of one window size share it)."""
    return round(scale, 4)
