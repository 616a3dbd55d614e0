"""Choose a mode: Fountains, Solo vs The Machine, or Kids' Splash."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.menu import MenuScene
from game.scenes.menus.solo_setup import SoloSetupScene
from game.scenes.menus.splash_setup import SplashSetupScene
from game.ui import art
from game.ui.fonts import Fonts
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.scene import Scene

ART_HEIGHT = 170


class ModeCard(Button):
    """A tall button with a picture above the mode's name and description."""

    def __init__(
        self,
        rect: tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None],
        detail: str,
        picture: Callable[[float], pygame.Surface],
    ) -> None:
        super().__init__(rect, label, on_click, text_size=50, detail=detail)
        self.picture = picture
        self.text_top = ART_HEIGHT + 70

    def _look(self, state: str, fonts: Fonts) -> pygame.Surface:
        fresh = self.look_key(state, fonts) not in self._looks
        look = super()._look(state, fonts)
        if fresh:
            view = self.view
            picture = self.picture(view.scale)
            centre = (look.get_width() // 2, view.px(20 + ART_HEIGHT // 2))
            look.blit(picture, picture.get_rect(center=centre))
        return look


def _fountain_picture(scale: float) -> pygame.Surface:
    return art.fountain(round(200 * scale), round(160 * scale), scale)


def _machine_picture(scale: float) -> pygame.Surface:
    def k(length: float) -> int:
        return round(length * scale)

    surface = pygame.Surface((k(220), k(160)), pygame.SRCALPHA)
    emblem = art.fountain(k(150), k(120), scale)
    surface.blit(emblem, emblem.get_rect(center=(k(80), k(90))))
    cog = art.gear(k(48), scale=scale)
    surface.blit(cog, cog.get_rect(center=(k(150), k(70))))
    return surface


def _splash_picture(scale: float) -> pygame.Surface:
    return art.splash(round(240 * scale), round(160 * scale), scale)


MODES = (
    (
        "Fountains",
        "2 to 5 players. Draft tiles from the Basin and build the finest fountain.",
    ),
    ("Solo", "You against The Machine. Easy, Medium or Hard."),
    (
        "Kids' Splash",
        "2 to 4 players. Drop the pebble and catch the droplets that splash out.",
    ),
)


class ModeSelectScene(MenuScene):
    """The three games as tall cards; drawn at the window's resolution."""

    draws_at_scale = True
    heading = "Choose a game"
    subheading = "Pass the mouse around the couch"

    def build(self) -> None:
        width, gap = 340, 40
        left = 640 - (3 * width + 2 * gap) // 2
        actions = (self._fountains, self._solo, self._splash)
        pictures = (_fountain_picture, _machine_picture, _splash_picture)
        for index, ((title, detail), action, picture) in enumerate(
            zip(MODES, actions, pictures, strict=True)
        ):
            self.widgets.add(
                ModeCard(
                    (left + index * (width + gap), 150, width, 430),
                    title,
                    action,
                    detail,
                    picture,
                )
            )
        self.widgets.add(Button((140, 624, 240, 66), "Back", self.back, style="quiet"))

    def _open(self, scene: Scene) -> None:
        assert self.manager is not None
        self.manager.push(scene)

    def _fountains(self) -> None:
        self._open(FountainsSetupScene(self.ctx))

    def _solo(self) -> None:
        self._open(SoloSetupScene(self.ctx))

    def _splash(self) -> None:
        self._open(SplashSetupScene(self.ctx))
