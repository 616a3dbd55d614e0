"""Expert's golden record: the moves its search chooses in seeded positions.

Each case is a position from a seeded game of MediumBot seats (all seats, or
the player's in solo), taken at a fixed action or where the end comes near,
and an :class:`ExpertBot` of a fixed seed and a small node budget (so the CPU
cap is never reached and the search is deterministic). The record keeps, for
each case, the chosen action, the look-ahead games played and the chosen
line's mean over the re-deals, to six places: a change made for speed must
leave every entry as it is (``tests/ai/fountains/test_expert_golden.py``).

A change meant to alter Expert's play regenerates the record knowingly::

    python -m tests.ai.fountains.expert_golden --write

(without ``--write``: play every case and name those that differ).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai.fountains.estimates import game_left
from game.ai.fountains.expert import ExpertBot
from game.ai.fountains.expert.bot import ENDGAME_LEFT
from game.ai.fountains.medium import MediumBot
from game.rules.fountains import Difficulty, FountainsGame, GameOptions, Phase
from game.rules.fountains.actions import MachineTurn

RECORD = Path(__file__).with_name("expert_golden.json")
NODES = 96
"""Look-ahead games a case searches (a to-the-end one counts as four)."""
BOT_SEED = 7


@dataclass(frozen=True)
class Case:
    """``options``' game played by MediumBot seats to action ``at`` (the first
    moment of ``phase`` from there on), or, with ``at`` None, to the first draft
    where the end is near (Expert plays to the end there); then Expert
    decides."""

    name: str
    options: GameOptions
    at: int | None
    phase: Phase = Phase.DRAFT

    def position(self) -> FountainsGame:
        game = FountainsGame.new(self.options)
        bots = [MediumBot(self.options.seed + seat) for seat in range(5)]
        while not game.is_over():
            if game.phase is Phase.MACHINE:
                game.apply(MachineTurn())
                continue
            if game.phase is self.phase and (
                game_left(game) <= ENDGAME_LEFT
                if self.at is None
                else len(game.actions) >= self.at
            ):
                return game
            game.apply(bots[game.current_seat].choose(game))
        raise ValueError(f"{self.name}: the game ended before the position")


CASES: tuple[Case, ...] = (
    Case("2p-basic-early", GameOptions(players=2, seed=31), 6),
    Case("2p-basic-middle", GameOptions(players=2, seed=32), 30),
    Case("2p-basic-end", GameOptions(players=2, seed=33), None),
    Case("2p-basic-place", GameOptions(players=2, seed=39), 20, Phase.PLACE),
    Case("2p-advanced-middle", GameOptions(players=2, advanced=True, seed=34), 24),
    Case("3p-basic-middle", GameOptions(players=3, seed=35), 30),
    Case("4p-advanced-middle", GameOptions(players=4, advanced=True, seed=36), 36),
    Case("solo-hard-middle", GameOptions(players=1, solo=Difficulty.HARD, seed=37), 20),
    Case("solo-easy-end", GameOptions(players=1, solo=Difficulty.EASY, seed=38), None),
)


def play(case: Case) -> dict[str, Any]:
    """What Expert chooses in ``case``: the action, the look-ahead games played,
    the chosen line's mean (six places), whether the CPU cap stopped it."""
    game = case.position()
    bot = ExpertBot(BOT_SEED, nodes=NODES)
    decision = bot.decide(game)
    found, chosen = bot.last, bot.chosen
    assert found is not None and chosen is not None, case.name
    return {
        "action": str(decision.action),
        "searched": bot.searched,
        "mean": round(found.mean(chosen, found.shared()), 6),
        "out_of_time": found.out_of_time,
    }


def load_record() -> dict[str, dict[str, Any]]:
    return json.loads(RECORD.read_text(encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.ai.fountains.expert_golden",
        description="Play Expert's golden cases; compare or rewrite the record.",
    )
    parser.add_argument("--write", action="store_true", help="rewrite the record")
    args = parser.parse_args(argv)
    found = {case.name: play(case) for case in CASES}
    if args.write:
        text = json.dumps(found, indent=2, sort_keys=True) + "\n"
        tmp = RECORD.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(RECORD)
        print(f"wrote {len(found)} cases to {RECORD}")
        return 0
    record = load_record()
    differ = [name for name in found if record.get(name) != found[name]]
    for name in differ:
        print(f"{name}: recorded {record.get(name)}, now {found[name]}")
    print(f"{len(found) - len(differ)} of {len(found)} cases as recorded")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
