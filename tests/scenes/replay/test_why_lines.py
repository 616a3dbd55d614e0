"""Issue 23: each computer move's plain reason is saved with the game, and the
replay viewer shows it on the line under the move; a replay saved before
reasons were kept still loads and plays back without them."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.ai.fountains import BotLevel, bot_for, explain_move
from game.ai.fountains.explain import plain_why
from game.app import App, main
from game.cli import LaunchOptions
from game.rules.fountains.game import FountainsGame
from game.saves.record import decode, encode
from game.saves.writer import WRITER
from game.scenes.fountains.table_log import screen_words
from game.scenes.replay.timeline import timeline_of
from game.scenes.replay.viewer import ReplayScene
from game.setup import GameSetup, Mode, Seat
from game.ui.driver import UiDriver
from game.ui.text import recording

SETUP = GameSetup(
    Mode.FOUNTAINS,
    (
        Seat("Ann", (230, 159, 0), True, "easy"),
        Seat("Bo", (86, 180, 233), True, "medium"),
    ),
    seed=17,
    autoplay=True,
)


def _played_out(folder: Path) -> Path:
    """``SETUP`` played to its end by the app, headless; its replay file."""
    app = App(LaunchOptions(setup=SETUP, headless=True, config_dir=folder))
    app.start()
    try:
        code, outcome, _ = app.play_out()
        assert code == 0 and outcome is not None
    finally:
        app.stop()
    assert WRITER.flush()  # the replay is written off the main loop
    replays = sorted((folder / "replays").glob("*.json"))
    assert len(replays) == 1
    return replays[0]


def test_a_finished_game_keeps_why_each_computer_move_was_played(
    tmp_path: Path,
) -> None:
    path = _played_out(tmp_path)
    saved = decode(path.read_bytes(), path)
    game = saved.game
    assert isinstance(game, FountainsGame) and game.is_over()
    # Every move was a computer's: each has its reason, under its own index.
    assert set(saved.reasons) == set(range(len(game.actions)))
    # The reasons are the bots' own plain sentences for those very moves.
    again = FountainsGame.new(game.options)
    bots = {
        seat: bot_for(BotLevel(s.level), 17 * 31 + seat)
        for seat, s in enumerate(SETUP.seats)
    }
    names = [s.name for s in SETUP.seats]
    for index, action in enumerate(game.actions[:12]):
        seat = again.current_seat
        decision = explain_move(again, bots[seat], names)
        assert decision.action == action
        assert saved.reasons[index] == plain_why(again, decision, names)
        again.apply(action)


def test_the_viewer_shows_why_under_the_move(tmp_path: Path) -> None:
    path = _played_out(tmp_path / "game")
    saved = decode(path.read_bytes(), path)
    timeline = timeline_of(saved)
    assert all(
        m.why == screen_words(saved.reasons[m.index - 1]) for m in timeline.moments[1:]
    )
    app = App(LaunchOptions(headless=True, config_dir=tmp_path / "viewer"))
    app.start()
    try:
        ui = UiDriver(app)
        scene = ReplayScene(app.ctx, saved)  # type: ignore[arg-type]
        app.manager.push(scene)
        ui.frames()
        for _ in range(3):
            ui.key(pygame.K_RIGHT)  # three moves on
        assert scene.index == 3
        with recording() as recorder:
            app.frame(1 / 60)
            shown = [t.words for t in recorder.texts_on(app.screen)]  # type: ignore[arg-type]
        moment = timeline.moments[3]
        assert moment.why and f"Why: {moment.why}" in " ".join(shown)
    finally:
        app.stop()


def test_a_replay_saved_before_reasons_were_kept_still_loads(tmp_path: Path) -> None:
    path = _played_out(tmp_path)
    doc = json.loads(path.read_bytes())
    del doc["reasons"], doc["profiles"]
    old = decode(json.dumps(doc).encode("utf-8"), path)
    assert old.reasons == {} and old.profiles == {}
    assert all(m.why == "" for m in timeline_of(old).moments)
    assert decode(encode(old)).reasons == {}


def test_a_game_stopped_and_continued_keeps_every_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = ("--headless", "--autoplay", "--mode", "fountains", "--players", "2")
    whole, split = tmp_path / "whole", tmp_path / "split"
    assert main([*game, "--seed", "5", "--config-dir", str(whole)]) == 0
    stop = ("--stop-after", "23")
    assert main([*game, "--seed", "5", *stop, "--config-dir", str(split)]) == 0
    assert WRITER.flush()
    [unfinished] = (split / "saves").glob("*.json")
    assert set(decode(unfinished.read_bytes()).reasons) == set(range(23))
    assert (
        main(["--headless", "--autoplay", "--continue", "--config-dir", str(split)])
        == 0
    )
    assert WRITER.flush()
    capsys.readouterr()
    [expected] = (whole / "replays").glob("*.json")
    [continued] = (split / "replays").glob("*.json")
    first = decode(expected.read_bytes())
    assert decode(continued.read_bytes()).reasons == first.reasons
    assert set(first.reasons) == set(range(len(first.game.actions)))
