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

CARD = pygame.Rect(0, 0, 380, 84)
MARGIN = 16
SHOWN_FOR = 7.0
SLIDE = 0.35
MOST = 3  # cards at once; more say "and N more"


class AchievementToast(Widget):
    """The achievements a finished game earned, shown for `SHOWN_FOR`
    seconds from when the toast was made (``clock``: seconds, for tests)."""

    focusable = False

    def __init__(
        self,
        earned: Sequence[Earned],
        kids: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        height = (CARD.height + 10) * min(len(earned), MOST) + (
            30 if len(earned) > MOST else 0
        )
        rect = pygame.Rect(0, MARGIN, CARD.width, height)
        rect.right = theme.SCREEN_SIZE[0] - MARGIN
        super().__init__(rect, "Achievements earned")
        self.earned = tuple(earned)
        self.kids = kids
        self.clock = clock
        self.born = clock()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def showing(self) -> float:
        """How far in the toast is: 0 hidden, 1 fully in."""
        if not self.earned:
            return 0.0
        age = self.clock() - self.born
        if age < 0 or age > SHOWN_FOR:
            return 0.0
        return min(1.0, age / SLIDE, (SHOWN_FOR - age) / SLIDE)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        shown = self.showing()
        if shown <= 0:
            return
        shift = round((1 - shown) * (CARD.width + MARGIN))
        y = self.rect.top
        for item in self.earned[:MOST]:
            card = pygame.Rect(self.rect.left + shift, y, CARD.width, CARD.height)
            self._card(surface, fonts, card, item)
            y += CARD.height + 10
        if len(self.earned) > MOST:
            more = fonts.render(
                f"and {len(self.earned) - MOST} more in Records", 22, theme.FOAM
            )
            surface.blit(more, more.get_rect(topright=(self.rect.right + shift, y)))

    def _card(
        self, surface: pygame.Surface, fonts: Fonts, card: pygame.Rect, item: Earned
    ) -> None:
        achievement = item.achievement
        back = (255, 255, 255) if self.kids else theme.PANEL
        edge = achievement.colour
        shadow = card.move(0, 4)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=16)
        pygame.draw.rect(surface, back, card, border_radius=16)
        pygame.draw.rect(surface, edge, card, width=3, border_radius=16)
        picture = badge(achievement, 64)
        surface.blit(picture, picture.get_rect(midleft=(card.left + 10, card.centery)))
        ink = theme.INK if self.kids else theme.FOAM
        kind = "New sticker" if achievement.sticker else "Achievement"
        top = fonts.render(
            fonts.fit(f"{kind} · {item.profile}", 20, card.width - 96),
            20,
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
