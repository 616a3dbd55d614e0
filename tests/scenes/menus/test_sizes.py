"""The shell's screens at every window size and every Text size: drawn with
the text recorder listening, no two texts overlap, none runs past its box or
off the screen, none is cut short. The title draws at the window's
resolution; the others are drawn at 1280x720 and scaled (their words are
then checked on the logical screen)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.context import AppContext
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.scene import Scene
from game.settings import TEXT_SIZES
from game.setup import Mode
from game.ui.driver import UiDriver
from game.ui.text import recording

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))
SCREENS: dict[str, Callable[[AppContext], Scene]] = {
    "title": TitleScene,
    "mode select": ModeSelectScene,
    "pause": lambda ctx: PauseScene(ctx, Mode.FOUNTAINS),
    "confirm": lambda ctx: ConfirmScene(
        ctx,
        "Quit Fountaineer? The game is saved: Continue on the title screen "
        "picks it up.",
        lambda: None,
        confirm_label="Quit",
        cancel_label="Keep playing",
    ),
}
SHOTS = Path("/tmp/h6")


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory):
    apps: dict[tuple[int, int], App] = {}

    def at(size: tuple[int, int]) -> App:
        if size not in apps:
            for app in apps.values():
                app.stop()
            apps.clear()
            folder = tmp_path_factory.mktemp("sizes")
            app = App(LaunchOptions(headless=True, size=size, config_dir=folder))
            app.start()
            apps[size] = app
        return apps[size]

    yield at
    for app in apps.values():
        app.stop()


def _problems(app: App, scene: Scene) -> list[str]:
    app.manager.push(scene)
    try:
        with recording() as recorder:
            UiDriver(app).frames()
            drawn_on = app.window.drawn_on
            assert drawn_on is not None
            return recorder.problems(drawn_on)
    finally:
        app.manager.pop()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_reads_cleanly(started, size, text_size, name) -> None:
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    problems = _problems(app, SCREENS[name](app.ctx))
    assert not problems, f"{name} at {size}, text {text_size}%:\n" + "\n".join(problems)
    if name == "title" and SHOTS.is_dir():
        pygame.image.save(
            app.screen, str(SHOTS / f"title-{size[0]}x{size[1]}-{text_size}.png")
        )


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_notice_stays_in_its_note(started, size) -> None:
    """A notice naming a long path, wrapped as drawn at the window's scale."""
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=100)
    notice = (
        "cannot keep /tmp/pytest-of-root/pytest-348/popen-gw0/test_stop_after_in_a_"
        "folder_th0/saves/fountains-20261202-110036.json (read-only folder)"
    )
    app.ctx.notices.append(notice)
    try:
        problems = _problems(app, TitleScene(app.ctx))
    finally:
        app.ctx.notices.remove(notice)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_long_notices_keep_beside_the_name_at_the_largest_text(
    started, size
) -> None:
    """Two long notices at 150%: the note grows down the left edge, never
    in under the game's name."""
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=150)
    words = "no room " * 30  # every line as wide as the note lets it be
    notices = [f"{n}: {words}(read-only file system)" for n in (1, 2)]
    app.ctx.notices.extend(notices)
    try:
        problems = _problems(app, TitleScene(app.ctx))
    finally:
        for notice in notices:
            app.ctx.notices.remove(notice)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_is_drawn_at_the_window_resolution(started, size) -> None:
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=100)
    app.manager.push(TitleScene(app.ctx))
    try:
        with recording() as recorder:
            UiDriver(app).frames()
            texts = recorder.texts_on(app.window.drawn_on)
    finally:
        app.manager.pop()
    assert app.window.drawn_on.get_size() == app.window.view.area.size
    name = next(t for t in texts if t.words == "Fountaineer")
    # the name is 120 logical pixels high, rendered at the window's scale
    assert name.rect.height == pytest.approx(
        app.window.view.scale * 120 * 0.78, rel=0.15
    )
