"""The cards docked over the game log while a choice is weighed: what the
hovered (or chosen) pawn would take, and what the held piece would score."""

from __future__ import annotations

import pygame

from game.scenes.fountains.basin_panel import BasinPanel
from game.scenes.fountains.cards import DockedCards
from game.scenes.fountains.held_panel import HeldPanel
from game.scenes.fountains.layout import side_panels
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState


class DockPanel(Panel):
    """Take preview and placement preview, over the game log's place."""

    def __init__(
        self, env: TableEnv, state: TableState, basin: BasinPanel, held: HeldPanel
    ) -> None:
        self.state = state
        self.basin = basin
        self.held = held
        self.cards = DockedCards(env.fonts)

    @property
    def rect(self) -> pygame.Rect:
        """The game log's place (smaller in the advanced game)."""
        return side_panels(bool(self.state.game.design_cards))[1]

    def draw(self, surface: pygame.Surface) -> None:
        dock = self.rect
        shown = self.basin.shown_pawn()
        if shown is not None and self.state.human_to_act():
            spaces = [d.space for d in self.state.legal_drafts(shown)]
            if spaces:
                self.cards.draw_take_preview(
                    surface,
                    self.state.game.basin,
                    shown,
                    spaces,
                    self.basin.hover_space,
                    dock,
                )
        queued, self.held.art.queued_card = self.held.art.queued_card, None
        if queued is not None:
            self.cards.draw_preview_card(surface, dock, queued)
