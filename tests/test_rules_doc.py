"""docs/RULES.md is assembled from docs/rules/*.md and must not go stale."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _builder():
    spec = importlib.util.spec_from_file_location(
        "build_rules_doc", ROOT / "tools" / "build_rules_doc.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rules_doc_is_current() -> None:
    expected = _builder().build()
    current = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert current == expected, "docs/RULES.md is stale: run tools/build_rules_doc.py"


def test_every_chapter_marks_its_interpretations() -> None:
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    for name, _ in _builder().CHAPTERS:
        assert f"<!-- from docs/rules/{name} -->" in text
    assert text.count("**Interpretation") >= 20
