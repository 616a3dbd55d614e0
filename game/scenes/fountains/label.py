"""A line of text on a dark strip, wrapped and cached: the table's prompt,
its reasons and its tips.

The strip is wrapped in logical pixels (the same lines at every scale) and
drawn at ``scale``; where it goes (``pos``) is logical: put it with
``place_layer(surface, strip, view.point(pos))``, and lay out what sits
beside it by :func:`span`, its logical size."""

from __future__ import annotations

import math
import weakref
from typing import Any

import pygame

from game.render.fountains.hud import text
from game.ui.layers import kept
from game.ui.text import blit_text, is_recording

_LABELS: dict[tuple[Any, ...], list[Any]] = {}


def label(
    fonts: Any,
    words: str,
    size: int,
    colour: tuple[int, int, int],
    back: tuple[int, int, int, int],
    top: int,
    room: int = 810,
    scale: float = 1.0,
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A line of text on a dark strip, wrapped to ``room`` logical pixels and
    drawn at ``scale`` (cached); and its logical top left. The strip is the
    1280x720 one mapped: its size is its logical size (:func:`span`) times
    the scale."""
    key = (words, size, colour, back, room, getattr(fonts, "text_scale", 1.0), scale)
    found = None if is_recording() else _LABELS.get(key)
    if found is None:
        wrap = getattr(fonts, "wrap", None)
        lines = wrap(words, size, room, True) if wrap is not None else [words]
        heights = [text(fonts, line, size, colour, True).get_size() for line in lines]
        logical = (
            max(w for w, _h in heights) + 16,
            sum(h for _w, h in heights) + 8,
        )
        strip = pygame.Surface(_mapped(logical, scale), pygame.SRCALPHA)
        strip.fill(back)
        y = 4
        for line, (_w, h) in zip(lines, heights, strict=True):
            rendered = text(fonts, line, size, colour, True, scale)
            blit_text(strip, rendered, _mapped((8, y), scale))
            y += h
        if len(_LABELS) > 200:
            _LABELS.clear()
        found = [kept(strip)]
        _LABELS[key] = found
        _SPANS[strip] = logical
    return found[0], (8, top - 4)


def span(strip: pygame.Surface, scale: float) -> tuple[int, int]:
    """A strip's logical size (what lies beside it is laid out by it)."""
    known = _SPANS.get(strip)
    if known is not None:
        return known
    return (
        math.ceil(strip.get_width() / scale),
        math.ceil(strip.get_height() / scale),
    )


_SPANS: weakref.WeakKeyDictionary[pygame.Surface, tuple[int, int]] = (
    weakref.WeakKeyDictionary()
)


def _mapped(point: tuple[int, int], scale: float) -> tuple[int, int]:
    if scale == 1.0:
        return point
    return (round(point[0] * scale), round(point[1] * scale))
