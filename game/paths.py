"""Every folder the game reads its own files from or writes to, decided in
one place.

Settings, saves and finished games (replays) go where each platform expects
them (``platformdirs``: XDG folders on Linux, Application Support on macOS,
AppData on Windows). One folder named on the command line (``--config-dir``)
or in ``$FOUNTAINEER_CONFIG_DIR`` holds all three instead, so a test or a
portable copy keeps everything together.

The game's own files (the ponds in ``levels/``, the sounds in
``assets/sounds/``) are found by ``asset_dir`` wherever the game runs from: a
source checkout, a ``pip install`` (``<prefix>/share/fountaineer``) or a
PyInstaller bundle (``sys._MEIPASS``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "fountaineer"
CONFIG_DIR_ENV = "FOUNTAINEER_CONFIG_DIR"
SETTINGS_FILE = "settings.json"
# A source checkout: the folder holding game/, levels/ and assets/.
SOURCE_ROOT = Path(__file__).resolve().parent.parent


def asset_roots() -> list[Path]:
    """Where the game's own files may be, most likely first."""
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        roots.append(Path(bundle))
    roots.append(SOURCE_ROOT)
    for prefix in dict.fromkeys((sys.prefix, sys.base_prefix)):
        roots.append(Path(prefix) / "share" / APP_NAME)  # pip's data-files
    return roots


def asset_dir(*parts: str) -> Path:
    """The folder ``parts`` of the game's own files (``asset_dir("levels")``):
    the first root that has it; the source checkout's when none has (so an
    error names the expected place)."""
    for root in asset_roots():
        folder = root.joinpath(*parts)
        if folder.is_dir():
            return folder
    return SOURCE_ROOT.joinpath(*parts)


def levels_dir() -> Path:
    """The Kids' Splash ponds (Tiled ``.tmx``) shipped with the game."""
    return asset_dir("levels")


def sounds_dir() -> Path:
    """The generated sound effects and music shipped with the game."""
    return asset_dir("assets", "sounds")


@dataclass(frozen=True)
class GamePaths:
    """Where the settings file, the saved games and the replays live."""

    config: Path
    saves: Path
    replays: Path

    @property
    def settings_file(self) -> Path:
        return self.config / SETTINGS_FILE

    @classmethod
    def under(cls, folder: Path) -> GamePaths:
        """Everything in one folder: settings beside ``saves/`` and ``replays/``."""
        return cls(config=folder, saves=folder / "saves", replays=folder / "replays")

    @classmethod
    def resolve(
        cls, override: Path | str | None = None, env: Mapping[str, str] | None = None
    ) -> GamePaths:
        """The folders for this run: ``override`` (``--config-dir``), else
        ``$FOUNTAINEER_CONFIG_DIR``, else ``$XDG_CONFIG_HOME/fountaineer`` for
        settings, else the platform's own folders."""
        env = os.environ if env is None else env
        if override is not None and str(override).strip():
            return cls.under(Path(os.path.expanduser(str(override))))
        named = env.get(CONFIG_DIR_ENV)
        if named:
            return cls.under(Path(os.path.expanduser(named)))
        xdg = env.get("XDG_CONFIG_HOME")
        config = (
            Path(os.path.expanduser(xdg)) / APP_NAME
            if xdg
            else platformdirs.user_config_path(APP_NAME, appauthor=False)
        )
        data = platformdirs.user_data_path(APP_NAME, appauthor=False)
        return cls(config=config, saves=data / "saves", replays=data / "replays")
