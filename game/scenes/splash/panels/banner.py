"""The banner along the top: whose turn it is (a pill in the seat colour),
what to do now, the die rolled and the throws left."""

from __future__ import annotations

import pygame

from game.scenes.splash.look import TableLook
from game.scenes.splash.table_state import TableState
from game.scenes.splash.voice import TableVoice


class BannerPanel:
    def __init__(self, state: TableState, look: TableLook, voice: TableVoice) -> None:
        self.state = state
        self.look = look
        #: The spoken prompt, whose words are the banner's caption.
        self.voice = voice
        self.time = 0.0

    def prompt(self) -> str:
        """What the banner says to do now: the spoken prompt's words while a
        player is to act, else what is going on."""
        state = self.state
        game = state.game
        if game.is_over():
            return "We have a winner!"
        if state.is_computer(state.seat):
            return "is playing... (tap to skip)"
        if state.rolling > 0:
            return "Rolling..."
        if state.is_busy():
            return "Splash!" if state.pond.is_throwing() else "Look!"
        line = self.voice.prompt_line()
        return line.words if line is not None else ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        state, look = self.state, self.look
        game = state.game
        seat = game.winner if game.winner is not None else state.shown_seat
        roll = game.roll if state.rolling <= 0 else None
        look.hud.draw_banner(
            surface,
            look.names[seat],
            look.colours[seat],
            seat,
            look.marks,
            self.prompt(),
            roll,
            state.throws_shown(),
            self.time,
        )
