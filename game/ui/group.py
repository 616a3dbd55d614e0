"""A screen's widgets with keyboard focus: Tab and the arrow keys move it,
Enter or Space activates, Left and Right change values."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.ui.view import UNIT_VIEW, View
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.ui.fonts import Fonts

_NEXT = (pygame.K_TAB, pygame.K_DOWN)
_ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class WidgetGroup:
    """Routes events to widgets and owns the keyboard focus."""

    def __init__(self, sound: object | None = None) -> None:
        self.sound = sound
        self.widgets: list[Widget] = []
        self._focus: int | None = None

    @property
    def focus(self) -> int | None:
        """Index of the widget with keyboard focus, or None."""
        return self._focus

    @focus.setter
    def focus(self, index: int | None) -> None:
        before = self.focused
        self._focus = index
        after = self.focused
        if before is not after:
            if before is not None:
                before.focus_changed(False)
            if after is not None:
                after.focus_changed(True)

    def __iter__(self) -> Iterator[Widget]:
        return iter(self.widgets)

    def add(self, widget: Widget) -> Widget:
        widget.sound = self.sound
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = None

    def find(self, label: str) -> Widget:
        """The widget with this label (used by scenes and tests)."""
        for widget in self.widgets:
            if widget.label == label:
                return widget
        raise KeyError(f"no widget labelled {label!r}")

    @property
    def focused(self) -> Widget | None:
        if self.focus is None or self.focus >= len(self.widgets):
            return None
        return self.widgets[self.focus]

    def focus_on(self, widget: Widget | None) -> None:
        self.focus = None if widget is None else self.widgets.index(widget)

    def _move_focus(self, step: int) -> None:
        usable = [i for i, w in enumerate(self.widgets) if w.focusable and w.enabled]
        if not usable:
            self.focus = None
            return
        if self.focus not in usable:
            self.focus = usable[0] if step > 0 else usable[-1]
            return
        position = usable.index(self.focus)
        self.focus = usable[(position + step) % len(usable)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        focused = self.focused
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN) and focused is not None:
            if focused.handle_key(event):
                return True
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        if event.type == pygame.TEXTINPUT:
            return False
        used = False
        for widget in list(self.widgets):
            if widget.handle_event(event):
                used = True
                if event.type == pygame.MOUSEBUTTONDOWN and widget in self.widgets:
                    self._mouse_focus(widget)
                break
        if event.type == pygame.MOUSEBUTTONDOWN and not used:
            self.focus = None
        return used

    def _mouse_focus(self, widget: Widget) -> None:
        # A click focuses a text field for typing; other widgets drop focus so
        # the ring only shows while the keyboard is in use.
        from game.ui.text_field import TextField

        self.focus = (
            self.widgets.index(widget) if isinstance(widget, TextField) else None
        )

    def _handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in _NEXT:
            back = key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
            self._move_focus(-1 if back else 1)
            return True
        if key == pygame.K_UP:
            self._move_focus(-1)
            return True
        focused = self.focused
        if focused is None:
            return False
        if key in _ACTIVATE:
            from game.ui.text_field import TextField

            if isinstance(focused, TextField):
                self._move_focus(1)
            else:
                focused.activate()
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            return focused.adjust(-1 if key == pygame.K_LEFT else 1)
        return False

    def draw(
        self, surface: pygame.Surface, fonts: Fonts, view: View = UNIT_VIEW
    ) -> None:
        """Draw every widget; ``view``: where the logical screen lies on
        ``surface`` (a screen drawing at scale passes its own)."""
        focused = self.focused
        for widget in self.widgets:
            widget.view = view
            widget.draw(surface, fonts, widget is focused)
