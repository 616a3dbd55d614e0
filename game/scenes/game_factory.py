"""Maps a GameSetup to the scene that plays it.

The table scenes are built by other parts of the project; until a module
exists the shell shows its not-ready screen instead.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from game.setup import Mode

if TYPE_CHECKING:
    from game.context import AppContext
    from game.scenes.scene import Scene
    from game.setup import GameSetup

GAME_SCENES: dict[Mode, tuple[str, str]] = {
    Mode.FOUNTAINS: ("game.scenes.fountains.table", "FountainsTableScene"),
    Mode.SOLO: ("game.scenes.fountains.table", "FountainsTableScene"),
    Mode.SPLASH: ("game.scenes.splash.table", "SplashTableScene"),
}


def game_scene_class(mode: Mode) -> tuple[type | None, str]:
    """The table scene class for ``mode``, or None and why it is missing.

    Only a module of this project that is not written yet counts as missing;
    any other import error is a bug and propagates.
    """
    module_name, class_name = GAME_SCENES[mode]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and (exc.name == "game" or exc.name.startswith("game.")):
            return None, f"{exc.name} is not built yet"
        raise
    scene_class = getattr(module, class_name, None)
    if scene_class is None:
        return None, f"{module_name}.{class_name} is not built yet"
    return scene_class, ""


def game_scene_for(ctx: AppContext, setup: GameSetup) -> Scene:
    scene_class, reason = game_scene_class(setup.mode)
    if scene_class is None:
        from game.scenes.menus.not_ready import NotReadyScene

        return NotReadyScene(ctx, setup, reason)
    return scene_class(ctx, setup)
