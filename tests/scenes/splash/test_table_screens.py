"""Screens of the Kids' Splash table at its big moments: the choice, aiming a
toss, a splash in flight, a Free Pick and the winner's celebration.

Each is saved as a PNG (to ``$FOUNTAINEER_SCREENSHOTS`` when set, e.g.
``docs/screenshots``, else a temporary folder) and checked for what it must
show.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.physics import aim
from game.rules.splash import EndTurn, Phase
from game.scenes.splash.table import SplashTableScene
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.table_driver import (
    TableDriver,
    post_motion,
    post_press,
)

SEATS = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))


def start(app: App, **options: object) -> TableDriver:
    assert app.ctx is not None
    options.setdefault("level", "classic_cup")
    setup = GameSetup(Mode.SPLASH, SEATS, **options)  # type: ignore[arg-type]
    scene = SplashTableScene(app.ctx, setup)
    app.manager.push(scene)
    app.frame(1 / 60)
    return TableDriver(app, scene)


def save(app: App, folder: Path, name: str) -> pygame.Surface:
    assert app.screen is not None
    app.manager.draw(app.screen)
    pygame.image.save(app.screen, str(folder / name))
    return app.screen.copy()


def count_colour(
    surface: pygame.Surface, rgb: tuple[int, int, int], box: pygame.Rect, tol: int = 20
) -> int:
    found = 0
    for x in range(box.left, box.right, 2):
        for y in range(box.top, box.bottom, 2):
            c = surface.get_at((x, y))
            if all(abs(c[i] - rgb[i]) <= tol for i in range(3)):
                found += 1
    return found


def to_throw(driver: TableDriver) -> None:
    scene = driver.scene
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    assert scene.game.phase is Phase.CHOOSE
    driver.splash()
    assert driver.wait_for_human()


def test_choice_and_free_pick_screens(app: App, shots: Path) -> None:
    driver = start(app, seed=4)
    scene = driver.scene
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    post_motion(scene.button_pos("splash"))  # type: ignore[arg-type]
    driver.frame()
    shot = save(app, shots, "splash-choice.png")
    # Both huge choices are on the screen.
    assert count_colour(shot, (255, 244, 214), pygame.Rect(110, 190, 340, 240)) > 500
    assert scene.button_pos("pick") and scene.button_pos("splash")
    driver.click(scene.button_pos("pick"))
    target = scene.droplet_pos(min(scene.state.free_picks()))
    assert target is not None
    post_motion(target)
    driver.frame()
    save(app, shots, "splash-free-pick.png")
    assert scene.choice.pick_target(target) in scene.state.free_picks()


def test_aiming_and_splash_in_flight_screens(app: App, shots: Path) -> None:
    driver = start(app, seed=8, toss=True)
    scene = driver.scene
    to_throw(driver)
    angle = aim.aim_at(scene.level.toss_start, (470.0, 470.0), 0.8)
    assert angle is not None
    release = scene.toss_release_pos(angle, 0.8)
    pebble = scene.pebble_pos()
    post_motion(pebble)
    post_press(pebble)
    post_motion(release, (1, 0, 0))
    driver.frame()
    aiming = scene.throw_control.aim
    assert aiming is not None and len(aiming.path) > 10
    shot = save(app, shots, "splash-aiming.png")
    # The preview dots: the seat colour along the predicted path.
    mid = scene.look.camera.to_screen(aiming.path[len(aiming.path) // 2])
    box = pygame.Rect(round(mid[0]) - 30, round(mid[1]) - 30, 60, 60)
    assert count_colour(shot, SEAT_COLOURS[0], box, 30) > 3
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=release, button=1))
    driver.frame()
    assert scene.pond.is_throwing()
    flying = 0
    for _ in range(240):
        driver.frame()
        flying = len(scene.pond.in_flight())
        if scene.state.splashed_at is not None and flying >= 6:
            for _ in range(8):
                driver.frame()
            break
    assert flying >= 3, "a big splash throws droplets into the air"
    save(app, shots, "splash-in-flight.png")
    assert len(scene.show.particles.items) > 20


def test_a_high_lob_is_marked_in_the_sky_and_comes_back(app: App) -> None:
    """A lob flies above the top of the screen: an arrow and the pebble mark
    where it is at the top edge; it falls back and the throw ends normally."""
    driver = start(app, seed=8, toss=True)
    scene = driver.scene
    to_throw(driver)
    driver.toss(85.0, 1.0)
    assert scene.pond.is_throwing()
    for _ in range(240):
        driver.frame()
        pose = scene.pond.pebble_pose()
        if pose is not None and pose[1] < -60.0:
            break
    else:
        pytest.fail("the lob never rose above the top of the screen")
    assert app.screen is not None
    app.manager.draw(app.screen)
    x = round(scene.look.camera.to_screen(pose[:2])[0])
    near_top = pygame.Rect(x - 30, 84, 60, 70)
    assert count_colour(app.screen, (128, 132, 140), near_top, 12) > 5
    for _ in range(900):
        if not scene.pond.is_throwing():
            break
        driver.frame()
    assert not scene.pond.is_throwing()
    assert scene.game.droplet_total() == 50


def test_win_screen(app: App, shots: Path) -> None:
    driver = start(app, seed=6)
    scene = driver.scene
    while driver.wait_for_human():
        if scene.game.phase is Phase.ROLL:
            driver.roll()
        else:
            driver.free_pick()
    for _ in range(50):
        driver.frame()
    assert scene.game.winner is not None and driver.on_table()
    assert scene.overlays.confetti is not None
    save(app, shots, "splash-win.png")
    driver.finish()


def splash_until_share(driver: TableDriver) -> bool:
    """Splash every turn (drops across the pond) until a share phase; False
    if the game ends first."""
    scene = driver.scene
    throws = 0
    while driver.wait_for_human():
        game = scene.game
        if game.phase is Phase.SHARE:
            return True
        if game.phase is Phase.ROLL:
            driver.roll()
        elif game.phase is Phase.CHOOSE:
            driver.splash()
        else:
            x0, x1 = scene.level.drop_span
            driver.drop(x0 + (x1 - x0) * (0.2 + 0.3 * (throws % 3)))
            throws += 1
    return False


def test_share_screen(app: App, shots: Path) -> None:
    """Cooperative: a leftover chosen, the board that can use it pulsing."""
    for seed in (3, 5, 7, 11, 13, 17):
        driver = start(app, seed=seed, cooperative=True, level="rocky_pool")
        if splash_until_share(driver):
            break
        app.manager.pop()
    else:
        pytest.fail("no seed gave leftovers to share")
    scene = driver.scene
    leftover = min(scene.state.givable())
    driver.click(scene.droplet_pos(leftover))
    assert scene.share.gift == leftover
    for _ in range(20):
        driver.frame()
    save(app, shots, "splash-share.png")
    assert scene.button_pos("done") is not None
    seat = min(scene.state.gift_seats(leftover))
    driver.click(scene.board_pos(seat))
    assert scene.game.actions[-1].seat == seat  # type: ignore[attr-defined]
    for _ in range(5):
        if scene.game.phase is not Phase.SHARE:
            break
        assert driver.wait_for_human()
        driver.click(scene.button_pos("done"))
        assert isinstance(scene.game.actions[-1], EndTurn)
    assert scene.game.phase is not Phase.SHARE
    assert not scene.game.out, "the rest went back into the pond"
