"""A lesson's callout buttons by keys alone (issue 25: every mouse action has
a key), posted as key presses; the lesson's help sheet lists them, and the
list of lessons shows the menus' keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.lessons.lessons import LESSONS
from game.scenes.key_sheets import LESSON, MENUS
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.tutorial.learn_menu import LearnScene
from game.scenes.tutorial.lesson_scene import BUTTON_KEYS, LessonScene
from game.scenes.tutorial.pupil import LessonPupil
from game.ui.driver import UiDriver


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield app
    app.stop()


def _lesson(app: App, number: int) -> tuple[UiDriver, LessonScene]:
    ui = UiDriver(app)
    app.manager.push(LearnScene(app.ctx))
    ui.frames()
    ui.click(
        next(
            w.label for w in app.manager.top.widgets if w.label.startswith(f"{number}.")
        )
    )
    scene = app.manager.top
    assert isinstance(scene, LessonScene) and scene.lesson is LESSONS[number - 1]
    return ui, scene


def test_next_and_the_tips_by_keys(app: App) -> None:
    ui, scene = _lesson(app, 1)
    step = scene.current()
    assert step is not None and step.until == "next" and "next" in scene.offered()
    ui.key(pygame.K_n)
    assert scene.current() is not step  # on to the next step
    ui.key(pygame.K_t)
    assert scene.callout() is None and scene.offered() == ["show-tips"]
    ui.key(pygame.K_t)
    assert scene.tips and scene.callout() is not None


def test_leave_by_keys_asks_first(app: App) -> None:
    ui, scene = _lesson(app, 2)
    ui.key(pygame.K_l)  # L alone is the table's (peel the levels): no leaving
    assert app.manager.top is scene
    ui.key(pygame.K_l, mod=pygame.KMOD_LCTRL)
    assert isinstance(app.manager.top, ConfirmScene)
    ui.key(pygame.K_ESCAPE)
    assert app.manager.top is scene


def test_the_card_at_a_parts_end_by_keys(app: App) -> None:
    ui, scene = _lesson(app, 1)
    pupil = LessonPupil(scene, ui.click_at, ui.key, app.frame)
    end = pupil.play_part()
    assert scene.result is not None
    if end == "recap":  # a lesson of one part: its last card
        assert scene.offered()[-1] == "next-lesson"
        ui.key(pygame.K_RETURN)
        assert app.manager.top.lesson is LESSONS[1]
    else:
        ui.key(pygame.K_n)
        assert scene.result is None and scene.part_index == 1


def test_the_lesson_sheet_lists_every_button_key() -> None:
    listed = {keys for _heading, rows in LESSON.sections for keys, _what in rows}
    for (key, ctrl), _buttons in BUTTON_KEYS.items():
        name = pygame.key.name(key).upper()
        assert (f"Ctrl+{name}" if ctrl else name) in listed
    assert "Enter" in listed


def test_the_list_of_lessons_shows_the_menus_keys(app: App) -> None:
    assert LearnScene(app.ctx).keys_sheet() is MENUS


def test_the_lesson_sheet_reads_cleanly_at_the_largest_text(app: App) -> None:
    from game.ui.text import recording

    app.ctx.settings = app.ctx.settings.with_changes(text_size=150)
    ui, _scene = _lesson(app, 1)
    ui.key(pygame.K_F1)
    assert app.manager.keys_help is not None
    assert app.manager.keys_help.sheet is LESSON
    with recording() as recorder:
        ui.frames()
        drawn_on = app.window.drawn_on
        words = {t.words for t in recorder.texts_on(drawn_on)}
        problems = recorder.problems(drawn_on)
    assert not problems, "\n".join(problems)
    assert "Ctrl+L" in words and "The lesson's card" in words
