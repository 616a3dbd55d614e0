"""The shell's screens at every window size and every Text size: drawn with
the text recorder listening, no two texts overlap, none runs past its box or
off the screen, none is cut short; and each is drawn at the window's own
resolution (``draws_at_scale``), not on 1280x720 scaled.

Each screen is shown in one representative state (the most seats, a computer
seat with its levels, a note under a page...). Set ``FOUNTAINEER_TEST_SHOTS``
to a folder to keep a PNG of every screen drawn."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.context import AppContext
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.menus.solo_setup import SoloSetupScene
from game.scenes.menus.splash_setup import SplashSetupScene
from game.scenes.menus.title import TitleScene
from game.scenes.scene import Scene
from game.scenes.tutorial.learn_menu import LearnScene
from game.settings import TEXT_SIZES
from game.setup import Mode
from game.ui.driver import UiDriver
from game.ui.text import recording

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))


def _fountains_setup(ctx: AppContext) -> Scene:
    """Five seats (the most), two of them computers showing their levels,
    the keyboard's focus on a name."""
    scene = FountainsSetupScene(ctx)
    scene.players = 5
    for seat in (1, 3):
        scene.drafts[seat].computer = True
    scene.build()
    scene.widgets.focus_on(scene.widgets.find("Name 3"))
    return scene


def _splash_setup(ctx: AppContext) -> Scene:
    """Four seats (the most), one a computer with its aim, a variant on."""
    scene = SplashSetupScene(ctx)
    scene.players = 4
    scene.drafts[2].computer = True
    scene.variants["toss"] = True
    scene.build()
    return scene


def _settings(page: int) -> Callable[[AppContext], Scene]:
    def open_page(ctx: AppContext) -> Scene:
        if page == 1:  # with the note that every tip shows again
            ctx.settings = ctx.settings.with_changes(tips_seen=("Player 1/basin",))
        scene = SettingsScene(ctx, page)
        if page == 1:
            scene.widgets.find("Show every tip again").activate()
            scene.update(0.0)
        return scene

    return open_page


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
    "fountains setup": _fountains_setup,
    "solo setup": SoloSetupScene,
    "splash setup": _splash_setup,
    "settings: sound": _settings(0),
    "settings: game": _settings(1),
    "settings: screen": _settings(2),
    "rules": RulesScene,
    "rules: solo scoring": lambda ctx: _rules_page(ctx, Mode.SOLO, 2),
    "learn to play": LearnScene,
}
#: a folder to keep a picture of every screen checked (opt-in)
SHOTS = os.environ.get("FOUNTAINEER_TEST_SHOTS", "")


def _rules_page(ctx: AppContext, mode: Mode, page: int) -> Scene:
    scene = RulesScene(ctx, mode)
    scene.turn(page)
    return scene


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory):
    """One app for the module, its window resized to each size asked as a
    person's window manager would (a new display size, then the event), so
    the tests may run in any order without starting it again."""
    folder = tmp_path_factory.mktemp("sizes")
    app = App(LaunchOptions(headless=True, size=SIZES[0], config_dir=folder))
    app.start()

    def at(size: tuple[int, int]) -> App:
        if app.window.view.window != size:
            pygame.display.set_mode(size)
            resized = pygame.event.Event(
                pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]
            )
            app.handle_event(resized)
        assert app.window.view.window == size
        return app

    yield at
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
    scene = SCREENS[name](app.ctx)
    problems = _problems(app, scene)
    assert not problems, f"{name} at {size}, text {text_size}%:\n" + "\n".join(problems)
    # drawn at the window's own resolution, not on 1280x720 scaled up
    assert scene.draws_at_scale
    assert app.window.drawn_on is not None
    assert app.window.drawn_on.get_size() == app.window.view.area.size
    if SHOTS:
        folder = Path(SHOTS)
        folder.mkdir(parents=True, exist_ok=True)
        shot = f"{name.replace(' ', '-').replace(':', '')}-{size[0]}x{size[1]}"
        pygame.image.save(app.screen, str(folder / f"{shot}-{text_size}.png"))


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


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", (100, 150))
def test_the_keys_help_shows_over_a_menu_at_every_size(
    started, size, text_size
) -> None:
    """F1 over a menu: the card of keys is drawn in the window (at its
    resolution), reads cleanly, and Escape puts it away."""
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    scene = SettingsScene(app.ctx)
    app.manager.push(scene)
    ui = UiDriver(app)
    try:
        ui.key(pygame.K_F1)
        help_card = app.manager.keys_help
        assert help_card is not None
        with recording() as recorder:
            ui.frames()
            drawn_on = app.window.drawn_on
            texts = recorder.texts_on(drawn_on)
            problems = recorder.problems(drawn_on)
        assert not problems, "\n".join(problems)
        title = next(t for t in texts if t.words == help_card.sheet.title)
        card = app.window.view.area.move(-app.window.view.area.x, 0)
        assert card.contains(title.rect)
        assert drawn_on.get_size() == app.window.view.area.size
        ui.key(pygame.K_ESCAPE)
        assert app.manager.keys_help is None and app.manager.top is scene
    finally:
        app.manager.pop()
