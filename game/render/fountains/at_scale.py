"""Drawing the fountains at any scale: lengths in physical pixels, and the
bounded stores that keep what was drawn at one.

Every drawing of ``game/render/fountains/`` takes a ``scale`` (physical pixels
per logical one, ``View.scale``) and draws the same picture, proportionally,
at 1.0, 1.5 or 3.0: a zoom (``cell_w``) is a logical length multiplied by the
scale, and so is every fixed length (a line's width, a pad, a lip) through
:func:`px`. A store of drawings keys them by the scale and by the colours they
were drawn in (high contrast swaps colours mid-game), and empties itself when
it passes its bound (:func:`keep`), so a window resized again and again holds
no more than the bound.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def px(length: float, scale: float) -> int:
    """A logical length in whole physical pixels at ``scale``: at least 1 for a
    non-zero length, ``length`` itself at 1.0 (so scale 1 draws as it always
    has)."""
    if length == 0:
        return 0
    value = round(length * scale)
    return value if value else (1 if length > 0 else -1)


def keep(store: dict[K, V], key: K, value: V, bound: int) -> V:
    """Put ``value`` in ``store`` under ``key``, emptying the store first when
    it holds ``bound`` drawings; return ``value``."""
    if len(store) >= bound:
        store.clear()
    store[key] = value
    return value
