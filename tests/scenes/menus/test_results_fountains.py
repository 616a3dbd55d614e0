"""Issue 23: the results show every final fountain (the table hands the
finished game over); a click shows one large beside its points, a click or
Escape goes back, and a tab shows the score over time instead."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.ai.fountains import GreedyBot
from game.app import App
from game.cli import LaunchOptions
from game.rules.fountains.game import FountainsGame
from game.scenes.fountains.table_data import options_for
from game.scenes.menus.results import CHART, ResultsScene, _inside
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.theme import SEAT_COLOURS


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


def finished(setup: GameSetup) -> FountainsGame:
    game = FountainsGame.new(options_for(setup))
    bots = [GreedyBot(3 + s) for s in range(game.seats)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    return game


def open_results(ui: UiDriver, setup: GameSetup) -> ResultsScene:
    game = finished(setup)
    outcome = game.outcome()
    assert outcome is not None
    scene = ui.app.ctx.screens.results(ui.app.ctx, setup, outcome, game)  # type: ignore[union-attr]
    ui.app.manager.push(scene)
    ui.frames()
    assert isinstance(scene, ResultsScene)
    return scene


def test_every_fountain_shows_and_a_click_shows_one_large(ui: UiDriver) -> None:
    seats = tuple(Seat(n, SEAT_COLOURS[k]) for k, n in enumerate(("Ann", "Bo", "Cy")))
    setup = GameSetup(Mode.FOUNTAINS, seats, seed=4)
    scene = open_results(ui, setup)
    fountains = scene.fountains
    assert fountains is not None and scene.showing_fountains
    boxes = fountains.boxes(_inside(CHART))
    assert sorted(s.seat for s, _ in boxes) == [0, 1, 2]
    assert all(CHART.contains(box) for _, box in boxes)
    first, box = boxes[1]
    ui.click_at(box.center)
    assert fountains.large == first.seat
    ui.click_at((300, 300))  # anywhere on the large fountain: back
    assert fountains.large is None
    ui.click_at(box.center)
    ui.key(27)  # Escape: back to every fountain, not to the title
    assert fountains.large is None and ui.top is scene
    ui.click("Score over time")
    assert not scene.showing_fountains
    ui.click_at(box.center)  # the chart is not a fountain
    assert fountains.large is None
    ui.click("Fountains")
    assert scene.showing_fountains


def test_a_solo_game_shows_the_players_fountain_alone(ui: UiDriver) -> None:
    seats = (Seat("Ada", SEAT_COLOURS[0]), Seat("The Machine", (150, 160, 172), True))
    setup = GameSetup(Mode.SOLO, seats, seed=6, difficulty="easy")
    scene = open_results(ui, setup)
    assert scene.fountains is not None
    assert [s.name for s in scene.fountains.seats] == ["Ada"]


def test_keys_alone_show_a_fountain_large_and_go_back(ui: UiDriver) -> None:
    """Tab to a fountain, Enter shows it large, Enter again goes back; at the
    score chart no fountain takes the focus."""
    import pygame

    from game.scenes.menus.results import LARGE, FountainCell

    seats = tuple(Seat(n, SEAT_COLOURS[k]) for k, n in enumerate(("Ann", "Bo", "Cy")))
    scene = open_results(ui, GameSetup(Mode.FOUNTAINS, seats, seed=4))
    fountains = scene.fountains
    assert fountains is not None
    cells = [w for w in scene.widgets if isinstance(w, FountainCell)]
    assert sorted(c.seat for c in cells) == [0, 1, 2]
    target = cells[1]
    while scene.widgets.focused is not target:
        ui.key(pygame.K_TAB)
    ui.key(pygame.K_RETURN)
    assert fountains.large == target.seat
    assert LARGE.contains(target.rect)
    assert [c.enabled for c in cells] == [c is target for c in cells]
    ui.key(pygame.K_RETURN)
    assert fountains.large is None and all(c.enabled for c in cells)
    ui.key(pygame.K_RETURN)
    ui.key(pygame.K_ESCAPE)  # Escape goes back too, and stays on the results
    assert fountains.large is None and ui.top is scene
    ui.click("Score over time")
    assert not any(c.enabled for c in cells)
