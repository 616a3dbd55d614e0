"""The one place that knows every screen: builds the ``Screens`` directory.

Only the app (and tools and tests that start scenes) import this module; no
scene does, which is what keeps the scenes free of import rings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.results import ResultsScene
from game.scenes.menus.title import TitleScene
from game.scenes.screens import Screens
from game.scenes.splash.table import SplashTableScene
from game.setup import Mode

if TYPE_CHECKING:
    from game.context import AppContext
    from game.scenes.scene import Scene
    from game.setup import GameSetup


def game_scene(ctx: AppContext, setup: GameSetup) -> Scene:
    """The table that plays ``setup``: Fountains and solo share one table."""
    if setup.mode is Mode.SPLASH:
        return SplashTableScene(ctx, setup)
    return FountainsTableScene(ctx, setup)


def default_screens() -> Screens:
    return Screens(
        title=TitleScene,
        game=game_scene,
        pause=PauseScene,
        results=ResultsScene,
    )
