"""Search goes through one door: ``Fountain.search()``, a ``SearchView``.

Read from every module's imports and attribute reads with ``ast``: outside the
search package, only the rules' own fast paths import its modules; everything
else (the bots above all) imports ``search/view.py`` and nothing else of it, and
no bot reads how the fast path stores its answers. And the view's answers are the
fountain's.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

from game.ai.fountains.quick_look import QuickLook
from game.rules.fountains.catalogue import STARTING_TILES, TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.search.view import PlacementRanks, SearchView

ROOT = Path(__file__).resolve().parents[3]
GAME = ROOT / "game"
SEARCH = "game.rules.fountains.search"
VIEW = f"{SEARCH}.view"

FAST_PATHS = {
    # the fountain keeps its water and stack on the fast path's pieces, and the
    # rewards and the screens' numbered water read that water
    "game.rules.fountains.fountain",
    "game.rules.fountains.placement",
    "game.rules.fountains.water",
    "game.rules.fountains.features",
}
"""The modules outside the search package that may import its other modules."""

STORAGE = {"x0", "y0", "levels", "boards", "pool_of", "net", "cell_key", "key_cell"}
"""How the fast path stores its answers: no bot reads these names."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(tree: ast.AST) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def search_imports(tree: ast.AST) -> set[str]:
    """The search package's modules ``tree`` imports (the package alone aside)."""
    return {
        name
        for name in imports_of(tree)
        if name.startswith(SEARCH + ".") and name.count(".") == SEARCH.count(".") + 1
    }


def sources() -> list[tuple[str, ast.AST]]:
    return [
        (module_name(path), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(GAME.rglob("*.py"))
    ]


def test_only_the_rules_fast_paths_import_the_search_package_past_its_door() -> None:
    wrong = []
    for name, tree in sources():
        if name.startswith(SEARCH) or name in FAST_PATHS:
            continue
        past = search_imports(tree) - {VIEW}
        if past:
            wrong.append(f"{name}: {sorted(past)}")
    assert wrong == [], "import SearchView (search/view.py) instead: " + "; ".join(
        wrong
    )


def test_no_bot_reads_how_the_fast_path_stores_its_answers() -> None:
    wrong = []
    for name, tree in sources():
        if not name.startswith("game.ai.fountains"):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in STORAGE:
                wrong.append(f"{name}:{node.lineno} .{node.attr}")
    assert wrong == []


def test_the_checks_find_a_module_past_the_door() -> None:
    tree = ast.parse(
        "from game.rules.fountains.search.water_net import WaterNet\n"
        "from game.rules.fountains.search import boards\n"
        "from game.rules.fountains.search.view import SearchView\n"
    )
    assert search_imports(tree) - {VIEW} == {
        f"{SEARCH}.water_net",
        f"{SEARCH}.boards",
    }


def grown(seed: int, tiles: int) -> Fountain:
    rng = random.Random(seed)
    fountain = Fountain.new(STARTING_TILES[seed % len(STARTING_TILES)])
    for _ in range(tiles):
        tile = rng.choice(TILES)
        placements = fountain.legal_placements(tile)
        if placements:
            fountain.place(tile, rng.choice(placements))
    return fountain


def test_the_view_answers_as_the_fountain() -> None:
    checked = 0
    for seed in range(6):
        fountain = grown(seed, 9)
        view = fountain.search()
        assert isinstance(view, SearchView)
        for tile in TILES[seed::11]:
            placements = fountain.legal_placements(tile)
            assert view.legal_placement_count(tile) == len(placements)
            assert [
                view.legal_placement_at(tile, i) for i in range(len(placements))
            ] == placements
            spots = view.legal_spots(tile)
            assert (spots is None) == (not placements)
            for placement in placements[:3]:
                assert view.is_legal(tile, placement)
                tried = view.trial(tile, placement)
                laid = fountain.clone()
                report = laid.search().place_unchecked(tile, placement)
                assert laid == _placed(fountain, tile, placement)
                assert (tried.level, tried.coins_scored) == (
                    report.level,
                    report.coins_scored,
                )
                assert tried.fed_pool_count() == laid.fed_pool_count()
                assert tried.lily_points() == laid.lily_points()
                checked += 1
    assert checked >= 30


def _placed(fountain: Fountain, tile: object, placement: object) -> Fountain:
    checked = fountain.clone()
    checked.place(tile, placement)  # type: ignore[arg-type]
    return checked


def test_the_view_ranks_placements_as_the_quick_look_does() -> None:
    ranked = 0
    for seed in range(4):
        fountain = grown(seed, 8)
        look = QuickLook(fountain, 1.5)
        view = fountain.search()
        for tile in TILES[seed::9]:
            ranks = view.rank_placements(tile, look.ranker)
            placements = fountain.legal_placements(tile)
            if not placements:
                assert ranks is None
                continue
            assert isinstance(ranks, PlacementRanks)
            best = [p for _value, p in ranks.ranked()]
            assert sorted(best) == sorted(placements)
            values = [look.placement(tile, p) for p in best]
            assert values == sorted(values, reverse=True)
            kept = view.rank_placements(tile, look.ranker, 3)
            assert kept is not None and kept.best(3) == best[:3]
            ranked += 1
    assert ranked >= 10
