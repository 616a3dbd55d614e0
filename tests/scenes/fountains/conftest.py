"""The Fountains table tests share a display surface of the game's size."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest


@pytest.fixture()
def surface() -> Iterator[pygame.Surface]:
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield pygame.display.get_surface()
    pygame.quit()
