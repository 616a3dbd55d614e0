"""The sound buses' levels: settings fields, their checks, and the Settings
screen's rows, which apply them at once."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from game.cli import LaunchOptions
from game.settings import Settings, SettingsError, SettingsStore, parse_settings
from game.ui.driver import UiDriver
from game.ui.widgets import Stepper

LEVELS = ("music_volume", "effects_volume", "voice_volume")


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiDriver]:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    app.frame(1 / 60)
    yield UiDriver(app)
    app.stop()


def test_the_levels_default_and_round_trip_through_json(tmp_path: Path) -> None:
    settings = Settings()
    assert (settings.music_volume, settings.effects_volume) == (0.8, 0.8)
    assert settings.voice_volume == 1.0
    store = SettingsStore(tmp_path)
    changed = settings.with_changes(music_volume=0.3, voice_volume=0.0)
    store.save(changed)
    assert store.load() == changed


@pytest.mark.parametrize("name", LEVELS)
@pytest.mark.parametrize("bad", [1.5, -0.1, "loud", True, None])
def test_a_level_out_of_range_is_refused(name: str, bad: object) -> None:
    with pytest.raises(ValueError, match=name):
        Settings().with_changes(**{name: bad})
    with pytest.raises(SettingsError, match=name):
        parse_settings(json.dumps({name: bad}), Path("settings.json"))


def test_whole_numbers_in_the_file_are_levels() -> None:
    settings = parse_settings('{"music_volume": 0, "voice_volume": 1}', Path("s"))
    assert settings.music_volume == 0.0 and isinstance(settings.music_volume, float)
    assert settings.voice_volume == 1.0 and isinstance(settings.voice_volume, float)


@pytest.mark.parametrize(
    ("label", "name"),
    [
        ("Music volume", "music_volume"),
        ("Effects volume", "effects_volume"),
        ("Voice volume", "voice_volume"),
    ],
)
def test_the_settings_screen_steps_each_level_and_applies_it(
    ui: UiDriver, label: str, name: str
) -> None:
    ui.click("Settings")
    row = ui.widget(label)
    assert isinstance(row, Stepper)
    before = getattr(ui.app.ctx.settings, name)
    ui.click_rect(row.minus_rect)
    ui.click_rect(row.minus_rect)
    after = getattr(ui.app.ctx.settings, name)
    assert after == pytest.approx(before - 0.2)
    assert getattr(ui.app.ctx.sound, name) == pytest.approx(after)
    saved = json.loads(ui.app.ctx.store.path.read_text())
    assert saved[name] == pytest.approx(after)
