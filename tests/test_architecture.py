"""The shape of the code, read from every module's imports with ``ast``.

- no import circles in ``game/`` (imports under ``if TYPE_CHECKING:`` aside;
  imports inside functions count, so none can hide a circle);
- ``game/rules/`` imports nothing but the standard library and itself;
- no arrow runs up the layers of ``docs/dev/ARCHITECTURE.md``;
- one job per module: a module past about 600 lines says in its docstring why it
  stays whole (pure data tables aside).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"

# Lower layers never import higher ones; a module may import its own layer.
LAYERS: dict[str, int] = {
    "game.rules": 0,
    "game.paths": 1,
    "game.signals": 1,
    "game.play_limit": 1,
    "game.regular_file": 1,
    "game.setup": 1,
    "game.settings": 1,
    "game.atomic": 1,
    "game.audio": 3,
    "game.levels": 1,
    "game.physics": 2,
    "game.ai": 3,
    "game.lessons": 3,
    "game.saves": 3,
    "game.records": 3,
    "game.ui": 4,
    "game.render": 5,
    "game.context": 5,
    "game.scenes": 6,
    "game.headless": 7,
    "game.cli": 7,
    "game.app": 7,
    "game.window": 7,
    "game.bench": 8,
}
MAX_LINES = 600
"""Past this, a module's docstring says why it stays whole ("stays whole")."""
DATA_TABLES = {"game.rules.fountains.catalogue"}
THIRD_PARTY_BANNED_IN_RULES = {"pygame", "pymunk", "pytmx"}


@dataclass(frozen=True)
class Import:
    source: str
    target: str  # a module of game/, or a top-level third-party name
    line: int
    type_only: bool


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def game_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", "")
    return name == "TYPE_CHECKING"


class _Imports(ast.NodeVisitor):
    def __init__(self, module: str, is_package: bool, known: set[str]) -> None:
        self.module, self.is_package, self.known = module, is_package, known
        self.found: list[Import] = []
        self._type_only = 0

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test):
            self._type_only += 1
            for child in node.body:
                self.visit(child)
            self._type_only -= 1
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def _add(self, name: str, line: int) -> None:
        if name.split(".")[0] != "game":
            self.found.append(Import(self.module, name.split(".")[0], line, False))
            return
        while name and name not in self.known:
            name = name.rpartition(".")[0]
        if name:
            self.found.append(Import(self.module, name, line, self._type_only > 0))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(alias.name, node.lineno)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.module if self.is_package else self.module.rpartition(".")[0]
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            stem = f"{base}.{node.module}" if node.module else base
        else:
            stem = node.module or ""
        for alias in node.names:
            full = f"{stem}.{alias.name}"
            self._add(full if full in self.known else stem, node.lineno)


def all_imports() -> list[Import]:
    modules = game_modules()
    known = set(modules)
    found: list[Import] = []
    for name, path in modules.items():
        visitor = _Imports(name, path.name == "__init__.py", known)
        visitor.visit(ast.parse(path.read_text("utf-8"), str(path)))
        found.extend(i for i in visitor.found if i.target != name)
    return found


def layer_of(module: str) -> int:
    best = ""
    for prefix in LAYERS:
        if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > len(
            best
        ):
            best = prefix
    if not best:
        raise KeyError(module)
    return LAYERS[best]


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in edges.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def game_edges(imports: list[Import]) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for imp in imports:
        if not imp.type_only and imp.target.startswith("game"):
            edges.setdefault(imp.source, set()).add(imp.target)
    return edges


@pytest.fixture(scope="module")
def imports() -> list[Import]:
    return all_imports()


def test_no_import_circles(imports: list[Import]) -> None:
    assert circles(game_edges(imports)) == []


def test_the_circle_finder_finds_circles() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(edges) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_rules_core_imports_only_itself(imports: list[Import]) -> None:
    wrong = [
        f"{i.source}:{i.line} imports {i.target}"
        for i in imports
        if i.source.startswith("game.rules")
        and (
            i.target in THIRD_PARTY_BANNED_IN_RULES
            or (i.target.startswith("game") and not i.target.startswith("game.rules"))
        )
    ]
    assert wrong == []


def test_every_module_has_a_layer() -> None:
    missing = []
    for name in game_modules():
        if name == "game":
            continue
        try:
            layer_of(name)
        except KeyError:
            missing.append(name)
    assert missing == [], "add these to LAYERS and docs/dev/ARCHITECTURE.md"


def test_no_arrow_runs_up_the_layers(imports: list[Import]) -> None:
    upward = [
        f"{i.source}:{i.line} ({layer_of(i.source)}) imports {i.target} "
        f"({layer_of(i.target)})"
        for i in imports
        if not i.type_only
        and i.target.startswith("game.")
        and i.source != "game"
        and layer_of(i.target) > layer_of(i.source)
    ]
    assert upward == []


def test_the_layer_check_sees_an_upward_arrow() -> None:
    assert layer_of("game.render.fountains.iso") > layer_of("game.rules.fountains")
    assert layer_of("game.scenes.menus.title") > layer_of("game.render.splash.hud")
    with pytest.raises(KeyError):
        layer_of("game.nowhere")


def _long_modules() -> Iterator[str]:
    for name, path in game_modules().items():
        if name in DATA_TABLES:
            continue
        text = path.read_text("utf-8")
        lines = len(text.splitlines())
        docstring = ast.get_docstring(ast.parse(text)) or ""
        if lines > MAX_LINES and "stays whole" not in " ".join(docstring.split()):
            yield f"{name}: {lines} lines, and no word on why it stays whole"


def test_a_long_module_says_why_it_stays_whole() -> None:
    assert list(_long_modules()) == []


def test_tests_mirror_the_game_packages() -> None:
    """Every package of game/ with tests has them in the same place under tests/."""
    packages = {
        p.parent.relative_to(GAME)
        for p in GAME.rglob("__init__.py")
        if p.parent != GAME
    }
    test_dirs = {
        p.parent.relative_to(ROOT / "tests")
        for p in (ROOT / "tests").rglob("test_*.py")
        if p.parent != ROOT / "tests"
    }
    strays = sorted(str(d) for d in test_dirs if d not in packages)
    assert strays == [], "test folders with no game package of the same path"
