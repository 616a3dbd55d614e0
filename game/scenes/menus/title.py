"""The title screen: play, how to play, settings, quit."""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.menu import MenuScene
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.settings import SettingsScene
from game.ui import art, theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext


@cache
def _emblem() -> pygame.Surface:
    return art.fountain(260, 205).convert_alpha()


NOTE_WIDTH = 400


class TitleScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        self.time = 0.0
        super().__init__(ctx)

    def build(self) -> None:
        add = self.widgets.add
        x, width = 640 - 180, 360
        add(Button((x, 380, width, 70), "Play", self._play, text_size=44))
        add(Button((x, 466, width, 62), "How to play", self._rules, style="quiet"))
        add(Button((x, 544, width, 62), "Settings", self._settings, style="quiet"))
        add(Button((x, 622, width, 62), "Quit", self.ctx.request_quit, style="quiet"))

    def _play(self) -> None:
        assert self.manager is not None
        self.manager.push(ModeSelectScene(self.ctx))

    def _rules(self) -> None:
        assert self.manager is not None
        self.manager.push(RulesScene(self.ctx, None))

    def _settings(self) -> None:
        assert self.manager is not None
        self.manager.push(SettingsScene(self.ctx))

    def back(self) -> None:
        """Escape on the title does nothing: Quit is a button away."""

    def update(self, dt: float) -> None:
        self.time += dt * self.ctx.settings.animation_speed

    def draw_content(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        centre = (640, 128)
        # Ripples spreading from the emblem; plain lines, so a frame stays cheap.
        for index in range(3):
            phase = (self.time * 0.35 + index / 3) % 1.0
            rx = 110 + phase * 260
            shade = 1.0 - phase
            colour = tuple(
                round(b + (f - b) * 0.35 * shade)
                for b, f in zip(theme.DEEP, theme.FOAM, strict=True)
            )
            rect = pygame.Rect(0, 0, int(rx * 2), int(rx * 0.55))
            rect.center = (centre[0], centre[1] + 78)
            pygame.draw.ellipse(surface, colour, rect, width=2)
        bob = math.sin(self.time * 1.6) * 3
        emblem = _emblem()
        surface.blit(emblem, emblem.get_rect(center=(centre[0], centre[1] + bob)))
        title = fonts.render("Fountaineer", 120, theme.FOAM, bold=True)
        shadow = fonts.render("Fountaineer", 120, theme.DEEP, bold=True)
        place = title.get_rect(midtop=(640, 238))
        surface.blit(shadow, place.move(3, 4))
        surface.blit(title, place)

    def static_key(self) -> object:
        return (super().static_key(), tuple(self.ctx.notices))

    def draw_static(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        tagline = fonts.render(
            "Build fountains, race The Machine, make a splash", 32, theme.MIST
        )
        surface.blit(tagline, tagline.get_rect(midtop=(640, 330)))
        hint = fonts.render("F11 fullscreen", 22, theme.darken(theme.MIST, 0.25))
        surface.blit(hint, hint.get_rect(bottomright=(1262, 708)))
        # Problems worth knowing (an unreadable settings file) sit in a note in
        # the top-left corner, clear of the buttons.
        lines = [
            line
            for notice in self.ctx.notices[-2:]
            for line in fonts.wrap(notice, 20, NOTE_WIDTH - 24)
        ]
        if lines:
            note = pygame.Rect(16, 16, NOTE_WIDTH, 20 * len(lines) + 20)
            surface.blit(theme.panel(note.size, alpha=220), note.topleft)
            for index, line in enumerate(lines):
                text = fonts.render(line, 20, theme.ACCENT)
                surface.blit(text, (note.x + 12, note.y + 10 + 20 * index))
