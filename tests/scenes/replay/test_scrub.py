"""The replay's scrub bar: a click goes to that point of the game, a drag
follows the pointer, and scrubbing pauses the autoplay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.scenes.replay.viewer import SCRUB, ReplayScene
from game.ui.driver import UiDriver
from tests.scenes.replay.test_viewer import fountains_record


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


def _post(kind: int, pos: tuple[int, int], **data: object) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, **data))


def test_click_and_drag_along_the_scrub_bar(ui: UiDriver) -> None:
    scene = ReplayScene(ui.app.ctx, fountains_record(), autoplay=True)
    ui.app.manager.push(scene)
    ui.frames()
    last = scene.timeline.last
    assert last > 10 and scene.playing
    middle = (SCRUB.centerx, SCRUB.centery)
    _post(pygame.MOUSEBUTTONDOWN, middle, button=1)
    ui.frames()
    assert scene.index == round(last / 2)
    assert not scene.playing  # scrubbing pauses
    for x in (SCRUB.x + SCRUB.width // 4, SCRUB.right + 40):
        _post(
            pygame.MOUSEMOTION, (x, SCRUB.centery + 30), rel=(0, 0), buttons=(1, 0, 0)
        )
        ui.frames()
    assert scene.index == last  # the drag follows the pointer, even off the bar
    _post(pygame.MOUSEBUTTONUP, (SCRUB.right + 40, SCRUB.centery), button=1)
    _post(pygame.MOUSEMOTION, (SCRUB.x, SCRUB.centery), rel=(0, 0), buttons=(0, 0, 0))
    ui.frames()
    assert scene.index == last  # let go: moving no longer scrubs
    _post(pygame.MOUSEBUTTONDOWN, (SCRUB.x, SCRUB.centery), button=1)
    _post(pygame.MOUSEBUTTONUP, (SCRUB.x, SCRUB.centery), button=1)
    ui.frames()
    assert scene.index == 0
    caption, _turn = scene.caption()
    assert caption == f"Action 0 / {last}"


def test_a_click_shows_one_fountain_large_and_another_goes_back(
    ui: UiDriver,
) -> None:
    from game.scenes.replay.fountains_view import FOUNTAINS

    scene = ReplayScene(ui.app.ctx, fountains_record())
    ui.app.manager.push(scene)
    ui.frames()
    view = scene.view
    count = len(scene.timeline.game_at(scene.index).fountains)
    second = view.boxes(count)[1]
    _post(pygame.MOUSEBUTTONDOWN, second.center, button=1)
    _post(pygame.MOUSEBUTTONUP, second.center, button=1)
    ui.frames()
    assert view.large == 1
    assert view.seat_at(FOUNTAINS.center, count) == 1  # it fills the view
    _post(pygame.MOUSEBUTTONDOWN, FOUNTAINS.center, button=1)
    _post(pygame.MOUSEBUTTONUP, FOUNTAINS.center, button=1)
    ui.frames()
    assert view.large is None
