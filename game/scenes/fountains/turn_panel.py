"""The light hand-off: the table stays in sight when the mouse passes between
people. A large banner over the view says whose turn it is, and "since your
last turn" sits in the game log's place; both go at the first click on the
table (which still does what it was meant to do)."""

from __future__ import annotations

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.hud import DIM, TEXT, box, panel, put, text
from game.scenes.fountains.layout import FREE_TOP, side_panels
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.seat_names import possessive_turn
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView
from game.ui.text import cover_texts

BANNER_SIZE = 46
LINE_SIZE = 17
LINE_H = 19


class TurnPanel(Panel):
    """Whose turn (a banner) and what changed since (a compact panel)."""

    def __init__(self, env: TableEnv, state: TableState, view: FountainView) -> None:
        self.env = env
        self.state = state
        self.view = view  # the large view: the banner sits across its top

    def showing(self) -> bool:
        recap = self.state.recap
        return recap is not None and recap.light

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.showing():
            self.state.close_recap()
        return False  # the click goes on to the table

    def draw(self, surface: pygame.Surface) -> None:
        recap = self.state.recap
        if recap is None or not recap.light:
            return
        self._banner(surface, recap.seat, recap.name)
        rect = side_panels(bool(self.state.game.design_cards))[1]
        fonts, view = self.env.fonts, self.env.view
        panel(surface, rect, view=view)
        cover_texts(surface, view.rect(rect))
        heading = "Your first turn" if recap.first else "Since your last turn"
        title = text(fonts, heading, 18, pal.HIGHLIGHT, True, view.scale)
        put(surface, view, title, topleft=(rect.x + 12, rect.y + 7))
        hint = text(fonts, "click to close", 15, DIM, False, view.scale)
        put(surface, view, hint, topright=(rect.right - 12, rect.y + 9))
        self._lines(surface, rect, recap.lines)

    def _banner(self, surface: pygame.Surface, seat: int, name: str) -> None:
        fonts, view = self.env.fonts, self.env.view
        said = possessive_turn(name)
        size = text(fonts, said, BANNER_SIZE, TEXT, True).get_size()
        top = (self.view.view_rect.centerx, FREE_TOP + 8)
        back = pygame.Rect((0, 0), size)
        back.midtop = top
        back.inflate_ip(56, 20)
        colour = self.state.colour(seat)
        box(surface, view, (14, 10, 8), back.move(0, 5), radius=14)
        box(surface, view, pal.shade(colour, 0.35), back, radius=14)
        box(surface, view, colour, back, 4, 14)
        words = text(fonts, said, BANNER_SIZE, TEXT, True, view.scale)
        put(surface, view, words, back, center=back.center)

    def _lines(
        self, surface: pygame.Surface, rect: pygame.Rect, lines: list[str]
    ) -> None:
        """The newest whole lines that fit, newest at the bottom."""
        fonts, view = self.env.fonts, self.env.view
        room = (rect.height - 34) // LINE_H
        width = rect.width - 24
        wrapped: list[str] = []
        for line in reversed(lines or ["Nothing has happened yet."]):
            parts = fonts.wrap(line, LINE_SIZE, width)
            if len(wrapped) + len(parts) > room:
                break
            wrapped[:0] = parts
        y = rect.y + 30
        for part in wrapped:
            label = text(fonts, part, LINE_SIZE, TEXT, False, view.scale)
            put(surface, view, label, rect, topleft=(rect.x + 12, y))
            y += LINE_H
