"""The table's small things for children: the die shows "?" until it is rolled,
one pebble when tossing, "Let go to cancel", "+3 for your board!" before the
turn passes, and notes clear of the drop line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.levels import available_levels
from game.rules.splash import Phase
from game.scenes.splash.panels.overlays import NOTE_RISE, NOTE_SIZE
from game.scenes.splash.show import NOTE_TIME
from game.scenes.splash.table import SplashTableScene
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.table_driver import (
    TableDriver,
    post_motion,
    post_press,
    post_release,
)

SEATS = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))


def start(app: App, **options: Any) -> TableDriver:
    assert app.ctx is not None
    options.setdefault("level", "classic_cup")
    setup = GameSetup(Mode.SPLASH, SEATS, **options)
    scene = SplashTableScene(app.ctx, setup)
    app.manager.push(scene)
    app.frame(1 / 60)
    return TableDriver(app, scene)


def to_throw(driver: TableDriver) -> None:
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    driver.splash()
    assert driver.wait_for_human()


class DieSpy:
    """Records the faces the table draws on its die."""

    def __init__(self, hud: Any) -> None:
        self.faces: list[int | None] = []
        self._draw = hud.draw_die
        hud.draw_die = self

    def __call__(self, surface: Any, value: Any, *args: Any, **kw: Any) -> None:
        self.faces.append(value)
        self._draw(surface, value, *args, **kw)


def test_the_die_shows_a_question_mark_until_it_is_rolled(
    app: App, shots: Path
) -> None:
    driver = start(app, seed=3)
    scene = driver.scene
    spy = DieSpy(scene.look.hud)
    for _ in range(40):  # the die wobbles, waiting to be tapped
        driver.frame()
    assert spy.faces and set(spy.faces) == {None}
    pygame.image.save(app.screen, str(shots / "splash-die.png"))
    # The "?" face is not any face of the die.
    hud = scene.look.hud
    question = pygame.image.tobytes(hud.die(None, 150), "RGBA")
    for value in scene.game.model.die_faces:
        assert pygame.image.tobytes(hud.die(value, 150), "RGBA") != question
    spy.faces.clear()
    driver.roll()
    while scene.state.rolling > 0:
        driver.frame()
    driver.frame()
    assert None not in spy.faces  # tumbling faces, then the roll
    assert spy.faces[-1] == scene.game.roll


def test_dragging_back_onto_the_pebble_says_let_go_to_cancel(
    app: App, shots: Path
) -> None:
    driver = start(app, seed=5, toss=True)
    scene = driver.scene
    to_throw(driver)
    before = list(scene.game.actions)
    control = scene.throw_control
    pebble = scene.pebble_pos()
    post_motion(pebble)
    post_press(pebble)
    driver.frame()
    assert control.hint() == "Pull back to toss"  # not "cancel" before a pull
    post_motion(scene.toss_release_pos(20.0, 0.6), (1, 0, 0))
    driver.frame()
    assert control.hint() is None and control.aim is not None
    assert control.aim.toss is not None
    back = (pebble[0] + 8, pebble[1] + 6)
    post_motion(back, (1, 0, 0))
    driver.frame()
    assert control.hint() == "Let go to cancel"
    pygame.image.save(app.screen, str(shots / "splash-cancel.png"))
    # The words are drawn: white letters on the note above the pebble.
    box = scene.look.hud.note_box("Let go to cancel", (pebble[0], pebble[1] - 74), 34)
    area = app.screen.subsurface(box)
    assert pygame.transform.average_color(area)[2] > 100  # the blue note
    post_release(back)
    driver.frame()
    for _ in range(30):
        driver.frame()
    assert scene.game.actions == before and not scene.pond.is_throwing()
    assert scene.game.phase is Phase.THROW and control.aim is None


class PebbleSpy:
    """Counts the pebbles the throw control draws in a frame."""

    def __init__(self, view: Any) -> None:
        self.count = 0
        self.ghosts = 0
        self._pebble = view.draw_pebble
        self._guide = view.draw_drop_guide
        view.draw_pebble = self.pebble
        view.draw_drop_guide = self.guide

    def pebble(self, *args: Any, **kw: Any) -> None:
        self.count += 1
        self._pebble(*args, **kw)

    def guide(self, *args: Any, **kw: Any) -> None:
        ghost = args[4] if len(args) > 4 else kw.get("ghost", False)
        self.ghosts += bool(ghost)
        self._guide(*args, **kw)


@pytest.mark.parametrize("toss", [True, False])
def test_one_pebble_is_seen_while_waiting_to_throw(
    app: App, shots: Path, toss: bool
) -> None:
    driver = start(app, seed=7, toss=toss)
    scene = driver.scene
    to_throw(driver)
    post_motion(scene.drop_pos(400.0))
    driver.frame()
    if toss:
        pygame.image.save(app.screen, str(shots / "splash-toss-waiting.png"))
    spy = PebbleSpy(scene.look.view)
    x0, x1 = scene.level.drop_span
    for pos in (scene.drop_pos((x0 + x1) / 2), scene.drop_pos(x1 - 20), (700, 300)):
        post_motion(pos)
        spy.count = spy.ghosts = 0
        driver.frame()
        assert spy.count == 1
        assert spy.ghosts == (1 if toss else 0)  # the drop line shows a ring


def test_plus_for_your_board_shows_before_the_turn_passes(
    app: App, shots: Path
) -> None:
    driver = start(app, seed=11)
    scene = driver.scene
    seen: list[tuple[str, int, int]] = []  # (note, shown seat, player)
    for _ in range(12):
        if not driver.wait_for_human():
            break
        game = scene.game
        if game.phase is Phase.ROLL:
            driver.roll()
        elif game.phase is Phase.CHOOSE:
            driver.splash()
        elif game.phase is Phase.THROW:
            thrower = game.current_seat
            x0, x1 = scene.level.drop_span
            driver.drop(x0 + (x1 - x0) * 0.3)
            while not driver.scene.waiting_for_human() and not game.is_over():
                notes = scene.show.notes
                words = notes[0][0] if notes else ""
                seen.append((words, scene.state.shown_seat, thrower))
                driver.frame()
                if "for your board" in words and len(seen) % 20 == 0:
                    pygame.image.save(app.screen, str(shots / "splash-to-board.png"))
        if any("for your board" in w for w, _, _ in seen):
            break
    board_notes = [(w, shown, who) for w, shown, who in seen if "for your board" in w]
    assert board_notes, "no splash reached a board in 12 turns"
    assert all(shown == who for _, shown, who in board_notes)
    last = max(i for i, (w, _, _) in enumerate(seen) if "for your board" in w)
    first = min(i for i, (w, _, _) in enumerate(seen) if "for your board" in w)
    assert last - first + 1 >= int(NOTE_TIME * 60) - 2  # shown in full
    # The turn passes only after the note has been shown.
    assert all(shown == who for _, shown, who in seen[: last + 1])


@pytest.mark.parametrize("level", [lv.key for lv in available_levels("levels")])
@pytest.mark.parametrize("words", ["Plop!", "+3 for your board!", "2 droplets out!"])
def test_notes_sit_clear_of_the_drop_line(app: App, level: str, words: str) -> None:
    driver = start(app, seed=2, level=level)
    scene = driver.scene
    x, y = scene.overlays.note_centre()
    cam, lv = scene.look.camera, scene.level
    line = cam.to_screen((0.0, lv.drop_line[2]))[1]
    pebble = scene.look.view.pebble_radius
    for rise in (0.0, NOTE_TIME * NOTE_RISE):
        box = scene.look.hud.note_box(words, (x, y - rise), NOTE_SIZE)
        assert box.top > line + pebble + 6  # below the line and its pebble
        water = cam.to_screen((0.0, lv.region_bounds()[1]))[1]
        assert box.bottom + 4 < water
