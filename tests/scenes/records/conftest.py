"""The Records screens' tests: one running app in a folder whose replays
hold a season of finished games (so the first run rebuilds them)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from game.cli import LaunchOptions
from game.records.session import close_all
from game.saves.record import SavedGame
from game.ui.driver import UiDriver
from tests.records.conftest import _season, write_replays


@pytest.fixture
def season(tmp_path: Path) -> list[SavedGame]:
    return write_replays(tmp_path / "replays", _season())


@pytest.fixture
def app(tmp_path: Path, season: list[SavedGame]) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield app
    app.stop()
    close_all()


@pytest.fixture
def ui(app: App) -> UiDriver:
    return UiDriver(app)
