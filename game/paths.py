"""Every folder the game writes to, decided in one place.

Settings, saves and finished games (replays) go where each platform expects
them (``platformdirs``: XDG folders on Linux, Application Support on macOS,
AppData on Windows). One folder named on the command line (``--config-dir``)
or in ``$FOUNTAINEER_CONFIG_DIR`` holds all three instead, so a test or a
portable copy keeps everything together.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "fountaineer"
CONFIG_DIR_ENV = "FOUNTAINEER_CONFIG_DIR"
SETTINGS_FILE = "settings.json"


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
        if override is not None and str(override):
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
