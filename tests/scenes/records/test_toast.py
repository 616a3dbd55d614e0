"""A game finished at the table goes into the records on the results
screen, whose toast shows what it earned, clear of the buttons."""

from __future__ import annotations

import pygame
import pytest

from game.records.session import records_for
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.results import ResultsScene
from game.scenes.records.toast import AchievementToast
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver

PEOPLE = GameSetup(
    Mode.FOUNTAINS,
    (Seat("Dee", (230, 120, 40)), Seat("Guest 2", (80, 170, 230))),
    seed=41,
)


def finish_at_the_table(ui: UiDriver) -> ResultsScene:
    ctx = ui.app.ctx
    scene = ctx.screens.game(ctx, PEOPLE)
    assert isinstance(scene, FountainsTableScene)
    ui.app.manager.push(scene)
    while not scene.game.is_over():
        scene.play(scene.game.legal_actions()[0])
    for _ in range(600):
        ui.frames()
        if isinstance(ui.top, ResultsScene):
            return ui.top
    raise AssertionError("the results screen never came")


def test_the_finished_game_is_recorded_once_with_a_toast(ui: UiDriver) -> None:
    database = records_for(ui.app.ctx)
    assert database is not None
    before = database.game_count()
    results = finish_at_the_table(ui)
    assert database.game_count() == before + 1
    toast = ui.widget("Achievements earned")
    assert isinstance(toast, AchievementToast)
    assert {(e.profile, e.key) for e in toast.earned} >= {("Dee", "first_game")}
    assert all(e.profile == "Dee" for e in toast.earned)  # the guest earns none
    assert toast.showing() > 0 or toast.clock() - toast.born < 0.4
    buttons = [w for w in results.widgets if w is not toast]
    assert not any(toast.rect.colliderect(b.rect) for b in buttons)
    # Built again (back from Watch again): not recorded twice.
    ResultsScene(ui.app.ctx, results.setup, results.outcome)
    assert database.game_count() == before + 1


def test_the_toast_goes_and_takes_no_clicks(ui: UiDriver) -> None:
    results = finish_at_the_table(ui)
    toast = ui.widget("Achievements earned")
    assert isinstance(toast, AchievementToast)
    now = [toast.born + 1.0]
    toast.clock = lambda: now[0]
    assert toast.showing() == 1.0
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=toast.rect.center, button=1)
    assert not toast.handle_event(event)
    assert toast.current() == 0
    now[0] = toast.born + toast.shown_for + 0.1
    assert toast.showing() == 0.0
    assert results.widgets.focused is not toast


def test_a_database_that_will_not_take_the_game_is_a_notice(
    ui: UiDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    from game.scenes.records import toast as toast_module

    def busy(*_args: object) -> list[object]:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(toast_module, "record_finished", busy)
    results = finish_at_the_table(ui)
    toast = results.widgets.find("Achievements earned")
    assert isinstance(toast, AchievementToast) and toast.earned == ()
    assert any("could not go into the records" in n for n in ui.app.ctx.notices)
