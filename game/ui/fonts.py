"""pygame's bundled font at generous sizes, with rendered text cached.

Sizes are asked in logical pixels (the 1280x720 screen at 100% text). Two
factors make the pixels drawn: ``text_scale`` (the Text size setting, 1.0,
1.25 or 1.5, set by the app) for every text, and ``scale`` (a screen drawing
at the window's resolution passes its ``View.scale``) for one call. What
``fit`` and ``wrap`` measure stays logical: a width in logical pixels.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from functools import cache

import pygame

from game.ui.text import name_text

Colour = tuple[int, int, int]


class Fonts:
    """``get(size, bold)`` returns a cached font; ``render`` caches surfaces."""

    MAX_TEXTS = 600
    MAX_FONTS = 64

    def __init__(self, text_scale: float = 1.0) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: OrderedDict[
            tuple[str, int, bool, Colour, float], pygame.Surface
        ] = OrderedDict()
        self._text_scale = text_scale

    @property
    def text_scale(self) -> float:
        """The Text size setting as a factor (1.0, 1.25, 1.5)."""
        return self._text_scale

    @text_scale.setter
    def text_scale(self, value: float) -> None:
        if value != self._text_scale:
            self._text_scale = value
            self._texts.clear()

    def pixels(self, size: int, scale: float = 1.0) -> int:
        """The font size drawn for a logical ``size`` at ``scale``."""
        return max(6, round(size * self._text_scale * scale))

    def get(
        self, size: int, bold: bool = False, scale: float = 1.0
    ) -> pygame.font.Font:
        """The font for a logical ``size``: its measures are in the pixels of
        ``scale`` (logical ones at 1.0)."""
        pixels = self.pixels(size, scale)
        key = (pixels, bold)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            if len(self._fonts) >= self.MAX_FONTS:
                self._fonts.clear()
            # The bundled font is already a bold face; ``bold`` only asks for a
            # touch more size rather than pygame's smeared synthetic bold.
            extra = round(2 * scale) if bold else 0
            font = pygame.font.Font(None, pixels + extra)
            self._fonts[key] = font
        return font

    def render(
        self,
        text: str,
        size: int,
        colour: Colour,
        bold: bool = False,
        scale: float = 1.0,
    ) -> pygame.Surface:
        """``text`` drawn at a logical ``size``, in the pixels of ``scale``."""
        key = (text, size, bold, colour, scale)
        surface = self._texts.get(key)
        if surface is None:
            font = self.get(size, bold, scale)
            surface = name_text(font.render(text, True, colour), text)
            self._texts[key] = surface
            if len(self._texts) > self.MAX_TEXTS:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return surface

    def line_height(self, size: int, bold: bool = False) -> int:
        """The logical height of one line of text at ``size``."""
        return self.get(size, bold).get_linesize()

    def width(self, text: str, size: int, bold: bool = False) -> int:
        """The logical width of ``text`` at ``size``."""
        return self.get(size, bold).size(text)[0]

    def fitting_size(self, text: str, size: int, room: int, bold: bool = False) -> int:
        """The logical size to draw ``text`` at within ``room`` logical
        pixels: ``size`` when it fits at the Text size, else smaller, but
        never smaller than it is drawn at 100% (a text with no room to grow
        keeps its normal size)."""
        least = min(size, int(size / self._text_scale))
        while size > least and self.width(text, size, bold) > room:
            size -= 1
        return size

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text``, cut short with an ellipsis if it is wider than ``width``."""
        font = self.get(size, bold)
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "...")[0] > width:
            text = text[:-1]
        return text.rstrip() + "..."

    def wrap(
        self, text: str, size: int, width: int, bold: bool = False, scale: float = 1.0
    ) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` logical pixels
        (measured as drawn at ``scale``: small sizes do not scale evenly)."""
        font = self.get(size, bold, scale)
        width = int(width * scale)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in self._split_long(words, font, width):
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    @staticmethod
    def _split_long(words: list[str], font: pygame.font.Font, width: int) -> list[str]:
        """Words wider than a line (a long file path) cut into pieces that fit."""
        pieces: list[str] = []
        for word in words:
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                pieces.append(word[:cut])
                word = word[cut:]
            pieces.append(word)
        return pieces


_PROBE_SIZE = 32
_MISSING = "\ue000"  # a private-use code point: the font draws its "no glyph" box


@cache
def _glyph(ch: str) -> bytes:
    if not pygame.font.get_init():
        pygame.font.init()
    surface = pygame.font.Font(None, _PROBE_SIZE).render(ch, True, (255, 255, 255))
    return bytes(pygame.image.tobytes(surface, "RGBA"))


@cache
def can_show(ch: str) -> bool:
    """Whether the bundled font draws ``ch`` as a real letter (not its empty
    box); controls, invisible format marks and lone combining marks never
    count, so a name always looks the way it was typed."""
    if ch == " ":
        return True
    if unicodedata.category(ch)[0] in "CMZ":
        return False
    return _glyph(ch) != _glyph(_MISSING)


def unshowable(text: str) -> str:
    """The characters of ``text`` the game cannot show, each once, in order."""
    return "".join(dict.fromkeys(ch for ch in text if not can_show(ch)))
