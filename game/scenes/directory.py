"""The one place that knows every screen: builds the ``Screens`` directory.

Only the app (and tools and tests that start scenes) import this module; no
scene does, which is what keeps the scenes free of import rings. A table it
builds is saved after every committed action when the context has somewhere
to save (``ctx.paths``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.saves.autosave import Autosave
from game.saves.record import SavedGame, restore_bots
from game.saves.session import store_for
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.results import ResultsScene
from game.scenes.menus.title import TitleScene
from game.scenes.replay.game_list import GameListScene
from game.scenes.replay.viewer import ReplayScene
from game.scenes.screens import Screens
from game.scenes.splash.results import SplashResultsScene
from game.scenes.splash.table import SplashTableScene
from game.scenes.splash.who_starts import WhoStartsScene
from game.scenes.tutorial.scene import TutorialScene
from game.setup import Mode

if TYPE_CHECKING:
    from game.context import AppContext
    from game.scenes.scene import Scene
    from game.setup import GameSetup


def game_scene(ctx: AppContext, setup: GameSetup) -> Scene:
    """The table that plays ``setup``: Fountains and solo share one table."""
    scene: FountainsTableScene | SplashTableScene
    if setup.mode is Mode.SPLASH:
        scene = SplashTableScene(ctx, setup)
    else:
        scene = FountainsTableScene(ctx, setup)
    store = store_for(ctx)
    if store is not None:
        Autosave.attach(scene, store)
    return scene


def resume_scene(ctx: AppContext, saved: SavedGame) -> Scene:
    """The table of ``saved``, exactly where it was: the same file goes on
    being saved, and the computer seats think on from where they were."""
    scene: FountainsTableScene | SplashTableScene
    if saved.mode is Mode.SPLASH:
        scene = SplashTableScene(ctx, saved.setup, saved.game)  # type: ignore[arg-type]
    else:
        scene = FountainsTableScene(ctx, saved.setup, saved.game)  # type: ignore[arg-type]
        restore_bots(scene.state.computer, saved.bots)
    store = store_for(ctx)
    if store is not None and saved.path is not None and not saved.finished:
        Autosave.attach(scene, store, saved)
    return scene


def default_screens() -> Screens:
    return Screens(
        title=TitleScene,
        game=game_scene,
        pause=PauseScene,
        results=ResultsScene,
        resume=resume_scene,
        replay=ReplayScene,
        replays=GameListScene,
        who_starts=WhoStartsScene,
        splash_results=SplashResultsScene,
        tutorial=TutorialScene,
    )
