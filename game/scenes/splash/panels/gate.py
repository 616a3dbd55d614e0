"""The parent gate: the pause button (the way to Settings and out of the
game) opens only when it is pressed and held for `HOLD_TIME` seconds, a ring
filling up round it meanwhile; Escape held as long does the same. A short tap,
or a finger sliding off, opens nothing (a child tapping everything stays in
the game); the words "Hold" then show under the button for a grown-up."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.render.splash import coords as coords
from game.render.splash.coords import Box
from game.scenes.splash.look import TableLook
from game.scenes.splash.panels.panel import Point, pointer_of

#: Seconds the button (or Escape) must be held.
HOLD_TIME = 2.0
#: Seconds the "Hold" words stay after a press too short.
HINT_TIME = 2.5
RING = (255, 214, 70)


class ParentGate:
    def __init__(
        self,
        look: TableLook,
        on_open: Callable[[], None],
        box: Box = coords.PAUSE_BUTTON,
    ) -> None:
        self.look = look
        self.on_open = on_open
        self.box = box
        #: Seconds held so far, or None when nothing is held.
        self.held: float | None = None
        #: What holds it: "pointer" or "key".
        self.by = ""
        self.hint = 0.0
        self.pointer: Point = (0.0, 0.0)

    @property
    def progress(self) -> float:
        """How full the ring is, 0..1."""
        return 0.0 if self.held is None else min(1.0, self.held / HOLD_TIME)

    def _start(self, by: str) -> None:
        self.held = 0.0
        self.by = by

    def _let_go(self) -> None:
        if self.held is not None:
            self.hint = HINT_TIME
        self.held = None

    def cancel(self) -> None:
        """Forget a hold (the screen was left)."""
        self.held = None

    def press_key(self) -> None:
        """Escape went down (with nothing else for it to cancel)."""
        if self.held is None:
            self._start("key")

    def handle_event(self, event: pygame.event.Event) -> bool:
        kind = event.type
        pos = pointer_of(event)
        if pos is not None:
            self.pointer = pos
        if kind == pygame.KEYUP and event.key == pygame.K_ESCAPE:
            if self.by == "key":
                self._let_go()
            return self.by == "key"
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if coords.inside(self.box, event.pos):
                self._start("pointer")
                return True
            return False
        if self.held is None or self.by != "pointer":
            return False
        if kind == pygame.MOUSEMOTION and not coords.inside(self.box, event.pos):
            self._let_go()  # slid off the button
        elif kind == pygame.MOUSEBUTTONUP or kind in (
            pygame.WINDOWLEAVE,
            pygame.WINDOWFOCUSLOST,
        ):
            self._let_go()
            return kind == pygame.MOUSEBUTTONUP
        return False

    def update(self, dt: float) -> None:
        """``dt`` real seconds (the animation speed does not shorten the hold)."""
        self.hint = max(0.0, self.hint - dt)
        if self.held is None:
            return
        self.held += dt
        if self.held >= HOLD_TIME:
            self.held = None
            self.by = ""
            self.on_open()

    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        hud = self.look.hud
        box = self.box
        hud.draw_pause(pen, box, coords.inside(box, self.pointer))
        cx, cy = coords.centre_of(box)
        radius = max(box[2], box[3]) / 2 + 6
        if self.held is not None:
            rect = pygame.Rect(0, 0, radius * 2, radius * 2)
            rect.center = (cx, cy)
            pen.circle((40, 40, 60), (cx, cy), radius, 8)
            end = math.pi / 2
            start = end - math.tau * self.progress
            if self.progress > 0.01:
                pen.arc(RING, rect, start, end, 8)
        if self.hint > 0 or self.held is not None:
            hud.draw_note(pen, "Hold", (cx - 10, cy + 70), 30)
