from pathlib import Path

import pygame
import pytest

from game import app
from game.settings import CONFIG_DIR_ENV


def test_window_opens_and_closes_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    assert app.main([], max_frames=3) == 0
    assert not pygame.get_init()
