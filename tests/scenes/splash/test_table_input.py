"""The Kids' Splash table without a mouse: whole games by the keys alone and
by fingers on a touch screen (with the mouse events SDL makes up from the
touches, which must count for nothing), the tap-then-tap toss, the parent
gate, and targets big enough for small fingers."""

from __future__ import annotations

import math
from collections import Counter

import pygame
import pytest

from game.app import App
from game.render.splash import coords
from game.rules.splash import Drop, EndTurn, FreePick, Give, Phase, Roll, Toss
from game.scenes.menus.pause import PauseScene
from game.scenes.splash.aim import GRAB_REACH
from game.scenes.splash.panels.choice import PICK_REACH
from game.scenes.splash.panels.gate import HOLD_TIME
from tests.scenes.splash.table_driver import (
    TableDriver,
    post_finger,
    post_motion,
    post_press,
    post_release,
    post_touch_mouse,
)
from tests.scenes.splash.test_table import check_against_rules_core, start

MIN_TARGET = 64  # px at 1280x720


def toss_target(driver: TableDriver, angle: float, strength: float) -> tuple[int, int]:
    """Where to tap, once the pebble is lifted, to toss so: the slingshot
    pull mirrored through the pebble."""
    px, py = driver.scene.pebble_pos()
    rx, ry = driver.scene.toss_release_pos(angle, strength)
    return (2 * px - rx, 2 * py - ry)


# ------------------------------------------------------------------ the keys
def play_by_keys(driver: TableDriver) -> Counter[str]:
    scene = driver.scene
    did: Counter[str] = Counter()
    throws = 0
    while driver.wait_for_human():
        game = scene.game
        before = len(game.actions)
        if game.phase is Phase.ROLL:
            driver.key(pygame.K_SPACE)
            assert isinstance(game.actions[-1], Roll)
        elif game.phase is Phase.CHOOSE:
            if (game.roll or 0) >= 2 or not scene.state.free_picks():
                driver.key(pygame.K_RETURN)  # Splash glows first
            else:
                driver.key(pygame.K_LEFT)  # onto Free Pick
                assert scene.keys.focused() == "pick"
                driver.key(pygame.K_RETURN)
                assert scene.choice.picking
                if len(scene.keys.targets()) > 2:  # the colours, then Back
                    driver.key(pygame.K_RIGHT)
                assert scene.keys.focused() != "back"
                driver.key(pygame.K_RETURN)
                assert isinstance(game.actions[-1], FreePick)
                did["pick"] += 1
        elif game.phase is Phase.THROW:
            if game.options.advanced and throws % 2 == 0:
                driver.key(pygame.K_TAB)  # lift the pebble
                assert scene.throw_control.lifted is not None
                driver.key(pygame.K_UP)
                driver.key(pygame.K_LEFT if throws % 4 else pygame.K_RIGHT)
                driver.key(pygame.K_SPACE)
                did["toss"] += 1
            else:
                x_before = scene.throw_control.drop_x
                step = pygame.K_LEFT if throws % 3 == 0 else pygame.K_RIGHT
                driver.key(step)
                assert scene.throw_control.drop_x != x_before or throws % 3
                driver.key(pygame.K_RETURN)
                did["drop"] += 1
            throws += 1
            assert scene.pond.is_throwing()
            continue
        elif game.phase is Phase.SHARE:
            targets = scene.keys.targets()
            if did[f"gave in turn {game.turn}"] == 0 and len(targets) > 1:
                driver.key(pygame.K_LEFT)  # from Done to the last leftover
                driver.key(pygame.K_RETURN)
                assert scene.share.gift is not None
                driver.key(pygame.K_RETURN)  # onto the first board that fits
                assert isinstance(game.actions[-1], Give)
                did[f"gave in turn {game.turn}"] += 1
                did["give"] += 1
            else:
                driver.key(pygame.K_SPACE)  # Done
                assert isinstance(game.actions[-1], EndTurn)
        assert len(game.actions) > before or game.phase is Phase.CHOOSE
    driver.finish()
    return did


def test_a_whole_game_by_the_keys_alone(app: App) -> None:
    driver = start(app, seed=11)
    did = play_by_keys(driver)
    check_against_rules_core(driver)
    assert did["pick"] >= 1 and did["drop"] >= 1
    assert any(isinstance(a, Drop) for a in driver.scene.game.actions)


def test_a_whole_cooperative_game_by_the_keys_alone_tossing_and_sharing(
    app: App,
) -> None:
    driver = start(app, seed=4, toss=True, cooperative=True)
    did = play_by_keys(driver)
    check_against_rules_core(driver)
    actions = driver.scene.game.actions
    assert sum(isinstance(a, Toss) for a in actions) == did["toss"] >= 1
    assert sum(isinstance(a, Give) for a in actions) == did["give"] >= 1


def test_the_arrows_move_the_drop_point_along_the_line(app: App) -> None:
    driver = start(app, seed=2)
    driver.wait_for_human()
    driver.key(pygame.K_SPACE)
    driver.wait_for_human()
    if driver.scene.game.phase is Phase.CHOOSE:
        driver.key(pygame.K_RETURN)
    driver.wait_for_human()
    control = driver.scene.throw_control
    x0, x1 = driver.scene.level.drop_span
    for _ in range(30):
        driver.key(pygame.K_LEFT)
    assert control.drop_x == x0
    driver.key(pygame.K_RIGHT)
    assert control.drop_x == pytest.approx(x0 + (x1 - x0) / 12)
    driver.key(pygame.K_RETURN)
    assert driver.scene.pond.is_throwing()


# --------------------------------------------------------------- the fingers
def play_by_fingers(driver: TableDriver) -> Counter[str]:
    """Like a child on a tablet: taps only (each with SDL's mouse copies)."""
    scene = driver.scene
    did: Counter[str] = Counter()
    throws = 0
    while driver.wait_for_human():
        game = scene.game
        before = len(game.actions)
        if game.phase is Phase.ROLL:
            driver.tap(scene.button_pos("die"))
            assert len(game.actions) == before + 1
        elif game.phase is Phase.CHOOSE:
            if (game.roll or 0) >= 2 or not scene.state.free_picks():
                driver.tap(scene.button_pos("splash"))
            else:
                driver.tap(scene.button_pos("pick"))
                assert scene.choice.picking and len(game.actions) == before
                droplet = min(scene.state.free_picks())
                driver.tap(scene.droplet_pos(droplet))
                assert isinstance(game.actions[-1], FreePick)
                did["pick"] += 1
        elif game.phase is Phase.THROW:
            if game.options.advanced and throws % 2 == 0:
                driver.tap(scene.pebble_pos())
                assert scene.throw_control.lifted is not None
                assert not scene.pond.is_throwing()
                angle, strength = 40.0 + 5 * (throws % 3), 0.7 + 0.05 * (throws % 4)
                driver.tap(toss_target(driver, angle, strength))
                did["toss"] += 1
            else:
                x0, x1 = scene.level.drop_span
                driver.tap(scene.drop_pos(x0 + (x1 - x0) * (0.3 + 0.2 * (throws % 3))))
                did["drop"] += 1
            throws += 1
            assert scene.pond.is_throwing()
        elif game.phase is Phase.SHARE:
            gifts = sorted(scene.state.givable())
            if did[f"gave in turn {game.turn}"] == 0 and gifts:
                driver.tap(scene.droplet_pos(gifts[0]))
                seat = min(scene.state.gift_seats(gifts[0]))
                driver.tap(scene.board_pos(seat))
                assert isinstance(game.actions[-1], Give)
                did[f"gave in turn {game.turn}"] += 1
                did["give"] += 1
            else:
                driver.tap(scene.button_pos("done"))
                assert isinstance(game.actions[-1], EndTurn)
    driver.finish()
    return did


def test_a_whole_game_by_finger_taps(app: App) -> None:
    driver = start(app, seed=4, toss=True, cooperative=True)
    did = play_by_fingers(driver)
    check_against_rules_core(driver)
    actions = driver.scene.game.actions
    assert sum(isinstance(a, Toss) for a in actions) == did["toss"] >= 1
    assert sum(isinstance(a, Drop) for a in actions) == did["drop"] >= 1
    assert sum(isinstance(a, Give) for a in actions) == did["give"] >= 1


def test_the_mouse_copy_of_a_touch_counts_for_nothing(app: App) -> None:
    driver = start(app, seed=2)
    driver.wait_for_human()
    die = driver.scene.button_pos("die")
    assert die is not None
    post_touch_mouse(pygame.MOUSEBUTTONDOWN, die)
    post_touch_mouse(pygame.MOUSEBUTTONUP, die)
    driver.frame()
    assert driver.scene.game.actions == []
    driver.tap(die)
    assert driver.scene.game.actions == [Roll()]


def test_a_second_finger_is_ignored_while_the_first_is_down(app: App) -> None:
    driver = start(app, seed=2)
    driver.wait_for_human()
    die = driver.scene.button_pos("die")
    assert die is not None
    post_finger(pygame.FINGERDOWN, (30, 600), finger=0)  # a hand resting
    post_finger(pygame.FINGERDOWN, die, finger=1)
    post_finger(pygame.FINGERUP, die, finger=1)
    driver.frame()
    assert driver.scene.game.actions == []
    post_finger(pygame.FINGERUP, (30, 600), finger=0)
    driver.tap(die, finger=1)
    assert driver.scene.game.actions == [Roll()]


def test_a_finger_drag_back_tosses_too(app: App) -> None:
    driver = start(app, seed=3, toss=True)
    driver.wait_for_human()
    driver.tap(driver.scene.button_pos("die"))
    driver.wait_for_human()
    driver.tap(driver.scene.button_pos("splash"))
    driver.wait_for_human()
    scene = driver.scene
    start_pos = scene.pebble_pos()
    end = scene.toss_release_pos(45.0, 0.8)
    post_finger(pygame.FINGERDOWN, start_pos)
    for k in range(1, 5):
        t = k / 4
        mid = (
            round(start_pos[0] + (end[0] - start_pos[0]) * t),
            round(start_pos[1] + (end[1] - start_pos[1]) * t),
        )
        post_finger(pygame.FINGERMOTION, mid)
        driver.frame()
    post_finger(pygame.FINGERUP, end)
    driver.frame()
    assert scene.pond.is_throwing()
    plan = scene.state.throw
    assert plan is not None and plan.kind == "toss"
    assert plan.angle == pytest.approx(45.0, abs=1.0)
    assert plan.strength == pytest.approx(0.8, abs=0.02)


# ------------------------------------------------------------- tap then tap
def to_throw(driver: TableDriver) -> None:
    driver.wait_for_human()
    driver.roll()
    driver.wait_for_human()
    if driver.scene.game.phase is Phase.CHOOSE:
        driver.splash()
    driver.wait_for_human()


@pytest.mark.parametrize("drag", [0, 6, 20])
def test_a_tap_or_tiny_drag_lifts_the_pebble_and_the_next_tap_throws(
    app: App, drag: int
) -> None:
    driver = start(app, seed=3, toss=True)
    to_throw(driver)
    scene = driver.scene
    px, py = scene.pebble_pos()
    post_motion((px, py))
    post_press((px, py))
    post_motion((px - drag, py + drag // 2), (1, 0, 0))
    post_release((px - drag, py + drag // 2))
    driver.frame()
    assert scene.throw_control.lifted is not None, "a tiny drag is a tap"
    assert not scene.pond.is_throwing() and scene.game.throws_left == scene.game.roll
    target = toss_target(driver, 60.0, 0.75)
    post_motion(target)
    driver.frame()
    assert scene.throw_control.shown_arc(), "the arc follows the pointer"
    driver.click(target)
    plan = scene.state.throw
    assert plan is not None and plan.kind == "toss"
    assert plan.angle == pytest.approx(60.0, abs=1.0)
    assert plan.strength == pytest.approx(0.75, abs=0.02)
    assert scene.throw_control.lifted is None


def test_a_farther_second_tap_throws_harder(app: App) -> None:
    driver = start(app, seed=3, toss=True)
    to_throw(driver)
    scene = driver.scene
    control = scene.throw_control
    px, py = scene.pebble_pos()
    strengths = []
    for reach in (70, 140):
        driver.click((px, py))
        post_motion((px + reach, py - reach))
        driver.frame()
        assert control.lifted is not None and control.lifted.toss is not None
        strengths.append(control.lifted.toss[1])
        assert control.lifted.toss[0] == pytest.approx(45.0, abs=1.0)
        driver.click((px, py))  # tapping the pebble again puts it down
        assert control.lifted is None
    assert strengths[1] > strengths[0]
    assert not scene.pond.is_throwing()


# --------------------------------------------------------------- parent gate
def test_a_short_press_or_sliding_off_never_opens_the_pause_menu(app: App) -> None:
    driver = start(app, seed=2)
    driver.wait_for_human()
    scene = driver.scene
    pause = scene.button_pos("pause")
    driver.click(pause)
    driver.tap(pause)
    driver.hold(pause, HOLD_TIME * 0.8)
    assert app.manager.top is scene
    assert scene.gate.held is None and scene.gate.hint > 0, "Hold is shown"
    post_motion(pause)
    post_press(pause)
    for _ in range(60):
        driver.frame()
    assert 0.4 < scene.gate.progress < 0.6, "the ring fills"
    post_motion((500, 400), (1, 0, 0))  # slides off the button
    for _ in range(120):
        driver.frame()
    post_release((500, 400))
    driver.frame()
    assert app.manager.top is scene and scene.game.actions == []


def test_a_finger_held_on_the_pause_button_opens_the_pause_menu(app: App) -> None:
    driver = start(app, seed=2)
    driver.wait_for_human()
    pause = driver.scene.button_pos("pause")
    assert pause is not None
    post_finger(pygame.FINGERDOWN, pause)
    post_touch_mouse(pygame.MOUSEBUTTONDOWN, pause)
    for _ in range(round(HOLD_TIME * 60) + 2):
        driver.frame()
    assert isinstance(app.manager.top, PauseScene)


# ------------------------------------------------------------ big targets
def test_every_target_is_big_enough_for_a_small_finger(app: App) -> None:
    driver = start(app, seed=4, toss=True, cooperative=True)
    scene = driver.scene
    seen: set[str] = set()
    for _ in range(8):
        driver.wait_for_human()
        for name, (_, _, w, h) in scene.buttons().items():
            assert min(w, h) >= MIN_TARGET, f"{name} is {w}x{h}"
            seen.add(name.split(":")[0])
        game = scene.game
        if game.phase is Phase.ROLL:
            driver.roll()
        elif game.phase is Phase.CHOOSE and "pick" in scene.buttons():
            driver.click(scene.button_pos("pick"))
            for name, (_, _, w, h) in scene.buttons().items():
                assert min(w, h) >= MIN_TARGET, f"{name} is {w}x{h}"
                seen.add(name.split(":")[0])
            driver.key(pygame.K_ESCAPE)
            driver.splash()
        elif game.phase is Phase.CHOOSE:
            driver.splash()
        elif game.phase is Phase.THROW:
            driver.drop(sum(scene.level.drop_span) / 2)
        else:
            driver.click(scene.button_pos("done"))
    assert {"pause", "die", "splash"} <= seen
    # round targets: the pebble, droplets in the pond and in the row
    assert 2 * GRAB_REACH >= MIN_TARGET and 2 * PICK_REACH >= MIN_TARGET
    for place in scene.look.places:
        assert 2 * place.radius >= MIN_TARGET
    assert math.dist(coords.centre_of(coords.PAUSE_BUTTON), (0, 0)) > 0


@pytest.mark.parametrize("how", ["tap", "click"])
def test_the_roll_bubble_under_the_die_rolls_it_too(app: App, how: str) -> None:
    """ "Roll!" under the waiting die looks like a button: a child who taps or
    clicks it (not the die) rolls the die, with the quickest of clicks."""
    driver = start(app, seed=2)
    driver.wait_for_human()
    bubble = (round(coords.ROLL_NOTE_CENTRE[0]), round(coords.ROLL_NOTE_CENTRE[1]))
    below_die = coords.DIE_BIG_CENTRE[1] + coords.DIE_BIG_SIZE / 2
    assert bubble[1] > below_die  # the bubble lies outside the die's square
    if how == "tap":
        driver.tap(bubble)
    else:
        post_press(bubble)
        post_release(bubble)  # pressed and let go within one frame
        driver.frame()
    assert driver.scene.game.actions == [Roll()]
