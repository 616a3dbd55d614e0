"""Before a table scene exists, its mode opens the not-ready screen, and every
way out of it still works."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from game.cli import LaunchOptions
from game.scenes import game_factory
from game.scenes.game_factory import game_scene_class, game_scene_for
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.not_ready import NotReadyScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver

MISSING = {mode: ("game.scenes.no_such_table", "NoSuchScene") for mode in Mode}


@pytest.fixture
def ui(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[UiDriver]:
    monkeypatch.setattr(game_factory, "GAME_SCENES", MISSING)
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


@pytest.mark.parametrize("card", ["Fountains", "Solo", "Kids' Splash"])
def test_each_mode_reaches_not_ready_and_comes_back(ui: UiDriver, card: str) -> None:
    ui.click("Play")
    ui.click(card)
    ui.click("Start game")
    scene = ui.top
    assert isinstance(scene, NotReadyScene)
    assert "no_such_table" in scene.reason
    ui.click("Menu")
    assert isinstance(ui.top, PauseScene)
    ui.click("Resume")
    assert ui.top is scene
    ui.click("Main menu")
    assert isinstance(ui.top, TitleScene) and len(ui.app.manager) == 1
    ui.click("Play")
    assert isinstance(ui.top, ModeSelectScene)


def test_a_broken_import_outside_the_game_is_not_hidden(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        game_factory, "GAME_SCENES", {Mode.FOUNTAINS: ("no_such_package.x", "X")}
    )
    with pytest.raises(ModuleNotFoundError):
        game_scene_class(Mode.FOUNTAINS)


def test_a_missing_class_counts_as_not_built(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(
        game_factory, "GAME_SCENES", {Mode.SOLO: ("game.scenes.menus.title", "NoTable")}
    )
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    try:
        setup = GameSetup(Mode.SOLO, (Seat("Ada", (1, 2, 3)),), difficulty="hard")
        scene = game_scene_for(app.ctx, setup)
        assert isinstance(scene, NotReadyScene)
        assert scene.reason == "game.scenes.menus.title.NoTable is not built yet"
    finally:
        app.stop()
