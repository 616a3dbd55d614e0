"""Two panels of the Kids' Splash table that draw nothing and take what no
panel above them took.

`SkipPanel` sits under the buttons a person may press (the speaker, the
gate, the celebration) and over the choices: while the table is showing
something (a computer's move, a throw settling), a press or Space skips it.
`PauseKey` sits at the bottom: Escape that nothing above cancelled (an aim,
the Free Pick view, a chosen gift) starts the parent gate's hold.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.splash.panels.panel import CONFIRM_KEYS, is_click
from game.scenes.splash.table_state import TableState


class SkipPanel:
    def __init__(self, state: TableState) -> None:
        self.state = state

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event):
            return self.state.skip()
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            if not self.state.is_over():
                self.state.skip(everything=True)
            return True  # Space and Enter never reach anything below
        return False

    def update(self, dt: float) -> None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        return None


class PauseKey:
    def __init__(self, hold: Callable[[], None]) -> None:
        self.hold = hold  # the parent gate's hold, started by the key

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.hold()
            return True
        return False

    def update(self, dt: float) -> None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        return None
