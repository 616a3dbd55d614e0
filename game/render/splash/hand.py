"""The "show me" hand: a cartoon hand pointing its finger, and the ring a tap
makes. Drawing only; the sprites are cached by size.

The fingertip is the hand's point: `draw_hand` puts it exactly on ``at``.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.render.splash.art import INK
from game.render.splash.palette import Colour
from game.render.splash.pen import Pen

SKIN: Colour = (255, 214, 170)
SKIN_SHADE: Colour = (236, 182, 140)
CUFF: Colour = (90, 170, 250)
#: The fingertip in the sprite at size 1 (the sprite is 84 x 120).
TIP = (30, 6)
SIZE = (84, 120)


@lru_cache(maxsize=8)
def hand_sprite(scale: float, pressed: bool) -> pygame.Surface:
    """A right hand pointing up-left, drawn at ``scale``; ``pressed`` bends
    the finger a little (the tap)."""
    w, h = SIZE
    # drawn at twice the size asked, then smoothed down: the shapes below are
    # in the half pixels of size 1
    big = pygame.Surface(
        (max(2, round(w * 2 * scale)), max(2, round(h * 2 * scale))), pygame.SRCALPHA
    )
    pen = Pen(big, scale)

    def shape(colour: Colour, grow: int) -> None:
        tip_y = 24 if pressed else 12
        # the pointing finger
        pen.box(
            colour,
            (44 - grow, tip_y - grow, 36 + 2 * grow, 110 + 2 * grow),
            border_radius=18 + grow,
        )
        # the palm and the curled fingers
        pen.box(
            colour,
            (40 - grow, 88 - grow, 112 + 2 * grow, 100 + 2 * grow),
            border_radius=34 + grow,
        )
        for cx, cy in ((96, 96), (122, 104), (144, 118)):
            pen.circle(colour, (cx, cy), 20 + grow)
        # the thumb
        pen.ellipse(colour, (6 - grow, 118 - grow, 64 + 2 * grow, 34 + 2 * grow))
        # the sleeve's cuff
        pen.box(
            colour if grow else CUFF,
            (52 - grow, 180 - grow, 96 + 2 * grow, 50 + 2 * grow),
            border_radius=12 + grow,
        )

    shape(INK, 5)
    shape(SKIN, 0)
    # a nail and the knuckle lines, so the finger reads as a finger
    tip_y = 24 if pressed else 12
    pen.ellipse(SKIN_SHADE, (52, tip_y + 8, 20, 24))
    for cx, cy in ((96, 96), (122, 104)):
        pen.arc(INK, (cx - 20, cy - 20, 40, 40), 3.6, 5.6, 3)
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    return pygame.transform.smoothscale(big, size)


def draw_hand(
    surface: pygame.Surface, at: tuple[float, float], scale: float, pressed: bool
) -> None:
    """The hand with its fingertip on ``at``."""
    sprite = hand_sprite(round(scale, 2), pressed)
    dy = 6 if pressed else 0
    surface.blit(
        sprite, (round(at[0] - TIP[0] * scale), round(at[1] - (TIP[1] - dy) * scale))
    )


def draw_tap_ring(
    surface: pygame.Surface, at: tuple[float, float], age: float, scale: float
) -> None:
    """The ring a tap sends out: it grows and fades over half a second."""
    if not 0.0 <= age < 0.5:
        return
    t = age / 0.5
    radius = round((10 + 40 * t) * scale)
    alpha = round(255 * (1 - t))
    size = radius * 2 + 8
    ring = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(
        ring,
        (255, 255, 255, alpha),
        (size // 2, size // 2),
        radius,
        max(2, round(5 * scale)),
    )
    surface.blit(ring, (round(at[0] - size / 2), round(at[1] - size / 2)))
