"""The held tile or bonus token over the large view, shown: it follows the
pointer snapped to the grid, turns about the cell under the pointer (wheel, R),
marks every legal spot (Tab cycles through them, best first), shows the water
and the points where it would land, and lands tentatively on a click. Right
click or Escape puts it back. A computer seat's piece dropping into place is
shown here too. What it aims at and its intents are the table's view state
(:class:`~game.scenes.fountains.held_piece.HeldPiece`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.render.fountains.spot_marks import SpotMarks
from game.rules.fountains.actions import Place, PlaceToken
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.phases import Phase
from game.scenes.fountains.held import HeldArt
from game.scenes.fountains.held_piece import HeldPiece
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState, fills_fountain
from game.scenes.fountains.view_state import FountainView


class HeldPanel(Panel):
    """The held piece over the large view; its clicks, wheel and keys."""

    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        view: FountainView,
        held: HeldPiece,
        art: HeldArt,
    ) -> None:
        self.env = env
        self.state = state
        self.view = view
        self.held = held
        self.art = art
        self.spot_marks = SpotMarks()
        self._forgotten = held.forgotten

    # -- events --------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        held = self.held
        held.sync()
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            held.point_at(event.pos)
            return False  # every panel sees the pointer move
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 3 and self.state.human_to_act():
                return held.undo()  # right click puts the held piece back
            return event.button == 1 and held.press(event.pos)
        placing = held.placing()
        if kind == pygame.MOUSEWHEEL and placing:
            held.turn_tile(1 if event.y > 0 else -1)
            return True
        if kind != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_r and placing:
            held.turn_tile(1)
            return True
        if event.key == pygame.K_TAB and placing:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            return held.cycle_spot(-1 if back else 1)
        enter = (pygame.K_RETURN, pygame.K_KP_ENTER)
        if event.key in enter and held.tab_spot:
            return placing and held.place_tab_spot()
        return False

    def update(self, dt: float) -> None:
        self.held.sync()

    # -- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self._forgotten != self.held.forgotten:
            self._forgotten = self.held.forgotten
            self.art.forget_previews()  # a new turn step: its water layers go
        clip = surface.get_clip()
        surface.set_clip(self.env.view.rect(self.view.view_rect))
        move = self.state.bot_move
        if move is not None and fills_fountain(move.action):
            f = min(1.0, move.elapsed / max(1e-6, move.duration * 0.8))
            if self.env.reduce_motion:
                f = 1.0  # reduce motion: the piece is there at once, no drop
            self.art.draw_landing(
                surface,
                self.view.fountain(),
                move.action,
                f,
                self.state.colour(move.seat),
            )
        elif self.view.acting_here():
            self._draw_held(surface, self.view.fountain())
        surface.set_clip(clip)

    def _draw_held(self, surface: pygame.Surface, fountain: Any) -> None:
        """The held tile or token with its preview (clipped to the large view)."""
        state, art, t = self.state, self.art, self.env.time
        game = state.game
        pending = state.pending
        if game.phase is Phase.PLACE and game.drafted is not None:
            tile = tile_by_id(game.drafted)
            if state.human_to_act() and pending is None:
                scale = self.env.view.scale
                self.spot_marks.draw(
                    surface,
                    self.view.board.drawn_iso(),
                    fountain.height,
                    self.held.spot_marks_cells,
                    (self.held.spots_key(tile), self.held.grip, self.view.camera.peel),
                    scale,
                )
            if isinstance(pending, Place):
                preview = self.held.pending_preview
                art.draw_ghost(
                    surface, fountain, tile, pending.placement, True, preview, t, True
                )
            elif self.held.hover_placement is not None:
                legal = self.held.hover_reason is None
                placement, preview = self.held.hover_placement, self.held.hover_preview
                art.draw_ghost(surface, fountain, tile, placement, legal, preview, t)
            elif self.held.aims_at_fountain(self.env.mouse):
                grip = self.held.grip_of(tile, state.tile_rotation)
                art.draw_held_tile(
                    surface, tile, state.tile_rotation, self.env.mouse, grip
                )
        if game.phase is Phase.TOKEN:
            cells = self.held.token_cells()
            art.draw_token_targets(surface, fountain, cells)
            if isinstance(pending, PlaceToken):
                art.draw_token_ghost(
                    surface,
                    fountain,
                    pending.token_id,
                    pending.cell,
                    True,
                    self.held.pending_preview,
                )
            elif state.chosen_token is not None and self.held.hover_cell is not None:
                art.draw_token_ghost(
                    surface,
                    fountain,
                    state.chosen_token,
                    self.held.hover_cell,
                    self.held.hover_reason is None,
                    self.held.hover_preview,
                )
