"""What a panel of the Kids' Splash table offers the scene that composes it."""

from __future__ import annotations

from typing import Protocol

import pygame

Point = tuple[float, float]


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
