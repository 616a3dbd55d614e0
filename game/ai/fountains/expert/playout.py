"""One look-ahead game of Expert's search: a line played on a re-deal.

The game is copied and what this seat cannot see is re-dealt (the honest
re-deal Hard uses, planned once a decision: :mod:`.redeal`); the line is
played, then every seat plays as MediumBot (The Machine by its rules) until
this seat's *next* turn is over too, and the position is judged by Hard's
static evaluation. Near the end of the game the look-ahead game is played to
its end instead and judged by the result: who won and by how much. With
``denying`` (``denying_to_end`` in games played to the end), in a 2-player
game, the rival answers as Hard would instead (:mod:`.rival`: Hard's first
round of look-ahead games, without its search).

The answers are cheap because MediumBot's work on a fountain is remembered
across the look-ahead games of one decision
(:class:`~game.ai.fountains.reply.ReplyModel`, keyed by the seat and how far its
fountain has grown): the other seats answer once before this seat's next turn,
so their fountains are the same in every look-ahead game; this seat's own
fountain after a line is the same in every re-deal of that line, so each line
has its own model for this seat's next turn. A game played to its end has
fountains that part from one re-deal to the next, so its seats answer through
one model that keeps its notes by what a fountain holds (:mod:`.ending`),
starting its random stream afresh each game, as a fresh model would.

The seats' answers are played without the rules' legality check
(:func:`play_known_legal`): each is chosen from the legal ones (MediumBot's
candidates, The Machine's turn and the empty swap in their phases), so the
check would only find them legal again. The line's own actions keep the check:
a line ends where it stops being legal.
"""

from __future__ import annotations

import math
import random

from game.ai.fountains.expert.ending import EndingModel
from game.ai.fountains.expert.lines import Line
from game.ai.fountains.expert.redeal import RedealPlan, dealt_into
from game.ai.fountains.expert.rival import RivalModel
from game.ai.fountains.hard import answer, evaluate
from game.ai.fountains.medium import MediumBot
from game.ai.fountains.reply import ReplyModel
from game.rules.errors import IllegalActionError
from game.rules.fountains.actions import Action
from game.rules.fountains.game import ACTION_HOMES, FountainsGame

WIN_POINTS = 10.0
"""A won game is worth this many points more than a lost one by the same
margin (a shared win, its share)."""
WIN_SCALE = 6.0
"""A position not played to its end counts as won by the logistic share of its
evaluated margin over this many points, so that ended and unended look-ahead
games are judged on one scale."""


HORIZON = 2
"""Turns of this seat a look-ahead game plays: this one and the next."""
DENYING = True
"""Whether, in a 2-player game, the rival answers as Hard would
(:mod:`.rival`) before this seat's next turn, rather than as MediumBot. (With
more seats each rival's look plays every other seat's answer, and the rivals'
positions multiply: the search would spend its CPU cap on a few dozen
look-ahead games, so there the others answer as MediumBot.)"""
DENYING_TO_END = False
"""... and in the look-ahead games played to the end of the game."""


class Playouts:
    """Plays lines out for one decision at a time (``begin`` starts one);
    ``horizon``: turns of this seat played (1 stops where Hard stops, when this
    seat's next turn begins)."""

    def __init__(
        self, seed: int, horizon: int = HORIZON, denying: bool = DENYING
    ) -> None:
        self.seed = seed
        self.horizon = horizon
        self.denying = denying
        self.others = ReplyModel(seed + 1)
        self.rival = RivalModel(seed + 1)
        self.own: dict[int, ReplyModel] = {}
        self.ending = EndingModel(seed + 2)
        self.ending_rival = RivalModel(seed + 4, to_end=True)
        self.denying_to_end = DENYING_TO_END
        self._root: FountainsGame | None = None  # the position being decided
        self._plan: RedealPlan | None = None  # ... and how it is re-dealt

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state.update(own={}, _root=None, _plan=None)
        return state

    def begin(self) -> None:
        """A new decision: forget every fountain seen."""
        self.others.forget()
        self.own = {}
        self.ending.forget()
        self._root = self._plan = None

    def play(
        self,
        game: FountainsGame,
        line: Line,
        index: int,
        deal_seed: int,
        to_end: bool,
    ) -> float:
        """``line`` (the ``index``-th of this decision) played on a copy of
        ``game`` re-dealt from ``deal_seed``, judged for the seat to act."""
        me = game.current_seat
        plan = self._plan
        if plan is None or game is not self._root:
            plan = self._plan = RedealPlan.of(game)
            self._root = game
            self.rival.begin(game)
            self.ending_rival.begin(game)
        world = game.clone()
        dealt_into(world, plan.deal(random.Random(deal_seed)))
        done = world.turns_taken[me] + self.horizon  # this turn and the next
        for planned in line.actions:
            try:
                world.apply(planned)
            except IllegalActionError:
                break  # (the game unchanged): the line ends here
        others: MediumBot | RivalModel
        own: MediumBot
        if to_end or self.horizon > HORIZON:
            # past this seat's next turn (or to the end) the fountains differ
            # from one re-deal to another at every tile count: notes are kept
            # by content (``ReplyModel``'s, kept by the count, would be read
            # for another fountain than the one on the table)
            self.ending.begin_game()
            others = own = self.ending
            if self.denying_to_end and world.seats == 2:
                others = self.ending_rival
        else:
            denying = self.denying and world.seats == 2
            others = self.rival if denying else self.others
            own = self.own.get(index) or self.own.setdefault(
                index, ReplyModel(self.seed + 3)
            )
        while not world.is_over():
            if not to_end and world.turns_taken[me] >= done:
                break
            chooser = own if world.turn_seat == me else others
            play_known_legal(world, answer(world, chooser))
        return judge(world, me)


def play_known_legal(world: FountainsGame, action: Action) -> None:
    """``world.apply(action)`` without its legality check, for an action known
    to be legal: its home's effect on a game (``ACTION_HOMES``: the effect of
    an action known to be legal), then the game's log, as ``apply`` does once
    the check has passed. An illegal action would corrupt
    the game (``tests/ai/fountains/test_expert_speed.py`` holds it to ``apply``)."""
    ACTION_HOMES[type(action)].effect(world, action)
    world.actions.append(action)


def judge(world: FountainsGame, me: int) -> float:
    """The margin over the best other seat plus ``WIN_POINTS`` times the share
    of the win: the real result once the game is over, else the evaluated
    margin and the win it makes likely."""
    if world.is_over():
        scores = world.scores
        ahead = scores[me] - max(s for seat, s in enumerate(scores) if seat != me)
        outcome = world.outcome()
        assert outcome is not None
        share = 1.0 / len(outcome.winners) if me in outcome.winners else 0.0
        return ahead + WIN_POINTS * share
    margin = evaluate(world, me)
    return margin + WIN_POINTS / (1.0 + math.exp(-margin / WIN_SCALE))
