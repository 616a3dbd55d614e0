"""The Kids' Splash table played headless through posted mouse events only."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.app import App
from game.rules.splash import Drop, EndTurn, FreePick, Give, Phase, SplashGame, Toss
from game.scenes.menus.pause import PauseScene
from game.scenes.splash.panels.gate import HOLD_TIME
from game.scenes.splash.results import SplashResultsScene
from game.scenes.splash.table import SplashTableScene, options_for
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.table_driver import (
    TableDriver,
    post_motion,
    post_press,
    post_release,
)

SEATS = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))


def start(app: App, **setup: object) -> TableDriver:
    seats = setup.pop("seats", SEATS)
    game_setup = GameSetup(Mode.SPLASH, seats, **setup)  # type: ignore[arg-type]
    assert app.ctx is not None
    scene = SplashTableScene(app.ctx, game_setup)
    app.manager.push(scene)
    app.frame(1 / 60)
    return TableDriver(app, scene)


def play_to_throw(driver: TableDriver) -> None:
    """Roll and choose Splash for the human seat to act."""
    assert driver.wait_for_human()
    scene = driver.scene
    while scene.game.phase is not Phase.THROW:
        if scene.game.phase is Phase.ROLL:
            driver.roll()
        elif scene.game.phase is Phase.CHOOSE:
            driver.splash()
        else:  # a share phase left from an earlier turn
            driver.click(scene.button_pos("done"))
        assert driver.wait_for_human()


def play_whole_game(driver: TableDriver, toss: bool) -> Counter[str]:
    """Splash on big rolls (one throw in two is a toss when allowed), Free Pick
    otherwise; in a share phase give the first leftover that fits, then press
    Done. Returns what the driver did."""
    scene = driver.scene
    throws = 0
    did: Counter[str] = Counter()
    while driver.wait_for_human():
        game = scene.game
        if game.phase is Phase.ROLL:
            driver.roll()
        elif game.phase is Phase.CHOOSE:
            if (game.roll or 0) >= 2 and game.turn < 14 or not scene.state.free_picks():
                driver.splash()
            else:
                driver.free_pick()
        elif game.phase is Phase.THROW:
            before = len(game.actions)
            x0, x1 = scene.level.drop_span
            if toss and throws % 2 == 0:
                driver.toss(40.0 - 10.0 * (throws % 3), 0.75 + 0.05 * (throws % 4))
            else:
                driver.drop(x0 + (x1 - x0) * (0.3 + 0.2 * (throws % 3)))
            throws += 1
            assert scene.pond.is_throwing() or len(game.actions) == before + 1
        elif game.phase is Phase.SHARE:
            turn = game.turn
            gifts = sorted(scene.state.givable())
            if did[f"gave in turn {turn}"] == 0:
                droplet = gifts[0]
                driver.click(scene.droplet_pos(droplet))
                assert scene.share.gift == droplet
                seat = min(scene.state.gift_seats(droplet))
                driver.click(scene.board_pos(seat))
                did["give"] += 1
                did[f"gave in turn {turn}"] += 1
            else:
                driver.click(scene.button_pos("done"))
                did["done"] += 1
    driver.finish()
    return did


def check_against_rules_core(driver: TableDriver) -> None:
    scene = driver.scene
    top = driver.app.manager.top
    assert isinstance(top, SplashResultsScene)
    replayed = SplashGame.replay(options_for(scene.setup), scene.game.actions)
    assert replayed.is_over()
    assert replayed.outcome() == scene.outcome == top.outcome
    assert scene.game.boards[replayed.winner].is_full()  # type: ignore[index]
    assert replayed.droplet_total() == 50


def test_whole_game_dropping(app: App) -> None:
    driver = start(app, seed=11)
    committed: list[object] = []
    driver.scene.state.on_commit.append(lambda game, action: committed.append(action))
    play_whole_game(driver, toss=False)
    check_against_rules_core(driver)
    actions = driver.scene.game.actions
    assert committed == actions, "every committed action reaches the listeners"
    assert any(isinstance(a, Drop) for a in actions)
    assert any(isinstance(a, FreePick) for a in actions)
    assert not any(isinstance(a, Toss) for a in actions)
    assert "droplet" in app.ctx.sound.played  # type: ignore[union-attr]


def test_whole_game_tossing_and_sharing(app: App) -> None:
    driver = start(app, seed=4, toss=True, cooperative=True)
    did = play_whole_game(driver, toss=True)
    check_against_rules_core(driver)
    actions = driver.scene.game.actions
    assert any(isinstance(a, Toss) for a in actions)
    assert any(isinstance(a, Drop) for a in actions)
    assert did["give"] == sum(isinstance(a, Give) for a in actions) >= 1
    assert did["done"] == sum(isinstance(a, EndTurn) for a in actions)


@pytest.mark.parametrize(
    "how", ["back on the pebble", "escape", "window left", "released outside"]
)
def test_cancelled_toss_throws_nothing(app: App, how: str) -> None:
    driver = start(app, seed=3, toss=True)
    play_to_throw(driver)
    scene = driver.scene
    game = scene.game
    before = (len(game.actions), game.throws_left, scene.pond.throws)
    start_pos = scene.pebble_pos()
    aim_pos = scene.toss_release_pos(45.0, 0.8)
    post_motion(start_pos)
    post_press(start_pos)
    post_motion(aim_pos, (1, 0, 0))
    driver.frame()
    aim = scene.throw_control.aim
    assert aim is not None and aim.toss is not None
    assert aim.path, "the trajectory preview is shown while aiming"
    release = aim_pos
    if how == "back on the pebble":
        release = (start_pos[0] + 3, start_pos[1] - 2)
        post_motion(release, (1, 0, 0))
    elif how == "escape":
        pygame.event.post(
            pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0
            )
        )
    elif how == "window left":
        pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE))
    else:
        release = (1400, 300)
    post_release(release)
    for _ in range(30):
        driver.frame()
    assert (len(game.actions), game.throws_left, scene.pond.throws) == before
    assert not scene.pond.is_throwing()
    assert app.manager.top is scene, "cancelling never opens the pause menu"
    # The same seat can still toss.
    driver.toss(45.0, 0.8)
    assert scene.pond.is_throwing()


def test_escape_held_with_nothing_to_cancel_pauses(app: App) -> None:
    driver = start(app, seed=2)
    assert driver.wait_for_human()
    driver.key(pygame.K_ESCAPE)  # a child's quick press
    assert app.manager.top is driver.scene
    driver.hold_key(pygame.K_ESCAPE, HOLD_TIME + 0.1)
    assert isinstance(app.manager.top, PauseScene)


def test_escape_leaves_free_pick_before_pausing(app: App) -> None:
    driver = start(app, seed=2)
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    driver.click(driver.scene.button_pos("pick"))
    assert driver.scene.choice.picking
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0
        )
    )
    driver.frame()
    assert not driver.scene.choice.picking
    assert app.manager.top is driver.scene
    assert driver.scene.button_pos("splash") is not None


def test_free_pick_takes_only_a_needed_colour(app: App) -> None:
    driver = start(app, seed=9)
    scene = driver.scene
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    taken = driver.free_pick()
    board = scene.game.boards[0]
    assert taken in board.spaces
    assert taken not in scene.game.pond
    assert driver.wait_for_human()
    assert scene.game.current_seat == 1
    assert taken not in {b[0] for b in scene.state.bodies}, "the pond lifted it out"


def test_computer_seats_play_a_whole_game(app: App) -> None:
    seats = (
        Seat("Ada", SEAT_COLOURS[0], computer=True),
        Seat("Bo", SEAT_COLOURS[1], computer=True),
    )
    driver = start(app, seats=seats, seed=21, competitive=True)
    scene = driver.scene
    frames = 0
    while driver.on_table() and frames < 40_000:
        if frames % 50 == 0:
            driver.click((480, 300))  # a click skips the animation being shown
        else:
            app.manager.update(1 / 60)
        frames += 1
    check_against_rules_core(driver)
    assert scene.game.winner is not None


def test_free_pick_by_a_big_colour_button(app: App) -> None:
    driver = start(app, seed=9)
    scene = driver.scene
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    driver.click(scene.button_pos("pick"))
    colours = scene.state.pick_colours()
    assert len(colours) == 5  # an empty board needs every colour
    colour = colours[2]
    expected = scene.state.pick_for_colour(colour)
    driver.click(scene.button_pos(f"colour:{colour.value}"))
    last = scene.game.actions[-1]
    assert last == FreePick(expected)  # type: ignore[arg-type]
    assert scene.game.model.colour_of(last.droplet) is colour  # type: ignore[attr-defined]


def test_the_pause_button_held_opens_the_pause_menu(app: App) -> None:
    driver = start(app, seed=2)
    assert driver.wait_for_human()
    driver.hold(driver.scene.button_pos("pause"), HOLD_TIME + 0.1)
    assert isinstance(app.manager.top, PauseScene)


def test_throws_left_count_down_on_the_banner(app: App) -> None:
    driver = start(app, seed=5)
    scene = driver.scene
    for _ in range(12):
        play_to_throw(driver)
        if scene.game.throws_left >= 2:
            break
        driver.drop(sum(scene.level.drop_span) / 2)
    else:
        pytest.skip("no roll of 2 or more in 12 turns")
    total = scene.game.throws_left
    assert total >= 2
    assert scene.state.throws_shown() == (total, scene.game.roll)
    driver.drop(sum(scene.level.drop_span) / 2)
    assert scene.state.throws_shown() == (total - 1, scene.game.roll), "used on release"
    assert driver.wait_for_human()
    assert scene.game.phase is Phase.THROW
    assert scene.state.throws_shown() == (total - 1, scene.game.roll)


def test_autoplay_puts_the_computer_in_every_seat(app: App) -> None:
    driver = start(app, seed=4, autoplay=True)
    scene = driver.scene
    assert scene.state.computers.seats == [0, 1]
    assert not scene.waiting_for_human()
    for _ in range(200):
        app.manager.update(1 / 60)
    assert len(scene.game.actions) >= 2, "the computer rolls and chooses by itself"


def test_the_player_who_played_stays_shown_while_their_droplet_hops(app: App) -> None:
    """The rules pass the turn at once; the banner and the glowing board stay
    with the player until their droplet has landed on their board."""
    driver = start(app, seed=6, level="classic_cup")
    scene = driver.scene
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    driver.free_pick()
    assert scene.game.current_seat == 1 and scene.show.flights
    assert scene.state.shown_seat == 0
    for _ in range(240):
        if not scene.show.flights:
            break
        driver.frame()
    assert scene.state.shown_seat == 1
