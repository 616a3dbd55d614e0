"""A yes/no dialog over the current screen, e.g. before leaving a game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.menu import OverlayScene
from game.ui import theme
from game.ui.text import blit_text, clear_texts, is_recording, place_layer
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext

_PANEL = pygame.Rect(290, 200, 700, 320)


class ConfirmScene(OverlayScene):
    """``on_confirm`` runs after the dialog has closed; Escape cancels.

    ``other`` adds a third choice (label, action) between the two, e.g.
    leaving a game without keeping it; ``confirm_style`` colours the confirm
    button ("danger" by default; "accent" when confirming is the safe choice,
    which then holds the keyboard focus, so Enter takes it)."""

    draws_at_scale = True

    def __init__(
        self,
        ctx: AppContext,
        message: str,
        on_confirm: Callable[[], None],
        confirm_label: str = "Leave game",
        cancel_label: str = "Keep playing",
        other: tuple[str, Callable[[], None]] | None = None,
        confirm_style: str = "danger",
    ) -> None:
        self.message = message
        self.on_confirm = on_confirm
        self.confirm_label = confirm_label
        self.cancel_label = cancel_label
        self.other = other
        self.confirm_style = confirm_style
        self._panel: pygame.Surface | None = None
        self._panel_key: object = None
        super().__init__(ctx)

    def build(self) -> None:
        y = _PANEL.bottom - 100
        count = 3 if self.other is not None else 2
        gap = 20
        width = (_PANEL.width - 80 - gap * (count - 1)) // count
        size = 36 if count == 2 else 30
        xs = [_PANEL.x + 40 + i * (width + gap) for i in range(count)]
        self.widgets.add(
            Button(
                (xs[0], y, width, 70),
                self.cancel_label,
                self.back,
                style="quiet",
                text_size=size,
            )
        )
        if self.other is not None:
            label, action = self.other
            self.widgets.add(
                Button(
                    (xs[1], y, width, 70),
                    label,
                    lambda: self._choose(action),
                    style="danger",
                    text_size=size,
                )
            )
        confirm = self.widgets.add(
            Button(
                (xs[-1], y, width, 70),
                self.confirm_label,
                self._confirm,
                style=self.confirm_style,
                text_size=size,
            )
        )
        if self.confirm_style != "danger":
            self.widgets.focus_on(confirm)

    def _confirm(self) -> None:
        self._choose(self.on_confirm)

    def _choose(self, action: Callable[[], None]) -> None:
        assert self.manager is not None
        self.manager.pop()
        action()

    def draw_content(self, surface: pygame.Surface) -> None:
        view, fonts = self.picture_view, self.ctx.fonts
        key = (view.scale, fonts.text_scale)
        if self._panel is None or self._panel_key != key or is_recording():
            self._panel_key = key
            self._panel = theme.panel(
                view.rect(_PANEL).size, alpha=255, scale=view.scale
            )
            clear_texts(self._panel)
            size, lines = self._message_lines()
            step = fonts.line_height(size) + 2
            middle = self._panel.get_width() // 2
            for index, line in enumerate(lines):
                text = fonts.render(line, size, theme.FOAM, scale=view.scale)
                top = view.px(40 + index * step)
                blit_text(self._panel, text, text.get_rect(midtop=(middle, top)))
        place_layer(surface, self._panel, view.point(_PANEL.topleft))

    def _message_lines(self) -> tuple[int, list[str]]:
        """The message wrapped at the largest size whose lines fit above the
        buttons (at a larger Text size, down to its 100% pixels)."""
        fonts = self.ctx.fonts
        room = _PANEL.height - 100 - 40 - 8
        least = min(38, int(38 / fonts.text_scale))
        for size in range(38, least - 1, -1):
            lines = fonts.wrap(self.message, size, _PANEL.width - 80)
            if len(lines) * (fonts.line_height(size) + 2) <= room:
                return size, lines
        return least, fonts.wrap(self.message, least, _PANEL.width - 80)
