"""A whole game of Fountains (2-5 players, or solo against The Machine).

``FountainsGame.new(options)`` sets up from the seed; every later change is an
action passed to :meth:`FountainsGame.apply`, which checks it first and raises
:class:`IllegalActionError` (state untouched) when the rules do not allow it.
All randomness happens at setup (stacks, bonus pile order, starting tiles, first
player, design cards), so equal options and equal actions give equal games.

It stays whole (rules for modules past about 600 lines, ARCHITECTURE.md): one
class holds the state and is the only way to change it, and what may be done now
(legality), what each reward pays (scoring), The Machine's turn, copies and
equality all read and write that state; cut apart, they reached into the class's
privates across a ring of imports.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any, NamedTuple

from game.rules.errors import IllegalActionError
from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Draft,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
    Swap,
    draft_of,
    parse_action,
    place_all,
)
from game.rules.fountains.basin import (
    BONUS_SPACE,
    PAWNS,
    RING,
    TILES_PER_SHAPE,
    Basin,
    Pawn,
    SpaceKind,
    matching_pawn,
    space_name,
)
from game.rules.fountains.caches import CACHES, Cache
from game.rules.fountains.catalogue import (
    BONUS_TOKENS,
    STARTING_TILES,
    TILES,
    tile_by_id,
    token_by_id,
)
from game.rules.fountains.design_cards import DesignCard, score_card
from game.rules.fountains.endgame import decide_solo, decide_winners
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import FishColour
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import (
    PHASE_ACTIONS,
    PHASE_DESCRIPTIONS,
    PHASE_DRAFT,
    PHASE_FISH,
    PHASE_MACHINE,
    PHASE_OVER,
    PHASE_PLACE,
    PHASE_SWAP,
    PHASE_TOKEN,
    Phase,
)
from game.rules.fountains.rewards import (
    COIN_POINTS,
    COINS,
    DESIGN,
    Award,
    fish_awards,
    lily_awards,
    own_fish_awards,
    pool_awards,
)
from game.rules.fountains.solo import (
    DIFFICULTY_TABLE,
    MACHINE_LAPS,
    MACHINE_SEAT,
    PLAYER_SEAT,
    MachineValues,
    coin_award,
    machine_best_colour,
    machine_fish_award,
    machine_fish_colour,
    machine_lily_award,
    solo_pool_awards,
)
from game.rules.fountains.tiles import STACK_SHAPES, Placement
from game.rules.outcome import Outcome, ScoreEntry

MACHINE_FINISHED = "The Machine reached the Bonus space a second time"

DESIGN_CARDS_SHOWN = 3

STACK_RAN_OUT = "a tile stack ran out"
BONUS_RAN_OUT = "the bonus token supply ran out"


_LIST = MappingProxyType({"copy": "list"})
"""A list the game changes in place: a copy takes its own."""
_CLONE = MappingProxyType({"copy": "clone"})
"""Changed in place, with a ``clone()`` of its own: a copy takes a clone."""
_EACH = MappingProxyType({"copy": "each"})
"""A list of things with ``clone()``: a copy takes a clone of each."""


@dataclass(eq=False, kw_only=True)
class FountainsState:
    """Every value of a game's state, each once. Copies (``clone``) and equality
    read these fields; saving (``persistence.py``) writes and reads every one
    (``tests/rules/fountains/test_persistence.py`` checks it). A field not marked
    is never changed in place, so copies share it."""

    options: GameOptions
    basin: Basin = field(metadata=_CLONE)
    fountains: list[Fountain] = field(metadata=_EACH)
    machine_tiles: list[str] = field(metadata=_LIST)
    out_of_game: list[str] = field(metadata=_LIST)
    _scores: list[int] = field(metadata=_LIST)
    _score_log: list[ScoreEntry] = field(metadata=_LIST)
    turn: int
    turns_taken: list[int] = field(metadata=_LIST)
    first_seat: int
    turn_seat: int
    phase: Phase
    drafted: str | None
    moved: tuple[Pawn, int] | None
    design_cards: tuple[DesignCard, ...]
    end_reason: str | None
    machine_bonus_visits: int
    actions: list[Action] = field(metadata=_LIST)


STATE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(FountainsState))
"""The names of every field of :class:`FountainsState`, in order."""
_COPIES: tuple[tuple[str, object], ...] = tuple(
    (f.name, f.metadata["copy"]) for f in fields(FountainsState) if f.metadata
)
"""The fields a copy cannot share, with how it takes each."""


class FountainsGame(FountainsState):
    """The state of one game and the only way to change it.

    Public read-only views: ``options``, ``basin``, ``fountains`` (one per player;
    The Machine has none), ``machine_tiles``, ``out_of_game``, ``scores``,
    ``score_log``, ``turn`` (the turn in progress, from 1), ``turns_taken``,
    ``first_seat``, ``turn_seat`` (whose turn it is), ``current_seat`` (who must act
    now), ``phase``, ``drafted`` (tile waiting to be placed), ``moved`` (this
    turn's pawn and space), ``design_cards``, ``end_reason`` (why the game is
    ending, once triggered), ``machine_bonus_visits`` and ``actions`` (the log).
    """

    # -- setup -------------------------------------------------------------------

    @classmethod
    def new(cls, options: GameOptions) -> FountainsGame:
        """Set up a game from ``options`` (its seed fixes every random draw)."""
        rng = random.Random(options.seed)
        per_shape = TILES_PER_SHAPE[options.players]
        stacks = []
        for shape in STACK_SHAPES:
            ids = sorted(tile.id for tile in TILES if tile.shape == shape)
            stacks.append(rng.sample(ids, per_shape))
        tokens = sorted(token.id for token in BONUS_TOKENS)
        rng.shuffle(tokens)
        basin = Basin.new(stacks, tokens, solo=options.is_solo)
        starts = rng.sample(sorted(STARTING_TILES, key=lambda t: t.id), options.players)
        fountains = [Fountain.new(tile) for tile in starts]
        first = PLAYER_SEAT if options.is_solo else rng.randrange(options.players)
        design: tuple[DesignCard, ...] = ()
        if options.advanced:
            design = tuple(rng.sample(list(DesignCard), DESIGN_CARDS_SHOWN))
        seats = options.seats
        return cls(
            options=options,
            basin=basin,
            fountains=fountains,
            machine_tiles=[],
            out_of_game=[],
            _scores=[0] * seats,
            _score_log=[],
            turn=1,
            turns_taken=[0] * seats,
            first_seat=first,
            turn_seat=first,
            phase=PHASE_DRAFT,
            drafted=None,
            moved=None,
            design_cards=design,
            end_reason=None,
            machine_bonus_visits=0,
            actions=[],
        )

    @classmethod
    def replay(
        cls, options: GameOptions, actions: Iterable[Action | str]
    ) -> FountainsGame:
        """Set up from ``options`` and apply ``actions`` (values or text) in order."""
        game = cls.new(options)
        for index, action in enumerate(actions):
            if isinstance(action, str):
                action = parse_action(action)
            try:
                game.apply(action)
            except IllegalActionError as exc:
                exc.add_note(f"while replaying action #{index + 1} of the log")
                raise
        return game

    # -- views -------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.options.seats

    @property
    def is_solo(self) -> bool:
        return self.options.is_solo

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    @property
    def score_log(self) -> tuple[ScoreEntry, ...]:
        return tuple(self._score_log)

    @property
    def current_seat(self) -> int:
        """The seat that must act now (in a swap, the player acts on The Machine's
        turn)."""
        if self.phase is PHASE_SWAP:
            return PLAYER_SEAT
        return self.turn_seat

    @property
    def machine_values(self) -> MachineValues | None:
        solo = self.options.solo
        return None if solo is None else DIFFICULTY_TABLE[solo]

    def is_machine(self, seat: int) -> bool:
        return self.is_solo and seat == MACHINE_SEAT

    def is_over(self) -> bool:
        return self.phase is PHASE_OVER

    def prompt(self) -> str:
        """What the seat to act is asked to do, in words (for screens)."""
        return prompt(self)

    def total_tiles(self) -> int:
        """Tiles in play: every stack tile dealt at setup plus the starting tiles."""
        per_shape = TILES_PER_SHAPE[self.options.players]
        return per_shape * len(self.basin.stacks) + self.options.players

    # -- legal actions -----------------------------------------------------------

    def legal_drafts(self) -> list[Draft]:
        """Every legal draft, pawns blue, white, green, each nearest space first."""
        if self.phase is not PHASE_DRAFT:
            return []
        return list(drafts_from(self.basin).values())

    def legal_placements(self) -> list[Placement]:
        """Legal placements of the drafted tile (empty when nothing is drafted)."""
        if self.phase is not PHASE_PLACE or self.drafted is None:
            return []
        tile = tile_by_id(self.drafted)
        return self.fountains[self.turn_seat].legal_placements(tile)

    def legal_placement_count(self) -> int:
        """``len(legal_placements())``, without listing them (random playouts)."""
        return placement_count(self)

    def legal_placement_at(self, index: int) -> Placement:
        """``legal_placements()[index]``, without listing them all."""
        return placement_at(self, index)

    def token_cells(self) -> list[tuple[int, int]]:
        """Cells of the current player's fountain that can take a bonus token."""
        return self.fountains[self.turn_seat].token_cells()

    def is_legal_placement(self, placement: Placement) -> bool:
        """Whether ``placement`` is one of :meth:`legal_placements`."""
        if self.phase is not PHASE_PLACE or self.drafted is None:
            return False
        tile = tile_by_id(self.drafted)
        return self.fountains[self.turn_seat].search().is_legal(tile, placement)

    def legal_actions(self) -> list[Action]:
        """Every legal action now, in a stable order (empty once the game is over)."""
        return legal_actions(self)

    def why_illegal(self, action: object) -> str | None:
        """The reason ``action`` is not legal now, or None if it is."""
        return why_illegal(self, action)

    # -- applying ----------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play ``action``; raises :class:`IllegalActionError` (naming the action,
        the reason, the phase and the seat) and changes nothing if it is illegal."""
        reason = why_illegal(self, action)
        if reason is not None:
            raise IllegalActionError(
                action, reason, phase=self.phase, player=self.current_seat
            )
        self._apply_unchecked(action)

    def is_legal(self, action: object) -> bool:
        return self.why_illegal(action) is None

    def _apply_unchecked(self, action: Action) -> None:
        """Play ``action``, known to be legal: its home's effect."""
        ACTION_HOMES[type(action)].effect(self, action)
        self.actions.append(action)

    # -- what each action does (its home in ACTION_HOMES) ------------------------

    def _on_place(self, action: Place) -> None:
        self._place(action.placement)

    def _on_discard(self, action: Discard) -> None:
        self._discard(action.item_id)

    def _on_choose_fish(self, action: ChooseFish) -> None:
        self._reward_fish(action.colour)
        self._end_turn()

    def _on_pass(self, action: Pass) -> None:
        self._end_turn()

    def _on_machine_turn(self, action: MachineTurn) -> None:
        self._machine_turn()

    def _on_swap(self, action: Swap) -> None:
        self._swap(action.token_ids)

    def _draft(self, action: Draft) -> None:
        self.basin.pawns[action.pawn] = action.space
        self.moved = (action.pawn, action.space)
        if action.space == BONUS_SPACE:
            self.phase = PHASE_TOKEN
            return
        self.drafted = self.basin.take_top(action.space)
        self.phase = PHASE_PLACE

    def _place(self, placement: Placement) -> None:
        assert self.drafted is not None
        tile = tile_by_id(self.drafted)
        report = (
            self.fountains[self.turn_seat].search().place_unchecked(tile, placement)
        )
        self._score_coins(report.coins_scored, tile.id)
        self.out_of_game.extend(report.removed_tokens)
        self.drafted = None
        self._after_placing()

    def _place_token(self, action: PlaceToken) -> None:
        self.basin.take_token(action.token_id)
        token = token_by_id(action.token_id)
        report = self.fountains[self.turn_seat].place_token(token, action.cell)
        self._score_coins(report.coins_scored, f"bonus token {token.id}")
        self.out_of_game.extend(report.removed_tokens)
        self._after_placing()

    def _discard(self, item_id: str) -> None:
        if self.phase is PHASE_PLACE:
            self.drafted = None
        else:
            self.basin.take_token(item_id)
        self.out_of_game.append(item_id)
        self._after_placing()

    def _score_coins(self, coins: int, what: str) -> None:
        if not coins:
            return
        values = self.machine_values
        per_coin = COIN_POINTS if values is None else values.coins
        plural = "coin" if coins == 1 else "coins"
        self._award(
            [
                Award(
                    self.turn_seat,
                    coins * per_coin,
                    COINS,
                    f"{coins} fed {plural} on {what}",
                )
            ]
        )

    def _after_placing(self) -> None:
        """Rewards the moved pawn triggers by ending on its own colour, then the
        next turn (fish wait for the player's colour choice)."""
        assert self.moved is not None
        pawn, space = self.moved
        if matching_pawn(space) is pawn:
            if pawn is Pawn.WHITE:
                self.phase = PHASE_FISH
                return
            if pawn is Pawn.BLUE:
                self._reward_pools()
            else:
                self._reward_lily()
        self._end_turn()

    # -- rewards -----------------------------------------------------------------

    def _trigger_words(self) -> str:
        if self.is_machine(self.turn_seat):
            assert self.basin.gear is not None
            return f"The Machine on the {space_name(self.basin.gear)}"
        assert self.moved is not None
        pawn, _ = self.moved
        return f"{pawn.value.capitalize()} pawn on the {pawn.value.capitalize()} space"

    def _reward_pools(self, when: str | None = None) -> None:
        self._award(pool_reward(self, when or self._trigger_words()))

    def _reward_fish(self, colour: FishColour, when: str | None = None) -> None:
        when = when or self._trigger_words()
        if self.is_machine(self.turn_seat):
            words = f"{when}, The Machine picks {colour.value}"
        else:
            words = f"{when}, {colour.value} chosen"
        self._award(fish_reward(self, colour, words))

    def _reward_lily(self, when: str | None = None) -> None:
        self._award(lily_reward(self, when or self._trigger_words()))

    def _award(self, awards: Iterable[Award]) -> None:
        for award in awards:
            if award.points == 0:
                continue
            self._scores[award.seat] += award.points
            self._score_log.append(
                ScoreEntry(
                    self.turn, award.seat, award.points, award.category, award.reason
                )
            )

    # -- turns -------------------------------------------------------------------

    def _end_turn(self) -> None:
        self.turns_taken[self.turn_seat] += 1
        self.turn += 1
        self.moved = None
        self.drafted = None
        options = self.options
        next_seat = (self.turn_seat + 1) % options.seats
        if not options.is_solo:
            if self.end_reason is None:
                if self.basin.any_stack_empty():
                    self.end_reason = STACK_RAN_OUT
                elif not self.basin.pile:
                    self.end_reason = BONUS_RAN_OUT
            if self.end_reason is not None and next_seat == self.first_seat:
                self._finish()
                return
        self.turn_seat = next_seat
        if self.is_machine(next_seat):
            self.phase = PHASE_MACHINE
        else:
            self.phase = PHASE_DRAFT

    def _machine_turn(self) -> None:
        """The Machine's whole turn in solo (rulebook: The Steam Machine's Turns):
        it moves its Gear Wheel one space clockwise, collects the top tile there
        (beside the other pawns when it reaches the Bonus space), triggers the
        reward of a coloured space whatever pawn stands there, and ends the game
        on reaching the Bonus space the second time."""
        assert self.basin.gear is not None
        gear = (self.basin.gear + 1) % len(RING)
        self.basin.gear = gear
        when = f"The Machine on the {space_name(gear)}"
        if gear != BONUS_SPACE:
            self._machine_collect(gear, when)
            kind = RING[gear]
            if kind is SpaceKind.BLUE:
                self._reward_pools(when)
            elif kind is SpaceKind.WHITE:
                player = self.fountains[PLAYER_SEAT]
                colour = machine_fish_colour(self.machine_tiles, player)
                self._reward_fish(colour, when)
            elif kind is SpaceKind.GREEN:
                self._reward_lily(when)
            self._end_turn()
            return
        self.machine_bonus_visits += 1
        for pawn in PAWNS:
            space = self.basin.pawns[pawn]
            if space != BONUS_SPACE:
                self._machine_collect(space, f"{when}, beside the {pawn.value} pawn")
        if self.machine_bonus_visits >= MACHINE_LAPS:
            # the turn ends, and with it the game: no next seat, no swap
            self.end_reason = MACHINE_FINISHED
            self.turns_taken[self.turn_seat] += 1
            self.turn += 1
            self._finish()
            return
        if swap_choices(self) != [()]:
            self.phase = Phase.SWAP
            return
        self._end_turn()

    def _machine_collect(self, space: int, when: str) -> None:
        tile_id = self.basin.take_top(space)
        if tile_id is None:
            return
        self.machine_tiles.append(tile_id)
        values = self.machine_values
        assert values is not None
        self._award([coin_award(tile_id, values, f"{when}, collects {tile_id}")])

    def _swap(self, token_ids: Sequence[str]) -> None:
        self.basin.swap_tokens(token_ids)
        self.out_of_game.extend(token_ids)
        self._end_turn()

    # -- the end -----------------------------------------------------------------

    def _finish(self) -> None:
        """Final rewards (pools, fish in each seat's own best colour, lily pads,
        then design cards); then the game is over."""
        self._award(final_rewards(self))
        self.phase = PHASE_OVER

    def outcome(self) -> Outcome | None:
        """The result once the game is over (None before)."""
        return game_outcome(self)

    # -- copies, equality, saving --------------------------------------------------

    def clone(self) -> FountainsGame:
        """An independent copy; changing either leaves the other alone: every
        field shared but those changed in place (:data:`_COPIES`)."""
        copy = _new_game(type(self))
        state = dict(self.__dict__)
        for name, how in _COPIES:
            value = state[name]
            if how == "list":
                state[name] = list(value)
            elif how == "clone":
                state[name] = value.clone()
            else:
                state[name] = [item.clone() for item in value]
        copy.__dict__ = state
        return copy

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FountainsGame):
            return NotImplemented
        return _state_of(self) == _state_of(other)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"<FountainsGame {self.options.seats} seats, turn {self.turn}, "
            f"seat {self.current_seat} to {self.phase.value}>"
        )


def _state_of(game: FountainsGame) -> tuple[Any, ...]:
    """Every field of ``game``'s state (the basin as its saved form), for
    equality."""
    return tuple(
        [
            value.to_json() if isinstance(value, Basin) else value
            for value in map(game.__dict__.__getitem__, STATE_FIELDS)
        ]
    )


# -- what may be done now (legality) --------------------------------------------


def legal_actions(game: FountainsGame) -> list[Action]:
    """Every legal action, in a stable order (empty once the game is over).

    Drafts: pawns blue, white, green, each nearest space first; placements in the
    fountain model's order; tokens in face-up slot order, then cell order; fish
    red, black, white; swaps smallest first.
    """
    phase = game.phase
    if phase is PHASE_DRAFT:
        drafts: list[Action] = list(drafts_from(game.basin).values())
        return drafts or [Pass()]
    if phase is PHASE_PLACE:
        assert game.drafted is not None
        placements = game.legal_placements()
        if not placements:
            return [Discard(game.drafted)]
        return place_all(placements)
    if phase is PHASE_TOKEN:
        tokens = game.basin.tokens_face_up()
        cells = game.token_cells()
        if not cells:
            return [Discard(token) for token in tokens]
        return [PlaceToken(token, cell) for token in tokens for cell in cells]
    if phase is PHASE_FISH:
        return list(_FISH_CHOICES)
    if phase is PHASE_MACHINE:
        return [MachineTurn()]
    if phase is PHASE_SWAP:
        return [Swap(ids) for ids in swap_choices(game)]
    return []


_FISH_CHOICES = tuple(ChooseFish(colour) for colour in FishColour)


def drafts_from(basin: Basin) -> dict[tuple[Pawn, int], Draft]:
    """The legal drafts from ``basin`` by (pawn, space), in
    :meth:`Basin.draft_moves` order; shared: never change it. Made once per
    :meth:`Basin.draft_position` (the only things the moves depend on), since
    every draft turn lists them and checks the one chosen."""
    position = basin.draft_position()
    drafts = _DRAFTS_BY_POSITION.store.get(position)
    if drafts is None:
        moves = basin.draft_moves()
        drafts = _DRAFTS_BY_POSITION.keep(
            position, {move: draft_of(*move) for move in moves}
        )
    return drafts


_KEPT_POSITIONS = 4096
"""Positions kept at once (all are dropped when it is reached)."""
_DRAFTS_BY_POSITION: Cache[tuple[object, ...], dict[tuple[Pawn, int], Draft]] = (
    CACHES.cache("legal drafts by basin position", _KEPT_POSITIONS)
)
"""Legal drafts by basin position (a few hundred come up in play)."""


NO_DRAFT = (
    "no pawn can reach a space with a tile or bonus token to take: pass "
    "(the turn counts, nothing is drafted)"
)


def prompt(game: FountainsGame) -> str:
    """What the seat to act is asked to do, in words (for screens)."""
    phase = game.phase
    if phase is PHASE_DRAFT and not game.legal_drafts():
        return NO_DRAFT
    if phase is PHASE_PLACE and not game.legal_placements():
        return f"{game.drafted} fits nowhere in your Fountain: discard it"
    if phase is PHASE_TOKEN and not game.token_cells():
        return "no cell can take a bonus token: discard one"
    return PHASE_DESCRIPTIONS[phase]


def placement_count(game: FountainsGame) -> int:
    """How many legal placements the drafted tile has (0: nothing drafted)."""
    if game.phase is not PHASE_PLACE or game.drafted is None:
        return 0
    tile = tile_by_id(game.drafted)
    return game.fountains[game.turn_seat].search().legal_placement_count(tile)


def placement_at(game: FountainsGame, index: int) -> Placement:
    """The ``index``-th legal placement of the drafted tile, without listing
    them all; ``IndexError`` when there is none such."""
    if game.phase is not PHASE_PLACE or game.drafted is None:
        raise IndexError("no tile is drafted: there is no legal placement")
    tile = tile_by_id(game.drafted)
    return game.fountains[game.turn_seat].search().legal_placement_at(tile, index)


def swap_choices(game: FountainsGame) -> list[tuple[str, ...]]:
    """Every set of face-up tokens the supply can replace, smallest first."""
    tokens = game.basin.tokens_face_up()
    most = min(len(tokens), len(game.basin.pile))
    return [
        ids
        for size in range(most + 1)
        for ids in itertools.combinations(sorted(tokens), size)
    ]


def why_illegal(game: FountainsGame, action: object) -> str | None:
    """The reason ``action`` is not legal now, or None if it is."""
    if not isinstance(action, Action):
        return f"{action!r} is not a Fountains action"
    phase = game.phase
    if phase is PHASE_OVER:
        return "the game is over"
    home = ACTION_HOMES.get(type(action))
    if home is None:
        return f"{action!r} is not a Fountains action"
    malformed = home.malformed(action)
    if malformed is not None:
        return malformed
    allowed = PHASE_ACTIONS[phase]
    if not isinstance(action, allowed):
        verbs = " or ".join(repr(kind.verb) for kind in allowed)
        return (
            f"a {action.verb!r} action is not allowed now: seat {game.current_seat} "
            f"must {PHASE_DESCRIPTIONS[phase]} ({verbs}); this one "
            f"{describe_action(action)}"
        )
    return home.why_not(game, action)


# Each kind of action's home: what is wrong with its own values (one built in
# code rather than parsed from text can hold anything), why it is refused now
# once its phase allows it, and what it does. Its words are its own ``str``.


def _fine(action: Action) -> None:
    """Nothing can be wrong with this action's values (it holds none)."""


def _fine_now(game: FountainsGame, action: Action) -> None:
    """Always legal in the phase that allows it (choosing a fish colour, The
    Machine's turn)."""


def _malformed_draft(action: Draft) -> str | None:
    if not isinstance(action.pawn, Pawn):
        return f"there is no {action.pawn!r} pawn (blue, white or green)"
    if not _is_int(action.space):
        return f"the ring space must be a whole number, not {action.space!r}"
    return None


def _why_not_draft(game: FountainsGame, action: Draft) -> str | None:
    if (action.pawn, action.space) in drafts_from(game.basin):
        return None  # a listed draft: only the others need words
    return game.basin.why_not_move(action.pawn, action.space)


def _why_not_pass(game: FountainsGame, action: Pass) -> str | None:
    drafts = game.legal_drafts()
    if drafts:
        return f"a draft is possible (e.g. {drafts[0]}), so you may not pass"
    return None


def _malformed_place(action: Place) -> str | None:
    placement = action.placement
    if not isinstance(placement, Placement):
        return f"{placement!r} is not a Placement"
    numbers = (placement.x, placement.y, placement.rotation)
    if not isinstance(placement.tile_id, str) or not _are_ints(numbers):
        return f"{placement!r} must name a tile id and three whole numbers"
    return None


def _malformed_place_token(action: PlaceToken) -> str | None:
    cell = action.cell
    if not isinstance(action.token_id, str):
        return f"{action.token_id!r} is not a bonus token id"
    if not (isinstance(cell, tuple) and len(cell) == 2 and _are_ints(cell)):
        return f"the cell must be two whole numbers (x, y), not {cell!r}"
    return None


def _malformed_discard(action: Discard) -> str | None:
    if not isinstance(action.item_id, str):
        return f"{action.item_id!r} is not a tile or bonus token id"
    return None


def _malformed_choose_fish(action: ChooseFish) -> str | None:
    if not isinstance(action.colour, FishColour):
        return f"there is no {action.colour!r} fish (red, black or white)"
    return None


def _malformed_swap(action: Swap) -> str | None:
    if not all(isinstance(token_id, str) for token_id in action.token_ids):
        return f"{action.token_ids!r} are not all bonus token ids"
    if len(set(action.token_ids)) != len(action.token_ids):
        return "a bonus token is named twice in one swap"
    return None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _are_ints(values: tuple[object, ...]) -> bool:
    """Whether every one of ``values`` is a whole number (an int, not a bool),
    in one call: every placement and token the game is given is checked."""
    for value in values:
        # (a plain int passes at once; anything else is asked in full)
        if type(value) is not int and not _is_int(value):
            return False
    return True


def _why_not_place(game: FountainsGame, action: Place) -> str | None:
    placement = action.placement
    drafted = game.drafted
    assert drafted is not None
    if placement.tile_id != drafted:
        return f"the drafted tile is {drafted}, not {placement.tile_id}"
    if game.is_legal_placement(placement):
        return None
    tile = tile_by_id(drafted)
    error = game.fountains[game.turn_seat].placement_error(tile, placement)
    if error is not None:
        return error
    # Legal geometry, but a symmetric tile has one name per distinct pattern.
    same = tile.same_rotation(placement.rotation)
    return (
        f"rotation {placement.rotation} of {tile.id} looks the same as rotation "
        f"{same}; place it with rotation {same} instead"
    )


def _why_not_place_token(game: FountainsGame, action: PlaceToken) -> str | None:
    if action.token_id not in game.basin.tokens_face_up():
        return f"bonus token {action.token_id} is not face up on the Basin"
    if action.cell not in game.token_cells():
        return (
            f"cell {action.cell} cannot take a bonus token (it must be a visible "
            "shaded slot or icon in your Fountain)"
        )
    return None


def _why_not_discard(game: FountainsGame, action: Discard) -> str | None:
    item_id = action.item_id
    if game.phase is PHASE_PLACE:
        if item_id != game.drafted:
            return f"the drafted tile is {game.drafted}, not {item_id}"
        placements = game.legal_placements()
        if placements:
            return (
                f"{item_id} has {len(placements)} legal placements (e.g. "
                f"{placements[0]}), so it may not be discarded"
            )
        return None
    if item_id not in game.basin.tokens_face_up():
        return f"bonus token {item_id} is not face up on the Basin"
    cells = game.token_cells()
    if cells:
        return (
            f"your Fountain has {len(cells)} cells for a bonus token, so it may "
            "not be discarded"
        )
    return None


def _why_not_swap(game: FountainsGame, action: Swap) -> str | None:
    token_ids = action.token_ids
    face_up = game.basin.tokens_face_up()
    for token_id in token_ids:
        if token_id not in face_up:
            return f"bonus token {token_id} is not face up on the Basin"
    if len(token_ids) > len(game.basin.pile):
        return (
            f"only {len(game.basin.pile)} tokens are left in the supply to "
            f"replace {len(token_ids)}"
        )
    return None


def _describe_draft(action: Draft, before: FountainsGame | None) -> str:
    space = action.space
    if not 0 <= space < len(RING):  # refused later: no such space
        return f"moves the {action.pawn.value} pawn to ring space {space}"
    text = f"moves the {action.pawn.value} pawn to the {space_name(space)}"
    if action.takes_token:
        return text + " for a bonus token"
    top = before.basin.top_tile(space) if before is not None else None
    return text if top is None else f"{text} and takes {top}"


def _describe_pass(action: Pass, before: FountainsGame | None) -> str:
    return "passes: no draft is legal"


def _describe_place(action: Place, before: FountainsGame | None) -> str:
    p = action.placement
    where = f"at {p.x},{p.y} turned {p.rotation}"
    if before is None:
        return f"lays {p.tile_id} {where}"
    fountain = before.fountains[before.turn_seat]
    level = fountain.placement_level(tile_by_id(p.tile_id), p)
    return f"lays {p.tile_id} on level {level} {where}"


def _describe_place_token(action: PlaceToken, before: FountainsGame | None) -> str:
    return f"puts {action.token_id} on ({action.cell[0]},{action.cell[1]})"


def _describe_discard(action: Discard, before: FountainsGame | None) -> str:
    return f"discards {action.item_id}: it fits nowhere"


def _describe_choose_fish(action: ChooseFish, before: FountainsGame | None) -> str:
    return f"picks {action.colour.value} fish"


def _describe_machine_turn(action: MachineTurn, before: FountainsGame | None) -> str:
    gear = before.basin.gear if before is not None else None
    if gear is None:
        return "turns The Machine's Gear Wheel one space"
    return f"turns the Gear Wheel to the {space_name((gear + 1) % len(RING))}"


def _describe_swap(action: Swap, before: FountainsGame | None) -> str:
    if not action.token_ids:
        return "keeps the face-up bonus tokens"
    return "swaps " + ", ".join(action.token_ids)


class ActionHome(NamedTuple):
    """Where one kind of action lives: what is wrong with its own values (None:
    nothing), why it is refused now once its phase allows it (None: legal), its
    effect on a game (the action known to be legal), and what it does in a
    player's words (:func:`describe_action`)."""

    malformed: Callable[[Any], str | None]
    why_not: Callable[[FountainsGame, Any], str | None]
    effect: Callable[[FountainsGame, Any], None]
    describe: Callable[[Any, FountainsGame | None], str]


ACTION_HOMES: dict[type[Action], ActionHome] = {
    Draft: ActionHome(
        _malformed_draft, _why_not_draft, FountainsGame._draft, _describe_draft
    ),
    Pass: ActionHome(_fine, _why_not_pass, FountainsGame._on_pass, _describe_pass),
    Place: ActionHome(
        _malformed_place, _why_not_place, FountainsGame._on_place, _describe_place
    ),
    PlaceToken: ActionHome(
        _malformed_place_token,
        _why_not_place_token,
        FountainsGame._place_token,
        _describe_place_token,
    ),
    Discard: ActionHome(
        _malformed_discard,
        _why_not_discard,
        FountainsGame._on_discard,
        _describe_discard,
    ),
    ChooseFish: ActionHome(
        _malformed_choose_fish,
        _fine_now,
        FountainsGame._on_choose_fish,
        _describe_choose_fish,
    ),
    MachineTurn: ActionHome(
        _fine, _fine_now, FountainsGame._on_machine_turn, _describe_machine_turn
    ),
    Swap: ActionHome(
        _malformed_swap, _why_not_swap, FountainsGame._on_swap, _describe_swap
    ),
}
"""Every kind of action and its home: adding an action adds one entry here (and
its phase in ``phases.py``)."""


def describe_action(action: Action, before: FountainsGame | None = None) -> str:
    """What ``action`` does, in a player's words, after the one who takes it
    ("moves the blue pawn to the White space (3)", "lays star-07 at 2,-1 turned
    1"): its home's words (``ACTION_HOMES``). Given ``before``, the game just
    before the action is taken, the words say also what only the game knows:
    the tile a draft takes, the level a tile lands on, where The Machine's Gear
    Wheel turns to. The text form, ``str(action)``, is for logs and parsing;
    these are for people."""
    return ACTION_HOMES[type(action)].describe(action, before)


# -- what each reward pays (scoring) --------------------------------------------

FINAL = "Final rewards"


def pool_reward(game: FountainsGame, when: str) -> list[Award]:
    """Pools: rank by fed pools; in solo, fed pools against The Machine's tiles."""
    values = game.machine_values
    if values is None:
        return pool_awards(game.fountains, when)
    player = game.fountains[PLAYER_SEAT]
    return solo_pool_awards(player, game.machine_tiles, values, when)


def fish_reward(game: FountainsGame, colour: FishColour, when: str) -> list[Award]:
    """Fish of ``colour`` and wild fish, for every player (and The Machine)."""
    awards = fish_awards(game.fountains, colour, when)
    values = game.machine_values
    if values is not None:
        awards.append(machine_fish_award(game.machine_tiles, colour, values, when))
    return awards


def lily_reward(game: FountainsGame, when: str) -> list[Award]:
    """Each player's best lily pad group (and The Machine's lily pads)."""
    awards = lily_awards(game.fountains, when)
    values = game.machine_values
    if values is not None:
        awards.append(machine_lily_award(game.machine_tiles, values, when))
    return awards


def final_rewards(game: FountainsGame) -> list[Award]:
    """Pools, fish (each seat's own best colour), lily pads, then design cards."""
    awards = pool_reward(game, FINAL)
    awards += own_fish_awards(game.fountains, FINAL)
    values = game.machine_values
    if values is not None:
        colour = machine_best_colour(game.machine_tiles)
        awards.append(
            machine_fish_award(
                game.machine_tiles, colour, values, f"{FINAL}, own choice"
            )
        )
    awards += lily_reward(game, FINAL)
    for card in game.design_cards:
        for seat, fountain in enumerate(game.fountains):
            points = score_card(card, fountain)
            awards.append(
                Award(seat, points, DESIGN, f"{FINAL}: design card {card.value}")
            )
    return awards


# -- the result --------------------------------------------


_new_game = object.__new__


def game_outcome(game: FountainsGame) -> Outcome | None:
    """The result once the game is over (None before)."""
    if game.phase is not PHASE_OVER:
        return None
    scores = game.scores
    if game.is_solo:
        winners, tiebreak = decide_solo(scores[PLAYER_SEAT], scores[MACHINE_SEAT])
    else:
        winners, tiebreak = decide_winners(
            scores,
            [f.pond_weed_count() for f in game.fountains],
            [len(f.tokens) for f in game.fountains],
        )
    return Outcome(
        winners=winners,
        scores=scores,
        tiebreak=tiebreak,
        termination=game.end_reason or "",
        score_log=game.score_log,
    )
