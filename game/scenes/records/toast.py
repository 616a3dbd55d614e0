"""The toast of an achievement just earned: a small card in the top-right
corner of a results screen (never over a table in play) that slides in,
stays a few seconds and goes. It takes no clicks and no keyboard focus.
Drawn through the widget's ``view``: crisp on a screen drawn at scale."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.records.database import Earned
from game.records.session import record_finished
from game.saves.record import SavedGame
from game.scenes.records.badges import badge
from game.ui import theme
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.ui.fonts import Fonts

CARD = pygame.Rect(0, 0, 340, 72)
MARGIN = 8
SHOWN_EACH = 2.6  # seconds a card stays
SLIDE = 0.3
MOST = 5  # cards shown one after another; the last names how many more


class AchievementToast(Widget):
    """The achievements a finished game earned, one small card at a time in
    the top-right corner, from when the toast was made (``clock``: seconds,
    for tests). It covers no button and takes no clicks."""

    focusable = False

    def __init__(
        self,
        earned: Sequence[Earned],
        kids: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        rect = pygame.Rect(0, MARGIN, CARD.width, CARD.height)
        rect.right = theme.SCREEN_SIZE[0] - MARGIN
        super().__init__(rect, "Achievements earned")
        self.earned = tuple(earned)
        self.kids = kids
        self.clock = clock
        self.born = clock()

    @property
    def shown_for(self) -> float:
        return SHOWN_EACH * min(len(self.earned), MOST)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def current(self) -> int | None:
        """Which card shows now (None: none)."""
        age = self.clock() - self.born
        if not self.earned or age < 0 or age >= self.shown_for:
            return None
        return int(age // SHOWN_EACH)

    def showing(self) -> float:
        """How far in the current card is: 0 hidden, 1 fully in."""
        index = self.current()
        if index is None:
            return 0.0
        age = self.clock() - self.born - index * SHOWN_EACH
        return max(0.0, min(1.0, age / SLIDE, (SHOWN_EACH - age) / SLIDE))

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        index, shown = self.current(), self.showing()
        if index is None or shown <= 0:
            return
        shift = round((1 - shown) * (CARD.width + MARGIN))
        card = self.rect.move(shift, 0)
        more = len(self.earned) - MOST if index == MOST - 1 else 0
        self._card(surface, fonts, card, self.earned[index], more)

    def _line(
        self,
        fonts: Fonts,
        words: str,
        size: int,
        room: int,
        colour: theme.Colour,
        bold: bool = False,
    ) -> pygame.Surface:
        """``words`` rendered at the view's scale, cut short to fit ``room``
        logical pixels as drawn."""
        scale = self.view.scale
        font = fonts.get(size, bold, scale)
        width = self.view.px(room)
        if font.size(words)[0] > width:
            while words and font.size(words + "...")[0] > width:
                words = words[:-1]
            words = words.rstrip() + "..."
        return fonts.render(words, size, colour, bold, scale)

    def _card(
        self,
        surface: pygame.Surface,
        fonts: Fonts,
        card: pygame.Rect,
        item: Earned,
        more: int,
    ) -> None:
        view = self.view
        achievement = item.achievement
        back = (255, 255, 255) if self.kids else theme.PANEL
        edge = achievement.colour
        body = view.rect(card)
        radius = view.px(16)
        shadow = body.move(0, view.px(4))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surface, back, body, border_radius=radius)
        pygame.draw.rect(surface, edge, body, width=view.px(3), border_radius=radius)
        picture = badge(achievement, view.px(56))
        spot = view.point((card.left + 8, card.centery))
        surface.blit(picture, picture.get_rect(midleft=spot))
        ink = theme.INK if self.kids else theme.FOAM
        kind = "New sticker" if achievement.sticker else "Achievement"
        extra = f" (+{more} more in Records)" if more > 0 else ""
        accent = theme.darken(edge, 0.2) if self.kids else theme.ACCENT
        words = f"{kind} · {item.profile}{extra}"
        top = self._line(fonts, words, 18, card.width - 84, accent, True)
        surface.blit(top, view.point((card.left + 84, card.top + 10)))
        title = self._line(fonts, achievement.title, 26, card.width - 96, ink, True)
        surface.blit(title, view.point((card.left + 84, card.top + 31)))
        line = self._line(fonts, achievement.words, 18, card.width - 96, ink)
        surface.blit(line, view.point((card.left + 84, card.top + 60)))


def after_game(ctx: Any, saved: SavedGame | None, kids: bool = False) -> Widget:
    """The results screens' one call: record the game that just finished
    (``saved``, its replay; None when nothing was saved) and give the toast
    of what it earned. A database that will not take it is a notice, never
    a crash."""
    try:
        earned = record_finished(ctx, saved)
    except sqlite3.Error as exc:
        notices = getattr(ctx, "notices", None)
        if isinstance(notices, list):
            notices.append(f"the game could not go into the records: {exc}")
        earned = []
    return AchievementToast(earned, kids=kids)
