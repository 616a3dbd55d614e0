"""Where every text of a screen is put: ``blit_text`` blits a rendered line and,
while a :class:`TextRecorder` is listening, notes where it landed and the box it
must stay inside; ``place_layer`` blits a layer (a card, a cached panel) and
carries the texts drawn on it to where it lands. The overlap check of the
tests reads the notes of the screen: no two texts may intersect, none may run
past its box or the screen, none may be cut short with an ellipsis.

Outside a recording the functions are plain blits (one global test each).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.ui.layers import shown

Point = tuple[int, int] | pygame.Rect

# the words of every rendered text surface (filled by ``Fonts.render``)
_WORDS: weakref.WeakKeyDictionary[pygame.Surface, str] = weakref.WeakKeyDictionary()


def name_text(label: pygame.Surface, words: str) -> pygame.Surface:
    """Remember which words ``label`` shows (for the recorder); returns it."""
    _WORDS[label] = words
    return label


def words_of(label: pygame.Surface) -> str | None:
    return _WORDS.get(label)


@dataclass(frozen=True, slots=True)
class DrawnText:
    """One line of text where it landed, and the box it must stay inside."""

    words: str
    rect: pygame.Rect
    box: pygame.Rect | None = None

    def moved(self, dx: int, dy: int) -> DrawnText:
        box = self.box.move(dx, dy) if self.box is not None else None
        return DrawnText(self.words, self.rect.move(dx, dy), box)


class TextRecorder:
    """The texts drawn on each surface while recording, in drawing order."""

    def __init__(self) -> None:
        self._on: weakref.WeakKeyDictionary[pygame.Surface, list[DrawnText]] = (
            weakref.WeakKeyDictionary()
        )
        self._half_hidden: weakref.WeakKeyDictionary[pygame.Surface, list[str]] = (
            weakref.WeakKeyDictionary()
        )

    def texts_on(self, surface: pygame.Surface) -> list[DrawnText]:
        return list(self._on.get(surface, ()))

    def note(self, surface: pygame.Surface, drawn: DrawnText) -> None:
        self._on.setdefault(surface, []).append(drawn)

    def forget(self, surface: pygame.Surface) -> None:
        self._on.pop(surface, None)
        self._half_hidden.pop(surface, None)

    def cover(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """An opaque shape drawn over ``rect``: texts beneath no longer show,
        and a text it hides only in part reads as cut."""
        texts = self._on.get(surface)
        if not texts:
            return
        for t in texts:
            if t.words.strip() and _ink(t.rect).colliderect(rect):
                if not rect.contains(t.rect):
                    self._half_hidden.setdefault(surface, []).append(
                        f"{t.words!r} {tuple(t.rect)} is half hidden by a card "
                        f"at {tuple(rect)}"
                    )
        texts[:] = [t for t in texts if not _ink(t.rect).colliderect(rect)]

    def problems(self, surface: pygame.Surface) -> list[str]:
        """Every pair of intersecting texts, every text past its box or the
        surface, every text cut short; empty when the screen reads cleanly."""
        found = list(self._half_hidden.get(surface, ()))
        return found + text_problems(self.texts_on(surface), surface.get_rect())


def text_problems(texts: list[DrawnText], screen: pygame.Rect) -> list[str]:
    found: list[str] = []
    shown = [t for t in texts if t.words.strip()]
    for t in shown:
        if not screen.contains(t.rect):
            found.append(f"{t.words!r} runs off the screen at {tuple(t.rect)}")
        elif t.box is not None and not t.box.contains(t.rect):
            found.append(
                f"{t.words!r} at {tuple(t.rect)} runs past its box {tuple(t.box)}"
            )
        if t.words.rstrip().endswith("...") or t.words.rstrip().endswith("…"):
            found.append(f"{t.words!r} is cut short")
    for i, a in enumerate(shown):
        for b in shown[i + 1 :]:
            if _shadow_pair(a, b):
                continue
            if _ink(a.rect).colliderect(_ink(b.rect)):
                found.append(
                    f"{a.words!r} {tuple(a.rect)} overlaps {b.words!r} {tuple(b.rect)}"
                )
    return found


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """A text surface has a little empty room above and below its letters,
    as tall as the type: a line rendered at a window's scale (40 pixels and
    taller) keeps the same share of it."""
    shrink = max(min(4, rect.height // 5), rect.height // 8)
    return rect.inflate(-2, -shrink)


def _shadow_pair(a: DrawnText, b: DrawnText) -> bool:
    """The same words drawn twice a few pixels apart: a text and its shadow."""
    return (
        a.words == b.words
        and abs(a.rect.x - b.rect.x) <= 3
        and abs(a.rect.y - b.rect.y) <= 3
    )


_recorder: TextRecorder | None = None


@contextmanager
def recording() -> Iterator[TextRecorder]:
    """Note every text drawn inside the block (tests and tools only)."""
    global _recorder
    before = _recorder
    _recorder = TextRecorder()
    try:
        yield _recorder
    finally:
        _recorder = before


def is_recording() -> bool:
    """True inside :func:`recording` (caches of drawn layers step aside)."""
    return _recorder is not None


def blit_text(
    surface: pygame.Surface,
    label: pygame.Surface,
    pos: Point,
    box: pygame.Rect | None = None,
    words: str | None = None,
) -> pygame.Rect:
    """Blit a rendered line at ``pos`` (its top left); ``box`` is the region
    it belongs to (a panel, a card, a chip). Returns where it landed."""
    rect = surface.blit(label, pos)
    if _recorder is not None:
        if isinstance(pos, pygame.Rect):
            rect = pygame.Rect(pos.topleft, label.get_size())
        said = words if words is not None else _WORDS.get(label)
        if said is not None:
            full = pygame.Rect(rect.topleft, label.get_size())
            _recorder.note(surface, DrawnText(said, full, box))
    return rect


def place_layer(
    surface: pygame.Surface, layer: pygame.Surface, pos: Point, covers: bool = False
) -> pygame.Rect:
    """Blit a layer whose texts were drawn with :func:`blit_text`; they are
    noted again where the layer lands. ``covers``: an opaque card that hides
    what lies under it (a text it hides in part reads as cut). A layer
    marked as kept (:func:`game.ui.layers.kept`) counts the frames it shows."""
    shown(layer)
    rect = surface.blit(layer, pos)
    if _recorder is not None:
        if covers:
            _recorder.cover(surface, pygame.Rect(rect.topleft, layer.get_size()))
        dx, dy = pos.topleft if isinstance(pos, pygame.Rect) else pos
        for drawn in _recorder.texts_on(layer):
            _recorder.note(surface, drawn.moved(dx, dy))
    return rect


def clear_texts(surface: pygame.Surface) -> None:
    """A cached layer is about to be painted afresh: forget its old texts."""
    if _recorder is not None:
        _recorder.forget(surface)


def cover_texts(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An opaque card or curtain now hides what was under ``rect``."""
    if _recorder is not None:
        _recorder.cover(surface, rect)
