"""Caches have an owner: every module-level cache of the rules core and the bots
is registered in ``game.rules.fountains.caches`` with a bound, and ``clear_all``
empties them all without changing a single answer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import game.ai.fountains  # noqa: F401  # registers the bots' caches too
from game.ai.fountains import MediumBot
from game.rules.fountains import FountainsGame, GameOptions
from game.rules.fountains.caches import CACHES, Cache, CacheRegistry, clear_all

ROOT = Path(__file__).resolve().parents[3]
SEARCHED = (ROOT / "game" / "rules", ROOT / "game" / "ai")


def _medium_game(seed: int) -> list[str]:
    game = FountainsGame.new(GameOptions(players=2, seed=seed))
    bots = [MediumBot(seed), MediumBot(seed + 1)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    return [str(action) for action in game.actions]


def _empty_store(value: ast.expr) -> bool:
    """An empty dict, list or set made at module level: a cache without an owner."""
    if isinstance(value, ast.Dict):
        return not value.keys
    if isinstance(value, ast.List):
        return not value.elts
    if isinstance(value, ast.Tuple):
        return bool(value.elts) and all(_empty_store(e) for e in value.elts)
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id in ("dict", "list", "set", "OrderedDict", "defaultdict")
        and not value.args
    )


def test_no_module_keeps_a_cache_of_its_own() -> None:
    found = []
    for folder in SEARCHED:
        for path in sorted(folder.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in tree.body:
                value = (
                    node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
                )
                if value is not None and _empty_store(value):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            text = path.read_text(encoding="utf-8")
            for decorator in ("lru_cache", "functools.cache", "@cache"):
                if decorator in text:
                    found.append(f"{path.relative_to(ROOT)}: {decorator}")
    assert found == [], "register these in game.rules.fountains.caches: " + ", ".join(
        found
    )


def test_the_check_finds_a_module_level_cache() -> None:
    for source in ("_KEPT = {}", "_KEPT: dict[str, int] = dict()", "_TWO = ({}, {})"):
        node = ast.parse(source).body[0]
        assert isinstance(node, ast.Assign | ast.AnnAssign)
        assert node.value is not None and _empty_store(node.value)
    assert not _empty_store(ast.parse("_TABLE = {1: 2}").body[0].value)  # type: ignore[attr-defined]


def test_every_cache_is_registered_once_with_a_bound() -> None:
    names = [cache.name for cache in CACHES]
    assert len(names) == len(set(names)) >= 13
    assert all(cache.bound >= 1 for cache in CACHES)
    for name in (
        "laid tiles",
        "remains of covered pools",
        "legal drafts by basin position",
        "search: tiles by board width",
    ):
        assert CACHES[name].name == name


def test_clear_all_empties_every_cache_and_changes_no_choice() -> None:
    played = _medium_game(41)
    sizes = CACHES.sizes()
    assert sum(sizes.values()) > 0
    assert all(size <= CACHES[name].bound for name, size in sizes.items())
    clear_all()
    assert set(CACHES.sizes().values()) == {0}
    assert _medium_game(41) == played


def test_a_full_cache_starts_afresh() -> None:
    cache: Cache[int, str] = Cache("test", 3)
    for key in range(7):
        assert cache.keep(key, str(key)) == str(key)
        assert 0 < len(cache) <= 3
        assert cache.store[key] == str(key)
    assert cache.store == {6: "6"}


def test_a_registry_refuses_a_name_twice_and_a_bound_below_one() -> None:
    registry = CacheRegistry()
    registry.cache("one", 2)
    with pytest.raises(ValueError, match="already registered"):
        registry.cache("one", 2)
    with pytest.raises(ValueError, match="at least 1"):
        registry.cache("two", 0)
