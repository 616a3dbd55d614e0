"""The Fountains table's turn order (top) and score track (right), with the
advanced game's design cards; hovering a card says what it pays."""

from __future__ import annotations

from typing import Any

import pygame

from game.render.fountains.hud import (
    SeatInfo,
    box,
    draw_design_cards,
    draw_score_track,
    draw_turn_order,
    smaller_sizes,
)
from game.scenes.fountains.label import label, span
from game.scenes.fountains.layout import HEADER_RECT, side_panels
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import SeatPlaces
from game.ui.text import cover_texts, place_layer
from game.ui.view import View


class TopBarPanel(Panel):
    """Turn order, score track and design card chips (cached static layer)."""

    def __init__(self, env: TableEnv, state: TableState, places: SeatPlaces) -> None:
        self.env = env
        self.state = state
        self.places = places  # where the plates and chips went, for the others

    @property
    def plates(self) -> list[pygame.Rect]:
        """Each seat's name plate, by seat, as last drawn."""
        return self.places.plates

    def seat_infos(self) -> list[SeatInfo]:
        state = self.state
        scores = state.game.scores
        return [
            SeatInfo(
                state.name(s),
                state.colour(s),
                scores[s],
                state.is_computer(s),
                state.game.is_machine(s),
            )
            for s in range(state.game.seats)
        ]

    def draw_static(self, surface: pygame.Surface) -> None:
        state, fonts, shapes = self.state, self.env.fonts, self.env.shapes
        view = self.env.view
        game = state.game
        infos = self.seat_infos()
        self.places.plates = draw_turn_order(
            surface,
            HEADER_RECT,
            fonts,
            infos,
            state.turn_order(),
            game.current_seat,
            game.first_seat,
            shapes,
            view,
        )
        cards = list(getattr(game, "design_cards", ()) or ())
        track_rect, _log = side_panels(bool(cards))
        draw_score_track(surface, track_rect, fonts, infos, shapes, view)
        row = pygame.Rect(track_rect.x + 12, track_rect.bottom - 30, 390, 22)
        self.places.design_chips = []
        if cards:
            names = [str(c) for c in cards]
            chips = draw_design_cards(surface, row, fonts, names, view)
            self.places.design_chips = list(zip(cards, chips, strict=True))

    def design_card_chips(self) -> list[tuple[Any, pygame.Rect]]:
        """(design card, its chip on screen), as last drawn (keyboard focus)."""
        return list(self.places.design_chips)

    def draw(self, surface: pygame.Surface) -> None:
        """Hovering a design card chip shows what the card pays, over the
        score track above the chips (the track is hidden meanwhile: the rule
        never lies half over its numbers)."""
        mouse, view = self.env.mouse, self.env.view
        for card, chip in self.places.design_chips:
            if chip.collidepoint(mouse):
                self._card_rule(surface, f"{card}: {card.rule}", chip.y, view)
                return

    def _card_rule(
        self, surface: pygame.Surface, words: str, chips_top: int, view: View
    ) -> None:
        fonts = self.env.fonts
        track, _log = side_panels(True)
        back = pygame.Rect(track.x + 3, track.y + 3, track.width - 6, 0)
        back.height = chips_top - 3 - back.y
        box(surface, view, (20, 16, 14), back, radius=8)
        cover_texts(surface, view.rect(back))
        room = back.width - 24
        colour, ink = (250, 240, 220), (20, 16, 14, 255)
        for size in (RULE_SIZE, *smaller_sizes(fonts, RULE_SIZE), *RULE_SMALLER):
            tip, _pos = label(fonts, words, size, colour, ink, 0, room, view.scale)
            if span(tip, view.scale)[1] <= back.height:
                break
        rect = pygame.Rect((0, 0), span(tip, view.scale))
        rect.center = back.center
        place_layer(surface, tip, view.point(rect.topleft))


RULE_SIZE = 18
RULE_SMALLER = (15, 14)  # a long rule in two lines at a large Text size
