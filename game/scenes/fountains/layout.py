"""Where the parts of the Fountains table sit on the 1280x720 screen."""

from __future__ import annotations

import pygame

BASIN_RECT = pygame.Rect(860, 6, 412, 396)
TRACK_RECT = pygame.Rect(860, 406, 412, 70)
LOG_RECT = pygame.Rect(860, 480, 412, 234)
DESIGN_ROW_H = 28  # the advanced game's design cards: a row under the score track
HEADER_RECT = pygame.Rect(8, 6, 844, 46)
# The pause menu for a mouse-only table: top right, above the Basin's stacks.
MENU_RECT = pygame.Rect(1148, 8, 124, 46)
# Where the pointer aims the held tile: the large view above its toolbar.
AIM_BOTTOM = 526
# The top of the large view is a stack of reserved rows, top down:
PROMPT_TOP = 62  # the prompt, led by who acts (the fountain's name plate beside it)
NOTICE_TOP = 96  # one notice at a time: why a spot is refused, else a computer's why
HINT_BUTTON_RECT = pygame.Rect(744, 96, 100, 40)  # the notice row stops short of it
NOTICE_ROOM = HINT_BUTTON_RECT.x - 8 - 24  # wrapped to at most two lines
FREE_TOP = 146  # below the notices: floating chips, the high reward banner


def side_panels(design_cards: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """The score track and game log rects; the track grows a row for the
    design cards of the advanced game, taken from the log."""
    if not design_cards:
        return TRACK_RECT.copy(), LOG_RECT.copy()
    track = TRACK_RECT.inflate(0, DESIGN_ROW_H).move(0, DESIGN_ROW_H // 2)
    log = pygame.Rect(LOG_RECT.x, track.bottom + 4, LOG_RECT.width, 0)
    log.height = LOG_RECT.bottom - log.y
    return track, log
