"""A long evening: many games in a row in one process, and what it holds.

``python -m game.bench.evening [GAMES] [--keep-caches]`` plays ``GAMES``
(default 100) headless autoplay games one after another through the real
scenes of one `App` (the title, the table, the results shown a while, back to
the title), as a player's evening does, and prints one JSON line per game: the
resident memory (MB), the open files and the child processes once the game is
over and the app is back at the title (``--keep-caches``: as before the
caches were let go between games). The evening's promise (issue 21): after
100 games, at most ``MAX_RESIDENT_MB`` resident, open files and child
processes flat (measured: 92.5 MB after 100 games, 181 MB with
``--keep-caches``; 46 open files and no child process from the fifth game on).

It is not in the default ``make bench`` suites (it takes minutes); the slow
test ``tests/test_app_long_evening.py`` runs it.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import multiprocessing
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.app import App, finished_outcome  # noqa: E402
from game.cli import LaunchOptions, parse_args  # noqa: E402
from game.scenes.menus.results import ResultsScene  # noqa: E402
from game.scenes.screens import back_to_title  # noqa: E402
from game.scenes.splash.results import SplashResultsScene  # noqa: E402
from game.setup import GameSetup  # noqa: E402

MAX_RESIDENT_MB = 200.0
MAX_FRAMES_PER_GAME = 10 * 60 * 60 * 2
PLAY_DT = 0.1
DRAW_EVERY = 30
RESULTS_FRAMES = 20
"""Frames the results screen is shown (every one drawn) before the title."""

#: The evening's games, in turn: every mode, several seat counts and ponds.
EVENING: tuple[tuple[str, ...], ...] = (
    ("--mode", "fountains", "--players", "3"),
    ("--mode", "splash", "--players", "2", "--level", "classic_cup"),
    ("--mode", "solo", "--difficulty", "hard"),
    ("--mode", "fountains", "--players", "5", "--advanced"),
    ("--mode", "splash", "--players", "4", "--level", "wide_lagoon"),
    ("--mode", "fountains", "--players", "2"),
    ("--mode", "splash", "--players", "3", "--level", "twin_coves"),
    ("--mode", "solo", "--difficulty", "easy"),
    ("--mode", "splash", "--players", "2", "--level", "rocky_pool"),
    ("--mode", "fountains", "--players", "4", "--advanced"),
)


@dataclass(frozen=True, slots=True)
class Evening:
    """One point of the curve: the process after ``games`` games."""

    games: int
    mode: str
    resident_mb: float
    open_files: int
    children: int
    seconds: float

    def row(self) -> dict[str, object]:
        return dataclasses.asdict(self)


def resident_mb() -> float:
    """This process's resident memory in MB (Linux ``/proc``)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def children() -> int:
    """Child processes still alive (the thinking workers)."""
    return len(multiprocessing.active_children())


def setup_for(game: int) -> GameSetup:
    """The ``game``-th game of the evening (seeded by its number)."""
    argv = ["--headless", "--autoplay", "--seed", str(game + 1)]
    argv += EVENING[game % len(EVENING)]
    setup = parse_args(argv).setup
    assert setup is not None
    return setup


def play_evening(
    games: int,
    config_dir: Path,
    draw_every: int = DRAW_EVERY,
    *,
    forget: bool = True,
) -> Iterator[Evening]:
    """Play ``games`` games in one app, drawing every ``draw_every``-th frame
    (1: every frame, as a window does); one point after each. ``forget``
    False keeps every cache between games (the curve as it was)."""
    app = App(LaunchOptions(headless=True, config_dir=config_dir))
    if not forget:
        app.manager.on_cleared.clear()
    app.start()
    ctx = app.ctx
    assert ctx is not None
    started = time.perf_counter()
    try:
        for number in range(games):
            setup = setup_for(number)
            app.manager.push(ctx.screens.game(ctx, setup))
            frames = 0
            while finished_outcome(app.manager) is None:
                if frames >= MAX_FRAMES_PER_GAME:
                    raise RuntimeError(f"game {number + 1} did not end")
                app.frame(PLAY_DT, draw=frames % draw_every == 0)
                frames += 1
            while not isinstance(app.manager.top, ResultsScene | SplashResultsScene):
                if frames >= MAX_FRAMES_PER_GAME:
                    raise RuntimeError(f"game {number + 1} showed no results")
                app.frame(PLAY_DT)
                frames += 1
            for _ in range(RESULTS_FRAMES):  # the results, looked at a while
                app.frame(PLAY_DT)
            back_to_title(app.manager, ctx)  # the results' own way back
            app.frame(PLAY_DT)
            gc.collect()
            yield Evening(
                number + 1,
                setup.mode.value,
                round(resident_mb(), 1),
                open_files(),
                children(),
                round(time.perf_counter() - started, 1),
            )
    finally:
        app.stop()


def main(argv: list[str] | None = None) -> int:
    """``[GAMES] [--keep-caches]``: the curve, one JSON line per game."""
    args = sys.argv[1:] if argv is None else argv
    forget = "--keep-caches" not in args
    numbers = [arg for arg in args if not arg.startswith("--")]
    games = int(numbers[0]) if numbers else 100
    print(json.dumps({"games": 0, "resident_mb": round(resident_mb(), 1)}))
    with tempfile.TemporaryDirectory(prefix="fountaineer-evening-") as folder:
        for point in play_evening(games, Path(folder), forget=forget):
            print(json.dumps(point.row()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
