"""Drive the app the way a player does, through posted events (for tests and
tools). Every helper posts real pygame events and then runs whole frames."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.scene import Scene
    from game.ui.widgets import Widget

FRAME_DT = 1.0 / 60.0


class UiDriver:
    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def top(self) -> Scene:
        top = self.app.manager.top
        assert top is not None, "the scene stack is empty"
        return top

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.frame(FRAME_DT)

    def widget(self, label: str) -> Widget:
        widgets = getattr(self.top, "widgets", None)
        if widgets is None:
            raise LookupError(f"{type(self.top).__name__} has no widgets")
        return widgets.find(label)

    def has_widget(self, label: str) -> bool:
        try:
            self.widget(label)
        except (LookupError, KeyError):
            return False
        return True

    def at_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The window pixel a person clicks to hit the logical point ``pos``."""
        window = getattr(self.app, "window", None)
        return pos if window is None else window.view.to_window(pos)

    def click_at(self, pos: tuple[int, int], frames: int = 1) -> None:
        """Click where the logical point ``pos`` shows in the window."""
        pos = self.at_window(pos)
        post = pygame.event.post
        post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
            )
        )
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(frames)

    def click(self, label: str, frames: int = 1) -> None:
        """Click the centre of the widget with this label on the top scene."""
        self.click_at(self.widget(label).rect.center, frames)

    def click_rect(self, rect: pygame.Rect, frames: int = 1) -> None:
        self.click_at(rect.center, frames)

    def key(self, key: int, mod: int = 0, frames: int = 1) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        )
        pygame.event.post(
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        )
        self.frames(frames)

    def type_text(self, text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames()
