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
from game.ui.text import blit_text, cover_texts, is_recording, place_layer
from game.ui.view import UNIT_VIEW, View

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
        #: the scale the card is laid out and drawn at, its text size, column
        #: width and columns, and the card itself
        self._scale = 1.0
        self._plan: tuple[int, int, list[tuple[list[Section], float]]] | None = None
        self._card: pygame.Surface | None = None
        self._height: float = CARD.height

    def handle_event(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.KEYDOWN and (event.key in CLOSE_KEYS or is_help_key(event)):
            self.closed = True
        elif kind == pygame.MOUSEBUTTONDOWN:
            self.closed = True
        return True

    def draw(self, surface: pygame.Surface, view: View = UNIT_VIEW) -> None:
        """Dim ``surface`` and put the card on it; ``view``: where the
        logical screen lies on it (the card is drawn at its scale)."""
        surface.fill((70, 88, 104), special_flags=pygame.BLEND_MULT)
        card = self._card_for(view.scale)
        cover_texts(surface, surface.get_rect())  # dimmed: not to be read
        place_layer(surface, card, view.point(self.rect.topleft))

    @property
    def rect(self) -> pygame.Rect:
        """Where the card is on the logical screen (as tall as its sheet
        needs)."""
        if self._plan is None:
            self._plan = self._layout()
        rect = pygame.Rect(0, 0, CARD.width, round(self._height))
        rect.center = CARD.center
        return rect

    def _card_for(self, scale: float) -> pygame.Surface:
        """The card at ``scale``: laid out again at a new scale (lines are
        as tall as the type drawn there), kept until the scale changes."""
        if self._plan is None or scale != self._scale:
            self._scale = scale
            self._plan = self._layout()
            self._card = None
        if self._card is None or is_recording():  # recorded: texts drawn afresh
            size, col_w, columns = self._plan
            self._card = self._card_at(size, col_w, columns)
        return self._card

    def _line(self, size: int, bold: bool = False) -> float:
        """A line's height, logical, at the scale drawn: the type at a large
        scale stands a little taller than its logical line scaled."""
        fonts, scale = self.fonts, self._scale
        drawn = fonts.get(size, bold, scale).get_height() / scale
        return max(float(fonts.get(size, bold).get_linesize()), drawn)

    def _layout(self) -> tuple[int, int, list[tuple[list[Section], float]]]:
        """The text size, column width and columns: the largest text size
        whose card fits the screen (its height kept in ``_height``)."""
        col_w = (CARD.width - 2 * MARGIN - GAP) // 2
        for size in SIZES:
            columns = self._split(size, col_w)
            needed = self._top(size) + max(h for _c, h in columns) + self._foot(size)
            if needed <= CARD.height or size == SIZES[-1]:
                self._height = min(needed, CARD.height)
                return size, col_w, columns
        raise AssertionError("unreachable")

    def _top(self, size: int) -> float:
        return 18 + self._line(size + 12, True) + 10

    def _foot(self, size: int) -> float:
        return 16 + self._line(size) + 14

    def _card_at(
        self, size: int, col_w: int, columns: list[tuple[list[Section], float]]
    ) -> pygame.Surface:
        """The card laid out logically, drawn at ``self._scale``."""
        fonts, scale = self.fonts, self._scale

        def k(length: float) -> int:
            return round(length * scale)

        width, height = CARD.width, self._height
        card = theme.panel((k(width), k(height)), alpha=250, scale=scale)
        title = fonts.render(self.sheet.title, size + 12, theme.FOAM, True, scale)
        blit_text(card, title, title.get_rect(midtop=(k(width / 2), k(18))))
        for c, (sections, _height) in enumerate(columns):
            x = MARGIN + c * (col_w + GAP)
            y = self._top(size)
            for heading, rows in sections:
                head = fonts.render(heading, size + 2, theme.MIST, True, scale)
                blit_text(card, head, (k(x), k(y + 6)))
                y += 6 + self._line(size + 2, True)
                for keys, what in rows:
                    y = self._row(card, x, y, col_w, size, keys, what)
        foot = fonts.render(FOOTER, size, theme.MIST, scale=scale)
        blit_text(card, foot, foot.get_rect(midbottom=(k(width / 2), k(height - 14))))
        return card

    def _row(
        self,
        card: pygame.Surface | None,
        x: float,
        y: float,
        col_w: int,
        size: int,
        keys: str,
        what: str,
    ) -> float:
        """One row drawn at ``y`` (``card`` None: only measured; logical
        places, drawn at ``self._scale``); the next y."""
        fonts, scale = self.fonts, self._scale
        line = self._line(size)
        key_lines = fonts.wrap(keys, size, KEY_W - 12, True, scale)
        what_lines = fonts.wrap(what, size, col_w - KEY_W, False, scale)
        if card is not None:
            for n, words in enumerate(key_lines):
                label = fonts.render(words, size, KEY_COLOUR, True, scale)
                spot = (round(x * scale), round((y + n * line) * scale))
                blit_text(card, label, spot)
            for n, words in enumerate(what_lines):
                label = fonts.render(words, size, theme.FOAM, scale=scale)
                spot = (round((x + KEY_W) * scale), round((y + n * line) * scale))
                blit_text(card, label, spot)
        return y + max(len(key_lines), len(what_lines)) * line + 4

    def _split(self, size: int, col_w: int) -> list[tuple[list[Section], float]]:
        """The sections in two columns of about the same height, in order,
        each with its height."""
        heights: list[float] = []
        for _heading, rows in self.sheet.sections:
            y = 6 + self._line(size + 2, True)
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
