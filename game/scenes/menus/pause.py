"""The pause menu every game scene opens: resume, rules, the keys of the game
(the help overlay), settings, save and quit, quit to menu."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.menu import OverlayScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.scene import Scene
from game.scenes.screens import back_to_title
from game.setup import Mode
from game.ui import theme
from game.ui.text import blit_text, clear_texts, is_recording, place_layer
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext

_PANEL = pygame.Rect(440, 110, 400, 500)


class PauseScene(OverlayScene):
    """Pushed over a game scene; Escape resumes. Quitting asks first while the
    game beneath is in progress (its ``game_in_progress``, True if absent):
    keep it for later (the default) or not. ``Save and quit`` shows when the
    game beneath is saved as it goes (its ``autosave``)."""

    draws_at_scale = True

    def __init__(self, ctx: AppContext, mode: Mode | None = None) -> None:
        self.mode = mode
        self._panel: pygame.Surface | None = None
        self._panel_key: object = None
        super().__init__(ctx)

    def build(self) -> None:
        x, width = _PANEL.x + 40, _PANEL.width - 80
        add = self.widgets.add
        add(Button((x, 196, width, 70), "Resume", self.back, text_size=40))
        half = (width - 12) // 2
        add(Button((x, 280, half, 58), "Rules", self._rules, style="quiet"))
        keys = (x + width - half, 280, half, 58)
        add(Button(keys, "Keys", self._keys, style="quiet"))
        add(Button((x, 352, width, 58), "Settings", self._settings, style="quiet"))
        save = add(Button((x, 442, width, 64), "Save and quit", self._save_and_quit))
        save.enabled = False  # until the game beneath is known (enter)
        add(Button((x, 522, width, 64), "Quit to menu", self._quit, style="danger"))

    def enter(self) -> None:
        self.widgets.find("Save and quit").enabled = self._autosave() is not None

    def _autosave(self) -> Any:
        if self.manager is None:
            return None
        game = self._game_beneath()
        if game is None or not getattr(game, "game_in_progress", False):
            return None
        return getattr(game, "autosave", None)

    def _save_and_quit(self) -> None:
        manager = self.manager
        assert manager is not None
        autosave = self._autosave()
        if autosave is not None:
            autosave.keep()
        back_to_title(manager, self.ctx)

    def _rules(self) -> None:
        assert self.manager is not None
        self.manager.push(RulesScene(self.ctx, self.mode))

    def _keys(self) -> None:
        """Every key of the game beneath (the help overlay, as F1 opens it)."""
        assert self.manager is not None
        beneath = self._game_beneath()
        self.manager.show_keys(beneath if isinstance(beneath, Scene) else self)

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
        if game is None or not getattr(game, "game_in_progress", True):
            back_to_title(manager, self.ctx)
            return
        autosave = getattr(game, "autosave", None)
        if autosave is None:
            manager.push(
                ConfirmScene(
                    self.ctx,
                    "Leave this game? It is not finished and will be lost.",
                    lambda: back_to_title(manager, self.ctx),
                )
            )
            return

        def leave(keep: bool) -> None:
            if keep:
                autosave.keep()
            else:
                autosave.discard()
            back_to_title(manager, self.ctx)

        manager.push(
            ConfirmScene(
                self.ctx,
                "Leave this game? It is kept for later: Continue on the title "
                "screen picks it up where you left it.",
                lambda: leave(True),
                confirm_label="Leave game",
                cancel_label="Keep playing",
                other=("Don't keep", lambda: leave(False)),
                confirm_style="accent",
            )
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        view, fonts = self.picture_view, self.ctx.fonts
        key = (view.scale, fonts.text_scale)
        if self._panel is None or self._panel_key != key or is_recording():
            self._panel_key = key
            self._panel = theme.panel(
                view.rect(_PANEL).size, alpha=255, scale=view.scale
            )
            clear_texts(self._panel)
            # the heading is display type: its size at every Text size
            size = round(56 / fonts.text_scale)
            text = fonts.render("Paused", size, theme.FOAM, True, view.scale)
            middle = self._panel.get_width() // 2
            blit_text(self._panel, text, text.get_rect(midtop=(middle, view.px(28))))
        place_layer(surface, self._panel, view.point(_PANEL.topleft))
