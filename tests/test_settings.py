import json
import os
import stat
import threading
from pathlib import Path

import pytest

from game.context import make_context
from game.settings import (
    CONFIG_DIR_ENV,
    Settings,
    SettingsStore,
    default_config_dir,
    parse_settings,
)


def test_missing_file_gives_defaults_and_names_the_file(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "nowhere")
    assert store.load() == Settings()
    assert store.warning is not None
    assert str(store.path) in store.warning and "does not exist" in store.warning
    assert not store.is_corrupt


def test_save_then_load_round_trips(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    changed = Settings(
        volume=30, music=False, fullscreen=True, colour_blind=True, animation_speed=1.5
    )
    store.save(changed)
    assert SettingsStore(tmp_path).load() == changed
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"volume": "loud"}', "volume must be a whole number"),
        ('{"volume": 140}', "volume must be 0 to 100"),
        ('{"music": "yes"}', "music must be true or false"),
        ('{"animation_speed": 7}', "animation_speed must be one of"),
    ],
)
def test_corrupt_file_gives_defaults_and_a_one_line_warning(
    tmp_path: Path, text: str, problem: str
) -> None:
    (tmp_path / "settings.json").write_text(text)
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.warning is not None
    assert "\n" not in store.warning
    assert str(store.path) in store.warning
    assert problem in store.warning
    assert store.is_corrupt


def test_corrupt_file_is_kept_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{broken")
    store = SettingsStore(tmp_path)
    store.load()
    assert path.read_text() == "{broken"  # loading alone never touches it
    store.save(Settings(volume=20))
    assert (tmp_path / "settings.json.corrupt").read_text() == "{broken"
    assert json.loads(path.read_text())["volume"] == 20
    # A second corrupt file does not clobber the first one kept aside.
    path.write_text("{broken again")
    store.load()
    store.save(Settings(volume=40))
    assert (tmp_path / "settings.json.corrupt").read_text() == "{broken"
    assert (tmp_path / "settings.json.corrupt2").read_text() == "{broken again"


def test_unknown_keys_are_ignored_and_missing_keys_default(tmp_path: Path) -> None:
    settings = parse_settings('{"volume": 50, "future_option": 3}', tmp_path / "s")
    assert settings == Settings(volume=50)


def test_unreadable_file_is_reported_without_crashing(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()  # a folder where the file should be
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.warning is not None and "cannot be read" in store.warning


def test_config_dir_precedence(tmp_path: Path) -> None:
    assert default_config_dir({CONFIG_DIR_ENV: str(tmp_path)}) == tmp_path
    assert default_config_dir({"XDG_CONFIG_HOME": "/x"}) == Path("/x/fountaineer")
    assert default_config_dir({}) == Path.home() / ".config" / "fountaineer"


def test_with_changes_checks_values() -> None:
    with pytest.raises(ValueError, match="volume must be 0 to 100"):
        Settings().with_changes(volume=101)


def test_context_saves_changes_and_reports_a_failed_save(tmp_path: Path) -> None:
    ctx = make_context(config_dir=tmp_path)
    ctx.change_settings(colour_blind=True, volume=40)
    assert SettingsStore(tmp_path).load() == Settings(colour_blind=True, volume=40)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file, not a folder")
    ctx = make_context(config_dir=blocked)
    ctx.change_settings(music=False)
    assert ctx.settings.music is False
    assert any("cannot save" in notice for notice in ctx.notices)


def test_corrupt_settings_warning_reaches_the_screen_notices(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{")
    ctx = make_context(config_dir=tmp_path)
    assert len(ctx.notices) == 1 and "settings.json" in ctx.notices[0]
    ctx.change_settings(volume=10)
    assert (tmp_path / "settings.json.corrupt").read_text() == "{"
    assert len(ctx.notices) == 1 and "kept as" in ctx.notices[0]
    assert str(tmp_path / "settings.json.corrupt") in ctx.notices[0]


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("[" * 20_000, "nested too deeply"),
        ('{"volume": 1e999}', "volume must be a whole number"),
        (" " * 70_000 + "{}", "larger than 64 KB"),
        (b"\xff\xfe{}", "not UTF-8 text"),
    ],
)
def test_hostile_files_are_reported_not_raised(
    tmp_path: Path, content: str | bytes, problem: str
) -> None:
    path = tmp_path / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.is_corrupt and store.warning is not None
    assert str(path) in store.warning and problem in store.warning
    store.save(Settings(volume=20))  # the bad file is kept, the new one written
    assert store.corrupt_path.exists()
    assert SettingsStore(tmp_path).load().volume == 20


def test_a_folder_where_the_file_should_be_is_reported(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.is_corrupt and "cannot be read" in (store.warning or "")


def test_a_config_dir_that_cannot_be_written_is_said_and_play_goes_on(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file, not a folder")
    ctx = make_context(config_dir=blocker)
    assert ctx.settings == Settings()
    ctx.change_settings(volume=40)  # must not raise
    ctx.change_settings(volume=50)
    assert ctx.settings.volume == 50
    assert sum("cannot save" in notice for notice in ctx.notices) == 1
    assert any(
        str(blocker) in notice and "cannot save" in notice for notice in ctx.notices
    )
    assert blocker.read_text() == "a file, not a folder"


# -- hostile files and safe writes (issue 10) -------------------------------------


def test_an_integer_of_thousands_of_digits_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": ' + "7" * 5000 + "}")
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.is_corrupt and str(path) in (store.warning or "")
    assert "not valid settings" in (store.warning or "")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_in_place_of_the_file_does_not_hang_the_start(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.json")
    store = SettingsStore(tmp_path)
    result: list[Settings] = []
    reader = threading.Thread(target=lambda: result.append(store.load()), daemon=True)
    reader.start()
    reader.join(timeout=5)
    assert result == [Settings()], "loading a FIFO hung"
    assert store.is_corrupt and "not a regular file" in (store.warning or "")


def test_saves_use_a_temporary_file_of_their_own_and_sync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A fixed "settings.json.tmp" in the way (here a folder) must not matter.
    (tmp_path / "settings.json.tmp").mkdir()
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        mode = os.fstat(fd).st_mode
        synced.append("folder" if stat.S_ISDIR(mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    store = SettingsStore(tmp_path)
    store.load()
    store.save(Settings(volume=40))
    assert synced == ["file", "folder"]
    assert SettingsStore(tmp_path).load().volume == 40
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "settings.json",
        "settings.json.tmp",
    ]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(volume=30))

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="No space"):
        store.save(Settings(volume=90))
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    assert SettingsStore(tmp_path).load().volume == 30


def test_keys_this_version_does_not_know_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 50, "future_option": [1, "two"], "zoom": 3}')
    store = SettingsStore(tmp_path)
    assert store.load().volume == 50
    store.save(store.load().with_changes(volume=60))
    saved = json.loads(path.read_text())
    assert saved["future_option"] == [1, "two"] and saved["zoom"] == 3
    assert saved["volume"] == 60


@pytest.mark.parametrize(("volume", "stepped"), [(73, 70), (75, 80), (4, 0), (96, 100)])
def test_volume_is_kept_on_its_steps(tmp_path: Path, volume: int, stepped: int) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"volume": volume}))
    store = SettingsStore(tmp_path)
    assert store.load().volume == stepped
    assert Settings().with_changes(volume=volume).volume == stepped
    store.save(Settings(volume=volume))
    assert json.loads((tmp_path / "settings.json").read_text())["volume"] == stepped


def test_settings_file_is_where_game_paths_says(tmp_path: Path) -> None:
    from game.paths import GamePaths

    assert SettingsStore(tmp_path).path == GamePaths.under(tmp_path).settings_file


def test_text_size_is_one_of_the_three_sizes() -> None:
    from game.settings import TEXT_SIZES, Settings

    assert Settings().text_size == 100 and TEXT_SIZES == (100, 125, 150)
    assert Settings().with_changes(text_size=150).text_size == 150
    for bad in (130, 125.0, True, "125"):
        with pytest.raises(ValueError, match="text_size must be one of"):
            Settings().with_changes(text_size=bad)
