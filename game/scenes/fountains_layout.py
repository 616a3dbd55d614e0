"""Where the parts of the Fountains table sit on the 1280x720 screen."""

from __future__ import annotations

import pygame

BASIN_RECT = pygame.Rect(860, 6, 412, 396)
TRACK_RECT = pygame.Rect(860, 406, 412, 70)
LOG_RECT = pygame.Rect(860, 480, 412, 234)
HEADER_RECT = pygame.Rect(8, 6, 844, 46)
