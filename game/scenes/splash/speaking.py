"""Spoken lines said one after another on a Kids' Splash screen around the
table (the who-starts screen; the table itself has `game.scenes.splash.voice`).

A line waits until the voice channel is quiet, so one never cuts another
short; the ``voice_prompts`` setting turns the speaking off. ``said`` keeps
every line spoken (or that would have been, with no sound), for tests.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.audio.voice import Line

#: Seconds of quiet between two lines.
GAP = 0.15
#: Lines waiting beyond this many: the oldest are dropped.
MOST_WAITING = 3


class SpokenLines:
    def __init__(self, sound: Any, settings_now: Callable[[], Any]) -> None:
        self.sound = sound
        self.settings_now = settings_now
        self.waiting: list[Line] = []
        self.said: list[str] = []
        self.quiet = 0.0

    @property
    def on(self) -> bool:
        return bool(getattr(self.settings_now(), "voice_prompts", True))

    def say(self, line: Line) -> None:
        """Queue ``line`` (nothing when prompts are off)."""
        if not self.on:
            return
        self.waiting.append(line)
        del self.waiting[:-MOST_WAITING]

    def say_now(self, line: Line) -> None:
        """Say ``line`` at once, cutting short what is spoken and forgetting
        what waits (what happened now matters more)."""
        self.waiting.clear()
        if self.on:
            self._speak(line)

    def update(self, dt: float) -> None:
        self.quiet = max(0.0, self.quiet - dt)
        if not self.waiting or self.quiet > 0 or self.sound.voice_busy():
            return
        self._speak(self.waiting.pop(0))

    def _speak(self, line: Line) -> None:
        self.said.append(line.name)
        self.sound.play_voice(line.name)
        self.quiet = GAP
