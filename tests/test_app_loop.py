"""The loop: asyncio-friendly, capped delta time, F11, and the headless hook by
which a table scene hands back its outcome."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game.app import MAX_DT, App, finished_outcome
from game.cli import LaunchOptions, parse_args
from game.rules.outcome import Outcome
from game.scenes import directory
from game.scenes.menus.results import ResultsScene
from game.scenes.scene import Scene
from game.settings import SettingsStore
from game.ui.driver import UiDriver

OUTCOME = Outcome((1,), (3, 8), "most points", "test end")


class Recorder(Scene):
    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self.dts: list[float] = []

    def update(self, dt: float) -> None:
        self.dts.append(dt)


class FakeTable(Scene):
    """Finishes after a few frames the way the contract says table scenes do."""

    game_in_progress = True

    def __init__(self, ctx, setup) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self.setup = setup
        self.frames = 0

    def update(self, dt: float) -> None:
        self.frames += 1
        if self.frames == 30:
            assert self.manager is not None
            self.manager.replace(ResultsScene(self.ctx, self.setup, OUTCOME))


def test_the_loop_runs_under_asyncio(tmp_path: Path) -> None:
    app = App(LaunchOptions(headless=True, frames=4, config_dir=tmp_path))
    app.start()
    try:
        assert asyncio.run(app.run_async()) == 0
        assert app.frames == 4
    finally:
        app.stop()
    assert not pygame.get_init()


def test_delta_time_is_capped(tmp_path: Path) -> None:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    try:
        recorder = Recorder(app.ctx)
        app.manager.push(recorder)
        app.frame(5.0)  # a five-second stall
        app.frame(0.01)
        assert recorder.dts == [MAX_DT, 0.01]
    finally:
        app.stop()


def test_f11_toggles_the_fullscreen_setting(tmp_path: Path) -> None:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    try:
        UiDriver(app).key(pygame.K_F11)
        assert app.ctx.settings.fullscreen
        assert SettingsStore(tmp_path).load().fullscreen
        UiDriver(app).key(pygame.K_F11)
        assert not app.ctx.settings.fullscreen
    finally:
        app.stop()


def test_headless_autoplay_is_driven_by_the_table_scene(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(directory, "game_scene", FakeTable)
    options = parse_args(
        [
            "--headless",
            "--autoplay",
            "--mode",
            "fountains",
            "--players",
            "2",
            "--config-dir",
            str(tmp_path),
        ]
    )
    app = App(options)
    app.start()
    try:
        code, outcome, message = app.play_out()
    finally:
        app.stop()
    assert (code, outcome, message) == (0, OUTCOME, "")
    assert 30 <= app.frames <= 32  # the table finished on its 30th update


def test_finished_outcome_reads_a_scene_hook(tmp_path: Path) -> None:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    try:
        assert finished_outcome(app.manager) is None
        table = Scene(app.ctx)
        table.outcome = None  # type: ignore[attr-defined]
        app.manager.push(table)
        assert finished_outcome(app.manager) is None
        table.outcome = OUTCOME  # type: ignore[attr-defined]
        assert finished_outcome(app.manager) is OUTCOME
    finally:
        app.stop()


def test_main_prints_the_outcome_of_a_headless_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(directory, "game_scene", FakeTable)
    code = app_module.main(
        [
            "--headless",
            "--autoplay",
            "--mode",
            "fountains",
            "--players",
            "2",
            "--names",
            "Ada,Bo",
            "--seed",
            "9",
            "--config-dir",
            str(tmp_path),
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "fountains game, seed 9: Bo wins!" in out
    assert "* Bo" in out and "decided by: most points" in out


def test_a_first_start_is_quiet_and_a_bad_file_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        app_module.main(["--headless", "--frames", "2", "--config-dir", str(tmp_path)])
        == 0
    )
    assert capsys.readouterr().err == ""  # no settings file yet: nothing to say
    (tmp_path / "settings.json").write_text('{"volume": "loud"}')
    assert (
        app_module.main(["--headless", "--frames", "2", "--config-dir", str(tmp_path)])
        == 0
    )
    err = capsys.readouterr().err
    assert str(tmp_path / "settings.json") in err and "volume" in err
    assert (tmp_path / "settings.json").read_text() == '{"volume": "loud"}'


def test_a_headless_game_run_prints_its_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--headless", "--frames", "2", "--mode", "solo", "--seed", "41"]
    assert app_module.main([*argv, "--config-dir", str(tmp_path)]) == 0
    assert "solo game, seed 41" in capsys.readouterr().out


def test_f11_again_and_again_with_resizes_on_a_windowless_driver(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app = App(LaunchOptions(headless=False, config_dir=tmp_path))  # dummy driver
    app.start()
    try:
        ui = UiDriver(app)
        for press in range(9):
            ui.key(pygame.K_F11)
            resize = pygame.event.Event(
                pygame.VIDEORESIZE, size=(800, 600), w=800, h=600
            )
            pygame.event.post(resize)
            ui.frames()
            assert app.ctx.settings.fullscreen is (press % 2 == 0)
        assert app.screen.get_size() == (1280, 720) and app.running
    finally:
        app.stop()
    assert "fullscreen" not in capsys.readouterr().err
