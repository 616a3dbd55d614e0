"""Fonts at a text size and a render scale: sizes are asked in logical pixels,
drawn in the pixels of the scale, and measured back in logical ones."""

from __future__ import annotations

import pygame
import pytest

from game.ui.fonts import Fonts


@pytest.fixture()
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts()


def test_the_text_size_enlarges_every_text(fonts: Fonts) -> None:
    normal = fonts.render("Fountaineer", 40, (255, 255, 255)).get_height()
    fonts.text_scale = 1.5
    large = fonts.render("Fountaineer", 40, (255, 255, 255)).get_height()
    assert large == pytest.approx(normal * 1.5, rel=0.08)
    assert fonts.line_height(40) == pytest.approx(normal * 1.5, rel=0.08)


def test_a_render_scale_draws_at_the_physical_size(fonts: Fonts) -> None:
    logical = fonts.render("Settings", 32, (255, 255, 255))
    physical = fonts.render("Settings", 32, (255, 255, 255), scale=3.0)
    assert physical.get_width() == pytest.approx(logical.get_width() * 3, rel=0.06)
    assert physical.get_height() == pytest.approx(logical.get_height() * 3, rel=0.06)


def test_wrapping_and_fitting_measure_logical_pixels(fonts: Fonts) -> None:
    words = "Water passes to the same level or one below, never up"
    fonts.text_scale = 1.25
    lines = fonts.wrap(words, 24, 300)
    assert len(lines) > 1
    assert all(fonts.width(line, 24) <= 300 for line in lines)
    cut = fonts.fit(words, 24, 200)
    assert cut.endswith("...") and fonts.width(cut, 24) <= 200


def test_changing_the_text_size_forgets_the_rendered_texts(fonts: Fonts) -> None:
    before = fonts.render("Play", 40, (255, 255, 255))
    fonts.text_scale = 1.25
    after = fonts.render("Play", 40, (255, 255, 255))
    assert after is not before and after.get_height() > before.get_height()
