"""The application frame: window, loop and title screen."""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

LOGICAL_SIZE = (1280, 720)
TITLE = "Fountaineer"


def draw_title(surface: pygame.Surface) -> None:
    surface.fill((18, 42, 66))
    font = pygame.font.Font(None, 120)
    text = font.render(TITLE, True, (220, 240, 255))
    surface.blit(text, text.get_rect(center=(LOGICAL_SIZE[0] // 2, 300)))


def main(argv: list[str] | None = None, max_frames: int | None = None) -> int:
    pygame.init()
    try:
        screen = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        pygame.display.set_caption(TITLE)
        clock = pygame.time.Clock()
        frames = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    running = False
            draw_title(screen)
            pygame.display.flip()
            clock.tick(60)
            frames += 1
            if max_frames is not None and frames >= max_frames:
                running = False
    finally:
        pygame.quit()
    return 0
