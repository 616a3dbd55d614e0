"""Render the Records screens for the README: a season of games played by
bots on the rules core goes into a fresh records database, then the Records
page, its badges, an achievement toast on the results screen and today's
deal are drawn headless.

python tools/records_screens.py [OUT_DIR]      (default docs/screenshots)
"""

from __future__ import annotations

import os
import sys
import tempfile
from datetime import date
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ai.fountains import GreedyBot  # noqa: E402
from game.app import App  # noqa: E402
from game.cli import LaunchOptions  # noqa: E402
from game.records.daily import daily_setup  # noqa: E402
from game.records.database import record_replay  # noqa: E402
from game.records.session import close_all, records_for  # noqa: E402
from game.rules.fountains.game import FountainsGame  # noqa: E402
from game.rules.fountains.options import GameOptions  # noqa: E402
from game.saves.record import SavedGame, encode  # noqa: E402
from game.saves.session import store_for  # noqa: E402
from game.scenes.menus.results import ResultsScene  # noqa: E402
from game.scenes.records.records_scene import RecordsScene  # noqa: E402
from game.setup import GameSetup, Mode, Seat  # noqa: E402
from game.ui.theme import MACHINE_COLOUR, SEAT_COLOURS  # noqa: E402

TODAY = date(2026, 12, 2)
ADA, BO, CYD = (Seat(n, SEAT_COLOURS[i]) for i, n in enumerate(("Ada", "Bo", "Cyd")))
MACHINE = Seat("The Machine", MACHINE_COLOUR, True)


def _play(setup: GameSetup) -> FountainsGame:
    players = 1 if setup.mode is Mode.SOLO else len(setup.seats)
    options = GameOptions(
        players=players,
        solo=setup.difficulty,
        advanced=setup.advanced,
        seed=setup.seed,
    )
    game = FountainsGame.new(options)
    while not game.is_over():
        bot = GreedyBot(len(game.actions) * 7 + game.current_seat)
        game.apply(bot.choose(game))
    return game


def season() -> list[GameSetup]:
    level = {"easy": 3, "medium": 4, "hard": 5}
    computer = {
        name: Seat(f"{name.capitalize()} computer", SEAT_COLOURS[i], True, name)
        for name, i in level.items()
    }
    setups = []
    for seed in range(1, 19):
        table = [(ADA, BO), (ADA, BO, CYD), (ADA, computer["hard"])][seed % 3]
        if seed % 4 == 0:
            table = (ADA, CYD, computer["medium"], computer["easy"])
        setups.append(GameSetup(Mode.FOUNTAINS, table, seed=seed))
        if seed % 3 == 0:
            difficulty = ("easy", "medium", "hard")[seed % 9 // 3]
            setups.append(
                GameSetup(Mode.SOLO, (ADA, MACHINE), seed=seed, difficulty=difficulty)
            )
    for back in (3, 2, 1):
        setups.append(daily_setup(ADA, date.fromordinal(TODAY.toordinal() - back)))
    return setups


def write_season(replays: Path) -> None:
    replays.mkdir(parents=True, exist_ok=True)
    for number, setup in enumerate(season()):
        game = _play(setup)
        day = 1 + number // 8
        stamp = f"2026-11-{day:02d}T{10 + number % 8:02d}:00:00Z"
        saved = SavedGame(setup, game, stamp, stamp, True, {})
        (replays / f"{setup.mode.value}-{number:03d}.json").write_bytes(encode(saved))


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder)
        write_season(config / "replays")
        app = App(LaunchOptions(headless=True, config_dir=config))
        app.start()
        ctx = app.ctx
        assert ctx is not None and records_for(ctx) is not None

        def shot(name: str, frames: int = 3) -> None:
            for _ in range(frames):
                app.frame(1 / 60)
            pygame.image.save(app.screen, str(out / f"{name}.png"))

        records = RecordsScene(ctx, today=TODAY)
        app.manager.push(records)
        shot("records")
        records.page = 1
        records.build()
        shot("records-badges")
        # A newcomer plays today's deal: the results screen records it and
        # its toast shows what it earned.
        eli = Seat("Eli", SEAT_COLOURS[2])
        for number, player in enumerate((eli, ADA)):
            setup = daily_setup(player, TODAY)
            game = _play(setup)
            stamp = f"2026-12-02T09:{number:02d}:00Z"
            saved = SavedGame(setup, game, stamp, stamp, True, {})
            saved.path = config / "replays" / f"solo-today-{number}.json"
            saved.path.write_bytes(encode(saved))
            if player is ADA:
                database = records_for(ctx)
                assert database is not None
                record_replay(database, saved)
                continue
            store = store_for(ctx)
            assert store is not None
            store.remember_finished(saved)
            outcome = game.outcome()
            assert outcome is not None
            results = ResultsScene(ctx, setup, outcome)
            toast = results.widgets.find("Achievements earned")
            toast.clock = lambda toast=toast: toast.born + 1.0  # type: ignore[attr-defined,misc]
            app.manager.push(results)
            shot("achievement-toast")
            app.manager.pop()
        app.manager.pop()
        records = RecordsScene(ctx, today=TODAY)
        records.page = 2
        records.build()
        app.manager.push(records)
        shot("daily-deal")
        app.stop()
        close_all()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
