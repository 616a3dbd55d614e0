"""Who triggers the rewards during the game, and whom they pay.

One Expert among three Hards, 4-player basic, each deal played four times (Expert
in every seat). After each action, the score log's new entries whose reason names
a pawn on its space (a reward triggered during the game, not the final rewards)
are counted: one trigger for the seat that moved, and their points by who
triggered them and who got them. Expert's judgement is whatever the checkout
running it has (``pilot-expert-own.patch`` reads ``JUDGE=own``). One JSON line
a game:

    PYTHONPATH=. python docs/dev/arena/diag-triggers.py 401 > out.jsonl
"""

import json
import sys
from collections import Counter

from game.ai.fountains.expert import ExpertBot
from game.ai.fountains.hard import HardBot
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions


def kind(level: str) -> str:
    return "expert" if level == "expert" else "hard"


def main() -> None:
    deals = [int(x) for x in sys.argv[1].split(",")]
    for deal in deals:
        for turn in range(4):
            levels = ["hard"] * 4
            levels[turn] = "expert"
            bots: list[ExpertBot | HardBot] = [
                ExpertBot(deal * 101 + s)
                if level == "expert"
                else HardBot(deal * 101 + s)
                for s, level in enumerate(levels)
            ]
            game = FountainsGame.new(GameOptions(players=4, advanced=False, seed=deal))
            triggers: Counter[str] = Counter()
            paid: Counter[str] = Counter()
            while not game.is_over():
                seat = game.current_seat
                before = len(game.score_log)
                game.apply(bots[seat].choose(game))
                new = [e for e in game.score_log[before:] if "pawn on the" in e.reason]
                if new:
                    triggers[kind(levels[seat])] += 1
                for entry in new:
                    paid[f"{kind(levels[seat])} to {kind(levels[entry.seat])}"] += (
                        entry.points
                    )
            line = {
                "deal": deal,
                "expert_seat": turn,
                "scores": list(game.scores),
                "triggers": dict(triggers),
                "paid": dict(paid),
            }
            print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
