"""MediumBot (GreedyBot): one move ahead, as a decent human plays.

For each draft it finds where the tile (or token) it would take fits best, adds
the reward the pawn triggers with the fountain as it would then be, and in solo
what the move leaves The Machine for its next turn. In the advanced game it also
weighs the design cards' points as the fountain would stand. To stay fast it
ranks every legal placement by a quick look at the cells around it and tries only
the best few (``SearchView.trial``: the water the tile would make, the fountain
unchanged; a copy only where design cards read the tiles). Every candidate
carries its :class:`Terms`, from which :meth:`MediumBot.decide` explains the
choice.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from operator import attrgetter
from typing import TypeVar

from game.ai.fountains.candidates import Candidate, Option
from game.ai.fountains.decision import Decision
from game.ai.fountains.estimates import (
    NO_REWARD,
    fish_margin,
    game_left,
    machine_next_turn,
    trigger_facts,
)
from game.ai.fountains.explain import explain_choice
from game.ai.fountains.parameters import MEDIUM, LevelKnobs
from game.ai.fountains.quick_look import QuickLook
from game.ai.fountains.terms import Features, Terms, TrialJudge, features
from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Draft,
    Place,
    PlaceToken,
    Swap,
    place_of,
)
from game.rules.fountains.basin import BONUS_SPACE
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.design_cards import DesignCard
from game.rules.fountains.features import WaterWorth
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase
from game.rules.fountains.search.view import PlacementRanks
from game.rules.fountains.tiles import Cell, Placement, TileSpec

MAX_PLACEMENTS_TRIED = MEDIUM.placements_tried
"""MediumBot tries at most this many placements of a tile (``SearchView.trial``):
the best of all legal placements by a quick look."""
PLACEMENTS_TRIED_IN_DRAFT = MEDIUM.placements_in_draft
"""... and this many for each tile it might draft."""
TOKEN_CELLS_TRIED = MEDIUM.token_cells_tried


_T = TypeVar("_T")

_NO_TERMS = Terms()
"""The terms of a draft that lays nothing (frozen: one serves every draft)."""
_VALUE = attrgetter("terms.value")
"""An option's value (the sort key of options, best first)."""


_new_tuple = tuple.__new__
"""``_new_tuple(Option, (terms, action, fountain))`` is ``Option(terms, action,
fountain)``, and so for a :class:`Candidate` (every field given), made without
the named tuple's own ``__new__`` (one per try, one per draft)."""


@dataclass(eq=False, slots=True)
class FountainNotes:
    """What the bot worked out about the fountain of the seat to act: the quick
    look, its features before the move, and the tile and token placements ranked
    and tried. Valid while that fountain stays as it is (MediumBot: this turn;
    :class:`~game.ai.fountains.reply.ReplyModel`: across one decision's
    look-ahead games)."""

    look: QuickLook | None = None
    before: Features | None = None
    # by (tile id, how many tried)
    tile_options: dict[tuple[str, int], list[Option]] = field(default_factory=dict)
    # by tile id (None: the tile fits nowhere)
    ranks: dict[str, PlacementRanks | None] = field(default_factory=dict)
    tried: dict[Placement, Option] = field(default_factory=dict)
    # by the token ids asked about, sorted
    token_options: dict[tuple[str, ...], list[Option]] = field(default_factory=dict)


@dataclass(eq=False, slots=True)
class TurnNotes:
    """What this turn's thinking worked out, reused for the rest of the turn (the
    draft's look and tries serve the placing). Valid only for the same game
    object, turn and fountain (a reference, not an id, so a new game can never
    be mistaken for an old one)."""

    game: FountainsGame | None = None
    state: tuple[int, ...] = ()
    fountain: FountainNotes = field(default_factory=FountainNotes)
    judge: TrialJudge | None = None
    # by (token id, cell)
    token_tried: dict[tuple[str, Cell], Option] = field(default_factory=dict)


class FountainMemory:
    """Where a bot keeps its notes on the fountain of the seat to act, and how it
    makes its quick look of it. MediumBot's notes last one turn (the turn's
    notes hold them); the reply model's (``reply.py``) outlive one game object."""

    def notes(self, game: FountainsGame, turn: TurnNotes) -> FountainNotes:
        """The notes on the fountain of the seat to act (``turn``: this turn's)."""
        return turn.fountain

    def new_look(self, game: FountainsGame) -> QuickLook:
        """A quick look at the fountain of the seat to act."""
        return QuickLook(game.fountains[game.turn_seat], game_left(game))

    def forget(self) -> None:
        """A new decision: nothing here outlives a turn's notes."""


class MediumBot:
    """Picks the action with the best points now plus a guess at what it sets up."""

    level = "medium"

    def __init__(
        self,
        seed: int = 0,
        *,
        knobs: LevelKnobs = MEDIUM,
        placements_tried: int | None = None,
        placements_in_draft: int | None = None,
        token_cells_tried: int | None = None,
        design_cards: bool | None = None,
        memory: FountainMemory | None = None,
    ) -> None:
        """A bot of ``knobs`` (``parameters.MEDIUM``, ``EASY``), any of the
        first four changed by the arguments given; ``memory``: where it keeps its
        notes on a fountain (this turn's, unless given)."""
        self.rng = random.Random(seed)
        self.knobs = replace(
            knobs,
            placements_tried=_given(placements_tried, knobs.placements_tried),
            placements_in_draft=_given(placements_in_draft, knobs.placements_in_draft),
            token_cells_tried=_given(token_cells_tried, knobs.token_cells_tried),
            design_cards=_given(design_cards, knobs.design_cards),
        )
        self.placements_tried = self.knobs.placements_tried
        self.placements_in_draft = self.knobs.placements_in_draft
        self.token_cells_tried = self.knobs.token_cells_tried
        self.design_cards = self.knobs.design_cards
        self.memory = FountainMemory() if memory is None else memory
        self._notes = TurnNotes()

    def __getstate__(self) -> dict[str, object]:
        # A pickled bot (sent to a worker process) leaves this turn's notes behind.
        state = dict(self.__dict__)
        state.update(_notes=TurnNotes())
        return state

    # -- the public surface ----------------------------------------------------------

    def choose(self, game: FountainsGame) -> Action:
        return self.candidates(game)[0].action

    def decide(
        self, game: FountainsGame, names: Sequence[str] | None = None
    ) -> Decision:
        """The chosen action and one sentence why, from the terms that made it
        beat the runner-up."""
        ranked = self.candidates(game)
        return explain_choice(game, ranked, names, self.level)

    def candidates(self, game: FountainsGame) -> list[Candidate]:
        """Every action worth weighing now, best first (the first is the choice)."""
        if game.phase is Phase.PLACE and game.legal_placement_count():
            # the Place actions legal_actions() would list, without listing them
            self._turn_notes(game)
            tile = tile_by_id(game.drafted or "")
            options = self.tile_options(game, tile, self.placements_tried)
            return [_new_tuple(Candidate, (a, t, None)) for t, a, _ in options] or [
                Candidate(Place(game.legal_placement_at(0)), Terms())
            ]
        if game.phase is Phase.TOKEN:
            # the PlaceToken actions legal_actions() would list (every face-up
            # token on every token cell, token by token), without listing them
            tokens = game.basin.tokens_face_up()
            cells = game.token_cells()
            if tokens and cells:
                self._turn_notes(game)
                options = self.token_options(game, sorted(set(tokens)))
                found = [_new_tuple(Candidate, (a, t, None)) for t, a, _ in options]
                return found or [Candidate(PlaceToken(tokens[0], cells[0]), Terms())]
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to choose")
        self._turn_notes(game)
        phase = game.phase
        if phase is Phase.DRAFT and isinstance(actions[0], Draft):
            return self._ranked(
                [self._draft_candidate(game, a) for a in self._drafts(actions)]
            )
        if phase is Phase.FISH:
            return self._ranked([self._fish_candidate(game, a) for a in actions])
        if phase is Phase.SWAP:
            return [Candidate(Swap(()), Terms())]
        return [Candidate(actions[0], Terms())]

    # -- what the level's knobs change ------------------------------------------------

    def _drafts(self, actions: list[Action]) -> list[Action]:
        """The drafts considered this turn: each overlooked by chance (never all)."""
        chance = self.knobs.overlook_chance
        if not chance:
            return actions
        seen = [a for a in actions if self.rng.random() >= chance]
        return seen or [self.rng.choice(actions)]

    def _design(self, game: FountainsGame) -> tuple[DesignCard, ...]:
        return game.design_cards if self.design_cards else ()

    def _fish_candidate(self, game: FountainsGame, action: Action) -> Candidate:
        assert isinstance(action, ChooseFish)
        facts = fish_margin(game, game.fountains, game.machine_tiles, action.colour)
        value = self._margin_of(facts.margin, facts.mine)
        return Candidate(action, Terms(value=value, reward=facts))

    def _margin_of(self, facts_margin: float, mine: int) -> float:
        """What a reward counts for: the margin over the best rival, or (a level
        that does not count the margin) only its own points."""
        return facts_margin if self.knobs.counts_margin else float(mine)

    def _machine_lookahead(self) -> bool:
        return self.knobs.machine_lookahead

    # -- bookkeeping -------------------------------------------------------------------

    def _turn_notes(self, game: FountainsGame) -> TurnNotes:
        """This turn's notes, begun afresh when ``game`` is another game, turn or
        fountain than the notes were made for."""
        state: tuple[int, ...] = (game.turn, game.turn_seat)
        if not game.is_machine(game.turn_seat):
            fountain = game.fountains[game.turn_seat]
            state += (
                fountain.tile_count(),
                len(fountain.tokens),
                len(fountain.removed_tokens),
            )
        notes = self._notes
        if game is not notes.game or state != notes.state:
            notes = self._notes = TurnNotes(game, state)
        return notes

    def _fountain_notes(self, game: FountainsGame) -> FountainNotes:
        """The notes on the fountain of the seat to act (the memory's)."""
        return self.memory.notes(game, self._notes)

    def _ranked(self, found: list[Candidate]) -> list[Candidate]:
        keyed = [(c.terms.value, self.rng.random(), i) for i, c in enumerate(found)]
        keyed.sort(reverse=True)
        return [found[i] for _, _, i in keyed]

    # -- drafting ----------------------------------------------------------------------

    def _draft_candidate(self, game: FountainsGame, action: Action) -> Candidate:
        assert isinstance(action, Draft)
        if action.space == BONUS_SPACE:
            options = self.token_options(game, game.basin.tokens_face_up())
        else:
            top = game.basin.top_tile(action.space)
            assert top is not None
            options = self.tile_options(game, tile_by_id(top), self.placements_in_draft)
        fountains: list[WaterWorth] = list(game.fountains)
        terms = _NO_TERMS
        follow_up = None
        if options:
            terms, follow_up, fountains[game.turn_seat] = options[0]
        facts = trigger_facts(game, fountains, action.pawn, action.space)
        margin = self._margin_of(facts.margin, facts.mine)
        # no reward, none before, and nothing added to a value other than 0 (which
        # adding 0 leaves as it is, to the bit): the option's own terms serve
        if (
            facts is not NO_REWARD
            or terms.reward is not NO_REWARD
            or margin != 0.0
            or terms.value == 0.0
        ):
            terms = terms.plus(margin, reward=facts)
        if game.machine_values is not None and self._machine_lookahead():
            machine = machine_next_turn(game, fountains, action)
            terms = terms.plus(machine, machine=machine)
        return _new_tuple(Candidate, (action, terms, follow_up))

    # -- placing -----------------------------------------------------------------------

    def _look(self, game: FountainsGame) -> QuickLook:
        notes = self._fountain_notes(game)
        look = notes.look
        if look is None:
            look = notes.look = self.memory.new_look(game)
        return look

    def _before(self, game: FountainsGame) -> Features:
        notes = self._fountain_notes(game)
        found = notes.before
        if found is None:
            fountain = game.fountains[game.turn_seat]
            found = notes.before = features(fountain, self._design(game))
        return found

    def _judge(self, game: FountainsGame) -> TrialJudge:
        """This turn's judge of the moves tried on the fountain."""
        judge = self._notes.judge
        if judge is None:
            judge = self._notes.judge = TrialJudge(
                game.fountains[game.turn_seat],
                self._before(game),
                self._look(game).future,
                self._design(game),
            )
        return judge

    def _terms(
        self,
        game: FountainsGame,
        trial: WaterWorth,
        coins: int,
        level: int,
    ) -> Terms:
        """The terms of the move that made ``trial`` from this turn's fountain,
        every feature read from ``trial``."""
        return self._judge(game).terms(trial, coins, level)

    def tile_options(
        self, game: FountainsGame, tile: TileSpec, tries: int
    ) -> list[Option]:
        """Placements of ``tile``, best first, found by trying the ``tries`` best
        by a quick look (memoised for this turn, so the draft's look is reused)."""
        kept = self._fountain_notes(game).tile_options
        key = (tile.id, tries)
        cached = kept.get(key)
        if cached is not None:
            return cached
        found: list[Option] = []
        ranks = self._placement_ranks(game, tile)
        if ranks is not None and ranks.keep is not None and tries > ranks.keep:
            # more than the turn's ranking kept (never so for the bot's own tries)
            view = game.fountains[game.turn_seat].search()
            ranks = view.rank_placements(tile, self._look(game).ranker, tries)
        if ranks is not None:
            found = [self._tried(game, tile, p) for p in ranks.best(tries)]
            # best first; stable (reversed too): quick-look order on ties
            found.sort(key=_VALUE, reverse=True)
        kept[key] = found
        return found

    def _placement_ranks(
        self, game: FountainsGame, tile: TileSpec
    ) -> PlacementRanks | None:
        """Every legal placement of ``tile`` ranked by the quick look (None: it
        fits nowhere), worked out once a turn whatever the number tried."""
        kept = self._fountain_notes(game).ranks
        if tile.id in kept:
            return kept[tile.id]
        keep = max(self.placements_tried, self.placements_in_draft)
        view = game.fountains[game.turn_seat].search()
        ranks = view.rank_placements(tile, self._look(game).ranker, keep)
        kept[tile.id] = ranks
        return ranks

    def _tried(
        self, game: FountainsGame, tile: TileSpec, placement: Placement
    ) -> Option:
        """``placement`` tried on this turn's fountain, which stays as it is
        (once a turn: the draft's tries are the first of the placing's)."""
        kept = self._fountain_notes(game).tried
        cached = kept.get(placement)
        if cached is not None:
            return cached
        fountain = game.fountains[game.turn_seat]
        judge = self._judge(game)
        trial: WaterWorth
        if judge.cards:  # the design cards read the tiles: lay it on a copy
            laid = fountain.clone()
            report = laid.search().place_unchecked(tile, placement)
            trial, coins, level = laid, report.coins_scored, report.level
        else:  # only the water: worked out without copying the fountain
            tried = fountain.search().trial(tile, placement)
            trial, coins, level = tried, tried.coins_scored, tried.level
        terms = judge.tile_terms(trial, tile, placement, coins, level)
        option = kept[placement] = _new_tuple(
            Option, (terms, place_of(placement), trial)
        )
        return option

    def token_options(
        self, game: FountainsGame, token_ids: Sequence[str]
    ) -> list[Option]:
        """The best face-up tokens and cells for them, best first."""
        kept = self._fountain_notes(game).token_options
        key = tuple(sorted(token_ids))
        cached = kept.get(key)
        if cached is not None:
            return cached
        fountain = game.fountains[game.turn_seat]
        look = self._look(game)
        cells = look.token_cells
        found: list[Option] = []
        tries = self.token_cells_tried
        if cells and tries > 0:
            valued: list[tuple[str, list[float]]] = []
            for token_id in token_ids:
                token = token_by_id(token_id)
                # a token not yet used in this fountain goes on any of its token
                # cells, one already used on none: one cell asks for them all
                if fountain.token_error(token, cells[0]) is None:
                    valued.append((token_id, look.token_cell_values(token)))
            # only a value among the best ``tries`` can be tried
            values = sorted([v for _, here in valued for v in here], reverse=True)
            least = values[tries - 1] if len(values) >= tries else -math.inf
            # best first, then by token and cell (y, x): no two alike
            quick: list[tuple[float, str, int, int, Cell]] = [
                (-value, token_id, cell[1], cell[0], cell)
                for token_id, here in valued
                for cell, value in zip(cells, here, strict=True)
                if value >= least
            ]
            quick.sort()
            found = [
                self._token_tried(game, token_id, cell)
                for _, token_id, _y, _x, cell in quick[:tries]
            ]
            found.sort(key=_VALUE, reverse=True)
        kept[key] = found
        return found

    def _token_tried(self, game: FountainsGame, token_id: str, cell: Cell) -> Option:
        """``token_id`` tried on ``cell`` of this turn's fountain, which stays as
        it is (once a turn: the draft's tries are the token phase's)."""
        kept = self._notes.token_tried
        key = (token_id, cell)
        cached = kept.get(key)
        if cached is not None:
            return cached
        fountain = game.fountains[game.turn_seat]
        token = token_by_id(token_id)
        judge = self._judge(game)
        trial: WaterWorth
        if judge.cards:  # the design cards read the tokens: a copy
            laid = fountain.clone()
            coins = laid.place_token(token, cell).coins_scored
            trial = laid
            terms = judge.terms(laid, coins, 0)
        else:  # only the water: worked out without copying the fountain
            tried = fountain.search().token_trial(token, cell)
            trial = tried
            terms = judge.token_terms(tried, cell, tried.coins_scored)
        option = kept[key] = Option(terms, PlaceToken(token_id, cell), trial)
        return option


def _given(value: _T | None, default: _T) -> _T:
    return default if value is None else value


GreedyBot = MediumBot
"""The name every computer seat had before the three levels: Medium."""
