"""Every module-level cache of the rules core and the bots, in one registry.

Search asks the same questions again and again (a tile's cells at a rotation,
what is left of a covered pool, the drafts at a basin position), so the answers
are kept. Each store is registered here under a name, with its bound: the most
entries it holds before it is emptied and starts again (so a long run of games
holds at most the bound, whatever it plays). ``CACHES.clear_all()`` empties every
one of them, ``CACHES.sizes()`` says what each holds now.

Keys are values (tiles, placements, cell keys, pawns), never words. A cache
changes no answer: the fingerprint (``tools/fingerprint.py``) plays the same
games whatever they hold.

Owners read a store directly (``store.get(key)``: a plain dict, the fastest
lookup) and add to it only through :meth:`Cache.keep`, which holds the bound.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Cache(Generic[K, V]):
    """One named store of answers, emptied whenever it would pass ``bound``."""

    __slots__ = ("name", "bound", "store")

    def __init__(self, name: str, bound: int) -> None:
        if bound < 1:
            raise ValueError(f"cache {name!r}: the bound must be at least 1")
        self.name = name
        self.bound = bound
        self.store: dict[K, V] = {}

    def keep(self, key: K, value: V) -> V:
        """Store ``value`` under ``key`` (emptying the store first when it is
        full) and return it."""
        store = self.store
        if len(store) >= self.bound:
            store.clear()
        store[key] = value
        return value

    def clear(self) -> None:
        self.store.clear()

    def __len__(self) -> int:
        return len(self.store)

    def __repr__(self) -> str:
        return f"Cache({self.name!r}, {len(self.store)}/{self.bound})"


class CacheRegistry:
    """The owner of every module-level cache: one place to bound and clear them."""

    def __init__(self) -> None:
        self._caches: dict[str, Cache[Any, Any]] = {}

    def cache(self, name: str, bound: int) -> Cache[K, V]:
        """A new empty cache registered as ``name`` (each name once)."""
        if name in self._caches:
            raise ValueError(f"a cache named {name!r} is already registered")
        found: Cache[K, V] = Cache(name, bound)
        self._caches[name] = found
        return found

    def __iter__(self) -> Iterator[Cache[Any, Any]]:
        return iter(self._caches.values())

    def __getitem__(self, name: str) -> Cache[Any, Any]:
        return self._caches[name]

    def clear_all(self) -> None:
        """Empty every cache (answers are worked out again when next asked)."""
        for found in self._caches.values():
            found.clear()

    def sizes(self) -> dict[str, int]:
        """How many entries each cache holds now, by name."""
        return {name: len(found) for name, found in self._caches.items()}


CACHES = CacheRegistry()
"""The one registry: the rules core's caches and the bots' register here."""


def clear_all() -> None:
    """Empty every cache of the rules core and the bots."""
    CACHES.clear_all()
