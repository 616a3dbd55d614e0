"""The menu frame benches at sizes: ``python -m game.bench app --size WxH``
draws every menu frame in a window of that size (at its resolution), and
every bench keeps its name."""

from __future__ import annotations

import pygame

from game.bench.app import _menu_frames
from game.bench.screen import SIZE_VARIABLE

NAMES = [
    "menu_frame",
    "menu_frame_modes",
    "menu_frame_setup",
    "menu_frame_settings",
    "menu_frame_rules",
    "menu_frame_results",
]


def _sizes_drawn(monkeypatch, size: str | None) -> dict[str, tuple[int, int]]:
    if size is None:
        monkeypatch.delenv(SIZE_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(SIZE_VARIABLE, size)
    drawn: dict[str, tuple[int, int]] = {}
    for name, frame, _ in _menu_frames():
        frame()
        surface = pygame.display.get_surface()
        assert surface is not None
        drawn[name] = surface.get_size()
    return drawn


def test_the_menu_frames_draw_at_the_size_asked(monkeypatch) -> None:
    drawn = _sizes_drawn(monkeypatch, "1920x1080")
    assert list(drawn) == NAMES
    assert set(drawn.values()) == {(1920, 1080)}


def test_the_menu_frames_draw_at_1280x720_by_default(monkeypatch) -> None:
    drawn = _sizes_drawn(monkeypatch, None)
    assert list(drawn) == NAMES
    assert set(drawn.values()) == {(1280, 720)}
