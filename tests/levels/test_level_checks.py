"""The shape checks (droplet area over the basin, no leaks) and
``python -m game.levels check``."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.levels import (
    LEVELS_DIR,
    LevelError,
    available_levels,
    check_level_file,
    load_level,
)
from game.levels import checks as level_checks
from game.levels.__main__ import main
from game.physics import tuning

GOOD = (LEVELS_DIR / "classic_cup.tmx").read_text(encoding="utf-8")
BASIN = (
    '<object id="1" name="basin" type="basin" x="48" y="364">\n'
    '   <polyline points="0,0 0,36 272,36 304,180 560,180 592,36 864,36 864,0"/>\n'
    "  </object>"
)


def _floor_with_gap(gap: float) -> str:
    """The Classic Cup with its floor cut open ``gap`` px wide at x=448."""
    right = 448 + gap
    return GOOD.replace(
        BASIN,
        '<object id="1" name="left" type="basin" x="48" y="364">\n'
        '   <polyline points="0,0 0,36 272,36 304,180 400,180"/>\n'
        "  </object>\n"
        f'  <object id="9" name="right" type="basin" x="{right:g}" y="544">\n'
        f'   <polyline points="0,0 {608 - right:g},0 {640 - right:g},-144 '
        f'{912 - right:g},-144 {912 - right:g},-180"/>\n'
        "  </object>",
    )


def _write(tmp_path: Path, text: str, name: str = "pond.tmx") -> Path:
    assert text != GOOD, "the change must change the file"
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_radii_are_the_ponds() -> None:
    assert level_checks.WALL_RADIUS == tuning.WALL_RADIUS
    assert level_checks.DROPLET_RADIUS == tuning.DROPLET_RADIUS


def test_a_basin_with_a_hole_in_its_floor_leaks(tmp_path: Path) -> None:
    path = _write(tmp_path, _floor_with_gap(60))
    with pytest.raises(LevelError, match="the basin leaks") as info:
        load_level(path)
    assert info.value.path == path and "\n" not in str(info.value)
    x, y = (float(v) for v in str(info.value).split("near (")[1][:-1].split(", "))
    assert 448 <= x <= 508 and 500 <= y <= 560, "names where the hole is"
    problems: list[LevelError] = []
    assert available_levels(tmp_path, problems) == []
    assert len(problems) == 1


def test_a_crack_narrower_than_a_droplet_does_not_leak(tmp_path: Path) -> None:
    # walls 6 px thick each side and droplets 9 px: a 20 px crack holds them
    level = load_level(_write(tmp_path, _floor_with_gap(20)))
    assert level_checks.find_leak(level) is None


def test_a_basin_with_a_side_missing_leaks(tmp_path: Path) -> None:
    text = GOOD.replace("0,0 0,36 272,36 304,180", "0,0 0,36 272,36 272,60 304,180")
    text = text.replace("560,180 592,36 864,36 864,0", "560,180")
    with pytest.raises(LevelError, match="the basin leaks"):
        load_level(_write(tmp_path, text))


@pytest.mark.parametrize(
    ("area", "message"),
    [
        ('x="660" y="240" width="200" height="96"', "poured at x=669 do not fall"),
        ('x="40" y="240" width="200" height="96"', "do not fall into the pond region"),
        ('x="352" y="560" width="256" height="40"', "below the pond region"),
    ],
)
def test_a_droplet_area_outside_the_basin_is_refused(
    tmp_path: Path, area: str, message: str
) -> None:
    text = GOOD.replace('x="352" y="240" width="256" height="96"', area)
    path = _write(tmp_path, text)
    with pytest.raises(LevelError, match="is outside the basin") as info:
        load_level(path)
    assert message in str(info.value)
    assert str(info.value).startswith(str(path))


def test_every_problem_is_listed(tmp_path: Path) -> None:
    text = _floor_with_gap(60).replace(
        'x="352" y="240" width="256"', 'x="660" y="240" width="200"'
    )
    problems = check_level_file(_write(tmp_path, text))
    assert [p.problem.split(":")[0] for p in problems] == [
        "the droplet area (660, 240, 200 x 96) is outside the basin",
        "the basin leaks",
    ]


@pytest.mark.parametrize("path", sorted(LEVELS_DIR.glob("*.tmx")), ids=str)
def test_every_shipped_pond_passes_the_checks_quickly(path: Path) -> None:
    level = load_level(path)
    started = time.perf_counter()
    assert level_checks.geometry_problems(level) == []
    # not a timing test: a guard against a check that scans cell by cell in
    # a loop over every wall (seconds), with lots of room for a busy machine
    assert time.perf_counter() - started < 2.0


def test_check_command_exit_codes_and_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = sorted(LEVELS_DIR.glob("*.tmx"))
    assert main(["check", *map(str, good)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len(good) and all(": ok" in line for line in out)

    leaky = _write(tmp_path, _floor_with_gap(60), "leaky.tmx")
    broken = _write(tmp_path, GOOD.replace('name="walls"', 'name="wallz"'), "b.tmx")
    both = _write(
        tmp_path,
        _floor_with_gap(60).replace(
            'x="352" y="240" width="256"', 'x="660" y="240" width="200"'
        ),
        "both.tmx",
    )
    missing = tmp_path / "nowhere.tmx"
    code = main(
        ["check", str(good[0]), str(leaky), str(broken), str(both), str(missing)]
    )
    assert code == 1
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0].startswith(f"{good[0]}: ok")
    assert lines[1] == f"{leaky}: " + check_level_file(leaky)[0].problem
    assert lines[2].startswith(f"{broken}: unknown object layer 'wallz'")
    assert [line.split(":")[0] for line in lines[3:5]] == [str(both)] * 2
    assert lines[5] == f"{missing}: no such level file"
    assert len(lines) == 6
    assert "4 of 5 pond file(s) have problems" in captured.err


def test_check_command_needs_files(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["check"])
    assert info.value.code == 2
