"""SIGTERM and SIGHUP end the game at once, windowed or headless: what is
committed is saved (on disk, readable, picked up by ``--continue`` as the same
game), one line says so, and the exit code is 0. Before, SDL turned SIGTERM
into a window close: "Quit Fountaineer?" waited for ever, and headless runs
spun to their frame limit and exited 1."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.saves.record import decode
from tests.game_process import headless_env

ROOT = Path(__file__).resolve().parent.parent
# A long game: it is well under way, never over, when the signal comes.
GAME = ["--autoplay", "--mode", "fountains", "--players", "5", "--advanced"]
SEED = "12"
HANG_GUARD_S = 120.0

pytestmark = pytest.mark.skipif(
    not hasattr(signal, "SIGHUP"), reason="SIGTERM and SIGHUP are POSIX signals"
)


def _start(config: Path, *argv: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "main.py", *argv],
        cwd=ROOT,
        env=headless_env(config),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _once_saved(run: subprocess.Popen[str], config: Path) -> Path:
    """The unfinished save, once the game has written one."""
    saves = config / "saves"
    give_up = time.monotonic() + HANG_GUARD_S
    while time.monotonic() < give_up:
        found = sorted(saves.glob("*.json")) if saves.is_dir() else []
        if found:
            return found[0]
        assert run.poll() is None, run.communicate()
        time.sleep(0.02)
    run.kill()
    raise AssertionError("the game never saved")


def _stopped(run: subprocess.Popen[str], sig: int) -> tuple[int, str, str]:
    run.send_signal(sig)
    try:
        out, err = run.communicate(timeout=HANG_GUARD_S)
    except subprocess.TimeoutExpired:
        run.kill()
        out, err = run.communicate()
        raise AssertionError(f"the game did not end on the signal: {err}") from None
    return run.returncode, out, err


def _play(config: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *argv],
        cwd=ROOT,
        env=headless_env(config),
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S * 2,
    )


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=["TERM", "HUP"])
def test_a_signal_saves_a_headless_game_and_continue_plays_it_on(
    tmp_path: Path, sig: signal.Signals
) -> None:
    config = tmp_path / "config"
    run = _start(config, "--headless", *GAME, "--seed", SEED)
    save = _once_saved(run, config)
    code, out, err = _stopped(run, sig)
    assert code == 0, err
    assert f"stopped by {sig.name}; the game is saved to {save}" in err
    assert "Traceback" not in err
    kept = decode(save.read_bytes(), save)  # on disk, whole, readable
    assert not kept.finished and len(kept.game.actions) >= 1
    assert not list(config.glob("saves/.*.tmp"))
    if sig is signal.SIGHUP:
        return  # the same way out as SIGTERM: resumed once, below
    resumed = _play(config, "--headless", "--autoplay", "--continue")
    whole = _play(tmp_path / "other", "--headless", *GAME, "--seed", SEED)
    assert resumed.returncode == 0 and whole.returncode == 0, resumed.stderr
    assert resumed.stdout == whole.stdout


def test_sigterm_ends_a_windowed_game_at_once_without_asking(tmp_path: Path) -> None:
    # SDL_VIDEODRIVER=dummy without --headless: the windowed loop, taken as meant.
    config = tmp_path / "config"
    run = _start(config, *GAME, "--seed", SEED)
    save = _once_saved(run, config)
    code, _, err = _stopped(run, signal.SIGTERM)
    assert code == 0, err
    assert f"stopped by SIGTERM; the game is saved to {save}" in err
    assert not decode(save.read_bytes(), save).finished


def _catches(pid: int, sig: int) -> bool:
    """Whether process ``pid`` has a handler for ``sig`` (Linux ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) >> (sig - 1) & 1)
    return False


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc")
def test_sigterm_at_the_title_just_ends(tmp_path: Path) -> None:
    run = _start(tmp_path / "config")
    give_up = time.monotonic() + HANG_GUARD_S
    while not _catches(run.pid, signal.SIGTERM):  # the app has started
        assert time.monotonic() < give_up and run.poll() is None
        time.sleep(0.05)
    code, _, err = _stopped(run, signal.SIGTERM)
    assert code == 0, err
    assert err.strip() == "Fountaineer: stopped by SIGTERM"
