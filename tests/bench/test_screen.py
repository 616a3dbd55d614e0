"""The scene benches' --size: the surface at the size asked, a frame drawn as
the window draws it."""

from __future__ import annotations

import pygame
import pytest

from game.bench.__main__ import main
from game.bench.screen import SIZE_VARIABLE, bench_size, draw_frame, open_screen
from game.scenes.scene import Scene


class _Red(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        self.size = surface.get_size()
        surface.fill((200, 0, 0))


def test_the_bench_size_comes_from_the_environment(monkeypatch) -> None:
    monkeypatch.delenv(SIZE_VARIABLE, raising=False)
    assert bench_size() == (1280, 720)
    monkeypatch.setenv(SIZE_VARIABLE, "1920x1080")
    assert bench_size() == (1920, 1080)


def test_a_frame_at_1080p_fills_the_picture(monkeypatch) -> None:
    monkeypatch.setenv(SIZE_VARIABLE, "1920x1080")
    pygame.display.init()
    surface = open_screen()
    assert surface.get_size() == (1920, 1080)
    scene = _Red(None)  # type: ignore[arg-type]
    draw_frame(scene, surface)
    assert scene.size == (1280, 720)  # not drawn at scale: the logical path
    assert surface.get_at((1919, 1079))[:3][0] >= 190


def test_a_bad_size_is_refused(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["table", "--size", "640x480"])
    assert stop.value.code == 2
    assert "--size" in capsys.readouterr().err
