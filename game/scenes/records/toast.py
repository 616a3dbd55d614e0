"""The toast of an achievement just earned: a small card in the top-right
corner of a results screen (never over a table in play) that slides in,
stays a few seconds and goes. It takes no clicks and no keyboard focus."""

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

    def _card(
        self,
        surface: pygame.Surface,
        fonts: Fonts,
        card: pygame.Rect,
        item: Earned,
        more: int,
    ) -> None:
        achievement = item.achievement
        back = (255, 255, 255) if self.kids else theme.PANEL
        edge = achievement.colour
        shadow = card.move(0, 4)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=16)
        pygame.draw.rect(surface, back, card, border_radius=16)
        pygame.draw.rect(surface, edge, card, width=3, border_radius=16)
        picture = badge(achievement, 56)
        surface.blit(picture, picture.get_rect(midleft=(card.left + 8, card.centery)))
        ink = theme.INK if self.kids else theme.FOAM
        kind = "New sticker" if achievement.sticker else "Achievement"
        extra = f" (+{more} more in Records)" if more > 0 else ""
        top = fonts.render(
            fonts.fit(f"{kind} · {item.profile}{extra}", 18, card.width - 84),
            18,
            theme.darken(edge, 0.2) if self.kids else theme.ACCENT,
            bold=True,
        )
        surface.blit(top, (card.left + 84, card.top + 10))
        title = fonts.render(
            fonts.fit(achievement.title, 26, card.width - 96), 26, ink, bold=True
        )
        surface.blit(title, (card.left + 84, card.top + 31))
        words = fonts.render(fonts.fit(achievement.words, 18, card.width - 96), 18, ink)
        surface.blit(words, (card.left + 84, card.top + 60))


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
