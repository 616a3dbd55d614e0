"""The aim guide that grows with the child: the arc a seat sees shrinks as they
land tosses in the pond and grows again when they miss."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.levels import level_by_key
from game.physics.pond import Pond
from game.rules.splash import Phase, Toss
from game.scenes.menus.settings import SettingsScene
from game.scenes.splash.aim_guide import (
    DEFAULT_AIM_GUIDE,
    SHRINK_STEPS,
    AimGuide,
    cut_path,
    lands_in_pond,
    path_length,
)
from game.scenes.splash.table import SplashTableScene
from game.settings import AIM_GUIDES, Settings, SettingsStore
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.theme import SEAT_COLOURS
from game.ui.widgets import Choice
from tests.scenes.splash.table_driver import TableDriver, post_motion, post_press

SEATS = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))
#: Tosses from the Classic Cup's toss start: these come down in the pond...
HITS = ((10.0, 0.3), (-30.0, 0.5), (80.0, 1.0))
#: ... and these fly over it, off the side, or onto the board in front of it.
MISSES = ((40.0, 0.75), (170.0, 1.0), (60.0, 0.2))


@pytest.fixture(scope="module")
def cup() -> object:
    return level_by_key("classic_cup", Path("levels"))


@pytest.mark.parametrize(
    ("toss", "lands"), [(t, True) for t in HITS] + [(t, False) for t in MISSES]
)
def test_a_toss_lands_in_the_pond_or_misses(
    cup: object, toss: tuple[float, float], lands: bool
) -> None:
    pond = Pond(cup, 3)  # type: ignore[arg-type]
    assert lands_in_pond(cup, pond.preview_toss(*toss)) is lands  # type: ignore[arg-type]


def test_no_flight_is_no_landing(cup: object) -> None:
    assert not lands_in_pond(cup, [])  # type: ignore[arg-type]


def test_the_arc_is_cut_by_length() -> None:
    path = [(0.0, 0.0), (30.0, 40.0), (60.0, 80.0), (60.0, 180.0)]  # 50+50+100
    assert path_length(path) == pytest.approx(200.0)
    assert cut_path(path, 1.0) == path
    assert cut_path(path, 0.0) == []
    half = cut_path(path, 0.5)
    assert half[-1] == pytest.approx((60.0, 80.0))
    assert path_length(cut_path(path, 0.3)) == pytest.approx(60.0)
    assert path_length(cut_path(path, 0.75)) == pytest.approx(150.0)


def test_each_seat_has_its_own_step_hits_shrink_misses_grow() -> None:
    setting = ["shrinking"]
    guide = AimGuide(3, lambda: setting[0])
    assert [guide.share(s) for s in range(3)] == [1.0, 1.0, 1.0]
    guide.landed(0, True)
    guide.landed(0, True)
    guide.landed(1, True)
    guide.landed(2, False)  # a beginner's miss: still the whole arc
    assert [guide.share(s) for s in range(3)] == [
        SHRINK_STEPS[2],
        SHRINK_STEPS[1],
        1.0,
    ]
    guide.landed(0, False)
    assert guide.share(0) == SHRINK_STEPS[1]
    for _ in range(10):
        guide.landed(1, True)
    assert guide.share(1) == SHRINK_STEPS[-1] > 0  # never all gone
    setting[0] = "full"
    assert [guide.share(s) for s in range(3)] == [1.0, 1.0, 1.0]
    setting[0] = "off"
    assert [guide.share(s) for s in range(3)] == [0.0, 0.0, 0.0]
    setting[0] = "shrinking"  # the steps were kept meanwhile
    assert guide.share(0) == SHRINK_STEPS[1]


# ------------------------------------------------------------- at the table
def aim(
    driver: TableDriver, angle: float, strength: float
) -> list[tuple[float, float]]:
    """Press on the pebble and pull to the release point (no release); the arc
    the player sees."""
    scene = driver.scene
    start, end = scene.pebble_pos(), scene.toss_release_pos(angle, strength)
    post_motion(start)
    post_press(start)
    driver.frame()
    post_motion(end, (1, 0, 0))
    driver.frame()
    return scene.throw_control.shown_arc()


def test_the_arc_shrinks_per_seat_as_tosses_land_and_grows_after_a_miss(
    app: App,
) -> None:
    assert app.ctx is not None
    app.ctx.change_settings(aim_guide="shrinking")
    setup = GameSetup(Mode.SPLASH, SEATS, seed=21, level="classic_cup", toss=True)
    scene = SplashTableScene(app.ctx, setup)
    app.manager.push(scene)
    app.frame(1 / 60)
    driver = TableDriver(app, scene)
    # Seat 0 lands every toss; seat 1 misses its first, then lands the rest.
    plans = {0: [True] * 6, 1: [False] + [True] * 5}
    expected = {0: 0, 1: 0}
    tossed = {0: 0, 1: 0}
    while min(tossed.values()) < 3 and driver.wait_for_human():
        game = scene.game
        if game.phase is Phase.ROLL:
            driver.roll()
        elif game.phase is Phase.CHOOSE:
            driver.splash()
        elif game.phase is Phase.THROW:
            seat = game.current_seat
            hit = plans[seat][tossed[seat]]
            toss = HITS[tossed[seat] % 3] if hit else MISSES[0]
            full = scene.pond.preview_toss(*toss)
            shown = aim(driver, *toss)
            share = SHRINK_STEPS[expected[seat]]
            assert path_length(shown) == pytest.approx(
                share * path_length(full), rel=0.02
            )
            driver.toss(*toss)
            assert isinstance(game.actions[-1], Toss) or scene.pond.is_throwing()
            step = expected[seat] + (1 if hit else -1)
            expected[seat] = max(0, min(len(SHRINK_STEPS) - 1, step))
            tossed[seat] += 1
            assert scene.throw_control.guide.steps == [expected[0], expected[1]]
        else:
            driver.click(scene.button_pos("done"))
    assert tossed[0] >= 3 and tossed[1] >= 3
    assert scene.throw_control.guide.share(0) < scene.throw_control.guide.share(1)


def test_shrunk_arc_screen(app: App, tmp_path: Path) -> None:
    setup = GameSetup(Mode.SPLASH, SEATS, seed=4, level="classic_cup", toss=True)
    assert app.ctx is not None
    scene = SplashTableScene(app.ctx, setup)
    app.manager.push(scene)
    app.frame(1 / 60)
    driver = TableDriver(app, scene)
    assert driver.wait_for_human()
    driver.roll()
    assert driver.wait_for_human()
    driver.splash()
    assert driver.wait_for_human()
    guide = scene.throw_control.guide
    guide.landed(0, True)
    guide.landed(0, True)  # two tosses in the pond: half the arc
    toss = (50.0, 0.55)
    shown = aim(driver, *toss)
    full = scene.pond.preview_toss(*toss)
    assert path_length(shown) == pytest.approx(0.5 * path_length(full), rel=0.02)
    folder = os.environ.get("FOUNTAINEER_SCREENSHOTS")
    out = Path(folder) if folder else tmp_path
    pygame.image.save(app.screen, str(out / "splash-aim-shrinking.png"))
    # No landing ring where the whole flight would end: the child aims alone.
    end = scene.look.camera.to_screen(full[-1])
    ring = app.screen.get_at((round(end[0]) + 16, round(end[1])))[:3]
    assert ring != (255, 255, 255)


# ------------------------------------------------------------ the setting
def test_the_aim_guide_setting_is_checked_and_kept(tmp_path: Path) -> None:
    assert Settings().aim_guide == DEFAULT_AIM_GUIDE == "shrinking"
    assert AIM_GUIDES == ("full", "shrinking", "off")
    with pytest.raises(ValueError, match="aim_guide"):
        Settings().with_changes(aim_guide="sideways")
    store = SettingsStore(tmp_path)
    store.save(Settings().with_changes(aim_guide="off"))
    assert SettingsStore(tmp_path).load().aim_guide == "off"
    store.path.write_text('{"aim_guide": 3}')
    assert SettingsStore(tmp_path).load() == Settings()  # reported, defaults used


def test_the_settings_screen_has_an_aim_guide_row(app: App) -> None:
    assert app.ctx is not None
    app.manager.push(SettingsScene(app.ctx))
    app.frame(1 / 60)
    ui = UiDriver(app)
    ui.click_rect(ui.widget("Page").segment_rect(1))  # the Game page
    row = ui.widget("Aim guide")
    assert isinstance(row, Choice)
    for index, value in ((2, "off"), (0, "full"), (1, "shrinking")):
        ui.click_rect(row.segment_rect(index))
        assert app.ctx.settings.aim_guide == value
