"""The Scene protocol and the stack of scenes that the loop drives."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.key_sheets import sheet_for_module
from game.ui.keys_overlay import INPUT_EVENTS, KeySheet, KeysOverlay, is_help_key
from game.ui.text_field import TextField

if TYPE_CHECKING:
    from game.context import AppContext, Screen


class Scene:
    """One screen. ``draw`` never changes state; data comes through the constructor.

    ``draws_at_scale``: the scene lays out on the 1280x720 logical screen but
    draws at the surface's own resolution (``game.ui.view.View.of_picture``);
    the others draw on the logical screen, which the window scales."""

    draws_at_scale = False

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
        """Draw onto ``surface``: 1280x720 logical, or the picture at the
        window's resolution when ``draws_at_scale``."""

    def keys_sheet(self) -> KeySheet:
        """The keys the help overlay (F1 or ?) lists over this screen."""
        return sheet_for_module(type(self).__module__)

    def typing(self) -> bool:
        """True while a text field takes typed letters (? is a letter then)."""
        focused = getattr(getattr(self, "widgets", None), "focused", None)
        return isinstance(focused, TextField)

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
        #: The help overlay listing the keys, while it shows (F1 or ?).
        self.keys_help: KeysOverlay | None = None

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

    def show_keys(self, scene: Scene | None = None) -> None:
        """Open the help overlay with the keys of ``scene`` (the top one)."""
        scene = scene if scene is not None else self.top
        if scene is not None:
            self.keys_help = KeysOverlay(scene.keys_sheet(), scene.ctx.fonts)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.keys_help is not None and event.type in INPUT_EVENTS:
            self.keys_help.handle_event(event)
            if self.keys_help.closed:
                self.keys_help = None
            return True
        top = self.top
        if top is None:
            return False
        if top.handle_event(event):
            return True
        if is_help_key(event) and (event.key == pygame.K_F1 or not top.typing()):
            self.show_keys(top)
            return True
        return False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None and self.keys_help is None:  # the game waits
            top.update(dt)

    def in_sight(self) -> list[Scene]:
        """The scenes drawn, bottom first: from the last opaque one upwards,
        so overlays show what lies beneath."""
        start = 0
        for index in range(len(self._stack) - 1, -1, -1):
            if self._stack[index].is_opaque:
                start = index
                break
        return self._stack[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.in_sight():
            scene.draw(surface)
        if self.keys_help is not None:
            self.keys_help.draw(surface)
