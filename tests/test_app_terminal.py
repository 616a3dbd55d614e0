"""The game at a terminal: pipes that close, terminals that cannot show a
letter, no display at all, a screenshot that cannot be saved after all."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import app as app_module

ROOT = Path(__file__).resolve().parent.parent


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, FOUNTAINEER_CONFIG_DIR=str(tmp_path))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(extra)
    return env


def test_a_reader_that_goes_away_ends_the_run_quietly(tmp_path: Path) -> None:
    # `main.py --headless --autoplay ... | head -1`: the reader is gone before
    # the outcome is printed.
    argv = ["--headless", "--autoplay", "--mode", "solo", "--seed", "1"]
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        run = subprocess.run(
            [sys.executable, "main.py", *argv],
            cwd=ROOT,
            env=_env(tmp_path),
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert run.stderr == ""
    assert run.returncode == 1


def test_head_dash_1_in_a_shell(tmp_path: Path) -> None:
    run = subprocess.run(
        f"{sys.executable} main.py --headless --autoplay --seed 2 | head -1",
        shell=True,
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.stdout.startswith("fountains game, seed 2")
    assert "Traceback" not in run.stderr and "BrokenPipe" not in run.stderr


def test_accented_names_on_an_ascii_terminal_are_replaced(tmp_path: Path) -> None:
    argv = ["--headless", "--autoplay", "--players", "2", "--seed", "3"]
    run = subprocess.run(
        [sys.executable, "main.py", *argv, "--names", "Zoë,Ørjan"],
        cwd=ROOT,
        env=_env(tmp_path, PYTHONIOENCODING="ascii"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert "Zo?" in run.stdout and "?rjan" in run.stdout
    assert "Traceback" not in run.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="needs a Linux without a display")
def test_no_display_is_said_at_once_and_names_headless(tmp_path: Path) -> None:
    env = _env(tmp_path)
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    run = subprocess.run(
        [sys.executable, "main.py", "--mode", "solo"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 1
    # SDL may add its own complaint (e.g. about XDG_RUNTIME_DIR); ours is one line.
    lines = [line for line in run.stderr.splitlines() if "Fountaineer" in line]
    assert len(lines) == 1 and "Traceback" not in run.stderr, run.stderr
    assert "no display" in lines[0] and "--headless" in lines[0]


def test_an_asked_for_dummy_driver_still_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Tests and CI ask for SDL's dummy driver on purpose: that is not "no display".
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert app_module.main(["--config-dir", str(tmp_path)], max_frames=2) == 0


def test_a_screenshot_folder_gone_by_the_end_is_one_line_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "shots"
    folder.mkdir()
    app = app_module.App(
        app_module.parse_args(
            ["--headless", "--frames", "2", "--screenshot", str(folder / "a.png")]
            + ["--config-dir", str(tmp_path)]
        )
    )
    app.start()
    try:
        folder.rmdir()  # after the check, before the save
        assert app.run() == 1
    finally:
        app.stop()
    err = capsys.readouterr().err
    assert "cannot save the screenshot" in err and len(err.splitlines()) == 1
