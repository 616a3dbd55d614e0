"""Setup screens pick seats from profiles or make one in one step; the next
game starts with the same names and colours; today's deal starts from the
solo setup. Clicked through with posted events."""

from __future__ import annotations

from datetime import date

import pygame

from game.records.daily import DAILY_DIFFICULTY, daily_seed
from game.records.session import records_for
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.solo_setup import SoloSetupScene
from game.ui.driver import UiDriver


def open_setup(ui: UiDriver, mode: str) -> None:
    ui.click("Play")
    ui.click(mode)


def test_the_last_games_seats_come_back(ui: UiDriver) -> None:
    open_setup(ui, "Fountains")
    scene = ui.top
    assert isinstance(scene, FountainsSetupScene)
    # The season's last Fountains game: Ann and Bob.
    assert scene.players == 2
    assert [d.name for d in scene.drafts[:2]] == ["Ann", "Bob"]
    database = records_for(ui.app.ctx)
    assert database is not None
    ann = database.book.named("Ann")
    assert ann is not None and scene.drafts[0].colour == ann.colour


def test_the_picker_goes_through_the_profiles_then_a_guest(ui: UiDriver) -> None:
    open_setup(ui, "Fountains")
    scene = ui.top
    assert isinstance(scene, FountainsSetupScene)
    seen = []
    for _ in range(3):
        ui.click("Profile 2")
        seen.append(scene.drafts[1].name)
    # Ann sits in seat 1, so seat 2 is offered Cy, then a guest, then Bob.
    assert seen == ["Cy", "Guest 2", "Bob"]
    assert ui.widget("Name 2").text == "Bob"  # type: ignore[attr-defined]


def test_a_typed_name_is_a_profile_with_its_colour(ui: UiDriver) -> None:
    open_setup(ui, "Fountains")
    scene = ui.top
    assert isinstance(scene, FountainsSetupScene)
    ui.click("Name 2")
    for _ in range(3):
        ui.key(pygame.K_BACKSPACE)
    ui.type_text("Dee")
    ui.click("Colour 2")
    colour = scene.drafts[1].colour
    ui.click("Start game")
    assert isinstance(ui.top, FountainsTableScene)
    database = records_for(ui.app.ctx)
    assert database is not None
    dee = database.book.named("Dee")
    assert dee is not None and dee.colour == colour


def test_todays_deal_from_the_solo_setup(ui: UiDriver) -> None:
    open_setup(ui, "Solo")
    assert isinstance(ui.top, SoloSetupScene)
    ui.click("Today's deal")
    table = ui.top
    assert isinstance(table, FountainsTableScene)
    assert table.setup.seed == daily_seed(date.today())
    assert table.setup.difficulty == DAILY_DIFFICULTY
    assert table.setup.seats[0].name == "Ann"
