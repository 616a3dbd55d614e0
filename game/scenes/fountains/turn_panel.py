"""The light hand-off: the table stays in sight when the mouse passes between
people. A large banner over the view says whose turn it is, and "since your
last turn" sits in the game log's place; both go at the first click on the
table (which still does what it was meant to do)."""

from __future__ import annotations

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.hud import DIM, TEXT, panel, text
from game.scenes.fountains.layout import FREE_TOP, side_panels
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.seat_names import possessive_turn
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import FountainView
from game.ui.text import blit_text, cover_texts

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
        panel(surface, rect)
        cover_texts(surface, rect)
        fonts = self.env.fonts
        heading = "Your first turn" if recap.first else "Since your last turn"
        blit_text(
            surface, text(fonts, heading, 18, pal.HIGHLIGHT, True), rect.move(12, 7)
        )
        hint = text(fonts, "click to close", 15, DIM)
        blit_text(surface, hint, hint.get_rect(topright=(rect.right - 12, rect.y + 9)))
        self._lines(surface, rect, recap.lines)

    def _banner(self, surface: pygame.Surface, seat: int, name: str) -> None:
        fonts = self.env.fonts
        words = text(fonts, possessive_turn(name), BANNER_SIZE, TEXT, True)
        top = (self.view.view_rect.centerx, FREE_TOP + 8)
        back = words.get_rect(midtop=top).inflate(56, 20)
        colour = self.state.colour(seat)
        pygame.draw.rect(surface, (14, 10, 8), back.move(0, 5), border_radius=14)
        pygame.draw.rect(surface, pal.shade(colour, 0.35), back, border_radius=14)
        pygame.draw.rect(surface, colour, back, 4, border_radius=14)
        blit_text(surface, words, words.get_rect(center=back.center), back)

    def _lines(
        self, surface: pygame.Surface, rect: pygame.Rect, lines: list[str]
    ) -> None:
        """The newest whole lines that fit, newest at the bottom."""
        fonts = self.env.fonts
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
            blit_text(
                surface, text(fonts, part, LINE_SIZE, TEXT), (rect.x + 12, y), rect
            )
            y += LINE_H
