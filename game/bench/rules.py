"""Suite `rules`: the Fountains rules core (fountain model and whole games)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator

_PARTS = (
    "game.bench.rules_fountain",
    "game.bench.rules_game",
    "game.bench.rules_search",
)


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    for part in _PARTS:
        try:
            module = importlib.import_module(part)
        except ModuleNotFoundError as exc:
            if exc.name == part:
                continue
            raise
        yield from module.run(only)
