"""The colours of the fountains: warm stone, clear water, readable icons."""

from __future__ import annotations

Colour = tuple[int, int, int]

TABLE_TOP: Colour = (74, 62, 52)
TABLE_BOTTOM: Colour = (46, 38, 33)
TABLE_GRAIN: Colour = (92, 78, 64)

DARK_STONE: Colour = (150, 104, 78)
DARK_MORTAR: Colour = (104, 70, 52)
LIGHT_STONE: Colour = (226, 204, 168)
LIGHT_MORTAR: Colour = (176, 152, 118)
RIM_EDGE: Colour = (74, 52, 40)

WATER: Colour = (58, 156, 206)
WATER_DEEP: Colour = (36, 112, 168)
WATER_WALL: Colour = (30, 84, 120)
WATER_LIGHT: Colour = (150, 220, 245)
FOAM: Colour = (236, 250, 255)
MURKY: Colour = (86, 112, 62)
WEED: Colour = (58, 124, 46)
WEED_LIGHT: Colour = (120, 176, 70)

SLOT_SHADE: Colour = (36, 120, 170)
TOKEN_FACE: Colour = (240, 224, 186)
TOKEN_RIM: Colour = (156, 112, 60)

FISH_RED: Colour = (222, 64, 44)
FISH_BLACK: Colour = (38, 38, 46)
FISH_WHITE: Colour = (246, 246, 240)
FISH_WILD: Colour = (240, 186, 48)
COIN: Colour = (246, 200, 64)
COIN_DARK: Colour = (170, 120, 24)
LILY: Colour = (74, 160, 72)
LILY_DARK: Colour = (40, 104, 44)
BLOSSOM: Colour = (246, 150, 190)
JET_STONE: Colour = (196, 192, 186)
OUTLINE: Colour = (24, 24, 30)

LEGAL: Colour = (120, 230, 140)
ILLEGAL: Colour = (236, 84, 70)
HIGHLIGHT: Colour = (255, 214, 110)


def shade(colour: Colour, factor: float) -> Colour:
    """``colour`` darkened (factor < 1) or lightened towards white (factor > 1)."""
    if factor <= 1.0:
        return (
            round(colour[0] * factor),
            round(colour[1] * factor),
            round(colour[2] * factor),
        )
    t = min(1.0, factor - 1.0)
    return (
        round(colour[0] + (255 - colour[0]) * t),
        round(colour[1] + (255 - colour[1]) * t),
        round(colour[2] + (255 - colour[2]) * t),
    )


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
