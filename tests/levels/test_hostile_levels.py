"""Pond files that must be refused before pytmx touches them, in one line."""

from __future__ import annotations

import base64
import errno
import gzip
import os
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from game.cli import parse_args
from game.levels import LEVELS_DIR, LevelError, available_levels, load_level
from game.levels.__main__ import main as check_main

ROOT = Path(__file__).resolve().parents[2]

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


# --- files pytmx would open: bombs, FIFOs, unreadable files (issue 21, item 7) ---

TILES = 60 * 40  # the Classic Cup's size in tiles


def _with_tile_layer(data: str, attributes: str) -> str:
    layer = (
        f' <layer id="9" name="floor" width="60" height="40">\n'
        f"  <data {attributes}>{data}</data>\n </layer>\n"
    )
    return GOOD.replace(' <objectgroup id="1"', layer + ' <objectgroup id="1"', 1)


def _packed(raw: bytes, compression: str) -> str:
    packed = gzip.compress(raw) if compression == "gzip" else zlib.compress(raw, 9)
    return base64.b64encode(packed).decode("ascii")


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_a_compressed_tile_layer_that_inflates_too_far_is_refused(
    tmp_path: Path, compression: str
) -> None:
    """64 MB of zeros packs into about 64 KB; pytmx would inflate it all (the
    issue's 952 KB file became 700 MB); the scan refuses it before pytmx runs."""
    bomb = _packed(bytes(64 << 20), compression)
    path = tmp_path / "bomb.tmx"
    path.write_text(
        _with_tile_layer(bomb, f'encoding="base64" compression="{compression}"'),
        encoding="utf-8",
    )
    assert path.stat().st_size < 1_000_000
    with pytest.raises(LevelError, match="inflates past the 9600 bytes") as info:
        load_level(path)
    assert "\n" not in str(info.value)


def test_gzip_members_are_counted_together(tmp_path: Path) -> None:
    """gzip.decompress inflates every member: each alone fits, together not."""
    member = gzip.compress(bytes(TILES * 4))
    packed = base64.b64encode(member * 40).decode("ascii")
    path = tmp_path / "members.tmx"
    path.write_text(
        _with_tile_layer(packed, 'encoding="base64" compression="gzip"'),
        encoding="utf-8",
    )
    with pytest.raises(LevelError, match="inflates past"):
        load_level(path)


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_a_compressed_tile_layer_of_the_right_size_still_loads(
    tmp_path: Path, compression: str
) -> None:
    tiles = _packed(bytes(TILES * 4), compression)
    path = tmp_path / "tiled.tmx"
    path.write_text(
        _with_tile_layer(tiles, f'encoding="base64" compression="{compression}"'),
        encoding="utf-8",
    )
    assert load_level(path).name == "Classic Cup"


@pytest.mark.parametrize(
    ("data", "attributes", "message"),
    [
        ("AAAA", 'encoding="base64" compression="zstd"', "compression 'zstd'"),
        ("1,2,3", 'encoding="csv" compression="zlib"', "must be base64"),
        (
            base64.b64encode(zlib.compress(bytes(99))[:-6]).decode("ascii"),
            'encoding="base64" compression="zlib"',
            "cut short",
        ),
        ("bm90IHpsaWI=", 'encoding="base64" compression="zlib"', "damaged"),
    ],
)
def test_odd_compressed_layers_are_one_line(
    tmp_path: Path, data: str, attributes: str, message: str
) -> None:
    path = tmp_path / "odd.tmx"
    path.write_text(_with_tile_layer(data, attributes), encoding="utf-8")
    with pytest.raises(LevelError, match=message):
        load_level(path)


def _with_tileset(source: str) -> str:
    tileset = f' <tileset firstgid="1" source="{source}"/>\n'
    return GOOD.replace(' <objectgroup id="1"', tileset + ' <objectgroup id="1"', 1)


TILESET = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<tileset version="1.10" name="stones" tilewidth="16" tileheight="16" '
    'tilecount="4" columns="2">\n <image source="stones.png" width="32" '
    'height="32"/>\n</tileset>\n'
)


def test_an_external_tileset_is_read_by_the_scan(tmp_path: Path) -> None:
    (tmp_path / "stones.tsx").write_text(TILESET, encoding="utf-8")
    path = tmp_path / "tiled.tmx"
    path.write_text(_with_tileset("stones.tsx"), encoding="utf-8")
    assert load_level(path).name == "Classic Cup"
    (tmp_path / "stones.tsx").write_text(
        TILESET.replace('tilewidth="16"', 'tilewidth="nan"'), encoding="utf-8"
    )
    with pytest.raises(LevelError, match="tileset 'stones.tsx': .*'nan'") as info:
        load_level(path)
    assert str(info.value).startswith(str(path))


def _fifo(path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(path)
    return path


HOSTILE_SOURCES = {
    "fifo": lambda folder: _fifo(folder / "fifo.tsx"),
    "zero": lambda folder: _symlink(folder / "zero.tsx", Path("/dev/zero")),
    "folder": lambda folder: _folder(folder / "folder.tsx"),
    "huge": lambda folder: _huge(folder / "huge.tsx"),
    "missing": lambda folder: folder / "missing.tsx",
    "loop": lambda folder: _symlink(folder / "loop.tsx", folder / "loop.tsx"),
}


def _symlink(path: Path, target: Path) -> Path:
    if not target.exists() and target != path:
        pytest.skip(f"no {target} here")
    path.symlink_to(target)
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


def _huge(path: Path) -> Path:
    path.write_text(TILESET + " " * 1_000_001, encoding="utf-8")
    return path


@pytest.mark.parametrize("kind", sorted(HOSTILE_SOURCES))
def test_a_hostile_tileset_is_one_line_and_never_waited_on(
    tmp_path: Path, kind: str
) -> None:
    """A FIFO named as a tileset hung the scan for ever (pytmx opened it);
    now every file pytmx would open is read here, bounded and non-blocking.
    Run in a child with a deadline, so a hang fails the test, not the suite."""
    source = HOSTILE_SOURCES[kind](tmp_path).name
    pond = tmp_path / "pond.tmx"
    pond.write_text(_with_tileset(source), encoding="utf-8")
    lines = _check_in_a_child(pond)
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{pond}: tileset '{source}': "), lines


@pytest.mark.parametrize("kind", ["fifo", "zero", "folder", "huge", "loop"])
def test_a_hostile_pond_file_is_one_line_and_never_waited_on(
    tmp_path: Path, kind: str
) -> None:
    pond = HOSTILE_SOURCES[kind](tmp_path)
    lines = _check_in_a_child(pond)
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{pond}: "), lines


def _check_in_a_child(pond: Path) -> list[str]:
    try:
        done = subprocess.run(
            [sys.executable, "-m", "game.levels", "check", str(pond)],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"checking {pond.name} did not finish: the scan waited on it")
    assert done.returncode == 1, done
    assert "Traceback" not in done.stderr, done.stderr
    return done.stdout.splitlines()


def _refuse_to_open(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """``open`` fails with EACCES for files called ``name`` (tests run as root
    too, where chmod 000 does not stop a read)."""
    real_open = os.open

    def guarded(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(path).name == name:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded)


def _folder_with_locked_pond(folder: Path) -> Path:
    folder.mkdir()
    (folder / "classic_cup.tmx").write_text(GOOD, encoding="utf-8")
    locked = folder / "locked.tmx"
    locked.write_text(GOOD, encoding="utf-8")
    return locked


def test_an_unreadable_pond_is_one_line_in_check(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    locked = _folder_with_locked_pond(tmp_path / "levels")
    _refuse_to_open(monkeypatch, "locked.tmx")
    assert check_main(["check", str(locked)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{locked}: cannot read the file (Permission denied)"]
    problems: list[LevelError] = []
    assert [lv.key for lv in available_levels(locked.parent, problems)] == [
        "classic_cup"
    ]
    assert [str(p) for p in problems] == [out[0]]


def test_an_unreadable_tileset_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "stones.tsx").write_text(TILESET, encoding="utf-8")
    pond = tmp_path / "pond.tmx"
    pond.write_text(_with_tileset("stones.tsx"), encoding="utf-8")
    _refuse_to_open(monkeypatch, "stones.tsx")
    with pytest.raises(LevelError) as info:
        load_level(pond)
    assert str(info.value) == (
        f"{pond}: tileset 'stones.tsx': cannot read the file (Permission denied)"
    )


def _command_line_refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    return err


def test_an_unreadable_pond_is_one_line_on_the_command_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    locked = _folder_with_locked_pond(tmp_path / "levels")
    _refuse_to_open(monkeypatch, "locked.tmx")
    folder = str(locked.parent)
    err = _command_line_refusal(
        ["--mode", "splash", "--levels-dir", folder, "--level", "locked"], capsys
    )
    assert "level 'locked' does not load" in err and "Permission denied" in err
    # --mode splash alone plays the good pond; the locked one is left out.
    options = parse_args(["--mode", "splash", "--levels-dir", folder])
    assert options.setup is not None
    (tmp_path / "levels" / "classic_cup.tmx").unlink()
    err = _command_line_refusal(["--mode", "splash", "--levels-dir", folder], capsys)
    assert "no pond levels load" in err


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0,
    reason="chmod 000 does not stop root from reading",
)
def test_a_pond_without_read_permission_is_one_line(tmp_path: Path) -> None:
    locked = _folder_with_locked_pond(tmp_path / "levels")
    locked.chmod(0)
    try:
        lines = _check_in_a_child(locked)
    finally:
        locked.chmod(0o644)
    assert lines == [f"{locked}: cannot read the file (Permission denied)"]
