"""Click through every menu path with posted mouse events, as a player would."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.ai.fountains import GreedyBot
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.outcome import Outcome
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.results import ResultsScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.menus.solo_setup import SoloSetupScene
from game.scenes.menus.splash_setup import SplashSetupScene
from game.scenes.menus.title import TitleScene
from game.scenes.scene import Scene
from game.scenes.splash.table import SplashTableScene
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.theme import SEAT_COLOURS
from game.ui.widgets import Choice, Stepper, Toggle


class FakeGame(Scene):
    """A game in progress whose Escape opens the shell's pause menu."""

    game_in_progress = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            assert self.manager is not None
            self.manager.push(PauseScene(self.ctx, Mode.FOUNTAINS))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((10, 60, 90))


def hold_escape_to_pause(ui: UiDriver) -> None:
    """Escape down until the pause menu opens (Kids' Splash's parent gate
    wants it held about two seconds; the other tables open it at once)."""
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    for _ in range(180):
        ui.frames()
        if isinstance(ui.top, PauseScene):
            break
    pygame.event.post(
        pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    ui.frames()


def leave_game(ui: UiDriver) -> None:
    """From a game scene back to the title through the pause menu."""
    if ui.has_widget("Menu"):
        ui.click("Menu")
    else:
        hold_escape_to_pause(ui)
    assert isinstance(ui.top, PauseScene)
    ui.click("Quit to menu")
    if isinstance(ui.top, ConfirmScene):
        ui.click("Leave game")
    assert isinstance(ui.top, TitleScene)
    assert len(ui.app.manager) == 1


def past_who_starts(ui: UiDriver) -> None:
    """Kids' Splash asks who starts before the table: tap the first seat."""
    top = ui.top
    if not hasattr(top, "choose"):
        return
    ui.click(top.setup.seats[0].name)  # type: ignore[attr-defined]
    for _ in range(600):
        if getattr(ui.top, "game_in_progress", False):
            return
        ui.frames()


def expected_game(mode: Mode) -> type:
    return SplashTableScene if mode is Mode.SPLASH else FountainsTableScene


def game_setup(scene: Scene) -> GameSetup | None:
    return getattr(scene, "setup", None)


def stepper_plus(ui: UiDriver, label: str) -> None:
    widget = ui.widget(label)
    assert isinstance(widget, Stepper)
    ui.click_rect(widget.plus_rect)


def choose(ui: UiDriver, label: str, index: int) -> None:
    widget = ui.widget(label)
    assert isinstance(widget, Choice)
    ui.click_rect(widget.segment_rect(index))


def test_fountains_from_title_to_game_and_back(ui: UiDriver) -> None:
    ui.click("Play")
    assert isinstance(ui.top, ModeSelectScene)
    ui.click("Fountains")
    assert isinstance(ui.top, FountainsSetupScene)
    stepper_plus(ui, "Players")
    assert ui.widget("Players").value == 4
    assert ui.has_widget("Name 4") and not ui.has_widget("Name 5")
    choose(ui, "Seat 2", 1)
    ui.click("Advanced (design cards)")
    ui.click("Name 1")
    ui.key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    ui.type_text("Ada")
    ui.click("Start game")
    scene = ui.top
    assert isinstance(scene, expected_game(Mode.FOUNTAINS))
    setup = game_setup(scene)
    if setup is not None:
        assert setup.mode is Mode.FOUNTAINS and setup.advanced
        assert [s.name for s in setup.seats] == [
            "Ada",
            "Player 2",
            "Player 3",
            "Player 4",
        ]
        assert [s.computer for s in setup.seats] == [False, True, False, False]
    ui.frames(3)
    leave_game(ui)


def test_solo_from_title_to_game_and_back(ui: UiDriver) -> None:
    ui.click("Play")
    ui.click("Solo")
    assert isinstance(ui.top, SoloSetupScene)
    choose(ui, "Difficulty", 2)
    ui.click("Start game")
    scene = ui.top
    assert isinstance(scene, expected_game(Mode.SOLO))
    setup = game_setup(scene)
    if setup is not None:
        assert setup.mode is Mode.SOLO and setup.difficulty == "hard"
        assert [s.name for s in setup.seats] == ["Player 1", "The Machine"]
    ui.frames(3)
    leave_game(ui)


def test_splash_from_title_to_game_and_back(ui: UiDriver) -> None:
    ui.click("Play")
    ui.click("Kids' Splash")
    assert isinstance(ui.top, SplashSetupScene)
    levels = ui.top.levels
    stepper_plus(ui, "Players")
    stepper_plus(ui, "Pond")
    ui.click("Competitive")
    ui.click("Advanced toss")
    ui.click("Start game")
    past_who_starts(ui)
    scene = ui.top
    assert isinstance(scene, expected_game(Mode.SPLASH))
    setup = game_setup(scene)
    if setup is not None:
        assert len(setup.seats) == 3 and setup.competitive and setup.toss
        assert not setup.cooperative
        assert setup.level == (levels[min(1, len(levels) - 1)][0] if levels else None)
    ui.frames(3)
    leave_game(ui)


def test_back_buttons_lead_to_the_title(ui: UiDriver) -> None:
    for card in ("Fountains", "Solo", "Kids' Splash"):
        ui.click("Play")
        ui.click(card)
        ui.click("Back")
        assert isinstance(ui.top, ModeSelectScene)
        ui.click("Back")
        assert isinstance(ui.top, TitleScene)


def test_pause_rules_and_settings_from_a_game(ui: UiDriver, tmp_path: Path) -> None:
    game = FakeGame(ui.app.ctx)
    ui.app.manager.push(game)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.click("Rules")
    rules = ui.top
    assert isinstance(rules, RulesScene) and rules.mode is Mode.FOUNTAINS
    assert not ui.widget("Previous").enabled
    ui.click("Next")
    assert rules.page == 1
    ui.click("Back")
    assert isinstance(ui.top, PauseScene)
    ui.click("Settings")
    assert isinstance(ui.top, SettingsScene)
    choose(ui, "Page", 2)  # Screen
    ui.click("Colour-blind markings")
    assert ui.app.ctx.settings.colour_blind
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["colour_blind"] is True
    ui.click("Back")
    assert isinstance(ui.top, PauseScene)
    ui.click("Resume")
    assert ui.top is game


def test_leaving_a_game_in_progress_asks_first(ui: UiDriver) -> None:
    game = FakeGame(ui.app.ctx)
    ui.app.manager.push(game)
    ui.key(pygame.K_ESCAPE)
    ui.click("Quit to menu")
    assert isinstance(ui.top, ConfirmScene)
    ui.click("Keep playing")
    assert isinstance(ui.top, PauseScene)
    ui.click("Quit to menu")
    ui.click("Leave game")
    assert isinstance(ui.top, TitleScene) and len(ui.app.manager) == 1


def test_closing_the_window_during_a_game_asks_first(ui: UiDriver) -> None:
    ui.app.manager.push(FakeGame(ui.app.ctx))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.frames()
    assert isinstance(ui.top, ConfirmScene) and ui.app.running
    ui.click("Keep playing")
    assert isinstance(ui.top, FakeGame)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.frames()
    ui.click("Quit")
    assert not ui.app.running


def test_rules_reference_scrolls_and_turns_pages(ui: UiDriver) -> None:
    ui.click("How to play")
    rules = ui.top
    assert isinstance(rules, RulesScene)
    choose(ui, "Rules for", 2)
    assert rules.mode is Mode.SPLASH and rules.page == 0
    for mode_index in range(3):
        choose(ui, "Rules for", mode_index)
        while ui.widget("Next").enabled:
            ui.click("Next")
        assert rules.page == len(rules.pages) - 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    ui.frames()
    assert rules.scroll == min(rules.max_scroll, 3 * 48)
    ui.click("Back")
    assert isinstance(ui.top, TitleScene)


def real_outcome() -> tuple[GameSetup, Outcome]:
    """A whole 2-player game played on the rules core by two computer seats."""
    seats = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ada", "Bo")))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=11)
    game = FountainsGame.new(GameOptions(players=2, seed=11))
    bots = [GreedyBot(seed=11 + seat) for seat in range(2)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    return setup, game.outcome()


def test_results_of_a_finished_game(ui: UiDriver) -> None:
    setup, outcome = real_outcome()
    ui.app.manager.push(ResultsScene(ui.app.ctx, setup, outcome))
    ui.frames(2)
    results = ui.top
    assert isinstance(results, ResultsScene)
    winner = setup.seats[outcome.winners[0]].name
    assert winner in results.heading
    assert outcome.tiebreak in results.subheading
    assert "win" in ui.app.ctx.sound.played
    # The per-category breakdown adds up to the final scores.
    for seat, parts in enumerate(outcome.breakdown()):
        assert sum(parts.values()) == outcome.scores[seat]
    ui.click("Play again")
    replay = ui.top
    assert isinstance(replay, expected_game(Mode.FOUNTAINS))
    leave_game(ui)
    ui.app.manager.push(ResultsScene(ui.app.ctx, setup, outcome))
    ui.frames()
    ui.click("Main menu")
    assert isinstance(ui.top, TitleScene) and len(ui.app.manager) == 1


def test_shared_victory_and_solo_headlines() -> None:
    from game.scenes.menus.results import headline

    seats = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))
    shared = Outcome((0, 1), (9, 9), "shared victory", "end")
    assert headline(GameSetup(Mode.FOUNTAINS, seats), shared) == (
        "Shared victory: Ada and Bo"
    )
    solo = GameSetup(Mode.SOLO, seats[:1])
    assert headline(solo, Outcome((0,), (9, 3), "most points", "end")) == (
        "Ada beat The Machine!"
    )
    assert "Machine wins" in headline(solo, Outcome((1,), (3, 9), "most points", "e"))


def test_the_keyboard_alone_reaches_a_mode(ui: UiDriver) -> None:
    ui.key(pygame.K_TAB)
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, ModeSelectScene)
    ui.key(pygame.K_TAB)
    ui.key(pygame.K_TAB)
    ui.key(pygame.K_SPACE)
    assert isinstance(ui.top, SoloSetupScene)
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_seat_colours_stay_distinct(ui: UiDriver) -> None:
    ui.click("Play")
    ui.click("Fountains")
    for _ in range(7):
        ui.click("Colour 1")
        colours = [ui.widget(f"Colour {i}").colour for i in (1, 2, 3)]
        assert len(set(colours)) == 3


def test_quit_on_the_title_stops_the_loop(ui: UiDriver) -> None:
    assert ui.app.running
    ui.click("Quit")
    assert not ui.app.running


def test_setting_toggles_apply_at_once(ui: UiDriver) -> None:
    ui.click("Settings")
    volume = ui.widget("Volume")
    assert isinstance(volume, Stepper)
    ui.click_rect(volume.minus_rect)
    assert ui.app.ctx.settings.volume == 60 and ui.app.ctx.sound.volume == 60
    music = ui.widget("Music")
    assert isinstance(music, Toggle)
    ui.click("Music")
    assert ui.app.ctx.settings.music is False
    choose(ui, "Page", 1)  # Game
    choose(ui, "Animation speed", 3)
    assert ui.app.ctx.settings.animation_speed == 2.0
