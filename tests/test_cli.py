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


# -- hostile command lines (issue 10) -------------------------------------------


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    return err


@pytest.mark.parametrize(
    ("make", "problem"),
    [
        (lambda tmp: (tmp / "x.png").mkdir() or tmp / "x.png", "is a folder"),
        (lambda tmp: Path("/proc/x.png"), "cannot be written"),
        (lambda tmp: tmp / ("n" * 300 + ".png"), "too long"),
        (lambda tmp: tmp / "no" / "x.png", "does not exist"),
    ],
)
def test_a_screenshot_that_cannot_be_written_is_refused_before_any_frame(
    make, problem: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shot = make(tmp_path)
    err = _refused(["--headless", "--frames", "1", "--screenshot", str(shot)], capsys)
    assert problem in err
    assert not (tmp_path / "x.png").is_file()


def test_a_screenshot_check_leaves_no_file_behind(tmp_path: Path) -> None:
    shot = tmp_path / "later.png"
    options = parse_args(["--headless", "--frames", "1", "--screenshot", str(shot)])
    assert options.screenshot == shot and not shot.exists()


def test_a_quoted_tilde_is_expanded_for_screenshot_and_config_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    options = parse_args(
        ["--frames", "1", "--screenshot", "~/x.png", "--config-dir", "~/cfg"]
    )
    assert options.screenshot == tmp_path / "x.png"
    assert options.config_dir == tmp_path / "cfg"


def test_a_whole_autoplay_game_is_not_played_before_a_bad_screenshot_fails(
    tmp_path: Path,
) -> None:
    (tmp_path / "x.png").mkdir()
    run = run_main(
        "--headless",
        "--autoplay",
        "--seed",
        "1",
        "--screenshot",
        str(tmp_path / "x.png"),
        tmp_path=tmp_path,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert "is a folder" in run.stderr and "Traceback" not in run.stderr


def test_a_tilde_screenshot_is_saved_in_the_home_folder(tmp_path: Path) -> None:
    env_home = tmp_path / "home"
    env_home.mkdir()
    run = subprocess.run(
        [sys.executable, "main.py", "--headless", "--frames", "2"]
        + ["--screenshot", "~/shot.png", "--config-dir", "~/cfg"],
        cwd=ROOT,
        env=dict(os.environ, HOME=str(env_home), SDL_VIDEODRIVER="dummy"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert (env_home / "shot.png").is_file()
    assert not (ROOT / "~").exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--mode", "splash", "--level", ""], "--level: the level name is empty"),
        (["--mode", "splash", "--level", "  "], "--level: the level name is empty"),
        (["--mode", "fountains", "--level", ""], "--level is for --mode splash"),
        (["--level", ""], "--level needs --mode"),
        (["--config-dir", ""], "the folder name is empty"),
        (["--mode", "splash", "--levels", "x"], "unrecognized arguments: --levels"),
        (["--mode", "solo", "--diff", "hard"], "unrecognized arguments: --diff"),
    ],
)
def test_empty_values_and_abbreviations_are_refused(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert message in _refused(argv, capsys)


@pytest.mark.parametrize(
    "argv",
    [
        ["--mode", "x" * 5000],
        ["--mode", "splash", "--names", "y" * 5000 + ",Bo"],
        ["--mode", "splash", "--variant", "z" * 5000],
        ["--frames", "9" * 4000 + "x"],
        ["--mode", "splash", "--level", "q" * 5000],
        ["--bogus" + "w" * 5000],
        ["--frames", "1", "--screenshot", "/tmp/" + "v" * 5000 + ".png"],
        ["--mode", "bad\nline\x1b[2J" + "u" * 300],
    ],
)
def test_a_hostile_value_is_cut_to_one_short_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(argv, capsys)
    assert len(err) < 320, len(err)
    assert "\x1b" not in err


def _levels_with_a_broken_one(folder: Path) -> Path:
    from game.paths import levels_dir

    folder.mkdir()
    good = (levels_dir() / "classic_cup.tmx").read_text(encoding="utf-8")
    (folder / "classic_cup.tmx").write_text(good, encoding="utf-8")
    (folder / "bad.tmx").write_text("<map this is not xml", encoding="utf-8")
    return folder


def test_a_broken_level_says_why_it_did_not_load(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _levels_with_a_broken_one(tmp_path / "levels")
    err = _refused(
        ["--mode", "splash", "--levels-dir", str(folder), "--level", "bad"], capsys
    )
    assert "level 'bad' does not load" in err and "Tiled map" in err
    options = parse_args(
        ["--mode", "splash", "--levels-dir", str(folder), "--level", "classic_cup"]
    )
    assert options.setup is not None and options.setup.level == "classic_cup"
    assert capsys.readouterr().err == ""  # the broken pond is not logged
