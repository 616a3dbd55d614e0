"""The Fountains table in windows of every size and at every Text size,
through the app: it fills the picture, a click on a pawn lands where the pawn
shows, and its texts read cleanly (the table is drawn on the 1280x720
logical screen and scaled into the picture: see ARCHITECTURE.md, "Sizes and
scale")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.scenes.fountains.table import FountainsTableScene
from game.settings import TEXT_SIZES
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.text import recording
from game.ui.theme import SEAT_COLOURS

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))
SHOTS = Path("/tmp/h6")
SEATS = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1]))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_table_at_every_window_size(tmp_path, size, text_size) -> None:
    app = App(LaunchOptions(headless=True, size=size, config_dir=tmp_path))
    app.start()
    try:
        app.ctx.settings = app.ctx.settings.with_changes(
            text_size=text_size, handoff_screen=False
        )
        setup = GameSetup(Mode.FOUNTAINS, SEATS, seed=4)
        table = FountainsTableScene(app.ctx, setup)
        app.manager.push(table)
        table.state.skip_handoff()
        ui = UiDriver(app)
        ui.frames(2)
        assert table.awaiting_human()
        pawn = next(iter(table.game.basin.pawns))
        ui.click_at(table.screen_pos_of_pawn(pawn))  # where it shows in the window
        assert table.state.selected_pawn == pawn
        with recording() as recorder:
            ui.frames()
            problems = recorder.problems(app.window.drawn_on)
        assert not problems, "\n".join(problems)
        # the picture fills the window's width or height, the bars the rest
        area = app.window.view.area
        assert area.width == size[0] or area.height == size[1]
        if SHOTS.is_dir():
            pygame.image.save(
                app.screen, str(SHOTS / f"table-{size[0]}x{size[1]}-{text_size}.png")
            )
    finally:
        app.stop()


def test_a_new_text_size_shows_at_once(tmp_path) -> None:
    """Text size changed mid-game (as the Settings screen does): the next
    frame's texts are larger, cached cards and strips included."""
    app = App(LaunchOptions(headless=True, size=(1920, 1080), config_dir=tmp_path))
    app.start()
    try:
        table = FountainsTableScene(app.ctx, GameSetup(Mode.FOUNTAINS, SEATS, seed=4))
        table.state.skip_handoff()
        app.manager.push(table)
        ui = UiDriver(app)

        def heights() -> dict[str, int]:
            with recording() as recorder:
                table.refresh()  # the static layer drawn again, its texts noted
                ui.frames()
                texts = recorder.texts_on(app.window.drawn_on)
            return {t.words: t.rect.height for t in texts}

        before = heights()
        app.ctx.change_settings(text_size=150)
        after = heights()
        shared = [words for words in before if words in after]
        assert len(shared) > 10
        grown = [w for w in shared if after[w] >= before[w] * 1.3]
        assert len(grown) >= len(shared) * 0.6, (before, after)
    finally:
        app.stop()
