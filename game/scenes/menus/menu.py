"""The common frame of every menu screen: water background, heading, widgets.

A menu lays out on the 1280x720 logical screen. One that sets
``draws_at_scale`` draws at the surface's own resolution: its hooks map
logical places through ``self.picture_view`` (``game.ui.view.View``) and render their
fonts at ``self.picture_view.scale``; the frame, heading and widgets here already do.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.scenes.scene import Scene
from game.ui import theme
from game.ui.group import WidgetGroup
from game.ui.text import (
    blit_text,
    clear_texts,
    cover_texts,
    is_recording,
    place_layer,
)
from game.ui.view import UNIT_VIEW, View

if TYPE_CHECKING:
    from game.context import AppContext


@lru_cache(maxsize=4)
def _background(
    size: tuple[int, int], _top: theme.Colour, _bottom: theme.Colour
) -> pygame.Surface:
    scale = View.of_picture(size).scale
    return theme.water_background(size, scale=scale).convert()


def background(size: tuple[int, int] = theme.SCREEN_SIZE) -> pygame.Surface:
    """The water behind every menu, for a picture of ``size``, in the palette
    in use (high contrast has its own); a few sizes are cached, so a window
    resized again and again keeps only the last ones."""
    return _background(size, theme.DEEP, theme.LAGOON)


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
        #: where the logical screen lies on the surface drawn now
        self.picture_view: View = UNIT_VIEW
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
        surface.blit(background(surface.get_size()), (0, 0))

    def draw_heading(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        # Headings are display type: they keep their size at every Text size
        # (the subheading grows, and starts below the heading).
        below = 92
        if self.heading:
            size = round(64 / fonts.text_scale)
            text = fonts.render(self.heading, size, theme.FOAM, True, view.scale)
            blit_text(surface, text, view.place(text, midtop=(640, 34)))
            below = max(below, 34 + fonts.line_height(size, True) - 6)
        if self.subheading:
            text = fonts.render(self.subheading, 30, theme.MIST, scale=view.scale)
            blit_text(surface, text, view.place(text, midtop=(640, below)))

    def draw_static(self, surface: pygame.Surface) -> None:
        """What stays put while ``static_key`` is unchanged: drawn once onto a
        cached layer with the background and heading."""

    def static_key(self) -> object:
        """Redraw the cached layer when this value changes (and when the
        surface's size or the text size does)."""
        return (
            self.heading,
            self.subheading,
            self.ctx.settings.colour_blind,
            theme.FOAM,  # the palette: high contrast redraws it
        )

    def _look_at(self, surface: pygame.Surface) -> None:
        """Where the logical screen lies on ``surface`` (1:1 unless this
        screen draws at scale)."""
        self.picture_view = (
            View.of_picture(surface.get_size()) if self.draws_at_scale else UNIT_VIEW
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        """Anything that changes from frame to frame, under the widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        self._look_at(surface)
        key = (
            self.static_key(),
            surface.get_size(),
            self.ctx.fonts.text_scale,
            is_recording(),
        )
        if self._static is None or key != self._static_key or is_recording():
            size = surface.get_size() if self.draws_at_scale else theme.SCREEN_SIZE
            if self._static is None or self._static.get_size() != size:
                self._static = pygame.Surface(size).convert()
            clear_texts(self._static)
            self.draw_background(self._static)
            self.draw_heading(self._static)
            self.draw_static(self._static)
            self._static_key = key
        place_layer(surface, self._static, (0, 0))
        self.draw_content(surface)
        self.widgets.draw(surface, self.ctx.fonts, self.picture_view)


class OverlayScene(MenuScene):
    """A dialog drawn over the scene beneath, which stays visible but dimmed."""

    @property
    def is_opaque(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self._look_at(surface)
        surface.fill(DIM, special_flags=pygame.BLEND_MULT)
        cover_texts(surface, surface.get_rect())  # dimmed: read no more
        self.draw_heading(surface)
        self.draw_content(surface)
        self.widgets.draw(surface, self.ctx.fonts, self.picture_view)
