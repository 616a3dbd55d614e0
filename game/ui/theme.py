"""The calm water palette, seat colours and the drawing helpers built on them."""

from __future__ import annotations

import pygame

Colour = tuple[int, int, int]

SCREEN_SIZE = (1280, 720)

DEEP = (12, 34, 56)
LAGOON = (24, 86, 110)
SHALLOW = (44, 128, 140)
FOAM = (232, 246, 248)
MIST = (170, 206, 214)
INK = (16, 36, 52)
SAND = (244, 221, 170)
ACCENT = (255, 206, 110)
DANGER = (226, 96, 84)

PANEL = (18, 52, 74)
PANEL_EDGE = (78, 150, 166)

BUTTON = (42, 128, 146)
BUTTON_HOVER = (62, 156, 172)
BUTTON_PRESSED = (26, 96, 112)
BUTTON_TEXT = FOAM
BUTTON_QUIET = (30, 72, 94)
BUTTON_QUIET_HOVER = (54, 110, 136)
FOCUS_RING = ACCENT

# Okabe-Ito colours stay apart for the common colour-vision deficiencies; each
# seat also has its own shape for colour-blind mode.
SEAT_COLOURS: tuple[Colour, ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
    (213, 94, 0),  # vermilion
)
SEAT_COLOUR_NAMES = ("orange", "sky", "green", "yellow", "rose", "vermilion")
MACHINE_COLOUR: Colour = (150, 160, 172)

RADIUS = 18


def vertical_gradient(
    size: tuple[int, int], top: Colour, bottom: Colour
) -> pygame.Surface:
    surface = pygame.Surface(size)
    width, height = size
    for y in range(height):
        t = y / max(1, height - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surface, colour, (0, y), (width, y))
    return surface


def water_background(
    size: tuple[int, int] = SCREEN_SIZE, seed: int = 3, scale: float = 1.0
) -> pygame.Surface:
    """Deep-to-shallow gradient with faint ripple rings; drawn once and cached.
    ``scale``: the rings' sizes for a picture drawn at scale (``size`` is
    then the picture's)."""
    surface = vertical_gradient(size, DEEP, LAGOON)
    overlay = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    rings = ((0.12, 0.78, 150), (0.86, 0.3, 210), (0.7, 0.88, 120), (0.25, 0.18, 90))
    line = max(1, round(2 * scale))
    for index, (fx, fy, radius) in enumerate(rings):
        centre = (int(fx * width), int(fy * height))
        for step in range(4):
            r = (radius + step * 34 + seed) * scale
            alpha = max(6, 26 - step * 6 - index)
            rect = pygame.Rect(0, 0, round(r * 2), int(r * 0.9))
            rect.center = centre
            pygame.draw.ellipse(overlay, (*FOAM, alpha), rect, width=line)
    surface.blit(overlay, (0, 0))
    return surface


def lighten(colour: Colour, amount: float) -> Colour:
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def darken(colour: Colour, amount: float) -> Colour:
    return tuple(round(c * (1.0 - amount)) for c in colour)  # type: ignore[return-value]


def text_colour_on(colour: Colour) -> Colour:
    """Dark ink on light fills, foam on dark ones."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else FOAM


def blend_rect(
    surface: pygame.Surface,
    colour: tuple[int, int, int, int],
    rect: pygame.Rect,
    radius: int = 0,
    width: int = 0,
) -> None:
    """Draw a translucent rounded rect that blends with what is already there
    (drawing straight onto a per-pixel-alpha surface would replace it)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), width=width, border_radius=radius)
    surface.blit(layer, rect.topleft)


def panel(
    size: tuple[int, int],
    fill: Colour | None = None,
    alpha: int = 235,
    scale: float = 1.0,
) -> pygame.Surface:
    """A rounded translucent card with a soft edge and a shadow baked in
    (``size`` in the pixels drawn; ``scale`` sizes its corners and shadow;
    ``fill``: the palette's ``PANEL`` unless given)."""
    fill = PANEL if fill is None else fill
    width, height = size
    radius = round(RADIUS * scale)
    dx, dy = round(6 * scale), round(8 * scale)
    surface = pygame.Surface((width + dy, height + dy), pygame.SRCALPHA)
    pygame.draw.rect(
        surface, (0, 0, 0, 70), pygame.Rect(dx, dy, width, height), border_radius=radius
    )
    body = pygame.Rect(0, 0, width, height)
    blend_rect(surface, (*fill, alpha), body, radius)
    blend_rect(
        surface, (*PANEL_EDGE, 160), body, radius, width=max(1, round(2 * scale))
    )
    return surface
