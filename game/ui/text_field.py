"""A one-line text field for seat names: click or tab to it, then type."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.fonts import can_show
from game.ui.text import blit_text
from game.ui.widgets import Widget, label_size

if TYPE_CHECKING:
    from game.ui.fonts import Fonts

TEXT_SIZE = 32  # the name's type, logical (smaller where a long name needs)


class TextField(Widget):
    """Edits ``text`` from TEXTINPUT events while it has focus."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        text: str,
        on_change: Callable[[str], None],
        max_length: int = 14,
        placeholder: str = "",
    ) -> None:
        super().__init__(rect, label)
        self.placeholder = placeholder or label  # shown while the field is empty
        self.text = text
        self.on_change = on_change
        self.max_length = max_length
        self.selected = False  # all text selected: the next key replaces it

    def release_at(self, pos: tuple[int, int]) -> None:
        """Clicking only focuses the field (the group does that)."""

    def focus_changed(self, focused: bool) -> None:
        # Arriving selects the whole name, so typing replaces "Player 1".
        self.selected = focused and bool(self.text)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            # Only letters the font can draw: a name is shown on every screen.
            text = "".join(ch for ch in event.text if can_show(ch))
            if text:
                base = "" if self.selected else self.text
                self.selected = False
                room = self.max_length - len(base)
                self._set(base + text[: max(0, room)])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if self.selected or event.mod & pygame.KMOD_CTRL:
                    self._set("")
                else:
                    self._set(self.text[:-1])
                self.selected = False
                return True
            if event.key in (
                pygame.K_LEFT,
                pygame.K_RIGHT,
                pygame.K_END,
                pygame.K_HOME,
            ):
                self.selected = False  # keep the name, type after it
                return True
            if event.key == pygame.K_SPACE:
                return True  # typed through TEXTINPUT; never "activates" here
        return False

    def _set(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.on_change(text)

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        view = self.view
        shown_rect = view.rect(self.rect)
        radius = view.px(12)
        fill = theme.FOAM if focused else theme.lighten(theme.MIST, 0.35)
        pygame.draw.rect(surface, fill, shown_rect, border_radius=radius)
        edge = theme.FOCUS_RING if focused else theme.PANEL_EDGE
        pygame.draw.rect(
            surface,
            edge,
            shown_rect,
            width=view.px(3 if focused else 2),
            border_radius=radius,
        )
        shown = self.text or self.placeholder
        ink = theme.INK if self.text else theme.darken(theme.MIST, 0.3)
        logical_inner = self.rect.inflate(-20, -4)
        size = label_size(fonts, shown, TEXT_SIZE, logical_inner.width, False)
        text = fonts.render(shown, size, ink, scale=view.scale)
        clip = surface.get_clip()
        inner = view.rect(logical_inner)
        surface.set_clip(inner)
        place = text.get_rect(midleft=(inner.x, shown_rect.centery))
        if place.width > inner.width:  # a long name: its end shows
            place.right = inner.right
        if focused and self.selected:
            pygame.draw.rect(
                surface,
                theme.lighten(theme.ACCENT, 0.3),
                place.inflate(view.px(6), view.px(4)),
                border_radius=view.px(4),
            )
        blit_text(surface, text, place, inner)
        surface.set_clip(clip)
        if focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = min(place.right + view.px(3), inner.right) if self.text else inner.x
            pygame.draw.line(
                surface,
                theme.INK,
                (x, shown_rect.y + view.px(10)),
                (x, shown_rect.bottom - view.px(10)),
                view.px(2),
            )
