"""The kids' results: a bright screen of its own with the winner's board,
everyone's droplets, the biggest moments (never the same line twice) and a
big Play again that starts a new Kids' Splash game."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ai.splash import play_headless
from game.app import App
from game.cli import LaunchOptions
from game.levels import level_by_key
from game.rules.outcome import ScoreEntry
from game.rules.splash import SplashGame
from game.scenes.menus.title import TitleScene
from game.scenes.splash.moments import biggest_moments
from game.scenes.splash.results import PLAY_AGAIN, SplashResultsScene
from game.scenes.splash.table import SplashTableScene, options_for
from game.scenes.splash.who_starts import WhoStartsScene
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.table_driver import post_finger, post_touch_mouse

SEATS = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ada", "Bo", "Cyd")))
SETUP = GameSetup(Mode.SPLASH, SEATS, seed=31, level="classic_cup", first_seat=2)


@pytest.fixture(scope="module")
def finished() -> SplashGame:
    level = level_by_key("classic_cup", Path("levels"))
    game, _ = play_headless(options_for(SETUP), level)
    assert game.is_over()
    return game


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield app
    app.stop()


def show(app: App, game: SplashGame) -> SplashResultsScene:
    assert app.ctx is not None
    scene = app.ctx.screens.splash_results(app.ctx, SETUP, game)
    assert isinstance(scene, SplashResultsScene)
    app.manager.push(scene)
    app.frame(1 / 60)
    return scene


def test_play_again_asks_who_starts_then_starts_a_new_game(
    app: App, finished: SplashGame
) -> None:
    show(app, finished)
    ui = UiDriver(app)
    ui.click("Play again")
    asked = ui.top
    assert isinstance(asked, WhoStartsScene)
    assert asked.setup.seats == SETUP.seats and asked.setup.level == SETUP.level
    assert asked.setup.seed != SETUP.seed
    ui.click("Bo")
    for _ in range(200):
        if isinstance(app.manager.top, SplashTableScene):
            break
        app.frame(1 / 60)
    table = app.manager.top
    assert isinstance(table, SplashTableScene)
    assert table.game.actions == [] and not table.game.is_over()
    assert table.game.current_seat == 1
    assert table.setup.seed == asked.setup.seed


def test_main_menu_goes_back_to_the_title(app: App, finished: SplashGame) -> None:
    show(app, finished)
    UiDriver(app).click("Main menu")
    assert isinstance(app.manager.top, TitleScene)


def test_the_moments_of_a_real_game_never_repeat(finished: SplashGame) -> None:
    names = [s.name for s in SEATS]
    moments = biggest_moments(finished.score_log, names, finished.winner)
    lines = [m.words for m in moments]
    assert lines and len(lines) == len(set(lines))
    assert lines[0] == f"{names[finished.winner]} filled the last space!"  # type: ignore[index]


def test_the_same_moment_twice_is_shown_once() -> None:
    log = [
        ScoreEntry(1, 0, 1, "splash", "Splash: a red droplet"),
        ScoreEntry(1, 0, 1, "splash", "Splash: a red droplet"),
        ScoreEntry(3, 0, 1, "splash", "Splash: a blue droplet"),
        ScoreEntry(3, 0, 1, "splash", "Splash: a green droplet"),
        ScoreEntry(4, 1, 1, "free pick", "Free Pick: a red droplet"),
        ScoreEntry(6, 1, 1, "free pick", "Free Pick: a blue droplet"),
        ScoreEntry(7, 1, 1, "gift", "A red droplet from seat 0"),
    ]
    moments = biggest_moments(log, ["Ada", "Bo"], 1)
    lines = [m.words for m in moments]
    assert lines == [
        "Bo filled the last space!",
        "Ada splashed 2 droplets onto the board in one go!",
        "Bo got a droplet from a friend",
        "Bo took a Free Pick",
    ]
    assert [m.seat for m in moments] == [1, 0, 1, 1]


def test_the_results_are_bright_with_every_board(
    app: App, finished: SplashGame, tmp_path: Path
) -> None:
    scene = show(app, finished)
    for _ in range(2):
        app.frame(1 / 60)
    folder = os.environ.get("FOUNTAINEER_SCREENSHOTS")
    out = Path(folder) if folder else tmp_path
    pygame.image.save(app.screen, str(out / "splash-results.png"))
    screen = app.screen
    # Bright: the sky, not the adult results' dark water.
    r, g, b = screen.get_at((640, 590))[:3]
    assert r + g + b > 450
    # The big Play again button in orange.
    r, g, b = screen.get_at((PLAY_AGAIN.left + 30, PLAY_AGAIN.centery))[:3]
    assert r > 220 and 120 < g < 190 and b < 120
    assert len(scene.game.boards) == 3


def test_main_menu_by_a_finger_tap(app: App, finished: SplashGame) -> None:
    show(app, finished)
    button = UiDriver(app).widget("Main menu").rect.center
    post_touch_mouse(pygame.MOUSEBUTTONDOWN, button)  # SDL's copy: ignored
    post_touch_mouse(pygame.MOUSEBUTTONUP, button)
    app.frame(1 / 60)
    assert isinstance(app.manager.top, SplashResultsScene)
    post_finger(pygame.FINGERDOWN, button)
    post_finger(pygame.FINGERUP, button)
    app.frame(1 / 60)
    assert isinstance(app.manager.top, TitleScene)
