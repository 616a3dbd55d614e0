"""Helpers for the lesson tests (no tests here): an app at the title, and a
walk through every step of every lesson, played by posted events, that calls
``look`` once at each step as it first shows (drawn afresh)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.app import App
from game.cli import LaunchOptions
from game.lessons.lessons import LESSONS, Lesson
from game.scenes.tutorial.lesson_scene import LessonScene
from game.scenes.tutorial.pupil import LessonPupil
from game.ui.driver import UiDriver

Look = Callable[[LessonScene, str], None]


def started_app(folder: Path) -> App:
    app = App(LaunchOptions(headless=True, config_dir=folder))
    app.start()
    app.frame(1 / 60)
    return app


def walk_lesson(app: App, lesson: Lesson, look: Look) -> list[str]:
    """Play ``lesson`` from the Learn to play screen to its recap; ``look``
    at each step (and each part's end) as it first shows. Returns the steps
    seen, as ``part/step``."""
    ui = UiDriver(app)
    ui.click("Learn to play")
    label = next(
        w.label
        for w in app.manager.top.widgets
        if w.label.startswith(f"{lesson.number}.")
    )
    ui.click(label)
    scene = app.manager.top
    assert isinstance(scene, LessonScene)
    pupil = LessonPupil(scene, ui.click_at, ui.key, app.frame)
    seen: list[str] = []
    for _ in range(600):
        step = scene.step
        where = f"{scene.part.key}/{step}"
        current = scene.current()
        busy = scene.result is None and (
            current is None
            or (current.until != "next" and not scene.table.awaiting_human())
        )
        if where not in seen and not busy:
            seen.append(where)
            scene.table.refresh()
            app.frame(0.0)  # drawn once, so the banner and views are laid out
            look(scene, where)
        if step == "recap":
            return seen
        if step == "done":
            pupil.press("next-part")
        elif busy:
            app.frame(0.1)
        else:
            pupil.act()
    raise AssertionError(f"lesson {lesson.number} never ended: {seen}")


__all__ = ["LESSONS", "started_app", "walk_lesson"]
