"""The save store of a running game, found from the app context.

``store_for(ctx)`` gives the `SaveStore` for ``ctx.paths`` (None when the
context saves nothing, e.g. a test's hand-built context). The first call for
a folder tidies it: temporary files a killed process left are removed, and
finished games whose replay could not be written then are filed again.
"""

from __future__ import annotations

from typing import Any

from game.paths import GamePaths
from game.saves.store import SaveStore

_STORES: dict[GamePaths, SaveStore] = {}


def store_for(ctx: Any) -> SaveStore | None:
    paths = getattr(ctx, "paths", None)
    if not isinstance(paths, GamePaths):
        return None
    store = _STORES.get(paths)
    if store is None:
        store = _STORES[paths] = SaveStore(paths)
        store.tidy()
        store.refile_finished()
    return store
