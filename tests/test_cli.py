import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.cli import parse_args
from game.setup import Mode

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args: str, tmp_path: Path, timeout: int = 60):
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        FOUNTAINEER_CONFIG_DIR=str(tmp_path),
    )
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_no_arguments_open_the_title() -> None:
    options = parse_args([])
    assert options.setup is None and not options.headless


def test_fountains_game_from_the_command_line() -> None:
    options = parse_args(
        [
            "--mode",
            "fountains",
            "--players",
            "4",
            "--advanced",
            "--seed",
            "12",
            "--names",
            "Ada,Bo,Cyd,Dee",
        ]
    )
    setup = options.setup
    assert setup is not None
    assert setup.mode is Mode.FOUNTAINS and setup.advanced and setup.seed == 12
    assert [s.name for s in setup.seats] == ["Ada", "Bo", "Cyd", "Dee"]
    assert len({s.colour for s in setup.seats}) == 4
    assert not any(s.computer for s in setup.seats)


def test_solo_has_the_player_and_the_machine() -> None:
    setup = parse_args(["--mode", "solo", "--difficulty", "hard"]).setup
    assert setup is not None and setup.difficulty == "hard"
    assert [s.name for s in setup.seats] == ["Player 1", "The Machine"]
    assert setup.seats[1].computer and not setup.seats[0].computer


def test_splash_level_and_variants() -> None:
    setup = parse_args(
        [
            "--mode",
            "splash",
            "--players",
            "3",
            "--variant",
            "cooperative,toss",
            "--variant",
            "competitive",
        ]
    ).setup
    assert setup is not None and len(setup.seats) == 3
    assert setup.cooperative and setup.competitive and setup.toss
    levels = sorted(p.stem for p in (ROOT / "levels").glob("*.tmx"))
    if levels:
        chosen = parse_args(["--mode", "splash", "--level", levels[0]]).setup
        assert chosen is not None and chosen.level == levels[0]


def test_autoplay_makes_every_seat_a_computer() -> None:
    options = parse_args(["--mode", "fountains", "--players", "3", "--autoplay"])
    assert options.autoplay and all(s.computer for s in options.setup.seats)
    demo = parse_args(["--autoplay"]).setup
    assert demo is not None and demo.mode is Mode.FOUNTAINS and len(demo.seats) == 3


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--mode", "fountains", "--players", "6"], "2 to 5 players, not 6"),
        (["--mode", "splash", "--players", "5"], "2 to 4 players, not 5"),
        (["--mode", "solo", "--players", "2"], "leave out --players"),
        (["--mode", "chess"], "invalid choice: 'chess'"),
        (["--players", "3"], "--players needs --mode"),
        (["--mode", "fountains", "--difficulty", "hard"], "--difficulty is for"),
        (["--mode", "solo", "--advanced"], "--advanced is for --mode fountains"),
        (["--mode", "fountains", "--level", "x"], "--level is for --mode splash"),
        (["--mode", "splash", "--variant", "wild"], "unknown variant 'wild'"),
        (["--mode", "splash", "--level", "no_such_pond"], "no level 'no_such_pond'"),
        (["--mode", "fountains", "--seed", "-1"], "must be 0 or more"),
        (["--frames", "0"], "must be 1 or more"),
        (["--frames", "ten"], "'ten' is not a whole number"),
        (["--headless"], "--headless needs --frames N"),
        (["--frames", "1", "--screenshot", "/no/such/dir/a.png"], "does not exist"),
        (["--frames", "1", "--screenshot", "/tmp/a.jpg"], "should end in .png"),
        (["--mode", "fountains", "--players", "2", "--names", "A"], "1 names for 2"),
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--frames", "-1", "--headless"], "must be 1 or more, not -1"),
        (["--mode", "solo", "--players", "1", "--seed", "x"], "'x' is not a whole"),
        (["--mode", "splash", "--names", "Zoë,李"], "cannot show: '李'"),
        (["--mode", "splash", "--names", "Jo\u200b,Bo"], "cannot show"),
        (["--mode", "splash", "--levels-dir", "/no/such/dir"], "no pond levels load"),
        (["--frames", "1", "--screenshot", ""], "should end in .png"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err


def test_unicode_names_the_font_can_show_are_kept() -> None:
    setup = parse_args(["--mode", "splash", "--names", "Zoë,Ørjan"]).setup
    assert setup is not None and [s.name for s in setup.seats] == ["Zoë", "Ørjan"]


def test_bad_arguments_from_a_real_process(tmp_path: Path) -> None:
    run = run_main("--mode", "fountains", "--players", "9", tmp_path=tmp_path)
    assert run.returncode == 2
    assert "2 to 5 players, not 9" in run.stderr
    assert "Traceback" not in run.stderr


def test_help_lists_the_options(tmp_path: Path) -> None:
    run = run_main("--help", tmp_path=tmp_path)
    assert run.returncode == 0
    for option in (
        "--mode",
        "--players",
        "--advanced",
        "--seed",
        "--difficulty",
        "--level",
        "--variant",
        "--autoplay",
        "--headless",
        "--frames",
        "--screenshot",
        "--config-dir",
    ):
        assert option in run.stdout


def test_headless_frames_save_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "title.png"
    run = run_main(
        "--headless", "--frames", "5", "--screenshot", str(shot), tmp_path=tmp_path
    )
    assert run.returncode == 0, run.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    # Not a blank frame: the title's light lettering is on the dark water.
    colours = {image.get_at((x, 280))[:3] for x in range(360, 920, 7)}
    assert len(colours) > 5


def test_headless_game_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "game.png"
    run = run_main(
        "--headless",
        "--mode",
        "fountains",
        "--players",
        "2",
        "--seed",
        "3",
        "--frames",
        "3",
        "--screenshot",
        str(shot),
        tmp_path=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (
            ["--mode", "fountains", "--players", "3", "--seed", "4"],
            ["Player 1", "Player 2", "Player 3"],
        ),
        (
            ["--mode", "solo", "--difficulty", "easy", "--seed", "5"],
            ["Player 1", "The Machine"],
        ),
        (
            ["--mode", "splash", "--players", "2", "--variant", "toss", "--seed", "6"],
            ["Player 1", "Player 2"],
        ),
    ],
)
def test_headless_autoplay_plays_to_the_end_and_prints_the_outcome(
    argv: list[str], names: list[str], tmp_path: Path
) -> None:
    run = run_main("--headless", "--autoplay", *argv, tmp_path=tmp_path, timeout=240)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    lines = run.stdout.strip().splitlines()
    summary = [line for line in lines if "game, seed" in line]
    assert len(summary) == 1 and "seed " + argv[-1] in summary[0]
    assert "decided by:" in run.stdout
    rows = [line for line in lines if any(line[2:].startswith(n) for n in names)]
    assert len(rows) == len(names)
    winners = [row for row in rows if row.startswith("*")]
    assert winners, run.stdout

    def score(row: str) -> int:
        return int(row.split("(")[0].split()[-1])

    assert max(score(row) for row in rows) == max(score(row) for row in winners)
