"""Issue 21, items 1 to 3: a game is never lost, "saved" is only said when it
was, and a file the game cannot read is left where it is.

Tests run as root here, so a folder cannot be made read-only with ``chmod``:
a plain file where the folder should be (every write under it fails, as on a
read-only disk), or a patched ``os.open`` / ``write_atomic`` raising the
error a read-only or full disk would, stands in for it.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game import atomic
from game.app import App, main
from game.cli import parse_args
from game.context import make_context
from game.paths import GamePaths
from game.rules.errors import CorruptStateError
from game.saves import store as store_module
from game.saves.autosave import Autosave
from game.saves.bounded_json import UnreadableSaveError
from game.saves.record import encode
from game.saves.store import SaveStore
from game.saves.writer import WRITER, SaveWriter
from game.settings import Settings, SettingsStore
from tests.saves.games import fountains_setup, fountains_states, record

FOUNTAINS = ("--mode", "fountains", "--players", "2", "--seed", "5")


def table_state(game: object) -> SimpleNamespace:
    return SimpleNamespace(game=game, on_commit=[], computer=SimpleNamespace(bots={}))


def play_to_the_end(store: SaveStore, writer: SaveWriter) -> Autosave:
    """A seeded game autosaved action by action until it is over."""
    setup = fountains_setup(2, seed=61)
    states = fountains_states(setup)
    game = next(states)
    autosave = Autosave(store, setup, table_state(game), writer=writer)
    for game in states:
        if game.actions:
            autosave.on_commit(game, game.actions[-1])
    writer.flush()
    assert game.is_over()
    return autosave


def block(folder: Path) -> None:
    """Make ``folder`` unwritable for the game: a plain file in its place."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder")


# -- 1. a finished game whose replay cannot be written --------------------------


def test_a_finished_game_is_kept_when_its_replay_cannot_be_written(
    tmp_path: Path,
) -> None:
    paths = GamePaths.under(tmp_path)
    block(paths.replays)
    store = SaveStore(paths)
    autosave = play_to_the_end(store, SaveWriter())
    # Not in replays (it cannot be written), so the finished game stays in saves/.
    kept = store.load(autosave.path)
    assert kept.finished and kept.game.is_over()
    assert store.unfinished() == []  # Continue does not offer a finished game
    assert [e.path for e in store.finished()] == [autosave.path]  # Watch does
    assert autosave.problem is not None and "replay" in autosave.problem
    assert str(paths.replays) in autosave.problem and str(autosave.path) in (
        autosave.problem
    )
    [record_] = store.recent
    assert (store.unkept_line(record_) or "").startswith("Not saved as a replay")
    assert autosave.keep() is False


def test_with_a_full_disk_the_unfinished_save_stays_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(GamePaths.under(tmp_path))
    writer = SaveWriter()
    setup = fountains_setup(2, seed=61)
    games = list(_copies(fountains_states(setup)))
    autosave = Autosave(store, setup, table_state(games[0]), writer=writer)
    for game in games[1:-1]:
        autosave.on_commit(game, game.actions[-1])
    writer.flush()
    before = autosave.path.read_bytes()

    def full(target: Path, data: bytes, before_replace: Any = None) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_module, "write_atomic", full)
    autosave.on_commit(games[-1], games[-1].actions[-1])
    writer.flush()
    assert autosave.path.read_bytes() == before  # nothing removed, nothing torn
    assert "No space left on device" in (autosave.problem or "")
    assert "unfinished save" in (autosave.problem or "")
    assert store.unfinished()[0].path == autosave.path


def _copies(states: Any) -> Any:
    """Each state of a game as its own object (the states reuse one game)."""
    from game.rules.fountains.game import FountainsGame

    for game in states:
        yield FountainsGame.replay(game.options, list(game.actions))


def test_the_unfinished_save_goes_only_after_the_replay_is_on_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(GamePaths.under(tmp_path))
    seen: list[tuple[str, bool]] = []
    real_write = atomic.write_atomic

    def write(target: Path, data: bytes, before_replace: Any = None) -> None:
        real_write(target, data)
        seen.append((target.parent.name, any((tmp_path / "saves").glob("*.json"))))

    monkeypatch.setattr(store_module, "write_atomic", write)
    autosave = play_to_the_end(store, SaveWriter())
    assert seen == [("replays", True)]  # the save was still there as it was written
    assert not autosave.path.exists() and autosave.problem is None
    assert autosave.keep() is True


def test_a_headless_game_whose_replay_cannot_be_written_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    block(tmp_path / "replays")
    code = main(["--headless", "--autoplay", *FOUNTAINS, "--config-dir", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 1
    assert "fountains game, seed 5:" in out  # the outcome is still printed
    assert "could not be saved as a replay" in err and str(tmp_path) in err
    [kept] = (tmp_path / "saves").glob("*.json")
    assert json.loads(kept.read_text())["finished"] is True


def test_a_finished_game_kept_in_saves_becomes_a_replay_at_the_next_start(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The replays folder could not be written when the game ended; at the
    next start (the first store of the folder) the game is filed as a replay
    after all, byte for byte, and the saves folder holds nothing more."""
    block(tmp_path / "replays")
    main(["--headless", "--autoplay", *FOUNTAINS, "--config-dir", str(tmp_path)])
    capsys.readouterr()
    [kept] = (tmp_path / "saves").glob("*.json")
    data = kept.read_bytes()
    store = SaveStore(GamePaths.under(tmp_path))
    assert store.refile_finished() == []  # still blocked: kept, and said
    assert kept.read_bytes() == data and store.unfinished() == []
    assert "could not be saved as a replay" in " ".join(store.problems)
    (tmp_path / "replays").unlink()  # the folder can be made again
    store = SaveStore(GamePaths.under(tmp_path))
    [replay] = store.refile_finished()
    assert replay.read_bytes() == data and not kept.exists()
    assert [entry.path for entry in store.finished()] == [replay]
    assert store.refile_finished() == []  # once only


def test_continue_played_out_exits_1_when_the_replay_cannot_be_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = str(tmp_path)
    code = main(
        ["--headless", "--autoplay", *FOUNTAINS, "--stop-after", "9"]
        + ["--config-dir", config]
    )
    assert code == 0
    block(tmp_path / "replays")
    code = main(["--headless", "--autoplay", "--continue", "--config-dir", config])
    out, err = capsys.readouterr()
    assert code == 1 and "could not be saved as a replay" in err
    [kept] = (tmp_path / "saves").glob("*.json")
    assert json.loads(kept.read_text())["finished"] is True


def test_the_results_screen_says_the_game_is_not_a_replay(tmp_path: Path) -> None:
    block(tmp_path / "replays")
    options = parse_args(
        ["--headless", "--autoplay", *FOUNTAINS, "--config-dir", str(tmp_path)]
    )
    app = App(options)
    try:
        app.start()
        code, outcome, _ = app.play_out()
        assert code == 0 and outcome is not None
        for _ in range(600):  # the table shows the end, then the results
            if type(app.manager.top).__name__ == "ResultsScene":
                break
            app.frame(0.1, draw=False)
        WRITER.flush()
        results = app.manager.top
        assert results.subheading.startswith("Not saved as a replay")
        assert "kept in the saves folder" in results.subheading
        assert results.static_key() != ()  # the line is part of what is drawn
    finally:
        app.stop()


# -- 2. "saved" only when it was -------------------------------------------------


def test_keep_says_whether_the_save_was_written(tmp_path: Path) -> None:
    paths = GamePaths.under(tmp_path)
    block(paths.saves)
    store = SaveStore(paths)
    writer = SaveWriter()
    setup = fountains_setup(2, seed=62)
    states = fountains_states(setup, stop=4)
    game = next(states)
    autosave = Autosave(store, setup, table_state(game), writer=writer)
    for game in states:
        autosave.on_commit(game, game.actions[-1])
    assert autosave.keep() is False
    assert "cannot save" in (autosave.problem or "")
    paths.saves.unlink()  # the disk is writable again: the next save works
    autosave.active = True
    assert autosave.keep() is True and autosave.problem is None
    assert store.load(autosave.path).game == game


def test_stop_after_in_a_folder_that_cannot_be_written_says_not_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    block(tmp_path / "saves")
    code = main(
        ["--headless", "--autoplay", *FOUNTAINS, "--stop-after", "7"]
        + ["--config-dir", str(tmp_path)]
    )
    out, err = capsys.readouterr()
    assert code == 1
    assert "saved to" not in out + err
    assert "stopped after 7 actions" in err and "the save could not be written" in err


def test_stop_after_on_a_read_only_disk_says_not_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.saves import writer as writer_module

    def read_only(target: Path, data: bytes, before_replace: Any = None) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(writer_module, "write_atomic", read_only)
    code = main(
        ["--headless", "--autoplay", *FOUNTAINS, "--stop-after", "7"]
        + ["--config-dir", str(tmp_path)]
    )
    out, err = capsys.readouterr()
    assert code == 1 and "saved to" not in out
    assert "Read-only file system" in err and "the save could not be written" in err


# -- 3. a file the game cannot read is left where it is --------------------------


def refuse_to_open(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """``os.open`` of any file called ``name`` fails as without permission."""
    real_open = os.open

    def guarded(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(os.fsdecode(path)).name == name:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded)


def test_a_save_without_read_permission_is_reported_and_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = GamePaths.under(tmp_path)
    setup = fountains_setup(2, seed=63)
    *_, game = fountains_states(setup, stop=6)
    paths.saves.mkdir(parents=True)
    locked = paths.saves / "fountains-20261130-100000-aaaaaa.json"
    locked.write_bytes(encode(record(setup, game)))
    refuse_to_open(monkeypatch, locked.name)
    store = SaveStore(paths)
    assert store.unfinished() == []
    with pytest.raises(UnreadableSaveError, match="Permission denied"):
        store.load(locked)
    assert isinstance(UnreadableSaveError("x"), CorruptStateError)
    assert sorted(p.name for p in paths.saves.iterdir()) == [locked.name]
    assert any(
        "Permission denied" in p and "left where it is" in p and str(locked) in p
        for p in store.problems
    )
    monkeypatch.undo()  # readable again: it is back in the list, unharmed
    assert [e.path for e in SaveStore(paths).unfinished()] == [locked]


def test_a_settings_file_without_read_permission_is_never_moved_or_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 30, "music": false}')
    refuse_to_open(monkeypatch, "settings.json")
    ctx = make_context(config_dir=tmp_path)
    assert ctx.settings == Settings()
    assert "Permission denied" in (ctx.store.warning or "")
    ctx.change_settings(volume=90)
    ctx.change_settings(volume=80)
    assert ctx.settings.volume == 80  # the change holds for this run
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]
    saying = [n for n in ctx.notices if "cannot save" in n]
    assert len(saying) == 1 and "left as it is" in saying[0] and str(path) in saying[0]
    assert ctx.store.is_unreadable
    monkeypatch.undo()
    assert SettingsStore(tmp_path).load() == Settings(volume=30, music=False)


def test_a_damaged_settings_file_is_still_moved_aside(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"volume": "loud"}')
    store = SettingsStore(tmp_path)
    store.load()
    assert store.is_corrupt and not store.is_unreadable
    assert store.save(Settings(volume=20)) == store.corrupt_path
    assert store.corrupt_path.read_text() == '{"volume": "loud"}'


def test_the_kids_results_screen_says_it_too(tmp_path: Path) -> None:
    from game.cli import LaunchOptions
    from game.saves.session import store_for
    from tests.saves.games import last_splash, splash_setup

    block(tmp_path / "replays")
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    try:
        app.start()
        store = store_for(app.ctx)
        assert store is not None
        setup = splash_setup(2, seed=3)
        finished = record(setup, last_splash(setup))
        save = store.new_path(setup)
        finished.path = store.replay_path(save)
        store.remember_finished(finished)
        assert store.file_finished(save, finished.path, encode(finished))
        scene = app.ctx.screens.splash_results(app.ctx, setup, finished.game)
        app.manager.push(scene)
        app.frame(1 / 60)
        line = scene._unkept()  # noqa: SLF001 - what the heading shows
        assert line is not None and line.startswith("Not saved as a replay")
        assert line in str(scene.static_key())
        assert json.loads(save.read_text())["finished"] is True
    finally:
        app.stop()


def test_continue_tries_a_save_it_cannot_read_once_then_says_there_is_none(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.saves import store as store_module

    config = str(tmp_path)
    main(
        ["--headless", "--autoplay", *FOUNTAINS, "--stop-after", "3"]
        + [
            "--config-dir",
            config,
        ]
    )
    [path] = (tmp_path / "saves").glob("*.json")

    def header_yes_game_no(target: Path, limit: int = 0) -> bytes:
        # the header reads (read_prefix); the whole game does not
        raise UnreadableSaveError(f"{target}: cannot read: Input/output error")

    monkeypatch.setattr(store_module, "read_regular", header_yes_game_no)
    capsys.readouterr()
    code = main(["--headless", "--autoplay", "--continue", "--config-dir", config])
    _, err = capsys.readouterr()
    assert code == 1 and "Input/output error" in err and "left where it is" in err
    assert "no unfinished game" in err and path.exists()
