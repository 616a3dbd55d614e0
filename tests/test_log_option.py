"""``--autoplay --log`` prints the Fountains game log as the table shows it:
one line per entry, every computer reason as a short "Why: ..." sentence."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import app as app_module
from game.ai.fountains.explain import PLAIN_AT_MOST


def test_autoplay_log_prints_the_table_log_with_plain_reasons(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--headless", "--autoplay", "--log", "--players", "2", "--seed", "2"]
    assert app_module.main([*argv, "--config-dir", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Fountains for 2 players begins."
    assert lines[1].startswith("First player: ")
    whys = [line for line in lines if line.startswith("Why: ")]
    moves = [line for line in lines if " moves the " in line or " lays " in line]
    assert len(whys) >= len(moves) > 10  # every computer move says why
    for why in whys:
        assert len(why) <= len("Why: ") + PLAIN_AT_MOST, why
        assert "look-ahead" not in why and "better than" not in why
        assert "(0)" not in why and "You's" not in why
    assert any(line.startswith("* ") for line in lines[-2:])  # then the outcome


def test_without_log_nothing_of_the_log_is_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--headless", "--autoplay", "--players", "2", "--seed", "2"]
    assert app_module.main([*argv, "--config-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Why: " not in out and "begins." not in out
