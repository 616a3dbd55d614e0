"""The loader is a trust boundary: more than 1,000 mutated save files per mode,
each either loads to a state equal to the replay of its own action log, or is
refused with `CorruptStateError`. Nothing else may escape."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.rules.errors import CorruptStateError
from game.rules.fountains.game import FountainsGame
from game.rules.splash import SplashGame
from game.rules.splash.save import game_to_json as splash_json
from game.saves.record import SavedGame, decode, encode
from game.setup import GameSetup
from tests.saves import mutate
from tests.saves.games import (
    fountains_setup,
    last_fountains,
    last_splash,
    record,
    splash_setup,
)

MUTANTS_PER_BASE = 350


def _base(setup: GameSetup, game: FountainsGame | SplashGame) -> SavedGame:
    return record(setup, game)


def fountains_bases() -> list[SavedGame]:
    return [
        _base(s, last_fountains(s, stop=n))
        for s, n in (
            (fountains_setup(2, seed=41), 14),
            (fountains_setup(1, seed=42, solo="medium"), 12),
            (fountains_setup(3, seed=43, advanced=True), 9),
        )
    ]


def splash_bases() -> list[SavedGame]:
    return [
        _base(s, last_splash(s, stop=n))
        for s, n in (
            (splash_setup(2, seed=51), 30),
            (splash_setup(3, seed=52, toss=True, competitive=True), 30),
            (splash_setup(2, seed=53, cooperative=True), 24),
        )
    ]


def equals_its_replay(saved: SavedGame) -> bool:
    game = saved.game
    if isinstance(game, FountainsGame):
        return FountainsGame.replay(game.options, game.actions) == game
    replayed = SplashGame.new(game.options)
    for action in game.actions:
        replayed.apply(action)
    return splash_json(replayed) == splash_json(game)


def fuzz(bases: list[SavedGame], seed: int) -> Counter[str]:
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    for base in bases:
        data = encode(base)
        doc = json.loads(data)
        log = list(doc["game"]["actions"])
        for number in range(MUTANTS_PER_BASE):
            roll = rng.random()
            if roll < 0.45:
                mutant, what = mutate.mutate_tree(doc, rng)
                mutant_bytes = mutate.dumps(mutant)
            elif roll < 0.9:
                mutant, what = mutate.mutate_actions(doc, rng, log)
                mutant_bytes = mutate.dumps(mutant)
                counts["action mutants"] += 1
            else:
                mutant_bytes, what = mutate.mutate_bytes(data, rng)
            try:
                loaded = decode(mutant_bytes)
            except CorruptStateError as exc:
                assert str(exc), what
                counts["refused"] += 1
                continue
            except Exception as exc:  # noqa: BLE001 - the point of the fuzz
                pytest.fail(f"mutant {number} ({what}) escaped as {exc!r}")
            assert equals_its_replay(loaded), f"mutant {number} ({what})"
            counts["loaded"] += 1
    return counts


@pytest.mark.parametrize("mode", ["fountains", "splash"])
def test_every_mutated_save_loads_true_or_is_refused(mode: str) -> None:
    bases = fountains_bases() if mode == "fountains" else splash_bases()
    counts = fuzz(bases, seed=2026 if mode == "fountains" else 2027)
    print(mode, dict(counts))
    assert counts["loaded"] + counts["refused"] >= 1000
    assert counts["refused"] > 500 and counts["loaded"] > 0
