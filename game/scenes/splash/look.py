"""What every panel of one Kids' Splash table draws with: the level seen
through its camera, the pictures, where the boards are, and the seats'
names and colours."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.levels import Level
from game.render.splash import coords as coords
from game.render.splash.coords import BoardPlace, PondCamera
from game.render.splash.hud import SplashHud
from game.render.splash.pen import Pen
from game.render.splash.pond_view import PondView
from game.rules.splash.droplets import SplashModel
from game.setup import GameSetup
from game.ui.view import View

Colour = tuple[int, int, int]
Point = tuple[float, float]


@dataclass
class TableLook:
    level: Level
    camera: PondCamera
    view: PondView
    hud: SplashHud
    places: tuple[BoardPlace, ...]
    names: tuple[str, ...]
    colours: tuple[Colour, ...]
    #: The player's settings now (the pause menu may change them mid-game).
    settings_now: Callable[[], Any]

    @property
    def settings(self) -> Any:
        return self.settings_now()

    @classmethod
    def build(
        cls,
        level: Level,
        model: SplashModel,
        setup: GameSetup,
        fonts: object,
        settings: Callable[[], Any],
    ) -> TableLook:
        camera = PondCamera.fit((level.width, level.height))
        view = PondView(level, camera, model)
        seats: Sequence[Any] = setup.seats
        return cls(
            level,
            camera,
            view,
            SplashHud(fonts, view.sprites),
            coords.board_places(
                len(seats), coords.TEAM_SIDE if setup.cooperative else coords.SIDE
            ),
            tuple(s.name for s in seats),
            tuple(tuple(s.colour) for s in seats),  # type: ignore[misc]
            settings,
        )

    @property
    def marks(self) -> bool:
        """Colour-blind marks on seats and boards."""
        return bool(getattr(self.settings, "colour_blind", False))

    @property
    def calm(self) -> bool:
        """Reduce motion (a setting): what only decorates stands still (the
        winner's rays, the team's cheer); ripples and the moves stay."""
        return bool(getattr(self.settings, "reduce_motion", False))

    @staticmethod
    def pen(surface: pygame.Surface) -> Pen:
        """Draws on ``surface``, the picture of the whole logical screen at
        its own size (the scale of a window, or 1:1)."""
        return Pen(surface, View.of_picture(surface.get_size()).scale)

    def screen(self, level_pos: Point) -> Point:
        return self.camera.to_screen(level_pos)


def ints(p: Point) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))
