"""The one place that knows every screen: builds the ``Screens`` directory.

Only the app (and tools and tests that start scenes) import this module; no
scene does, which is what keeps the scenes free of import rings. A table it
builds is saved after every committed action when the context has somewhere
to save (``ctx.paths``).

The title and the menus are imported at once; a table, the replay viewer and
the other screens of a game are imported when first opened, so the window
appears without waiting for the rules, the physics and the table art to load
(``python -m game.bench app.startup``). These imports are not there to hide a
circle: no scene imports this module (``tests/test_architecture.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.menus.pause import PauseScene
from game.scenes.menus.results import ResultsScene
from game.scenes.menus.title import TitleScene
from game.scenes.screens import Screens
from game.setup import Mode

if TYPE_CHECKING:
    from game.context import AppContext
    from game.rules.splash import SplashGame
    from game.saves.record import SavedGame
    from game.scenes.fountains.table import FountainsTableScene
    from game.scenes.scene import Scene
    from game.scenes.splash.table import SplashTableScene
    from game.setup import GameSetup


def _table(
    ctx: AppContext, setup: GameSetup, game: object = None
) -> FountainsTableScene | SplashTableScene:
    if setup.mode is Mode.SPLASH:
        from game.scenes.splash.table import SplashTableScene

        return SplashTableScene(ctx, setup, game)  # type: ignore[arg-type]
    from game.scenes.fountains.table import FountainsTableScene

    return FountainsTableScene(ctx, setup, game)  # type: ignore[arg-type]


def game_scene(ctx: AppContext, setup: GameSetup) -> Scene:
    """The table that plays ``setup``: Fountains and solo share one table."""
    from game.saves.autosave import Autosave
    from game.saves.session import store_for

    scene = _table(ctx, setup)
    store = store_for(ctx)
    if store is not None:
        Autosave.attach(scene, store)
    return scene


def resume_scene(ctx: AppContext, saved: SavedGame) -> Scene:
    """The table of ``saved``, exactly where it was: the same file goes on
    being saved, and the computer seats think on from where they were."""
    from game.saves.autosave import Autosave
    from game.saves.record import computer_seats, restore_bots, restore_table
    from game.saves.session import store_for

    scene = _table(ctx, saved.setup, saved.game)
    restore_bots(computer_seats(scene.state), saved.bots)
    restore_table(scene.state, saved.table)
    store = store_for(ctx)
    if store is not None and saved.path is not None and not saved.finished:
        Autosave.attach(scene, store, saved)
    return scene


def replay_scene(ctx: AppContext, saved: SavedGame) -> Scene:
    from game.scenes.replay.viewer import ReplayScene

    return ReplayScene(ctx, saved)


def replays_scene(ctx: AppContext) -> Scene:
    from game.scenes.replay.game_list import GameListScene

    return GameListScene(ctx)


def who_starts_scene(ctx: AppContext, setup: GameSetup) -> Scene:
    from game.scenes.splash.who_starts import WhoStartsScene

    return WhoStartsScene(ctx, setup)


def splash_results_scene(ctx: AppContext, setup: GameSetup, game: SplashGame) -> Scene:
    from game.scenes.splash.results import SplashResultsScene

    return SplashResultsScene(ctx, setup, game)


def tutorial_scene(ctx: AppContext) -> Scene:
    from game.scenes.tutorial.learn_menu import LearnScene

    return LearnScene(ctx)


def records_scene(ctx: AppContext) -> Scene:
    from game.scenes.records.records_scene import RecordsScene

    return RecordsScene(ctx)


def default_screens() -> Screens:
    return Screens(
        title=TitleScene,
        game=game_scene,
        pause=PauseScene,
        results=ResultsScene,
        resume=resume_scene,
        replay=replay_scene,
        replays=replays_scene,
        who_starts=who_starts_scene,
        splash_results=splash_results_scene,
        tutorial=tutorial_scene,
        records=records_scene,
    )
