"""Kept layers (``game.ui.layers.kept``) are encoded once they have stayed
``SETTLE`` frames; then they blit as a plain layer does, to within 1 of 255
where they are translucent. Opaque layers are left as they are."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui.layers import SETTLE, blit_kept, is_encoded, kept
from game.ui.text import place_layer


@pytest.fixture(autouse=True)
def _display() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.quit()


def _sparse_marks() -> pygame.Surface:
    """Translucent diamonds with solid edges on a clear layer (the legal-spot
    marks' kind of layer)."""
    layer = pygame.Surface((240, 150), pygame.SRCALPHA)
    for k in range(6):
        x, y = 10 + k * 37, 20 + (k % 3) * 40
        diamond = [(x, y + 15), (x + 20, y), (x + 40, y + 15), (x + 20, y + 30)]
        pygame.draw.polygon(layer, (150, 235, 170, 60), diamond)
        pygame.draw.polygon(layer, (150, 235, 170, 200), diamond, 2)
    pygame.draw.rect(layer, (40, 30, 20, 255), (180, 100, 50, 40))
    return layer


def _blitted(layer: pygame.Surface) -> bytes:
    ground = pygame.Surface((320, 200))
    for x in range(0, 320, 8):  # a busy background
        pygame.draw.line(ground, (x % 256, 90, 255 - x % 256), (x, 0), (x, 199), 4)
    ground.blit(layer, (17, 23))
    return pygame.image.tobytes(ground, "RGB")


def _settled(layer: pygame.Surface) -> pygame.Surface:
    """A kept layer shown for ``SETTLE`` frames."""
    frame = pygame.Surface((320, 200))
    for _ in range(SETTLE):
        blit_kept(frame, layer, (0, 0))
    return layer


def test_a_kept_layer_is_encoded_once_it_has_stayed() -> None:
    layer = kept(_sparse_marks())
    frame = pygame.Surface((320, 200))
    for _ in range(SETTLE - 1):
        blit_kept(frame, layer, (0, 0))
    assert not is_encoded(layer)  # a layer that changes soon is never encoded
    blit_kept(frame, layer, (0, 0))
    assert is_encoded(layer)
    plain = _sparse_marks()
    for _ in range(SETTLE * 2):
        blit_kept(frame, plain, (0, 0))
    assert not is_encoded(plain)  # only layers marked as kept


def test_an_encoded_layer_blits_like_a_plain_one() -> None:
    plain = _blitted(_sparse_marks())
    layer = _settled(kept(_sparse_marks()))
    assert is_encoded(layer)
    fast = _blitted(layer)
    assert max(abs(a - b) for a, b in zip(plain, fast, strict=True)) <= 1
    assert plain != _blitted(pygame.Surface((1, 1), pygame.SRCALPHA))  # it shows


def test_an_encoded_layer_can_still_be_drawn_on() -> None:
    layer = _settled(kept(_sparse_marks()))
    pygame.draw.rect(layer, (255, 0, 0, 255), (0, 0, 5, 5))
    assert layer.get_at((2, 2)) == pygame.Color(255, 0, 0, 255)
    assert _blitted(layer) != _blitted(_sparse_marks())


def test_an_opaque_layer_is_left_as_it_is() -> None:
    opaque = pygame.Surface((20, 20))
    assert kept(opaque) is opaque
    assert not is_encoded(_settled(opaque))


def test_place_layer_counts_the_frames_of_a_kept_layer() -> None:
    layer = kept(_sparse_marks())
    frame = pygame.Surface((320, 200))
    for _ in range(SETTLE):
        place_layer(frame, layer, (4, 4))
    assert is_encoded(layer)
