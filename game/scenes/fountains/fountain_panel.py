"""The large fountain view of the Fountains table: which fountain it shows,
its camera (turn, zoom, pan by dragging or arrows, peel) and the moving water."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

import pygame

from game.rules.fountains.game import FountainsGame
from game.scenes.fountains.board import BoardView, FountainCamera, PictureCache
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState

Cell = tuple[int, int]

ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_KEYS = (*ZOOM_IN_KEYS, pygame.K_MINUS, pygame.K_KP_MINUS)
ARROWS = {
    pygame.K_LEFT: (40, 0),
    pygame.K_RIGHT: (-40, 0),
    pygame.K_UP: (0, 40),
    pygame.K_DOWN: (0, -40),
}


class FountainPanel(Panel):
    """Shows one seat's fountain large; follows the state's focus requests."""

    def __init__(self, env: TableEnv, state: TableState, pictures: PictureCache):
        self.env = env
        self.state = state
        self.board = BoardView(pictures, env.fonts)
        self.viewing = state.home_seat()
        self._focus_seen = state.focus.serial
        self._drag: tuple[int, int] | None = None
        state.on_commit.append(self._committed)
        # cells a held piece covers (their jets stop spraying in the preview)
        self.covered: Callable[[], Collection[Cell]] | None = None

    # -- what others read ----------------------------------------------------------

    @property
    def camera(self) -> FountainCamera:
        return self.board.camera

    @property
    def view_rect(self) -> pygame.Rect:
        return self.board.view_rect

    @property
    def name_rect(self) -> pygame.Rect:
        return self.board.name_rect

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    def fountain(self) -> Any:
        """The fountain the large view shows."""
        fountains = self.state.game.fountains
        return fountains[min(self.viewing, len(fountains) - 1)]

    def acting_here(self) -> bool:
        """A person must act now and the large view shows their own fountain."""
        state = self.state
        return state.human_to_act() and self.viewing == state.game.turn_seat

    def view(self, seat: int) -> None:
        self.viewing = seat
        self.board.camera = FountainCamera()
        self.env.invalidate()

    def view_home(self) -> None:
        state = self.state
        seat = state.game.current_seat if state.human_to_act() else state.home_seat()
        self.view(seat)

    def turn(self, step: int) -> None:
        self.camera.turn(step)
        self.env.invalidate()

    def zoom(self, step: int) -> None:
        self.camera.zoom(step)
        self.env.invalidate()

    def peel(self) -> None:
        self.camera.peel_step(self.fountain().max_level())
        self.env.invalidate()

    # -- panel ---------------------------------------------------------------------

    def _committed(self, _game: FountainsGame, _action: Any) -> None:
        self.board.pictures.prune()

    def update(self, dt: float) -> None:
        focus = self.state.focus
        if focus.serial != self._focus_seen:
            self._focus_seen = focus.serial
            if focus.reset or self.viewing != focus.seat:
                self.view(focus.seat)

    def handle_event(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.MOUSEMOTION and self._drag is not None:
            dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
            self._drag = event.pos
            self.camera.pan(dx, dy)
            self.env.invalidate()
            return True
        if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 2):
            if self.view_rect.collidepoint(event.pos):
                self._drag = event.pos
                return True
            return False
        if kind == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            if self._drag is not None:
                self._drag = None
                return True
            return False
        if kind == pygame.MOUSEWHEEL:
            self.zoom(1 if event.y > 0 else -1)
            return True
        if kind == pygame.KEYDOWN:
            return self._on_key(event.key)
        return False

    def _on_key(self, key: int) -> bool:
        if key in (pygame.K_q, pygame.K_e):
            self.turn(-1 if key == pygame.K_q else 1)
            return True
        if key in ZOOM_KEYS:
            self.zoom(1 if key in ZOOM_IN_KEYS else -1)
            return True
        if key in ARROWS:
            self.camera.pan(*ARROWS[key])
            self.env.invalidate()
            return True
        if key == pygame.K_l:
            self.peel()
            return True
        return False

    def draw_static(self, surface: pygame.Surface) -> None:
        state = self.state
        seat = min(self.viewing, len(state.game.fountains) - 1)
        last = state.last_placed.get(seat)
        highlight = (last, state.colour(seat)) if last is not None else None
        self.board.draw_big(
            surface,
            state.game,
            self.viewing,
            highlight,
            state.name(seat),
            state.colour(seat),
        )

    def draw(self, surface: pygame.Surface) -> None:
        hidden = self.covered() if self.covered is not None else ()
        self.board.draw_water(surface, self.env.time, hidden=hidden)
