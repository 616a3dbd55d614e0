"""Killed at any moment, resumed as the same game: a headless autoplay game of
every mode (Fountains, Solo, Kids' Splash) is SIGKILLed at a random moment
while it autosaves, then ``--continue`` plays it out; it prints exactly what
the uninterrupted run of the same options and seed prints.

One kill per game by default; ``--run-slow`` kills each of several seeds at
several moments. The moments come from a seeded random stream
(``FOUNTAINEER_KILL_SEED`` picks another), and every failure names its seed
and delay so it can be run again.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.game_process import headless_env

ROOT = Path(__file__).resolve().parent.parent
HANG_GUARD_S = 300.0
KILL_SEED = int(os.environ.get("FOUNTAINEER_KILL_SEED", "21"))

pytestmark = pytest.mark.skipif(
    not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal"
)

GAMES = {
    "fountains": ["--mode", "fountains", "--players", "3"],
    "solo": ["--mode", "solo", "--difficulty", "hard"],
    "splash": ["--mode", "splash", "--players", "3", "--level", "classic_cup"],
}


def _mode(name: str) -> object:
    return pytest.param(name, id=name)


MODES = [_mode(name) for name in GAMES]


def _argv(mode: str, seed: int) -> list[str]:
    return ["--headless", "--autoplay", *GAMES[mode], "--seed", str(seed)]


@dataclass(frozen=True)
class Whole:
    """The uninterrupted run: what it prints, and how long it took."""

    out: str
    seconds: float


def _whole(tmp_path: Path, mode: str, seed: int) -> Whole:
    started = time.monotonic()
    run = subprocess.run(
        [sys.executable, "main.py", *_argv(mode, seed)],
        cwd=ROOT,
        env=headless_env(tmp_path / "whole"),
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
    )
    assert run.returncode == 0, run.stderr
    return Whole(run.stdout, time.monotonic() - started)


def _killed_then_resumed(
    config: Path, mode: str, seed: int, delay: float
) -> tuple[str, str] | None:
    """Start the game, SIGKILL it ``delay`` seconds after its first save,
    then ``--continue`` it: (what the resumed run printed, its stderr), or
    None when the game had ended before the kill came."""
    game = subprocess.Popen(
        [sys.executable, "main.py", *_argv(mode, seed)],
        cwd=ROOT,
        env=headless_env(config),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    saves = config / "saves"
    give_up = time.monotonic() + HANG_GUARD_S
    try:
        while not (saves.is_dir() and any(saves.glob("*.json"))):
            if game.poll() is not None:
                raise AssertionError(f"ended before its first save: {game.stderr}")
            assert time.monotonic() < give_up, "the game never saved"
            time.sleep(0.01)
        time.sleep(delay)
        game.kill()
        game.wait(HANG_GUARD_S)
    finally:
        if game.poll() is None:
            game.kill()
        if game.stderr is not None:
            game.stderr.close()
    if not any(saves.glob("*.json")):
        # It finished first: its replay is kept, nothing is left to resume.
        assert any((config / "replays").glob("*.json")), "the game was lost"
        return None
    resumed = subprocess.run(
        [sys.executable, "main.py", "--headless", "--autoplay", "--continue"],
        cwd=ROOT,
        env=headless_env(config),
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert not list(saves.glob("*.json")), "the resumed game is finished"
    assert not list(saves.glob(".*.tmp")), "a temporary file was left"
    return resumed.stdout, resumed.stderr


def _check(tmp_path: Path, mode: str, seed: int, kills: int) -> None:
    whole = _whole(tmp_path, mode, seed)
    moments = random.Random(f"{KILL_SEED}-{mode}-{seed}")
    resumed_games = 0
    for kill in range(kills):
        delay = round(moments.uniform(0.0, 0.6 * whole.seconds), 3)
        printed = None
        for attempt in range(4):  # it ended first: kill it sooner
            config = tmp_path / f"kill-{kill}-{attempt}"
            printed = _killed_then_resumed(config, mode, seed, delay)
            if printed is not None:
                break
            delay = round(delay / 3, 3)
        if printed is None:
            continue
        resumed_games += 1
        out, err = printed
        assert out == whole.out, (
            f"{mode} seed {seed} killed {delay} s after its first save "
            f"(FOUNTAINEER_KILL_SEED={KILL_SEED}) resumed as another game:\n"
            f"{out}\nnot\n{whole.out}\n{err}"
        )
    assert resumed_games or kills == 0, "every kill came after the game ended"


@pytest.mark.parametrize("mode", MODES)
def test_a_game_killed_at_a_random_moment_resumes_as_itself(
    tmp_path: Path, mode: str
) -> None:
    _check(tmp_path, mode, seed=5, kills=1)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("mode", MODES)
def test_many_kills_of_many_games_each_resume_as_themselves(
    tmp_path: Path, mode: str, seed: int
) -> None:
    _check(tmp_path, mode, seed=seed, kills=4)
