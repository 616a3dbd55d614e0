"""Set up Solo: Race Against The Machine, with its difficulty."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pygame

from game.records.daily import DAILY_DIFFICULTY, daily_setup
from game.records.statistics import daily_best
from game.scenes.menus.seats import ROW_LEFT, SeatsSetupScene, new_seed
from game.scenes.screens import start_game
from game.setup import GameSetup, Mode, Seat
from game.ui import art, theme
from game.ui.text import blit_text
from game.ui.widgets import Choice

if TYPE_CHECKING:
    from game.context import AppContext

DIFFICULTIES = ("easy", "medium", "hard")
# The rulebook's difficulty table: The Machine's points per fish and per lily pad.
MACHINE_POINTS = {"easy": (1, 1), "medium": (2, 1), "hard": (2, 2)}
MACHINE_NAME = "The Machine"
Pos = tuple[float, float]


def machine_seat() -> Seat:
    return Seat(name=MACHINE_NAME, colour=theme.MACHINE_COLOUR, computer=True)


class SoloSetupScene(SeatsSetupScene):
    heading = "Solo: Race Against The Machine"
    mode = Mode.SOLO
    subheading = "Outscore The Machine before its gear wheel laps the Basin twice"
    min_players = max_players = start_players = 1
    seats_top = 250

    def __init__(self, ctx: AppContext, today: date | None = None) -> None:
        self.difficulty = 1
        self.today = today or date.today()
        super().__init__(ctx)
        self.build()

    def build(self) -> None:
        self.widgets.clear()
        from game.ui.widgets import Button

        self._add_seat_row(0, self.seats_top, with_plays=False)
        self.widgets.add(
            Choice(
                (ROW_LEFT, 340, 1000, 64),
                "Difficulty",
                ("Easy", "Medium", "Hard"),
                self.difficulty,
                self._set_difficulty,
                control_width=480,
            )
        )
        self.widgets.add(
            Button((ROW_LEFT, 630, 240, 66), "Back", self.back, style="quiet")
        )
        self.widgets.add(
            Button((840, 630, 300, 66), "Start game", self.start, style="accent")
        )
        self.widgets.add(
            Button((400, 630, 420, 66), "Today's deal", self.start_daily, detail="")
        )

    def start_daily(self) -> None:
        """Today's deal: the same tiles as everyone today, at Medium."""
        assert self.manager is not None
        self.remember_profiles()
        player = self.drafts[0].seat(0)
        start_game(self.manager, self.ctx, daily_setup(player, self.today))

    def daily_note(self) -> str:
        level = DAILY_DIFFICULTY.capitalize()
        best = (
            daily_best(self.records.connection, self.today.isoformat())
            if self.records is not None
            else None
        )
        if best is None:
            return f"Today's deal: solo at {level}, the same tiles for everyone today"
        return f"Today's deal: solo at {level}; best here today {best[1]} by {best[0]}"

    def _set_difficulty(self, index: int) -> None:
        self.difficulty = index

    def make_setup(self) -> GameSetup:
        player = self.drafts[0].seat(0)
        return GameSetup(
            mode=Mode.SOLO,
            seats=(player, machine_seat()),
            seed=new_seed(),
            difficulty=DIFFICULTIES[self.difficulty],
        )

    def static_key(self) -> object:
        return (super().static_key(), self.difficulty)

    def draw_static(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        scale = view.scale

        def put(
            words: str,
            size: int,
            colour: theme.Colour,
            bold: bool = False,
            **anchor: Pos,
        ) -> None:
            text = fonts.render(words, size, colour, bold, scale)
            blit_text(surface, text, view.place(text, **anchor))

        put("Your colour and name", 30, theme.MIST, topleft=(ROW_LEFT, 208))
        put("against", 30, theme.MIST, center=(730, 280))
        cog = art.gear(view.px(34), scale=scale)
        surface.blit(cog, view.place(cog, center=(850, 280)))
        put(MACHINE_NAME, 36, theme.FOAM, True, midleft=(900, 280))
        fish, lilies = MACHINE_POINTS[DIFFICULTIES[self.difficulty]]
        lines = (
            f"The Machine scores {fish} per fish and {lilies} per lily pad on its "
            "tiles;",
            "most pools pays 7 and every coin 5, to you both.",
        )
        for index, line in enumerate(lines):
            put(line, 30, theme.FOAM, midtop=(640, 440 + index * 38))
        put(self.daily_note(), 26, theme.ACCENT, midtop=(640, 580))
