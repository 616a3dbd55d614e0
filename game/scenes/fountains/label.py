"""A line of text on a dark strip, wrapped and cached: the table's prompt,
its reasons and its tips."""

from __future__ import annotations

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
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A line of text on a dark strip, wrapped to ``room`` pixels (cached)."""
    key = (words, size, colour, back, room, getattr(fonts, "text_scale", 1.0))
    found = None if is_recording() else _LABELS.get(key)
    if found is None:
        wrap = getattr(fonts, "wrap", None)
        lines = wrap(words, size, room, True) if wrap is not None else [words]
        rendered = [text(fonts, line, size, colour, True) for line in lines]
        width = max(r.get_width() for r in rendered) + 16
        height = sum(r.get_height() for r in rendered) + 8
        strip = pygame.Surface((width, height), pygame.SRCALPHA)
        strip.fill(back)
        y = 4
        for r in rendered:
            blit_text(strip, r, (8, y))
            y += r.get_height()
        if len(_LABELS) > 200:
            _LABELS.clear()
        found = [strip]
        _LABELS[key] = found
    return found[0], (8, top - 4)
