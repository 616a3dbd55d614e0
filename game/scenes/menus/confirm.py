"""A yes/no dialog over the current screen, e.g. before leaving a game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.menu import OverlayScene
from game.ui import theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext

_PANEL = pygame.Rect(290, 200, 700, 320)


class ConfirmScene(OverlayScene):
    """``on_confirm`` runs after the dialog has closed; Escape cancels."""

    def __init__(
        self,
        ctx: AppContext,
        message: str,
        on_confirm: Callable[[], None],
        confirm_label: str = "Leave game",
        cancel_label: str = "Keep playing",
    ) -> None:
        self.message = message
        self.on_confirm = on_confirm
        self.confirm_label = confirm_label
        self.cancel_label = cancel_label
        self._panel: pygame.Surface | None = None
        super().__init__(ctx)

    def build(self) -> None:
        y = _PANEL.bottom - 100
        self.widgets.add(
            Button(
                (_PANEL.x + 40, y, 300, 70),
                self.cancel_label,
                self.back,
                style="quiet",
                text_size=36,
            )
        )
        self.widgets.add(
            Button(
                (_PANEL.right - 340, y, 300, 70),
                self.confirm_label,
                self._confirm,
                style="danger",
                text_size=36,
            )
        )

    def _confirm(self) -> None:
        assert self.manager is not None
        self.manager.pop()
        self.on_confirm()

    def draw_content(self, surface: pygame.Surface) -> None:
        if self._panel is None:
            self._panel = theme.panel(_PANEL.size, alpha=255)
            fonts = self.ctx.fonts
            y = 40
            for line in fonts.wrap(self.message, 38, _PANEL.width - 80):
                text = fonts.render(line, 38, theme.FOAM)
                self._panel.blit(text, text.get_rect(midtop=(_PANEL.width // 2, y)))
                y += 46
        surface.blit(self._panel, _PANEL.topleft)
