"""Over the whole table: the notes ("+2 for your board!") and the winner's
celebration (name, confetti, then the results)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.render.splash import coords as coords
from game.render.splash.pen import Pen
from game.rules.splash.droplets import COLOUR_RGB
from game.scenes.splash.effects import Confetti
from game.scenes.splash.look import TableLook
from game.scenes.splash.panels.panel import (
    CONFIRM_KEYS,
    Point,
    is_click,
    pointer_of,
)
from game.scenes.splash.show import NOTE_TIME, TableShow
from game.scenes.splash.table_state import TableState

#: Seconds the winner is celebrated before the results.
CELEBRATE_TIME = 3.2
NOTE_SIZE = 52
#: Screen px a note rises a second.
NOTE_RISE = 24.0


class OverlayPanel:
    def __init__(
        self,
        state: TableState,
        look: TableLook,
        show: TableShow,
        sound: object,
        seed: int,
        on_finished: Callable[[], None],
    ) -> None:
        self.state = state
        self.look = look
        self.show = show
        self.sound = sound
        self.seed = seed
        self.on_finished = on_finished
        self.confetti: Confetti | None = None
        #: Seconds of celebration left (None before it starts).
        self.celebrating: float | None = None
        self.finished = False
        self.pointer: Point = (480.0, 300.0)

    def note_centre(self) -> Point:
        """Where a note ("Plop!", "+3 for your board!") starts: over the
        middle of the pond, halfway between the drop line and the water, so
        it never hides the line where the next pebble waits."""
        level, camera = self.look.level, self.look.camera
        line = camera.to_screen((0.0, level.drop_line[2]))[1]
        water = camera.to_screen((0.0, level.region_bounds()[1]))[1]
        x0, x1 = level.drop_span
        return (camera.to_screen(((x0 + x1) / 2, 0.0))[0], (line + water) / 2)

    def skip(self) -> bool:
        """Cut the celebration short (after its first half second)."""
        if self.celebrating is not None and self.celebrating < CELEBRATE_TIME - 0.5:
            self.celebrating = 0.0
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = pointer_of(event)
        if pos is not None:
            self.pointer = pos
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            if not self.state.is_over():
                return False
            self.skip()  # Space or Enter at the celebration
            return True
        if not is_click(event):
            return False
        return self.state.is_over() and self.skip()

    def update(self, dt: float) -> None:
        if self.confetti is not None:
            self.confetti.update(dt)
        if not self.state.is_over() or self.finished or self.show.is_showing():
            return
        if self.celebrating is None:
            self.celebrating = CELEBRATE_TIME
            self._start_confetti()
            return
        self.celebrating -= dt
        if self.celebrating > 0:
            return
        self.finished = True
        self.on_finished()

    def _start_confetti(self) -> None:
        winner = self.state.game.winner
        colours = [COLOUR_RGB[c] for c in self.state.game.model.colours]
        if winner is not None:
            colours += [self.look.colours[winner]] * 3
        if not self.look.calm:  # Reduce motion: the celebration without its burst
            self.confetti = Confetti(colours, self.seed)
        self.sound.play("final_rewards")  # type: ignore[attr-defined]

    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        hud, look = self.look.hud, self.look
        for words, left, colour, _ in self.show.notes[:1]:
            x, y = self.note_centre()
            rise = (NOTE_TIME - left) * NOTE_RISE
            hud.draw_note(pen, words, (x, y - rise), NOTE_SIZE, back=colour)
        winner = self.state.game.winner
        if self.state.is_over() and winner is not None:
            hud.draw_note(
                pen,
                f"{look.names[winner]} wins!",
                (480, 260),
                84,
                back=look.colours[winner],
            )
        if self.confetti is not None:
            self._draw_confetti(pen, self.confetti)

    @staticmethod
    def _draw_confetti(pen: Pen, confetti: Confetti) -> None:
        for (x, y, _, _, turn), colour in zip(
            confetti.pieces, confetti.colours, strict=True
        ):
            w = 16 * abs(math.cos(turn)) + 3
            pen.box(colour, (x - w / 2, y - 7, w, 14))
