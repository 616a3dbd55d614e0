"""Shared by the setup screens: a row per seat with colour, name, who plays and,
for a computer seat, how strongly (Easy, Medium or Hard; remembered in the
settings by the screen that uses it)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.menus.menu import MenuScene
from game.scenes.screens import start_game
from game.setup import DEFAULT_LEVEL, LEVELS, GameSetup, Seat
from game.ui import theme
from game.ui.swatch import ColourSwatch
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, Stepper

if TYPE_CHECKING:
    from game.context import AppContext

ROW_LEFT, ROW_WIDTH, ROW_HEIGHT, ROW_GAP = 140, 1000, 60, 12
PLAYS = ("Human", "Computer")
LEVEL_NAMES = tuple(level.capitalize() for level in LEVELS)
NAME_WIDTH = 262
PLAYS_LEFT, PLAYS_WIDTH, PLAYS_CONTROL = 362, 350, 254
LEVEL_LEFT, LEVEL_CONTROL = 722, 264


@dataclass
class SeatDraft:
    name: str
    colour: theme.Colour
    computer: bool = False
    level: str = DEFAULT_LEVEL

    def seat(self, index: int) -> Seat:
        name = self.name.strip() or f"Player {index + 1}"
        return Seat(
            name=name, colour=self.colour, computer=self.computer, level=self.level
        )


def _set_name(draft: SeatDraft, name: str) -> None:
    draft.name = name


def _set_level(draft: SeatDraft, choice: int) -> None:
    draft.level = LEVELS[choice]


class SeatChoice(Choice):
    """Human or computer, in a narrower row (the level sits beside it)."""

    LABEL_SIZE = 26


class LevelChoice(Choice):
    """Easy, Medium or Hard for a computer seat: three segments filling the row
    (its label, "Level 2", names it for the keyboard and for tests; a person's
    seat shows it dimmed and it cannot be changed)."""

    def _draw_row(self, surface: pygame.Surface, fonts: Any, focused: bool) -> None:
        fill = (
            theme.BUTTON_QUIET_HOVER if (self.hover or focused) else theme.BUTTON_QUIET
        )
        pygame.draw.rect(surface, fill, self.rect, border_radius=14)
        if focused:
            self._draw_focus(surface, self.rect)

    def draw(self, surface: pygame.Surface, fonts: Any, focused: bool) -> None:
        if self.enabled:
            super().draw(surface, fonts, focused)
            return
        self._draw_row(surface, fonts, focused)
        words = fonts.render("Plays as a person", 24, theme.MIST)
        surface.blit(words, words.get_rect(center=self.rect.center))


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
    level_label = "Level"  # "Aim" on the Kids' Splash setup
    levels_setting: str | None = None  # the Settings field remembering the levels

    def __init__(self, ctx: AppContext) -> None:
        self.drafts = default_drafts(self.max_players)
        for draft, level in zip(self.drafts, self.remembered_levels(ctx), strict=False):
            draft.level = level
        self.players = self.start_players
        super().__init__(ctx)

    def remembered_levels(self, ctx: AppContext) -> tuple[str, ...]:
        """Each seat's level as last chosen on this screen (from the settings)."""
        if self.levels_setting is None:
            return ()
        levels = getattr(ctx.settings, self.levels_setting, ())
        return tuple(level for level in levels if level in LEVELS)

    def remember_levels(self) -> None:
        """Keep every seat's level in the settings for the next game."""
        field = self.levels_setting
        change = getattr(self.ctx, "change_settings", None)
        if field is None or change is None or not hasattr(self.ctx.settings, field):
            return
        change(**{field: tuple(draft.level for draft in self.drafts)})

    def back(self) -> None:
        self.remember_levels()
        super().back()

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
                (ROW_LEFT + 86, y, NAME_WIDTH if with_plays else 400, ROW_HEIGHT),
                f"Name {index + 1}",
                draft.name,
                partial(_set_name, draft),
                placeholder=f"Player {index + 1}",
            )
        )
        if with_plays:
            add(
                SeatChoice(
                    (ROW_LEFT + PLAYS_LEFT, y, PLAYS_WIDTH, ROW_HEIGHT),
                    f"Seat {index + 1}",
                    PLAYS,
                    int(draft.computer),
                    partial(self._set_plays, index),
                    control_width=PLAYS_CONTROL,
                )
            )
            level = LevelChoice(
                (ROW_LEFT + LEVEL_LEFT, y, ROW_WIDTH - LEVEL_LEFT, ROW_HEIGHT),
                f"{self.level_label} {index + 1}",
                LEVEL_NAMES,
                LEVELS.index(draft.level),
                partial(_set_level, draft),
                control_width=LEVEL_CONTROL,
            )
            level.enabled = draft.computer
            add(level)

    def _set_plays(self, index: int, choice: int) -> None:
        draft = self.drafts[index]
        draft.computer = PLAYS[choice] == "Computer"
        self.widgets.find(f"{self.level_label} {index + 1}").enabled = draft.computer

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
        self.remember_levels()
        start_game(self.manager, self.ctx, self.make_setup())

    def draw_note(self, surface: pygame.Surface, text: str, y: int) -> None:
        note = self.ctx.fonts.render(text, 26, theme.MIST)
        surface.blit(note, note.get_rect(midtop=(640, y)))
