"""The Basin of the Fountains table: its ring, pawns, stacks and face-up
tokens; a click picks a pawn and then where it goes, or picks a bonus token.
Legal choices are ringed; a computer's pawn or the Gear Wheel moves along."""

from __future__ import annotations

import math

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.basin_view import BasinLayout, BasinView
from game.rules.fountains.basin import RING_SIZE, Pawn
from game.rules.fountains.phases import Phase
from game.scenes.fountains.layout import BASIN_RECT
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import BasinChoice


class BasinPanel(Panel):
    """The Basin, with the pawn and space under the pointer."""

    def __init__(self, env: TableEnv, state: TableState, choice: BasinChoice) -> None:
        self.env = env
        self.state = state
        self.choice = choice  # the pawn and space weighed (the take card reads it)
        self.view = BasinView(choice.layout, env.fonts)

    @property
    def layout(self) -> BasinLayout:
        return self.view.layout

    def count_rects(self) -> list[pygame.Rect]:
        """Where the stacks' count badges lie, in the table's layout (1280x720):
        what a lesson's card over the Basin hides whole or not at all."""
        return BasinView(self.layout, self.env.fonts).count_rects(self.state.game.basin)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.choice.point_at(event.pos)
            return False  # every panel sees the pointer move
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if BASIN_RECT.collidepoint(event.pos):
                self._press(event.pos)
                return True
        return False

    def _press(self, pos: tuple[int, int]) -> None:
        state = self.state
        if not state.human_to_act():
            return
        phase = state.game.phase
        if phase is Phase.TOKEN:
            slot = self.layout.token_slot_at(pos)
            if slot is not None:
                token = state.game.basin.face_up[slot]
                if token is not None:
                    state.choose_token(token)
            return
        if phase is not Phase.DRAFT:
            return
        space = self.layout.space_at(pos)
        if space is None:
            state.select_pawn(None)
            return
        pawn = state.game.basin.pawn_at(space)
        if pawn is not None and state.legal_drafts(pawn):
            state.select_pawn(None if state.selected_pawn is pawn else pawn)
            return
        if state.selected_pawn is not None:
            state.draft(state.selected_pawn, space)

    def draw_static(self, surface: pygame.Surface) -> None:
        self.view.scale = self.env.view.scale  # drawn at the table's scale
        self.view.draw_board(surface, self.state.game.basin)

    def draw(self, surface: pygame.Surface) -> None:
        view, state = self.view, self.state
        view.scale = self.env.view.scale
        basin = state.game.basin
        pawn_pos: dict[Pawn, tuple[float, float]] = {}
        gear_pos = None
        move = state.bot_move
        step = move.ring if move is not None else None
        if move is not None and step is not None:
            f = min(1.0, move.elapsed / max(1e-6, move.duration * 0.7))
            if self.env.reduce_motion:
                f = 1.0  # reduce motion: the pawn (or the gear) jumps there
            at = ring_point(self.layout, step.start, step.end, f)
            if step.pawn is None:
                gear_pos = at  # The Machine's Gear Wheel
            else:
                pawn_pos[step.pawn] = at
        acting = state.human_to_act()
        if acting and state.game.phase is Phase.DRAFT:
            shown = self.choice.shown_pawn()
            ringed: list[int] = []  # the spaces ringed ...
            stacks: list[int] = []  # ... and the stacks
            for pawn in basin.pawns:
                if state.legal_drafts(pawn):
                    view.draw_space_ring(surface, basin.pawns[pawn], (240, 230, 200), 2)
                    ringed.append(basin.pawns[pawn])
            if shown is not None:
                view.draw_space_ring(surface, basin.pawns[shown], pal.HIGHLIGHT, 4)
                ringed.append(basin.pawns[shown])
                for draft in state.legal_drafts(shown):
                    hot = draft.space == self.choice.hover_space
                    view.draw_space_ring(
                        surface, draft.space, pal.LEGAL, 5 if hot else 3
                    )
                    view.draw_stack_ring(
                        surface, draft.space, pal.LEGAL if hot else (150, 200, 160)
                    )
                    ringed.append(draft.space)
                    stacks.append(draft.space)
            view.draw_stack_counts(surface, basin, ringed, stacks)  # over the rings
        if acting and state.game.phase is Phase.TOKEN:
            for slot, token in enumerate(basin.face_up):
                if token is None:
                    continue
                chosen = token == state.chosen_token
                view.draw_token_ring(
                    surface, slot, pal.HIGHLIGHT if chosen else pal.LEGAL
                )
        view.draw_pieces(
            surface,
            basin,
            pawn_pos,
            gear_pos,
            self.env.time * 0.6,
            letters=self.env.shapes,
        )


def ring_point(
    layout: BasinLayout, start: int, end: int, f: float
) -> tuple[float, float]:
    steps = (end - start) % RING_SIZE or RING_SIZE
    angle0 = -math.pi / 2 + start * math.tau / RING_SIZE
    angle = angle0 + f * steps * math.tau / RING_SIZE
    cx, cy = layout.centre
    r = layout.ring_radius
    hop = math.sin(f * math.pi * steps) * 6
    return (cx + r * math.cos(angle), cy + r * math.sin(angle) - abs(hop))
