"""Callouts never cover what they explain: at every step of every lesson the
callout's rectangle stays off its target (the named rectangle, ringed) and
off every button the table shows; the target is on the screen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.lessons.lessons import LESSONS, Lesson
from game.scenes.tutorial.callout import SCREEN, least_over, place_card
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


def test_a_card_with_no_room_off_the_panels_hides_their_words_whole_or_not() -> None:
    target = pygame.Rect(300, 280, 200, 140)
    panels = [pygame.Rect(860, 6, 412, 396)]  # the Basin
    controls = [pygame.Rect(8, 420, 1264, 292)]  # everything below the target
    card = least_over((392, 214), target, controls, panels)
    assert card is not None
    assert not card.colliderect(target.inflate(36, 36))
    assert card.collidelist(controls) == -1 and SCREEN.contains(card)
    # right of the target, flush with its margin: the least of the Basin
    assert card.left == target.right + 18 and card.right - 860 == 50
    count = pygame.Rect(890, 250, 24, 24)  # a stack's count under that strip
    card = least_over((392, 214), target, controls, panels, [count])
    assert card is not None and card.contains(count)  # hidden whole ...
    assert card.clip(panels[0]).width == count.right - 860  # ... and no more
    assert least_over((1300, 214), target, controls, panels) is None  # too wide


@pytest.mark.parametrize("size", [(1024, 576), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_a_callout_over_the_basin_cuts_no_count_and_hides_no_pawn(
    tmp_path: Path, size: tuple[int, int], text_size: int
) -> None:
    """Lesson 4's lily pads: at the larger Text sizes the card has no room off
    the Basin and the thumbnails; it takes the Basin's edge, a count and a
    thumbnail hidden whole or not at all (it half hid a stack's count, and
    the blue and green pawns' spaces)."""
    from game.app import App
    from game.cli import LaunchOptions
    from game.rules.fountains.basin import Pawn

    app = App(LaunchOptions(headless=True, size=size, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
    lesson = next(lesson for lesson in LESSONS if lesson.number == 4)
    looked: list[str] = []

    def look(scene: LessonScene, where: str) -> None:
        callout = scene.callout()
        if callout is None or scene.result is not None:
            return
        words = scene.panel_words()
        assert len(words) == 6 + 2  # six stacks' counts, two thumbnails
        # a count never cut; a thumbnail neither where the card has a choice
        # (under the fish choice's dialog no card is as wide as a thumbnail)
        for word in words if where == "lily/group" else words[:6]:
            assert callout.rect.contains(word) or not callout.rect.colliderect(word)
        if where == "lily/group":
            for pawn in Pawn:
                pawn_rect = scene.targets.rect(f"pawn:{pawn.value}")
                assert pawn_rect is not None
                assert not callout.rect.colliderect(pawn_rect), pawn
        looked.append(where)

    try:
        walk_lesson(app, lesson, look)
    finally:
        app.stop()
    assert "lily/group" in looked
