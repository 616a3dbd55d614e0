"""Suite `saves`: what the title waits for when it looks for a game to continue.

- ``saves.title_list``: a fresh store (nothing cached, as at start) finds the
  latest unfinished game among 60 valid saves of 1.5 MB each (a long log, or
  padding): the lists read each file's header, at most
  ``store.HEADER_BYTES``, never the whole game. Target: median <= 50 ms (it
  was about a minute when every save was read whole, issue 21).
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

from game.bench import measure

SAVES = 60
SAVE_BYTES = 1_500_000


def _large_saves(folder: Path) -> None:
    from game.ai.fountains import RandomBot
    from game.rules.fountains.game import FountainsGame
    from game.rules.fountains.options import GameOptions
    from game.saves.record import SavedGame, encode
    from game.setup import GameSetup, Mode, Seat

    seats = (Seat("Ada", (230, 120, 40), True), Seat("Bo", (80, 170, 230), True))
    setup = GameSetup(Mode.FOUNTAINS, seats, seed=2026, autoplay=True)
    game = FountainsGame.new(GameOptions(players=2, seed=2026))
    bot = RandomBot(2026)
    for _ in range(20):
        game.apply(bot.choose(game))
    stamp = "2026-11-30T10:00:00Z"
    data = encode(SavedGame(setup, game, stamp, stamp))
    padding = b" " * (SAVE_BYTES - len(data))
    data = data.replace(b',"bots":', b"," + padding + b'"bots":', 1)
    folder.mkdir(parents=True)
    for number in range(SAVES):
        (folder / f"fountains-20261130-100000-{number:06}.json").write_bytes(data)


def _title_list() -> dict[str, object]:
    from game.paths import GamePaths
    from game.saves.store import SaveStore

    with tempfile.TemporaryDirectory() as root:
        paths = GamePaths.under(Path(root))
        _large_saves(paths.saves)

        def find() -> None:
            entry = SaveStore(paths).latest_unfinished()
            assert entry is not None

        result = measure("saves.title_list", find, repeat=30, warmup=2)
    result["saves"] = SAVES
    result["bytes_each"] = SAVE_BYTES
    result["target"] = "median <= 50 ms"
    return result


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    if only in (None, "title_list"):
        yield _title_list()
