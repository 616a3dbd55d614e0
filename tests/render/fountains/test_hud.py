"""The table's side panels: the score track reaches past the highest score."""

from __future__ import annotations

import pygame
import pytest

from game.render.fountains.hud import SeatInfo, draw_score_track
from game.ui.fonts import Fonts
from game.ui.text import recording


@pytest.mark.parametrize("top", [12, 49, 83, 131])
def test_the_score_track_stretches_to_the_highest_score(top: int) -> None:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    seats = [
        SeatInfo("Ann", (200, 80, 80), top, False),
        SeatInfo("Bo", (80, 80, 200), 7, False),
    ]
    with recording() as rec:
        draw_score_track(surface, pygame.Rect(860, 406, 412, 70), Fonts(), seats, False)
        numbers = [t.words for t in rec.texts_on(surface) if t.words.isdigit()]
        assert rec.problems(surface) == []
    assert numbers[0] == "0"
    assert top <= int(numbers[-1]) <= max(50, top + 20)  # the end is in reach
