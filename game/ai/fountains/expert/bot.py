"""ExpertBot: the level above Hard, a search that spends its budget where it pays.

Its candidates are whole lines of its turn (:mod:`.lines`: the best drafts,
each with several placements of what it takes, and the fish colour when it
picks one); each is played on re-dealt copies of the game through this seat's
own next turn, or to the end of the game once the end is near
(:mod:`.playout`); successive halving over common re-deals (:mod:`.halving`)
decides among them. The budget is a number of look-ahead games (deterministic:
the same on any machine, under any load) with a CPU-time cap; a budget above
the play budget's weighs more lines, not only more re-deals (:func:`width_for`).
Among lines that end nearly equal it picks by its own seeded randomness, and it
re-deals from its seat's seed, so two games from one position differ (its
variety). A steady
Expert (``variety=False``, the arena's ``expert-steady``) has none: it always
plays the best finalist and draws every random number from one fixed seed,
whatever its seat's, so it plays the same from the same position, as Hard
does; the arena pits the two to show what variety costs. It sees only what
its seat sees: every look-ahead game is re-dealt from the unseen tiles and
tokens.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.ai.fountains.decision import Decision
from game.ai.fountains.estimates import game_left
from game.ai.fountains.expert.halving import Halving
from game.ai.fountains.expert.lines import DRAFTS, PLACEMENTS, Line, lines_for
from game.ai.fountains.expert.parallel import SearchJob, SearchPool, pooled
from game.ai.fountains.expert.playout import HORIZON, Playouts
from game.ai.fountains.explain import reason_for
from game.ai.fountains.medium import MAX_PLACEMENTS_TRIED, MediumBot
from game.rules.fountains.actions import Action
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase

DEFAULT_NODES = 800
"""Look-ahead games a move (the level as played) through its next turn ..."""
ENDGAME_COST = 4
"""... and a look-ahead game played to the end counts as this many (it plays
several turns of every seat, not one)."""
DEFAULT_BUDGET_MS = 2000.0
"""The CPU-time cap of a move, milliseconds ..."""
MAX_BUDGET_MS = 2000.0
"""... and the most it may be set to: the cap of ``DEFAULT_NODES`` look-ahead
games. A larger node budget (the arena's ``expert:3200``, never a table's)
gets its cap in proportion (:func:`cpu_cap_ms`), so that four times the
budget is four times the look-ahead games, not the clock's cut of them."""
ENDGAME_LEFT = 1.2
"""Look-ahead games are played to the end once ``game_left`` is at most this
(in a 2-player game: the shortest stack holds at most one of its eight
tiles; in solo: The Machine's last two turns or so)."""
NEAR_POINTS = 0.5
"""Finalists within this many points of the best are equally good: the seat's
own randomness picks among them."""
STEADY_SEED = 0
"""A steady Expert's random numbers (re-deals, MediumBot's tie-breaks) all come
from this seed, whatever its seat's."""


WIDER_DRAFTS = 3
"""Each doubling of the node budget above ``DEFAULT_NODES`` searches this many
more drafts, and one more placement of each (:func:`width_for`)."""


def width_for(nodes: int) -> tuple[int, int]:
    """(drafts, placements of each) searched with a budget of ``nodes``
    look-ahead games: ``DRAFTS`` and ``PLACEMENTS`` at the play budget and
    below; each doubling above it ``WIDER_DRAFTS`` more drafts and one more
    placement (3200 nodes: 12 drafts, 5 placements each). A larger budget buys
    lines the play budget never weighs, not more re-deals of the same ones: in
    a 2-player game the look-ahead games through this seat's next turn hardly
    differ from one re-deal to the next (the re-dealt tiles rarely come into
    play before it), so a line's value is known after a few."""
    doublings = 0
    while nodes >= DEFAULT_NODES * 2 ** (doublings + 1):
        doublings += 1
    return DRAFTS + WIDER_DRAFTS * doublings, PLACEMENTS + doublings


def cpu_cap_ms(budget_ms: float, nodes: int) -> float:
    """The CPU-time cap of a move of ``nodes`` look-ahead games, given the cap
    ``budget_ms`` of the play budget (``DEFAULT_NODES``): the same up to it,
    in proportion above it (3200 nodes at 2000 ms: 8000 ms)."""
    return budget_ms * max(1.0, nodes / DEFAULT_NODES)


_SEARCHED = (Phase.DRAFT, Phase.PLACE, Phase.TOKEN, Phase.FISH)


class ExpertBot:
    """Searches ``nodes`` look-ahead games a move (over more lines for more
    than the play budget's, :func:`width_for`), for at most ``budget_ms`` of
    CPU time (at most 2000; in proportion for more nodes than the play
    budget's, :func:`cpu_cap_ms`), each through ``horizon`` turns of its own (2: this
    one and the next; 1 stops where Hard stops, for comparison); ``workers``
    processes search at once, each ``nodes`` look-ahead games on re-deals of its
    own (:mod:`.parallel`; one where this process may not start others);
    ``variety`` off: steady, always the best finalist, its randomness from
    ``STEADY_SEED`` instead of ``seed``."""

    level = "expert"

    def __init__(
        self,
        seed: int = 0,
        *,
        nodes: int = DEFAULT_NODES,
        budget_ms: float = DEFAULT_BUDGET_MS,
        horizon: int = HORIZON,
        workers: int = 1,
        variety: bool = True,
    ) -> None:
        if not 0 < budget_ms <= MAX_BUDGET_MS:
            raise ValueError(f"budget_ms must be in (0, {MAX_BUDGET_MS:g}]")
        if nodes < 1:
            raise ValueError("nodes must be at least 1")
        self.seed = seed
        self.variety = variety
        #: where its random numbers come from: the seat's seed, or (steady) one
        #: fixed seed
        self.stream_seed = seed if variety else STEADY_SEED
        self.nodes = nodes
        self.budget_ms = budget_ms
        #: the CPU cap of a move, milliseconds (``budget_ms`` at the play budget)
        self.cap_ms = cpu_cap_ms(budget_ms, nodes)
        self.rng = random.Random(self.stream_seed)
        #: drafts searched, and placements of each (:func:`width_for`)
        self.drafts, self.placements = width_for(nodes)
        self.medium = MediumBot(
            self.stream_seed,
            placements_tried=MAX_PLACEMENTS_TRIED,
            placements_in_draft=self.placements,
        )
        self.playouts = Playouts(self.stream_seed, horizon)
        self.workers = max(1, workers)
        self.pool = SearchPool(self.workers)
        self.searched = 0  # look-ahead games played for the last decision
        self.last: Halving | None = None
        self.chosen: int | None = None  # the line it chose in ``last``
        self._plan: tuple[FountainsGame, int, int, tuple[Action, ...], Decision] | None
        self._plan = None

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state.update(_plan=None, last=None)
        return state

    def choose(self, game: FountainsGame) -> Action:
        return self.decide(game).action

    def decide(
        self, game: FountainsGame, names: Sequence[str] | None = None
    ) -> Decision:
        """The line the search likes best, its first action now (the rest is
        played on the next decisions of this turn), with one sentence why."""
        cpu_deadline = time.process_time() + self.cap_ms / 1000.0
        self.searched = 0
        self.last = None
        self.chosen = None
        planned = self._planned(game)
        if planned is not None:
            return planned
        if game.phase not in _SEARCHED:
            return self.medium.decide(game, names)
        lines = lines_for(game, self.medium, self.drafts, self.placements)
        if len(lines) == 1:
            return self._decided(game, lines[0], None, names, "it is the only choice")
        to_end = game_left(game) <= ENDGAME_LEFT
        nodes = max(1, self.nodes // ENDGAME_COST) if to_end else self.nodes
        jobs = [
            SearchJob(
                game,
                tuple(lines),
                nodes,
                max(1.0, (cpu_deadline - time.process_time()) * 1000.0),
                self.rng.getrandbits(32),
                self.stream_seed + 17 * n,
                self.playouts.horizon,
                to_end,
            )
            for n in range(self.workers)
        ]
        found = pooled(self.pool.search(jobs, self.playouts))
        self.searched = found.nodes
        self.last = found
        n = found.shared()
        chosen = self._finalist(found, n)
        self.chosen = chosen
        runner = next((i for i in found.alive if i != chosen), None)
        ahead = "played to the end" if to_end else "through its next turn"
        words = (
            f"over {found.nodes} look-ahead games {ahead} it ends "
            f"{found.mean(chosen, n):+.1f} against the best rival"
        )
        if runner is not None:
            lead = found.mean(chosen, n) - found.mean(runner, n)
            same = "on the same re-deals" if found.paired else "over all it met"
            words += f", {lead:+.1f} against the next choice {same}"
        return self._decided(
            game,
            lines[chosen],
            lines[runner] if runner is not None else None,
            names,
            words,
        )

    def _finalist(self, found: Halving, n: int | None) -> int:
        """The line it plays: among the finalists within ``NEAR_POINTS`` of the
        best, one by its seeded randomness (steady: the best)."""
        best = found.alive[0]
        if not self.variety:
            return best
        near = [
            i
            for i in found.alive
            if found.mean(i, n) >= found.mean(best, n) - NEAR_POINTS
        ]
        return near[self.rng.randrange(len(near))] if len(near) > 1 else best

    def _decided(
        self,
        game: FountainsGame,
        line: Line,
        runner: Line | None,
        names: Sequence[str] | None,
        words: str,
    ) -> Decision:
        reason = reason_for(
            game,
            line.action,
            line.terms,
            runner.terms if runner is not None else None,
            names,
            line.follow_up,
            False,
        )
        reason = f"{reason[:-1]}; {words}."
        decision = Decision(line.action, reason, self.level, line.terms, line.follow_up)
        if len(line.actions) > 1:
            self._plan = (
                game,
                game.turn,
                len(game.actions) + 1,
                line.actions[1:],
                decision,
            )
        return decision

    def _planned(self, game: FountainsGame) -> Decision | None:
        """The next action of the line chosen earlier this turn, if it is still
        this game, turn and moment, and legal."""
        plan = self._plan
        self._plan = None
        if plan is None:
            return None
        planned_game, turn, at, rest, earlier = plan
        if planned_game is not game or turn != game.turn or at != len(game.actions):
            return None
        action = rest[0]
        if not game.is_legal(action):
            return None
        decision = Decision(action, earlier.reason, self.level, earlier.terms)
        if len(rest) > 1:
            self._plan = (game, turn, at + 1, rest[1:], earlier)
        return decision
