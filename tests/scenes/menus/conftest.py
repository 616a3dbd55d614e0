"""The menus' tests share one running app, started headless in a folder of
their own, and a driver that clicks it as a player would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from game.cli import LaunchOptions
from game.ui.driver import UiDriver


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield app
    app.stop()


@pytest.fixture
def ui(app: App) -> UiDriver:
    return UiDriver(app)
