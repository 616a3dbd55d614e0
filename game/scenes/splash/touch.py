"""Touch screens on the Kids' Splash screens: SDL finger events become the
mouse events the panels already understand, and the mouse events SDL makes up
from the same touches are dropped (so one tap is one press, never two).

One finger plays at a time: the first finger down is followed until it lifts;
other fingers touching meanwhile (a second hand resting on the screen) are
ignored. Finger positions are fractions of the window; with the window scaled
(``pygame.SCALED``, letterboxed), they are turned into the 1280x720 logical
screen the scenes draw on.
"""

from __future__ import annotations

import pygame

from game.render.splash.coords import SCREEN_H, SCREEN_W

Pos = tuple[int, int]

#: SDL's mouse id for mouse events it makes up from touches (SDL_TOUCH_MOUSEID).
TOUCH_MOUSE_ID = 0xFFFFFFFF
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def is_from_touch(event: pygame.event.Event) -> bool:
    """A mouse event SDL made up from a touch (the finger event says it)."""
    if event.type not in MOUSE_EVENTS and event.type != pygame.MOUSEWHEEL:
        return False
    return bool(getattr(event, "touch", False)) or (
        getattr(event, "which", None) == TOUCH_MOUSE_ID
    )


def window_to_screen(x: float, y: float) -> Pos:
    """A finger's window fractions as a point on the logical screen: the
    window shows the logical screen scaled evenly and centred."""
    try:
        ww, wh = pygame.display.get_window_size()
    except pygame.error:
        ww, wh = SCREEN_W, SCREEN_H
    if ww <= 0 or wh <= 0:
        ww, wh = SCREEN_W, SCREEN_H
    scale = min(ww / SCREEN_W, wh / SCREEN_H)
    left = (ww - SCREEN_W * scale) / 2
    top = (wh - SCREEN_H * scale) / 2
    sx = (x * ww - left) / scale
    sy = (y * wh - top) / scale
    return (
        round(min(SCREEN_W - 1, max(0.0, sx))),
        round(min(SCREEN_H - 1, max(0.0, sy))),
    )


class FingerPointer:
    """Turns one finger's touches into left-button mouse events."""

    def __init__(self) -> None:
        #: The finger followed now: (touch id, finger id), or None.
        self.finger: tuple[int, int] | None = None
        self.pos: Pos = (0, 0)

    def translate(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The event a scene should handle in place of ``event``: a finger
        event as a mouse event, a made-up mouse event as None (dropped),
        anything else unchanged."""
        if is_from_touch(event):
            return None
        if event.type not in FINGER_EVENTS:
            return event
        finger = (int(getattr(event, "touch_id", 0)), int(event.finger_id))
        pos = window_to_screen(float(event.x), float(event.y))
        if event.type == pygame.FINGERDOWN:
            if self.finger is not None:
                return None  # another finger is already playing
            self.finger = finger
            self.pos = pos
            return pygame.event.Event(
                pygame.MOUSEBUTTONDOWN, pos=pos, button=1, finger=True
            )
        if finger != self.finger:
            return None
        if event.type == pygame.FINGERMOTION:
            rel = (pos[0] - self.pos[0], pos[1] - self.pos[1])
            self.pos = pos
            return pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0), finger=True
            )
        self.finger = None
        self.pos = pos
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, finger=True)

    def reset(self) -> None:
        """Forget the finger (the screen was left while it was down)."""
        self.finger = None
