"""The panel convention both tables share: one ordered list of panels,
bottom-most first. It is drawn in that order; pointer motion is shown to every
panel (each keeps its own hover); any other event is offered top-most first
until a panel takes it (``handle_event`` returns True).

A panel owns its part of the screen and its own bits of UI state, reads the
table state and sends it intents; it decides by itself, from the event and
the state, whether an event is its own, so the order of the list is the only
routing there is. A panel that needs something done elsewhere is handed a
callable (an intent), never another panel.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Protocol

import pygame


class StackedPanel(Protocol):
    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class PanelStack:
    """The ordered panels of one table, bottom-most first."""

    def __init__(self, panels: Sequence[StackedPanel]) -> None:
        self.panels: tuple[StackedPanel, ...] = tuple(panels)

    def __iter__(self) -> Iterator[StackedPanel]:
        return iter(self.panels)

    def top_first(self) -> Iterator[StackedPanel]:
        return reversed(self.panels)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Motion to every panel (True); anything else top-most first until a
        panel takes it (whether one did)."""
        if event.type == pygame.MOUSEMOTION:
            for panel in self.panels:
                panel.handle_event(event)
            return True
        return any(panel.handle_event(event) for panel in self.top_first())

    def update(self, dt: float) -> None:
        for panel in self.panels:
            panel.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for panel in self.panels:
            panel.draw(surface)
