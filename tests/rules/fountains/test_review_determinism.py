"""Review: same options and same actions give the same game in another process,
whatever Python's string hashing seed (no order taken from a set or a dict of
hashed keys leaks into the rules or the bots)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

PLAY = """
import hashlib, json
from game.ai.fountains import GreedyBot, RandomBot
from game.rules.fountains import Difficulty, FountainsGame, GameOptions
from game.rules.fountains.persistence import game_to_json

docs = []
for options, bot in [
    (GameOptions(players=3, advanced=True, seed=11), RandomBot),
    (GameOptions(players=1, solo=Difficulty.MEDIUM, seed=11), RandomBot),
    (GameOptions(players=2, seed=11), GreedyBot),
]:
    game = FountainsGame.new(options)
    bots = [bot(seat) for seat in range(options.seats)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    replayed = FountainsGame.replay(options, [str(a) for a in game.actions])
    assert replayed == game
    docs.append(game_to_json(game))
print(hashlib.sha256(json.dumps(docs, sort_keys=True).encode()).hexdigest())
"""


def digest(hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    done = subprocess.run(
        [sys.executable, "-c", PLAY],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return done.stdout.strip()


def test_games_are_the_same_in_other_processes() -> None:
    first = digest("1")
    assert len(first) == 64
    assert digest("12345") == first
