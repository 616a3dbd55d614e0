"""Callouts never cover what they explain: at every step of every lesson the
callout's rectangle stays off its target (the named rectangle, ringed) and
off every button the table shows; the target is on the screen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.lessons.lessons import LESSONS, Lesson
from game.scenes.tutorial.callout import SCREEN, place_card
from game.scenes.tutorial.lesson_scene import LessonScene
from tests.scenes.tutorial.lesson_walk import started_app, walk_lesson


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.key for lesson in LESSONS])
def test_every_callout_clear_of_its_target_and_the_controls(
    tmp_path: Path, lesson: Lesson
) -> None:
    app = started_app(tmp_path)
    checked: list[str] = []

    def look(scene: LessonScene, where: str) -> None:
        step = scene.current()
        callout = scene.callout()
        if callout is None or step is None or scene.result is not None:
            return
        target = scene.target_rect(step)
        assert target is not None, f"{where}: {step.target} is not on the screen"
        assert callout.target == target
        assert not callout.rect.colliderect(target), f"{where} covers its target"
        for control in scene.controls():
            assert not callout.rect.colliderect(control), f"{where} covers {control}"
        assert SCREEN.contains(callout.rect), where
        checked.append(where)

    try:
        seen = walk_lesson(app, lesson, look)
    finally:
        app.stop()
    steps = {f"{part.key}/{step.key}" for part in lesson.parts for step in part.steps}
    assert steps == set(checked), (steps, checked, seen)


def test_a_card_goes_round_what_it_must_leave_in_sight() -> None:
    target = pygame.Rect(500, 300, 200, 150)
    controls = [pygame.Rect(720, 300, 300, 200), pygame.Rect(100, 280, 380, 200)]
    card = place_card((392, 180), target, controls)
    assert not card.colliderect(target.inflate(20, 20))
    assert card.collidelist(controls) == -1 and SCREEN.contains(card)
    crowded = [pygame.Rect(0, 0, 1280, 720).clip(SCREEN)]
    pinned = place_card((392, 180), target, crowded)  # nowhere free: still on screen
    assert SCREEN.contains(pinned)
