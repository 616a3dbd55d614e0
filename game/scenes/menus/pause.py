"""The pause menu every game scene opens: resume, rules, settings, quit to menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.menu import OverlayScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.screens import back_to_title
from game.setup import Mode
from game.ui import theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext

_PANEL = pygame.Rect(440, 110, 400, 500)


class PauseScene(OverlayScene):
    """Pushed over a game scene; Escape resumes. Quitting asks first while the
    game beneath is in progress (its ``game_in_progress``, True if absent)."""

    def __init__(self, ctx: AppContext, mode: Mode | None = None) -> None:
        self.mode = mode
        self._panel: pygame.Surface | None = None
        super().__init__(ctx)

    def build(self) -> None:
        x, width = _PANEL.x + 40, _PANEL.width - 80
        add = self.widgets.add
        add(Button((x, 200, width, 70), "Resume", self.back, text_size=40))
        add(Button((x, 290, width, 64), "Rules", self._rules, style="quiet"))
        add(Button((x, 372, width, 64), "Settings", self._settings, style="quiet"))
        add(Button((x, 490, width, 64), "Quit to menu", self._quit, style="danger"))

    def _rules(self) -> None:
        assert self.manager is not None
        self.manager.push(RulesScene(self.ctx, self.mode))

    def _settings(self) -> None:
        assert self.manager is not None
        self.manager.push(SettingsScene(self.ctx))

    def _game_beneath(self) -> object | None:
        assert self.manager is not None
        scenes = self.manager.scenes
        index = scenes.index(self) if self in scenes else len(scenes)
        return scenes[index - 1] if index >= 1 else None

    def _quit(self) -> None:
        manager = self.manager
        assert manager is not None
        game = self._game_beneath()
        if game is not None and getattr(game, "game_in_progress", True):
            manager.push(
                ConfirmScene(
                    self.ctx,
                    "Leave this game? It is not finished and will be lost.",
                    lambda: back_to_title(manager, self.ctx),
                )
            )
        else:
            back_to_title(manager, self.ctx)

    def draw_content(self, surface: pygame.Surface) -> None:
        if self._panel is None:
            self._panel = theme.panel(_PANEL.size, alpha=255)
            text = self.ctx.fonts.render("Paused", 56, theme.FOAM, bold=True)
            self._panel.blit(text, text.get_rect(midtop=(_PANEL.width // 2, 28)))
        surface.blit(self._panel, _PANEL.topleft)
