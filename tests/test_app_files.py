"""Where the game finds its own files (ponds, sounds) and where it writes:
a source checkout, a pip install, a PyInstaller bundle; one module decides."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import paths
from game.audio import manager
from game.cli import parse_args
from game.context import LEVELS_DIR, make_context
from game.paths import GamePaths, asset_dir, levels_dir, sounds_dir


def test_a_checkout_finds_its_levels_and_sounds() -> None:
    assert levels_dir() == paths.SOURCE_ROOT / "levels"
    assert sorted(levels_dir().glob("*.tmx"))
    assert (sounds_dir() / "click_1.ogg").is_file()
    assert LEVELS_DIR == levels_dir() and manager.ASSETS / "sounds" == sounds_dir()


def test_a_bundle_finds_its_files_inside_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "levels").mkdir()
    (tmp_path / "assets" / "sounds").mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert levels_dir() == tmp_path / "levels"
    assert sounds_dir() == tmp_path / "assets" / "sounds"


def test_a_pip_install_finds_its_files_under_share(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    share = tmp_path / "share" / "fountaineer" / "levels"
    share.mkdir(parents=True)
    monkeypatch.setattr(paths, "SOURCE_ROOT", tmp_path / "site-packages")
    monkeypatch.setattr(sys, "prefix", str(tmp_path))
    assert levels_dir() == share
    # nowhere at all: the checkout's place, so an error names where to look
    assert asset_dir("nothing") == tmp_path / "site-packages" / "nothing"


def test_one_folder_holds_settings_saves_and_replays(tmp_path: Path) -> None:
    options = parse_args(["--config-dir", str(tmp_path / "one")])
    game_paths = GamePaths.resolve(options.config_dir)
    assert game_paths == GamePaths.under(tmp_path / "one")
    ctx = make_context(config_dir=game_paths.config)
    assert ctx.store.path == game_paths.settings_file
    ctx.change_settings(volume=30)
    assert game_paths.settings_file.is_file()


@pytest.mark.parametrize(
    ("env", "config"),
    [
        ({"FOUNTAINEER_CONFIG_DIR": "~/games/f"}, "HOME/games/f"),
        ({"XDG_CONFIG_HOME": "/x"}, "/x/fountaineer"),
    ],
)
def test_the_environment_still_chooses_the_folder(
    env: dict[str, str], config: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    expected = Path(config.replace("HOME", str(tmp_path)))
    assert GamePaths.resolve(None, env).config == expected
    assert GamePaths.resolve(tmp_path / "cli", env).config == tmp_path / "cli"
