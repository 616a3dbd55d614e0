"""The large fountain view of the Fountains table, shown: the fountain the
view state picks, its camera moved by dragging, the wheel and the keys (turn,
zoom, pan, peel), and the moving water (still under the held piece)."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.fountains.game import FountainsGame
from game.scenes.fountains.held_piece import HeldPiece
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView

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
    """Shows the view state's fountain large; drags, zooms and turns its camera."""

    def __init__(
        self, env: TableEnv, state: TableState, view: FountainView, held: HeldPiece
    ) -> None:
        self.env = env
        self.state = state
        self.view = view
        self.held = held  # its cells' jets are shown still
        self._drag: tuple[int, int] | None = None
        state.on_commit.append(self._committed)

    @property
    def holds_pointer(self) -> bool:
        """Dragging the view: the pointer's moves are this panel's alone."""
        return self._drag is not None

    # -- panel ---------------------------------------------------------------------

    def _committed(self, _game: FountainsGame, _action: Any) -> None:
        self.view.board.pictures.prune()

    def update(self, dt: float) -> None:
        self.view.follow()

    def handle_event(self, event: pygame.event.Event) -> bool:
        kind = event.type
        view = self.view
        if kind == pygame.MOUSEMOTION and self._drag is not None:
            dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
            self._drag = event.pos
            view.pan(dx, dy)
            return True
        if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 2):
            if view.view_rect.collidepoint(event.pos):
                self._drag = event.pos
                return True
            return False
        if kind == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            if self._drag is not None:
                self._drag = None
                return True
            return False
        if kind == pygame.MOUSEWHEEL:
            view.zoom(1 if event.y > 0 else -1)
            return True
        if kind == pygame.KEYDOWN:
            return self._on_key(event.key)
        return False

    def _on_key(self, key: int) -> bool:
        view = self.view
        if key in (pygame.K_q, pygame.K_e):
            view.turn(-1 if key == pygame.K_q else 1)
            return True
        if key in ZOOM_KEYS:
            view.zoom(1 if key in ZOOM_IN_KEYS else -1)
            return True
        if key in ARROWS:
            view.pan(*ARROWS[key])
            return True
        if key == pygame.K_l:
            view.peel()
            return True
        return False

    def draw_static(self, surface: pygame.Surface) -> None:
        state, view = self.state, self.view
        seat = min(view.viewing, len(state.game.fountains) - 1)
        last = state.last_placed.get(seat)
        highlight = (last, state.colour(seat)) if last is not None else None
        view.board.draw_big(
            surface,
            state.game,
            view.viewing,
            highlight,
            state.name(seat),
            state.colour(seat),
        )

    def draw(self, surface: pygame.Surface) -> None:
        hidden = self.held.covered_cells()
        self.view.board.draw_water(surface, self.env.time, hidden=hidden)
