"""The large fountain's pictures at a scale (issue 25): kept by scale, bounded
in pixels, and the table's static layer made at the size it is drawn at."""

from __future__ import annotations

import pygame

from game.render.fountains.tile_art import TileArt
from game.scenes.fountains import board
from game.scenes.fountains.board import PictureCache
from game.scenes.fountains.table import FountainsTableScene
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS
from tests.scenes.fountains.table_driver import make_ctx

SEATS = (Seat("Ann", SEAT_COLOURS[0]), Seat("Bram", SEAT_COLOURS[1]))


def _table() -> FountainsTableScene:
    table = FountainsTableScene(
        make_ctx(), GameSetup(Mode.FOUNTAINS, SEATS, seed=4), tips=False
    )
    table.state.skip_handoff()
    return table


def test_pictures_are_kept_by_scale(surface) -> None:
    fountain = _table().game.fountains[0]
    cache = PictureCache(TileArt())
    one = cache.picture(0, fountain, 0, 40, None, None)
    large = cache.picture(0, fountain, 0, 40, None, None, 1.5)
    assert large is not one and large.scale == 1.5
    assert cache.picture(0, fountain, 0, 40, None, None, 1.5) is large  # kept
    width, height = one.surface.get_size()
    assert abs(large.surface.get_width() - 1.5 * width) <= 3
    assert abs(large.surface.get_height() - 1.5 * height) <= 3


def test_the_kept_pictures_are_bounded_in_pixels(surface, monkeypatch) -> None:
    fountain = _table().game.fountains[0]
    cache = PictureCache(TileArt())
    small = cache.picture(0, fountain, 0, 40, None, None)
    monkeypatch.setattr(board, "PICTURE_PIXELS", 3 * small.surface.get_width() ** 2)
    cache.picture(0, fountain, 0, 40, None, None, 3.0)  # nine times the pixels
    assert cache.picture(0, fountain, 0, 40, None, None) is not small  # made again


def test_the_static_layer_follows_the_size_drawn_at(surface) -> None:
    """Drawn at 1280x720, then at 1920x1080 with nothing changed in the game:
    the static layer is made again at the new size (the courtyard reaches the
    picture's far corner)."""
    table = _table()
    table.draw(pygame.Surface((1280, 720)))
    large = pygame.Surface((1920, 1080))
    large.fill((255, 0, 255))
    table.draw(large)
    corner = large.get_at((1915, 1075))[:3]
    assert corner != (255, 0, 255)
    courtyard = table.fountain.board.table_background(1.5)
    assert corner == courtyard.get_at((1915, 1075))[:3]
