"""The bots' fingerprint: seeded whole games, every move and its effect hashed.

Each game is played by one computer level in every seat (Random, Easy, Medium,
or Hard at a fixed node count, so its search never reads the clock), for 2-5
players, basic and advanced, and solo against The Machine at each difficulty.
For every action the hash takes in the phase and the seat, the number of legal
placements when a tile waits to be placed, the action's text, and then the
acting seat's pools (cells, level, tile, fed, icons), where water passes, its
lily groups, and every score. A change to any rule or any bot's choice changes
some game's hash; a change of speed alone changes none.

``tests/ai/fountains/test_fingerprint.py`` checks the games against the record
in ``tests/ai/fountains/fingerprint.json`` (the ``quick`` games in the normal
suite, all of them with ``--run-slow``). When a change is *meant* to change what
the rules or the bots do, regenerate the record knowingly and say why in the
commit::

    python tools/fingerprint.py --write          # every game, rewrite the record
    python tools/fingerprint.py                  # compare, print what differs
    python tools/fingerprint.py --only quick     # the normal suite's games only
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.fountains import EasyBot, HardBot, MediumBot, RandomBot  # noqa: E402
from game.rules.fountains import (  # noqa: E402
    Difficulty,
    Fountain,
    FountainsGame,
    GameOptions,
    Phase,
)

RECORD = ROOT / "tests" / "ai" / "fountains" / "fingerprint.json"

HARD_NODES = 12
"""Hard's search stops after this many nodes (deterministic, clock unread)."""
HARD_NODES_SLOW = 40
"""The slow games' Hard searches this many (more of its search is walked)."""

Seat = RandomBot | EasyBot | MediumBot | HardBot


@dataclass(frozen=True)
class FingerprintGame:
    """One game of the fingerprint: who plays (Hard with ``nodes`` per search),
    how it is set up, and whether the normal test suite plays it (``quick``) or
    only ``--run-slow`` does."""

    level: str
    options: GameOptions
    quick: bool
    nodes: int = HARD_NODES

    @property
    def name(self) -> str:
        o = self.options
        if o.solo is not None:
            setup = f"solo-{o.solo.value}"
        else:
            setup = f"{o.players}p-{'advanced' if o.advanced else 'basic'}"
        level = self.level if self.level != "hard" else f"hard{self.nodes}"
        return f"{level}-{setup}-seed{o.seed}"


def _setups(seed: int) -> list[GameOptions]:
    """2-5 players, basic and advanced, and solo at each difficulty."""
    return [
        GameOptions(players=2, seed=seed),
        GameOptions(players=2, advanced=True, seed=seed + 1),
        GameOptions(players=3, seed=seed + 2),
        GameOptions(players=3, advanced=True, seed=seed + 3),
        GameOptions(players=4, seed=seed + 4),
        GameOptions(players=4, advanced=True, seed=seed + 5),
        GameOptions(players=5, seed=seed + 6),
        GameOptions(players=5, advanced=True, seed=seed + 7),
        GameOptions(players=1, solo=Difficulty.EASY, seed=seed + 8),
        GameOptions(players=1, solo=Difficulty.MEDIUM, seed=seed + 9),
        GameOptions(players=1, solo=Difficulty.HARD, seed=seed + 10),
    ]


def _games() -> list[FingerprintGame]:
    games: list[FingerprintGame] = []
    # The normal suite (about 10 s on one core): two seeds of every setup for
    # Random, Easy and Medium, one for Hard.
    for level in ("random", "easy", "medium"):
        for seed in (100, 200):
            games += [FingerprintGame(level, o, True) for o in _setups(seed)]
    games += [FingerprintGame("hard", o, True) for o in _setups(300)]
    # --run-slow: three more seeds of each, and Hard searching further.
    for level in ("random", "easy", "medium", "hard"):
        for seed in (400, 500, 600):
            games += [FingerprintGame(level, o, False) for o in _setups(seed)]
    games += [FingerprintGame("hard", o, False, HARD_NODES_SLOW) for o in _setups(700)]
    return games


GAMES = _games()


def _seat(game_spec: FingerprintGame, seed: int) -> Seat:
    level = game_spec.level
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return EasyBot(seed)
    if level == "medium":
        return MediumBot(seed)
    if level == "hard":
        return HardBot(seed, max_nodes=game_spec.nodes)
    raise ValueError(f"unknown level {level!r}")


def _fountain_text(fountain: Fountain) -> str:
    pools = sorted(
        (
            pool.level,
            pool.tile_index,
            pool.fed,
            sorted(pool.cells),
            [icon.value for icon in pool.icons],
        )
        for pool in fountain.water().pools
    )
    flows = sorted(fountain.flows())
    lilies = [(points, sorted(group)) for points, group in fountain.lily_groups()]
    return repr((pools, flows, lilies))


def play(game_spec: FingerprintGame) -> str:
    """Play one fingerprint game; the hex digest of everything it did."""
    options = game_spec.options
    game = FountainsGame.new(options)
    bots = [_seat(game_spec, options.seed * 10 + i) for i in range(game.seats)]
    digest = hashlib.sha256()
    while not game.is_over():
        seat = game.current_seat
        phase = game.phase
        count = game.legal_placement_count() if phase is Phase.PLACE else -1
        action = bots[seat].choose(game)
        game.apply(action)
        line = f"{phase.value}|{seat}|{count}|{action}|{game.scores}"
        if seat < len(game.fountains) and not game.is_machine(seat):
            line += "|" + _fountain_text(game.fountains[seat])
        digest.update(line.encode())
        digest.update(b"\n")
    outcome = game.outcome()
    digest.update(repr(outcome).encode())
    return digest.hexdigest()


def fingerprint(quick_only: bool = False) -> Iterator[tuple[FingerprintGame, str]]:
    """Every fingerprint game (or only the quick ones) with its digest."""
    for spec in GAMES:
        if quick_only and not spec.quick:
            continue
        yield spec, play(spec)


def load_record() -> dict[str, str]:
    data = json.loads(RECORD.read_text(encoding="utf-8"))
    return dict(data["games"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/fingerprint.py", description=__doc__)
    parser.add_argument(
        "--write", action="store_true", help="play every game and rewrite the record"
    )
    parser.add_argument(
        "--only", choices=("quick",), help="play only the normal suite's games"
    )
    args = parser.parse_args(argv)
    if args.write and args.only:
        parser.error("--write plays every game")
    results = {}
    for spec, digest in fingerprint(quick_only=args.only == "quick"):
        results[spec.name] = digest
        print(f"{spec.name:40} {digest[:16]}", flush=True)
    if args.write:
        record = {
            "about": "tools/fingerprint.py --write regenerates this; see its docstring",
            "games": results,
        }
        RECORD.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {len(results)} games to {RECORD.relative_to(ROOT)}")
        return 0
    record = load_record()
    differ = [name for name, digest in results.items() if record.get(name) != digest]
    for name in differ:
        print(f"DIFFERS: {name}")
    print(f"{len(results) - len(differ)} of {len(results)} games as recorded")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
