"""A whole game of Fountains (2-5 players, or solo against The Machine).

``FountainsGame.new(options)`` sets up from the seed; every later change is an
action passed to :meth:`FountainsGame.apply`, which checks it first and raises
:class:`IllegalActionError` (state untouched) when the rules do not allow it.
All randomness happens at setup (stacks, bonus pile order, starting tiles, first
player, design cards), so equal options and equal actions give equal games.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

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
    parse_action,
)
from game.rules.fountains.basin import (
    BONUS_SPACE,
    TILES_PER_SHAPE,
    Basin,
    Pawn,
    matching_pawn,
    space_name,
)
from game.rules.fountains.catalogue import (
    BONUS_TOKENS,
    STARTING_TILES,
    TILES,
    tile_by_id,
    token_by_id,
)
from game.rules.fountains.design_cards import DesignCard
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game_state import clone_game, game_outcome, state_key
from game.rules.fountains.icons import FishColour
from game.rules.fountains.legality import (
    drafts_from,
    legal_actions,
    placement_at,
    placement_count,
    prompt,
    why_illegal,
)
from game.rules.fountains.machine_turn import play_machine_turn
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import (
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
    Award,
)
from game.rules.fountains.scoring import (
    final_rewards,
    fish_reward,
    lily_reward,
    pool_reward,
)
from game.rules.fountains.solo import (
    DIFFICULTY_TABLE,
    MACHINE_SEAT,
    PLAYER_SEAT,
    MachineValues,
)
from game.rules.fountains.tiles import STACK_SHAPES, Placement
from game.rules.outcome import Outcome, ScoreEntry

DESIGN_CARDS_SHOWN = 3

STACK_RAN_OUT = "a tile stack ran out"
BONUS_RAN_OUT = "the bonus token supply ran out"


class FountainsGame:
    """The state of one game and the only way to change it.

    Public read-only views: ``options``, ``basin``, ``fountains`` (one per player;
    The Machine has none), ``machine_tiles``, ``out_of_game``, ``scores``,
    ``score_log``, ``turn`` (the turn in progress, from 1), ``turns_taken``,
    ``first_seat``, ``turn_seat`` (whose turn it is), ``current_seat`` (who must act
    now), ``phase``, ``drafted`` (tile waiting to be placed), ``moved`` (this
    turn's pawn and space), ``design_cards``, ``end_reason`` (why the game is
    ending, once triggered), ``machine_bonus_visits`` and ``actions`` (the log).
    """

    def __init__(
        self,
        *,
        options: GameOptions,
        basin: Basin,
        fountains: list[Fountain],
        machine_tiles: list[str],
        out_of_game: list[str],
        scores: list[int],
        score_log: list[ScoreEntry],
        turn: int,
        turns_taken: list[int],
        first_seat: int,
        turn_seat: int,
        phase: Phase,
        drafted: str | None,
        moved: tuple[Pawn, int] | None,
        design_cards: tuple[DesignCard, ...],
        end_reason: str | None,
        machine_bonus_visits: int,
        actions: list[Action],
    ) -> None:
        self.options = options
        self.basin = basin
        self.fountains = fountains
        self.machine_tiles = machine_tiles
        self.out_of_game = out_of_game
        self._scores = scores
        self._score_log = score_log
        self.turn = turn
        self.turns_taken = turns_taken
        self.first_seat = first_seat
        self.turn_seat = turn_seat
        self.phase = phase
        self.drafted = drafted
        self.moved = moved
        self.design_cards = design_cards
        self.end_reason = end_reason
        self.machine_bonus_visits = machine_bonus_visits
        self.actions = actions

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
            scores=[0] * seats,
            score_log=[],
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
        return self.fountains[self.turn_seat].is_legal_placement(tile, placement)

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
        if isinstance(action, Draft):
            self._draft(action)
        elif isinstance(action, Place):
            self._place(action.placement)
        elif isinstance(action, PlaceToken):
            self._place_token(action)
        elif isinstance(action, Discard):
            self._discard(action.item_id)
        elif isinstance(action, ChooseFish):
            self._reward_fish(action.colour)
            self._end_turn()
        elif isinstance(action, Pass):
            self._end_turn()
        elif isinstance(action, MachineTurn):
            self._machine_turn()
        elif isinstance(action, Swap):
            self._swap(action.token_ids)
        else:  # pragma: no cover - why_illegal refuses anything else
            raise AssertionError(f"unhandled action {action!r}")
        self.actions.append(action)

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
        report = self.fountains[self.turn_seat].place_unchecked(tile, placement)
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
        play_machine_turn(self)

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
        """An independent copy; changing either leaves the other alone."""
        return clone_game(self)

    def _key(self) -> tuple[Any, ...]:
        return state_key(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FountainsGame):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"<FountainsGame {self.options.seats} seats, turn {self.turn}, "
            f"seat {self.current_seat} to {self.phase.value}>"
        )
