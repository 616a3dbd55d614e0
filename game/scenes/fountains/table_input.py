"""Mouse and keys at the Fountains table: the Basin, the held tile, buttons,
dialogs and the camera. Every choice is matched against ``legal_actions()``."""

from __future__ import annotations

import pygame

from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Pass,
    Place,
    PlaceToken,
    Swap,
)
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.icons import FishColour
from game.rules.fountains.phases import Phase
from game.rules.fountains.tiles import Placement
from game.scenes.fountains.layout import BASIN_RECT
from game.scenes.fountains.overlays import (
    Button,
    Recap,
)
from game.scenes.fountains.preview import (
    PlacementPreview,
    before_placing,
    preview_tile,
    preview_token,
)
from game.scenes.fountains.table_core import TableCore

Cell = tuple[int, int]


class TableInput(TableCore):
    """Mouse and keys for the table (state and turn flow in :class:`TableCore`)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return self._on_motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            return self._on_press(event)
        if event.type == pygame.MOUSEBUTTONUP:
            self.mouse = event.pos
            if event.button in (1, 2) and self._drag is not None:
                self._drag = None
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self._on_wheel(event)
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        return False

    def button_pos(self, key: str) -> tuple[int, int] | None:
        for button in self._all_buttons():
            if button.key == key and button.enabled:
                return button.rect.center
        return None

    # -- input ---------------------------------------------------------------------

    def _all_buttons(self) -> list[Button]:
        menu = [self.menu_button]
        if self.handoff is not None:
            return [self.handoff.button, *menu]
        if self.recap is not None:
            return [self.recap.button, *menu]
        if self.fish is not None:
            return [*self.fish.buttons, *menu]
        if self.swap is not None:
            return [*self.swap.slots, self.swap.confirm, *menu]
        return [*self._buttons, *menu]

    def _on_motion(self, event: pygame.event.Event) -> bool:
        if self._drag is not None:
            dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
            self._drag = event.pos
            self.board.camera.pan(dx, dy)
            self._static = None
            return True
        self.hover_pawn = None
        self.hover_space = None
        layout = self.basin_view.layout
        if BASIN_RECT.collidepoint(event.pos):
            space = layout.space_at(event.pos)
            self.hover_space = space
            if space is not None:
                pawn = self.game.basin.pawn_at(space)
                if pawn is not None:
                    self.hover_pawn = pawn
        if self._acting_here():
            self._update_hover_target(event.pos)
        return True

    def _update_hover_target(self, pos: tuple[int, int]) -> None:
        phase = self.game.phase
        if self.pending is not None or not self._aims_at_fountain(pos):
            self.hover_placement = None
            self.hover_preview = None
            self.hover_reason = None
            self.hover_cell = None
            return
        fountain = self._viewed_fountain()
        cell = self.board.pick(fountain, pos)
        if cell == self.hover_cell and self.hover_placement is not None:
            return
        self.hover_cell = cell
        if phase is Phase.PLACE and self.game.drafted is not None:
            self._hover_tile(cell)
        elif phase is Phase.TOKEN and self.chosen_token is not None:
            self._hover_token(cell)

    def _hover_tile(self, cell: Cell) -> None:
        tile = tile_by_id(self.game.drafted)  # type: ignore[arg-type]
        rotation = tile.same_rotation(self.tile_rotation)
        hx, hy = self.board.handle(tile, rotation)
        placement = Placement(tile.id, cell[0] - hx, cell[1] - hy, rotation)
        self.hover_placement = placement
        if placement in self.legal_placements():
            self.hover_reason = None
            self.hover_preview = self._preview(placement)
        else:
            self.hover_preview = None
            self.hover_reason = self._viewed_fountain().placement_error(tile, placement)

    def _hover_token(self, cell: Cell) -> None:
        token = self.chosen_token
        legal = {
            a.cell
            for a in self.legal()
            if isinstance(a, PlaceToken) and a.token_id == token
        }
        self.hover_placement = None
        if cell in legal:
            self.hover_reason = None
            self.hover_preview = self._preview((token, cell))
        else:
            self.hover_preview = None
            fountain = self._viewed_fountain()
            reason = fountain.token_error(token_by_id(str(token)), cell)
            self.hover_reason = reason or "a bonus token cannot go there"

    def _preview(self, key: object) -> PlacementPreview:
        found = self._previews.get(key)
        if found is None:
            fountain = self._viewed_fountain()
            if isinstance(key, Placement):
                version = (self.viewing, len(self.game.actions))
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

    def _on_press(self, event: pygame.event.Event) -> bool:
        pos = event.pos
        if event.button == 1 and self.menu_button.hit(pos):
            # before anything else: the menu opens from every screen of the
            # table (hand-off, dialogs, a computer move playing out)
            self._pause()
            return True
        if event.button == 1 and self.skip_animation():
            return True
        if self.handoff is not None:
            if event.button == 1 and self.handoff.button.hit(pos):
                self.handoff = None
                seat = self.game.current_seat
                start = self.last_turn_log.get(seat, 0)
                self.recap = Recap(
                    self._name(seat),
                    [line for line, _ in self.log[start:]],
                    self.scores_line(),
                    first=seat not in self.last_turn_log,
                )
                self._view(seat)
            return True
        if self.recap is not None:
            if event.button == 1 and self.recap.button.hit(pos):
                self.recap = None
            return True
        if self.fish is not None:
            for colour, button in zip(
                (FishColour.RED, FishColour.BLACK, FishColour.WHITE),
                self.fish.buttons,
                strict=True,
            ):
                if event.button == 1 and button.hit(pos):
                    self._commit(ChooseFish(colour))
                    return True
            return True
        if self.swap is not None:
            if event.button != 1:
                return True
            for button in self.swap.slots:
                if button.hit(pos):
                    self.swap.toggle(button.key)
                    return True
            if self.swap.confirm.hit(pos):
                chosen = set(self.swap.chosen)
                for action in self.legal():
                    if isinstance(action, Swap) and set(action.token_ids) == chosen:
                        self._commit(action)
                        break
            return True
        if event.button == 1:
            for button in self._buttons:
                if button.hit(pos):
                    self._press_button(button.key)
                    return True
            thumb = self.board.thumb_at(pos)
            if thumb is not None:
                self._view(thumb)
                return True
        if event.button == 3 and self._acting_here() and self.game.phase is Phase.PLACE:
            self._turn_tile(1)
            return True
        if BASIN_RECT.collidepoint(pos) and event.button == 1:
            return self._press_basin(pos)
        if self.board.view_rect.collidepoint(pos):
            aimed = self._aims_at_fountain(pos)
            if event.button == 1 and aimed and self._acting_here():
                if self.pending is None and self._press_fountain(pos):
                    return True
            if event.button in (1, 2):
                self._drag = pos
                return True
        return False

    def _press_basin(self, pos: tuple[int, int]) -> bool:
        if not self._human_to_act():
            return True
        layout = self.basin_view.layout
        phase = self.game.phase
        if phase is Phase.TOKEN:
            slot = layout.token_slot_at(pos)
            if slot is not None:
                token = self.game.basin.face_up[slot]
                if token is not None and any(
                    isinstance(a, (PlaceToken, Discard))
                    and getattr(a, "token_id", getattr(a, "item_id", None)) == token
                    for a in self.legal()
                ):
                    self.chosen_token = token
                    self.pending = None
                    self._previews.clear()
            return True
        if phase is not Phase.DRAFT:
            return True
        space = layout.space_at(pos)
        if space is None:
            self.selected_pawn = None
            return True
        pawn = self.game.basin.pawn_at(space)
        if pawn is not None and self.legal_drafts(pawn):
            self.selected_pawn = None if self.selected_pawn is pawn else pawn
            return True
        if self.selected_pawn is not None:
            for draft in self.legal_drafts(self.selected_pawn):
                if draft.space == space:
                    self._commit(draft)
                    return True
        return True

    def _press_fountain(self, pos: tuple[int, int]) -> bool:
        phase = self.game.phase
        if phase is Phase.PLACE and self.hover_placement is not None:
            self._update_hover_target(pos)
            if self.hover_placement is not None and self.hover_reason is None:
                self.pending = Place(self.hover_placement)
                self.pending_preview = self.hover_preview
                return True
        if phase is Phase.TOKEN and self.chosen_token is not None:
            self._update_hover_target(pos)
            cell = self.board.pick(self._viewed_fountain(), pos)
            action = PlaceToken(self.chosen_token, cell)
            if action in self.legal():
                self.pending = action
                self.pending_preview = self._preview((self.chosen_token, cell))
                return True
        return False

    def _press_button(self, key: str) -> None:
        if key == "confirm" and self.pending is not None:
            self._commit(self.pending)
        elif key == "undo":
            self._undo()
        elif key == "turn-left":
            self.board.camera.turn(-1)
            self._static = None
        elif key == "turn-right":
            self.board.camera.turn(1)
            self._static = None
        elif key == "zoom-in":
            self.board.camera.zoom(1)
            self._static = None
        elif key == "zoom-out":
            self.board.camera.zoom(-1)
            self._static = None
        elif key == "peel":
            self.board.camera.peel_step(self._viewed_fountain().max_level())
            self._static = None
        elif key == "rotate-tile":
            self._turn_tile(1)
        elif key in ("discard", "pass"):
            legal = self.legal()
            if self.chosen_token is not None and Discard(self.chosen_token) in legal:
                self._commit(Discard(self.chosen_token))
                return
            for action in legal:
                if isinstance(action, (Discard, Pass)):
                    self._commit(action)
                    break
        elif key == "home":
            self._view(
                self.game.current_seat if self._human_to_act() else self._home_seat()
            )
        self.hover_cell = None

    def _turn_tile(self, step: int) -> None:
        self.tile_rotation = (self.tile_rotation + step) % 4
        self.hover_cell = None
        self.pending = None
        self._update_hover_target(self.mouse)

    def _undo(self) -> bool:
        if self.pending is not None:
            self.pending = None
            self.pending_preview = None
            self.hover_cell = None
            return True
        if self.chosen_token is not None:
            self.chosen_token = None
            return True
        if self.selected_pawn is not None:
            self.selected_pawn = None
            return True
        return False

    def _on_wheel(self, event: pygame.event.Event) -> bool:
        if self._acting_here() and self.game.phase is Phase.PLACE:
            self._turn_tile(1 if event.y > 0 else -1)
        else:
            self.board.camera.zoom(1 if event.y > 0 else -1)
            self._static = None
        return True

    def _on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in (pygame.K_SPACE,) and self.skip_animation():
            return True
        if self.handoff is not None and key in (pygame.K_RETURN, pygame.K_SPACE):
            self._on_press(_click(self.handoff.button.rect.center))
            return True
        if self.recap is not None and key in (
            pygame.K_RETURN,
            pygame.K_SPACE,
            pygame.K_ESCAPE,
        ):
            self.recap = None
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending is not None:
            self._commit(self.pending)
            return True
        if key == pygame.K_r and self._acting_here() and self.game.phase is Phase.PLACE:
            self._turn_tile(1)
            return True
        if key == pygame.K_ESCAPE:
            if self._undo():
                return True
            self._pause()
            return True
        if key in (pygame.K_q, pygame.K_e):
            self.board.camera.turn(-1 if key == pygame.K_q else 1)
            self._static = None
            return True
        if key in (
            pygame.K_PLUS,
            pygame.K_EQUALS,
            pygame.K_KP_PLUS,
            pygame.K_MINUS,
            pygame.K_KP_MINUS,
        ):
            self.board.camera.zoom(
                1 if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) else -1
            )
            self._static = None
            return True
        arrows = {
            pygame.K_LEFT: (40, 0),
            pygame.K_RIGHT: (-40, 0),
            pygame.K_UP: (0, 40),
            pygame.K_DOWN: (0, -40),
        }
        if key in arrows:
            self.board.camera.pan(*arrows[key])
            self._static = None
            return True
        if key == pygame.K_l:
            self.board.camera.peel_step(self._viewed_fountain().max_level())
            self._static = None
            return True
        return False

    def _pause(self) -> None:
        if self.manager is None:
            return
        try:
            from game.scenes.menus.pause import PauseScene
        except ImportError:
            return
        self.manager.push(PauseScene(self.ctx, self.setup.mode))

    def _commit(self, action: Action) -> None:
        if action not in self.legal():
            return  # the view offered only legal actions; stale input is ignored
        self._apply(action)


def _click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
