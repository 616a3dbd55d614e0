import pygame

from game import app


def test_window_opens_and_closes_cleanly() -> None:
    assert app.main([], max_frames=3) == 0
    assert not pygame.get_init()
