"""What a panel of the Kids' Splash table offers the scene that composes it:
the convention of `game.scenes.panel_stack` (one ordered list, drawn
bottom-most first, events offered top-most first), and the small helpers the
panels share to read an event."""

from __future__ import annotations

from typing import Protocol

import pygame

Point = tuple[float, float]
#: The keys that press what is lit, skip what is shown, or end the celebration.
CONFIRM_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Panel(Protocol):
    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


def pointer_of(event: pygame.event.Event) -> Point | None:
    """Where a mouse event happened, or None for any other event."""
    if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        x, y = event.pos
        return (float(x), float(y))
    return None


def is_click(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
