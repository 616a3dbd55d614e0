"""Issue 23: the replay viewer lays its fountains out in boxes shaped to them
(each as large as its box allows, 2 to 5 seats), and a fountain can be looked
at large by keys alone: Tab to it, Enter; Escape goes back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.scenes.replay.fountains_view import (
    FOUNTAINS,
    GAP,
    LABEL,
    LARGE,
    PAD,
    fit_zoom,
    fountain_extent,
    picture_room,
    shaped_boxes,
)
from game.scenes.replay.viewer import FountainBox, ReplayScene
from game.ui.driver import UiDriver
from tests.saves.games import fountains_setup, last_fountains, record


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


def _zoom(boxes: list[pygame.Rect], extents: list[tuple[float, float]]) -> float:
    """The smallest zoom any fountain gets in its box (no cap)."""
    return min(
        fit_zoom(e, picture_room(b).size, float("inf"))
        for b, e in zip(boxes, extents, strict=True)
    )


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_boxes_are_shaped_to_the_fountains(seats: int) -> None:
    setup = fountains_setup(seats, seed=40 + seats, advanced=True)
    game = last_fountains(setup)
    extents = [fountain_extent(f) for f in game.fountains]
    boxes = shaped_boxes(FOUNTAINS, extents, largest=float("inf"))
    assert len(boxes) == seats
    for i, box in enumerate(boxes):
        assert FOUNTAINS.contains(box)
        assert all(not box.colliderect(other) for other in boxes[i + 1 :])
    # The fountain that needs the most room fills its box one way: the box
    # is no larger than it needs (a pixel of rounding aside).
    zoom = _zoom(boxes, extents)
    widest = max(e[0] for e in extents) * zoom + 2 * PAD
    tallest = max(e[1] for e in extents) * zoom + LABEL + PAD
    box = boxes[0]
    assert box.width <= max(widest + 1, 240) and box.height <= tallest + 1
    assert box.width >= widest - 1 or box.height >= tallest - 1
    # No other grid of the area gives the fountains more room.
    for columns in range(1, seats + 1):
        rows = -(-seats // columns)
        width = (FOUNTAINS.width - GAP * (columns - 1)) // columns
        height = (FOUNTAINS.height - GAP * (rows - 1)) // rows
        grid = [pygame.Rect(0, 0, width, height)] * seats
        assert _zoom(grid, extents) <= zoom * 1.01, f"{columns} columns"


def test_a_fountain_box_is_larger_than_the_old_tall_boxes() -> None:
    """Two seats: the old viewer's two boxes were 407x512 each, a fountain
    (wider than tall) drawn small in the middle; shaped, it is drawn larger."""
    setup = fountains_setup(2, seed=42, advanced=True)
    extents = [fountain_extent(f) for f in last_fountains(setup).fountains]
    old = [pygame.Rect(16, 82, 407, 512), pygame.Rect(431, 82, 407, 512)]
    old_zoom = min(
        fit_zoom(e, b.inflate(-16, -44).size, float("inf"))
        for b, e in zip(old, extents, strict=True)
    )
    new_zoom = _zoom(shaped_boxes(FOUNTAINS, extents, float("inf")), extents)
    assert new_zoom >= old_zoom


def _saved(seats: int = 3) -> object:
    setup = fountains_setup(seats, seed=91, advanced=True)
    return record(setup, last_fountains(setup, stop=40))


def test_tab_enter_shows_a_fountain_large_and_escape_goes_back(ui: UiDriver) -> None:
    scene = ReplayScene(ui.app.ctx, _saved())  # type: ignore[arg-type]
    ui.app.manager.push(scene)
    ui.frames()
    boxes = [w for w in scene.widgets if isinstance(w, FountainBox)]
    assert [b.seat for b in boxes] == [0, 1, 2]
    # Tab round the buttons to the second fountain, then Enter.
    while scene.widgets.focused is not boxes[1]:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_RETURN)
    assert scene.view.large == 1  # type: ignore[union-attr]
    assert boxes[1].rect == LARGE and not boxes[0].enabled
    assert scene.widgets.focused is boxes[1]  # the focus stays on it
    ui.key(pygame.K_ESCAPE)
    assert scene.view.large is None  # type: ignore[union-attr]
    assert ui.app.manager.top is scene  # Escape only closed the large view
    assert all(b.enabled for b in boxes)
    ui.key(pygame.K_RETURN)  # Enter again: large again
    assert scene.view.large == 1  # type: ignore[union-attr]
    ui.key(pygame.K_RETURN)  # and back
    assert scene.view.large is None  # type: ignore[union-attr]
    ui.key(pygame.K_ESCAPE)  # nothing large: Escape leaves the viewer
    assert ui.app.manager.top is not scene


def test_the_large_view_says_how_to_go_back_and_moves_still_step(
    ui: UiDriver,
) -> None:
    scene = ReplayScene(ui.app.ctx, _saved())  # type: ignore[arg-type]
    ui.app.manager.push(scene)
    ui.frames()
    ui.click("Player 3's fountain")
    assert scene.view.large == 2  # type: ignore[union-attr]
    ui.key(pygame.K_RIGHT)
    assert scene.index == 1 and scene.view.large == 2  # type: ignore[union-attr]
    ui.click_at(LARGE.center)
    assert scene.view.large is None  # type: ignore[union-attr]
