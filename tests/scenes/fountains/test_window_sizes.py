"""The Fountains table in windows of every size and at every Text size,
through the app: it draws at the window's own resolution (``draws_at_scale``:
on the picture, not on 1280x720 scaled), fills the picture, a click on a pawn
lands where the pawn shows, and its texts read cleanly in each state looked at
(a pawn chosen, a tile held over a spot with its preview, the hand-off card,
the hint): see ARCHITECTURE.md, "Sizes and scale"."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.scenes.fountains.computer_seats import ComputerSeats
from game.scenes.fountains.table import FountainsTableScene
from game.settings import TEXT_SIZES
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.text import recording
from game.ui.theme import SEAT_COLOURS

SIZES = ((1024, 576), (1366, 768), (1920, 1080), (3840, 2160))
#: Set FOUNTAINEER_TEST_SHOTS to a folder to keep a picture of each case.
SHOTS = os.environ.get("FOUNTAINEER_TEST_SHOTS", "")
SEATS = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1]))
HANG_GUARD_S = 60.0


def _choose_a_pawn(table: FountainsTableScene, ui: UiDriver) -> None:
    pawn = next(p for p in table.game.basin.pawns if table.state.legal_drafts(p))
    ui.click_at(table.screen_pos_of_pawn(pawn))  # where it shows in the window
    assert table.state.selected_pawn == pawn


def _hold_a_tile(table: FountainsTableScene, ui: UiDriver) -> None:
    """A pawn moved by clicks, then Tab shows the best spot with its preview."""
    _choose_a_pawn(table, ui)
    pawn = table.state.selected_pawn
    space = table.state.legal_drafts(pawn)[0].space
    ui.click_at(table.screen_pos_of_space(space))
    assert table.game.drafted is not None
    ui.key(pygame.K_TAB)
    assert table.held.hover_preview is not None


def _hand_off(table: FountainsTableScene, ui: UiDriver) -> None:
    """Ann's turn played and confirmed: the card passing the mouse to Bram."""
    _hold_a_tile(table, ui)
    ui.key(pygame.K_RETURN)  # the Tab spot put down
    ui.key(pygame.K_RETURN)  # the turn confirmed
    give_up = time.monotonic() + HANG_GUARD_S
    while table.state.handoff is None:
        assert time.monotonic() < give_up, "no hand-off came"
        ui.frames()


def _the_hint(table: FountainsTableScene, ui: UiDriver) -> None:
    pos = table.button_pos("hint")
    assert pos is not None
    ui.click_at(pos)
    give_up = time.monotonic() + HANG_GUARD_S
    while table.hint.shown is None:
        assert time.monotonic() < give_up, "no hint came"
        ui.frames()


STATES: dict[str, Callable[[FountainsTableScene, UiDriver], None]] = {
    "pawn": _choose_a_pawn,
    "held": _hold_a_tile,
    "handoff": _hand_off,
    "hint": _the_hint,
}


@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_table_at_every_window_size(tmp_path, size, text_size, state) -> None:
    app = App(LaunchOptions(headless=True, size=size, config_dir=tmp_path))
    app.start()
    try:
        app.ctx.settings = app.ctx.settings.with_changes(
            text_size=text_size, handoff_screen=state == "handoff", table_tips=False
        )
        setup = GameSetup(Mode.FOUNTAINS, SEATS, seed=4)
        table = FountainsTableScene(app.ctx, setup)
        # the hint's search kept small: the words are looked at, not the advice
        table.state.computer = ComputerSeats(4, [], hint_nodes=6)
        app.manager.push(table)
        table.state.skip_handoff()
        ui = UiDriver(app)
        ui.frames(2)
        assert table.awaiting_human()
        STATES[state](table, ui)
        with recording() as recorder:
            table.refresh()  # the static layer drawn again, its texts noted
            ui.frames()
            problems = recorder.problems(app.window.drawn_on)
        assert not problems, "\n".join(problems)
        # drawn at the window's resolution, on the picture itself
        assert table.draws_at_scale
        assert app.window.drawn_on.get_size() == app.window.view.area.size
        # the picture fills the window's width or height, the bars the rest
        area = app.window.view.area
        assert area.width == size[0] or area.height == size[1]
        if SHOTS:
            name = f"table-{state}-{size[0]}x{size[1]}-{text_size}.png"
            pygame.image.save(app.screen, str(Path(SHOTS) / name))
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


def _holding_table(ctx: object) -> FountainsTableScene:
    """A fresh two-player table whose first player holds the drafted tile over
    a legal spot (its ghost, water, chip and spot marks show)."""
    setup = GameSetup(Mode.FOUNTAINS, SEATS, seed=4)
    table = FountainsTableScene(ctx, setup, tips=False)
    table.state.skip_handoff()
    table.update(0.0)
    state = table.state
    pawn = next(p for p in table.game.basin.pawns if state.legal_drafts(p))
    assert state.draft(pawn, state.legal_drafts(pawn)[0].space)
    table.update(0.0)
    table.draw(pygame.Surface((1280, 720)))  # the large view's camera is set
    spots = [p for p in table.game.legal_placements() if p.rotation == 0]
    pos = next(
        at for at in map(table.screen_pos_for_placement, spots) if at is not None
    )
    table.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    assert table.held.hover_preview is not None
    return table


def _texts_drawn(
    table: FountainsTableScene, size: tuple[int, int]
) -> dict[str, list[pygame.Rect]]:
    """Where each text landed on a surface of ``size``, by its words (in the
    order drawn)."""
    surface = pygame.Surface(size)
    with recording() as recorder:
        table.refresh()
        table.draw(surface)
        texts = recorder.texts_on(surface)
    found: dict[str, list[pygame.Rect]] = {}
    for t in texts:
        found.setdefault(t.words, []).append(t.rect)
    return found


def _placed_at_scale(one: pygame.Rect, drawn: pygame.Rect, scale: float) -> bool:
    """``drawn`` is ``one`` at ``scale``: put by its left, centre or right
    (and top, middle or bottom) on the point ``scale`` times as far (a text
    at the physical size is not exactly ``scale`` times as wide)."""

    def near(got: tuple[int, ...], wanted: tuple[int, ...]) -> bool:
        return any(abs(g - w * scale) <= 3 for g, w in zip(got, wanted, strict=True))

    return near(
        (drawn.left, drawn.centerx, drawn.right), (one.left, one.centerx, one.right)
    ) and near(
        (drawn.top, drawn.centery, drawn.bottom), (one.top, one.centery, one.bottom)
    )


#: Texts the table's drawings (not its panels of words and buttons) put down:
#: the thumbnails' lines, the large view's name plate, the held piece's chip,
#: the Basin's words and counts.
DRAWN_BY_THE_BOARD = ("tiles ·", "tile ·", "'s fountain", "Level 1 ·", "Bonus")


def test_the_board_draws_at_the_view_of_its_surface(tmp_path) -> None:
    """At 1920x1080 (a view of 1.5) the fountain, its thumbnails, the held
    piece and the Basin are drawn one and a half times as large and put where
    1.5 times their place at 1280x720 is: texts at the physical size, not
    1280x720 texts moved."""
    app = App(LaunchOptions(headless=True, size=(1280, 720), config_dir=tmp_path))
    app.start()
    try:
        app.ctx.settings = app.ctx.settings.with_changes(handoff_screen=False)
        table = _holding_table(app.ctx)
        small = _texts_drawn(table, (1280, 720))
        large = _texts_drawn(table, (1920, 1080))
        mine = [
            (words, one, drawn)
            for words in small
            if any(part in words for part in DRAWN_BY_THE_BOARD)
            for one, drawn in zip(small[words], large.get(words, []), strict=False)
        ]
        assert len(mine) >= 4, sorted(small)
        for words, one, drawn in mine:
            assert _placed_at_scale(one, drawn, 1.5), (words, one, drawn)
            assert 1.3 <= drawn.height / one.height <= 1.7, (words, one, drawn)
    finally:
        app.stop()
