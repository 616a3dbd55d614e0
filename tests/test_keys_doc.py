"""docs/KEYS.md is built from the help overlay's sheets and must not go stale."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_keys_doc_is_current() -> None:
    spec = importlib.util.spec_from_file_location(
        "build_keys_doc", ROOT / "tools" / "build_keys_doc.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    current = (ROOT / "docs" / "KEYS.md").read_text(encoding="utf-8")
    assert current == module.build(), (
        "docs/KEYS.md is stale: run tools/build_keys_doc.py"
    )
