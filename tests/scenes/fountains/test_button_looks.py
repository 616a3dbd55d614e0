"""The table's buttons are painted once per look and blitted after: the kept
look shows exactly what painting in place shows, and follows everything that
changes it (the pointer over it, its words, its state, high contrast)."""

from __future__ import annotations

import pygame

from game.render import contrast
from game.scenes.fountains.overlays import Button
from game.ui.fonts import Fonts
from game.ui.text import recording
from game.ui.view import UNIT_VIEW, View

RECT = pygame.Rect(100, 60, 136, 40)


def _drawn(
    surface: pygame.Surface,
    button: Button,
    hover: bool = False,
    view: View = UNIT_VIEW,
    recorded: bool = False,
) -> bytes:
    surface.fill((30, 60, 90))
    if recorded:  # texts recorded: painted in place, never kept
        with recording():
            button.draw(surface, Fonts(), hover, view)
    else:
        button.draw(surface, Fonts(), hover, view)
    return pygame.image.tobytes(surface, "RGB")


def test_the_kept_look_is_what_painting_in_place_shows(
    surface: pygame.Surface,
) -> None:
    for button in (
        Button("confirm", "Confirm", RECT.copy(), accent=True),
        Button("turn-left", "", pygame.Rect(12, 532, 46, 40), icon="turn-left"),
        Button("menu", "Menu", RECT.copy(), bars=True),
        Button("undo", "Undo", RECT.copy(), enabled=False),
    ):
        for hover in (False, True):
            painted = _drawn(surface, button, hover, recorded=True)
            assert _drawn(surface, button, hover) == painted, (button.key, hover)
            assert _drawn(surface, button, hover) == painted  # from the store


def test_the_look_follows_the_pointer_the_words_and_the_state(
    surface: pygame.Surface,
) -> None:
    button = Button("confirm", "Confirm", RECT.copy(), accent=True)
    calm = _drawn(surface, button)
    assert _drawn(surface, button, hover=True) != calm
    assert _drawn(surface, Button("confirm", "Keep", RECT.copy(), accent=True)) != calm
    assert _drawn(surface, Button("confirm", "Confirm", RECT.copy())) != calm
    moved = Button("confirm", "Confirm", RECT.move(200, 0), accent=True)
    assert _drawn(surface, moved) != calm
    assert _drawn(surface, button) == calm


def test_the_look_follows_high_contrast(surface: pygame.Surface) -> None:
    button = Button("zoom-in", "+", RECT.copy())
    edge = (RECT.centerx, RECT.top)  # on the 2-pixel edge, lit while hovered
    try:
        _drawn(surface, button, hover=True)
        calm = surface.get_at(edge)
        contrast.use_high_contrast(True)
        _drawn(surface, button, hover=True)
        strong = surface.get_at(edge)
    finally:
        contrast.use_high_contrast(False)
    assert strong != calm
    assert tuple(strong)[:3] == contrast.PALETTE_HIGH["HIGHLIGHT"]


def test_a_look_at_scale_has_the_mapped_size(surface: pygame.Surface) -> None:
    view = View.of_picture((1920, 1080))
    picture = pygame.Surface((1920, 1080))
    button = Button("confirm", "Confirm", RECT.copy(), accent=True)
    picture.fill((0, 0, 0))
    button.draw(picture, Fonts(), False, view)
    mapped = view.rect(RECT)
    # the button's body fills its mapped rect, and nothing lies beside it
    assert picture.get_at((mapped.centerx, mapped.top + 4)) != (0, 0, 0, 255)
    assert picture.get_at((mapped.left - 2, mapped.centery)) == (0, 0, 0, 255)
    assert picture.get_at((mapped.right + 1, mapped.centery)) == (0, 0, 0, 255)
