"""The Kids' Splash table in windows of every size and at every Text size,
through the app: who starts, a choice moment, the Free Pick buttons, a throw in the air,
the winner's celebration and the results screen each read cleanly (no two
texts overlap, none runs past its box or the picture, none is cut), drawn at
the window's own resolution (texts at the physical size), while clicks land
where the targets show (see ARCHITECTURE.md, "Sizes and scale")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.rules.splash import Phase
from game.scenes.splash.results import SplashResultsScene
from game.scenes.splash.table import SplashTableScene
from game.scenes.splash.who_starts import WhoStartsScene
from game.settings import TEXT_SIZES
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.text import recording
from game.ui.theme import SEAT_COLOURS
from tests.scenes.splash.test_reduce_motion import finished

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))
#: Three seats, one with the longest name a board shows.
SEATS = (
    Seat("Ada", SEAT_COLOURS[0]),
    Seat("Bo", SEAT_COLOURS[1]),
    Seat("Christabel", SEAT_COLOURS[2]),
)
SHOTS = Path("/tmp/h7")


def read_cleanly(app: App, ui: UiDriver, what: str, *words: str) -> None:
    """One frame noted: its texts read cleanly and ``words`` are among them,
    drawn on the picture itself (the table draws at scale)."""
    with recording() as recorder:
        ui.frames()
        picture = app.window.drawn_on
        problems = recorder.problems(picture)
        texts = {t.words for t in recorder.texts_on(picture)}
    assert picture.get_size() == app.window.view.area.size, "drawn at scale"
    assert not problems, f"{what}:\n" + "\n".join(problems)
    missing = [w for w in words if w not in texts]
    assert not missing, f"{what}: {missing} not drawn (drawn: {sorted(texts)})"


def until(ui: UiDriver, done: object, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        ui.frames()
    raise AssertionError("the table never got there")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kids_table_at_every_window_and_text_size(tmp_path, size) -> None:
    app = App(LaunchOptions(headless=True, size=size, config_dir=tmp_path))
    app.start()
    try:
        ui = UiDriver(app)
        for text_size in TEXT_SIZES:
            app.ctx.settings = app.ctx.settings.with_changes(text_size=text_size)
            setup = GameSetup(Mode.SPLASH, SEATS, seed=5)
            app.manager.push(WhoStartsScene(app.ctx, setup))
            words = ("Who went swimming most recently?", "Christabel", "Back")
            read_cleanly(app, ui, "who starts", *words)
            app.manager.pop()
            table = SplashTableScene(app.ctx, setup)
            app.manager.push(table)
            until(ui, table.waiting_for_human)
            read_cleanly(app, ui, "the die", "Ada", "Christabel", "0/10")
            ui.click_at(table.button_pos("die"))  # where it shows in the window
            until(ui, lambda t=table: t.waiting_for_human() and t.state.rolling <= 0)
            assert table.game.phase is Phase.CHOOSE
            read_cleanly(app, ui, "a choice", "Free Pick", "Splash!")
            ui.click_at(table.button_pos("pick"))
            assert table.choice.picking
            read_cleanly(app, ui, "the Free Pick buttons", "Back")
            ui.click_at(table.button_pos("back"))
            ui.click_at(table.button_pos("splash"))
            assert table.game.phase is Phase.THROW
            until(ui, table.waiting_for_human)
            ui.click_at(table.drop_pos(sum(table.level.drop_span) / 2))
            ui.frames(12)
            assert table.pond.is_throwing()
            read_cleanly(app, ui, "a throw in the air", "Splash!")
            if SHOTS.is_dir():
                name = f"splash-{size[0]}x{size[1]}-{text_size}.png"
                pygame.image.save(app.screen, str(SHOTS / name))
            app.manager.pop()
            ended = SplashTableScene(app.ctx, setup, finished(setup))
            app.manager.push(ended)
            winner = SEATS[ended.game.winner or 0].name
            read_cleanly(app, ui, "the winner", f"{winner} wins!", "We have a winner!")
            app.manager.replace(SplashResultsScene(app.ctx, setup, ended.game))
            ui.frames(2)
            read_cleanly(
                app,
                ui,
                "the results",
                f"{winner} wins!",
                "Everyone's droplets",
                "Biggest moments",
                "Play again",
            )
            app.manager.pop()
    finally:
        app.stop()
