"""Diagnostic (not part of the game): do three Hards pile on Expert? Plays Expert + 3 Hard,
4-player basic, deals FIRST.., COUNT games (seats rotated as the arena does), and prints
one JSON line a game: at each Hard draft, whether Expert is the seat Hard's evaluation
puts best among the others (its target), whether Hard drafts other than Medium's
favourite (deviate), and Expert's standing at each of its drafts (traj: its total less
the best other seat's, by the totals Hard evaluates). Run from the checkout:
    PYTHONPATH=. python docs/dev/arena/diag-pile-on.py 400 8 expert > OUT.jsonl
"""

import json
import sys

from game.ai.arena import Match, seat_bot
from game.ai.fountains.estimates import game_left
from game.ai.fountains.expert.bot import ExpertBot
from game.ai.fountains.hard import FUTURE_REWARDS
from game.ai.fountains.medium import MediumBot
from game.ai.fountains.parameters import HARD
from game.rules.fountains import GameOptions
from game.rules.fountains.game import FountainsGame, final_rewards
from game.rules.fountains.phases import Phase
from game.rules.fountains.rewards import DESIGN


def totals(game):
    t = [float(p) for p in game.scores]
    again = FUTURE_REWARDS * (game_left(game) - 1.0) / 1.5
    for a in final_rewards(game):
        w = 1.0 if a.category == DESIGN else 1.0 + again
        t[a.seat] += w * a.points
    return t


first, count, lead = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
match = Match(
    players=4,
    lineup=(lead, "hard", "hard", "hard"),
    seed=first,
    advanced=False,
    budget_ms=None,
)
probe = MediumBot(99, placements_in_draft=HARD.placements_in_draft)
for index in range(count):
    deal = first + index // 4
    turn = index % 4
    levels = [match.lineup[(s + turn) % 4] for s in range(4)]
    bots = [seat_bot(l, deal * 101 + s, match) for s, l in enumerate(levels)]
    ex = levels.index(lead) if lead != "hard" else 0
    game = FountainsGame.new(GameOptions(players=4, advanced=False, seed=deal))
    rec = {
        "deal": deal,
        "ex": ex,
        "hard_drafts": 0,
        "target_ex": 0,
        "deviate": 0,
        "deviate_ex": 0,
        "lead_ex": 0,
        "traj": [],
    }
    while not game.is_over():
        seat = game.current_seat
        bot = bots[seat]
        if game.phase is Phase.DRAFT and seat != ex:
            t = totals(game)
            others = [s for s in range(4) if s != seat]
            target = max(others, key=lambda s: t[s])
            fav = probe.candidates(game)[0].action
            act = bot.choose(game)
            rec["hard_drafts"] += 1
            rec["target_ex"] += target == ex
            dev = act != fav
            rec["deviate"] += dev
            rec["deviate_ex"] += dev and target == ex
        else:
            if game.phase is Phase.DRAFT and seat == ex:
                t = totals(game)
                rec["traj"].append(
                    round(t[ex] - max(t[s] for s in range(4) if s != ex), 1)
                )
                rec["lead_ex"] += t[ex] > max(t[s] for s in range(4) if s != ex)
            act = bot.choose(game)
        game.apply(act)
    for b in bots:
        if isinstance(b, ExpertBot):
            b.pool.close()
    out = game.outcome()
    rec["scores"] = list(out.scores)
    rec["won"] = ex in out.winners
    print(json.dumps(rec), flush=True)
