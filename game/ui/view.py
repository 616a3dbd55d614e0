"""How the 1280x720 logical screen lies in a window of any size.

Every screen lays itself out on the logical screen (``LOGICAL_SIZE``); the
window shows it scaled evenly and centred (bars of the background on the two
sides that are left over). A :class:`View` is that mapping for one picture
size: ``scale`` is physical pixels per logical pixel, ``area`` where the
picture lies in the window. A screen that draws at the window's own
resolution (``Scene.draws_at_scale``) maps its logical coordinates through
``View.of_picture(surface.get_size())`` in a few places: ``px`` for lengths,
``point`` and ``rect`` for places, ``place`` for a rendered label, and renders
its fonts and drawn art at ``view.scale`` (see docs/dev/ARCHITECTURE.md,
"Sizes and scale").

``fit_window`` picks the window for a desktop: the largest size of the
game's aspect that fits the usable area, never larger than the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

Size = tuple[int, int]
Pos = tuple[int, int]

LOGICAL_SIZE: Size = (1280, 720)
#: The window sizes the game is laid out and tested for.
SMALLEST_WINDOW: Size = (1024, 576)
LARGEST_WINDOW: Size = (3840, 2160)
#: What a window manager's title bar and frame take, when SDL cannot say.
WINDOW_FRAME: Size = (16, 40)
#: The most of a screen a window takes when SDL cannot say what is usable
#: (a task bar, a dock).
USABLE_SHARE = 0.92


@dataclass(frozen=True, slots=True)
class View:
    """The logical screen shown at ``scale`` physical pixels per logical one,
    over ``area`` of a window of ``window`` pixels."""

    window: Size
    scale: float
    area: pygame.Rect = field(compare=False)

    @staticmethod
    def of_window(window: Size) -> View:
        """The logical screen fitted (evenly scaled, centred) into ``window``."""
        width, height = max(1, window[0]), max(1, window[1])
        lw, lh = LOGICAL_SIZE
        scale = min(width / lw, height / lh)
        picture = (max(1, round(lw * scale)), max(1, round(lh * scale)))
        area = pygame.Rect((0, 0), picture)
        area.center = (width // 2, height // 2)
        return View((width, height), scale, area)

    @staticmethod
    def of_picture(size: Size) -> View:
        """The view of a surface that is the picture itself (no bars): what a
        scene that draws at scale is handed."""
        return _view_of_picture(size[0], size[1])

    @property
    def is_unit(self) -> bool:
        return self.scale == 1.0

    def px(self, length: float) -> int:
        """A logical length in physical pixels (at least 1 for a non-zero one)."""
        if length == 0:
            return 0
        value = round(length * self.scale)
        return value if value else (1 if length > 0 else -1)

    def point(self, pos: tuple[float, float]) -> Pos:
        """A logical point on the picture."""
        return (round(pos[0] * self.scale), round(pos[1] * self.scale))

    def rect(self, rect: pygame.Rect | tuple[int, int, int, int]) -> pygame.Rect:
        """A logical rect on the picture; its edges are mapped, so rects that
        touch on the logical screen touch on the picture too."""
        r = pygame.Rect(rect)
        left, top = self.point(r.topleft)
        right, bottom = self.point(r.bottomright)
        return pygame.Rect(left, top, right - left, bottom - top)

    def place(
        self, label: pygame.Surface, **anchor: tuple[float, float]
    ) -> pygame.Rect:
        """Where a label rendered at this scale goes so that its anchor
        (``midtop=(640, 34)``, any ``pygame.Rect`` point name, logical) sits
        on the logical point given."""
        ((name, pos),) = anchor.items()
        rect = label.get_rect()
        setattr(rect, name, self.point(pos))
        return rect

    def to_logical(self, window_pos: tuple[float, float]) -> Pos:
        """A point of the window (the mouse) on the logical screen, kept on it."""
        lw, lh = LOGICAL_SIZE
        x = (window_pos[0] - self.area.x) / self.scale
        y = (window_pos[1] - self.area.y) / self.scale
        return (min(lw - 1, max(0, int(x))), min(lh - 1, max(0, int(y))))

    def to_window(self, pos: tuple[float, float]) -> Pos:
        """The window pixel showing the logical point ``pos`` (its middle)."""
        return (
            self.area.x + int((pos[0] + 0.5) * self.scale),
            self.area.y + int((pos[1] + 0.5) * self.scale),
        )

    def to_logical_motion(self, rel: tuple[float, float]) -> Pos:
        return (round(rel[0] / self.scale), round(rel[1] / self.scale))


@lru_cache(maxsize=16)
def _view_of_picture(width: int, height: int) -> View:
    scale = min(width / LOGICAL_SIZE[0], height / LOGICAL_SIZE[1])
    return View((width, height), scale, pygame.Rect(0, 0, width, height))


UNIT_VIEW = View.of_window(LOGICAL_SIZE)


def of_aspect(room: Size) -> Size:
    """The largest size of the logical screen's aspect inside ``room``."""
    lw, lh = LOGICAL_SIZE
    scale = min(room[0] / lw, room[1] / lh)
    return (max(1, int(lw * scale)), max(1, int(lh * scale)))


def fit_window(screen: Size, usable: Size | None, framed: bool = True) -> Size:
    """The window to open on a screen of ``screen`` pixels whose free area
    (without task bars) is ``usable`` (None: SDL could not say): the largest
    size of the game's aspect that fits it with the window's frame
    (``framed``: a window manager draws one), never larger than the screen nor
    than ``LARGEST_WINDOW``."""
    sw, sh = screen
    if usable is None or usable[0] <= 0 or usable[1] <= 0:
        usable = (sw, int(sh * USABLE_SHARE))
    uw, uh = min(usable[0], sw), min(usable[1], sh)
    if framed:
        uw, uh = uw - WINDOW_FRAME[0], uh - WINDOW_FRAME[1]
    uw = min(uw, LARGEST_WINDOW[0])
    uh = min(uh, LARGEST_WINDOW[1])
    return of_aspect((max(1, uw), max(1, uh)))


def parse_size(text: str) -> Size:
    """``"1920x1080"`` as (1920, 1080); ``ValueError`` saying what is wrong."""
    parts = text.strip().lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() and len(p) <= 6 for p in parts):
        raise ValueError(f"{text[:40]!r} is not a size like 1920x1080")
    width, height = int(parts[0]), int(parts[1])
    (lw, lh), (hw, hh) = SMALLEST_WINDOW, LARGEST_WINDOW
    if not (lw <= width <= hw and lh <= height <= hh):
        raise ValueError(f"{width}x{height} is outside {lw}x{lh} to {hw}x{hh}")
    return (width, height)
