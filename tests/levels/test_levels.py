"""Every pond in levels/ loads; a broken level is reported, never played."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.levels import (
    LEVELS_DIR,
    LevelError,
    available_levels,
    load_level,
    point_in_polygon,
)

LEVEL_FILES = sorted(LEVELS_DIR.glob("*.tmx"))
GOOD = (LEVELS_DIR / "classic_cup.tmx").read_text(encoding="utf-8")


def test_there_are_six_ponds() -> None:
    assert [p.stem for p in LEVEL_FILES] == [
        "classic_cup",
        "deep_well",
        "rock_steps",
        "rocky_pool",
        "twin_coves",
        "wide_lagoon",
    ]


@pytest.mark.parametrize("path", LEVEL_FILES, ids=lambda p: p.name)
def test_every_level_file_is_valid(path: Path) -> None:
    level = load_level(path)
    assert level.key == path.stem
    assert level.name and level.description
    assert level.walls and all(len(w.points) >= 2 for w in level.walls)
    assert len(level.pond_region) >= 3
    left, top, right, bottom = level.region_bounds()
    x0, x1, line_y = level.drop_line
    assert line_y < top, "the drop line is above the pond"
    assert left <= x0 < x1 <= right
    assert not point_in_polygon(level.toss_start, level.pond_region)
    ax, ay, aw, ah = level.droplet_area
    assert 0 <= ax and ax + aw <= level.width and 0 <= ay and ay + ah <= level.height
    assert 0 <= level.friction <= 2 and 0 <= level.bounciness <= 2


def test_ponds_play_differently() -> None:
    levels = {lv.key: lv for lv in available_levels()}
    cup, lagoon, rocky = (
        levels["classic_cup"],
        levels["wide_lagoon"],
        levels["rocky_pool"],
    )

    def width_and_depth(level) -> tuple[float, float]:  # type: ignore[no-untyped-def]
        left, top, right, bottom = level.region_bounds()
        return right - left, bottom - top

    assert width_and_depth(lagoon)[0] > 1.5 * width_and_depth(cup)[0]
    assert width_and_depth(lagoon)[1] < 0.6 * width_and_depth(cup)[1]
    rocks = [w for w in rocky.walls if w.kind == "rock"]
    assert len(rocks) >= 2 and all(w.closed for w in rocks)
    assert all(w.bounciness > rocky.bounciness for w in rocks)
    assert lagoon.friction > cup.friction


def test_the_new_ponds_have_a_feel_of_their_own() -> None:
    levels = {lv.key: lv for lv in available_levels()}
    coves, well, steps = (
        levels["twin_coves"],
        levels["deep_well"],
        levels["rock_steps"],
    )
    # a steep island in the middle, its peak just under the water line (so
    # no droplet rests on it out of the pond)
    left, top, right, bottom = coves.region_bounds()
    (island,) = [w for w in coves.walls if w.kind == "rock"]
    peak_x, peak_y = min(island.points, key=lambda p: p[1])
    foot = [x for x, y in island.points if y == bottom]
    assert island.closed and top + 15 < peak_y < top + 40
    assert abs(peak_x - (left + right) / 2) < 0.1 * (right - left)
    assert all(abs(bottom - peak_y) > 1.5 * abs(x - peak_x) for x in foot), "steep"
    # a well deeper than it is wide, much narrower than the cup
    left, top, right, bottom = well.region_bounds()
    cup_left, _, cup_right, _ = levels["classic_cup"].region_bounds()
    assert bottom - top > 1.2 * (right - left)
    assert right - left < 0.5 * (cup_right - cup_left)
    # steps: three floors at different depths, shallow on the left
    (basin,) = steps.walls
    floors = sorted(
        {y for (x0, y), (x1, y1) in basin.segments() if y == y1 and x0 != x1}
    )
    floors = [y for y in floors if y > steps.region_bounds()[1]]
    assert len(floors) == 3
    xs_of = {y: [p[0] for p in basin.points if p[1] == y] for y in floors}
    assert min(xs_of[floors[0]]) < min(xs_of[floors[1]]) < min(xs_of[floors[2]])


def test_available_levels_lists_the_good_ones(tmp_path: Path) -> None:
    (tmp_path / "good.tmx").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.tmx").write_text(
        GOOD.replace('name="pond"', 'name="lake"'), encoding="utf-8"
    )
    (tmp_path / "notes.txt").write_text("not a level", encoding="utf-8")
    problems: list[LevelError] = []
    levels = available_levels(tmp_path, problems)
    assert [lv.key for lv in levels] == ["good"]
    assert len(problems) == 1 and problems[0].path.name == "bad.tmx"


def _broken(tmp_path: Path, text: str, name: str = "broken.tmx") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _without_layer(text: str, layer: str) -> str:
    return re.sub(
        rf' <objectgroup id="\d+" name="{layer}">.*?</objectgroup>\n',
        "",
        text,
        flags=re.S,
    )


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda t: _without_layer(t, "pond"), "missing object layer 'pond'"),
        (lambda t: _without_layer(t, "walls"), "missing object layer 'walls'"),
        (lambda t: _without_layer(t, "droplets"), "missing object layer 'droplets'"),
        (lambda t: _without_layer(t, "pebble"), "missing object layer 'pebble'"),
        (
            lambda t: t.replace(
                '<polygon points="0,0 32,144 288,144 320,0"/>',
                '<polyline points="0,0 32,144 288,144 320,0"/>',
            ),
            "open polygon",
        ),
        (
            lambda t: t.replace('name="friction"', 'name="frixion"', 1),
            "unknown property 'frixion'",
        ),
        (
            lambda t: t.replace(
                'name="bounciness" type="float" value="0.35"',
                'name="bounciness" type="float" value="9"',
            ),
            "'bounciness' must be 0..2",
        ),
        (
            lambda t: t.replace('type="basin"', 'type="lava"'),
            "unknown wall type 'lava'",
        ),
        (
            lambda t: t.replace('name="display_name"', 'name="title"'),
            "unknown property",
        ),
        (lambda t: t.replace('name="drop line"', 'name="drop"'), "unknown object"),
        (
            lambda t: t.replace(
                '<polygon points="0,0 32,144 288,144 320,0"/>',
                '<polygon points="0,0 320,144 288,144 32,0"/>',
            ),
            "crosses itself",
        ),
        (lambda t: t.replace('y="96"', 'y="450"'), "drop line must be above"),
        (lambda t: t.replace('x="352" y="240"', 'x="900" y="240"'), "outside the map"),
        (lambda t: t.replace('name="walls"', 'name="wallz"'), "unknown object layer"),
        (lambda t: t[: len(t) // 2], "not a readable Tiled map"),
    ],
)
def test_a_broken_level_names_the_file_and_the_problem(
    tmp_path: Path,
    damage,
    message: str,  # type: ignore[no-untyped-def]
) -> None:
    damaged = damage(GOOD)
    assert damaged != GOOD, "the damage must change the file"
    path = _broken(tmp_path, damaged)
    with pytest.raises(LevelError, match=message) as info:
        load_level(path)
    assert "broken.tmx" in str(info.value)
    assert info.value.path == path
    problems: list[LevelError] = []
    assert available_levels(tmp_path, problems) == []
    assert len(problems) == 1


def test_a_closed_polyline_region_is_accepted(tmp_path: Path) -> None:
    text = GOOD.replace(
        '<polygon points="0,0 32,144 288,144 320,0"/>',
        '<polyline points="0,0 32,144 288,144 320,0 0,0"/>',
    )
    level = load_level(_broken(tmp_path, text, "closed.tmx"))
    assert len(level.pond_region) == 4


def test_missing_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(LevelError, match="no such level file"):
        load_level(tmp_path / "nowhere.tmx")
