"""The game's window: its size on this desktop, fullscreen, and the picture.

``Window.open`` picks the size (``--size``, else the largest of the game's
aspect that fits the usable desktop: ``game.ui.view.fit_window``), opens a
plain resizable window (no ``pygame.SCALED``: the game draws at the window's
own resolution) and keeps a :class:`~game.ui.view.View` of it up to date as
it is resized or goes fullscreen.

``Window.draw(manager)`` composes the scenes in sight (and the help overlay
listing the keys, F1, when it is open): when every one of them
draws at scale (``Scene.draws_at_scale``) each is drawn straight onto the
picture at the window's resolution; otherwise all are drawn on the 1280x720
logical screen, which is then scaled smoothly into the picture.
``Window.logical_event`` turns the mouse's window pixels into logical ones
before any scene sees them.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Sequence
from pathlib import Path

import pygame

from game.scenes.scene import Scene, SceneManager
from game.ui import theme
from game.ui.keys_overlay import KeysOverlay
from game.ui.view import (
    LOGICAL_SIZE,
    SMALLEST_WINDOW,
    Size,
    View,
    fit_window,
    of_aspect,
)

_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
BARS = theme.DEEP  # the two sides of the window the picture leaves over


class _SDLRect(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int) for name in ("x", "y", "w", "h")]


def _sdl_library() -> ctypes.CDLL | None:
    """The SDL library pygame has loaded (the same handle), or None."""
    candidates: list[str] = []
    maps = Path("/proc/self/maps")
    if maps.exists():
        for line in maps.read_text(errors="replace").splitlines():
            path = line.split()[-1] if line.split() else ""
            if "libSDL2-2" in path or "libSDL2.so" in path:
                candidates.append(path)
                break
    base = Path(pygame.__file__).parent
    for pattern in ("SDL2.dll", ".dylibs/libSDL2*.dylib"):
        candidates.extend(str(p) for p in base.glob(pattern))
    for path in candidates:
        try:
            return ctypes.CDLL(path)
        except OSError:
            continue
    return None


def desktop() -> tuple[Size, Size | None]:
    """The first screen's size, and its usable area (without task bars and
    docks, as SDL's ``SDL_GetDisplayUsableBounds`` says; None when it cannot)."""
    sizes = pygame.display.get_desktop_sizes()
    screen = sizes[0] if sizes else LOGICAL_SIZE
    usable: Size | None = None
    try:
        library = _sdl_library()
        if library is not None:
            rect = _SDLRect()
            call = library.SDL_GetDisplayUsableBounds
            call.argtypes = [ctypes.c_int, ctypes.POINTER(_SDLRect)]
            call.restype = ctypes.c_int
            if call(0, ctypes.byref(rect)) == 0 and rect.w > 0 and rect.h > 0:
                usable = (rect.w, rect.h)
    except (OSError, AttributeError):
        usable = None
    return screen, usable


def window_frame(window: pygame.Window) -> tuple[int, int, int, int] | None:
    """What a window manager draws round ``window`` (top, left, bottom,
    right; all 0 with no window manager), or None when SDL cannot say."""
    library = _sdl_library()
    if library is None:
        return None
    try:
        find = library.SDL_GetWindowFromID
        find.restype = ctypes.c_void_p
        find.argtypes = [ctypes.c_uint32]
        borders = library.SDL_GetWindowBordersSize
        borders.argtypes = [ctypes.c_void_p] + [ctypes.POINTER(ctypes.c_int)] * 4
        borders.restype = ctypes.c_int
    except AttributeError:
        return None
    pointer = find(window.id)
    if not pointer:
        return None
    sides = [ctypes.c_int(0) for _ in range(4)]
    if borders(pointer, *(ctypes.byref(side) for side in sides)) != 0:
        return None
    top, left, bottom, right = (side.value for side in sides)
    return (top, left, bottom, right)


def within(size: Size, screen: Size) -> Size:
    """``size`` as asked (``--size``), or, when it is larger than the
    screen, the largest of the game's aspect that the screen holds."""
    if size[0] <= screen[0] and size[1] <= screen[1]:
        return size
    return of_aspect((min(size[0], screen[0]), min(size[1], screen[1])))


def smallest_for(room: Size) -> Size:
    """The least a person may shrink the window to: ``SMALLEST_WINDOW``, or
    less where the window that fits (``room``) is smaller than that."""
    return (min(SMALLEST_WINDOW[0], room[0]), min(SMALLEST_WINDOW[1], room[1]))


class Window:
    """The display surface, the view of the logical screen on it, and the
    logical canvas for scenes that do not draw at scale yet."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.view = View.of_window(LOGICAL_SIZE)
        self.windowed_size: Size = LOGICAL_SIZE
        self.fullscreen = False
        self.real = False  # a window on a screen (not SDL's dummy driver)
        self._logical: pygame.Surface | None = None
        self._size: Size = (0, 0)
        self.problem: str | None = None  # the last fullscreen change that failed
        self._covering = False  # fullscreen as a frameless window over the screen
        #: the surface the last frame's scenes drew on (the picture, or the
        #: logical screen that was scaled into it): where a recorder reads
        self.drawn_on: pygame.Surface | None = None

    # -- opening and sizes -------------------------------------------------------

    def open(self, size: Size | None, fullscreen: bool, real: bool) -> pygame.Surface:
        """Open the window: ``size`` as asked (else fitted to the desktop),
        fullscreen when asked; ``real`` False (headless) opens a plain surface
        of ``size`` (1280x720 when None)."""
        self.real = real
        if not real:
            self.windowed_size = size or LOGICAL_SIZE
            self.surface = pygame.display.set_mode(self.windowed_size)
            return self._sized()
        screen, usable = desktop()
        fitted = fit_window(screen, usable)
        self.windowed_size = fitted if size is None else within(size, screen)
        self.surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        try:
            window = pygame.Window.from_display_module()
            window.minimum_size = smallest_for(fit_window(screen, usable))
            if size is None:  # centred on the screen, title bar in sight
                window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, AttributeError):
            pass
        if fullscreen:
            self.set_fullscreen(True)
        return self._sized()

    def _sized(self) -> pygame.Surface:
        """Read the display surface again (after a resize); bars repainted."""
        surface = pygame.display.get_surface()
        assert surface is not None
        self.surface = surface
        size = surface.get_size()
        if size != self._size:
            self._size = size
            self.view = View.of_window(size)
            surface.fill(BARS)
        return surface

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen at the desktop's own resolution, or back to the window
        as it was; a failure is said once on standard error.

        A window manager is asked for fullscreen; with none (X without one
        honours no such request) the window loses its frame and covers the
        screen itself."""
        if not self.real or on == self.fullscreen:
            return
        try:
            window = pygame.Window.from_display_module()
            frame = window_frame(window)
            managed = frame is None or any(frame)
            if on:
                self.windowed_size = window.size
                self._covering = not managed
                if managed:
                    window.set_fullscreen(desktop=True)
                else:
                    window.borderless = True
                    window.position = (0, 0)
                    window.size = desktop()[0]
            elif self._covering:
                window.borderless = False
                window.size = self.windowed_size
                window.position = pygame.WINDOWPOS_CENTERED
            else:
                window.set_windowed()
                window.size = self.windowed_size
            self.fullscreen = on
        except pygame.error as exc:
            problem = f"cannot change fullscreen ({exc})"
            if problem != self.problem:  # once, not at every F11
                self.problem = problem
                print(f"Fountaineer: {problem}", file=sys.stderr)
        self._sized()

    # -- events ------------------------------------------------------------------

    def logical_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` as the scenes see it: a mouse position in logical pixels
        (a resize of the window is noted here too)."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._sized()
            return event
        if event.type not in _POINTER_EVENTS or self.view.is_unit:
            return event
        values = dict(event.dict)
        if "pos" in values:
            values["pos"] = self.view.to_logical(values["pos"])
        if "rel" in values:
            values["rel"] = self.view.to_logical_motion(values["rel"])
        return pygame.event.Event(event.type, values)

    # -- drawing -----------------------------------------------------------------

    def draw(self, manager: SceneManager) -> pygame.Surface:
        """Draw the scenes in sight onto the picture; returns the picture."""
        surface = self._sized()
        if self._logical is None and not self.view.is_unit:
            self._logical = pygame.Surface(LOGICAL_SIZE).convert()
        picture, self.drawn_on = compose(
            manager.in_sight(), surface, self.view, self._logical, manager.keys_help
        )
        return picture


def compose(
    scenes: Sequence[Scene],
    surface: pygame.Surface,
    view: View,
    logical: pygame.Surface | None,
    keys_help: KeysOverlay | None = None,
) -> tuple[pygame.Surface, pygame.Surface]:
    """Draw ``scenes`` (bottom first), then the help overlay listing the keys
    when it is open, onto ``view.area`` of ``surface``: each straight onto
    the picture when all scenes draw at scale, else all on ``logical``
    (1280x720; needed unless the view is 1:1), then scaled smoothly into the
    picture. Returns the picture (the whole surface when there are no bars)
    and the surface the scenes drew on."""
    whole = view.area.size == surface.get_size()
    picture = surface if whole else surface.subsurface(view.area)
    if view.is_unit or all(scene.draws_at_scale for scene in scenes):
        for scene in scenes:
            scene.draw(picture)
        if keys_help is not None:
            keys_help.draw(picture, View.of_picture(picture.get_size()))
        return picture, picture
    assert logical is not None, "a logical canvas is needed to scale"
    for scene in scenes:
        scene.draw(logical)
    if keys_help is not None:
        keys_help.draw(logical)
    pygame.transform.smoothscale(logical, view.area.size, picture)
    return picture, logical
