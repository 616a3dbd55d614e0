"""A seeded monkey: random mouse and key events on every screen, no exception,
and always a way back to the title."""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.context import AppContext
from game.rules.outcome import Outcome, ScoreEntry
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

KEYS = (
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_BACKSPACE,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_a,
    pygame.K_F11,
)
HOME_LABELS = ("Main menu", "Quit to menu", "Leave game", "Back", "Resume")

SEATS = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ada", "Bo", "Cyd")))
FOUNTAINS = GameSetup(Mode.FOUNTAINS, SEATS, seed=5)
SOLO = GameSetup(
    Mode.SOLO,
    (SEATS[0], Seat("The Machine", (150, 160, 172), True)),
    seed=6,
    difficulty="medium",
)
SPLASH = GameSetup(Mode.SPLASH, SEATS[:2], seed=7)
OUTCOME = Outcome(
    (0,),
    (12, 5, 9),
    "most points",
    "a tile stack ran out",
    (
        ScoreEntry(1, 0, 5, "coins", "c"),
        ScoreEntry(4, 2, 9, "fish", "f"),
        ScoreEntry(6, 0, 7, "pools", "p"),
        ScoreEntry(6, 1, 5, "lily pads", "l"),
    ),
)

StartScenes = Callable[[AppContext], list[Scene]]
STARTS: dict[str, StartScenes] = {
    "title": lambda ctx: [],
    "modes": lambda ctx: [ModeSelectScene(ctx)],
    "fountains setup": lambda ctx: [ModeSelectScene(ctx), FountainsSetupScene(ctx)],
    "solo setup": lambda ctx: [ModeSelectScene(ctx), SoloSetupScene(ctx)],
    "splash setup": lambda ctx: [ModeSelectScene(ctx), SplashSetupScene(ctx)],
    "settings": lambda ctx: [SettingsScene(ctx)],
    "rules": lambda ctx: [RulesScene(ctx, Mode.SPLASH)],
    "pause": lambda ctx: [game_scene(ctx, SOLO), PauseScene(ctx, Mode.SOLO)],
    "confirm": lambda ctx: [
        PauseScene(ctx, Mode.FOUNTAINS),
        ConfirmScene(ctx, "Leave?", lambda: None),
    ],
    "results": lambda ctx: [ResultsScene(ctx, FOUNTAINS, OUTCOME)],
    "fountains game": lambda ctx: [game_scene(ctx, FOUNTAINS)],
    "solo game": lambda ctx: [game_scene(ctx, SOLO)],
    "splash game": lambda ctx: [game_scene(ctx, SPLASH)],
}


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    yield app
    app.stop()


def random_event(rng: random.Random, ui: UiDriver) -> pygame.event.Event:
    roll = rng.random()
    widgets = list(getattr(ui.top, "widgets", []))
    if widgets and rng.random() < 0.5:
        pos = rng.choice(widgets).rect.center  # aim at something useful
    else:
        pos = (rng.randrange(1280), rng.randrange(720))
    if roll < 0.35:
        return pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)
        )
    if roll < 0.55:
        return pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))
        )
    if roll < 0.75:
        return pygame.event.Event(
            pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3))
        )
    if roll < 0.8:
        return pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1)), flipped=False
        )
    if roll < 0.9:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcXYZ 7é"))
    return pygame.event.Event(
        pygame.KEYDOWN,
        key=rng.choice(KEYS),
        mod=rng.choice((0, 0, pygame.KMOD_SHIFT)),
        unicode="",
        scancode=0,
    )


def way_home(ui: UiDriver) -> bool:
    """Reach the title by the buttons a player would use (or Escape)."""
    for _ in range(15):
        manager = ui.app.manager
        if isinstance(ui.top, TitleScene) and len(manager) == 1:
            return True
        for label in HOME_LABELS:
            if ui.has_widget(label) and ui.widget(label).enabled:
                ui.click(label)
                break
        else:
            hold_escape(ui)
    return False


def hold_escape(ui: UiDriver) -> None:
    """Escape, held until the screen changes (Kids' Splash's parent gate wants
    it held about two seconds; every other screen answers at once)."""
    top = ui.top
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    for _ in range(150):
        ui.frames()
        if ui.top is not top:
            break
    pygame.event.post(
        pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    ui.frames()


def monkey(ui: UiDriver, start: str, frames: int, seed: int, seen: Counter) -> None:
    app = ui.app
    ctx = app.ctx
    assert ctx is not None
    rng = random.Random(seed)
    for frame in range(frames):
        if frame == 0 or (start != "title" and len(app.manager) == 1):
            # Back at the title (a way home worked): start over on this screen.
            app.manager.clear_to(TitleScene(ctx))
            for scene in STARTS[start](ctx):
                app.manager.push(scene)
        for _ in range(rng.randrange(4)):
            pygame.event.post(random_event(rng, ui))
        ui.frames()
        if ctx.quit_requested:  # the title's Quit button: carry on monkeying
            ctx.quit_requested = False
        assert len(app.manager) >= 1
        assert isinstance(app.manager.scenes[0], TitleScene)
        seen[type(ui.top).__name__] += 1
    assert way_home(ui), f"stuck on {type(ui.top).__name__} after monkeying {start}"


def test_monkey_on_every_screen(app: App) -> None:
    ui = UiDriver(app)
    seen: Counter[str] = Counter()
    for index, start in enumerate(STARTS):
        monkey(ui, start, 450, seed=1000 + index, seen=seen)
    print(dict(seen))
    assert sum(seen.values()) >= 0.95 * 450 * len(STARTS)
    for scene in (
        "TitleScene",
        "ModeSelectScene",
        "FountainsSetupScene",
        "SoloSetupScene",
        "SplashSetupScene",
        "SettingsScene",
        "RulesScene",
        "PauseScene",
        "ResultsScene",
    ):
        assert seen[scene] > 0, f"the monkey never reached {scene}"


@pytest.mark.parametrize("start", list(STARTS))
def test_monkey_soak(app: App, start: str) -> None:
    monkey(UiDriver(app), start, 5000, seed=zlib.crc32(start.encode()), seen=Counter())
