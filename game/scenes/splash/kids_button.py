"""A big bright rounded button for the Kids' Splash screens around the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.render.splash import kids_menu
from game.ui.text import place_layer
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.ui.fonts import Fonts

#: The colour of the quieter buttons (Back, Main menu).
QUIET_COLOUR = (60, 140, 200)


class KidsButton(Widget):
    """A big bright rounded button."""

    def __init__(
        self,
        rect: tuple[int, int, int, int] | pygame.Rect,
        label: str,
        action: Callable[[], None],
        colour: tuple[int, int, int],
        text_size: int,
    ) -> None:
        super().__init__(rect, label)
        self.action = action
        self.colour = colour
        self.text_size = text_size

    def activate(self) -> None:
        self._click()
        self.action()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        view = self.view  # the screen's scale (1:1 on a logical canvas)
        button = kids_menu.big_button(
            fonts,
            self.rect.size,
            self.label,
            self.colour,
            self.hover or focused,
            text_size=self.text_size,
            scale=view.scale,
        )
        place_layer(surface, button, view.point(self.rect.topleft))
        if focused:
            self._draw_focus(surface, self.rect)
