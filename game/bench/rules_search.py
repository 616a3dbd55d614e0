"""Benches of the rules core as search uses it (part of suite ``rules``).

- ``rules.apply_place``: clone a mid-game 2-player position whose tile is drafted,
  then one placement through the unchecked fast path, with the water worked out
  (pond weed counted) and any coins and triggered rewards paid
  (target: median <= 0.04 ms).
- ``rules.greedy_game_2p``: a whole 2-player game, MediumBot against MediumBot
  (target: median <= 40 ms).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

from game.ai.fountains import MediumBot, RandomBot
from game.bench.rules_timing import measure_cpu
from game.rules.fountains import FountainsGame, GameOptions, Phase, Place
from game.rules.fountains.game import ACTION_HOMES
from game.rules.fountains.tiles import Placement

MID_GAME_TURN = 16


def mid_game_placements(count: int = 40) -> list[tuple[FountainsGame, Placement]]:
    """Positions from seeded RandomBot games at about turn 16 with a tile drafted,
    each with one of its legal placements."""
    found: list[tuple[FountainsGame, Placement]] = []
    rng = random.Random(2026)
    for seed in itertools.count(1):
        game = FountainsGame.new(GameOptions(players=2, seed=seed))
        bot = RandomBot(seed)
        while not game.is_over() and len(found) < count:
            if (
                game.phase is Phase.PLACE
                and game.turn >= MID_GAME_TURN
                and game.legal_placements()
            ):
                found.append((game.clone(), rng.choice(game.legal_placements())))
                if game.turn >= MID_GAME_TURN + 8:
                    break
            game.apply(bot.choose(game))
        if len(found) >= count:
            return found
    raise AssertionError("unreachable")


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    if only in (None, "apply_place"):
        positions = itertools.cycle(mid_game_placements())

        def apply_place() -> object:
            game, placement = next(positions)
            seat = game.turn_seat
            copy = game.clone()
            ACTION_HOMES[Place].effect(copy, Place(placement))  # known legal
            return copy.fountains[seat].pond_weed_count()

        result = measure_cpu("rules.apply_place", apply_place, repeat=2000, warmup=50)
        result["target_median_ms"] = 0.04
        yield result
    if only in (None, "greedy_game_2p"):
        seeds = itertools.count(1)

        def greedy_game() -> object:
            seed = next(seeds)
            game = FountainsGame.new(GameOptions(players=2, seed=seed))
            bots = [MediumBot(seed), MediumBot(seed + 1)]
            while not game.is_over():
                game.apply(bots[game.current_seat].choose(game))
            return game.outcome()

        result = measure_cpu("rules.greedy_game_2p", greedy_game, repeat=12, warmup=1)
        result["target_median_ms"] = 40.0
        yield result
