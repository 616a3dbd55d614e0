"""An upper bound, not a bot: Expert's lines judged with what no seat may know.

One "oracle" seat among three Hards, 4-player basic, the arena's deals, seats
and bot seeds (game ``g``: deal ``seed + g // 4``, the line-up turned ``g % 4``
places, seat ``s``'s bot seeded ``deal * 101 + s``), so its games pair with
the arena's runs of ``--seats expert,hard,hard,hard`` on the same deals
(``diag-paired.py``; its stderr lines are the arena's ``--progress`` lines).

At each of its decisions the oracle weighs Expert's lines (MediumBot's best
``DRAFTS`` drafts with ``PLACEMENTS`` placements each, or the placements alone,
and every fish colour) and plays each line ONCE on a copy of the real game:

- no re-deal: the face-down stacks and the bonus pile as they really are;
- each Hard answers as that very Hard will: a copy of the real bot, its random
  streams included, made by pickling it (on deals 401 - 402 a pickled Hard
  drafted as the real one in 125 of 128 drafts; the others likely its wall
  clock);
- its own next turn as Expert plays it there (MediumBot's choice);
- judged as Expert judges (``playout.judge``) once its own next turn is over,
  or by the result if the game ends first. It never plays a look-ahead game on
  to the end as Expert does near the end: a Hard's draft costs about 170 ms of
  CPU, and three Hards to the end for every line would take minutes a move.

So it foresees the hidden tiles and the Hards' answers through its next turn
exactly: what it wins bounds what Expert's horizon and judgement could win with
a perfect model of the Hards and of the deal. About 9 s of CPU a decision.

``HONEST=1`` takes back both peeks: each decision's lines are played on one
re-deal of what its seat cannot see (the same for every line), and the other
seats answer as Hards of the oracle's own seeding (full Hards, as slow as the
real ones; on deals 403 - 405 such a Hard drafted as the real one in 126 of 144
drafts, where MediumBot's favourite is theirs in 55). ``REDEAL=1`` takes back
only the tiles' peek (the real Hards' copies answer on the re-deal),
``OWN_HARDS=1`` only the Hards' (the tiles as they are). The re-deal comes
before the line is played, as in Expert's own look-ahead games; ``AFTER_LINE=1``
re-deals after it, as every run before 2026-12-04 did (``HONEST``, ``REDEAL``):
that leaves the tile its own draft uncovers, and a bonus token drawn to refill,
as they really are, a peek no seat may make. ``HARD_NODES=N`` cuts
the oracle's own Hards at N look-ahead games a draft (``max_nodes``; whole
Hards without it). ``LOOKS=K`` plays each line on K re-deals (the same K for
every line of a decision) and takes the mean of its judgements (with a
re-deal only; one without).

    PYTHONPATH=. python docs/dev/arena/diag-oracle.py SEED GAMES >O.jsonl 2>O.progress
"""

from __future__ import annotations

import json
import os
import pickle
import random
import sys
import time

from game.ai.fountains.expert.lines import DRAFTS, PLACEMENTS, Line, lines_for
from game.ai.fountains.expert.playout import judge
from game.ai.fountains.hard import HardBot, answer, redeal
from game.ai.fountains.medium import MAX_PLACEMENTS_TRIED, MediumBot
from game.rules.errors import IllegalActionError
from game.rules.fountains.actions import Action
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase

SEARCHED = (Phase.DRAFT, Phase.PLACE, Phase.TOKEN, Phase.FISH)
HORIZON = 2  # its turns a look-ahead game plays: this one and the next
HONEST = bool(os.environ.get("HONEST"))
REDEAL = HONEST or bool(os.environ.get("REDEAL"))
OWN_HARDS = HONEST or bool(os.environ.get("OWN_HARDS"))
HARD_NODES = int(os.environ["HARD_NODES"]) if os.environ.get("HARD_NODES") else None
LOOKS = int(os.environ.get("LOOKS", "1")) if REDEAL else 1
AFTER_LINE = bool(os.environ.get("AFTER_LINE"))


class Oracle:
    """Chooses the line whose one look-ahead game, played with the real
    Hards' answers on the real deal, ends best."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.medium = MediumBot(
            seed, placements_tried=MAX_PLACEMENTS_TRIED, placements_in_draft=PLACEMENTS
        )
        self.plan: tuple[FountainsGame, int, int, tuple[Action, ...]] | None = None
        self.cpu_s: list[float] = []
        self.rng = random.Random(seed)

    def choose(self, game: FountainsGame, bots: list[object]) -> Action:
        plan, self.plan = self.plan, None
        if plan is not None:
            planned_game, turn, at, rest = plan
            fits = planned_game is game and turn == game.turn
            if fits and at == len(game.actions) and game.is_legal(rest[0]):
                if len(rest) > 1:
                    self.plan = (game, turn, at + 1, rest[1:])
                return rest[0]
        if game.phase not in SEARCHED:
            return self.medium.choose(game)
        lines = lines_for(game, self.medium, DRAFTS, PLACEMENTS)
        best = lines[0]
        if len(lines) > 1:
            began = time.process_time()
            me = game.current_seat
            frozen = {s: pickle.dumps(b) for s, b in enumerate(bots) if s != me}
            deal_seeds = [self.rng.getrandbits(32) for _ in range(LOOKS)]
            values = [
                sum(self.play(game, line, me, frozen, d) for d in deal_seeds) / LOOKS
                for line in lines
            ]
            best = lines[max(range(len(lines)), key=lambda i: (values[i], -i))]
            self.cpu_s.append(time.process_time() - began)
        if len(best.actions) > 1:
            self.plan = (game, game.turn, len(game.actions) + 1, best.actions[1:])
        return best.action

    def play(
        self,
        game: FountainsGame,
        line: Line,
        me: int,
        frozen: dict[int, bytes],
        deal_seed: int,
    ) -> float:
        world = game.clone()
        done = world.turns_taken[me] + HORIZON
        if REDEAL and not AFTER_LINE:
            # what a seat may know of the tiles: a re-deal (the same for every
            # line of the decision), before its line uncovers any of them
            redeal(world, random.Random(deal_seed))
        for planned in line.actions:
            try:
                world.apply(planned)
            except IllegalActionError:
                break
        others: dict[int, HardBot]
        if REDEAL and AFTER_LINE:
            # the runs before: the tile its own draft uncovers (and a bonus
            # token drawn to refill) as it really is, the rest re-dealt
            redeal(world, random.Random(deal_seed))
        if OWN_HARDS:
            # ... and of the other seats: Hards of its own seeding
            others = {
                s: HardBot(self.seed + 1000 + s, max_nodes=HARD_NODES) for s in frozen
            }
        else:
            others = {s: pickle.loads(b) for s, b in frozen.items()}
        own = MediumBot(self.seed + 3)
        while not world.is_over() and world.turns_taken[me] < done:
            seat = world.turn_seat
            if seat == me:
                world.apply(answer(world, own))
            else:
                world.apply(others[seat].choose(world))
        return judge(world, me)


def main() -> None:
    seed, games = int(sys.argv[1]), int(sys.argv[2])
    wins = 0.0
    for g in range(games):
        deal, turn = seed + g // 4, g % 4
        lineup = ["oracle", "hard", "hard", "hard"]
        levels = [lineup[(s + turn) % 4] for s in range(4)]
        bots: list[Oracle | HardBot] = [
            Oracle(deal * 101 + s) if level == "oracle" else HardBot(deal * 101 + s)
            for s, level in enumerate(levels)
        ]
        game = FountainsGame.new(GameOptions(players=4, advanced=False, seed=deal))
        while not game.is_over():
            bot = bots[game.current_seat]
            if isinstance(bot, Oracle):
                action = bot.choose(game, list(bots))
            else:
                action = bot.choose(game)
            game.apply(action)
        outcome = game.outcome()
        assert outcome is not None
        o = levels.index("oracle")
        oracle = bots[o]
        assert isinstance(oracle, Oracle)
        share = 1.0 / len(outcome.winners) if o in outcome.winners else 0.0
        wins += share
        scores = list(outcome.scores)
        margin = scores[o] - max(s for i, s in enumerate(scores) if i != o)
        cpu = sorted(oracle.cpu_s)
        print(
            json.dumps(
                {
                    "game": g,
                    "deal": deal,
                    "oracle_seat": o,
                    "scores": scores,
                    "winners": sorted(outcome.winners),
                    "won": share,
                    "margin": margin,
                    "decisions": len(cpu),
                    "median_cpu_s": round(cpu[len(cpu) // 2], 2) if cpu else None,
                }
            ),
            flush=True,
        )
        # the arena's --progress line, the oracle named "expert" for diag-paired.py
        seats = ", ".join(
            f"{'expert' if lv == 'oracle' else lv} {scores[s]}"
            f"{'*' if s in outcome.winners else ''} (#{(s - game.first_seat) % 4 + 1})"
            for s, lv in enumerate(levels)
        )
        print(f"game {g + 1} of {games}: {seats}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
