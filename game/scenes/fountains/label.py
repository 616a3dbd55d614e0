"""A line of text on a dark strip, wrapped and cached: the table's prompt,
its reasons and its tips.

The strip is wrapped in logical pixels (the same lines at every scale) and
drawn at ``scale``; where it goes (``pos``) is logical: put it with
``place_layer(surface, strip, view.point(pos))``, and lay out what sits
beside it by :func:`span`, its logical size."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.render.fountains.hud import text
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
    drawn at ``scale`` (cached); and its logical top left."""
    key = (words, size, colour, back, room, getattr(fonts, "text_scale", 1.0), scale)
    found = None if is_recording() else _LABELS.get(key)
    if found is None:
        wrap = getattr(fonts, "wrap", None)
        lines = wrap(words, size, room, True) if wrap is not None else [words]
        rendered = [text(fonts, line, size, colour, True, scale) for line in lines]
        pad, edge = _px(8, scale), _px(4, scale)
        width = max(r.get_width() for r in rendered) + 2 * pad
        height = sum(r.get_height() for r in rendered) + 2 * edge
        strip = pygame.Surface((width, height), pygame.SRCALPHA)
        strip.fill(back)
        y = edge
        for r in rendered:
            blit_text(strip, r, (pad, y))
            y += r.get_height()
        if len(_LABELS) > 200:
            _LABELS.clear()
        found = [strip]
        _LABELS[key] = found
    return found[0], (8, top - 4)


def span(strip: pygame.Surface, scale: float) -> tuple[int, int]:
    """A strip's logical size (what lies beside it is laid out by it)."""
    if scale == 1.0:
        return strip.get_size()
    return (
        math.ceil(strip.get_width() / scale),
        math.ceil(strip.get_height() / scale),
    )


def _px(length: int, scale: float) -> int:
    return max(1, round(length * scale))
