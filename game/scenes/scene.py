"""The Scene protocol and the stack of scenes that the loop drives."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.context import AppContext, Screen


class Scene:
    """One screen. ``draw`` never changes state; data comes through the constructor."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.manager: SceneManager | None = None

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the top of the stack for good."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; return True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (1280x720 logical)."""

    @property
    def is_opaque(self) -> bool:
        """False for overlays (pause, dialogs) that draw over the scene below."""
        return True


class SceneManager:
    """A stack of scenes: push, pop, replace. The top scene gets events.

    ``on_cleared`` are called each time ``clear_to`` has closed every scene,
    before the new one starts (the app lets go of the last game's caches)."""

    def __init__(self) -> None:
        self._stack: list[Scene] = []
        self.on_cleared: list[Callable[[], None]] = []

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._stack)

    def __len__(self) -> int:
        return len(self._stack)

    def push(self, scene: Screen) -> None:
        # a screen from ``ctx.screens`` is one of the scenes (the context names
        # it by what it does, not by its class)
        assert isinstance(scene, Scene), scene
        scene.manager = self
        self._stack.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self._stack.pop()
        scene.exit()
        if self._stack:
            self._stack[-1].enter()
        return scene

    def replace(self, scene: Screen) -> None:
        if self._stack:
            self._stack.pop().exit()
        self.push(scene)

    def clear_to(self, scene: Screen) -> None:
        """Drop every scene and start again from ``scene`` (e.g. back to the title)."""
        while self._stack:
            self._stack.pop().exit()
        for cleared in self.on_cleared:
            cleared()
        self.push(scene)

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        # Draw from the last opaque scene upwards so overlays show what lies beneath.
        start = 0
        for index in range(len(self._stack) - 1, -1, -1):
            if self._stack[index].is_opaque:
                start = index
                break
        for scene in self._stack[start:]:
            scene.draw(surface)
