"""Screens of Kids' Splash for children who cannot read yet: the prompt's
picture and the speaker button, the die's pebbles flying to the counter, the
glow the keys move, the parent gate's ring, the tap-then-tap toss and the
team banner. Each is saved (to ``$FOUNTAINEER_SCREENSHOTS`` when set, e.g.
``docs/screenshots``) and checked for what it must show."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import App
from game.render.splash import coords
from game.rules.splash import Phase
from game.scenes.splash.panels.gate import RING
from game.scenes.splash.panels.keys import GLOW
from game.setup import Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.table_driver import post_motion, post_press
from tests.scenes.splash.test_table import start
from tests.scenes.splash.test_table_screens import count_colour, save

PEBBLE_GREY = (128, 128, 128)


def test_the_roll_prompt_pebbles_keys_and_gate_screens(app: App, shots: Path) -> None:
    driver = start(app, seed=2, level="classic_cup")
    scene = driver.scene
    assert driver.wait_for_human()
    for _ in range(20):
        driver.frame()
    shot = save(app, shots, "splash-kids-roll.png")
    speaker = pygame.Rect(coords.SPEAKER_BUTTON)
    assert count_colour(shot, (60, 90, 120), speaker) > 20, "the speaker is drawn"
    assert scene.banner.icon() == "roll"
    driver.roll()
    while scene.state.rolling > 0:
        driver.frame()
    for _ in range(16):
        driver.frame()
    flying = scene.choice.pebbles.positions()
    assert len(flying) == scene.game.roll
    shot = save(app, shots, "splash-kids-pebbles.png")
    (x, y), radius = flying[0]
    box = pygame.Rect(round(x - radius), round(y - radius), round(2 * radius), 40)
    assert count_colour(shot, PEBBLE_GREY, box, 40) > 10, "a big pebble flies"
    assert driver.wait_for_human()
    for _ in range(60):
        driver.frame()
    assert scene.banner.throws() == (scene.game.roll, scene.game.roll)
    driver.key(pygame.K_LEFT)
    assert scene.keys.focused() == "pick"
    shot = save(app, shots, "splash-kids-keys.png")
    around = pygame.Rect(coords.CHOICE_FREE_PICK).inflate(30, 30)
    assert count_colour(shot, GLOW, around, 10) > 100, "the keys' glow"
    pause = scene.button_pos("pause")
    assert pause is not None
    post_motion(pause)
    post_press(pause)
    for _ in range(70):
        driver.frame()
    shot = save(app, shots, "splash-kids-parent-gate.png")
    ring = pygame.Rect(coords.PAUSE_BUTTON).inflate(24, 24).clip(shot.get_rect())
    assert count_colour(shot, RING, ring, 10) > 20, "the ring fills"


def test_the_tap_toss_and_team_banner_screen(app: App, shots: Path) -> None:
    seats = tuple(Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ada", "Zed", "Mia")))
    driver = start(
        app, seed=3, toss=True, cooperative=True, seats=seats, level="classic_cup"
    )
    scene = driver.scene
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    if scene.game.phase is Phase.CHOOSE:
        driver.splash()
    assert driver.wait_for_human()
    px, py = scene.pebble_pos()
    driver.click((px, py))
    post_motion((px + 150, py - 90))
    driver.frame()
    driver.frame()
    assert scene.throw_control.hint() == "Tap where to throw"
    shot = save(app, shots, "splash-kids-tap-toss.png")
    team = pygame.Rect(coords.SIDE[0], 0, coords.SIDE[2], 44)
    assert count_colour(shot, (255, 236, 150), team, 10) > 100, "the team banner"
    for place in scene.look.places:
        assert place.centre[1] - place.radius >= 44, "boards under the banner"
