"""Tile slabs: cached per (tile, rotation, camera turn, zoom), drawn where the
iso maths says each cell is."""

from __future__ import annotations

import pygame
import pytest

from game.render.fountains import palette as pal
from game.render.fountains.icon_art import icon_image, token_image
from game.render.fountains.iso import IsoCamera
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.catalogue import BONUS_TOKENS, TILES
from game.rules.fountains.icons import CellKind, Icon


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def _close(a: tuple, b: tuple, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def test_top_faces_are_cached_per_key() -> None:
    art = TileArt()
    tile = TILES[0]
    first = art.top(tile, 1, 2, 32)
    assert art.top(tile, 1, 2, 32) is first
    assert art.top(tile, 1, 3, 32) is not first
    assert art.top(tile, 1, 2, 40) is not first
    assert art.top(tile, 2, 2, 32) is not first


@pytest.mark.parametrize("camera", [0, 1, 2, 3])
@pytest.mark.parametrize("rotation", [0, 1, 3])
def test_each_cell_is_painted_where_the_camera_puts_it(
    camera: int, rotation: int
) -> None:
    art = TileArt()
    tile = next(t for t in TILES if t.id == "star-03")
    sprite = art.top(tile, rotation, camera, 40, icons=False)
    cam = IsoCamera(rotation=camera, cell_w=40, origin=sprite.anchor)
    checked = 0
    for (x, y), spec in tile.rotated_cells(rotation).items():
        if spec.slot:
            continue
        cx, cy = cam.cell_centre(x, y, 0)
        colour = tuple(sprite.surface.get_at((round(cx), round(cy))))
        if spec.kind is CellKind.WATER:
            assert _close(colour, pal.WATER), (x, y, colour)
        elif spec.kind is CellKind.DARK:
            assert _close(colour, pal.DARK_STONE), (x, y, colour)
        else:
            assert _close(colour, pal.LIGHT_STONE), (x, y, colour)
        checked += 1
    assert checked >= 8


def test_illegal_ghost_is_tinted_red() -> None:
    art = TileArt()
    tile = TILES[5]
    legal = art.ghost(tile, 0, 0, 32, True)
    illegal = art.ghost(tile, 0, 0, 32, False)
    assert legal.surface.get_alpha() > illegal.surface.get_alpha()
    w, h = illegal.surface.get_size()
    reds = sum(
        1
        for x in range(0, w, 3)
        for y in range(0, h, 3)
        if (c := illegal.surface.get_at((x, y))).a and c.r > c.g + 40 and c.r > c.b + 40
    )
    assert reds > 20


def test_the_four_fish_differ_in_shape_not_only_colour() -> None:
    fish = [Icon.FISH_RED, Icon.FISH_BLACK, Icon.FISH_WHITE, Icon.FISH_WILD]
    masks = [pygame.mask.from_surface(icon_image(icon, 48)) for icon in fish]
    for i in range(4):
        for j in range(i + 1, 4):
            overlap = masks[i].overlap_area(masks[j], (0, 0))
            union = masks[i].count() + masks[j].count() - overlap
            assert overlap / union < 0.8, (fish[i], fish[j])


def test_every_bonus_token_draws() -> None:
    for token in BONUS_TOKENS:
        image = token_image(token.icons, 60)
        assert image.get_width() == 60
        assert pygame.mask.from_surface(image).count() > 1000
