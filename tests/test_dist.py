"""The game people install and share: the standalone one-folder app that
`make dist` builds, and the wheel `pip install .` installs. Both take minutes:
opt-in with ``--run-dist`` (run before a release)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
PROGRAM = ROOT / "dist" / "fountaineer" / "fountaineer"

pytestmark = pytest.mark.dist


def _clean_env(tmp_path: Path) -> dict[str, str]:
    """No Python hints, no source tree: only what the bundle carries."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "VIRTUAL_ENV"))
    }
    env.update(
        PATH="/usr/bin:/bin",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        FOUNTAINEER_CONFIG_DIR=str(tmp_path / "config"),
    )
    return env


@pytest.fixture(scope="module")
def built_program() -> Path:
    build = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_dist.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    assert PROGRAM.is_file() and os.access(PROGRAM, os.X_OK)
    return PROGRAM


def _start(program: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(program), *args],
        cwd=tmp_path,  # away from the source tree
        env=_clean_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_built_program_starts_headless_and_saves_a_screenshot(
    built_program: Path, tmp_path: Path
) -> None:
    shot = tmp_path / "title.png"
    started = time.perf_counter()
    run = _start(
        built_program,
        tmp_path,
        "--headless",
        "--frames",
        "30",
        "--screenshot",
        str(shot),
    )
    seconds = time.perf_counter() - started
    assert run.returncode == 0, run.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    colours = {image.get_at((x, 280))[:3] for x in range(360, 920, 7)}
    assert len(colours) > 5  # the title, not a blank frame
    print(f"built program: 30 headless frames in {seconds:.2f} s")


def test_the_built_program_carries_its_ponds_and_sounds(
    built_program: Path, tmp_path: Path
) -> None:
    folder = built_program.parent
    assert sorted(p.name for p in folder.rglob("levels/*.tmx"))
    assert {p.stem for p in folder.rglob("assets/sounds/*.ogg")} >= {"click_1", "win_1"}
    assert {p.stem for p in folder.rglob("assets/music/*.ogg")} >= {"title", "splash"}
    shot = tmp_path / "pond.png"
    run = _start(
        built_program,
        tmp_path,
        "--headless",
        "--mode",
        "splash",
        "--level",
        "classic_cup",
        "--seed",
        "1",
        "--frames",
        "20",
        "--screenshot",
        str(shot),
    )
    assert run.returncode == 0, run.stderr
    assert "splash game, seed 1" in run.stdout and shot.is_file()
    bad = _start(built_program, tmp_path, "--players", "3")
    assert bad.returncode == 2 and bad.stderr.startswith("fountaineer: error:")


def test_the_built_program_plays_a_game_out(
    built_program: Path, tmp_path: Path
) -> None:
    run = _start(
        built_program,
        tmp_path,
        "--headless",
        "--autoplay",
        "--mode",
        "solo",
        "--seed",
        "1",
    )
    assert run.returncode == 0, run.stderr
    assert "solo game, seed 1:" in run.stdout and "decided by:" in run.stdout


def test_the_wheel_has_the_command_and_the_game_files(tmp_path: Path) -> None:
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps"]
        + ["--quiet", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    (wheel,) = tmp_path.glob("fountaineer-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "fountaineer = game.app:run" in text
    data = "/data/share/fountaineer/"
    assert any(n.endswith(data + "levels/classic_cup.tmx") for n in names)
    assert any(n.endswith(data + "assets/sounds/click_1.ogg") for n in names)
    assert any(n.endswith(data + "assets/music/title.ogg") for n in names)
    assert "game/paths.py" in names and "game/app.py" in names
