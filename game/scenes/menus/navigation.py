"""Moves between screens that several scenes share (imports kept lazy to avoid
import cycles between scenes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.context import AppContext
    from game.scenes.scene import SceneManager
    from game.setup import GameSetup


def back_to_title(manager: SceneManager, ctx: AppContext) -> None:
    from game.scenes.menus.title import TitleScene

    manager.clear_to(TitleScene(ctx))


def start_game(manager: SceneManager, ctx: AppContext, setup: GameSetup) -> None:
    """Push the game scene for ``setup`` (or the not-ready screen)."""
    from game.scenes.game_factory import game_scene_for

    manager.push(game_scene_for(ctx, setup))
