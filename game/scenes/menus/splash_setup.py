"""Set up Kids' Splash: 2 to 4 seats, the pond level and the variants."""

from __future__ import annotations

import importlib
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.seats import ROW_LEFT, SeatsSetupScene, new_seed
from game.setup import SPLASH_LEVELS, GameSetup, Mode
from game.ui import theme
from game.ui.text import blit_text
from game.ui.widgets import Stepper, Toggle

if TYPE_CHECKING:
    from game.context import AppContext

DEFAULT_POND = "Default pond"


def pond_levels(folder: Path) -> list[tuple[str, str]]:
    """(key, display name) of each level in ``folder`` that loads, by file name
    (empty before the level loader exists). The key is the file name without
    ``.tmx``."""
    try:
        levels = importlib.import_module("game.levels")
    except ModuleNotFoundError as exc:
        if exc.name == "game.levels":
            return []
        raise
    return [(level.key, level.name) for level in levels.available_levels(folder)]


class SplashSetupScene(SeatsSetupScene):
    heading = "Kids' Splash"
    mode = Mode.SPLASH
    subheading = "Fill your board with droplets of your colours to win"
    min_players, max_players, start_players = 2, 4, 2
    seats_top = 214
    level_label = "Aim"  # a computer seat's aim skill: Easy, Medium or Hard
    levels_setting = "splash_skills"
    seat_levels = SPLASH_LEVELS

    def __init__(self, ctx: AppContext) -> None:
        self.levels = pond_levels(ctx.levels_dir)
        self.level = 0
        self.variants = {"cooperative": False, "competitive": False, "toss": False}
        super().__init__(ctx)

    def build_options(self) -> None:
        names = [name for _, name in self.levels] or [DEFAULT_POND]
        self.widgets.add(
            Stepper(
                (ROW_LEFT + 520, 130, 480, 64),
                "Pond",
                self.level,
                0,
                len(names) - 1,
                self._set_level,
                fmt=lambda i: names[i],
                value_width=240,
            )
        )
        labels = (
            ("cooperative", "Cooperative"),
            ("competitive", "Competitive"),
            ("toss", "Advanced toss"),
        )
        for index, (key, label) in enumerate(labels):
            self.widgets.add(
                Toggle(
                    (ROW_LEFT + index * 340, 520, 320, 64),
                    label,
                    self.variants[key],
                    partial(self._set_variant, key),
                    show_state=False,
                )
            )

    def build(self) -> None:
        super().build()
        # Without a pond that loads there is no game to start: say so instead.
        self.widgets.find("Start game").enabled = bool(self.levels)

    def _set_level(self, index: int) -> None:
        self.level = index

    def _set_variant(self, key: str, value: bool) -> None:
        self.variants[key] = value

    def make_setup(self) -> GameSetup:
        return GameSetup(
            mode=Mode.SPLASH,
            seats=self.seats(),
            seed=new_seed(),
            level=self.levels[self.level][0] if self.levels else None,
            cooperative=self.variants["cooperative"],
            competitive=self.variants["competitive"],
            toss=self.variants["toss"],
        )

    def start(self) -> None:
        """Ask who went swimming most recently (they go first), then play."""
        assert self.manager is not None
        self.remember_levels()
        self.remember_profiles()
        self.manager.push(self.ctx.screens.who_starts(self.ctx, self.make_setup()))

    def draw_static(self, surface: pygame.Surface) -> None:
        if not self.levels:
            self.draw_note(
                surface,
                f"No pond level loads from {self.ctx.levels_dir}: "
                "Kids' Splash cannot start.",
                592,
            )
            return
        notes = (
            "Share leftover droplets",
            "Stop once a throw splashes",
            "Aim and toss the pebble",
        )
        fonts, view = self.ctx.fonts, self.picture_view
        for index, note in enumerate(notes):
            text = fonts.render(note, 24, theme.MIST, scale=view.scale)
            spot = (ROW_LEFT + index * 340 + 160, 590)
            blit_text(surface, text, view.place(text, midtop=spot))
