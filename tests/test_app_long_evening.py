"""A long evening stays lean: games played one after another in one process
let go of what each filled (module caches of the rules, the bots and the
drawing), so resident memory levels off low, and open files and child
processes stay flat. The curve itself: ``python -m game.bench.evening``."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import main
from game.bench.evening import MAX_RESIDENT_MB, open_files, play_evening
from game.scenes.between_games import cache_sizes

EVENING_GAMES = 100


def test_back_at_the_title_the_last_games_caches_are_empty(tmp_path: Path) -> None:
    # Fountains, Kids' Splash, Solo: the first three games of the evening.
    for point in play_evening(3, tmp_path):
        filled = {name: size for name, size in cache_sizes().items() if size}
        assert not filled, f"after game {point.games} ({point.mode})"
        assert point.children == 0  # each table's worker ended with it


@pytest.mark.slow
def test_a_hundred_games_in_one_process_stay_under_the_bound(tmp_path: Path) -> None:
    curve = list(play_evening(EVENING_GAMES, tmp_path))
    print("games vs MB:", [(p.games, p.resident_mb) for p in curve])
    last, tenth = curve[-1], curve[9]
    assert last.resident_mb <= MAX_RESIDENT_MB, curve
    assert last.open_files <= tenth.open_files + 2, curve
    assert last.children == 0 and max(p.children for p in curve) <= 1, curve


def test_starting_the_game_again_in_one_process_leaves_no_file_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A tool or a test calling main() again and again: each run's fonts used
    # to stay open for good (let go after pygame.quit()), a dozen files a run.
    opened = []
    for seed in range(1, 5):
        argv = ["--headless", "--autoplay", "--mode", "solo", "--seed", str(seed)]
        assert main([*argv, "--config-dir", str(tmp_path)]) == 0
        opened.append(open_files())
    capsys.readouterr()
    assert opened[-1] <= opened[1], opened
