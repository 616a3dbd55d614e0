"""Between two games, the process lets go of what the last one filled.

Search and drawing keep module caches (laid tiles, pools' shapes, legal drafts
by position, icons, labels...) that help within a game and only fill memory
after it: each is bounded, but an evening of many games kept them all full,
and the allocator kept what they had freed (measured: 170 MB resident after
100 games, 75 MB with this; the curve is ``python -m game.bench.evening``).

:func:`forget_between_games` runs when the scene stack is cleared (back to the
title, the tutorial starting) and when the app stops (a process that starts
the game again, as a test or a tool does): it empties those caches and the
drawings cached by the fonts they used (each kept its `Fonts`, and every font
file open, alive), collects the garbage the game left, and hands freed memory
back to the system where the C library can (glibc's ``malloc_trim``). It is
the one place that knows these caches.
"""

from __future__ import annotations

import contextlib
import gc
import sys
from collections.abc import Callable
from typing import Any

from game.render.fountains import stores
from game.render.splash import kids_menu
from game.rules.fountains import caches as rules_caches
from game.scenes.fountains import label

#: The drawing's caches emptied between games: (module, names of its dicts).
#: The rules core's and the bots' caches have their own registry
#: (``game.rules.fountains.caches.CACHES``), emptied as a whole.
DRAWING_CACHES: tuple[tuple[Any, tuple[str, ...]], ...] = (
    *stores.DRAWING_STORES,
    (label, ("_LABELS",)),
)


#: Cached drawings keyed by the fonts they were drawn with: each holds its
#: `Fonts` and every font file it opened (one app after another in a process).
DRAWINGS: tuple[Any, ...] = (
    *stores.DRAWINGS,
    *kids_menu.DRAWINGS,
)


def cache_sizes() -> dict[str, int]:
    """How many entries each cache holds now (for the tests and the bench)."""
    sizes = {
        f"{module.__name__}.{name}": len(getattr(module, name))
        for module, names in DRAWING_CACHES
        for name in names
    }
    sizes.update(
        (f"rules: {name}", size) for name, size in rules_caches.CACHES.sizes().items()
    )
    for drawing in DRAWINGS:
        name = f"{drawing.__module__}.{drawing.__name__}"
        sizes[name] = drawing.cache_info().currsize
    return sizes


def forget_between_games() -> None:
    """Empty the games' caches, collect the garbage, give memory back."""
    rules_caches.clear_all()
    for module, names in DRAWING_CACHES:
        for name in names:
            getattr(module, name).clear()
    for drawing in DRAWINGS:
        drawing.cache_clear()
    gc.collect()
    _give_back()


def _trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None (another C library, no ctypes)."""
    if not sys.platform.startswith("linux"):
        return None
    with contextlib.suppress(ImportError, OSError, AttributeError, TypeError):
        import ctypes  # only here: the title never waits for it

        trim = ctypes.CDLL("libc.so.6").malloc_trim
        trim.argtypes = [ctypes.c_size_t]
        trim.restype = ctypes.c_int
        return trim  # type: ignore[no-any-return]
    return None


_MALLOC_TRIM: list[Callable[[int], int] | None] = []  # looked up once, lazily


def _give_back() -> None:
    if not _MALLOC_TRIM:
        _MALLOC_TRIM.append(_trim())
    trim = _MALLOC_TRIM[0]
    if trim is not None:
        trim(0)
