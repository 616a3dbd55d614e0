"""The rules reference's pictures: drawn by the game's renderer from fountains
built through the rules core, each a real picture of the rule it shows."""

from __future__ import annotations

import pygame

from game.render.fountains.rules_pictures import PICTURES, SIZE, rules_picture
from game.ui.fonts import Fonts


def test_each_picture_is_drawn_and_differs_from_the_others() -> None:
    pygame.init()
    fonts = Fonts()
    seen = set()
    for name in PICTURES:
        picture = rules_picture(name, fonts)
        assert picture.get_size() == SIZE
        colours = {
            picture.get_at((x, y))[:3]
            for x in range(0, SIZE[0], 7)
            for y in range(0, SIZE[1], 7)
        }
        assert len(colours) > 12, f"{name} is nearly empty"
        data = pygame.image.tobytes(picture, "RGBA")
        assert data not in seen
        seen.add(data)
    assert rules_picture("lily", fonts) is rules_picture("lily", fonts)  # cached
