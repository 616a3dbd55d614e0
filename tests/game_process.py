"""Running the game as its own process in a test: headless, with its own
config folder (settings, saves and replays all in one place)."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def headless_env(config: Path) -> dict[str, str]:
    """This environment, with the game's files in ``config`` and SDL's dummy
    video and audio drivers."""
    env = dict(os.environ, FOUNTAINEER_CONFIG_DIR=str(config))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env
