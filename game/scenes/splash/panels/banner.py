"""The banner along the top: whose turn it is (a pill in the seat colour),
what to do now, the die rolled and the throws left."""

from __future__ import annotations

import pygame

from game.rules.splash import Phase
from game.scenes.splash.look import TableLook
from game.scenes.splash.table_state import TableState
from game.scenes.splash.table_view import ThrowPebbles
from game.scenes.splash.voice import TableVoice


class BannerPanel:
    def __init__(
        self,
        state: TableState,
        look: TableLook,
        voice: TableVoice,
        pebbles: ThrowPebbles,
    ) -> None:
        self.state = state
        self.look = look
        #: The spoken prompt, whose words are the banner's caption.
        self.voice = voice
        #: The die's pebbles on their way to the counter.
        self.pebbles = pebbles
        self.time = 0.0

    def throws(self) -> tuple[int, int] | None:
        """(left, of) pebbles on the throw counter: from the moment the
        rolled die's pebbles land on it, through the throws."""
        state = self.state
        shown = state.throws_shown()
        if shown is not None:
            return shown
        game = state.game
        if game.phase is not Phase.CHOOSE or not game.roll or state.rolling > 0:
            return None
        landed = self.pebbles.landed()
        return (game.roll if landed is None else landed, game.roll)

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
        pen = self.look.pen(surface)
        state, look = self.state, self.look
        game = state.game
        seat = game.winner if game.winner is not None else state.shown_seat
        roll = game.roll if state.rolling <= 0 else None
        look.hud.draw_banner(
            pen,
            look.names[seat],
            look.colours[seat],
            seat,
            look.marks,
            self.prompt(),
            roll,
            self.throws(),
            self.time,
            self.icon(),
            look.colours if state.game.options.cooperative else (),
        )

    def icon(self) -> str | None:
        """The picture of the prompt (the spoken prompt's name)."""
        line = self.voice.prompt_line()
        return line.name if line is not None else None
