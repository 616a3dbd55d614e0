"""Issue 22: no module reaches into another object's private members, and the
search package (the fast path behind ``Fountain.search()``) is imported only by
the bots and by the rules' own fast paths.

A private member is a name with one leading underscore (``x._name``; dunders
such as ``__dict__`` are Python's own). It may be used on ``self``, ``cls``,
``super()`` and ``type(self)``, and on a name defined at the top of the same
module (its own class, its own module-level helper): everything else is
another object's.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"

SKIPPED: tuple[str, ...] = ()
"""Packages the private-member test leaves alone (none)."""

SEARCH = "game.rules.fountains.search"
SEARCH_IMPORTERS_OUTSIDE = (
    "game/ai/fountains/",  # the bots
    "game/rules/fountains/fountain.py",  # a Fountain keeps its fast path
    "game/rules/fountains/placement.py",  # the stack's placement boards
    "game/rules/fountains/water.py",  # pools numbered from the water net
    "game/rules/fountains/features.py",  # fish and lily points from the net
)
"""Who outside the search package may import it: the bots, and the rules' own
fast paths (each named, with what it keeps there)."""


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(GAME.rglob("*.py")):
        relative = path.relative_to(GAME.parent).as_posix()
        yield relative, ast.parse(path.read_text(encoding="utf-8"), relative)


def _top_level_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    return names


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _owner_is_allowed(owner: ast.expr, own_names: set[str]) -> bool:
    if isinstance(owner, ast.Name):
        return owner.id in ("self", "cls") or owner.id in own_names
    if not (isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name)):
        return False
    if owner.func.id == "super":
        return True
    args = owner.args  # type(self): this object's own class
    return (
        owner.func.id == "type" and len(args) == 1 and _owner_is_allowed(args[0], set())
    )


def private_reaches(relative: str, tree: ast.Module) -> list[str]:
    """Every ``x._name`` in ``tree`` where ``x`` is another object."""
    own = _top_level_names(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not _is_private(node.attr):
            continue
        if not _owner_is_allowed(node.value, own):
            found.append(f"{relative}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_touches_another_objects_private_members() -> None:
    found = [
        reach
        for relative, tree in _modules()
        if not relative.startswith(SKIPPED)
        for reach in private_reaches(relative, tree)
    ]
    assert not found, "private members of other objects:\n" + "\n".join(found)


def test_the_check_sees_a_reach_and_lets_self_cls_super_and_own_names_be() -> None:
    source = """
_CACHE = {}
class Thing:
    def ok(self, other):
        self._a; type(self)._b; super()._c(); _CACHE.clear(); Thing._d; other.__dict__
    def bad(self, other):
        return other._e + self.part._f
"""
    found = private_reaches("x.py", ast.parse(source))
    assert found == ["x.py:7: other._e", "x.py:7: self.part._f"]


def _imports(tree: ast.Module) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def test_only_the_bots_and_the_rules_fast_paths_import_the_search_package() -> None:
    found = sorted(
        relative
        for relative, tree in _modules()
        if not relative.startswith(("game/rules/fountains/search/",))
        and not relative.startswith(SEARCH_IMPORTERS_OUTSIDE)
        and any(
            name == SEARCH or name.startswith(SEARCH + ".") for name in _imports(tree)
        )
    )
    assert not found, f"modules importing {SEARCH}: {found}"


def test_the_bots_import_only_the_door_of_the_search_package() -> None:
    door = SEARCH + ".view"
    found = sorted(
        f"{relative}: {name}"
        for relative, tree in _modules()
        if relative.startswith("game/ai/fountains/")
        for name in set(_imports(tree))
        if name.startswith(SEARCH + ".") and not name.startswith(door)
    )
    assert not found, f"bots reaching past {door}: {found}"


def test_every_allowed_search_importer_still_imports_it() -> None:
    """The list stays short: a module that stopped importing search leaves it."""
    importers = {
        relative
        for relative, tree in _modules()
        if any(n == SEARCH or n.startswith(SEARCH + ".") for n in _imports(tree))
    }
    for allowed in SEARCH_IMPORTERS_OUTSIDE:
        assert any(relative.startswith(allowed) for relative in importers), allowed
