"""Layers drawn once and blitted every frame (a card, a button, the marks of the
legal spots): :func:`kept` marks a finished translucent layer, and once it has
been shown for ``SETTLE`` frames it is made quick to blit.

A layer with per-pixel alpha is then run-length encoded: a blit skips its
transparent runs and copies its opaque ones instead of blending every pixel.
A sparse overlay (the legal-spot diamonds over a whole fountain) blits about
five times faster, a card with rounded corners about twice as fast. Encoding
costs about as much as a dozen blits of the layer (a card a third of a
1920x1080 screen: about 2 ms), so a layer pays for it only when it stays: one
that changes with every move of the pointer (the preview card of the spot
under it) is never encoded. Where the layer is translucent, the encoded blend
rounds differently: a colour channel may differ by 1 of 255 from a plain
blit, which no eye sees.

A kept layer may still be drawn on (SDL undoes and redoes the encoding when it
is locked), but that costs: keep it for layers that stay as drawn.
"""

from __future__ import annotations

import weakref

import pygame

SETTLE = 20
"""Frames a kept layer is shown before it is encoded (a third of a second)."""

# the kept layers not encoded yet, and how often each has been shown
_SHOWN: weakref.WeakKeyDictionary[pygame.Surface, int] = weakref.WeakKeyDictionary()


def kept(layer: pygame.Surface) -> pygame.Surface:
    """Mark ``layer`` as drawn for good: once shown ``SETTLE`` times it is
    encoded for quick blits (only a layer with per-pixel alpha; an opaque one
    is left as it is). Returns it."""
    if layer.get_flags() & pygame.SRCALPHA and not is_encoded(layer):
        _SHOWN[layer] = 0
    return layer


def shown(layer: pygame.Surface) -> None:
    """``layer`` is blitted once more (a plain test for any other layer)."""
    count = _SHOWN.get(layer)
    if count is None:
        return
    if count + 1 < SETTLE:
        _SHOWN[layer] = count + 1
        return
    del _SHOWN[layer]
    layer.set_alpha(255, pygame.RLEACCEL)


def blit_kept(
    surface: pygame.Surface, layer: pygame.Surface, pos: tuple[int, int]
) -> pygame.Rect:
    """Blit a layer that may be kept (see :func:`kept`); where it landed."""
    shown(layer)
    return surface.blit(layer, pos)


def is_encoded(layer: pygame.Surface) -> bool:
    """The layer blits through its run-length encoding."""
    return bool(layer.get_flags() & pygame.RLEACCELOK)
