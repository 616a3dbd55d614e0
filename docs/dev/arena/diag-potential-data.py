"""Positions of four Hards with what each fountain could still become, and how the
game ended: the data for a static evaluation that values a fountain's potential.

Four Hards play 4-player basic games (deals from the first argument, as many as
the second). At the start of every round (the first seat's draft), one JSON line a
seat: its points, its final rewards as if the game ended now (by category), its
fountain's highest level, visible jets, fed pools and their levels, pond weed,
tiles laid; the game's ``game_left``; and, once the game is over, the seat's final
score and its margin over the best other seat:

    PYTHONPATH=. python docs/dev/arena/diag-potential-data.py 6000 40 > out.jsonl
"""

import json
import sys
from collections import Counter

from game.ai.fountains.estimates import game_left
from game.ai.fountains.hard import HardBot
from game.rules.fountains.game import FountainsGame, final_rewards
from game.rules.fountains.icons import Icon
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase


def snapshot(game: FountainsGame) -> list[dict[str, object]]:
    rewards: list[Counter[str]] = [Counter() for _ in range(game.seats)]
    for award in final_rewards(game):
        rewards[award.seat][award.category] += award.points
    rows = []
    for seat, fountain in enumerate(game.fountains):
        pools = fountain.water().pools
        fed = [pool for pool in pools if pool.fed]
        rows.append(
            {
                "seat": seat,
                "points": game.scores[seat],
                "rewards": dict(rewards[seat]),
                "max_level": fountain.max_level(),
                "jets": fountain.visible_icons().count(Icon.JET),
                "fed_pools": len(fed),
                "fed_levels": sum(pool.level for pool in fed),
                "fed_high": sum(1 for pool in fed if pool.level >= 2),
                "weed": fountain.pond_weed_count(),
                "tiles": fountain.tile_count(),
                "game_left": game_left(game),
                "turn": game.turn,
            }
        )
    return rows


def main() -> None:
    first, count = int(sys.argv[1]), int(sys.argv[2])
    for deal in range(first, first + count):
        bots = [HardBot(deal * 101 + seat) for seat in range(4)]
        game = FountainsGame.new(GameOptions(players=4, advanced=False, seed=deal))
        rows: list[dict[str, object]] = []
        while not game.is_over():
            if game.phase is Phase.DRAFT and game.current_seat == game.first_seat:
                rows.extend(snapshot(game))
            game.apply(bots[game.current_seat].choose(game))
        scores = game.scores
        for row in rows:
            seat = row["seat"]
            assert isinstance(seat, int)
            best_other = max(s for other, s in enumerate(scores) if other != seat)
            row.update(deal=deal, final=scores[seat], margin=scores[seat] - best_other)
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
