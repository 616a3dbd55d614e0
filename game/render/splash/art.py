"""Pictures for Kids' Splash: droplets with a mark per colour, the pebble, the die.

Everything is drawn once at four times the size and smoothed down, then
cached, so a frame only blits. Sizes are in the pixels drawn: a table drawn
at a window's scale asks for its sprites at that scale (see `pen`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.rules.splash.droplets import COLOUR_MARK, COLOUR_RGB, DropletColour

Colour = tuple[int, int, int]
Point = tuple[float, float]

INK: Colour = (30, 36, 52)
WHITE: Colour = (255, 255, 255)
PEBBLE: Colour = (128, 132, 140)
PEBBLE_LIGHT: Colour = (186, 190, 198)
ROTATIONS = 24
SUPER = 4


def droplet_rgb(colour: DropletColour) -> Colour:
    return COLOUR_RGB[colour]


def mark_colour(colour: DropletColour) -> Colour:
    """White marks, except on yellow where ink reads better."""
    r, g, b = COLOUR_RGB[colour]
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 160 else WHITE


def _star(centre: Point, radius: float, points: int = 5) -> list[Point]:
    cx, cy = centre
    out = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / points
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def draw_mark(
    surface: pygame.Surface, mark: str, centre: Point, size: float, colour: Colour
) -> None:
    """The colour-blind mark ``mark`` ("circle", "star", "leaf", "wave",
    "heart") filling about ``size`` pixels across."""
    cx, cy = centre
    r = size / 2
    if mark == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.62)
    elif mark == "star":
        pygame.draw.polygon(surface, colour, _star(centre, r * 1.05))
    elif mark == "leaf":
        leaf = []
        for i in range(24):
            t = i / 23 * math.pi
            leaf.append((cx - r * 0.95 + 1.9 * r * i / 23, cy - r * 0.5 * math.sin(t)))
        for i in range(24):
            t = i / 23 * math.pi
            leaf.append((cx + r * 0.95 - 1.9 * r * i / 23, cy + r * 0.5 * math.sin(t)))
        rotated = [_turn(p, centre, -math.pi / 4) for p in leaf]
        pygame.draw.polygon(surface, colour, rotated)
    elif mark == "wave":
        width = max(2, round(r * 0.36))
        for row in (-0.38, 0.38):
            pts = [
                (
                    cx - r + 2 * r * i / 20,
                    cy + row * r + math.sin(i / 20 * math.tau) * r * 0.28,
                )
                for i in range(21)
            ]
            pygame.draw.lines(surface, colour, False, pts, width)
    elif mark == "heart":
        pts = []
        for i in range(40):
            t = i / 40 * math.tau
            x = 16 * math.sin(t) ** 3
            y = -(
                13 * math.cos(t)
                - 5 * math.cos(2 * t)
                - 2 * math.cos(3 * t)
                - math.cos(4 * t)
            )
            pts.append((cx + x * r / 17, cy + y * r / 17 + r * 0.05))
        pygame.draw.polygon(surface, colour, pts)
    else:
        raise ValueError(f"unknown droplet mark {mark!r}")


def _turn(point: Point, centre: Point, angle: float) -> Point:
    dx, dy = point[0] - centre[0], point[1] - centre[1]
    c, s = math.cos(angle), math.sin(angle)
    return (centre[0] + dx * c - dy * s, centre[1] + dx * s + dy * c)


def _drop_outline(centre: Point, r: float) -> list[Point]:
    """A teardrop, round part centred on ``centre``, tip pointing up."""
    cx, cy = centre
    tip = (cx, cy - r * 1.55)
    side = math.asin(1 / 1.55)
    pts = [tip]
    start = -math.pi / 2 + (math.pi / 2 - side)
    steps = 28
    sweep = math.tau - 2 * (math.pi / 2 - side)
    for i in range(steps + 1):
        a = start + sweep * i / steps
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def ready(surface: pygame.Surface) -> pygame.Surface:
    """Per-pixel alpha in the display's format, when there is a display."""
    return (
        surface.convert_alpha() if pygame.display.get_surface() is not None else surface
    )


def droplet_sprite(
    colour: DropletColour, radius: float, marks: bool = True
) -> pygame.Surface:
    """One upright droplet whose round part has ``radius``; the sprite is
    centred on the round part's centre (the body's centre)."""
    half = math.ceil(radius * 1.7) + 2
    big = pygame.Surface((half * 2 * SUPER, half * 2 * SUPER), pygame.SRCALPHA)
    c = (half * SUPER, half * SUPER)
    r = radius * SUPER
    fill = COLOUR_RGB[colour]
    outline = _drop_outline(c, r)
    pygame.draw.polygon(big, _darker(fill, 0.55), [(x, y + SUPER) for x, y in outline])
    pygame.draw.polygon(big, fill, outline)
    pygame.draw.polygon(big, _darker(fill, 0.6), outline, max(2, round(r * 0.12)))
    shine = (c[0] - r * 0.45, c[1] - r * 0.5)
    pygame.draw.circle(big, _lighter(fill, 0.6), shine, r * 0.2)
    if marks:
        draw_mark(
            big,
            COLOUR_MARK[colour],
            (c[0], c[1] + r * 0.05),
            r * 1.15,
            mark_colour(colour),
        )
    return ready(pygame.transform.smoothscale(big, (half * 2, half * 2)))


def _darker(colour: Colour, factor: float) -> Colour:
    return (
        round(colour[0] * factor),
        round(colour[1] * factor),
        round(colour[2] * factor),
    )


def _lighter(colour: Colour, amount: float) -> Colour:
    return (
        round(colour[0] + (255 - colour[0]) * amount),
        round(colour[1] + (255 - colour[1]) * amount),
        round(colour[2] + (255 - colour[2]) * amount),
    )


class DropletSprites:
    """Droplet pictures by colour and turn, made on first use."""

    def __init__(self, radius: float) -> None:
        self.radius = radius
        self._upright: dict[tuple[DropletColour, float], pygame.Surface] = {}
        self._turned: dict[tuple[DropletColour, int], pygame.Surface] = {}
        self._shade: pygame.Surface | None = None
        self.half = self.upright(DropletColour.RED).get_width() / 2

    def upright(
        self, colour: DropletColour, radius: float | None = None
    ) -> pygame.Surface:
        r = self.radius if radius is None else radius
        key = (colour, round(r, 1))
        sprite = self._upright.get(key)
        if sprite is None:
            sprite = droplet_sprite(colour, r)
            if len(self._upright) > 400:  # flights grow: many sizes pass
                self._upright.clear()
            self._upright[key] = sprite
        return sprite

    def prepare(self, colours: Iterable[DropletColour]) -> None:
        """Make every turn of every colour now, so no frame has to."""
        for colour in colours:
            for step in range(ROTATIONS):
                self.turned(colour, step * math.tau / ROTATIONS)

    def shade(self) -> pygame.Surface:
        """A dark veil the size of a droplet, laid over the ones not to take."""
        sprite = self._shade
        if sprite is None:
            side = round(self.half * 2)
            sprite = pygame.Surface((side, side), pygame.SRCALPHA)
            pygame.draw.circle(
                sprite, (20, 40, 70, 150), (side / 2, side / 2), self.radius * 1.25
            )
            sprite = ready(sprite)
            self._shade = sprite
        return sprite

    def turned(self, colour: DropletColour, angle: float) -> pygame.Surface:
        """The droplet turned by ``angle`` radians (clockwise on screen, as the
        pond's y-down angles go), to the nearest of ``ROTATIONS`` steps."""
        step = round(angle / math.tau * ROTATIONS) % ROTATIONS
        key = (colour, step)
        sprite = self._turned.get(key)
        if sprite is None:
            base = self.upright(colour)
            turned = pygame.transform.rotozoom(base, -step * 360.0 / ROTATIONS, 1.0)
            # The drop lies within a circle inside the upright sprite, so every
            # turn is cropped back to the same size (blits can share offsets).
            keep = base.get_rect(center=turned.get_rect().center)
            sprite = ready(turned.subsurface(keep).copy())
            self._turned[key] = sprite
        return sprite

    def blit(
        self,
        surface: pygame.Surface,
        colour: DropletColour,
        centre: Point,
        angle: float = 0.0,
    ) -> None:
        sprite = self.turned(colour, angle)
        surface.blit(
            sprite,
            (
                round(centre[0] - sprite.get_width() / 2),
                round(centre[1] - sprite.get_height() / 2),
            ),
        )

    def blit_upright(
        self,
        surface: pygame.Surface,
        colour: DropletColour,
        centre: Point,
        radius: float,
    ) -> None:
        sprite = self.upright(colour, radius)
        surface.blit(
            sprite,
            (
                round(centre[0] - sprite.get_width() / 2),
                round(centre[1] - sprite.get_height() / 2),
            ),
        )


def pebble_sprite(
    radius: float, ring: Colour | None = None, scale: float = 1.0
) -> pygame.Surface:
    """The grey wooden pebble, with an optional ring in a seat colour;
    ``radius`` in the pixels drawn, its ring and shadow drawn at ``scale``."""
    half = math.ceil(radius + 6 * scale)
    big = pygame.Surface((half * 2 * SUPER, half * 2 * SUPER), pygame.SRCALPHA)
    c = (half * SUPER, half * SUPER)
    r = radius * SUPER
    body = pygame.Rect(0, 0, r * 2, r * 1.84)
    body.center = c
    pygame.draw.ellipse(big, (72, 74, 82), body.move(0, round(SUPER * 2 * scale)))
    pygame.draw.ellipse(big, PEBBLE, body)
    hi = pygame.Rect(0, 0, r * 1.0, r * 0.55)
    hi.center = (c[0] - r * 0.28, c[1] - r * 0.38)
    pygame.draw.ellipse(big, PEBBLE_LIGHT, hi)
    pygame.draw.ellipse(big, (60, 62, 70), body, max(2, round(r * 0.1)))
    if ring is not None:
        pygame.draw.circle(
            big, ring, c, r + 4 * SUPER * scale, max(SUPER, round(3 * SUPER * scale))
        )
    return ready(pygame.transform.smoothscale(big, (half * 2, half * 2)))


PIPS: dict[int, tuple[Point, ...]] = {
    1: ((0.0, 0.0),),
    2: ((-0.5, -0.5), (0.5, 0.5)),
    3: ((-0.5, -0.5), (0.0, 0.0), (0.5, 0.5)),
    4: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)),
    5: ((-0.5, -0.5), (0.5, -0.5), (0.0, 0.0), (-0.5, 0.5), (0.5, 0.5)),
    6: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.0), (0.5, 0.0), (-0.5, 0.5), (0.5, 0.5)),
}


def die_face(
    value: int, size: int, pip: Colour = INK, scale: float = 1.0
) -> pygame.Surface:
    """A white die face showing ``value`` pips (1..6), ``size`` pixels
    across as drawn; its shadow drawn at ``scale``."""
    drop = round(6 * scale)
    big = pygame.Surface((size * SUPER, (size + drop) * SUPER), pygame.SRCALPHA)
    s = size * SUPER
    body = pygame.Rect(0, 0, s, s)
    pygame.draw.rect(
        big, (150, 150, 170), body.move(0, drop * SUPER), border_radius=s // 5
    )
    pygame.draw.rect(big, (252, 250, 244), body, border_radius=s // 5)
    pygame.draw.rect(big, (190, 186, 200), body, max(2, s // 40), border_radius=s // 5)
    for px, py in PIPS.get(value, ()):
        pygame.draw.circle(
            big, pip, (s / 2 + px * s * 0.56, s / 2 + py * s * 0.56), s * 0.1
        )
    return ready(pygame.transform.smoothscale(big, (size, size + drop)))
