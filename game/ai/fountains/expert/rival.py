"""How Expert expects a rival to answer in its look-ahead games: as Hard would.

MediumBot builds its own fountain; Hard chooses among MediumBot's best drafts
(each with its planned placement) by playing each through one answer of the
other seats and judging the position by its static evaluation (points, the
final rewards as if the game ended now, the rewards still to come) against the
best other seat. In a 2-player game that is what costs the other seat most: it
takes the tile the other needs and moves the pawns away from the rewards the
other is set to trigger. A rival answering as MediumBot leaves those chances to
Expert's next turn, and Expert trusted lines that Hard spoils: in Hard-vs-Hard
games Hard drafts MediumBot's favourite only about a quarter of the time.

:class:`RivalModel` answers as Hard's first round of look-ahead games does:
each of MediumBot's best ``drafts`` drafts (placements planned as Hard plans
them), played through one answer of the other seats (MediumBot, on the
look-ahead game's own re-deal), the best by Hard's evaluation. That one round
picks what the whole of Hard's search picks about as often as Hard with
another seed does (about 77% of its drafts in Hard-vs-Hard games). With
``looks_ahead`` off it judges the position right after each draft instead
(cheaper; about a third of Hard's drafts).

An answer depends only on what every seat sees but the tiles the answers
uncover, so it is remembered for the decision, keyed by the actions since the
decision's position and what lies face up.
"""

from __future__ import annotations

from collections.abc import Hashable

from game.ai.fountains.candidates import Candidate
from game.ai.fountains.expert.ending import ContentMemory, EndingModel
from game.ai.fountains.hard import evaluate, play_answers
from game.ai.fountains.medium import FountainMemory, MediumBot
from game.ai.fountains.parameters import HARD
from game.ai.fountains.reply import SharedMemory
from game.rules.fountains.actions import Action, Draft
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase

RIVAL_DRAFTS = HARD.candidates
"""MediumBot's best this many drafts are weighed (Hard's ``CANDIDATES``)."""
ANSWERS_KEPT = 50_000
"""Answers remembered in one decision at most (a bound on memory)."""


class HardsEye(MediumBot):
    """MediumBot as Hard's search ranks drafts with it (each tile's placements
    tried as many times as Medium tries them once drafted), its notes on a
    fountain kept across one decision: by how far the fountain has grown
    (``by_content`` off: a rival's fountain changes only by its own
    placements, once before this seat's next turn) or by what it holds (in
    look-ahead games played to the end)."""

    def __init__(self, seed: int = 0, *, by_content: bool = False) -> None:
        self.kept: SharedMemory | ContentMemory
        self.kept = ContentMemory() if by_content else SharedMemory()
        memory: FountainMemory = self.kept
        super().__init__(
            seed, placements_in_draft=HARD.placements_in_draft, memory=memory
        )

    def forget(self) -> None:
        self.kept.forget()


class RivalModel:
    """The other seats' answers in Expert's look-ahead games (see the module);
    ``begin`` starts a decision from its position; ``to_end``: in look-ahead
    games played to the end of the game (fountains grow differently from one
    to the next)."""

    def __init__(
        self,
        seed: int = 0,
        drafts: int = RIVAL_DRAFTS,
        *,
        looks_ahead: bool = True,
        to_end: bool = False,
    ) -> None:
        self.ranker = HardsEye(seed, by_content=to_end)
        # the other seats' answers inside a rival's look: their fountains
        # differ from line to line, so notes are kept by what a fountain holds
        self.answering = EndingModel(seed + 1)
        self.drafts = drafts
        self.looks_ahead = looks_ahead
        self.answers: dict[Hashable, Candidate] = {}
        self.hits = 0  # answers found already worked out this decision (tests)
        self._root_actions = 0
        self._plan: tuple[FountainsGame, int, Action] | None = None

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state.update(answers={}, hits=0, _plan=None)
        return state

    def begin(self, root: FountainsGame) -> None:
        """A new decision, searched from ``root``: the fountains may have
        changed."""
        self.ranker.forget()
        self.answering.forget()
        self.answers = {}
        self.hits = 0
        self._root_actions = len(root.actions)
        self._plan = None

    def choose(self, world: FountainsGame) -> Action:
        """The answer of the seat to act in ``world`` (a look-ahead game of the
        decision begun)."""
        plan = self._plan
        self._plan = None
        if world.phase is not Phase.DRAFT:
            if (
                plan is not None
                and plan[0] is world
                and plan[1] == world.turn
                and world.is_legal(plan[2])
            ):
                return plan[2]
            return self.ranker.choose(world)
        key = self.key(world)
        answer = self.answers.get(key)
        if answer is None:
            answer = self._answer(world)
            if len(self.answers) >= ANSWERS_KEPT:
                self.answers.clear()
            self.answers[key] = answer
        else:
            self.hits += 1
        if answer.follow_up is not None:
            self._plan = (world, world.turn, answer.follow_up)
        return answer.action

    def key(self, world: FountainsGame) -> Hashable:
        """What fixes the answer in ``world``: the actions since the decision's
        position fix everything every seat sees but the tiles and tokens a
        re-deal brought face up."""
        basin = world.basin
        return (
            tuple(world.actions[self._root_actions :]),
            tuple(stack[-1] if stack else None for stack in basin.stacks),
            tuple(basin.tokens_face_up()),
        )

    def _answer(self, world: FountainsGame) -> Candidate:
        ranked = self.ranker.candidates(world)
        if len(ranked) == 1 or not isinstance(ranked[0].action, Draft):
            return ranked[0]
        seat = world.turn_seat
        best, best_value = ranked[0], None
        for candidate in ranked[: self.drafts]:
            value = self._value(world, candidate, seat)
            if best_value is None or value > best_value:
                best, best_value = candidate, value
        return best

    def _value(self, world: FountainsGame, candidate: Candidate, seat: int) -> float:
        """``candidate`` played on a copy of ``world`` (then, looking ahead, the
        other seats' answers until ``seat``'s next turn begins), judged by
        Hard's evaluation for ``seat``."""
        after = world.clone()
        turns_before = after.turns_taken[seat]
        after.apply(candidate.action)
        follow_up = candidate.follow_up
        if follow_up is not None and after.is_legal(follow_up):
            after.apply(follow_up)
        if self.looks_ahead:
            play_answers(after, seat, turns_before, self.answering)
        return evaluate(after, seat)
