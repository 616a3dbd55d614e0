"""Every module-level store of the Fountains drawings, in one list: what
``game/scenes/between_games.py`` empties between games (its
``DRAWING_CACHES`` takes these entries) and what the ``render`` bench empties
to time a cold picture. Each store is a dict bounded by ``at_scale.keep``;
``courtyard`` and ``rules_pictures`` keep theirs in ``lru_cache`` functions
(``DRAWINGS``)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from game.render.fountains import (
    basin_view,
    courtyard,
    fountain_view,
    icon_art,
    rules_pictures,
    water,
)

#: (module, names of its store dicts)
DRAWING_STORES: tuple[tuple[ModuleType, tuple[str, ...]], ...] = (
    (icon_art, ("_BIG_CACHE", "_CACHE", "_TOKEN_CACHE")),
    (
        water,
        ("_jet_cache", "_glint_cache", "_drop_cache", "_fall_cache", "_chevron_cache"),
    ),
    (fountain_view, ("_MURK",)),
    (basin_view, ("_PLAN_CACHE", "_PAWN_CACHE")),
)
#: cached drawing functions (``cache_clear``, ``cache_info``)
DRAWINGS: tuple[Any, ...] = (*courtyard.DRAWINGS, *rules_pictures.DRAWINGS)


def forget_drawings() -> None:
    """Empty every store of the Fountains drawings."""
    for module, names in DRAWING_STORES:
        for name in names:
            getattr(module, name).clear()
    for drawing in DRAWINGS:
        drawing.cache_clear()


def store_sizes() -> dict[str, int]:
    """How many drawings each store holds now, by name."""
    sizes = {
        f"{module.__name__}.{name}": len(getattr(module, name))
        for module, names in DRAWING_STORES
        for name in names
    }
    for drawing in DRAWINGS:
        sizes[f"{drawing.__module__}.{drawing.__name__}"] = (
            drawing.cache_info().currsize
        )
    return sizes
