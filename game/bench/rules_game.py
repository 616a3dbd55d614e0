"""Benches of whole Fountains games (part of suite `rules`).

``rules.random_game``: one 4-player game played by RandomBots, setup to outcome.
``rules.greedy_game``: the same with GreedyBots (what a computer seat costs).
``rules.solo_game``: a solo game (hard) played by a RandomBot against The Machine.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

from game.ai.fountains import GreedyBot, RandomBot
from game.bench.rules_timing import measure_cpu
from game.rules.fountains import Difficulty, FountainsGame, GameOptions


def play(options: GameOptions, bot: RandomBot | GreedyBot) -> FountainsGame:
    game = FountainsGame.new(options)
    while not game.is_over():
        game.apply(bot.choose(game))
    assert game.outcome() is not None
    return game


def _game_runner(
    make_options: Callable[[int], GameOptions],
    make_bot: Callable[[int], RandomBot | GreedyBot],
) -> Callable[[], object]:
    seeds = itertools.count(1)

    def run_one() -> object:
        seed = next(seeds)
        return play(make_options(seed), make_bot(seed))

    return run_one


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    benches: dict[str, tuple[Callable[[], object], int]] = {
        "random_game": (
            _game_runner(lambda s: GameOptions(players=4, seed=s), RandomBot),
            40,
        ),
        "greedy_game": (
            _game_runner(lambda s: GameOptions(players=4, seed=s), GreedyBot),
            10,
        ),
        "solo_game": (
            _game_runner(
                lambda s: GameOptions(players=1, solo=Difficulty.HARD, seed=s),
                RandomBot,
            ),
            40,
        ),
    }
    targets = {"random_game": 10.0}
    for name, (fn, repeat) in benches.items():
        if only is not None and only != name:
            continue
        result = measure_cpu(f"rules.{name}", fn, repeat, warmup=2)
        if name in targets:
            result["target_median_ms"] = targets[name]
        yield result
