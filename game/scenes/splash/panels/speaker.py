"""The speaker button in the banner: a tap says the current prompt again
("Ada, your turn! Roll the die!"); its waves move while a line is spoken."""

from __future__ import annotations

import pygame

from game.render.splash import coords as coords
from game.scenes.splash.look import TableLook
from game.scenes.splash.panels.panel import Point, is_click, pointer_of
from game.scenes.splash.voice import TableVoice


class SpeakerPanel:
    def __init__(self, look: TableLook, voice: TableVoice) -> None:
        self.look = look
        self.voice = voice
        self.pointer: Point = (0.0, 0.0)
        self.time = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = pointer_of(event)
        if pos is not None:
            self.pointer = pos
        if is_click(event) and coords.inside(coords.SPEAKER_BUTTON, event.pos):
            self.voice.repeat()
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self.voice.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        box = coords.SPEAKER_BUTTON
        speaking = (self.time * 1.5) % 1.0 if self.voice.sound.voice_busy() else 0.0
        self.look.hud.draw_speaker(pen, box, coords.inside(box, self.pointer), speaking)
