"""The help overlay: every key of the screen showing, on one card over it.

F1 or ? opens it on any screen (the scene manager asks the top scene for its
:class:`KeySheet`); the pause menu's Keys button opens it for the game
beneath. F1, ?, Escape, Enter or a click closes it. The card is laid out once
per sheet: two columns of sections, each row the keys, then what they do
(wrapped); the text shrinks a size if a sheet would not fit the screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import theme
from game.ui.text import blit_text, cover_texts, place_layer

Row = tuple[str, str]
"""(keys, what they do): ("Tab / Shift+Tab", "next / previous choice")."""
Section = tuple[str, tuple[Row, ...]]


@dataclass(frozen=True)
class KeySheet:
    """One screen's keys: a title and (heading, rows) sections."""

    title: str
    sections: tuple[Section, ...]

    def rows(self) -> list[Row]:
        return [row for _heading, rows in self.sections for row in rows]


HELP_KEYS = (pygame.K_F1,)
INPUT_EVENTS = frozenset(
    {
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.TEXTINPUT,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
    }
)
"""What the open overlay answers (the screen beneath gets no input)."""
CLOSE_KEYS = (pygame.K_F1, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
CARD = pygame.Rect(48, 28, 1184, 664)
MARGIN, GAP, KEY_W = 36, 40, 190
SIZES = (22, 20, 18, 16)
KEY_COLOUR = theme.ACCENT
FOOTER = "F1, Esc, Enter or a click closes this list"


def is_help_key(event: pygame.event.Event) -> bool:
    """F1, or ? (Shift+/ on most keyboards), pressed."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key in HELP_KEYS or event.key == pygame.K_QUESTION:
        return True
    return getattr(event, "unicode", "") == "?"


class KeysOverlay:
    """The card listing a :class:`KeySheet`; it answers every event while
    open (the screen beneath waits) and says when it is done."""

    def __init__(self, sheet: KeySheet, fonts: Any) -> None:
        self.sheet = sheet
        self.fonts = fonts
        self.closed = False
        self._card: pygame.Surface | None = None
        self._height = CARD.height

    def handle_event(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.KEYDOWN and (event.key in CLOSE_KEYS or is_help_key(event)):
            self.closed = True
        elif kind == pygame.MOUSEBUTTONDOWN:
            self.closed = True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((70, 88, 104), special_flags=pygame.BLEND_MULT)
        if self._card is None:
            self._card = self._layout()
        cover_texts(surface, surface.get_rect())  # dimmed: not to be read
        place_layer(surface, self._card, self.rect.topleft)

    @property
    def rect(self) -> pygame.Rect:
        """Where the card is on the screen (as tall as its sheet needs)."""
        if self._card is None:
            self._card = self._layout()
        rect = pygame.Rect(0, 0, CARD.width, self._height)
        rect.center = CARD.center
        return rect

    def _layout(self) -> pygame.Surface:
        """The card at the largest text size that fits the screen."""
        col_w = (CARD.width - 2 * MARGIN - GAP) // 2
        for size in SIZES:
            columns = self._split(size, col_w)
            needed = self._top(size) + max(h for _c, h in columns) + self._foot(size)
            if needed <= CARD.height or size == SIZES[-1]:
                self._height = min(needed, CARD.height)
                return self._card_at(size, col_w, columns)
        raise AssertionError("unreachable")

    def _top(self, size: int) -> int:
        return 18 + self.fonts.get(size + 12, True).get_linesize() + 10

    def _foot(self, size: int) -> int:
        return 16 + self.fonts.get(size).get_linesize() + 14

    def _card_at(
        self, size: int, col_w: int, columns: list[tuple[list[Section], int]]
    ) -> pygame.Surface:
        fonts = self.fonts
        width, height = CARD.width, self._height
        card = theme.panel((width, height), alpha=250)
        title = fonts.render(self.sheet.title, size + 12, theme.FOAM, True)
        blit_text(card, title, title.get_rect(midtop=(width // 2, 18)))
        for c, (sections, _height) in enumerate(columns):
            x = MARGIN + c * (col_w + GAP)
            y = self._top(size)
            for heading, rows in sections:
                head = fonts.render(heading, size + 2, theme.MIST, True)
                blit_text(card, head, (x, y + 6))
                y += 6 + fonts.get(size + 2, True).get_linesize()
                for keys, what in rows:
                    y = self._row(card, x, y, col_w, size, keys, what)
        foot = fonts.render(FOOTER, size, theme.MIST)
        blit_text(card, foot, foot.get_rect(midbottom=(width // 2, height - 14)))
        return card

    def _row(
        self,
        card: pygame.Surface | None,
        x: int,
        y: int,
        col_w: int,
        size: int,
        keys: str,
        what: str,
    ) -> int:
        """One row drawn at ``y`` (``card`` None: only measured); the next y."""
        fonts = self.fonts
        line = fonts.get(size).get_linesize()
        key_lines = fonts.wrap(keys, size, KEY_W - 12, True)
        what_lines = fonts.wrap(what, size, col_w - KEY_W, False)
        if card is not None:
            for k, words in enumerate(key_lines):
                label = fonts.render(words, size, KEY_COLOUR, True)
                blit_text(card, label, (x, y + k * line))
            for k, words in enumerate(what_lines):
                label = fonts.render(words, size, theme.FOAM)
                blit_text(card, label, (x + KEY_W, y + k * line))
        return y + max(len(key_lines), len(what_lines)) * line + 4

    def _split(self, size: int, col_w: int) -> list[tuple[list[Section], int]]:
        """The sections in two columns of about the same height, in order,
        each with its height."""
        heights = []
        for _heading, rows in self.sheet.sections:
            y = 6 + self.fonts.get(size + 2, True).get_linesize()
            for keys, what in rows:
                y = self._row(None, 0, y, col_w, size, keys, what)
            heights.append(y)
        best, cut = sum(heights), len(heights)
        for k in range(len(heights) + 1):
            tallest = max(sum(heights[:k]), sum(heights[k:]))
            if tallest < best:
                best, cut = tallest, k
        sections = list(self.sheet.sections)
        return [
            (sections[:cut], sum(heights[:cut])),
            (sections[cut:], sum(heights[cut:])),
        ]
