"""Learn to play, driven from the title through posted events: every lesson
from its first step to its recap, remembered as done and counted on the
title; a missed goal offers Try again; Leave asks first; Hide tips plays on
without callouts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.lessons.lessons import LESSONS
from game.lessons.results import measure
from game.rules.fountains.basin import Pawn
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.title import TitleScene
from game.scenes.tutorial.learn_menu import LearnScene
from game.scenes.tutorial.lesson_scene import LessonScene
from game.scenes.tutorial.pupil import LessonPupil
from game.settings import SettingsStore
from game.ui.driver import UiDriver


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield app
    app.stop()


def _pupil(app: App, ui: UiDriver, scene: LessonScene) -> LessonPupil:
    return LessonPupil(scene, ui.click_at, ui.key, app.frame)


def _open(app: App, number: int) -> tuple[UiDriver, LessonScene]:
    ui = UiDriver(app)
    if not isinstance(app.manager.top, LearnScene):
        ui.click("Learn to play")
    assert isinstance(app.manager.top, LearnScene)
    lesson = LESSONS[number - 1]
    ui.click(
        next(
            w.label for w in app.manager.top.widgets if w.label.startswith(f"{number}.")
        )
    )
    scene = app.manager.top
    assert isinstance(scene, LessonScene) and scene.lesson is lesson
    return ui, scene


@pytest.mark.parametrize("number", [lesson.number for lesson in LESSONS])
def test_a_lesson_from_its_first_step_to_its_recap(app: App, number: int) -> None:
    ui, scene = _open(app, number)
    pupil = _pupil(app, ui, scene)
    lesson = scene.lesson
    for index, part in enumerate(lesson.parts):
        assert scene.part is part
        assert not scene.table.tips.offered  # the lesson's callouts, no table tips
        before = scene.before.clone()
        end = pupil.play_part()
        result = scene.result
        assert result is not None
        # what the lesson says happened is what the rules core says
        assert result == measure(before, scene.table.state.committed_game)
        for key, value in part.expect:
            assert result.get(key) == value, (part.key, key, result)
        if index < len(lesson.parts) - 1:
            assert end == "done"
            pupil.press("next-part")
        else:
            assert end == "recap"
    shown = [step.key for part in lesson.parts for step in part.steps]
    assert set(shown) <= set(pupil.seen), (shown, pupil.seen)
    words = " ".join(scene.callout().lines)
    assert lesson.recap.split()[0] in words
    assert lesson.key in app.ctx.settings.lessons_done
    saved = SettingsStore(app.ctx.store.path.parent).load()
    assert lesson.key in saved.lessons_done  # written to the player's file
    if number < len(LESSONS):
        pupil.press("next-lesson")
        assert app.manager.top.lesson is LESSONS[number]
    else:
        pupil.press("real-game")
        assert type(app.manager.top).__name__ == "ModeSelectScene"


def test_progress_shows_on_the_title_and_the_list(app: App) -> None:
    ui, scene = _open(app, 1)
    _pupil(app, ui, scene).play_part()
    scene.press("lessons")
    learn = app.manager.top
    assert isinstance(learn, LearnScene)
    assert any(w.label.endswith("(done)") for w in learn.widgets)
    ui.key(27)  # Escape: back to the title
    title = app.manager.top
    assert isinstance(title, TitleScene)
    from game.scenes.tutorial.progress import progress_line

    assert progress_line(app.ctx) == f"Learn to play: 1 of {len(LESSONS)} lessons done"


def test_a_missed_goal_offers_try_again(app: App) -> None:
    ui, scene = _open(app, 1)
    pupil = _pupil(app, ui, scene)
    for _ in range(10):
        if scene.current().until == "pending":
            break
        pupil.act()
    table = scene.table
    weedy = None
    for placement in sorted(table.state.legal_placements()):
        trial = table.game.clone()
        from game.rules.fountains.actions import Place

        trial.apply(Place(placement))
        if trial.fountains[0].pond_weed_count():
            weedy = Place(placement)
            break
    assert weedy is not None
    pupil.put_down(weedy)
    pupil.click(table.button_pos("confirm"))
    app.frame(0.1)
    assert scene.step == "missed"
    pupil.press("again")
    assert scene.result is None and scene.current().key == "basin"
    assert scene.table.game.fountains[0].tile_count() == 1


def test_leave_asks_first(app: App) -> None:
    ui, scene = _open(app, 2)
    _pupil(app, ui, scene).press("leave")
    assert isinstance(app.manager.top, ConfirmScene)
    ui.click("Keep going")
    assert app.manager.top is scene
    _pupil(app, ui, scene).press("leave")
    ui.click("Leave lesson")
    assert isinstance(app.manager.top, LearnScene)


def test_hide_tips_plays_on_without_callouts(app: App) -> None:
    ui, scene = _open(app, 5)
    pupil = _pupil(app, ui, scene)
    pupil.press("hide-tips")
    assert scene.callout() is None and scene.callout_button("show-tips")
    table = scene.table
    for action in scene.part.suggested():  # played by hand, with no callout
        step = scene.current()
        if action.verb == "draft":
            pupil.click(table.screen_pos_of_pawn(action.pawn))
            pupil.click(table.screen_pos_of_space(action.space))
        else:
            pupil.put_down(action)
            pupil.click(table.button_pos("confirm"))
        assert scene.callout() is None, step
    for _ in range(100):
        if scene.result is not None:
            break
        app.frame(0.1)
    assert scene.step == "done"
    assert scene.result is not None and scene.result.coins == 5


def test_playing_ahead_of_an_explanation_moves_the_callout_on(app: App) -> None:
    ui, scene = _open(app, 1)
    assert scene.current().key == "basin"
    ui.click_at(scene.table.screen_pos_of_pawn(Pawn.WHITE))  # without Next
    assert scene.current().key == "space"
    ui.key(pygame.K_ESCAPE)  # Undo: the pawn is put back
    assert scene.current().key == "basin"
