"""Each computer seat's level on the setup screens: Easy, Medium (the default),
Hard or Expert for Fountains, the aim skill for Kids' Splash; chosen with clicks,
remembered in the settings, and handed to the table's computer seats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai.fountains import EasyBot, ExpertBot, HardBot, MediumBot
from game.ai.splash import SplashSkill
from game.scenes.fountains.computer_seats import ComputerSeats
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.seats import LevelChoice
from game.scenes.menus.splash_setup import SplashSetupScene
from game.scenes.splash.computer_seats import ComputerSeats as SplashSeats
from game.settings import SettingsError, parse_settings
from game.setup import DEFAULT_LEVEL, GameSetup, Mode, Seat
from game.ui.driver import UiDriver


def choose(ui: UiDriver, label: str, index: int) -> None:
    widget = ui.widget(label)
    assert isinstance(widget, LevelChoice) or hasattr(widget, "segment_rect")
    ui.click_rect(widget.segment_rect(index))  # type: ignore[attr-defined]


def open_setup(ui: UiDriver, mode: str) -> None:
    ui.click("Play")
    ui.click(mode)


def test_a_seat_is_medium_unless_told_and_refuses_an_unknown_level() -> None:
    seat = Seat("Bram", (1, 2, 3), computer=True)
    assert seat.level == DEFAULT_LEVEL == "medium"
    with pytest.raises(ValueError, match="seat level must be one of easy, medium"):
        Seat("Bram", (1, 2, 3), computer=True, level="grandmaster")


def test_fountains_levels_are_chosen_per_computer_seat(ui: UiDriver) -> None:
    open_setup(ui, "Fountains")
    assert isinstance(ui.top, FountainsSetupScene)
    level_2 = ui.widget("Level 2")
    assert not level_2.enabled  # a person's seat has no level to choose
    choose(ui, "Level 2", 2)
    assert ui.top.drafts[1].level == "medium"
    choose(ui, "Seat 2", 1)
    choose(ui, "Seat 3", 1)
    assert level_2.enabled and ui.widget("Level 3").enabled
    choose(ui, "Level 2", 2)
    choose(ui, "Level 3", 0)
    ui.click("Start game")
    scene = ui.top
    assert isinstance(scene, FountainsTableScene)
    setup = scene.setup
    assert [(s.computer, s.level) for s in setup.seats] == [
        (False, "medium"),
        (True, "hard"),
        (True, "easy"),
    ]
    bots = scene.state.computer.bots
    assert isinstance(bots[1], HardBot) and isinstance(bots[2], EasyBot)
    assert scene.state.computer.level(0) is None


def test_levels_are_remembered_for_the_next_setup(ui: UiDriver, tmp_path: Path) -> None:
    open_setup(ui, "Fountains")
    choose(ui, "Seat 2", 1)
    choose(ui, "Level 2", 2)
    choose(ui, "Seat 3", 1)
    choose(ui, "Level 3", 0)
    ui.click("Back")
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["fountains_levels"][:3] == ["medium", "hard", "easy"]
    ui.click("Fountains")
    assert isinstance(ui.top, FountainsSetupScene)
    assert [d.level for d in ui.top.drafts[:3]] == ["medium", "hard", "easy"]
    choose(ui, "Seat 2", 1)
    assert ui.widget("Level 2").index == 2  # type: ignore[attr-defined]


def test_expert_is_picked_remembered_and_plays_the_seat(
    ui: UiDriver, tmp_path: Path
) -> None:
    open_setup(ui, "Fountains")
    choose(ui, "Seat 2", 1)
    assert ui.widget("Level 2").options[3] == "Expert"  # type: ignore[attr-defined]
    choose(ui, "Level 2", 3)
    ui.click("Back")
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["fountains_levels"][1] == "expert"
    ui.click("Fountains")
    assert ui.top.drafts[1].level == "expert"  # type: ignore[attr-defined]
    choose(ui, "Seat 2", 1)
    ui.click("Start game")
    scene = ui.top
    assert isinstance(scene, FountainsTableScene)
    assert isinstance(scene.state.computer.bots[1], ExpertBot)


def test_splash_aims_at_three_levels_only(ui: UiDriver) -> None:
    open_setup(ui, "Kids' Splash")
    choose(ui, "Seat 2", 1)
    aim = ui.widget("Aim 2")
    assert list(aim.options) == ["Easy", "Medium", "Hard"]  # type: ignore[attr-defined]


def test_splash_aim_skill_reaches_the_tables_computer_seats(ui: UiDriver) -> None:
    open_setup(ui, "Kids' Splash")
    setup_screen = ui.top
    assert isinstance(setup_screen, SplashSetupScene)
    choose(ui, "Seat 2", 1)
    choose(ui, "Aim 2", 2)
    setup = setup_screen.make_setup()
    assert [(s.computer, s.level) for s in setup.seats] == [
        (False, "medium"),
        (True, "hard"),
    ]
    computers = SplashSeats.for_setup(setup, len(setup.seats))
    assert computers.skill(1) is SplashSkill.HARD and computers.skill(0) is None
    choose(ui, "Aim 2", 0)
    easy = SplashSeats.for_setup(setup_screen.make_setup(), 2)
    assert easy.skill(1) is SplashSkill.EASY


def test_the_command_line_s_computer_seats_play_at_medium() -> None:
    seats = (Seat("Ann", (1, 2, 3), computer=True), Seat("Bo", (3, 2, 1), True))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=1, autoplay=True)
    computer = ComputerSeats(setup.seed, [0, 1], levels=[s.level for s in seats])
    assert all(isinstance(bot, MediumBot) for bot in computer.bots.values())
    computer.close()


def test_remembered_levels_are_checked_when_the_settings_are_read(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    read = parse_settings(json.dumps({"fountains_levels": ["hard", "easy"]}), path)
    assert read.fountains_levels == ("hard", "easy")
    assert read.splash_skills == ("medium",) * 4
    with pytest.raises(SettingsError, match="fountains_levels must list up to 5"):
        parse_settings(json.dumps({"fountains_levels": ["grandmaster"]}), path)
    with pytest.raises(SettingsError, match=str(path)):
        parse_settings(json.dumps({"splash_skills": "hard"}), path)
