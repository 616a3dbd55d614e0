"""Stands in for a game scene that is not built yet; every menu path still works."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.menu import MenuScene
from game.setup import GameSetup, Mode
from game.ui import theme
from game.ui.seat_marks import draw_seat_mark
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext

MODE_NAMES = {
    Mode.FOUNTAINS: "Fountains",
    Mode.SOLO: "Solo vs The Machine",
    Mode.SPLASH: "Kids' Splash",
}


class NotReadyScene(MenuScene):
    """Shows the game that would start, says it is not ready, offers the way back.

    Escape opens the pause menu, as in every game scene."""

    game_in_progress = False

    def __init__(self, ctx: AppContext, setup: GameSetup, reason: str = "") -> None:
        self.setup = setup
        self.reason = reason
        self.heading = f"{MODE_NAMES[setup.mode]} is not ready yet"
        super().__init__(ctx)

    def build(self) -> None:
        self.widgets.add(Button((340, 600, 280, 70), "Menu", self.pause, style="quiet"))
        self.widgets.add(Button((660, 600, 280, 70), "Main menu", self._home))

    def pause(self) -> None:
        from game.scenes.menus.pause import PauseScene

        assert self.manager is not None
        self.manager.push(PauseScene(self.ctx, self.setup.mode))

    def _home(self) -> None:
        from game.scenes.menus.navigation import back_to_title

        assert self.manager is not None
        back_to_title(self.manager, self.ctx)

    def back(self) -> None:
        self.pause()

    def draw_static(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        lines = [
            "The table for this mode is still being built.",
            "Your choices were kept:",
        ]
        for index, line in enumerate(lines):
            text = fonts.render(line, 32, theme.MIST)
            surface.blit(text, text.get_rect(midtop=(640, 130 + index * 40)))
        options = [f"seed {self.setup.seed}"]
        if self.setup.advanced:
            options.append("advanced variant")
        if self.setup.difficulty:
            options.append(f"difficulty {self.setup.difficulty}")
        if self.setup.mode is Mode.SPLASH:
            options.append(f"pond {self.setup.level or 'default'}")
            options += [
                name
                for name, on in (
                    ("cooperative", self.setup.cooperative),
                    ("competitive", self.setup.competitive),
                    ("advanced toss", self.setup.toss),
                )
                if on
            ]
        y = 230
        for index, seat in enumerate(self.setup.seats):
            draw_seat_mark(
                surface,
                index,
                seat.colour,
                (520, y + 20),
                16,
                self.ctx.settings.colour_blind,
            )
            who = "computer" if seat.computer else "human"
            text = fonts.render(f"{seat.name}  ({who})", 34, theme.FOAM)
            surface.blit(text, text.get_rect(midleft=(550, y + 20)))
            y += 50
        text = fonts.render(", ".join(options), 28, theme.MIST)
        surface.blit(text, text.get_rect(midtop=(640, y + 14)))
        if self.reason:
            text = fonts.render(f"({self.reason})", 22, theme.darken(theme.MIST, 0.2))
            surface.blit(text, text.get_rect(midtop=(640, y + 52)))
