"""The Kids' Splash table tests share a running headless app and a folder
for the screenshots they save (``FOUNTAINEER_SCREENSHOTS`` names a folder to
keep them, e.g. ``docs/screenshots``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from game.cli import LaunchOptions


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    yield app
    app.stop()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = os.environ.get("FOUNTAINEER_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path / "shots"
    path.mkdir(parents=True, exist_ok=True)
    return path
