"""The surface the scene benches draw on: 1280x720, or the size asked with
``python -m game.bench ... --size WxH`` (kept in ``$FOUNTAINEER_BENCH_SIZE``),
and a frame drawn there the way the window draws it (``game.window.compose``:
at scale for a screen that draws at scale, else at 1280x720 and scaled)."""

from __future__ import annotations

import os

import pygame

from game.scenes.scene import Scene
from game.ui.view import LOGICAL_SIZE, Size, View, parse_size
from game.window import compose

SIZE_VARIABLE = "FOUNTAINEER_BENCH_SIZE"


def bench_size() -> Size:
    text = os.environ.get(SIZE_VARIABLE, "")
    return parse_size(text) if text else LOGICAL_SIZE


def open_screen() -> pygame.Surface:
    """The display surface at the bench size (opened once)."""
    size = bench_size()
    surface = pygame.display.get_surface()
    if surface is None or surface.get_size() != size:
        surface = pygame.display.set_mode(size)
    return surface


class Stage:
    """Draws one scene a frame onto ``surface`` as the window would."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.view = View.of_window(surface.get_size())
        self.logical = (
            None if self.view.is_unit else pygame.Surface(LOGICAL_SIZE).convert()
        )

    def draw(self, scene: Scene) -> pygame.Surface:
        return compose([scene], self.surface, self.view, self.logical)[0]


_stages: dict[int, Stage] = {}


def draw_frame(scene: Scene, surface: pygame.Surface) -> pygame.Surface:
    """One frame of ``scene`` on ``surface`` as the window draws it."""
    stage = _stages.get(id(surface))
    if stage is None or stage.surface is not surface:
        _stages.clear()
        stage = _stages[id(surface)] = Stage(surface)
    return stage.draw(scene)
