"""The command line's --stop-after, --continue and --replay, run in-process
through ``main`` as a script would run them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app import main
from game.saves.writer import WRITER


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    WRITER.flush()
    out, err = capsys.readouterr()
    return code, out, err


def saves(folder: Path, kind: str = "saves") -> list[Path]:
    return sorted((folder / kind).glob("*.json"))


FOUNTAINS = ("--mode", "fountains", "--players", "2", "--seed", "5")


def test_stop_then_continue_prints_what_an_uninterrupted_run_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    whole = tmp_path / "whole"
    code, expected, _ = run(
        capsys, "--headless", "--autoplay", *FOUNTAINS, "--config-dir", str(whole)
    )
    assert code == 0 and "fountains game, seed 5:" in expected
    split = tmp_path / "split"
    code, out, _ = run(
        capsys,
        "--headless",
        "--autoplay",
        *FOUNTAINS,
        "--stop-after",
        "23",
        "--config-dir",
        str(split),
    )
    [saved] = saves(split)
    assert code == 0
    assert out.strip() == (
        f"fountains game, seed 5: stopped after 23 actions (23 in all), turn "
        f"{json.loads(saved.read_text())['game']['state']['turn']}; saved to {saved}"
    )
    code, out, _ = run(
        capsys, "--headless", "--autoplay", "--continue", "--config-dir", str(split)
    )
    assert code == 0
    assert out == expected
    assert saves(split) == [] and len(saves(split, "replays")) == 1


def test_a_splash_game_continues_to_its_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = str(tmp_path)
    code, out, _ = run(
        capsys,
        "--headless",
        "--autoplay",
        "--mode",
        "splash",
        "--seed",
        "8",
        "--stop-after",
        "12",
        "--config-dir",
        config,
    )
    assert code == 0 and "stopped after 12 actions" in out
    code, out, _ = run(
        capsys, "--headless", "--autoplay", "--continue", "--config-dir", config
    )
    assert code == 0 and out.startswith("splash game, seed 8: ")
    assert "wins" in out or "Shared" in out or "together" in out.lower()
    assert saves(tmp_path) == [] and len(saves(tmp_path, "replays")) == 1


def test_replay_opens_the_viewer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = str(tmp_path)
    run(
        capsys,
        "--headless",
        "--autoplay",
        *FOUNTAINS,
        "--stop-after",
        "6",
        "--config-dir",
        config,
    )
    [saved] = saves(tmp_path)
    shot = tmp_path / "replay.png"
    code, _, err = run(
        capsys,
        "--headless",
        "--frames",
        "3",
        "--replay",
        str(saved),
        "--screenshot",
        str(shot),
        "--config-dir",
        config,
    )
    assert code == 0, err
    assert shot.stat().st_size > 10_000


def test_replay_of_a_damaged_file_is_a_bad_argument(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "game.json"
    bad.write_text("[" * 100_000)
    with pytest.raises(SystemExit) as stopped:
        main(["--replay", str(bad), "--headless", "--frames", "1"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    # the path is named (a long one is cut to about 80 characters, issue 10)
    assert str(bad)[:40] in err and "nested" in err
    assert bad.exists()  # the player's own file is left where it is


def test_continue_with_nothing_to_continue(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(
        capsys, "--headless", "--autoplay", "--continue", "--config-dir", str(tmp_path)
    )
    assert code == 1 and "no unfinished game" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--stop-after", "5"], "--stop-after needs --autoplay"),
        (["--autoplay", "--stop-after", "0"], "--stop-after"),
        (["--continue", "--mode", "solo"], "--continue"),
        (["--replay", "x.json", "--continue"], "--replay"),
    ],
)
def test_options_that_do_not_go_together(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    assert message in capsys.readouterr().err
