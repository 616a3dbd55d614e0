"""Issue 25, the audit of the size checks: every scene the game can show
(each concrete ``Scene`` subclass under ``game/scenes/``) is checked at
1024x576, 1366x768, 1920x1080 and 3840x2160 at each Text size by one of the
size tests, and draws at the window's resolution (or, for the lessons, the
way the table they host does).

The scenes no other size test covers are checked here: a lesson at every
step of a whole lesson (callouts beside their targets, the points banner
explained, the end of a part, the recap), a lesson with its tips hidden,
and the list of replays (three pages of saved games). Each is drawn with the
text recorder listening: no two texts overlap, none runs past its box or
off the screen, none is cut short."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

import game.scenes
from game.app import App
from game.cli import LaunchOptions
from game.lessons.lessons import LESSONS
from game.records.session import close_all
from game.render.fountains.rules_pictures import SIZE as PICTURE_SIZE
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.rules_pages import PICTURES
from game.scenes.menus.rules_reference import INNER, RulesScene
from game.scenes.replay.game_list import GameListScene
from game.scenes.scene import Scene
from game.scenes.tutorial.lesson_scene import LessonScene
from game.settings import TEXT_SIZES
from game.setup import Mode
from game.ui.driver import UiDriver
from game.ui.text import recording
from game.ui.view import View
from tests.records.conftest import _season, write_replays
from tests.scenes.tutorial.lesson_walk import walk_lesson

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))
TESTS = Path(__file__).resolve().parent

#: Where each scene is checked at every window size and Text size.
COVERED: dict[str, Path] = {
    "ConfirmScene": TESTS / "menus" / "test_sizes.py",
    "FountainsSetupScene": TESTS / "menus" / "test_sizes.py",
    "ModeSelectScene": TESTS / "menus" / "test_sizes.py",
    "PauseScene": TESTS / "menus" / "test_sizes.py",
    "RulesScene": TESTS / "menus" / "test_sizes.py",
    "SettingsScene": TESTS / "menus" / "test_sizes.py",
    "SoloSetupScene": TESTS / "menus" / "test_sizes.py",
    "SplashSetupScene": TESTS / "menus" / "test_sizes.py",
    "TitleScene": TESTS / "menus" / "test_sizes.py",
    "LearnScene": TESTS / "menus" / "test_sizes.py",
    "ResultsScene": TESTS / "test_sizes_after_games.py",
    "RecordsScene": TESTS / "test_sizes_after_games.py",
    "ProfilesScene": TESTS / "test_sizes_after_games.py",
    "ReplayScene": TESTS / "test_sizes_after_games.py",
    "SplashTableScene": TESTS / "splash" / "test_window_sizes.py",
    "WhoStartsScene": TESTS / "splash" / "test_window_sizes.py",
    "SplashResultsScene": TESTS / "splash" / "test_window_sizes.py",
    "FountainsTableScene": TESTS / "fountains" / "test_window_sizes.py",
    "LessonScene": Path(__file__).resolve(),
    "GameListScene": Path(__file__).resolve(),
}
#: Bases that are never shown themselves.
BASES = {"Scene", "MenuScene", "OverlayScene", "SeatsSetupScene"}
#: The lessons draw as the table they host does (a property, checked by
#: the lesson tests below against the table's).
FOLLOWING_THE_TABLE = {"LessonScene"}


def every_scene() -> dict[str, type[Scene]]:
    """Each ``Scene`` subclass defined under ``game/scenes/``, by name."""
    found: dict[str, type[Scene]] = {}
    for module in pkgutil.walk_packages(game.scenes.__path__, "game.scenes."):
        loaded = importlib.import_module(module.name)
        for name, value in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(value, Scene) and value.__module__ == module.name:
                found[name] = value
    return found


def test_every_scene_is_in_a_size_test() -> None:
    """A new screen fails here until a size test checks it (and names it)."""
    shown = {name for name in every_scene() if name not in BASES}
    assert shown == set(COVERED), (
        f"not in a size test: {sorted(shown - set(COVERED))}; "
        f"gone: {sorted(set(COVERED) - shown)}"
    )
    for name, test in COVERED.items():
        words = test.read_text(encoding="utf-8")
        assert name in words, f"{test.name} does not check {name}"
        assert "TEXT_SIZES" in words and "3840, 2160" in words, test.name


def test_every_scene_draws_at_the_window_resolution() -> None:
    """No screen is drawn on the logical canvas and scaled (the lessons
    follow their table, which draws at scale)."""
    for name, scene in every_scene().items():
        if name in BASES or name in FOLLOWING_THE_TABLE:
            continue
        assert scene.draws_at_scale is True, f"{name} draws on 1280x720, scaled"
    assert FountainsTableScene.draws_at_scale is True


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[..., App]]:
    """One app per window size (saved games in its replays folder)."""
    apps: dict[tuple[int, int], App] = {}

    def at(size: tuple[int, int]) -> App:
        if size not in apps:
            for app in apps.values():
                app.stop()
            apps.clear()
            close_all()
            folder = tmp_path_factory.mktemp("sizes")
            write_replays(folder / "replays", _season())
            app = App(LaunchOptions(headless=True, size=size, config_dir=folder))
            app.start()
            app.frame(1 / 60)
            apps[size] = app
        return apps[size]

    yield at
    for app in apps.values():
        app.stop()
    close_all()


def _read(app: App) -> tuple[list[str], list[str]]:
    """A frame drawn with the recorder listening: its problems and words."""
    with recording() as recorder:
        app.frame(0.0)
        drawn_on = app.window.drawn_on
        assert drawn_on is not None
        words = [t.words for t in recorder.texts_on(drawn_on)]
        return recorder.problems(drawn_on), words


def _drawn_as_the_table_is(app: App, scene: LessonScene) -> None:
    assert scene.draws_at_scale == scene.table.draws_at_scale
    drawn_on = app.window.drawn_on
    assert drawn_on is not None
    if scene.draws_at_scale or app.window.view.is_unit:
        assert drawn_on.get_size() == app.window.view.area.size
    else:
        assert drawn_on.get_size() == (1280, 720)


def _to_title(app: App) -> None:
    while len(app.manager) > 1:
        app.manager.pop()


#: The lesson walked at every size and Text size: the most steps, two
#: parts, the points banner and the recap.
WALKED = max(LESSONS, key=lambda lesson: sum(len(p.steps) for p in lesson.parts))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_a_lesson_reads_cleanly_at_every_step(started, size, text_size) -> None:
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    _to_title(app)
    found: list[str] = []
    titles: list[str] = []
    cached: list[str] = []  # steps where the cached layer's words were read

    def look(scene: LessonScene, where: str) -> None:
        problems, words = _read(app)
        found.extend(f"{where}: {problem}" for problem in problems)
        if {"Robin", "Score track"} <= set(words):  # on the table's cached layer
            cached.append(where)
        callout = scene.callout()
        if callout is not None:
            assert callout.title in words, f"{where}: the callout's title unseen"
            titles.append(callout.title)
        _drawn_as_the_table_is(app, scene)

    try:
        seen = walk_lesson(app, WALKED, look)
    finally:
        _to_title(app)
    assert seen[-1].endswith("/recap") and len(titles) >= len(seen) - 1
    assert len(cached) >= len(seen) // 2, cached  # the plates, the log, the Basin
    assert not found, f"lesson {WALKED.number} at {size}, text {text_size}%:\n" + (
        "\n".join(found)
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_lesson_reads_cleanly_at_the_largest_text(started, size) -> None:
    """Every step of every lesson at 150%, the Text size with the least room."""
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=150)
    found: list[str] = []

    def look(scene: LessonScene, where: str) -> None:
        problems, _words = _read(app)
        found.extend(f"{scene.lesson.number} {where}: {p}" for p in problems)

    for lesson in LESSONS:
        _to_title(app)
        try:
            walk_lesson(app, lesson, look)
        finally:
            _to_title(app)
    assert not found, f"at {size}:\n" + "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_a_lesson_with_its_tips_hidden(started, size, text_size) -> None:
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    _to_title(app)
    scene = LessonScene(app.ctx, LESSONS[0])
    app.manager.push(scene)
    ui = UiDriver(app)
    try:
        ui.frames()
        ui.click_at(scene.callout_button("hide-tips"))
        assert not scene.tips
        problems, words = _read(app)
        assert "Show tips" in words
        assert not problems, "\n".join(problems)
        _drawn_as_the_table_is(app, scene)
        ui.click_at(scene.callout_button("show-tips"))  # where it shows
        assert scene.tips
    finally:
        _to_title(app)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=str)
def test_callouts_draw_at_the_scale_of_a_table_drawn_at_scale(
    started, size, monkeypatch
) -> None:
    """Once the table draws at the window's resolution, so does the lesson:
    the callout's words are rendered at the physical size (not 1:1 and
    scaled up), and its buttons are still pressed where they show."""
    monkeypatch.setattr(FountainsTableScene, "draws_at_scale", True)
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=100)
    _to_title(app)
    scene = LessonScene(app.ctx, LESSONS[0])
    app.manager.push(scene)
    ui = UiDriver(app)
    try:
        ui.frames()
        assert scene.draws_at_scale
        callout = scene.callout()
        assert callout is not None
        with recording() as recorder:
            app.frame(0.0)
            drawn_on = app.window.drawn_on
            texts = recorder.texts_on(drawn_on)  # type: ignore[arg-type]
        assert drawn_on is not None
        assert drawn_on.get_size() == app.window.view.area.size
        title = next(t for t in texts if t.words == callout.title)
        scale = app.window.view.scale
        at_scale = app.ctx.fonts.get(26, True, scale).render(title.words, True, "white")
        assert title.rect.size == at_scale.get_size()
        assert abs(title.rect.x - (callout.rect.x + 14) * scale) <= 1
        assert abs(title.rect.y - (callout.rect.y + 14) * scale) <= 1
        step = scene.current()
        assert step is not None and step.until == "next"
        ui.click_at(scene.callout_button("next"))
        assert step.key in scene.acknowledged
    finally:
        _to_title(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("page", [0, 2])
def test_the_replays_list_reads_cleanly(started, size, text_size, page) -> None:
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    _to_title(app)
    scene = GameListScene(app.ctx)
    app.manager.push(scene)
    try:
        for _ in range(page):
            UiDriver(app).click("Older")
        problems, words = _read(app)
        assert scene.page == page and f"Page {page + 1} of 3" in words
        assert not problems, f"at {size}, text {text_size}%:\n" + "\n".join(problems)
        drawn_on = app.window.drawn_on
        assert drawn_on is not None
        assert drawn_on.get_size() == app.window.view.area.size  # at scale
    finally:
        _to_title(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_every_rules_picture_caption_is_read_and_whole(
    started, size, text_size
) -> None:
    """The rules reference's pictures carry their words to the check (drawn
    with ``blit_text``, placed with ``place_layer``): every Fountains page's
    caption is seen, inside its picture, clear of the page's words beside
    it, at every size and Text size (at 150% they were cut by the
    picture's edge)."""
    app = started(size)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    _to_title(app)
    scene = RulesScene(app.ctx, Mode.FOUNTAINS)
    app.manager.push(scene)
    found: list[str] = []
    view = app.window.view
    picture = View.of_picture(view.area.size).rect(
        pygame.Rect(INNER.right - PICTURE_SIZE[0], INNER.y, *PICTURE_SIZE)
    )
    foot = picture.bottom - view.px(40)
    try:
        for page, (title, _paragraphs) in enumerate(scene.pages):
            scene.turn(page - scene.page)
            if PICTURES.get((Mode.FOUNTAINS, title)) is None:
                continue
            with recording() as recorder:
                app.frame(0.0)
                drawn_on = app.window.drawn_on
                assert drawn_on is not None
                texts = recorder.texts_on(drawn_on)
                found.extend(f"{title}: {p}" for p in recorder.problems(drawn_on))
            caption = [
                t for t in texts if picture.contains(t.rect) and t.rect.bottom > foot
            ]
            assert caption, f"{title}: no caption seen at the picture's foot"
    finally:
        _to_title(app)
    assert not found, f"at {size}, text {text_size}%:\n" + "\n".join(found)
