"""The Fountains table played by keys alone, through posted key events: a whole
2-player game from the title to the results, the advanced game's design cards,
every button's key, the fish choice, Escape backing out."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ai.fountains import GreedyBot
from game.app import App
from game.cli import LaunchOptions
from game.rules.fountains.actions import ChooseFish, Draft, Place, PlaceToken
from game.rules.fountains.phases import Phase
from game.scenes.fountains.focus import CHOICES, FOUNTAIN_KINDS
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.fountains_setup import FountainsSetupScene
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.results import ResultsScene
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.theme import SEAT_COLOURS
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx

KEY_PRESS_GUARD = 4000


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


def _tab_to(ui: UiDriver, label: str, back: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if back else 0
    for _ in range(40):
        focused = ui.top.widgets.focused  # type: ignore[attr-defined]
        if focused is not None and focused.label == label:
            return
        ui.key(pygame.K_TAB, mod)
    raise AssertionError(f"Tab never reached {label!r}")


def test_a_whole_two_player_game_by_keys_alone(ui: UiDriver) -> None:
    # the title, the mode, the setup: Tab, arrows and Enter
    _tab_to(ui, "Play")
    ui.key(pygame.K_RETURN, frames=2)
    assert isinstance(ui.top, ModeSelectScene)
    _tab_to(ui, "Fountains")
    ui.key(pygame.K_RETURN, frames=2)
    assert isinstance(ui.top, FountainsSetupScene)
    _tab_to(ui, "Players")
    for _ in range(5):  # down to two players (Left stops at the least)
        ui.key(pygame.K_LEFT)
    assert ui.widget("Players").value == 2  # type: ignore[attr-defined]
    _tab_to(ui, "Start game", back=True)
    ui.key(pygame.K_RETURN, frames=2)
    table = ui.top
    assert isinstance(table, FountainsTableScene)
    assert [table.state.is_human(s) for s in range(table.game.seats)] == [True, True]
    # the whole game: Tab shows the ring, Tab goes round this step's choices
    # (a few at random), Enter chooses; nothing but posted keys
    rng = random.Random(7)
    keys = table.keys
    for _ in range(KEY_PRESS_GUARD):
        if not isinstance(ui.top, FountainsTableScene):
            break
        stop = keys.focused()
        if not keys.active:
            ui.key(pygame.K_TAB)
        elif stop is None:
            ui.frames(10)  # the other seat's turn, points being shown
        else:
            if keys.focus is not None and keys.focus[0] == CHOICES:
                for _ in range(rng.randrange(3)):
                    ui.key(pygame.K_TAB)
            ui.key(pygame.K_RETURN, frames=2)
    else:
        raise AssertionError("the game did not end")
    assert isinstance(ui.top, ResultsScene)
    played = {type(a) for a in table.game.actions}
    assert {Draft, Place, PlaceToken} <= played, played
    assert table.game.is_over()


# -- one table, scripted ---------------------------------------------------------


def _table(advanced: bool = False, seed: int = 11) -> FountainsTableScene:
    seats = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1]))
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=seed, advanced=advanced)
    return FountainsTableScene(make_ctx(), setup)


def _ready(driver: MouseDriver) -> None:
    scene = driver.scene
    for _ in range(400):
        if scene.awaiting_human():
            driver.step(0.0, draw=True)
            return
        if scene.state.handoff is not None or scene.state.recap is not None:
            driver.key(pygame.K_RETURN)
        else:
            driver.step(0.05, draw=True)
    raise AssertionError("no person's turn came")


def test_an_advanced_game_reaches_a_design_card_by_keys(surface) -> None:
    scene = _table(advanced=True)
    driver = MouseDriver(scene, surface)
    _ready(driver)
    cards = list(scene.game.design_cards)
    assert cards
    seen = []
    for _ in range(12):  # F6 goes group to group; Right along the group
        driver.key(pygame.K_F6)
        stop = scene.keys.focused()
        assert stop is not None
        if stop.kind == "design":
            break
    for _ in range(len(cards)):
        stop = scene.keys.focused()
        assert stop is not None and stop.kind == "design"
        seen.append(stop.key[1])
        assert stop.words == f"Design card {stop.key[1]}: " + next(
            c.rule for c in cards if str(c) == stop.key[1]
        )
        assert scene.env.notice == "focus"  # its rule shows in the notice row
        driver.key(pygame.K_RIGHT)
    assert sorted(seen) == sorted(str(c) for c in cards)


def _buttons_reached(driver: MouseDriver) -> set[str]:
    """Every button the ring reaches: F6 to each group, Right along it."""
    keys = driver.scene.keys
    reached: set[str] = set()
    for _ in keys.groups():
        driver.key(pygame.K_F6)
        stop = keys.focused()
        assert stop is not None
        if stop.kind in FOUNTAIN_KINDS:
            continue  # there the arrows pan the view
        group = next(g for g in keys.groups() if g.find(stop.key) is not None)
        for _ in group.stops:
            stop = keys.focused()
            assert stop is not None
            if stop.kind == "button":
                reached.add(str(stop.key[1]))
            driver.key(pygame.K_RIGHT)
    return reached


def _focus_on(driver: MouseDriver, kind: str, key: object = None) -> None:
    keys = driver.scene.keys
    for _ in range(8):
        stop = keys.focused()
        if stop is not None and stop.kind == kind and key in (None, stop.key[1]):
            return
        driver.key(pygame.K_F6)
    raise AssertionError(f"F6 never reached a {kind} {key or ''}")


def test_every_button_on_screen_has_a_key(surface) -> None:
    scene = _table()
    driver = MouseDriver(scene, surface)
    _ready(driver)
    driver.key(pygame.K_TAB)
    for kind in ("pawn", "space", "spot", "confirm"):
        shown = {b.key for b in scene._shown_buttons() if b.enabled}
        assert shown <= _buttons_reached(driver), kind
        if kind == "confirm":
            break
        _focus_on(driver, kind)
        driver.key(pygame.K_RETURN)
    _focus_on(driver, "button", "confirm")
    before = len(scene.state.committed_game.actions)
    driver.key(pygame.K_RETURN)
    assert len(scene.game.actions) == before + 2  # the draft and the placement


def test_escape_backs_out_of_a_chosen_pawn_and_a_draft(surface) -> None:
    scene = _table()
    driver = MouseDriver(scene, surface)
    _ready(driver)
    driver.key(pygame.K_TAB)
    first = scene.keys.focused()
    assert first is not None and first.kind == "pawn"
    driver.key(pygame.K_RETURN)
    assert scene.state.selected_pawn is first.key[1]
    assert scene.keys.focused().kind == "space"  # type: ignore[union-attr]
    driver.key(pygame.K_ESCAPE)
    assert scene.state.selected_pawn is None
    assert scene.keys.focused().kind == "pawn"  # type: ignore[union-attr]
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_RETURN)  # drafts the first space
    assert scene.state.turn_open
    stop = scene.keys.focused()
    assert stop is not None
    if scene.game.phase is Phase.PLACE:
        assert stop.kind == "spot" and scene.held.tab_spot == stop.key[1]
    driver.key(pygame.K_ESCAPE)  # the draft goes back
    assert not scene.state.turn_open and scene.game.phase is Phase.DRAFT
    assert scene.keys.focused().kind == "pawn"  # type: ignore[union-attr]


def test_the_fish_colour_is_chosen_by_keys(surface) -> None:
    scene = _table(seed=3)
    driver = MouseDriver(scene, surface)
    game = scene.game
    bots = [GreedyBot(5 + s) for s in range(game.seats)]
    while game.phase is not Phase.FISH:  # fast-forward, then keys only
        assert not game.is_over(), "no fish choice came"
        scene.play(bots[game.current_seat].choose(game))
    scene.state.reward = None
    _ready(driver)
    assert scene.fish.modal
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RIGHT)
    stop = scene.keys.focused()
    assert stop is not None and str(stop.key[1]).startswith("fish-")
    before = len(game.actions)
    driver.key(pygame.K_RETURN)
    chosen = scene.game.actions[before]
    assert isinstance(chosen, ChooseFish)
    assert stop.key[1] == f"fish-{chosen.colour.value}"


def test_the_mouse_puts_the_ring_away(surface) -> None:
    scene = _table()
    driver = MouseDriver(scene, surface)
    _ready(driver)
    driver.key(pygame.K_TAB)
    assert scene.keys.focused() is not None
    driver.move((400, 300))
    assert scene.keys.focused() is None


def test_the_first_choice_by_keys_puts_the_turn_banner_away(surface) -> None:
    scene = _table()
    driver = MouseDriver(scene, surface)
    _ready(driver)
    assert scene.turn.showing()  # "Ann's turn" over the view, the recap beside
    driver.key(pygame.K_TAB)
    assert scene.turn.showing()  # looking is not acting
    driver.key(pygame.K_RETURN)
    assert not scene.turn.showing()
    assert scene.state.selected_pawn is not None  # and Enter did its job
