"""The held tile or bonus token over the large view: it follows the pointer
snapped to the grid, turns (wheel, right click, R), says why it cannot go
somewhere, previews the water and the points, and lands tentatively on a click.
A computer seat's piece dropping into place is shown here too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.render.fountains.tile_art import TileArt
from game.rules.fountains.actions import Place, PlaceToken
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.phases import Phase
from game.rules.fountains.tiles import Placement
from game.scenes.fountains.fountain_panel import FountainPanel
from game.scenes.fountains.held import HeldArt
from game.scenes.fountains.layout import AIM_BOTTOM
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.preview import (
    PlacementPreview,
    before_placing,
    preview_tile,
    preview_token,
)
from game.scenes.fountains.table_state import TableState

Cell = tuple[int, int]


class HeldPanel(Panel):
    """What the held piece is over (``hover_*``) and the previews worked out."""

    def __init__(
        self,
        env: TableEnv,
        state: TableState,
        fountain: FountainPanel,
        art: TileArt,
        covered: Callable[[tuple[int, int]], bool],
    ) -> None:
        self.env = env
        self.state = state
        self.fountain = fountain
        self.art = HeldArt(fountain.board, art, env.fonts)
        self._covered = covered  # over a button drawn on the view
        self.hover_cell: Cell | None = None
        self.hover_placement: Placement | None = None
        self.hover_reason: str | None = None
        self.hover_preview: PlacementPreview | None = None
        self.pending_preview: PlacementPreview | None = None
        self._previews: dict[object, PlacementPreview] = {}
        self._before: tuple[Any, Any] | None = None
        self._revision = state.revision

    # -- reading the state ---------------------------------------------------------

    def _sync(self) -> None:
        """A new turn step (or a new token held): forget what was hovered."""
        if self._revision == self.state.revision:
            return
        self._revision = self.state.revision
        self.hover_placement = None
        self.hover_preview = None
        self.hover_reason = None
        self.pending_preview = None
        self.clear_previews()
        self.art.forget_previews()

    def clear_previews(self) -> None:
        self._previews.clear()

    def aims_at_fountain(self, pos: tuple[int, int]) -> bool:
        """The pointer is over the large view, not over its toolbar or a button."""
        if not self.fountain.view_rect.collidepoint(pos) or pos[1] >= AIM_BOTTOM:
            return False
        return not self._covered(pos)

    def _placing(self) -> bool:
        return self.fountain.acting_here() and self.state.game.phase is Phase.PLACE

    # -- intents -------------------------------------------------------------------

    def turn_tile(self, step: int) -> None:
        self.state.turn_tile(step)
        self.hover_cell = None
        self.pending_preview = None
        self.update_hover(self.env.mouse)

    def forget_hover_cell(self) -> None:
        self.hover_cell = None

    def undo(self) -> bool:
        if not self.state.undo():
            return False
        self.pending_preview = None
        self.hover_cell = None
        return True

    # -- events --------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._sync()
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            if self.fountain.acting_here():
                self.update_hover(event.pos)
            return False  # every panel sees the pointer move
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 3 and self._placing():
                self.turn_tile(1)
                return True
            if (
                event.button == 1
                and self.aims_at_fountain(event.pos)
                and self.fountain.acting_here()
                and self.state.pending is None
            ):
                return self._press(event.pos)
            return False
        if kind == pygame.MOUSEWHEEL and self._placing():
            self.turn_tile(1 if event.y > 0 else -1)
            return True
        if kind == pygame.KEYDOWN and event.key == pygame.K_r and self._placing():
            self.turn_tile(1)
            return True
        return False

    def update(self, dt: float) -> None:
        self._sync()

    def update_hover(self, pos: tuple[int, int]) -> None:
        state = self.state
        phase = state.game.phase
        if state.pending is not None or not self.aims_at_fountain(pos):
            self.hover_placement = None
            self.hover_preview = None
            self.hover_reason = None
            self.hover_cell = None
            return
        fountain = self.fountain.fountain()
        cell = self.fountain.board.pick(fountain, pos)
        if cell == self.hover_cell and self.hover_placement is not None:
            return
        self.hover_cell = cell
        if phase is Phase.PLACE and state.game.drafted is not None:
            self._hover_tile(cell)
        elif phase is Phase.TOKEN and state.chosen_token is not None:
            self._hover_token(cell)

    def _hover_tile(self, cell: Cell) -> None:
        state = self.state
        tile = tile_by_id(state.game.drafted)  # type: ignore[arg-type]
        rotation = tile.same_rotation(state.tile_rotation)
        hx, hy = self.art.handle(tile, rotation)
        placement = Placement(tile.id, cell[0] - hx, cell[1] - hy, rotation)
        self.hover_placement = placement
        if placement in state.legal_placements():
            self.hover_reason = None
            self.hover_preview = self._preview(placement)
        else:
            self.hover_preview = None
            fountain = self.fountain.fountain()
            self.hover_reason = fountain.placement_error(tile, placement)

    def _hover_token(self, cell: Cell) -> None:
        token = self.state.chosen_token
        legal = {
            a.cell
            for a in self.state.legal()
            if isinstance(a, PlaceToken) and a.token_id == token
        }
        self.hover_placement = None
        if cell in legal:
            self.hover_reason = None
            self.hover_preview = self._preview((token, cell))
        else:
            self.hover_preview = None
            fountain = self.fountain.fountain()
            reason = fountain.token_error(token_by_id(str(token)), cell)
            self.hover_reason = reason or "a bonus token cannot go there"

    def _preview(self, key: object) -> PlacementPreview:
        found = self._previews.get(key)
        if found is None:
            fountain = self.fountain.fountain()
            if isinstance(key, Placement):
                version = (self.fountain.viewing, len(self.state.game.actions))
                if self._before is None or self._before[0] != version:
                    self._before = (version, before_placing(fountain))
                found = preview_tile(
                    fountain, tile_by_id(key.tile_id), key, self._before[1]
                )
            else:
                assert isinstance(key, tuple)
                token_id, where = key
                found = preview_token(fountain, token_id, where)
            self._previews[key] = found
        return found

    def _press(self, pos: tuple[int, int]) -> bool:
        state = self.state
        phase = state.game.phase
        if phase is Phase.PLACE and self.hover_placement is not None:
            self.update_hover(pos)
            if self.hover_placement is not None and self.hover_reason is None:
                if state.place_tentative(Place(self.hover_placement)):
                    self.pending_preview = self.hover_preview
                    return True
        if phase is Phase.TOKEN and state.chosen_token is not None:
            self.update_hover(pos)
            cell = self.fountain.board.pick(self.fountain.fountain(), pos)
            action = PlaceToken(state.chosen_token, cell)
            if state.place_tentative(action):
                self.pending_preview = self._preview((state.chosen_token, cell))
                return True
        return False

    # -- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.fountain.view_rect)
        move = self.state.bot_move
        if move is not None and isinstance(move.action, (Place, PlaceToken)):
            f = min(1.0, move.elapsed / max(1e-6, move.duration * 0.8))
            self.art.draw_landing(
                surface,
                self.fountain.fountain(),
                move.action,
                f,
                self.state.colour(move.seat),
            )
        elif self.fountain.acting_here():
            self._draw_held(surface, self.fountain.fountain())
        surface.set_clip(clip)

    def _draw_held(self, surface: pygame.Surface, fountain: Any) -> None:
        """The held tile or token with its preview (clipped to the large view)."""
        state, art, t = self.state, self.art, self.env.time
        game = state.game
        pending = state.pending
        if game.phase is Phase.PLACE and game.drafted is not None:
            tile = tile_by_id(game.drafted)
            if isinstance(pending, Place):
                preview = self.pending_preview
                art.draw_ghost(
                    surface, fountain, tile, pending.placement, True, preview, t, True
                )
            elif self.hover_placement is not None:
                legal = self.hover_reason is None
                placement, preview = self.hover_placement, self.hover_preview
                art.draw_ghost(surface, fountain, tile, placement, legal, preview, t)
            elif self.aims_at_fountain(self.env.mouse):
                art.draw_held_tile(surface, tile, state.tile_rotation, self.env.mouse)
        if game.phase is Phase.TOKEN:
            cells = sorted({a.cell for a in state.legal() if isinstance(a, PlaceToken)})
            art.draw_token_targets(surface, fountain, cells)
            if isinstance(pending, PlaceToken):
                art.draw_token_ghost(
                    surface,
                    fountain,
                    pending.token_id,
                    pending.cell,
                    True,
                    self.pending_preview,
                )
            elif state.chosen_token is not None and self.hover_cell is not None:
                art.draw_token_ghost(
                    surface,
                    fountain,
                    state.chosen_token,
                    self.hover_cell,
                    self.hover_reason is None,
                    self.hover_preview,
                )
