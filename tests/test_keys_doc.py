"""docs/KEYS.md is built from the help overlay's sheets and must not go stale."""

from pathlib import Path

from tests.repo_tools import load_tool

ROOT = Path(__file__).resolve().parent.parent


def test_keys_doc_is_current() -> None:
    module = load_tool("build_keys_doc")
    current = (ROOT / "docs" / "KEYS.md").read_text(encoding="utf-8")
    assert current == module.build(), (
        "docs/KEYS.md is stale: run tools/build_keys_doc.py"
    )
