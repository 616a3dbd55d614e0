"""Two holes of issue 21 found by an independent hostile review, each shown
failing before its fix.

- Item 11: SIGTERM (or SIGHUP) while a computer seat's move is being shown
  saved the bots' random generators as they were *after* that move was
  decided, not as they were at the last commit, so ``--continue`` played a
  different game from the uninterrupted one (seed 11, 3 players). The save
  made at the last commit now stands.
- Item 10: headless, a stopped Hard worker was never waited for: the play-out
  loop runs simulated frames as fast as it can, so its frame limit passed in a
  few seconds of real time, before the worker's deadline (real seconds). A
  game is now given up only when its frames and its real time have run out
  (``game.play_limit``).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.game_process import headless_env

ROOT = Path(__file__).resolve().parent.parent
HANG_GUARD_S = 180.0


def _play(config: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *argv],
        cwd=ROOT,
        env=headless_env(config),
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
    )


GAME = ["--headless", "--autoplay", "--mode", "fountains", "--players", "3"]
SEED = "11"


@pytest.mark.parametrize("leaving", ["signal", "save and quit"])
def test_leaving_during_a_shown_computer_move_saves_the_bots_as_committed(
    tmp_path: Path, leaving: str
) -> None:
    """SIGTERM / SIGHUP, or the pause menu's Save and quit (``Autosave.keep``),
    while a computer's move is shown: the save is the last commit's."""
    from game.app import App
    from game.cli import parse_args

    config = tmp_path / "signalled"
    app = App(parse_args([*GAME, "--seed", SEED, "--config-dir", str(config)]))
    app.start()
    try:
        from game.saves.record import bot_states, computer_seats

        state = app.manager.scenes[-1].state
        at_commit: list[object] = [None]

        def remember(_game: object, _action: object) -> None:
            at_commit[0] = bot_states(computer_seats(state))

        state.on_commit.append(remember)
        # Play until a computer move has been decided and is being shown (not
        # yet committed, its bot's generator moved on), well into the game.
        guard = 0
        while not (
            state.bot_move is not None
            and len(state.game.actions) >= 30
            and bot_states(computer_seats(state)) != at_commit[0]
        ):
            app.frame(0.1, draw=False)
            guard += 1
            assert guard < 50_000, "no computer move was ever shown"
        committed = len(state.game.actions)
        if leaving == "signal":
            assert app.stop_for_signal("SIGTERM") == 0  # what SIGTERM and SIGHUP do
        else:
            assert app.manager.scenes[-1].autosave.keep()
    finally:
        app.stop()
    (signalled,) = sorted((config / "saves").glob("*.json"))
    at_signal = json.loads(signalled.read_bytes())

    # The same moment saved by --stop-after: what was committed.
    reference = tmp_path / "stopped"
    stopped = _play(reference, *GAME, "--seed", SEED, "--stop-after", str(committed))
    assert stopped.returncode == 0, stopped.stderr
    (kept,) = sorted((reference / "saves").glob("*.json"))
    at_stop = json.loads(kept.read_bytes())

    assert at_signal["game"] == at_stop["game"]
    assert at_signal["bots"] == at_stop["bots"], (
        "the save made on the signal holds bots' generators advanced past the "
        "last commit: --continue would not play the same game"
    )


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if int(fields[1]) == pid and b"spawn_main" in cmdline:
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(
    not hasattr(signal, "SIGSTOP") or not Path("/proc/self/stat").exists(),
    reason="needs SIGSTOP and /proc",
)
def test_the_headless_table_finishes_when_the_hard_worker_is_stopped(
    tmp_path: Path,
) -> None:
    from game.ai.fountains import MediumBot
    from game.rules.fountains.game import FountainsGame
    from game.rules.fountains.options import GameOptions
    from game.saves.record import SavedGame, encode
    from game.setup import GameSetup, Mode, Seat

    # An unfinished autoplay game of two Hard seats (Hard thinks in the worker).
    seats = (
        Seat("Ada", (230, 120, 40), True, level="hard"),
        Seat("Bo", (80, 170, 230), True, level="hard"),
    )
    setup = GameSetup(Mode.FOUNTAINS, seats, seed=8, autoplay=True)
    game = FountainsGame.new(GameOptions(players=2, seed=8))
    game.apply(MediumBot(8).choose(game))
    stamp = "2026-12-02T08:00:00Z"
    config = tmp_path / "config"
    (config / "saves").mkdir(parents=True)
    save = config / "saves" / "fountains-20261202-080000-000001.json"
    save.write_bytes(encode(SavedGame(setup, game, stamp, stamp)))

    run = subprocess.Popen(
        [sys.executable, "main.py", "--headless", "--autoplay", "--continue"],
        cwd=ROOT,
        env=headless_env(config),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    stopped: list[int] = []
    try:
        give_up = time.monotonic() + HANG_GUARD_S
        while not stopped:
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < give_up, "the worker never started"
            workers = _children(run.pid)
            if workers:
                time.sleep(1.0)  # deciding a move or two
                os.kill(workers[0], signal.SIGSTOP)
                stopped.append(workers[0])
            else:
                time.sleep(0.05)
        out, err = run.communicate(timeout=HANG_GUARD_S)
    finally:
        if run.poll() is None:
            run.kill()
            run.communicate()
        for pid in stopped:
            for sig in (signal.SIGCONT, signal.SIGKILL):
                try:
                    os.kill(pid, sig)
                except OSError:
                    pass
    assert "did not end within" not in err, err
    assert run.returncode == 0, err
    assert out.startswith("fountains game, seed 8: ")
