"""Kids' Splash "show me": the hand plays a real turn in a picture (roll,
Splash, a drop, a toss) on the who-starts screen and after a child has done
nothing a while at the table; a tap or key stops it and still does what it
does; the game on the screen is never touched."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.app import App
from game.rules.splash import ChooseSplash, Drop, Phase, Roll, SplashGame, Toss
from game.rules.splash.save import game_to_json
from game.scenes.splash.show_me import (
    IDLE_SECONDS,
    IdleTimer,
    ShowMe,
    demo_setup,
)
from game.scenes.splash.table import SHOW_ME_BOX
from game.scenes.splash.table_state import options_for
from game.scenes.splash.who_starts import SHOW_ME_BOX as SHOW_ME_BOX_WHO
from game.setup import Seat
from game.ui.driver import UiDriver
from tests.scenes.splash.table_driver import DT, post_key
from tests.scenes.splash.test_table import start
from tests.scenes.splash.test_who_starts import ask


def run_until_over(app: App, show_me: ShowMe, limit: int = 60 * 40) -> int:
    for n in range(limit):
        if not show_me.running:
            return n
        app.frame(DT)
    raise AssertionError("the demonstration never ended")


def test_the_hand_plays_a_whole_turn_when_who_starts_opens(
    app: App, shots: Path
) -> None:
    scene = ask(app, 3, seed=8)
    show_me = scene.show_me
    assert show_me.running and show_me.shown == 1
    demo = show_me.table
    assert demo is not None
    for _ in range(200):
        app.frame(DT)
    pygame.image.save(app.screen, str(shots / "splash-show-me.png"))
    run_until_over(app, show_me)
    kinds = [type(a) for a in demo.state.game.actions]
    # the die, the Splash card, a drop, then a toss: each through the
    # table's own panels, as a finger would
    assert kinds[:3] == [Roll, ChooseSplash, Drop]
    assert Toss in kinds[3:]
    assert scene.chosen is None and scene.is_open()  # nobody was chosen
    assert scene.setup.first_seat == 0


def test_a_tap_stops_the_hand_and_still_picks_the_card(app: App) -> None:
    scene = ask(app, 3, seed=8)
    for _ in range(30):
        app.frame(DT)
    assert scene.show_me.running
    UiDriver(app).click("Bo")
    assert not scene.show_me.running
    assert scene.chosen == 1


def test_a_key_stops_the_hand_and_still_moves_the_glow(app: App) -> None:
    scene = ask(app, 2, seed=8)
    app.frame(DT)
    assert scene.show_me.running
    post_key(pygame.KEYDOWN, pygame.K_RIGHT)
    app.frame(DT)
    assert not scene.show_me.running
    assert scene.widgets.focused is not None
    assert scene.widgets.focused.label == "Ada"


def test_the_hand_comes_back_on_who_starts_after_a_while(app: App) -> None:
    scene = ask(app, 2, seed=8)
    post_key(pygame.KEYDOWN, pygame.K_LSHIFT)  # a key: stopped
    app.frame(DT)
    assert not scene.show_me.running
    for _ in range(round((IDLE_SECONDS - 1) / DT)):
        app.frame(DT)
    assert not scene.show_me.running
    for _ in range(round(2 / DT)):
        app.frame(DT)
    assert scene.show_me.running and scene.show_me.shown == 2
    assert "show_me" in scene.voice.said or not scene.voice.on


def test_the_hand_shows_a_child_who_waits_and_never_touches_the_game(
    app: App, shots: Path
) -> None:
    driver = start(app, seed=4, toss=True)
    scene = driver.scene
    assert driver.wait_for_human()
    assert scene.game.phase is Phase.ROLL
    before = json.dumps(game_to_json(scene.game), sort_keys=True)
    bodies = list(scene.state.bodies)
    for _ in range(round((IDLE_SECONDS + 0.5) / DT)):
        app.frame(DT)
    assert scene.show_me.running
    assert scene.voice.said[-1] == "show_me" or not scene.voice.on
    demo = scene.show_me.table
    assert demo is not None and demo.state.game is not scene.game
    for n in range(60 * 8):
        app.frame(DT)
        if n == 200:
            pygame.image.save(app.screen, str(shots / "splash-show-me-table.png"))
    assert len(demo.state.game.actions) >= 3  # it rolled, chose, threw
    # the child's game and pond are as they were
    assert json.dumps(game_to_json(scene.game), sort_keys=True) == before
    assert scene.state.bodies == bodies
    assert scene.game.phase is Phase.ROLL
    # Space stops the hand and rolls the child's die
    driver.key(pygame.K_SPACE)
    assert not scene.show_me.running
    assert scene.game.phase is Phase.CHOOSE


def test_a_tap_on_the_table_stops_the_hand_and_still_rolls(app: App) -> None:
    driver = start(app, seed=4)
    scene = driver.scene
    assert driver.wait_for_human()
    scene.show_me.start()
    app.frame(DT)
    assert scene.show_me.running
    driver.roll()
    assert not scene.show_me.running
    assert scene.game.phase is not Phase.ROLL


def test_no_hand_while_a_computer_plays_or_the_pointer_moves() -> None:
    timer = IdleTimer(wait=2.0)
    assert not any(timer.tick(0.5, counting=False) for _ in range(10))
    assert [timer.tick(0.5, counting=True) for _ in range(4)] == [
        False,
        False,
        False,
        True,
    ]
    timer.tick(1.5, counting=True)
    timer.reset()
    assert not timer.tick(1.0, counting=True)


def test_the_picture_sits_clear_of_the_table_buttons(app: App) -> None:
    driver = start(app, seed=4)
    scene = driver.scene
    assert driver.wait_for_human()
    box = pygame.Rect(SHOW_ME_BOX).inflate(16, 16)
    for name, target in scene.buttons().items():
        assert not box.colliderect(pygame.Rect(target)), name
    driver.roll()
    assert driver.wait_for_human() and scene.game.phase is Phase.CHOOSE
    for name, target in scene.buttons().items():  # the two cards
        assert not box.colliderect(pygame.Rect(target)), name


def test_the_picture_sits_clear_of_the_who_starts_buttons(app: App) -> None:
    scene = ask(app, 4, seed=8)
    box = pygame.Rect(SHOW_ME_BOX_WHO).inflate(16, 16)
    for widget in scene.widgets:
        assert not box.colliderect(widget.rect), widget.label


def test_the_demonstration_game_gives_two_throws_at_least() -> None:
    seats = (Seat("Ada", (255, 150, 70)), Seat("Bo", (90, 160, 250)))
    for level in ("classic_cup", "deep_well", None):
        setup = demo_setup(level, seats)
        assert setup.toss and len(setup.seats) == 2
        game = SplashGame.new(options_for(setup))
        game.apply(Roll())
        assert game.roll is not None and game.roll >= 2
