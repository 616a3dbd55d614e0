"""The banner along the top: whose turn it is (a pill in the seat colour),
what to do now, the die rolled and the throws left."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.rules.splash import Phase
from game.scenes.splash.look import TableLook
from game.scenes.splash.table_state import TableState


class BannerPanel:
    def __init__(
        self, state: TableState, look: TableLook, picking: Callable[[], bool]
    ) -> None:
        self.state = state
        self.look = look
        #: The Free Pick view is open (the prompt says what to tap).
        self.picking = picking
        self.time = 0.0

    def prompt(self) -> str:
        """What the banner says to do now."""
        state = self.state
        game = state.game
        if game.is_over():
            return "We have a winner!"
        if state.is_computer(state.seat):
            return "is playing... (click to skip)"
        if state.rolling > 0:
            return "Rolling..."
        if state.is_busy():
            return "Splash!" if state.pond.is_throwing() else "Look!"
        phase = game.phase
        if phase is Phase.ROLL:
            return "Tap the die!"
        if phase is Phase.CHOOSE:
            return (
                "Tap a droplet you need" if self.picking() else "Free Pick or Splash?"
            )
        if phase is Phase.THROW:
            if game.options.advanced:
                return "Pull the pebble back to toss, or tap to drop"
            return "Tap over the pond to drop the pebble"
        if phase is Phase.SHARE:
            return "Give droplets to a friend, then Done"
        return ""

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
