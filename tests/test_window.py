"""The window at every size: the app opens the size asked, draws the picture
centred at scale, maps the mouse back to the logical screen, and a screen that
draws at scale is handed the picture at the window's resolution."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App, main
from game.cli import LaunchOptions, parse_args
from game.scenes.menus.settings import SettingsScene
from game.scenes.scene import Scene
from game.ui.driver import UiDriver
from game.ui.view import View

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))


class _Half(Scene):
    """Paints the left half of the logical screen red, the rest blue."""

    def draw(self, surface: pygame.Surface) -> None:
        self.seen = surface.get_size()
        surface.fill((0, 0, 200))
        surface.fill((200, 0, 0), (0, 0, 640, 720))


class _Crisp(_Half):
    draws_at_scale = True

    def draw(self, surface: pygame.Surface) -> None:
        view = View.of_picture(surface.get_size())
        self.seen = surface.get_size()
        surface.fill((0, 0, 200))
        surface.fill((200, 0, 0), view.rect((0, 0, 640, 720)))


@pytest.fixture()
def app_at(tmp_path: Path):
    apps: list[App] = []

    def start(size: tuple[int, int]) -> App:
        app = App(
            LaunchOptions(headless=True, frames=10, size=size, config_dir=tmp_path)
        )
        app.start()
        apps.append(app)
        return app

    yield start
    for app in apps:
        app.stop()


@pytest.mark.parametrize("size", SIZES)
def test_a_click_lands_on_the_button_at_any_size(app_at, size) -> None:
    app = app_at(size)
    ui = UiDriver(app)
    ui.frames()
    assert app.screen.get_size() == size
    ui.click("Settings")
    assert isinstance(app.manager.top, SettingsScene)


@pytest.mark.parametrize("size", SIZES)
def test_a_scene_drawn_at_1280x720_is_scaled_into_the_picture(app_at, size) -> None:
    app = app_at(size)
    scene = _Half(app.ctx)
    app.manager.push(scene)
    UiDriver(app).frames()
    assert scene.seen == (1280, 720)
    area = app.window.view.area
    left = app.screen.get_at((area.x + area.width // 4, area.centery))[:3]
    right = app.screen.get_at((area.x + area.width * 3 // 4, area.centery))[:3]
    assert left[0] >= 190 and left[2] == 0 and right[2] >= 190 and right[0] == 0


@pytest.mark.parametrize("size", SIZES)
def test_a_scene_that_draws_at_scale_gets_the_whole_picture(app_at, size) -> None:
    app = app_at(size)
    scene = _Crisp(app.ctx)
    app.manager.push(scene)
    UiDriver(app).frames()
    area = app.window.view.area
    assert scene.seen == area.size
    # the edge between the halves is one sharp step at the picture's middle
    y = area.centery
    assert app.screen.get_at((area.x + area.width // 2 - 1, y))[:3] == (200, 0, 0)
    assert app.screen.get_at((area.x + area.width // 2 + 1, y))[:3] == (0, 0, 200)


def test_an_overlay_that_does_not_draw_at_scale_takes_the_logical_path(app_at) -> None:
    app = app_at((1920, 1080))
    crisp = _Crisp(app.ctx)
    app.manager.push(crisp)

    class _Overlay(Scene):
        @property
        def is_opaque(self) -> bool:
            return False

    app.manager.push(_Overlay(app.ctx))
    UiDriver(app).frames()
    assert crisp.seen == (1280, 720)


def test_the_mouse_is_mapped_to_logical_pixels(app_at) -> None:
    app = app_at((1920, 1080))
    seen: list[tuple[int, int]] = []

    class _Pointer(Scene):
        def handle_event(self, event: pygame.event.Event) -> bool:
            if event.type == pygame.MOUSEBUTTONDOWN:
                seen.append(event.pos)
            return True

    app.manager.push(_Pointer(app.ctx))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1919, 540), button=1)
    )
    UiDriver(app).frames()
    assert seen == [(1279, 360)]


@pytest.mark.parametrize("size", [(1024, 576), (3840, 2160)])
def test_a_headless_screenshot_is_drawn_at_the_size_asked(tmp_path, size) -> None:
    shot = tmp_path / "title.png"
    argv = ["--headless", "--frames", "2", "--size", f"{size[0]}x{size[1]}"]
    argv += ["--screenshot", str(shot), "--config-dir", str(tmp_path)]
    assert main(argv) == 0
    assert pygame.image.load(str(shot)).get_size() == size


def test_size_and_fullscreen_on_the_command_line() -> None:
    options = parse_args(["--size", "1366x768", "--fullscreen"])
    assert options.size == (1366, 768) and options.fullscreen
    assert parse_args([]).size is None and not parse_args([]).fullscreen


@pytest.mark.parametrize("value", ["800x600", "big", "1920x1080x2"])
def test_a_bad_size_is_one_line_and_code_2(value, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(["--size", value])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--size" in err


def test_a_size_larger_than_the_screen_is_brought_within_it() -> None:
    from game.window import within

    assert within((1920, 1080), (1920, 1080)) == (1920, 1080)
    assert within((3840, 2160), (1366, 768)) == (1365, 768)
    assert within((1024, 576), (1024, 600)) == (1024, 576)


def _saved(folder: Path) -> dict:
    import json

    from game.paths import GamePaths

    return json.loads(GamePaths.under(folder).settings_file.read_text())


def test_launch_options_are_not_saved_as_settings(tmp_path) -> None:
    """--fullscreen and --size open the window so for this run only: a setting
    changed meanwhile saves the player's choices, not the launch's; F11 is
    the player's own choice and is saved."""
    app = App(
        LaunchOptions(
            headless=True, size=(1366, 768), fullscreen=True, config_dir=tmp_path
        )
    )
    app.start()
    try:
        ui = UiDriver(app)
        assert app.ctx.settings.fullscreen  # the switch shows what the window does
        app.ctx.change_settings(volume=40)
        saved = _saved(tmp_path)
        assert saved["volume"] == 40 and saved["fullscreen"] is False
        assert not any("size" in key and key != "text_size" for key in saved)
        ui.key(pygame.K_F11)  # the player leaves fullscreen...
        assert _saved(tmp_path)["fullscreen"] is False
        ui.key(pygame.K_F11)  # ...and asks for it again: theirs, so saved
        assert _saved(tmp_path)["fullscreen"] is True
    finally:
        app.stop()
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    try:
        assert app.ctx.settings.fullscreen and app.window.view.window == (1280, 720)
    finally:
        app.stop()
