"""Issue 21, items 5, 8 and 9: files that are not what they claim to be.

``--replay`` of a device, a FIFO or a symlink to one is refused at once; a
folder of large saves is listed from a few kilobytes of each; the settings
file's leftovers and odd shapes are dealt with; odd command lines get one
clear line.
"""

from __future__ import annotations

import os
import threading
import tracemalloc
from pathlib import Path

import pytest

from game.cli import MAX_FRAMES, parse_args
from game.paths import GamePaths
from game.saves.bounded_json import MAX_FILE_BYTES
from game.saves.record import encode
from game.saves.store import HEADER_BYTES, LEGACY_HEADER_BYTES, SaveStore
from game.settings import Settings, SettingsStore
from tests.saves.games import fountains_setup, last_fountains, record

# -- 5. --replay of what is not a regular file -----------------------------------


def refused_at_once(
    argv: list[str], capsys: pytest.CaptureFixture[str], unblock: Path | None = None
) -> str:
    """Parse ``argv`` on a thread; it must exit 2 within seconds, not hang.
    ``unblock``: a FIFO to open for writing if it hangs (so the thread ends)."""
    codes: list[object] = []

    def parse() -> None:
        try:
            parse_args(argv)
        except SystemExit as exc:
            codes.append(exc.code)

    worker = threading.Thread(target=parse, daemon=True)
    worker.start()
    worker.join(timeout=20)
    if worker.is_alive() and unblock is not None:
        os.close(os.open(unblock, os.O_WRONLY))  # let the stuck reader go
        worker.join(timeout=5)
    assert codes == [2], f"{argv} hung or was accepted"
    return capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("through_link", [False, True])
def test_replay_of_a_fifo_is_refused_not_waited_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], through_link: bool
) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    named = fifo
    if through_link:
        named = tmp_path / "link.json"
        named.symlink_to(fifo)
    err = refused_at_once(["--replay", str(named)], capsys, unblock=fifo)
    assert "--replay:" in err and "not a regular file" in err


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("through_link", [False, True])
def test_replay_of_a_device_reads_nothing_of_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], device: str, through_link: bool
) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    named = Path(device)
    if through_link:
        named = tmp_path / "link.json"
        named.symlink_to(device)
    tracemalloc.start()
    try:
        err = refused_at_once(["--replay", str(named)], capsys)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert "not a regular file" in err
    assert peak < MAX_FILE_BYTES  # not a byte more than a save may be


def test_a_save_is_read_no_further_than_the_bound_whatever_its_size_says(
    tmp_path: Path,
) -> None:
    from game.saves.bounded_json import OversizedSaveError, read_prefix

    path = tmp_path / "big.json"
    path.write_bytes(b" " * 5000)
    data, whole = read_prefix(path, 1000, largest=10_000)
    assert len(data) == 1000 and whole is False
    with pytest.raises(OversizedSaveError, match="larger than a save"):
        read_prefix(path, 1000, largest=4000)


def test_replay_with_an_empty_name_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused_at_once(["--replay", ""], capsys)
    assert "--replay: the file name is empty" in err
    assert "cannot read ." not in err


# -- 8. Continue's list reads headers, not whole games ---------------------------


def padded_save(folder: Path, name: str, size: int, summary: bool = True) -> Path:
    """A valid save made ``size`` bytes long with spaces between its members
    (after the header, as a long game's log would be)."""
    setup = fountains_setup(2, seed=81)
    data = encode(record(setup, last_fountains(setup, stop=6)))
    if not summary:  # as a save from before the summary came first
        start = data.index(b',"summary":')
        data = data[:start] + data[data.index(b"}", start) + 1 :]
    padding = b" " * max(0, size - len(data))
    data = data.replace(b',"bots":', b"," + padding + b'"bots":', 1)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(data)
    return path


def peak_while(action: object) -> tuple[object, int]:
    tracemalloc.start()
    try:
        result = action()  # type: ignore[operator]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return result, peak


def test_sixty_large_saves_are_listed_from_their_headers(tmp_path: Path) -> None:
    paths = GamePaths.under(tmp_path)
    first = padded_save(paths.saves, "fountains-20261130-100000-000000.json", 1_500_000)
    for number in range(1, 60):
        (paths.saves / f"fountains-20261130-100000-{number:06}.json").write_bytes(
            first.read_bytes()
        )
    store = SaveStore(paths)
    entries, peak = peak_while(store.unfinished)
    assert len(entries) == 60  # type: ignore[arg-type]
    assert peak < 20 * HEADER_BYTES  # a header at a time, never a whole save
    assert store.problems == []
    assert store.load(first).action_count == 6  # and each opens whole


def test_an_oversized_save_is_refused_unread(tmp_path: Path) -> None:
    paths = GamePaths.under(tmp_path)
    big = padded_save(paths.saves, "fountains-20261130-100000-000001.json", 3_000_000)
    store = SaveStore(paths)
    entries, peak = peak_while(store.unfinished)
    assert entries == [] and peak < 20 * HEADER_BYTES
    assert not big.exists() and any("larger than a save" in p for p in store.problems)


def test_an_older_save_without_a_summary_is_still_listed(tmp_path: Path) -> None:
    paths = GamePaths.under(tmp_path)
    small = padded_save(paths.saves, "fountains-20261130-100000-000001.json", 0, False)
    large = padded_save(
        paths.saves, "fountains-20261130-100000-000002.json", 100_000, False
    )
    store = SaveStore(paths)
    assert sorted(e.path for e in store.unfinished()) == [small, large]
    assert {e.actions for e in store.unfinished()} == {6}
    huge = padded_save(
        paths.saves,
        "fountains-20261130-100000-000003.json",
        LEGACY_HEADER_BYTES + 1000,
        False,
    )
    store = SaveStore(paths)
    assert huge not in [e.path for e in store.unfinished()]
    assert huge.exists()  # not damaged, only too large to list: left as it is
    assert any(str(huge) in p and "left where it is" in p for p in store.problems)


def test_a_summary_that_does_not_match_the_game_is_refused(tmp_path: Path) -> None:
    path = padded_save(tmp_path / "saves", "fountains-20261130-100000-0.json", 0)
    path.write_bytes(path.read_bytes().replace(b'"actions":6}', b'"actions":7}', 1))
    from game.rules.errors import CorruptStateError

    store = SaveStore(GamePaths.under(tmp_path))
    with pytest.raises(CorruptStateError, match="summary"):
        store.load(path)


# -- 9. leftovers -------------------------------------------------------------------


def test_a_killed_settings_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    gone = 2**22 + 12345  # above Linux's largest process id: no such process
    stale = tmp_path / f".settings.json.{gone}.0123abcd.tmp"
    stale.write_text('{"volume": 1')
    mine = tmp_path / f".settings.json.{os.getpid()}.89abcdef.tmp"
    mine.write_text("{")  # a write still going on in this process
    store = SettingsStore(tmp_path)
    store.load()
    assert not stale.exists() and mine.exists()
    store.save(Settings(volume=40))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [mine.name, "settings.json"]


def test_an_old_versions_killed_settings_write_is_removed_once_old(
    tmp_path: Path,
) -> None:
    from game.atomic import STALE_AFTER

    old = tmp_path / ".settings.json.k2x_9q0a.tmp"  # tempfile.mkstemp's name
    young = tmp_path / ".settings.json.b7c1d2e3.tmp"
    for path in (old, young):
        path.write_text("{")
    long_ago = old.stat().st_mtime - STALE_AFTER - 60
    os.utime(old, (long_ago, long_ago))
    SettingsStore(tmp_path).load()
    assert not old.exists() and young.exists()


def test_a_folder_named_settings_json_is_named_by_its_path(tmp_path: Path) -> None:
    folder = tmp_path / "settings.json"
    folder.mkdir()
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    warning = store.warning or ""
    assert str(folder) in warning and "folder" in warning
    assert "[Errno" not in warning  # no file descriptor number for a name
    with pytest.raises(OSError, match="left as it is"):
        store.save(Settings(volume=30))
    assert folder.is_dir()


def test_frames_has_an_upper_bound(capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_args(["--headless", "--frames", str(MAX_FRAMES)]).frames == MAX_FRAMES
    err = refused_at_once(["--headless", "--frames", str(MAX_FRAMES + 1)], capsys)
    assert f"must be 1 to {MAX_FRAMES}" in err
    err = refused_at_once(["--headless", "--frames", "9" * 5000], capsys)
    assert f"must be 1 to {MAX_FRAMES}" in err and len(err.splitlines()) == 1


def test_seeds_out_of_range_are_refused_on_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import game.setup

    largest = 2**63 - 1  # the largest seed a save holds
    options = parse_args(["--mode", "solo", "--seed", str(largest)])
    assert options.setup is not None and options.setup.seed == largest
    for seed in (str(largest + 1), str(2**64), "-1"):
        err = refused_at_once(["--mode", "solo", "--seed", seed], capsys)
        assert "--seed: must be 0" in err
    assert game.setup.MAX_SEED == largest
