"""Depth cues: a level-1 top face under a higher neighbour is shaded along that
edge, a higher level is tinted lighter, and a taller column casts a longer
shadow on the ground, at every camera turn."""

from __future__ import annotations

import pygame
import pytest

from game.render.fountains.depth_cues import edges, paint_ground, shade_level
from game.render.fountains.iso import IsoCamera

CAM_ORIGIN = (200.0, 120.0)


def _blank() -> pygame.Surface:
    surface = pygame.Surface((400, 320), pygame.SRCALPHA)
    surface.fill((200, 200, 200, 255))
    return surface


def _darkest(surface: pygame.Surface, face: list[tuple[float, float]]) -> int:
    xs = [round(x) for x, _ in face]
    ys = [round(y) for _, y in face]
    return min(
        surface.get_at((x, y))[0]
        for x in range(min(xs), max(xs) + 1)
        for y in range(min(ys), max(ys) + 1)
        if 0 <= x < 400 and 0 <= y < 320
    )


@pytest.mark.parametrize("rotation", range(4))
def test_a_ledge_shades_the_lower_top_face_next_to_a_higher_neighbour(
    rotation: int,
) -> None:
    cam = IsoCamera(rotation=rotation, cell_w=40, origin=CAM_ORIGIN)
    for step, _corners in edges(rotation):
        beside = (step[0], step[1])
        alone = _blank()
        shade_level(alone, cam, {(0, 0): 1}, 1, [(0, 0)])
        stacked = _blank()
        shade_level(stacked, cam, {(0, 0): 1, beside: 2}, 1, [(0, 0)])
        face = cam.cell_top_face(0, 0, 1)
        assert _darkest(alone, face) == 200  # nothing over a lone level-1 face
        assert _darkest(stacked, face) < 180  # the step down is shaded


def test_higher_levels_are_tinted_lighter() -> None:
    cam = IsoCamera(cell_w=40, origin=CAM_ORIGIN)
    surface = _blank()
    surface.fill((100, 100, 100, 255))
    shade_level(surface, cam, {(0, 0): 3}, 3, [(0, 0)])
    x, y = cam.cell_centre(0, 0, 3)
    assert surface.get_at((round(x), round(y)))[0] > 100


def test_a_taller_column_casts_a_longer_shadow_on_the_ground() -> None:
    cam = IsoCamera(cell_w=40, origin=CAM_ORIGIN)

    def shadow_below(height: int) -> int:
        """The lowest row the shadow reaches (the grid lines are fainter)."""
        surface = _blank()
        paint_ground(surface, cam, {(0, 0): height})
        rows = [
            y
            for y in range(320)
            for x in range(0, 400, 2)
            if surface.get_at((x, y))[0] < 150
        ]
        return max(rows)

    ground = max(y for _x, y in cam.cell_top_face(0, 0, 0))
    assert shadow_below(3) > shadow_below(1) > ground
