"""The common frame of every menu screen: water background, heading, widgets."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

import pygame

from game.scenes.scene import Scene
from game.ui import theme
from game.ui.group import WidgetGroup
from game.ui.text import blit_text, is_recording, place_layer

if TYPE_CHECKING:
    from game.context import AppContext


@cache
def _background(_top: theme.Colour, _bottom: theme.Colour) -> pygame.Surface:
    return theme.water_background().convert()


def background() -> pygame.Surface:
    """The water, in the palette in use (high contrast has its own)."""
    return _background(theme.DEEP, theme.LAGOON)


DIM = (70, 88, 104)  # multiplied into the screen beneath an overlay


class MenuScene(Scene):
    """A full-screen menu. Subclasses add widgets in ``build`` and say where
    Escape leads in ``back``."""

    heading = ""
    subheading = ""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.widgets = WidgetGroup(ctx.sound)
        self._static: pygame.Surface | None = None
        self._static_key: object = None
        self.build()

    def build(self) -> None:
        """Create the widgets."""

    def back(self) -> None:
        """Escape: leave this screen."""
        if self.manager is not None and len(self.manager) > 1:
            self.manager.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(background(), (0, 0))

    def draw_heading(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        if self.heading:
            text = fonts.render(self.heading, 64, theme.FOAM, bold=True)
            blit_text(surface, text, text.get_rect(midtop=(640, 34)))
        if self.subheading:
            text = fonts.render(self.subheading, 30, theme.MIST)
            blit_text(surface, text, text.get_rect(midtop=(640, 92)))

    def draw_static(self, surface: pygame.Surface) -> None:
        """What stays put while ``static_key`` is unchanged: drawn once onto a
        cached layer with the background and heading."""

    def static_key(self) -> object:
        """Redraw the cached layer when this value changes."""
        return (
            self.heading,
            self.subheading,
            self.ctx.settings.colour_blind,
            theme.FOAM,  # the palette: high contrast redraws it
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        """Anything that changes from frame to frame, under the widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        key = self.static_key()
        if self._static is None or key != self._static_key or is_recording():
            self._static = pygame.Surface(theme.SCREEN_SIZE).convert()
            self.draw_background(self._static)
            self.draw_heading(self._static)
            self.draw_static(self._static)
            self._static_key = key
        place_layer(surface, self._static, (0, 0))
        self.draw_content(surface)
        self.widgets.draw(surface, self.ctx.fonts)


class OverlayScene(MenuScene):
    """A dialog drawn over the scene beneath, which stays visible but dimmed."""

    @property
    def is_opaque(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(DIM, special_flags=pygame.BLEND_MULT)
        self.draw_heading(surface)
        self.draw_content(surface)
        self.widgets.draw(surface, self.ctx.fonts)
