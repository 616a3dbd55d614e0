"""The Settings screen's pages: every setting people look for is there, takes
effect at once when changed by clicks, is saved (through a temporary file and
a rename) and is back after a restart; a damaged value is reported with the
file and the reason; no page has overlapping or cut text."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import LaunchOptions
from game.render import contrast
from game.scenes.menus.settings import PAGES, SettingsScene
from game.settings import (
    COMPUTER_SPEEDS,
    TEXT_SIZES,
    Settings,
    SettingsError,
    SettingsStore,
    parse_settings,
)
from game.ui import theme
from game.ui.driver import UiDriver
from game.ui.text import recording
from game.ui.widgets import Button, Choice, Stepper, Toggle


@pytest.fixture(autouse=True)
def calm_palette() -> Iterator[None]:
    yield
    contrast.use_high_contrast(False)  # the palette is the process's


def _start(folder: Path) -> App:
    app = App(LaunchOptions(headless=True, config_dir=folder))
    app.start()
    app.frame(1 / 60)
    return app


def _settings_screen(app: App) -> UiDriver:
    ui = UiDriver(app)
    ui.click("Settings")
    assert isinstance(ui.top, SettingsScene)
    return ui


def _page(ui: UiDriver, name: str) -> None:
    page = ui.widget("Page")
    assert isinstance(page, Choice)
    ui.click_rect(page.segment_rect(PAGES.index(name)))
    assert isinstance(ui.top, SettingsScene) and ui.top.page == PAGES.index(name)


def _choose(ui: UiDriver, label: str, index: int) -> None:
    row = ui.widget(label)
    assert isinstance(row, Choice)
    ui.click_rect(row.segment_rect(index))


def test_every_setting_takes_effect_at_once_and_survives_a_restart(
    tmp_path: Path,
) -> None:
    app = _start(tmp_path)
    ui = _settings_screen(app)
    ctx = app.ctx
    assert ctx is not None
    for label, field, sound in (
        ("Music volume", "music_volume", "music_volume"),
        ("Effects volume", "effects_volume", "effects_volume"),
        ("Voice volume", "voice_volume", "voice_volume"),
    ):
        row = ui.widget(label)
        assert isinstance(row, Stepper)
        before = getattr(ctx.settings, field)
        ui.click_rect(row.minus_rect)
        assert getattr(ctx.settings, field) == pytest.approx(before - 0.1)
        assert getattr(ctx.sound, sound) == pytest.approx(before - 0.1)
    _page(ui, "Game")
    _choose(ui, "Computer speed", 3)
    assert ctx.settings.computer_speed == COMPUTER_SPEEDS[3]
    ui.click("Table tips")
    assert ctx.settings.table_tips is False
    _page(ui, "Screen")
    ui.click("Reduce motion")
    assert ctx.settings.reduce_motion is True
    ui.click("High contrast")
    assert ctx.settings.high_contrast is True and contrast.is_high_contrast()
    assert theme.FOAM == (255, 255, 255)
    _choose(ui, "Text size", 2)
    assert ctx.settings.text_size == TEXT_SIZES[2]
    assert isinstance(ui.top, SettingsScene) and ui.top.page == PAGES.index("Screen")
    changed = ctx.settings
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["computer_speed"] == 4.0 and saved["reduce_motion"] is True
    assert saved["high_contrast"] is True and saved["text_size"] == 150
    assert saved["table_tips"] is False
    app.stop()
    contrast.use_high_contrast(False)

    again = _start(tmp_path)  # a restart
    try:
        assert again.ctx is not None and again.ctx.settings == changed
        assert contrast.is_high_contrast()  # applied at start
        ui = _settings_screen(again)
        _page(ui, "Screen")
        for label in ("Reduce motion", "High contrast"):
            row = ui.widget(label)
            assert isinstance(row, Toggle) and row.value is True
        text_size = ui.widget("Text size")
        assert isinstance(text_size, Choice) and text_size.value == "150%"
        _page(ui, "Game")
        speed = ui.widget("Computer speed")
        assert isinstance(speed, Choice) and speed.value == "Fastest"
    finally:
        again.stop()


def test_show_every_tip_again_forgets_the_tips_seen(ui: UiDriver) -> None:
    ctx = ui.app.ctx
    assert ctx is not None
    ctx.change_settings(tips_seen=("stacking/Ann", "fish/Bram"))
    ui.click("Settings")
    _page(ui, "Game")
    reset = ui.widget("Show every tip again")
    assert isinstance(reset, Button) and reset.enabled
    ui.click("Show every tip again")
    assert ctx.settings.tips_seen == ()
    assert not ui.widget("Show every tip again").enabled


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"computer_speed": 3}', "computer_speed must be one of"),
        ('{"computer_speed": "fast"}', "computer_speed must be a number"),
        ('{"text_size": 110}', "text_size must be one of 100, 125, 150"),
        ('{"reduce_motion": "yes"}', "reduce_motion must be true or false"),
        ('{"high_contrast": 1}', "high_contrast must be true or false"),
        ('{"table_tips": null}', "table_tips must be true or false"),
        ('{"tips_seen": ["stacking"]}', "tips_seen must list"),
        ('{"tips_seen": "stacking/Ann"}', "tips_seen must list"),
    ],
)
def test_a_bad_value_is_reported_with_the_file_and_why(
    tmp_path: Path, text: str, problem: str
) -> None:
    path = tmp_path / "settings.json"
    with pytest.raises(SettingsError, match=problem) as caught:
        parse_settings(text, path)
    assert str(path) in str(caught.value)
    path.write_text(text)
    store = SettingsStore(tmp_path)
    assert store.load() == Settings()
    assert store.warning is not None and str(path) in store.warning
    assert problem.split(" must")[0] in store.warning
    store.save(Settings().with_changes(reduce_motion=True))  # kept aside first
    assert store.corrupt_path.read_text() == text


def test_the_new_settings_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    chosen = Settings().with_changes(
        computer_speed=0.5,
        reduce_motion=True,
        high_contrast=True,
        text_size=125,
        table_tips=False,
        tips_seen=("stacking/Ann", "reward/Bram O'Neil"),
    )
    store.save(chosen)
    assert SettingsStore(tmp_path).load() == chosen
    assert Settings().with_changes(computer_speed=2).computer_speed == 2.0


@pytest.mark.parametrize("high", [False, True])
def test_no_page_has_overlapping_or_cut_text(ui: UiDriver, high: bool) -> None:
    ctx = ui.app.ctx
    assert ctx is not None
    ctx.change_settings(high_contrast=high, tips_seen=("stacking/Ann",))
    for problem in ("Permission denied", "No space left on device"):
        ctx.notices.append(
            "settings file /home/someone/.config/fountaineer/settings.json: cannot "
            f"save ({problem}); your changes last until you close the game"
        )
    ui.click("Settings")
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    screen = surface.get_rect()
    for page in range(len(PAGES)):
        scene.show(page)
        with recording() as rec:
            scene.draw(surface)
            problems = rec.problems(surface)
            said = {t.words for t in rec.texts_on(surface)}
        assert not problems, f"page {PAGES[page]}:\n" + "\n".join(problems)
        widgets = list(scene.widgets)
        for widget in widgets:
            assert screen.contains(widget.rect), widget.label
            assert widget.label in said or not widget.label, widget.label
        for i, a in enumerate(widgets):
            for b in widgets[i + 1 :]:
                assert not a.rect.colliderect(b.rect), (a.label, b.label)
        assert "Settings" in said and "Back" in said
        assert any("No space" in words for words in said)  # the newest


def test_reduce_motion_stills_the_title_ripples(ui: UiDriver) -> None:
    title = ui.top
    before = title.time  # type: ignore[attr-defined]
    ui.frames(5)
    assert title.time > before  # type: ignore[attr-defined]
    assert ui.app.ctx is not None
    ui.app.ctx.change_settings(reduce_motion=True)
    still = title.time  # type: ignore[attr-defined]
    ui.frames(5)
    assert title.time == still  # type: ignore[attr-defined]
