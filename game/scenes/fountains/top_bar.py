"""The Fountains table's turn order (top) and score track (right), with the
advanced game's design cards; hovering a card says what it pays."""

from __future__ import annotations

from typing import Any

import pygame

from game.render.fountains.hud import (
    SeatInfo,
    draw_design_cards,
    draw_score_track,
    draw_turn_order,
)
from game.scenes.fountains.label import label, span
from game.scenes.fountains.layout import HEADER_RECT, side_panels
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import SeatPlaces
from game.ui.text import place_layer


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
        """Hovering a design card chip shows what the card pays."""
        mouse, view = self.env.mouse, self.env.view
        for card, chip in self.places.design_chips:
            if chip.collidepoint(mouse):
                words = f"{card}: {card.rule}"
                tip, _pos = label(
                    self.env.fonts,
                    words,
                    18,
                    (250, 240, 220),
                    (20, 16, 14, 235),
                    0,
                    scale=view.scale,
                )
                width, height = span(tip, view.scale)
                x = min(chip.x, 1272 - width)
                place_layer(surface, tip, view.point((x, chip.y - height - 6)))
                return
