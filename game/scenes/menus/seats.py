"""Shared by the setup screens: a row per seat with colour, name and who plays."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.menu import MenuScene
from game.scenes.screens import start_game
from game.setup import GameSetup, Seat
from game.ui import theme
from game.ui.swatch import ColourSwatch
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, Stepper

if TYPE_CHECKING:
    from game.context import AppContext

ROW_LEFT, ROW_WIDTH, ROW_HEIGHT, ROW_GAP = 140, 1000, 60, 12
PLAYS = ("Human", "Computer")


@dataclass
class SeatDraft:
    name: str
    colour: theme.Colour
    computer: bool = False

    def seat(self, index: int) -> Seat:
        name = self.name.strip() or f"Player {index + 1}"
        return Seat(name=name, colour=self.colour, computer=self.computer)


def _set_name(draft: SeatDraft, name: str) -> None:
    draft.name = name


def _set_plays(draft: SeatDraft, choice: int) -> None:
    draft.computer = PLAYS[choice] == "Computer"


def default_drafts(count: int) -> list[SeatDraft]:
    return [SeatDraft(f"Player {i + 1}", theme.SEAT_COLOURS[i]) for i in range(count)]


def new_seed() -> int:
    return random.randrange(1, 1_000_000)


class SeatsSetupScene(MenuScene):
    """A setup screen with a player count and one row per seat."""

    min_players = 2
    max_players = 5
    start_players = 3
    seats_top = 214

    def __init__(self, ctx: AppContext) -> None:
        self.drafts = default_drafts(self.max_players)
        self.players = self.start_players
        super().__init__(ctx)

    def build(self) -> None:
        self.widgets.clear()
        add = self.widgets.add
        add(
            Stepper(
                (ROW_LEFT, 130, 480, 64),
                "Players",
                self.players,
                self.min_players,
                self.max_players,
                self._set_players,
            )
        )
        self.build_options()
        for index in range(self.players):
            self._add_seat_row(index, self.seats_top + index * (ROW_HEIGHT + ROW_GAP))
        add(Button((ROW_LEFT, 630, 240, 66), "Back", self.back, style="quiet"))
        add(Button((840, 630, 300, 66), "Start game", self.start, style="accent"))

    def build_options(self) -> None:
        """Widgets beside the player count and below the seats."""

    def _add_seat_row(self, index: int, y: int, with_plays: bool = True) -> None:
        draft = self.drafts[index]
        add = self.widgets.add
        add(
            ColourSwatch(
                (ROW_LEFT, y, 70, ROW_HEIGHT),
                f"Colour {index + 1}",
                index,
                draft.colour,
                self._next_colour,
                lambda: self.ctx.settings.colour_blind,
            )
        )
        add(
            TextField(
                (ROW_LEFT + 86, y, 400, ROW_HEIGHT),
                f"Name {index + 1}",
                draft.name,
                partial(_set_name, draft),
                placeholder=f"Player {index + 1}",
            )
        )
        if with_plays:
            add(
                Choice(
                    (ROW_LEFT + 504, y, ROW_WIDTH - 504, ROW_HEIGHT),
                    f"Seat {index + 1}",
                    PLAYS,
                    int(draft.computer),
                    partial(_set_plays, draft),
                    control_width=340,
                )
            )

    def _set_players(self, players: int) -> None:
        self.players = players
        self._rebuild(keep="Players")

    def _rebuild(self, keep: str) -> None:
        focused = self.widgets.focused
        self.build()
        if focused is not None and focused.label == keep:
            self.widgets.focus_on(self.widgets.find(keep))

    def _next_colour(self, seat: int) -> theme.Colour:
        taken = {
            d.colour for i, d in enumerate(self.drafts[: self.players]) if i != seat
        }
        colours = theme.SEAT_COLOURS
        start = (
            colours.index(self.drafts[seat].colour)
            if (self.drafts[seat].colour in colours)
            else -1
        )
        for step in range(1, len(colours) + 1):
            colour = colours[(start + step) % len(colours)]
            if colour not in taken:
                self.drafts[seat].colour = colour
                return colour
        return self.drafts[seat].colour

    def seats(self) -> tuple[Seat, ...]:
        return tuple(d.seat(i) for i, d in enumerate(self.drafts[: self.players]))

    def make_setup(self) -> GameSetup:
        raise NotImplementedError

    def start(self) -> None:
        assert self.manager is not None
        start_game(self.manager, self.ctx, self.make_setup())

    def draw_note(self, surface: pygame.Surface, text: str, y: int) -> None:
        note = self.ctx.fonts.render(text, 26, theme.MIST)
        surface.blit(note, note.get_rect(midtop=(640, y)))
