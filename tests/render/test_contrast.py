"""High contrast switched mid-game reaches what the table keeps drawn: the
courtyard under the fountains and the red ghost of a tile that does not fit
are kept by the colours they are drawn in, so a switch shows on the next frame
and switching back gives the calm drawings again."""

from __future__ import annotations

import pygame
import pytest

from game.render import contrast
from game.render.fountains import palette as pal
from game.render.fountains.courtyard import table_background
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.catalogue import STARTING_TILES


@pytest.fixture(autouse=True)
def _calm_after():
    pygame.init()
    yield
    contrast.use_high_contrast(False)
    pygame.quit()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_courtyard_follows_high_contrast_switched_mid_game(scale: float) -> None:
    calm = table_background(scale)
    assert table_background(scale) is calm  # kept while nothing changes
    contrast.use_high_contrast(True)
    strong = table_background(scale)
    assert strong is not calm
    assert strong.get_size() == calm.get_size()
    # the strong table is darker all over: its top is near the strong colour
    top = strong.get_at((strong.get_width() // 2, strong.get_height() // 4))
    assert sum(top[:3]) < sum(
        calm.get_at((calm.get_width() // 2, calm.get_height() // 4))[:3]
    )
    assert abs(top[0] - contrast.PALETTE_HIGH["TABLE_TOP"][0]) < 20
    contrast.use_high_contrast(False)
    assert _pixels(table_background(scale)) == _pixels(calm)


def test_the_courtyard_at_a_scale_is_the_same_courtyard() -> None:
    from tests.render.fountains.measures import brought_down, mean_difference

    one, big = table_background(1.0), table_background(3.0)
    assert big.get_size() == (3840, 2160)
    assert mean_difference(one, brought_down(big, one.get_size())) <= 2.0


def test_a_ghost_that_does_not_fit_turns_the_strong_red() -> None:
    art = TileArt()
    tile = STARTING_TILES[0]
    calm = art.ghost(tile, 0, 0, 32, False)
    contrast.use_high_contrast(True)
    assert pal.ILLEGAL == contrast.PALETTE_HIGH["ILLEGAL"]
    strong = art.ghost(tile, 0, 0, 32, False)
    assert strong is not calm
    assert _pixels(strong.surface) != _pixels(calm.surface)
    contrast.use_high_contrast(False)
    assert art.ghost(tile, 0, 0, 32, False) is calm


def test_the_rules_pictures_follow_high_contrast() -> None:
    from game.render.fountains.rules_pictures import rules_picture
    from game.ui.fonts import Fonts

    fonts = Fonts()
    calm = rules_picture("contact", fonts)
    contrast.use_high_contrast(True)
    strong = rules_picture("contact", fonts)
    assert _pixels(strong) != _pixels(calm)
    legal = contrast.PALETTE_HIGH["LEGAL"]
    found = pygame.mask.from_threshold(strong, legal, (4, 4, 4, 255)).count()
    assert found > 50
    contrast.use_high_contrast(False)
    assert rules_picture("contact", fonts) is calm
