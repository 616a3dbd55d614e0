"""A computer seat still making up its mind about a throw (in the table's
worker process): the pebble waits at the middle of the drop line, its fall line
trickling, until the decision arrives and the throw control shows it sliding
to where the seat aims. (In the advanced variant the throw control already
shows the pebble waiting at the toss start.)"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.render.splash import coords as coords
from game.rules.splash import Phase
from game.scenes.splash.look import TableLook
from game.scenes.splash.table_state import TableState


class ThinkingPanel:
    def __init__(
        self, state: TableState, look: TableLook, clock: Callable[[], float]
    ) -> None:
        self.state = state
        self.look = look
        #: The throw control's animation time, so the guide runs on unbroken
        #: when the throw control takes over.
        self.clock = clock

    def is_showing(self) -> bool:
        """A computer seat is deciding a throw of the basic game now."""
        state = self.state
        game = state.game
        return (
            game.phase is Phase.THROW
            and not game.options.advanced
            and state.is_computer(state.seat)
            and state.computers.is_deciding
            and state.throw is None
            and not state.pond.is_throwing()
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        if not self.is_showing():
            return
        state, look = self.state, self.look
        middle = sum(look.level.drop_span) / 2
        pen.clip(coords.POND_VIEW)
        look.view.draw_drop_guide(pen, middle, look.colours[state.seat], self.clock())
        pen.clip(None)
