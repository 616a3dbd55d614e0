"""HardBot: a determinized lookahead over MediumBot's best few moves.

Each candidate turn (MediumBot's best few drafts, each with its planned
placement; or its best placements or tokens when a tile is already drafted) is
played on copies of the game whose hidden tiles and tokens are re-dealt from what
this seat cannot see. The other seats answer as MediumBot until this seat's next
turn, made cheap by remembering its placement work across the look-ahead games of
one decision (:class:`~game.ai.fountains.reply.ReplyModel`); the position is then
judged by a static evaluation: points so far, the final rewards as if the game
ended now (design cards included), and the pools, fish and lily pads still to be
rewarded. Every candidate still in the running meets the same re-deals, so the
comparison is fair; one clearly behind the leader is dropped, and the search
stops when one is left. The budget is a node count (deterministic, for tests) and
a time limit (for play), whichever comes first; each node is one candidate played
out on one re-deal."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Protocol

from game.ai.fountains.candidates import Candidate
from game.ai.fountains.decision import Decision
from game.ai.fountains.estimates import game_left
from game.ai.fountains.explain import reason_for
from game.ai.fountains.medium import MediumBot
from game.ai.fountains.parameters import HARD
from game.ai.fountains.reply import ReplyModel
from game.rules.fountains.actions import Action, MachineTurn, Swap
from game.rules.fountains.catalogue import BONUS_TOKENS, TILES
from game.rules.fountains.game import FountainsGame, final_rewards
from game.rules.fountains.phases import Phase
from game.rules.fountains.rewards import DESIGN
from game.rules.fountains.tiles import STACK_SHAPES

# Hard's knobs (``parameters.HARD``), by the names other modules know them by
DEFAULT_BUDGET_MS = HARD.budget_ms
MAX_BUDGET_MS = HARD.max_budget_ms
CANDIDATES = HARD.candidates
FUTURE_REWARDS = HARD.future_rewards
PRUNE_AFTER = HARD.prune_after
PRUNE_Z = HARD.prune_z

_SEARCHED = (Phase.DRAFT, Phase.PLACE, Phase.TOKEN)


class HardBot:
    """Looks ahead over re-dealt games within ``budget_ms`` (at most 1000) or
    ``max_nodes`` (when given, the search stops there, whatever the time)."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        *,
        budget_ms: float = DEFAULT_BUDGET_MS,
        max_nodes: int | None = None,
        candidates: int = CANDIDATES,
    ) -> None:
        if not 0 < budget_ms <= MAX_BUDGET_MS:
            raise ValueError(f"budget_ms must be in (0, {MAX_BUDGET_MS}]")
        self.seed = seed
        self.budget_ms = budget_ms
        self.max_nodes = max_nodes
        self.candidates = candidates
        self.rng = random.Random(seed)
        # Hard places where its draft planned (no second search)
        self.medium = MediumBot(seed, placements_in_draft=HARD.placements_in_draft)
        self.reply = ReplyModel(seed + 1)
        self.nodes = 0  # nodes searched for the last decision
        self._plan: tuple[FountainsGame, int, Action] | None = None

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state["_plan"] = None
        return state

    def choose(self, game: FountainsGame) -> Action:
        return self.decide(game).action

    def decide(
        self, game: FountainsGame, names: Sequence[str] | None = None
    ) -> Decision:
        """The move the search likes best, with one sentence why."""
        deadline = time.perf_counter() + self.budget_ms / 1000.0
        planned = self._planned(game)
        ranked = self.medium.candidates(game)
        if planned is not None:
            ranked = [c for c in ranked if c.action == planned] + [
                c for c in ranked if c.action != planned
            ]
        if game.phase not in _SEARCHED or len(ranked) == 1 or planned is not None:
            first = ranked[0]
            second = ranked[1].terms if len(ranked) > 1 else None
            reason = reason_for(
                game, first.action, first.terms, second, names, first.follow_up
            )
            return Decision(first.action, reason, self.level, first.terms)
        top = ranked[: self.candidates]
        scores, alive = self._search(game, top, deadline)
        means = [sum(found) / len(found) if found else -math.inf for found in scores]
        # the candidates still in the running first: a dropped one's mean is over
        # fewer re-deals, so it is compared only on those, below
        order = sorted(range(len(top)), key=lambda i: (i not in alive, -means[i], i))
        best, runner = top[order[0]], top[order[1]]
        if isinstance(best.follow_up, Action):
            self._plan = (game, game.turn, best.follow_up)
        reason = reason_for(
            game, best.action, best.terms, runner.terms, names, best.follow_up, False
        )
        shared = min(len(scores[order[0]]), len(scores[order[1]]))
        if shared and scores[order[0]][:shared] == scores[order[1]][:shared]:
            than = "as the next choice does on every re-deal"
        elif shared:
            lead = (
                sum(scores[order[0]][:shared]) - sum(scores[order[1]][:shared])
            ) / shared
            than = f"{lead:.1f} better than the next choice on the same re-deals"
        else:
            than = "the next choice was not reached in time"
        reason = (
            f"{reason[:-1]}; over {self.nodes} look-ahead games it ends "
            f"{means[order[0]]:+.1f} points against the best rival, {than}."
        )
        return Decision(best.action, reason, self.level, best.terms, best.follow_up)

    def _planned(self, game: FountainsGame) -> Action | None:
        plan = self._plan
        self._plan = None
        if plan is None or plan[0] is not game or plan[1] != game.turn:
            return None
        return plan[2] if game.is_legal(plan[2]) else None

    # -- search ------------------------------------------------------------------------

    def _search(
        self, game: FountainsGame, top: list[Candidate], deadline: float
    ) -> tuple[list[list[float]], list[int]]:
        """The evaluation of each candidate on each re-deal it was played on, and
        the candidates still in the running.
        Every candidate still in the running meets the same re-deals, in turn;
        from ``PRUNE_AFTER`` rounds on, a candidate clearly behind the leader on
        the re-deals both met is dropped, and the search stops when one is left.
        The time budget may cut even the first round short (after two
        candidates): the ones not reached then rank below, in MediumBot's order."""
        scores: list[list[float]] = [[] for _ in top]
        alive = list(range(len(top)))
        rounds = 0
        self.nodes = 0
        self.reply.forget()
        me = game.turn_seat
        out_of_budget = False
        while not out_of_budget and len(alive) > 1:
            deal_seed = self.rng.getrandbits(32)
            for i in alive:
                if self.max_nodes is not None:
                    out_of_budget = self.nodes >= self.max_nodes
                else:
                    out_of_budget = time.perf_counter() >= deadline
                if out_of_budget and (rounds > 0 or self.nodes >= 2):
                    break
                world = game.clone()
                redeal(world, random.Random(deal_seed))
                scores[i].append(self._play_out(world, top[i], me))
                self.nodes += 1
            else:
                rounds += 1
                if rounds >= PRUNE_AFTER:
                    alive = _still_in_running(scores, alive)
        # A round cut short by the budget still counts for the candidates it
        # reached: the same re-deal for each of them, so the means stay fair.
        return scores, alive

    def _play_out(self, world: FountainsGame, candidate: Candidate, me: int) -> float:
        turns_before = world.turns_taken[me]
        world.apply(candidate.action)
        if candidate.follow_up is not None and world.is_legal(candidate.follow_up):
            world.apply(candidate.follow_up)
        play_answers(world, me, turns_before, self.reply)
        return evaluate(world, me)


def _still_in_running(scores: list[list[float]], alive: list[int]) -> list[int]:
    """The candidates of ``alive`` not clearly behind the leader: paired on the
    re-deals both met, their mean difference plus ``PRUNE_Z`` standard errors
    reaches zero. One that ended exactly as the leader on every re-deal (the same
    tile laid the same way from another space, say) is dropped too: there is
    nothing to choose between them, and the leader is MediumBot's earlier choice."""
    n = min(len(scores[i]) for i in alive)
    leader = max(alive, key=lambda i: (sum(scores[i][:n]), -i))
    kept = []
    for i in alive:
        if i == leader:
            kept.append(i)
            continue
        gaps = [a - b for a, b in zip(scores[i][:n], scores[leader][:n], strict=True)]
        if not any(gaps):
            continue
        mean = sum(gaps) / n
        spread = sum((g - mean) ** 2 for g in gaps) / (n - 1)
        if mean + PRUNE_Z * math.sqrt(spread / n) >= 0.0:
            kept.append(i)
    return kept


class Chooser(Protocol):
    """What answers in a look-ahead game: MediumBot, or a model of a seat."""

    def choose(self, game: FountainsGame) -> Action: ...


def play_answers(
    world: FountainsGame, me: int, turns_before: int, reply: MediumBot
) -> None:
    """The other seats answer on ``world`` (each as ``reply`` chooses; The
    Machine and the solo swap as the rules have them) until ``me``'s next turn
    begins (``me`` has taken more than ``turns_before`` turns and is to draft)
    or the game ends: one answer from each other seat."""
    while not world.is_over():
        if (
            world.turn_seat == me
            and world.phase is Phase.DRAFT
            and world.turns_taken[me] > turns_before
        ):
            return
        world.apply(answer(world, reply))


def answer(world: FountainsGame, reply: Chooser) -> Action:
    """The next action of a look-ahead game: The Machine's turn and the solo
    game's empty swap as the rules have them, else what ``reply`` chooses."""
    if world.phase is Phase.MACHINE:
        return MachineTurn()
    if world.phase is Phase.SWAP:
        return Swap(())
    return reply.choose(world)


def evaluate(game: FountainsGame, seat: int) -> float:
    """``seat``'s standing against the best other seat: points so far, the final
    rewards as if the game ended now, and the rewards still to come."""
    seats = game.seats
    totals = [float(points) for points in game.scores]
    if not game.is_over():
        again = FUTURE_REWARDS * (game_left(game) - 1.0) / 1.5
        for award in final_rewards(game):
            weight = 1.0 if award.category == DESIGN else 1.0 + again
            totals[award.seat] += weight * award.points
    others = [totals[s] for s in range(seats) if s != seat]
    return totals[seat] - max(others)


def redeal(game: FountainsGame, rng: random.Random) -> None:
    """Re-deal what ``game``'s seats cannot see: the tiles under each stack's top
    (from the unseen tiles of that shape) and the face-down bonus pile."""
    seen: set[str] = set(game.machine_tiles) | set(game.out_of_game)
    for fountain in game.fountains:
        seen.update(placed.tile.id for placed in fountain.placed)
        seen.update(fountain.tokens.values())
        seen.update(fountain.removed_tokens)
    for stack in game.basin.stacks:
        if stack:
            seen.add(stack[-1])
    if game.drafted is not None:
        seen.add(game.drafted)
    seen.update(game.basin.tokens_face_up())
    for shape, stack in zip(STACK_SHAPES, game.basin.stacks, strict=True):
        hidden = len(stack) - 1
        if hidden <= 0:
            continue
        unseen = [t.id for t in TILES if t.shape is shape and t.id not in seen]
        if len(unseen) >= hidden:
            stack[:-1] = rng.sample(unseen, hidden)
    pile = game.basin.pile
    if pile:
        unseen_tokens = [t.id for t in BONUS_TOKENS if t.id not in seen]
        if len(unseen_tokens) >= len(pile):
            pile[:] = rng.sample(unseen_tokens, len(pile))
