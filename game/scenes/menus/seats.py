"""Shared by the setup screens: a row per seat with colour, name, who plays and,
for a computer seat, how strongly (Easy, Medium, Hard or Expert; Kids' Splash
aims Easy, Medium or Hard; remembered in the settings by the screen that uses
it).

A seat is a player's profile: the button beside the name puts the next
profile (its name and colour) in the seat, then a guest; typing a new name
makes a profile when the game starts. The seats of the last game of the
mode, names and colours, are there again the next time."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.records.profiles import Profile, ProfileError, guest_name, is_guest_name
from game.records.session import records_for
from game.scenes.menus.menu import MenuScene
from game.scenes.screens import start_game
from game.setup import DEFAULT_LEVEL, LEVELS, GameSetup, Mode, Seat
from game.ui import theme
from game.ui.swatch import ColourSwatch
from game.ui.text import blit_text
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, Stepper, Widget

if TYPE_CHECKING:
    from game.context import AppContext

ROW_LEFT, ROW_WIDTH, ROW_HEIGHT, ROW_GAP = 140, 1000, 60, 12
PLAYS = ("Human", "Computer")
NAME_WIDTH = 186
PICKER_WIDTH = 50
PLAYS_LEFT, PLAYS_WIDTH, PLAYS_CONTROL = 336, 350, 254
LEVEL_LEFT, LEVEL_CONTROL = 696, 290
LEVEL_WORDS_MOST, LEVEL_WORDS_LEAST = 26, 18
"""The largest and smallest type of the level names (the largest that fits)."""


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


def _set_level(draft: SeatDraft, levels: tuple[str, ...], choice: int) -> None:
    draft.level = levels[choice]


class SeatChoice(Choice):
    """Human or computer, in a narrower row (the level sits beside it)."""

    LABEL_SIZE = 26


class LevelChoice(Choice):
    """Easy, Medium or Hard for a computer seat: three segments filling the row
    (its label, "Level 2", names it for the keyboard and for tests; a person's
    seat shows it dimmed and it cannot be changed)."""

    def _draw_row(self, surface: pygame.Surface, fonts: Any, focused: bool) -> None:
        view = self.view
        fill = (
            theme.BUTTON_QUIET_HOVER if (self.hover or focused) else theme.BUTTON_QUIET
        )
        pygame.draw.rect(surface, fill, view.rect(self.rect), border_radius=view.px(14))
        if focused:
            self._draw_focus(surface, self.rect)

    def draw(self, surface: pygame.Surface, fonts: Any, focused: bool) -> None:
        self._draw_row(surface, fonts, focused)
        if self.enabled:
            self._draw_levels(surface, fonts)
            return
        self._text(
            surface,
            fonts,
            "Plays as a person",
            24,
            theme.MIST,
            center=self.rect.center,
        )

    def _draw_levels(self, surface: pygame.Surface, fonts: Any) -> None:
        """The segments, every name in one type size, the largest that fits
        (four levels share the room three had), measured as drawn; at a
        large Text size they may keep the type they have at 100%."""
        scale = self.view.scale
        room = self.view.px(self.segment_rect(0).width - 8)
        least = min(LEVEL_WORDS_LEAST, int(LEVEL_WORDS_LEAST / fonts.text_scale))
        size = LEVEL_WORDS_MOST
        while size > least and any(
            fonts.render(option, size, theme.INK, True, scale).get_width() > room
            for option in self.options
        ):
            size -= 1
        self.draw_segments_flat(surface, fonts, size, bold_all=False)


class ProfilePicker(Widget):
    """Beside a seat's name: a click (or Enter, or Left and Right) puts the
    next profile in the seat, then a guest."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_pick: Callable[[int], None],
    ) -> None:
        super().__init__(rect, label)
        self.on_pick = on_pick

    def activate(self) -> None:
        if self.enabled:
            self._click()
            self.on_pick(1)

    def adjust(self, step: int) -> bool:
        self.on_pick(step)
        return True

    def draw(self, surface: pygame.Surface, fonts: Any, focused: bool) -> None:
        view = self.view
        fill = theme.BUTTON_QUIET_HOVER if self.hover else theme.BUTTON_QUIET
        pygame.draw.rect(surface, fill, view.rect(self.rect), border_radius=view.px(14))
        if focused:
            self._draw_focus(surface, self.rect)
        x, y = self.rect.center
        pygame.draw.circle(surface, theme.FOAM, view.point((x, y - 9)), view.px(7))
        body = pygame.Rect(0, 0, 24, 14)
        body.midtop = (x, y + 1)
        pygame.draw.ellipse(surface, theme.FOAM, view.rect(body))
        arrow = [(x + 12, y + 14), (x + 20, y + 14), (x + 16, y + 19)]
        pygame.draw.polygon(surface, theme.ACCENT, [view.point(p) for p in arrow])


def default_drafts(count: int) -> list[SeatDraft]:
    return [SeatDraft(f"Player {i + 1}", theme.SEAT_COLOURS[i]) for i in range(count)]


def new_seed() -> int:
    return random.randrange(1, 1_000_000)


class SeatsSetupScene(MenuScene):
    """A setup screen with a player count and one row per seat; drawn at
    the window's resolution."""

    draws_at_scale = True
    min_players = 2
    max_players = 5
    start_players = 3
    seats_top = 214
    level_label = "Level"  # "Aim" on the Kids' Splash setup
    seat_levels: tuple[str, ...] = LEVELS  # a computer seat's choices (Kids' Splash: 3)
    levels_setting: str | None = None  # the Settings field remembering the levels
    mode: Mode | None = None  # whose last game's seats come back

    def __init__(self, ctx: AppContext) -> None:
        self.drafts = default_drafts(self.max_players)
        for draft, level in zip(self.drafts, self.remembered_levels(ctx), strict=False):
            draft.level = level
        self.players = self.start_players
        self.records = records_for(ctx)
        self.known: list[Profile] = (
            self.records.book.profiles(False) if self.records is not None else []
        )
        self._remember_seats()
        super().__init__(ctx)

    def _remember_seats(self) -> None:
        """The seats of this mode's last game: names, colours, who played."""
        if self.records is None or self.mode is None:
            return
        seats = self.records.last_seats(self.mode.value)
        if self.min_players <= len(seats) <= self.max_players:
            self.players = len(seats)
        colours = {p.name.casefold(): p.colour for p in self.known}
        for index, (name, level) in enumerate(seats[: self.max_players]):
            draft = self.drafts[index]
            draft.computer = level is not None
            if level is not None:
                draft.level = level
                continue
            draft.name = name
            colour = colours.get(name.casefold())
            taken = {d.colour for d in self.drafts[:index]}
            if colour is not None and colour not in taken:
                self._give_colour(index, colour)

    def _give_colour(self, index: int, colour: theme.Colour) -> None:
        """Seat ``index`` takes ``colour``; a later seat holding it swaps."""
        for other in self.drafts[index + 1 :]:
            if other.colour == colour:
                other.colour = self.drafts[index].colour
        self.drafts[index].colour = colour

    def pick_profile(self, index: int, step: int) -> None:
        """The next (or previous) profile no other seat has, then a guest."""
        seated = {
            d.name.strip().casefold()
            for i, d in enumerate(self.drafts[: self.players])
            if i != index
        }
        choices: list[Profile | None] = [
            p for p in self.known if p.name.casefold() not in seated
        ]
        choices.append(None)  # a guest
        draft = self.drafts[index]
        names = [p.name.casefold() if p else "" for p in choices]
        now = draft.name.strip().casefold()
        if now in names:
            position = names.index(now)
        elif is_guest_name(draft.name):
            position = len(choices) - 1
        else:
            position = -1 if step > 0 else len(choices)
        chosen = choices[(position + step) % len(choices)]
        if chosen is None:
            draft.name = guest_name(index)
        else:
            draft.name = chosen.name
            taken = {d.colour for i, d in enumerate(self.drafts) if i != index}
            if chosen.colour not in taken:
                draft.colour = chosen.colour
        self._rebuild(keep=f"Profile {index + 1}")

    def remember_profiles(self) -> None:
        """Starting: a newly named seat becomes a profile, and each profile
        keeps the colour it played in. A name that cannot be a profile
        plays as a guest."""
        if self.records is None:
            return
        book = self.records.book
        for draft in self.drafts[: self.players]:
            name = draft.name.strip()
            if draft.computer or not name or is_guest_name(name):
                continue
            try:
                profile = book.named(name)
                if profile is None:
                    book.create(name, draft.colour)
                elif profile.colour != draft.colour:
                    book.change(profile.id, colour=draft.colour)
            except (ProfileError, sqlite3.Error):
                continue

    def remembered_levels(self, ctx: AppContext) -> tuple[str, ...]:
        """Each seat's level as last chosen on this screen (from the settings)."""
        if self.levels_setting is None:
            return ()
        levels = getattr(ctx.settings, self.levels_setting, ())
        return tuple(level for level in levels if level in self.seat_levels)

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
        name_width = NAME_WIDTH if with_plays else 350
        add(
            TextField(
                (ROW_LEFT + 86, y, name_width, ROW_HEIGHT),
                f"Name {index + 1}",
                draft.name,
                partial(_set_name, draft),
                placeholder=f"Player {index + 1}",
            )
        )
        add(
            ProfilePicker(
                (ROW_LEFT + 92 + name_width, y, PICKER_WIDTH, ROW_HEIGHT),
                f"Profile {index + 1}",
                partial(self.pick_profile, index),
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
                tuple(level.capitalize() for level in self.seat_levels),
                self.seat_levels.index(
                    draft.level if draft.level in self.seat_levels else DEFAULT_LEVEL
                ),
                partial(_set_level, draft, self.seat_levels),
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
        self.remember_profiles()
        start_game(self.manager, self.ctx, self.make_setup())

    def draw_note(self, surface: pygame.Surface, text: str, y: int) -> None:
        """A line of ``text`` centred under the seats, its top at ``y``."""
        view = self.picture_view
        note = self.ctx.fonts.render(text, 26, theme.MIST, scale=view.scale)
        blit_text(surface, note, view.place(note, midtop=(640, y)))
