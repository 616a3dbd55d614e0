"""Pond files that must be refused before pytmx touches them, in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.levels import LEVELS_DIR, LevelError, available_levels, load_level

GOOD = (LEVELS_DIR / "classic_cup.tmx").read_text(encoding="utf-8")
OUTLINE = '<polygon points="0,0 32,144 288,144 320,0"/>'


def _long_outline(n: int) -> str:
    points = " ".join(f"{i * 0.1:g},{(i % 2) * 0.1:g}" for i in range(n))
    return GOOD.replace(OUTLINE, f'<polygon points="{points}"/>')


HOSTILE = [
    (GOOD.replace('x="352" y="240"', 'x="352" y="240" rotation="inf"'), "rotation"),
    (GOOD.replace('x="352" y="240"', 'x="352" y="240" rotation="1e400"'), "1e400"),
    (GOOD.replace('x="352" y="240"', 'x="nan" y="240"'), "'nan' is not a finite"),
    (GOOD.replace('x="352" y="240"', 'x="1e30" y="240"'), "'1e30' is not a finite"),
    (GOOD.replace('value="0.35"', 'value="inf"'), "'inf' is not a finite"),
    (GOOD.replace(OUTLINE, '<polygon points="0,0 32,nan 288,144"/>'), "point"),
    (GOOD.replace('width="60" height="40"', 'width="100000" height="40"'), "tiles"),
    (GOOD.replace('tilewidth="16"', 'tilewidth="4000"'), "px a side"),
    (_long_outline(2000), "an outline of 2000 points"),
    ("<!DOCTYPE x [<!ENTITY a 'b'>]>" + GOOD.split("?>", 1)[1], "DOCTYPE"),
]


@pytest.mark.parametrize(("text", "message"), HOSTILE)
def test_hostile_files_are_refused_in_one_line(
    tmp_path: Path, text: str, message: str
) -> None:
    assert text != GOOD
    path = tmp_path / "hostile.tmx"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LevelError, match=message) as info:
        load_level(path)
    line = str(info.value)
    assert "\n" not in line and line.startswith(str(path))
    # The menu's listing keeps the good ponds and reports the bad one.
    (tmp_path / "good.tmx").write_text(GOOD, encoding="utf-8")
    problems: list[LevelError] = []
    assert [lv.key for lv in available_levels(tmp_path, problems)] == ["good"]
    assert [p.path.name for p in problems] == ["hostile.tmx"]


def test_the_scan_is_cached_by_file_version(tmp_path: Path) -> None:
    path = tmp_path / "pond.tmx"
    path.write_text(GOOD, encoding="utf-8")
    first = available_levels(tmp_path)[0]
    assert available_levels(tmp_path)[0] is first  # not read again
    path.write_text(GOOD.replace("Classic Cup", "Classic Cup II"), encoding="utf-8")
    second = available_levels(tmp_path)[0]
    assert second is not first and second.name == "Classic Cup II"
