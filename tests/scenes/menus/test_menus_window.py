"""Window events and odd input on the shell's screens, through posted events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.context import AppContext
from game.scenes.directory import game_scene
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.results import ResultsScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.menus.solo_setup import SoloSetupScene
from game.scenes.menus.splash_setup import SplashSetupScene
from game.scenes.menus.title import TitleScene
from game.scenes.scene import Scene
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.theme import SEAT_COLOURS
from game.ui.widgets import Toggle
from tests.scenes.menus.test_menus import hold_escape_to_pause
from tests.scenes.test_monkey import OUTCOME

SEATS = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ada", "Bo", "Cyd")))
FOUNTAINS = GameSetup(Mode.FOUNTAINS, SEATS, seed=5)
SPLASH = GameSetup(Mode.SPLASH, SEATS[:2], seed=7)


def window_events() -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.VIDEORESIZE, size=(640, 360), w=640, h=360),
        pygame.event.Event(pygame.WINDOWRESIZED, x=640, y=360),
        pygame.event.Event(pygame.WINDOWSIZECHANGED, x=2560, y=1440),
        pygame.event.Event(pygame.WINDOWFOCUSLOST),
        pygame.event.Event(pygame.WINDOWLEAVE),
        pygame.event.Event(pygame.WINDOWMINIMIZED),
        pygame.event.Event(pygame.WINDOWRESTORED),
        pygame.event.Event(pygame.WINDOWFOCUSGAINED),
        pygame.event.Event(pygame.WINDOWENTER),
        pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=1),
    ]


MENUS = {
    "title": lambda ctx: [],
    "modes": lambda ctx: [ModeSelectScene(ctx)],
    "fountains setup": lambda ctx: [FountainsSetupScene(ctx)],
    "solo setup": lambda ctx: [SoloSetupScene(ctx)],
    "splash setup": lambda ctx: [SplashSetupScene(ctx)],
    "settings": lambda ctx: [SettingsScene(ctx)],
    "rules": lambda ctx: [RulesScene(ctx, None)],
    "results": lambda ctx: [ResultsScene(ctx, FOUNTAINS, OUTCOME)],
}
GAMES = {
    "fountains game": lambda ctx: [game_scene(ctx, FOUNTAINS)],
    "splash game": lambda ctx: [game_scene(ctx, SPLASH)],
    "pause": lambda ctx: [game_scene(ctx, FOUNTAINS), PauseScene(ctx)],
    "rules in a game": lambda ctx: [
        game_scene(ctx, SPLASH),
        PauseScene(ctx, Mode.SPLASH),
        RulesScene(ctx, Mode.SPLASH),
    ],
    "settings in a game": lambda ctx: [
        game_scene(ctx, FOUNTAINS),
        PauseScene(ctx),
        SettingsScene(ctx),
    ],
}


def open_scenes(app: App, scenes: list[Scene]) -> Scene:
    for scene in scenes:
        app.manager.push(scene)
    assert app.manager.top is not None
    return app.manager.top


@pytest.mark.parametrize("name", [*MENUS, *GAMES])
def test_window_events_change_nothing(ui: UiDriver, name: str) -> None:
    ctx: AppContext = ui.app.ctx  # type: ignore[assignment]
    top = open_scenes(ui.app, {**MENUS, **GAMES}[name](ctx))
    ui.frames(2)
    depth = len(ui.app.manager)
    for event in window_events():
        pygame.event.post(event)
    ui.frames(3)
    assert ui.top is top and len(ui.app.manager) == depth
    assert ui.app.running and ui.app.screen.get_size() == (1280, 720)


@pytest.mark.parametrize("name", list(MENUS))
def test_closing_the_window_outside_a_game_quits_at_once(
    ui: UiDriver, name: str
) -> None:
    open_scenes(ui.app, MENUS[name](ui.app.ctx))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.frames()
    assert not ui.app.running


@pytest.mark.parametrize("name", list(GAMES))
def test_closing_the_window_in_a_game_asks_first(ui: UiDriver, name: str) -> None:
    top = open_scenes(ui.app, GAMES[name](ui.app.ctx))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.frames()
    assert isinstance(ui.top, ConfirmScene) and ui.app.running
    ui.key(pygame.K_ESCAPE)
    assert ui.top is top and ui.app.running
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # a second close: go
    ui.frames()
    assert not ui.app.running


def test_f11_over_the_settings_screen_moves_its_switch(ui: UiDriver) -> None:
    ui.click("Settings")
    ui.click_rect(ui.widget("Page").segment_rect(2))  # the Screen page
    switch = ui.widget("Fullscreen (F11)")
    assert isinstance(switch, Toggle) and not switch.value
    for expected in (True, False, True, False, True):
        ui.key(pygame.K_F11)
        assert ui.app.ctx.settings.fullscreen is expected
        assert switch.value is expected
    ui.click("Fullscreen (F11)")  # one click turns it off, as the switch shows
    assert ui.app.ctx.settings.fullscreen is False


def test_five_computer_seats_with_odd_names_start_a_game(ui: UiDriver) -> None:
    ui.click("Play")
    ui.click("Fountains")
    ui.click_rect(ui.widget("Players").plus_rect)
    ui.click_rect(ui.widget("Players").plus_rect)
    for seat in range(1, 6):
        ui.click_rect(ui.widget(f"Seat {seat}").segment_rect(1))
    ui.click("Name 1")
    ui.type_text("W" * 60)
    ui.click("Name 2")
    ui.type_text("Zoë 李😀\u200b")
    ui.click("Name 3")
    ui.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    ui.click("Name 4")
    ui.type_text("   ")
    ui.click("Start game")
    setup = getattr(ui.top, "setup", None)
    assert isinstance(setup, GameSetup)
    names = ["W" * 14, "Zoë", "Player 3", "Player 4", "Player 5"]
    assert [s.name for s in setup.seats] == names
    assert all(seat.computer for seat in setup.seats)
    ui.frames(3)


def test_splash_setup_without_a_pond_says_so_and_cannot_start(
    ui: UiDriver, tmp_path: Path
) -> None:
    ui.app.ctx.levels_dir = tmp_path / "no ponds here"
    ui.click("Play")
    ui.click("Kids' Splash")
    assert isinstance(ui.top, SplashSetupScene)
    assert not ui.widget("Start game").enabled
    ui.click("Start game")
    ui.click_rect(ui.widget("Players").plus_rect)  # a rebuild keeps it off
    assert not ui.widget("Start game").enabled
    assert isinstance(ui.top, SplashSetupScene)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def tab_to(ui: UiDriver, label: str) -> None:
    """Move the keyboard focus to the widget with ``label`` by Tab alone."""
    for _ in range(30):
        focused = ui.top.widgets.focused  # type: ignore[attr-defined]
        if focused is not None and focused.label == label:
            return
        ui.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {label!r} on {type(ui.top).__name__}")


@pytest.mark.parametrize("card", ["Fountains", "Solo", "Kids' Splash"])
def test_the_keyboard_alone_plays_every_path(ui: UiDriver, card: str) -> None:
    tab_to(ui, "Play")
    ui.key(pygame.K_RETURN)
    tab_to(ui, card)
    ui.key(pygame.K_SPACE)
    tab_to(ui, "Start game")
    ui.key(pygame.K_RETURN)
    if hasattr(ui.top, "choose"):  # Kids' Splash: who starts? The first seat.
        tab_to(ui, ui.top.setup.seats[0].name)  # type: ignore[attr-defined]
        ui.key(pygame.K_RETURN)
        for _ in range(600):
            if getattr(ui.top, "game_in_progress", False):
                break
            ui.frames()
    game = ui.top
    assert getattr(game, "game_in_progress", False)
    ui.frames(2)
    hold_escape_to_pause(ui)
    assert isinstance(ui.top, PauseScene)
    for label, screen in (("Rules", RulesScene), ("Settings", SettingsScene)):
        tab_to(ui, label)
        ui.key(pygame.K_RETURN)
        assert isinstance(ui.top, screen)
        ui.key(pygame.K_ESCAPE)
        assert isinstance(ui.top, PauseScene)
    ui.key(pygame.K_ESCAPE)  # resume
    assert ui.top is game
    hold_escape_to_pause(ui)
    tab_to(ui, "Quit to menu")
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, ConfirmScene)
    ui.key(pygame.K_ESCAPE)  # keep playing
    assert isinstance(ui.top, PauseScene)
    tab_to(ui, "Quit to menu")
    ui.key(pygame.K_RETURN)
    tab_to(ui, "Leave game")
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, TitleScene) and len(ui.app.manager) == 1


def test_the_keyboard_alone_leaves_the_results(ui: UiDriver) -> None:
    ui.app.manager.push(ResultsScene(ui.app.ctx, FOUNTAINS, OUTCOME))
    ui.frames()
    tab_to(ui, "Play again")
    ui.key(pygame.K_RETURN)
    replay = ui.top
    assert getattr(replay, "setup", None) is not None
    assert replay.setup.seats == FOUNTAINS.seats  # type: ignore[attr-defined]
    ui.app.manager.replace(ResultsScene(ui.app.ctx, FOUNTAINS, OUTCOME))
    ui.frames()
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene) and len(ui.app.manager) == 1
