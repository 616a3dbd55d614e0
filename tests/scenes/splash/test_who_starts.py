"""Who goes first: "whoever went swimming most recently", asked after the
setup; a tap on a seat's card, or the pebble spun from the setup's seed."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.rules.splash import Phase, Roll
from game.rules.splash.events import Rolled
from game.scenes.menus.splash_setup import SplashSetupScene
from game.scenes.splash.table import SplashTableScene
from game.scenes.splash.who_starts import (
    SPIN,
    SPIN_PROMPT_AFTER,
    WhoStartsScene,
    card_boxes,
    spin_hops,
    spin_pick,
)
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.table_driver import (
    TableDriver,
    post_finger,
    post_key,
    post_touch_mouse,
)

NAMES = ("Ada", "Bo", "Cyd", "Dee")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield app
    app.stop()


def ask(app: App, players: int, seed: int) -> WhoStartsScene:
    assert app.ctx is not None
    seats = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(NAMES[:players]))
    setup = GameSetup(Mode.SPLASH, seats, seed=seed, level="classic_cup")
    scene = app.ctx.screens.who_starts(app.ctx, setup)
    assert isinstance(scene, WhoStartsScene)
    app.manager.push(scene)
    app.frame(1 / 60)
    return scene


def run_until_table(app: App, limit: int = 600) -> SplashTableScene:
    for _ in range(limit):
        if isinstance(app.manager.top, SplashTableScene):
            return app.manager.top
        app.frame(1 / 60)
    raise AssertionError("the table never started")


@pytest.mark.parametrize(("players", "tapped"), [(2, 1), (3, 2), (4, 0)])
def test_the_seat_tapped_rolls_first(app: App, players: int, tapped: int) -> None:
    ask(app, players, seed=8)
    ui = UiDriver(app)
    ui.click(NAMES[tapped])
    table = run_until_table(app)
    assert table.setup.first_seat == tapped
    assert table.game.current_seat == tapped
    driver = TableDriver(app, table)
    assert driver.wait_for_human()
    assert table.state.shown_seat == tapped  # the banner names them
    rolled = table.game.clone().apply(Roll())
    assert isinstance(rolled[0], Rolled) and rolled[0].seat == tapped
    driver.roll()
    assert table.game.phase is Phase.CHOOSE
    assert table.game.current_seat == tapped


def test_the_spin_picks_from_the_seed_and_the_pick_rolls_first(app: App) -> None:
    scene = ask(app, 3, seed=77)
    UiDriver(app).click(SPIN)
    assert not scene.is_open()
    visited: list[int] = []
    for _ in range(400):
        if scene.chosen is not None:
            break
        lit = scene.lit_seat()
        if lit is not None and (not visited or visited[-1] != lit):
            visited.append(lit)
        pygame.event.post(  # taps while the pebble spins change nothing
            pygame.event.Event(
                pygame.MOUSEBUTTONDOWN, pos=card_boxes(3)[0].center, button=1
            )
        )
        app.frame(1 / 60)
    assert scene.chosen == spin_pick(77, 3)
    assert visited == spin_hops(77, 3)  # the pebble went round, card by card
    assert len(visited) > 6
    table = run_until_table(app)
    assert table.game.current_seat == spin_pick(77, 3)


def test_the_spin_is_fixed_by_the_seed_and_reaches_every_seat() -> None:
    assert [spin_pick(s, 4) for s in range(40)] == [spin_pick(s, 4) for s in range(40)]
    for players in (2, 3, 4):
        picks = {spin_pick(seed, players) for seed in range(60)}
        assert picks == set(range(players))
        for seed in range(20):
            hops = spin_hops(seed, players)
            assert hops[-1] == spin_pick(seed, players)
            assert hops[0] == 0
            assert all(b == (a + 1) % players for a, b in pairwise(hops))


def test_the_setup_asks_who_went_swimming_before_the_game(app: App) -> None:
    assert app.ctx is not None
    app.manager.push(SplashSetupScene(app.ctx))
    app.frame(1 / 60)
    ui = UiDriver(app)
    ui.click("Start game")
    scene = ui.top
    assert isinstance(scene, WhoStartsScene)
    assert len(scene.setup.seats) == 2 and scene.setup.mode is Mode.SPLASH
    ui.click("Back")  # Back returns to the setup, nothing started
    assert isinstance(ui.top, SplashSetupScene)
    ui.click("Start game")
    ui.click("Player 2")
    table = run_until_table(app)
    assert table.game.current_seat == 1


def test_who_starts_screens(app: App, shots: Path) -> None:
    scene = ask(app, 4, seed=5)
    for _ in range(3):
        app.frame(1 / 60)
    pygame.image.save(app.screen, str(shots / "splash-who-starts.png"))
    UiDriver(app).click(SPIN)
    for _ in range(400):
        if scene.chosen is not None:
            break
        app.frame(1 / 60)
    app.frame(1 / 60)
    pygame.image.save(app.screen, str(shots / "splash-who-starts-spun.png"))
    # The chosen card glows gold.
    box = card_boxes(4)[spin_pick(5, 4)]
    glow = app.screen.get_at((box.left - 4, box.centery))[:3]
    assert glow[0] > 230 and glow[1] > 170 and glow[2] < 120


def test_a_finger_tap_on_a_card_picks_that_seat_once(app: App) -> None:
    ask(app, 3, seed=8)
    card = UiDriver(app).widget("Cyd").rect.center
    post_touch_mouse(pygame.MOUSEBUTTONDOWN, card)  # SDL's copy: ignored
    post_touch_mouse(pygame.MOUSEBUTTONUP, card)
    app.frame(1 / 60)
    assert isinstance(app.manager.top, WhoStartsScene)
    assert app.manager.top.chosen is None
    post_finger(pygame.FINGERDOWN, card)
    post_finger(pygame.FINGERUP, card)
    table = run_until_table(app)
    assert table.setup.first_seat == 2


VOICE_FOLDER = Path(__file__).resolve().parents[3] / "assets" / "voice"


def test_the_screen_asks_aloud_then_offers_the_spin_then_names_the_first(
    app: App,
) -> None:
    scene = ask(app, 3, seed=8)
    assert scene.voice.said == ["who_first"]
    for _ in range(round((SPIN_PROMPT_AFTER + 0.5) * 60)):
        app.frame(1 / 60)
    assert scene.voice.said == ["who_first", "spin"]
    UiDriver(app).click("Bo")
    assert scene.voice.said[-1] == "first_bo"
    for name in scene.voice.said:
        assert (VOICE_FOLDER / f"{name}.ogg").is_file(), name


def test_a_name_not_recorded_goes_first_by_its_colour(app: App) -> None:
    assert app.ctx is not None
    seats = (Seat("Zed", SEAT_COLOURS[0]), Seat("Quinn", SEAT_COLOURS[1]))
    scene = app.ctx.screens.who_starts(
        app.ctx, GameSetup(Mode.SPLASH, seats, seed=3, level="classic_cup")
    )
    assert isinstance(scene, WhoStartsScene)
    app.manager.push(scene)
    app.frame(1 / 60)
    assert [scene.first_line(s).name for s in (0, 1)] == ["first_orange", "first_blue"]
    scene.spin()
    run_until_table(app)
    assert scene.voice.said[-1] == f"first_{('orange', 'blue')[spin_pick(3, 2)]}"


def test_the_spoken_prompts_setting_keeps_the_screen_quiet(app: App) -> None:
    assert app.ctx is not None
    app.ctx.change_settings(voice_prompts=False)
    scene = ask(app, 2, seed=8)
    UiDriver(app).click("Ada")
    assert scene.voice.said == []


def test_the_arrows_light_a_card_and_space_picks_it(app: App) -> None:
    scene = ask(app, 3, seed=8)
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_SPACE):
        post_key(pygame.KEYDOWN, key)
        app.frame(1 / 60)
    assert scene.chosen == 1
    post_key(pygame.KEYDOWN, pygame.K_RETURN)  # Enter starts the game at once
    app.frame(1 / 60)
    table = run_until_table(app, limit=3)
    assert table.game.current_seat == 1


def test_left_goes_round_to_the_last_card(app: App) -> None:
    scene = ask(app, 4, seed=8)
    for key in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_RETURN):
        post_key(pygame.KEYDOWN, key)
        app.frame(1 / 60)
    assert scene.chosen == 2


def test_a_digit_picks_its_seat_and_space_alone_spins(app: App) -> None:
    scene = ask(app, 3, seed=8)
    post_key(pygame.KEYDOWN, pygame.K_3)
    app.frame(1 / 60)
    assert scene.chosen == 2
    app.manager.pop()
    scene = ask(app, 3, seed=8)
    post_key(pygame.KEYDOWN, pygame.K_SPACE)
    app.frame(1 / 60)
    assert scene.hops == spin_hops(8, 3) and scene.chosen is None
    table = run_until_table(app)
    assert table.game.current_seat == spin_pick(8, 3)
