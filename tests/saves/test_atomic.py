"""Atomic, durable writes: a process killed between writing and renaming
leaves the previous save loadable, and its temporary file is removed at the
next start."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.atomic import STALE_AFTER, remove_stale_temps, temp_path, write_atomic
from game.paths import GamePaths
from game.saves.record import encode
from game.saves.store import SaveStore
from tests.saves.games import fountains_setup, last_fountains, record

ROOT = Path(__file__).resolve().parents[2]


def saved_bytes(stop: int) -> bytes:
    setup = fountains_setup(2, seed=71)
    game = last_fountains(setup, stop=stop)
    return encode(record(setup, game))


def test_write_replaces_the_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "saves" / "a.json"
    write_atomic(target, b"first")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert [p.name for p in target.parent.iterdir()] == ["a.json"]


def test_a_failed_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    write_atomic(target, b"good")

    def fail(_tmp: Path) -> None:
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        write_atomic(target, b"bad", before_replace=fail)
    assert target.read_bytes() == b"good"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


KILLED_WRITER = """
import os, signal, sys
from pathlib import Path
from game.atomic import write_atomic

def die(tmp):
    os.kill(os.getpid(), signal.SIGKILL)

target = Path(sys.argv[1])
write_atomic(target, sys.stdin.buffer.read(), before_replace=die)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_process_killed_before_the_rename_keeps_the_previous_save(
    tmp_path: Path,
) -> None:
    store = SaveStore(GamePaths.under(tmp_path))
    target = store.saves / "fountains-20261130-100000-abcdef.json"
    previous = saved_bytes(stop=8)
    write_atomic(target, previous)
    newer = saved_bytes(stop=12)
    run = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(KILLED_WRITER), str(target)],
        input=newer,
        cwd=ROOT,
        capture_output=True,
    )
    assert run.returncode == -9  # killed on purpose, between write and rename
    temps = [p for p in store.saves.iterdir() if p.name.endswith(".tmp")]
    assert len(temps) == 1 and temps[0].read_bytes() == newer  # written, not renamed
    loaded = store.load(target)  # the previous save is whole and loads
    assert len(loaded.game.actions) == 8
    # the next start removes what the killed process left
    fresh = SaveStore(GamePaths.under(tmp_path))
    assert fresh.tidy() == temps
    assert [p.name for p in store.saves.iterdir()] == [target.name]


def test_temporary_files_of_a_live_process_stay(tmp_path: Path) -> None:
    ours = temp_path(tmp_path / "a.json")
    ours.write_bytes(b"being written")
    foreign = tmp_path / ".notes.txt.tmp"
    foreign.write_bytes(b"not ours")  # not our name pattern: left alone
    assert remove_stale_temps(tmp_path) == []
    assert remove_stale_temps(tmp_path, now=time.time() + STALE_AFTER + 1) == [ours]
    assert foreign.exists()


def test_a_dead_process_is_recognised(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    pid = int(done.stdout)
    left = tmp_path / f".a.json.{pid}.0123abcd.tmp"
    left.write_bytes(b"half")
    if pid != os.getpid():
        assert remove_stale_temps(tmp_path) == [left]
