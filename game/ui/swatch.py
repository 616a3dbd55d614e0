"""A seat's colour button: shows the seat mark; a click picks the next free
colour."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.seat_marks import draw_seat_mark
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.ui.fonts import Fonts


class ColourSwatch(Widget):
    """``on_pick`` is asked for the next colour; the scene keeps colours distinct."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        seat: int,
        colour: theme.Colour,
        on_pick: Callable[[int], theme.Colour],
        colour_blind: Callable[[], bool],
    ) -> None:
        super().__init__(rect, label)
        self.seat = seat
        self.colour = colour
        self.on_pick = on_pick
        self.colour_blind = colour_blind

    def activate(self) -> None:
        if self.enabled:
            self._click()
            self.colour = self.on_pick(self.seat)

    def adjust(self, step: int) -> bool:
        self.activate()
        return True

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        view = self.view
        fill = theme.BUTTON_QUIET_HOVER if self.hover else theme.BUTTON_QUIET
        pygame.draw.rect(surface, fill, view.rect(self.rect), border_radius=view.px(14))
        if focused:
            self._draw_focus(surface, self.rect)
        draw_seat_mark(
            surface,
            self.seat,
            self.colour,
            view.point(self.rect.center),
            min(self.rect.size) * 0.3 * view.scale,
            self.colour_blind(),
            outline=view.px(2),
        )
