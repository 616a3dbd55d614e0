"""Feature icons and bonus tokens, painted once large and scaled into a cache.

Each fish has its own colour AND its own silhouette so that they read for
every player: the red fish is a classic oval fish, the black one a long
whiskered catfish, the white one a round spiky puffer, the wild one a tall
striped angelfish.
"""

from __future__ import annotations

import math

import pygame

from game.render.fountains import palette as pal
from game.rules.fountains.icons import Icon

_BIG = 96


def _fish_red(s: pygame.Surface) -> None:
    body = pygame.Rect(26, 30, 54, 36)
    tail = [(30, 48), (8, 30), (14, 48), (8, 66)]
    pygame.draw.polygon(s, pal.OUTLINE, [(x, y) for x, y in tail], 0)
    pygame.draw.polygon(
        s, pal.shade(pal.FISH_RED, 0.8), [(28, 48), (12, 34), (17, 48), (12, 62)]
    )
    pygame.draw.ellipse(s, pal.OUTLINE, body.inflate(6, 6))
    pygame.draw.ellipse(s, pal.FISH_RED, body)
    pygame.draw.ellipse(s, pal.shade(pal.FISH_RED, 1.35), pygame.Rect(40, 50, 32, 12))
    pygame.draw.polygon(
        s, pal.shade(pal.FISH_RED, 0.75), [(44, 31), (56, 18), (62, 31)]
    )
    pygame.draw.circle(s, pal.FOAM, (68, 42), 6)
    pygame.draw.circle(s, pal.OUTLINE, (69, 42), 3)


def _fish_black(s: pygame.Surface) -> None:
    # A long catfish with whiskers and a forked tail.
    pts = [(10, 36), (24, 48), (10, 62)]
    pygame.draw.polygon(s, pal.OUTLINE, [(4, 30), (26, 48), (4, 68)])
    pygame.draw.polygon(s, pal.shade(pal.FISH_BLACK, 1.6), pts)
    body = pygame.Rect(18, 34, 68, 30)
    pygame.draw.ellipse(s, pal.OUTLINE, body.inflate(6, 6))
    pygame.draw.ellipse(s, pal.FISH_BLACK, body)
    pygame.draw.line(s, pal.shade(pal.FISH_BLACK, 2.0), (30, 42), (72, 42), 4)
    pygame.draw.polygon(
        s, pal.shade(pal.FISH_BLACK, 1.4), [(40, 35), (52, 22), (60, 35)]
    )
    for end in ((95, 32), (95, 66), (94, 50)):
        pygame.draw.line(s, pal.OUTLINE, (82, 50), end, 4)
    pygame.draw.circle(s, pal.FOAM, (74, 46), 4)
    pygame.draw.circle(s, pal.OUTLINE, (75, 46), 2)


def _fish_white(s: pygame.Surface) -> None:
    # A round puffer with spikes.
    centre = (52, 48)
    for k in range(12):
        a = k * math.tau / 12
        tip = (centre[0] + 34 * math.cos(a), centre[1] + 34 * math.sin(a))
        side1 = (centre[0] + 24 * math.cos(a - 0.2), centre[1] + 24 * math.sin(a - 0.2))
        side2 = (centre[0] + 24 * math.cos(a + 0.2), centre[1] + 24 * math.sin(a + 0.2))
        pygame.draw.polygon(s, pal.OUTLINE, [tip, side1, side2])
    pygame.draw.polygon(s, pal.OUTLINE, [(22, 48), (6, 36), (6, 60)])
    pygame.draw.polygon(s, (200, 204, 208), [(22, 48), (9, 40), (9, 56)])
    pygame.draw.circle(s, pal.OUTLINE, centre, 29)
    pygame.draw.circle(s, pal.FISH_WHITE, centre, 26)
    pygame.draw.circle(s, (206, 212, 218), (centre[0] - 4, centre[1] + 8), 14)
    pygame.draw.circle(s, pal.FISH_WHITE, (centre[0] - 2, centre[1] + 4), 14)
    pygame.draw.circle(s, pal.OUTLINE, (66, 42), 5)
    pygame.draw.circle(s, pal.FOAM, (67, 41), 2)


def _fish_wild(s: pygame.Surface) -> None:
    # A tall angelfish striped in all three colours: it counts as each of them.
    body = [(84, 48), (52, 14), (22, 48), (52, 82)]
    pygame.draw.polygon(s, pal.OUTLINE, [(24, 48), (6, 30), (12, 48), (6, 66)])
    pygame.draw.polygon(s, pal.OUTLINE, [(88, 48), (52, 8), (16, 48), (52, 88)])
    pygame.draw.polygon(s, pal.FISH_WILD, body)
    clip = pygame.Surface((96, 96), pygame.SRCALPHA)
    pygame.draw.polygon(clip, (255, 255, 255, 255), body)
    stripes = pygame.Surface((96, 96), pygame.SRCALPHA)
    for x0, colour in ((34, pal.FISH_RED), (46, pal.FISH_BLACK), (58, pal.FISH_WHITE)):
        pygame.draw.polygon(
            stripes, (*colour, 255), [(x0, 0), (x0 + 8, 0), (x0 + 2, 96), (x0 - 6, 96)]
        )
    stripes.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(stripes, (0, 0))
    pygame.draw.polygon(s, pal.OUTLINE, body, 3)
    pygame.draw.circle(s, pal.FOAM, (70, 44), 5)
    pygame.draw.circle(s, pal.OUTLINE, (71, 44), 3)


def _coin(s: pygame.Surface) -> None:
    c = (48, 48)
    pygame.draw.circle(s, pal.OUTLINE, c, 36)
    pygame.draw.circle(s, pal.COIN_DARK, c, 33)
    pygame.draw.circle(s, pal.COIN, (46, 46), 30)
    pygame.draw.circle(s, pal.COIN_DARK, (47, 47), 21, 4)
    # a little fountain stamped on the coin
    pygame.draw.rect(s, pal.COIN_DARK, pygame.Rect(38, 52, 20, 6))
    pygame.draw.rect(s, pal.COIN_DARK, pygame.Rect(45, 36, 6, 18))
    pygame.draw.arc(s, pal.COIN_DARK, pygame.Rect(34, 30, 14, 18), 0, math.pi, 3)
    pygame.draw.arc(s, pal.COIN_DARK, pygame.Rect(48, 30, 14, 18), 0, math.pi, 3)
    pygame.draw.arc(
        s, pal.shade(pal.COIN, 1.5), pygame.Rect(22, 22, 48, 48), 1.9, 2.9, 4
    )


def _lily(s: pygame.Surface) -> None:
    rect = pygame.Rect(8, 20, 80, 62)
    pygame.draw.ellipse(s, pal.OUTLINE, rect.inflate(6, 6))
    pygame.draw.ellipse(s, pal.LILY, rect)
    centre = rect.center
    # the notch of the pad
    pygame.draw.polygon(
        s,
        (0, 0, 0, 0),
        [centre, (rect.right + 4, centre[1] - 8), (rect.right + 4, centre[1] + 10)],
    )
    pygame.draw.polygon(
        s,
        pal.OUTLINE,
        [centre, (rect.right, centre[1] - 7), (rect.right, centre[1] + 9)],
        2,
    )
    for k in range(5):
        a = math.pi * 0.35 + k * math.pi * 0.33
        end = (centre[0] + 34 * math.cos(a), centre[1] + 26 * math.sin(a))
        pygame.draw.line(s, pal.LILY_DARK, centre, end, 3)
    # a pink blossom
    for k in range(5):
        a = k * math.tau / 5 - math.pi / 2
        pygame.draw.circle(
            s,
            pal.shade(pal.BLOSSOM, 0.8),
            (30 + 10 * math.cos(a), 40 + 10 * math.sin(a)),
            9,
        )
        pygame.draw.circle(
            s, pal.BLOSSOM, (30 + 10 * math.cos(a), 39 + 10 * math.sin(a)), 7
        )
    pygame.draw.circle(s, pal.COIN, (30, 40), 5)


def _jet(s: pygame.Surface) -> None:
    c = (48, 56)
    pygame.draw.ellipse(s, pal.OUTLINE, pygame.Rect(12, 36, 72, 42))
    pygame.draw.ellipse(s, pal.shade(pal.JET_STONE, 0.7), pygame.Rect(15, 40, 66, 36))
    pygame.draw.ellipse(s, pal.JET_STONE, pygame.Rect(15, 36, 66, 34))
    pygame.draw.ellipse(s, pal.shade(pal.JET_STONE, 0.55), pygame.Rect(30, 44, 36, 18))
    pygame.draw.ellipse(s, pal.WATER_LIGHT, pygame.Rect(36, 47, 24, 12))
    pygame.draw.ellipse(s, pal.FOAM, pygame.Rect(42, 20, 12, 34))
    pygame.draw.circle(s, pal.FOAM, (c[0] - 12, 26), 4)
    pygame.draw.circle(s, pal.FOAM, (c[0] + 12, 24), 4)


_PAINTERS = {
    Icon.FISH_RED: _fish_red,
    Icon.FISH_BLACK: _fish_black,
    Icon.FISH_WHITE: _fish_white,
    Icon.FISH_WILD: _fish_wild,
    Icon.COIN: _coin,
    Icon.LILY: _lily,
    Icon.JET: _jet,
}

_BIG_CACHE: dict[Icon, pygame.Surface] = {}
_CACHE: dict[tuple[Icon, int], pygame.Surface] = {}
_TOKEN_CACHE: dict[tuple[tuple[Icon, ...], int], pygame.Surface] = {}


def _big(icon: Icon) -> pygame.Surface:
    surface = _BIG_CACHE.get(icon)
    if surface is None:
        surface = pygame.Surface((_BIG, _BIG), pygame.SRCALPHA)
        _PAINTERS[icon](surface)
        _BIG_CACHE[icon] = surface
    return surface


def icon_image(icon: Icon, size: int, faded: bool = False) -> pygame.Surface:
    """The icon ``size`` pixels square (cached); ``faded`` for a still pool,
    where it scores nothing."""
    size = max(4, int(size))
    key = (icon, size if not faded else -1000 - size)
    surface = _CACHE.get(key)
    if surface is None:
        surface = pygame.transform.smoothscale(_big(icon), (size, size))
        if faded:
            surface = surface.copy()
            surface.fill((150, 150, 150, 150), special_flags=pygame.BLEND_RGBA_MULT)
        _CACHE[key] = surface
    return surface


def token_image(icons: tuple[Icon, ...], width: int) -> pygame.Surface:
    """A bonus token: a cream oval with a bronze rim carrying its 1 or 2 icons."""
    width = max(8, int(width))
    key = (icons, width)
    surface = _TOKEN_CACHE.get(key)
    if surface is not None:
        return surface
    big_w, big_h = 160, 104
    big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    pygame.draw.ellipse(big, pal.OUTLINE, pygame.Rect(0, 0, big_w, big_h))
    pygame.draw.ellipse(big, pal.TOKEN_RIM, pygame.Rect(4, 4, big_w - 8, big_h - 8))
    pygame.draw.ellipse(
        big, pal.TOKEN_FACE, pygame.Rect(11, 10, big_w - 22, big_h - 22)
    )
    if len(icons) == 1:
        art = pygame.transform.smoothscale(_big(icons[0]), (80, 80))
        big.blit(art, art.get_rect(center=(big_w // 2, big_h // 2)))
    else:
        for index, icon in enumerate(icons[:2]):
            art = pygame.transform.smoothscale(_big(icon), (64, 64))
            big.blit(art, art.get_rect(center=(50 + index * 60, big_h // 2)))
    height = max(5, round(width * big_h / big_w))
    surface = pygame.transform.smoothscale(big, (width, height))
    _TOKEN_CACHE[key] = surface
    return surface


def weed_image(size: int) -> pygame.Surface:
    """A pond weed token: a green disc with weed fronds."""
    size = max(6, int(size))
    key = (Icon.JET, -size)  # its own slot in the cache
    surface = _CACHE.get(key)
    if surface is not None:
        return surface
    big = pygame.Surface((_BIG, _BIG), pygame.SRCALPHA)
    pygame.draw.circle(big, pal.OUTLINE, (48, 48), 40)
    pygame.draw.circle(big, pal.shade(pal.WEED, 0.7), (48, 48), 37)
    pygame.draw.circle(big, pal.WEED, (46, 46), 33)
    for k, dx in enumerate((-16, -4, 8, 18)):
        points = [
            (48 + dx + 6 * math.sin((y + k * 7) / 6.0), y) for y in range(74, 20, -4)
        ]
        pygame.draw.lines(big, pal.WEED_LIGHT, False, points, 5)
    surface = pygame.transform.smoothscale(big, (size, size))
    _CACHE[key] = surface
    return surface
