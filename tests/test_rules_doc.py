"""docs/RULES.md is assembled from docs/rules/*.md and must not go stale."""

from pathlib import Path

from tests.repo_tools import load_tool

ROOT = Path(__file__).resolve().parent.parent


def _builder():
    return load_tool("build_rules_doc")


def test_rules_doc_is_current() -> None:
    expected = _builder().build()
    current = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert current == expected, "docs/RULES.md is stale: run tools/build_rules_doc.py"


def test_every_chapter_marks_its_interpretations() -> None:
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    for name, _ in _builder().CHAPTERS:
        assert f"<!-- from docs/rules/{name} -->" in text
    assert text.count("**Interpretation") >= 20
