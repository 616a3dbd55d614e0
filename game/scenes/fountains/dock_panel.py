"""The cards docked over the game log while a choice is weighed: what the
hovered (or chosen) pawn would take, and what the held piece would score. Once
a pawn is chosen, a click on one of its columns drafts that space."""

from __future__ import annotations

import pygame

from game.scenes.fountains.cards import DockedCards, take_columns
from game.scenes.fountains.held import HeldArt
from game.scenes.fountains.layout import side_panels
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import BasinChoice


class DockPanel(Panel):
    """Take preview and placement preview, over the game log's place."""

    def __init__(
        self, env: TableEnv, state: TableState, basin: BasinChoice, art: HeldArt
    ) -> None:
        self.env = env
        self.state = state
        self.basin = basin
        self.art = art  # the preview card a ghost drawn this frame left for it
        self.cards = DockedCards(env.fonts)

    @property
    def rect(self) -> pygame.Rect:
        """The game log's place (smaller in the advanced game)."""
        return side_panels(bool(self.state.game.design_cards))[1]

    def columns(self) -> list[tuple[int, pygame.Rect]]:
        """(space, rect) of each clickable column of the chosen pawn's card."""
        pawn = self.state.selected_pawn
        if pawn is None or not self.state.human_to_act():
            return []
        spaces = [d.space for d in self.state.legal_drafts(pawn)]
        return list(zip(spaces, take_columns(self.rect, len(spaces)), strict=True))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.basin.column_space = next(
                (s for s, rect in self.columns() if rect.collidepoint(event.pos)), None
            )
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pawn = self.state.selected_pawn
            for space, rect in self.columns():
                if pawn is not None and rect.collidepoint(event.pos):
                    return self.state.draft(pawn, space)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        dock = self.rect
        shown = self.basin.shown_pawn()
        if shown is not None and self.state.human_to_act():
            spaces = [d.space for d in self.state.legal_drafts(shown)]
            clickable = shown is self.state.selected_pawn
            hot = self.basin.hover_space
            if clickable and self.basin.column_space is not None:
                hot = self.basin.column_space
            if spaces:
                self.cards.draw_take_preview(
                    surface,
                    self.state.game.basin,
                    shown,
                    spaces,
                    hot,
                    dock,
                    clickable,
                    view=self.env.view,
                )
        queued, self.art.queued_card = self.art.queued_card, None
        if queued is not None:
            self.cards.draw_preview_card(surface, dock, queued, view=self.env.view)
