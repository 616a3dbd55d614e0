"""A game of Kids' Splash: 2-4 players, a seeded die, the pond as data.

The rules core never simulates the pebble. A throw enters as data: a `Drop` or
`Toss` naming the droplets that came out of the pond (the pond in
``game/physics`` works that out). Every droplet is always in exactly one
place: the pond, splashed out this turn, or on a board.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from game.rules.errors import IllegalActionError
from game.rules.outcome import Outcome, ScoreEntry
from game.rules.splash.actions import (
    Action,
    ChooseSplash,
    Drop,
    EndTurn,
    FreePick,
    Give,
    Roll,
    Throw,
    Toss,
)
from game.rules.splash.board import PlayerBoard
from game.rules.splash.droplets import STANDARD, SplashModel
from game.rules.splash.events import (
    Collected,
    Gave,
    Picked,
    Returned,
    Rolled,
    SplashChosen,
    SplashEvent,
    ThrowingStopped,
    Thrown,
    TurnPassed,
    Won,
)
from game.rules.splash.phases import Phase, allows

MIN_PLAYERS = 2
MAX_PLAYERS = 4
#: The drop line when no pond is named: the width of a standard pond map
#: (60 tiles of 16 px). A table passes its pond's line (`Level.drop_span`).
DEFAULT_DROP_SPAN = (0.0, 960.0)


@dataclass(frozen=True, slots=True)
class SplashOptions:
    """Chosen before the game. ``advanced`` allows tossing the pebble;
    ``drop_span`` is the x range (level px) of the pond's drop line, where a
    drop may start."""

    players: int
    cooperative: bool = False
    competitive: bool = False
    advanced: bool = False
    seed: int = 0
    model: SplashModel = field(default=STANDARD)
    drop_span: tuple[float, float] = DEFAULT_DROP_SPAN
    #: Who rolls first (the rulebook: whoever went swimming most recently).
    first_seat: int = 0

    def check(self) -> str | None:
        """Why these options cannot start a game, or None."""
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return f"Kids' Splash is for {MIN_PLAYERS} to {MAX_PLAYERS} players"
        problem = self.model.check()
        if problem:
            return problem
        if self.model.spaces_per_colour * self.players > self.model.droplets_per_colour:
            return "there are not enough droplets of a colour for every board"
        x0, x1 = self.drop_span
        if not (math.isfinite(x0) and math.isfinite(x1) and x0 < x1):
            return f"the drop line {x0:g}..{x1:g} is not a range of x"
        if not 0 <= self.first_seat < self.players:
            return f"the first seat {self.first_seat} is not a seat of this game"
        return None


def roll_die(options: SplashOptions, index: int) -> int:
    """The ``index``-th roll of the game's die (0-based); fixed by the seed."""
    rng = random.Random(f"splash-die:{options.seed}:{index}")
    return rng.choice(options.model.die_faces)


class SplashGame:
    """The state of one game; `apply` is the only way to change it."""

    def __init__(self, options: SplashOptions) -> None:
        problem = options.check()
        if problem:
            raise ValueError(f"cannot start Kids' Splash: {problem}")
        self.options = options
        self.model = options.model
        self.boards = [PlayerBoard(options.model) for _ in range(options.players)]
        self.pond: set[int] = set(options.model.droplets())
        self.out: set[int] = set()
        self.current_seat = options.first_seat
        self.turn = 1
        self.phase = Phase.ROLL
        self.roll: int | None = None
        self.rolls_made = 0
        self.throws_left = 0
        self.throws_made = 0
        self.winner: int | None = None
        self.score_log: list[ScoreEntry] = []
        self.actions: list[Action] = []

    # ---------------------------------------------------------------- building
    @classmethod
    def new(cls, options: SplashOptions) -> SplashGame:
        """A new game: every droplet in the pond, the first seat to roll."""
        return cls(options)

    @classmethod
    def replay(cls, options: SplashOptions, actions: Iterable[Action]) -> SplashGame:
        """The game reached by applying ``actions`` to a new game (checked)."""
        game = cls.new(options)
        for action in actions:
            game.apply(action)
        return game

    def clone(self) -> SplashGame:
        other = SplashGame.__new__(SplashGame)
        other.options = self.options
        other.model = self.model
        other.boards = [b.copy() for b in self.boards]
        other.pond = set(self.pond)
        other.out = set(self.out)
        other.current_seat = self.current_seat
        other.turn = self.turn
        other.phase = self.phase
        other.roll = self.roll
        other.rolls_made = self.rolls_made
        other.throws_left = self.throws_left
        other.throws_made = self.throws_made
        other.winner = self.winner
        other.score_log = list(self.score_log)
        other.actions = list(self.actions)
        return other

    # ----------------------------------------------------------------- queries
    @property
    def players(self) -> int:
        return self.options.players

    @property
    def scores(self) -> tuple[int, ...]:
        """Droplets on each board."""
        return tuple(b.count() for b in self.boards)

    def pond_droplets(self) -> tuple[int, ...]:
        return tuple(sorted(self.pond))

    def out_droplets(self) -> tuple[int, ...]:
        """Droplets splashed out this turn, not yet collected or returned."""
        return tuple(sorted(self.out))

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        if self.winner is None:
            return None
        return Outcome(
            winners=(self.winner,),
            scores=self.scores,
            tiebreak="first full board",
            termination="board full",
            score_log=tuple(self.score_log),
        )

    def throw_kinds(self) -> tuple[type[Throw], ...]:
        return (Drop, Toss) if self.options.advanced else (Drop,)

    def legal_actions(self) -> list[Action]:
        """Every legal action in a stable order.

        In the throw phase a throw's parameters and its result come from the
        pond, so the list holds one template per allowed kind (nothing out,
        a drop from the start of the drop line); any x on the drop line, any
        angle, any strength in range and any set of pond droplets is legal
        (see `action_error`).
        """
        if self.phase is Phase.ROLL:
            return [Roll()]
        if self.phase is Phase.CHOOSE:
            board = self.boards[self.current_seat]
            picks: list[Action] = [
                FreePick(d) for d in sorted(self.pond) if board.can_take(d)
            ]
            return [*picks, ChooseSplash()]
        if self.phase is Phase.THROW:
            throws: list[Action] = [Drop(self.options.drop_span[0])]
            if self.options.advanced:
                throws.append(Toss(0.0, 1.0))
            return throws
        if self.phase is Phase.SHARE:
            gives: list[Action] = [
                Give(d, seat)
                for d in sorted(self.out)
                for seat in self._other_seats()
                if self.boards[seat].can_take(d)
            ]
            return [*gives, EndTurn()]
        return []

    def is_legal(self, action: Action) -> bool:
        return self.action_error(action) is None

    def action_error(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, in words, or None if it is legal."""
        if self.phase is Phase.OVER:
            return "the game is over"
        if not allows(self.phase, action):
            return f"not allowed in the {self.phase.value} phase"
        board = self.boards[self.current_seat]
        if isinstance(action, FreePick):
            if action.droplet not in self.pond:
                return f"droplet {action.droplet} is not in the pond"
            if not board.can_take(action.droplet):
                colour = self.model.colour_of(action.droplet)
                return f"your board has no open {colour} space"
        elif isinstance(action, Throw):
            if isinstance(action, Toss) and not self.options.advanced:
                return "tossing is for advanced players; drop the pebble"
            problem = action.parameter_error()
            if problem:
                return problem
            if isinstance(action, Drop):
                x0, x1 = self.options.drop_span
                if not x0 <= action.x <= x1:
                    return (
                        f"x {action.x:g} is off the drop line ({x0:g}..{x1:g}); "
                        "drop the pebble from the line"
                    )
            if len(set(action.out)) != len(action.out):
                return "a droplet is listed twice as splashed out"
            missing = [d for d in action.out if d not in self.pond]
            if missing:
                return f"droplet {missing[0]} was not in the pond"
        elif isinstance(action, Give):
            if action.droplet not in self.out:
                return f"droplet {action.droplet} is not a leftover of this turn"
            if action.seat == self.current_seat:
                return "give leftovers to another player"
            if not 0 <= action.seat < self.players:
                return f"there is no seat {action.seat}"
            if not self.boards[action.seat].can_take(action.droplet):
                colour = self.model.colour_of(action.droplet)
                return f"seat {action.seat} has no open {colour} space"
        return None

    # ----------------------------------------------------------------- changes
    def apply(self, action: Action) -> list[SplashEvent]:
        """Play ``action`` for the current seat; raises `IllegalActionError`
        (state untouched) if the rules do not allow it. Returns what happened."""
        problem = self.action_error(action)
        if problem is not None:
            raise IllegalActionError(action, problem, self.phase, self.current_seat)
        events: list[SplashEvent] = []
        seat = self.current_seat
        if isinstance(action, Roll):
            self.roll = roll_die(self.options, self.rolls_made)
            self.rolls_made += 1
            self.phase = Phase.CHOOSE
            events.append(Rolled(seat, self.roll))
        elif isinstance(action, FreePick):
            self.pond.discard(action.droplet)
            space = self.boards[seat].place(action.droplet)
            self._log(
                seat,
                "free pick",
                f"Free Pick: a {self._colour(action.droplet)} droplet",
            )
            events.append(Picked(seat, action.droplet, space))
            if not self._check_win(seat, events):
                self._next_turn(events)
        elif isinstance(action, ChooseSplash):
            assert self.roll is not None
            self.throws_left = self.roll
            self.throws_made = 0
            self.phase = Phase.THROW
            events.append(SplashChosen(seat, self.roll))
        elif isinstance(action, Throw):
            self.pond.difference_update(action.out)
            self.out.update(action.out)
            self.throws_left -= 1
            self.throws_made += 1
            events.append(Thrown(seat, action.out, self.throws_left))
            if self.options.competitive and action.out and self.throws_left:
                events.append(ThrowingStopped(seat, self.throws_left))
                self.throws_left = 0
            if self.throws_left == 0:
                self._collect(events)
        elif isinstance(action, Give):
            self.out.discard(action.droplet)
            space = self.boards[action.seat].place(action.droplet)
            self._log(
                action.seat,
                "gift",
                f"A {self._colour(action.droplet)} droplet from seat {seat}",
            )
            events.append(Gave(seat, action.seat, action.droplet, space))
            if self._check_win(action.seat, events):
                # The game is over: the other leftovers go back, as after a
                # winning splash, so every droplet has its place.
                self._return_leftovers(events)
            elif not self._can_share():
                self._return_leftovers(events)
                self._next_turn(events)
        elif isinstance(action, EndTurn):
            self._return_leftovers(events)
            self._next_turn(events)
        self.actions.append(action)
        return events

    # ---------------------------------------------------------------- internals
    def _colour(self, droplet: int) -> str:
        return self.model.colour_of(droplet).value

    def _other_seats(self) -> list[int]:
        return [s for s in range(self.players) if s != self.current_seat]

    def _log(self, seat: int, category: str, reason: str) -> None:
        self.score_log.append(ScoreEntry(self.turn, seat, 1, category, reason))

    def _check_win(self, seat: int, events: list[SplashEvent]) -> bool:
        if not self.boards[seat].is_full():
            return False
        self.winner = seat
        self.phase = Phase.OVER
        self.throws_left = 0
        events.append(Won(seat))
        return True

    def _collect(self, events: list[SplashEvent]) -> None:
        """After the last throw: matching droplets onto the thrower's board."""
        seat = self.current_seat
        board = self.boards[seat]
        taken: list[int] = []
        spaces: list[int] = []
        for droplet in sorted(self.out):
            if board.can_take(droplet):
                spaces.append(board.place(droplet))
                taken.append(droplet)
                self._log(seat, "splash", f"Splash: a {self._colour(droplet)} droplet")
        self.out.difference_update(taken)
        if taken:
            events.append(Collected(seat, tuple(taken), tuple(spaces)))
        if self._check_win(seat, events):
            self._return_leftovers(events)
            return
        if self.options.cooperative and self._can_share():
            self.phase = Phase.SHARE
            return
        self._return_leftovers(events)
        self._next_turn(events)

    def _can_share(self) -> bool:
        return any(
            self.boards[s].can_take(d) for d in self.out for s in self._other_seats()
        )

    def _return_leftovers(self, events: list[SplashEvent]) -> None:
        if self.out:
            back = tuple(sorted(self.out))
            self.pond.update(back)
            self.out.clear()
            events.append(Returned(back))

    def _next_turn(self, events: list[SplashEvent]) -> None:
        before = self.current_seat
        self.current_seat = (before + 1) % self.players
        self.turn += 1
        self.phase = Phase.ROLL
        self.roll = None
        self.throws_left = 0
        self.throws_made = 0
        events.append(TurnPassed(before, self.current_seat, self.turn))

    # ------------------------------------------------------------- equality
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SplashGame):
            return NotImplemented
        return _state_of(self) == _state_of(other)

    __hash__ = None  # type: ignore[assignment]

    def droplet_total(self) -> int:
        """Pond + splashed out + boards; always the model's droplet count."""
        return len(self.pond) + len(self.out) + sum(self.scores)


def _state_of(game: SplashGame) -> tuple[object, ...]:
    """Every field of ``game``'s state, for equality."""
    return (
        game.options,
        [list(board.spaces) for board in game.boards],
        game.pond,
        game.out,
        game.current_seat,
        game.turn,
        game.phase,
        game.roll,
        game.rolls_made,
        game.throws_left,
        game.throws_made,
        game.winner,
        game.score_log,
        game.actions,
    )


def apply_all(game: SplashGame, actions: Sequence[Action]) -> None:
    """Apply several actions in order (each checked)."""
    for action in actions:
        game.apply(action)
