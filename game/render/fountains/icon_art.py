"""Feature icons and bonus tokens, painted once large and scaled into a cache.

Each design is drawn in a 96-unit square through a :class:`Pen`; an icon up
to 96 pixels is smoothscaled down from the 96-pixel painting (as it always
was), a larger one (a big view at 1.5x or 3x) from a painting ``k`` times as
large, about twice its size, so it is as crisp at 3x as at 1x.

Each fish has its own colour AND its own silhouette so that they read for
every player: the red fish is a classic oval fish, the black one a long
whiskered catfish, the white one a round spiky puffer, the wild one a tall
striped angelfish.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.at_scale import keep
from game.rules.fountains.icons import Icon

_BIG = 96
#: the most drawings each store keeps before it is emptied (every size at
#: every scale a session shows; see ``at_scale.keep``)
BOUND = 512

Point = tuple[float, float]
Ink = tuple[int, int, int] | tuple[int, int, int, int]


class Pen:
    """``pygame.draw`` on a canvas ``k`` times the design's size: every point,
    size and width of the 96-unit design multiplied by ``k`` (and passed
    through untouched at ``k == 1``, so 1x paints as it always did)."""

    def __init__(self, surface: pygame.Surface, k: int = 1) -> None:
        self.surface = surface
        self.k = k

    def _p(self, point: Point) -> Point:
        k = self.k
        return point if k == 1 else (point[0] * k, point[1] * k)

    def _ps(self, points: Sequence[Point]) -> Sequence[Point]:
        k = self.k
        return points if k == 1 else [(x * k, y * k) for x, y in points]

    def _r(self, rect: pygame.Rect) -> pygame.Rect:
        k = self.k
        return (
            rect
            if k == 1
            else pygame.Rect(rect.x * k, rect.y * k, rect.w * k, rect.h * k)
        )

    def polygon(self, colour: Ink, points: Sequence[Point], width: int = 0) -> None:
        pygame.draw.polygon(self.surface, colour, self._ps(points), width * self.k)

    def ellipse(self, colour: Ink, rect: pygame.Rect, width: int = 0) -> None:
        pygame.draw.ellipse(self.surface, colour, self._r(rect), width * self.k)

    def rect(self, colour: Ink, rect: pygame.Rect, width: int = 0) -> None:
        pygame.draw.rect(self.surface, colour, self._r(rect), width * self.k)

    def circle(self, colour: Ink, centre: Point, radius: float, width: int = 0) -> None:
        pygame.draw.circle(
            self.surface,
            colour,
            self._p(centre),
            radius * self.k,
            width * self.k,
        )

    def line(self, colour: Ink, a: Point, b: Point, width: int = 1) -> None:
        pygame.draw.line(self.surface, colour, self._p(a), self._p(b), width * self.k)

    def lines(self, colour: Ink, points: Sequence[Point], width: int = 1) -> None:
        pygame.draw.lines(self.surface, colour, False, self._ps(points), width * self.k)

    def arc(
        self, colour: Ink, rect: pygame.Rect, start: float, stop: float, width: int
    ) -> None:
        pygame.draw.arc(
            self.surface, colour, self._r(rect), start, stop, width * self.k
        )

    def canvas(self) -> Pen:
        """A clear canvas of the same size, for a layer painted apart."""
        layer = pygame.Surface(self.surface.get_size(), pygame.SRCALPHA)
        return Pen(layer, self.k)


def painting_factor(size: int, design: int = _BIG) -> int:
    """How many times the ``design``-unit painting is enlarged for an image
    ``size`` pixels across: 1 up to the design's size, else about twice the
    size (an icon at 3x is smoothscaled down as much as one at 1x)."""
    return 1 if size <= design else math.ceil(2 * size / design)


def _fish_red(s: Pen) -> None:
    body = pygame.Rect(26, 30, 54, 36)
    tail = [(30, 48), (8, 30), (14, 48), (8, 66)]
    s.polygon(pal.OUTLINE, [(x, y) for x, y in tail], 0)
    s.polygon(pal.shade(pal.FISH_RED, 0.8), [(28, 48), (12, 34), (17, 48), (12, 62)])
    s.ellipse(pal.OUTLINE, body.inflate(6, 6))
    s.ellipse(pal.FISH_RED, body)
    s.ellipse(pal.shade(pal.FISH_RED, 1.35), pygame.Rect(40, 50, 32, 12))
    s.polygon(pal.shade(pal.FISH_RED, 0.75), [(44, 31), (56, 18), (62, 31)])
    s.circle(pal.FOAM, (68, 42), 6)
    s.circle(pal.OUTLINE, (69, 42), 3)


def _fish_black(s: Pen) -> None:
    # A long catfish with whiskers and a forked tail.
    pts = [(10, 36), (24, 48), (10, 62)]
    s.polygon(pal.OUTLINE, [(4, 30), (26, 48), (4, 68)])
    s.polygon(pal.shade(pal.FISH_BLACK, 1.6), pts)
    body = pygame.Rect(18, 34, 68, 30)
    s.ellipse(pal.OUTLINE, body.inflate(6, 6))
    s.ellipse(pal.FISH_BLACK, body)
    s.line(pal.shade(pal.FISH_BLACK, 2.0), (30, 42), (72, 42), 4)
    s.polygon(pal.shade(pal.FISH_BLACK, 1.4), [(40, 35), (52, 22), (60, 35)])
    for end in ((95, 32), (95, 66), (94, 50)):
        s.line(pal.OUTLINE, (82, 50), end, 4)
    s.circle(pal.FOAM, (74, 46), 4)
    s.circle(pal.OUTLINE, (75, 46), 2)


def _fish_white(s: Pen) -> None:
    # A round puffer with spikes.
    centre = (52, 48)
    for k in range(12):
        a = k * math.tau / 12
        tip = (centre[0] + 34 * math.cos(a), centre[1] + 34 * math.sin(a))
        side1 = (centre[0] + 24 * math.cos(a - 0.2), centre[1] + 24 * math.sin(a - 0.2))
        side2 = (centre[0] + 24 * math.cos(a + 0.2), centre[1] + 24 * math.sin(a + 0.2))
        s.polygon(pal.OUTLINE, [tip, side1, side2])
    s.polygon(pal.OUTLINE, [(22, 48), (6, 36), (6, 60)])
    s.polygon((200, 204, 208), [(22, 48), (9, 40), (9, 56)])
    s.circle(pal.OUTLINE, centre, 29)
    s.circle(pal.FISH_WHITE, centre, 26)
    s.circle((206, 212, 218), (centre[0] - 4, centre[1] + 8), 14)
    s.circle(pal.FISH_WHITE, (centre[0] - 2, centre[1] + 4), 14)
    s.circle(pal.OUTLINE, (66, 42), 5)
    s.circle(pal.FOAM, (67, 41), 2)


def _fish_wild(s: Pen) -> None:
    # A tall angelfish striped in all three colours: it counts as each of them.
    body = [(84, 48), (52, 14), (22, 48), (52, 82)]
    s.polygon(pal.OUTLINE, [(24, 48), (6, 30), (12, 48), (6, 66)])
    s.polygon(pal.OUTLINE, [(88, 48), (52, 8), (16, 48), (52, 88)])
    s.polygon(pal.FISH_WILD, body)
    clip = s.canvas()
    clip.polygon((255, 255, 255, 255), body)
    stripes = s.canvas()
    for x0, colour in ((34, pal.FISH_RED), (46, pal.FISH_BLACK), (58, pal.FISH_WHITE)):
        stripes.polygon(
            (*colour, 255), [(x0, 0), (x0 + 8, 0), (x0 + 2, 96), (x0 - 6, 96)]
        )
    stripes.surface.blit(clip.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.surface.blit(stripes.surface, (0, 0))
    s.polygon(pal.OUTLINE, body, 3)
    s.circle(pal.FOAM, (70, 44), 5)
    s.circle(pal.OUTLINE, (71, 44), 3)


def _coin(s: Pen) -> None:
    c = (48, 48)
    s.circle(pal.OUTLINE, c, 36)
    s.circle(pal.COIN_DARK, c, 33)
    s.circle(pal.COIN, (46, 46), 30)
    s.circle(pal.COIN_DARK, (47, 47), 21, 4)
    # a little fountain stamped on the coin
    s.rect(pal.COIN_DARK, pygame.Rect(38, 52, 20, 6))
    s.rect(pal.COIN_DARK, pygame.Rect(45, 36, 6, 18))
    s.arc(pal.COIN_DARK, pygame.Rect(34, 30, 14, 18), 0, math.pi, 3)
    s.arc(pal.COIN_DARK, pygame.Rect(48, 30, 14, 18), 0, math.pi, 3)
    s.arc(pal.shade(pal.COIN, 1.5), pygame.Rect(22, 22, 48, 48), 1.9, 2.9, 4)


def _lily(s: Pen) -> None:
    rect = pygame.Rect(8, 20, 80, 62)
    s.ellipse(pal.OUTLINE, rect.inflate(6, 6))
    s.ellipse(pal.LILY, rect)
    centre = rect.center
    # the notch of the pad
    s.polygon(
        (0, 0, 0, 0),
        [centre, (rect.right + 4, centre[1] - 8), (rect.right + 4, centre[1] + 10)],
    )
    s.polygon(
        pal.OUTLINE,
        [centre, (rect.right, centre[1] - 7), (rect.right, centre[1] + 9)],
        2,
    )
    for k in range(5):
        a = math.pi * 0.35 + k * math.pi * 0.33
        end = (centre[0] + 34 * math.cos(a), centre[1] + 26 * math.sin(a))
        s.line(pal.LILY_DARK, centre, end, 3)
    # a pink blossom
    for k in range(5):
        a = k * math.tau / 5 - math.pi / 2
        s.circle(
            pal.shade(pal.BLOSSOM, 0.8),
            (30 + 10 * math.cos(a), 40 + 10 * math.sin(a)),
            9,
        )
        s.circle(pal.BLOSSOM, (30 + 10 * math.cos(a), 39 + 10 * math.sin(a)), 7)
    s.circle(pal.COIN, (30, 40), 5)


def _jet(s: Pen) -> None:
    c = (48, 56)
    s.ellipse(pal.OUTLINE, pygame.Rect(12, 36, 72, 42))
    s.ellipse(pal.shade(pal.JET_STONE, 0.7), pygame.Rect(15, 40, 66, 36))
    s.ellipse(pal.JET_STONE, pygame.Rect(15, 36, 66, 34))
    s.ellipse(pal.shade(pal.JET_STONE, 0.55), pygame.Rect(30, 44, 36, 18))
    s.ellipse(pal.WATER_LIGHT, pygame.Rect(36, 47, 24, 12))
    s.ellipse(pal.FOAM, pygame.Rect(42, 20, 12, 34))
    s.circle(pal.FOAM, (c[0] - 12, 26), 4)
    s.circle(pal.FOAM, (c[0] + 12, 24), 4)


_PAINTERS = {
    Icon.FISH_RED: _fish_red,
    Icon.FISH_BLACK: _fish_black,
    Icon.FISH_WHITE: _fish_white,
    Icon.FISH_WILD: _fish_wild,
    Icon.COIN: _coin,
    Icon.LILY: _lily,
    Icon.JET: _jet,
}

_BIG_CACHE: dict[tuple[Icon, int], pygame.Surface] = {}
_CACHE: dict[tuple[Icon, int, int], pygame.Surface] = {}
_TOKEN_CACHE: dict[tuple[tuple[Icon, ...], int], pygame.Surface] = {}


def _big(icon: Icon, k: int = 1) -> pygame.Surface:
    """The icon painted ``k`` times its 96-unit design."""
    key = (icon, k)
    surface = _BIG_CACHE.get(key)
    if surface is None:
        surface = pygame.Surface((_BIG * k, _BIG * k), pygame.SRCALPHA)
        _PAINTERS[icon](Pen(surface, k))
        keep(_BIG_CACHE, key, surface, 64)
    return surface


def icon_image(icon: Icon, size: int, faded: bool = False) -> pygame.Surface:
    """The icon ``size`` pixels square (cached); ``faded`` for a still pool,
    where it scores nothing. ``size`` is in physical pixels: at a scale, ask
    for the logical size times the scale."""
    size = max(4, int(size))
    key = (icon, size, faded)
    surface = _CACHE.get(key)
    if surface is None:
        big = _big(icon, painting_factor(size))
        surface = pygame.transform.smoothscale(big, (size, size))
        if faded:
            surface = surface.copy()
            surface.fill((150, 150, 150, 150), special_flags=pygame.BLEND_RGBA_MULT)
        keep(_CACHE, key, surface, BOUND)
    return surface


TOKEN_DESIGN = (160, 104)
"""A token's design size: a cream oval with a bronze rim."""


def token_image(icons: tuple[Icon, ...], width: int) -> pygame.Surface:
    """A bonus token: a cream oval with a bronze rim carrying its 1 or 2 icons,
    ``width`` physical pixels across."""
    width = max(8, int(width))
    key = (icons, width)
    surface = _TOKEN_CACHE.get(key)
    if surface is not None:
        return surface
    k = painting_factor(width, TOKEN_DESIGN[0])
    big_w, big_h = TOKEN_DESIGN
    big = Pen(pygame.Surface((big_w * k, big_h * k), pygame.SRCALPHA), k)
    big.ellipse(pal.OUTLINE, pygame.Rect(0, 0, big_w, big_h))
    big.ellipse(pal.TOKEN_RIM, pygame.Rect(4, 4, big_w - 8, big_h - 8))
    big.ellipse(pal.TOKEN_FACE, pygame.Rect(11, 10, big_w - 22, big_h - 22))
    if len(icons) == 1:
        art = pygame.transform.smoothscale(_big(icons[0], k), (80 * k, 80 * k))
        big.surface.blit(art, art.get_rect(center=(big_w * k // 2, big_h * k // 2)))
    else:
        for index, icon in enumerate(icons[:2]):
            art = pygame.transform.smoothscale(_big(icon, k), (64 * k, 64 * k))
            centre = ((50 + index * 60) * k, big_h * k // 2)
            big.surface.blit(art, art.get_rect(center=centre))
    height = max(5, round(width * big_h / big_w))
    surface = pygame.transform.smoothscale(big.surface, (width, height))
    return keep(_TOKEN_CACHE, key, surface, BOUND)


def weed_image(size: int) -> pygame.Surface:
    """A pond weed token: a green disc with weed fronds, ``size`` physical
    pixels across."""
    size = max(6, int(size))
    key = (Icon.JET, -size, False)  # its own slot in the cache
    surface = _CACHE.get(key)
    if surface is not None:
        return surface
    k = painting_factor(size)
    big = Pen(pygame.Surface((_BIG * k, _BIG * k), pygame.SRCALPHA), k)
    big.circle(pal.OUTLINE, (48, 48), 40)
    big.circle(pal.shade(pal.WEED, 0.7), (48, 48), 37)
    big.circle(pal.WEED, (46, 46), 33)
    for n, dx in enumerate((-16, -4, 8, 18)):
        points = [
            (48 + dx + 6 * math.sin((y + n * 7) / 6.0), y) for y in range(74, 20, -4)
        ]
        big.lines(pal.WEED_LIGHT, points, 5)
    surface = pygame.transform.smoothscale(big.surface, (size, size))
    return keep(_CACHE, key, surface, BOUND)
