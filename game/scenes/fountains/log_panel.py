"""The game log of the Fountains table, bottom right (cached static layer)."""

from __future__ import annotations

import pygame

from game.render.fountains.hud import draw_log
from game.scenes.fountains.layout import side_panels
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState


class LogPanel(Panel):
    def __init__(self, env: TableEnv, state: TableState) -> None:
        self.env = env
        self.state = state

    def draw_static(self, surface: pygame.Surface) -> None:
        rect = side_panels(bool(self.state.game.design_cards))[1]
        view = self.env.view
        draw_log(surface, rect, self.env.fonts, self.state.log.lines, view)
