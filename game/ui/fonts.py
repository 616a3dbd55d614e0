"""pygame's bundled font at generous sizes, with rendered text cached."""

from __future__ import annotations

from collections import OrderedDict

import pygame

Colour = tuple[int, int, int]


class Fonts:
    """``get(size, bold)`` returns a cached font; ``render`` caches surfaces."""

    MAX_TEXTS = 600

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple[str, int, bool, Colour], pygame.Surface] = (
            OrderedDict()
        )

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            # The bundled font is already a bold face; ``bold`` only asks for a
            # touch more size rather than pygame's smeared synthetic bold.
            font = pygame.font.Font(None, size + 2 if bold else size)
            self._fonts[key] = font
        return font

    def render(
        self, text: str, size: int, colour: Colour, bold: bool = False
    ) -> pygame.Surface:
        key = (text, size, bold, colour)
        surface = self._texts.get(key)
        if surface is None:
            surface = self.get(size, bold).render(text, True, colour)
            self._texts[key] = surface
            if len(self._texts) > self.MAX_TEXTS:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return surface

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text``, cut short with an ellipsis if it is wider than ``width``."""
        font = self.get(size, bold)
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "...")[0] > width:
            text = text[:-1]
        return text.rstrip() + "..."

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels."""
        font = self.get(size, bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines
