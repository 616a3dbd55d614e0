"""The help overlay: F1 or ? lists the keys of the screen showing (the table,
the menus, Kids' Splash...), the pause menu's Keys button lists the game's,
and F1, Esc, Enter or a click closes it; the screen beneath waits."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.scenes import key_sheets
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.title import TitleScene
from game.scenes.replay.viewer import ReplayScene
from game.scenes.splash.table import SplashTableScene
from game.scenes.tutorial.lesson_scene import LessonScene
from game.ui.driver import UiDriver
from game.ui.text_field import TextField


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


def _question_mark(ui: UiDriver) -> None:
    """Shift+/ as a keyboard sends it: a KEYDOWN whose text is "?"."""
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN,
            key=pygame.K_SLASH,
            mod=pygame.KMOD_SHIFT,
            unicode="?",
            scancode=0,
        )
    )
    ui.frames()


def test_f1_lists_the_menu_keys_and_esc_closes_it(ui: UiDriver) -> None:
    manager = ui.app.manager
    assert isinstance(ui.top, TitleScene)
    ui.key(pygame.K_F1)
    shown = manager.keys_help
    assert shown is not None and shown.sheet is key_sheets.MENUS
    ui.key(pygame.K_ESCAPE)  # closes the list, and only that
    assert manager.keys_help is None
    assert isinstance(ui.top, TitleScene) and len(manager) == 1
    _question_mark(ui)
    assert manager.keys_help is not None
    ui.click_at((640, 360))
    assert manager.keys_help is None


def test_a_question_mark_typed_into_a_name_is_a_letter(ui: UiDriver) -> None:
    manager = ui.app.manager
    manager.push(FountainsSetupScene(ui.app.ctx))
    ui.frames()
    widgets = ui.top.widgets  # type: ignore[attr-defined]
    field = widgets.find("Name 1")
    assert isinstance(field, TextField)
    widgets.focus_on(field)
    _question_mark(ui)
    assert manager.keys_help is None
    ui.key(pygame.K_F1)  # F1 still opens it
    assert manager.keys_help is not None


def test_the_pause_menu_lists_the_keys_of_the_table_beneath(ui: UiDriver) -> None:
    manager = ui.app.manager
    manager.push(FountainsSetupScene(ui.app.ctx))
    ui.frames()
    ui.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # Start game, last on the screen
    ui.key(pygame.K_RETURN, frames=3)
    table = ui.top
    assert isinstance(table, FountainsTableScene)
    ui.key(pygame.K_ESCAPE)  # nothing to take back: the pause menu
    assert isinstance(ui.top, PauseScene)
    for _ in range(10):
        ui.key(pygame.K_TAB)
        if ui.top.widgets.focused.label == "Keys":  # type: ignore[attr-defined]
            break
    ui.key(pygame.K_RETURN)
    shown = manager.keys_help
    assert shown is not None and shown.sheet is key_sheets.TABLE
    rows = dict(shown.sheet.rows())
    assert {"Q / E", "L", "Arrow keys", "+ / -", "H", "R or wheel"} <= set(rows)
    ui.key(pygame.K_RETURN)
    assert manager.keys_help is None and isinstance(ui.top, PauseScene)


def test_the_table_waits_while_its_keys_show(ui: UiDriver) -> None:
    manager = ui.app.manager
    manager.push(FountainsSetupScene(ui.app.ctx))
    ui.frames()
    ui.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    ui.key(pygame.K_RETURN, frames=3)
    table = ui.top
    assert isinstance(table, FountainsTableScene)
    ui.key(pygame.K_F1)
    clock = table.env.time
    ui.key(pygame.K_TAB, frames=10)  # answered by the list, not the table
    assert table.env.time == clock and not table.keys.active
    ui.key(pygame.K_F1)
    ui.frames(2)
    assert table.env.time > clock


@pytest.mark.parametrize(
    ("scene", "sheet"),
    [
        (FountainsTableScene, key_sheets.TABLE),
        (SplashTableScene, key_sheets.SPLASH),
        (RulesScene, key_sheets.RULES),
        (ReplayScene, key_sheets.REPLAY),
        (LessonScene, key_sheets.LESSON),
        (TitleScene, key_sheets.MENUS),
        (PauseScene, key_sheets.MENUS),
    ],
)
def test_each_screen_has_its_own_sheet(scene: type, sheet: object) -> None:
    assert key_sheets.sheet_for_module(scene.__module__) is sheet
