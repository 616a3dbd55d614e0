"""Continue, Save and quit, keeping or not keeping a game, and Watch again,
clicked through with posted events."""

from __future__ import annotations

import pytest

from game.saves.record import encode
from game.saves.session import store_for
from game.saves.writer import WRITER
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.menus.confirm import ConfirmScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.results import ResultsScene
from game.scenes.menus.title import TitleScene
from game.scenes.replay.game_list import GameListScene
from game.scenes.replay.viewer import ReplayScene
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from tests.saves.games import fountains_setup, last_fountains, record

PEOPLE = GameSetup(
    Mode.FOUNTAINS,
    (Seat("Ada", (230, 120, 40)), Seat("Bo", (80, 170, 230))),
    seed=17,
)


def start_table(ui: UiDriver, moves: int) -> FountainsTableScene:
    """A two-person game started as the setup screen starts one, ``moves``
    actions in."""
    ctx = ui.app.ctx
    scene = ctx.screens.game(ctx, PEOPLE)
    ui.app.manager.push(scene)
    for _ in range(moves):
        scene.play(scene.game.legal_actions()[0])
    ui.frames()
    return scene


def to_title(ui: UiDriver) -> TitleScene:
    ui.app.manager.clear_to(ui.app.ctx.screens.title(ui.app.ctx))
    ui.frames()
    assert isinstance(ui.top, TitleScene)
    return ui.top


def test_no_continue_without_a_saved_game(ui: UiDriver) -> None:
    assert ui.has_widget("Play") and ui.has_widget("Replays")
    assert not ui.has_widget("Continue")


@pytest.mark.parametrize("moves", [1, 6])
def test_every_action_is_saved_and_continue_resumes_it(
    ui: UiDriver, moves: int
) -> None:
    scene = start_table(ui, moves=moves)
    WRITER.flush()
    game = scene.game.clone()
    title = to_title(ui)
    assert title.last is not None and title.last.turn == game.turn
    continue_button = ui.widget("Continue")
    assert "Fountains · Ada, Bo · turn" in continue_button.detail  # type: ignore[attr-defined]
    assert "today" in continue_button.detail  # type: ignore[attr-defined]
    ui.click("Continue")
    resumed = ui.top
    assert isinstance(resumed, FountainsTableScene)
    assert resumed.game == game and resumed.game.actions == game.actions
    assert resumed.game.current_seat == game.current_seat
    assert resumed.game.drafted == game.drafted and resumed.game.phase == game.phase
    if moves == 1:
        assert game.drafted is not None  # mid-turn: the drafted tile waits
    # the table stays in sight: whose turn, and what happened since, on it
    assert resumed.state.recap is not None and resumed.state.recap.light


def test_save_and_quit(ui: UiDriver) -> None:
    scene = start_table(ui, moves=3)
    ui.app.manager.push(PauseScene(ui.app.ctx, Mode.FOUNTAINS))
    ui.frames()
    assert ui.widget("Save and quit").enabled
    ui.click("Save and quit")
    assert isinstance(ui.top, TitleScene)
    store = store_for(ui.app.ctx)
    assert store is not None
    saved = store.load(scene.autosave.path)  # type: ignore[attr-defined]
    assert saved.game == scene.game and saved.setup == PEOPLE
    assert ui.has_widget("Continue")


def test_leaving_keeps_the_game_by_default(ui: UiDriver) -> None:
    scene = start_table(ui, moves=2)
    ui.app.manager.push(PauseScene(ui.app.ctx, Mode.FOUNTAINS))
    ui.frames()
    ui.click("Quit to menu")
    dialog = ui.top
    assert isinstance(dialog, ConfirmScene) and "kept for later" in dialog.message
    assert dialog.widgets.focused is ui.widget("Leave game")  # Enter keeps it
    ui.click("Leave game")
    assert isinstance(ui.top, TitleScene) and ui.has_widget("Continue")
    assert scene.autosave.path.exists()  # type: ignore[attr-defined]


def test_leaving_without_keeping(ui: UiDriver) -> None:
    scene = start_table(ui, moves=2)
    ui.app.manager.push(PauseScene(ui.app.ctx, Mode.FOUNTAINS))
    ui.frames()
    ui.click("Quit to menu")
    ui.click("Don't keep")
    assert isinstance(ui.top, TitleScene) and not ui.has_widget("Continue")
    assert not scene.autosave.path.exists()  # type: ignore[attr-defined]


def test_a_damaged_save_is_kept_aside_and_named(ui: UiDriver) -> None:
    store = store_for(ui.app.ctx)
    assert store is not None
    store.saves.mkdir(parents=True, exist_ok=True)
    bad = store.saves / "fountains-20261130-090000-aaaaaa.json"
    bad.write_bytes(b"[" * 100_000)
    to_title(ui)
    assert not ui.has_widget("Continue")
    assert bad.with_name(bad.name + ".corrupt").exists()
    assert any(str(bad) in notice for notice in ui.app.ctx.notices)


def test_continue_with_a_save_damaged_after_the_title_showed(ui: UiDriver) -> None:
    start_table(ui, moves=2)
    WRITER.flush()
    title = to_title(ui)
    assert title.last is not None
    data = title.last.path.read_bytes()
    title.last.path.write_bytes(data.replace(b'"turn":', b'"turn":1', 1))
    ui.click("Continue")
    assert isinstance(ui.top, TitleScene) and not ui.has_widget("Continue")
    assert any("could not be read" in n for n in ui.app.ctx.notices)


def test_results_offer_watch_again(ui: UiDriver) -> None:
    setup = fountains_setup(2, seed=19)
    finished = record(setup, last_fountains(setup))
    store = store_for(ui.app.ctx)
    assert store is not None
    store.remember_finished(finished)
    outcome = finished.game.outcome()
    ui.app.manager.push(ResultsScene(ui.app.ctx, setup, outcome))
    ui.frames()
    ui.click("Watch again")
    assert isinstance(ui.top, ReplayScene) and ui.top.saved is finished


def test_the_replays_list_opens_a_finished_game(ui: UiDriver) -> None:
    setup = fountains_setup(2, seed=20)
    finished = record(setup, last_fountains(setup))
    store = store_for(ui.app.ctx)
    assert store is not None
    store.replays.mkdir(parents=True, exist_ok=True)
    (store.replays / "fountains-20261130-080000-bbbbbb.json").write_bytes(
        encode(finished)
    )
    ui.click("Replays")
    assert isinstance(ui.top, GameListScene)
    label = "Fountains · Player 1, Player 2 · finished"
    ui.click(label)
    assert isinstance(ui.top, ReplayScene)
    assert ui.top.timeline.last == len(finished.game.actions)


def test_a_splash_game_resumes_with_the_same_droplets(ui: UiDriver) -> None:
    from game.rules.splash.save import game_to_json
    from game.scenes.splash.table import SplashTableScene

    ctx = ui.app.ctx
    setup = GameSetup(
        Mode.SPLASH,
        (Seat("Ada", (230, 120, 40), True), Seat("Bo", (80, 170, 230), True)),
        seed=23,
    )
    scene = ctx.screens.game(ctx, setup)
    ui.app.manager.push(scene)
    for _ in range(2000):
        if len(scene.game.actions) >= 9:
            break
        ui.app.frame(0.1, draw=False)
    before = game_to_json(scene.game)
    scene.autosave.keep()  # type: ignore[attr-defined]
    to_title(ui)
    assert "Kids' Splash · Ada, Bo" in ui.widget("Continue").detail  # type: ignore[attr-defined]
    ui.click("Continue")
    resumed = ui.top
    assert isinstance(resumed, SplashTableScene)
    assert game_to_json(resumed.game) == before
    in_pond = sorted(body for body, *_ in resumed.state.bodies)
    assert in_pond == list(resumed.game.pond_droplets())
