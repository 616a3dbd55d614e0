"""``--seats``: who plays each seat of a Fountains or solo game, from the
command line (issue 29)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import parse_args
from game.setup import Mode
from tests.test_cli import run_main


def test_seats_name_who_plays_and_set_the_player_count() -> None:
    setup = parse_args(["--mode", "fountains", "--seats", "human,expert,Medium"]).setup
    assert setup is not None and setup.mode is Mode.FOUNTAINS
    assert [(s.computer, s.level) for s in setup.seats] == [
        (False, "medium"),
        (True, "expert"),
        (True, "medium"),
    ]


def test_seats_with_players_and_names_must_agree() -> None:
    setup = parse_args(
        "--mode fountains --players 2 --names Ann,Bo --seats hard,human".split()
    ).setup
    assert setup is not None
    assert [(s.name, s.computer, s.level) for s in setup.seats] == [
        ("Ann", True, "hard"),
        ("Bo", False, "medium"),
    ]


def test_solo_seats_name_the_players_seat() -> None:
    setup = parse_args(["--mode", "solo", "--seats", "expert"]).setup
    assert setup is not None and len(setup.seats) == 2
    player, machine = setup.seats
    assert (player.computer, player.level) == (True, "expert")
    assert machine.name == "The Machine"


def test_autoplay_makes_a_human_seat_a_computer_at_the_default_level() -> None:
    setup = parse_args("--mode fountains --seats human,expert --autoplay".split()).setup
    assert setup is not None
    assert [(s.computer, s.level) for s in setup.seats] == [
        (True, "medium"),
        (True, "expert"),
    ]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ("--mode fountains --seats human,wizard", "'wizard' is not human or a level"),
        ("--mode fountains --players 3 --seats human,hard", "2 seats for 3 players"),
        ("--mode fountains --seats human", "2 to 5 players, not 1"),
        ("--mode solo --seats human,hard", "names one seat"),
        ("--mode splash --seats human,hard", "is for --mode fountains or"),
        ("--seats human,hard", "--seats needs --mode"),
    ],
)
def test_bad_seats_are_refused(
    argv: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(argv.split())
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.slow
def test_headless_solo_autoplayed_by_expert_plays_to_the_end(tmp_path: Path) -> None:
    run = run_main(
        *"--headless --autoplay --mode solo --seats expert --seed 3".split(),
        tmp_path=tmp_path,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr
    assert "decided by:" in run.stdout
