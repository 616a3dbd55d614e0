"""The state of one Kids' Splash table: the game, the pond and the turn flow.

`TableState` owns the `SplashGame` (the rules core), the `Pond` (the physics
that works out what a throw splashes out) and everything that decides when
the game goes on: the die rolling, a throw in the air, droplets poured back,
the computer seats. It draws nothing. Panels read it and send it intents
(`play`, `start_throw`); what the screen shows of it goes through a `Stage`,
which the state also waits for (droplets still hopping, slow motion).

Every committed rules action is passed to the ``on_commit`` listeners.

Resuming as itself: `table_record` is what a save holds beside the rules'
state (the pond's bodies, the computer seats' memory, a throw in the air), and
`resume_table` puts it back, so a resumed table plays on exactly as the one
saved would have. For that the pond changes only between actions, in action
order (a follow due is made before the next action), and a computer seat
weighs a Splash or aims only on a pond at rest (what it reads never depends
on the frames).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Protocol

from game.ai.splash import ThrowPlan
from game.levels import Level, available_levels, level_by_key
from game.physics.events import ThrowEnded
from game.physics.pond import Pond, Pose
from game.rules.errors import IllegalActionError
from game.rules.outcome import Outcome
from game.rules.splash import (
    Action,
    DropletColour,
    FreePick,
    Give,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
    Throw,
)
from game.rules.splash.events import Won
from game.rules.splash.table_record import TableRecord
from game.scenes.splash.computer_seats import ComputerSeats
from game.setup import GameSetup

Point = tuple[float, float]
CommitListener = Callable[[SplashGame, Action], None]

#: Seconds (at the animation speed) the die tumbles after a roll.
ROLL_TIME = 0.9
#: Simulated seconds after the splash: the rest of a throw runs twice as fast.
TAIL_AFTER = 1.6


def options_for(setup: GameSetup, level: Level | None = None) -> SplashOptions:
    """The rules options of ``setup``; with the pond's ``level``, its drop line."""
    options = SplashOptions(
        players=len(setup.seats),
        cooperative=setup.cooperative,
        competitive=setup.competitive,
        advanced=setup.toss or setup.advanced,
        seed=setup.seed,
        first_seat=setup.first_seat,
    )
    if level is None:
        return options
    return dataclasses.replace(options, drop_span=level.drop_span)


def level_for(setup: GameSetup, folder: Path | str) -> Level:
    """The level the setup names, else the first one that loads."""
    if setup.level:
        return level_by_key(setup.level, folder)
    levels = available_levels(folder)
    if not levels:
        raise ValueError(f"no Kids' Splash level loads from {folder}")
    return levels[0]


class Stage(Protocol):
    """What the screen shows of the table; the turn flow waits for it."""

    def update(self, dt: float, water_dt: float, anim_dt: float) -> None: ...
    def is_showing(self) -> bool: ...
    def is_pouring_back(self) -> bool: ...
    def time_factor(self) -> float: ...
    def skip(self) -> None: ...
    def thrown(self) -> None: ...
    def pond_events(self, events: Iterable[object]) -> bool: ...
    def acted(
        self,
        action: Action,
        events: Sequence[object],
        seat: int,
        last_seen: dict[int, Point],
    ) -> None: ...
    def splashed_out(
        self, out: Sequence[int], last_seen: dict[int, Point], waiting: set[int]
    ) -> None: ...
    def compact_tray(self, waiting: Iterable[int]) -> None: ...
    def resumed(self, waiting: Sequence[int]) -> None: ...


class QuietStage:
    """A `Stage` that shows nothing (a table played without a screen)."""

    def update(self, dt: float, water_dt: float, anim_dt: float) -> None:
        pass

    def is_showing(self) -> bool:
        return False

    def is_pouring_back(self) -> bool:
        return False

    def time_factor(self) -> float:
        return 1.0

    def skip(self) -> None:
        pass

    def thrown(self) -> None:
        pass

    def pond_events(self, events: Iterable[object]) -> bool:
        return False

    def acted(
        self,
        action: Action,
        events: Sequence[object],
        seat: int,
        last_seen: dict[int, Point],
    ) -> None:
        pass

    def splashed_out(
        self, out: Sequence[int], last_seen: dict[int, Point], waiting: set[int]
    ) -> None:
        pass

    def compact_tray(self, waiting: Iterable[int]) -> None:
        pass

    def resumed(self, waiting: Sequence[int]) -> None:
        pass


class TableState:
    """One game of Kids' Splash at the table, from the first roll to the win."""

    def __init__(
        self,
        game: SplashGame,
        level: Level,
        pond: Pond,
        computers: ComputerSeats,
        stage: Stage | None = None,
    ) -> None:
        self.game = game
        self.level = level
        self.pond = pond
        self.computers = computers
        self.stage: Stage = stage if stage is not None else QuietStage()
        self.on_commit: list[CommitListener] = []
        self.outcome: Outcome | None = game.outcome() if game.is_over() else None
        #: (droplet, x, y, angle) of every droplet body in level px, refreshed
        #: while the pond moves.
        self.bodies: list[Pose] = pond.poses()
        self.rolling = 0.0
        self.throw: ThrowPlan | None = None
        self.throw_time = 0.0
        self.splashed_at: float | None = None
        self.acted_seat: int | None = None  # who made the last move
        #: What the last committed action did (the rules' events), for the
        #: ``on_commit`` listeners that tell it (the spoken prompts).
        self.last_events: Sequence[object] = ()
        self._bodies_stale = False
        self._sync_needed = False
        self._legal: tuple[object, list[Action]] | None = None
        if game.out:
            self.stage.resumed(game.out_droplets())

    @classmethod
    def for_setup(
        cls,
        setup: GameSetup,
        level: Level,
        game: SplashGame | None = None,
        stage: Stage | None = None,
    ) -> TableState:
        """The table for ``setup``: a new game, or ``game`` picked up where it
        is (the pond settles the droplets that are in it afresh)."""
        game = game if game is not None else SplashGame.new(options_for(setup, level))
        pond = Pond(level, setup.seed, game.pond_droplets())
        computers = ComputerSeats.for_setup(setup, game.players)
        return cls(game, level, pond, computers, stage)

    # ------------------------------------------------------------- whose turn
    @property
    def seat(self) -> int:
        return self.game.current_seat

    def is_computer(self, seat: int) -> bool:
        return self.computers.is_computer(seat)

    @property
    def shown_seat(self) -> int:
        """Whose turn the screen shows: after a turn the rules have already
        passed on, the player who played stays shown while their droplets are
        still hopping (to their board, or back into the pond)."""
        if self.acted_seat is not None and self.stage.is_showing():
            return self.acted_seat
        return self.game.current_seat

    def is_over(self) -> bool:
        return self.game.is_over()

    def is_busy(self) -> bool:
        """Something is still being shown; nobody may act yet."""
        return (
            self.rolling > 0
            or self.pond.is_throwing()
            or self.stage.is_showing()
            or self.throw is not None
        )

    def waiting_for_human(self) -> bool:
        """A human seat is to act now."""
        return (
            not self.game.is_over()
            and not self.is_busy()
            and not self.is_computer(self.seat)
        )

    def throws_shown(self) -> tuple[int, int] | None:
        """(throws left, throws this turn) while a Splash turn lasts; the
        throw in the air is already used."""
        game = self.game
        if game.phase is not Phase.THROW or not game.roll:
            return None
        left = game.throws_left - (1 if self.throw is not None else 0)
        return (max(0, left), game.roll)

    # ---------------------------------------------------------- legal choices
    def legal(self) -> list[Action]:
        """The rules' legal actions now (cached until the next action)."""
        key = (len(self.game.actions), self.game.phase)
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, self.game.legal_actions())
        return self._legal[1]

    def free_picks(self) -> set[int]:
        return {a.droplet for a in self.legal() if isinstance(a, FreePick)}

    def pick_colours(self) -> list[DropletColour]:
        """Colours a Free Pick can take now, in board order."""
        model = self.game.model
        legal = {model.colour_of(d) for d in self.free_picks()}
        return [c for c in model.colours if c in legal]

    def pick_for_colour(self, colour: DropletColour) -> int | None:
        """The droplet of ``colour`` a Free Pick takes: the one nearest the
        top of the pile (the lowest number on a tie)."""
        model = self.game.model
        legal = {d for d in self.free_picks() if model.colour_of(d) is colour}
        heights = {d: y for d, _, y, _ in self.bodies if d in legal}
        if heights:
            return min(heights, key=lambda d: (heights[d], d))
        return min(legal) if legal else None

    def gift_seats(self, droplet: int) -> set[int]:
        return {
            a.seat for a in self.legal() if isinstance(a, Give) and a.droplet == droplet
        }

    def givable(self) -> set[int]:
        return {a.droplet for a in self.legal() if isinstance(a, Give)}

    # ------------------------------------------------------------- resuming
    def table_record(self) -> TableRecord:
        """What a save holds of this table beyond the rules' state."""
        plan = self.throw
        throw = None
        if plan is not None:
            throw = (plan.kind, plan.x, plan.angle, plan.strength)
        seats = self.computers.records(self.game)
        return TableRecord(self.pond.record(), seats, throw)

    def resume_table(self, record: TableRecord) -> None:
        """Put back what `table_record` gave, for this table's game: the
        pond as it lay (a pour or throw under way runs again from its start),
        the computer seats' memory, the throw in the air."""
        pond = self.pond
        self.pond = Pond.restore(self.level, pond.seed, record.pond, pond.time_cap)
        self.computers.resume(self.game, record.seats)
        if record.throw is not None:
            kind, x, angle, strength = record.throw
            self.throw = ThrowPlan(kind, x, angle, strength)
            self.throw_time = 0.0
            self.splashed_at = None
        self.bodies = self.pond.poses()
        self._sync_needed = True  # the follow of the last action, if still due

    # ---------------------------------------------------------------- intents
    def play(self, action: Action) -> None:
        """Apply a legal action (the rules raise `IllegalActionError` on any
        other, nothing changed) and start showing what it did."""
        if self._sync_needed and not isinstance(action, Throw):
            self._sync_pond()  # the pond follows every action, in turn
        seat = self.seat
        last_seen = {d: (x, y) for d, x, y, _ in self.bodies}
        events = self.game.apply(action)
        self.last_events = events
        self.acted_seat = seat
        if isinstance(action, Roll):
            self.rolling = ROLL_TIME
        if any(isinstance(event, Won) for event in events):
            self.outcome = self.game.outcome()
        self.stage.acted(action, events, seat, last_seen)
        self._sync_needed = True
        if not self.stage.is_pouring_back():
            self._sync_pond()
        for listener in list(self.on_commit):
            listener(self.game, action)

    def start_throw(self, plan: ThrowPlan) -> None:
        """Throw the pebble; the throw enters the rules when the pond has
        worked out what came out."""
        if self.game.phase is not Phase.THROW or self.throw is not None:
            raise IllegalActionError(
                plan.kind,
                "no throw to make now" if self.throw is None else "a throw is on",
                self.game.phase,
                self.seat,
            )
        if self._sync_needed:
            self._sync_pond()  # the last action's pour comes before the throw
        if not self.pond.is_settled():
            self.pond.settle()
        self.throw = plan
        self.throw_time = 0.0
        self.splashed_at = None
        plan.start(self.pond)
        self.stage.thrown()

    def close(self) -> None:
        """Leaving the table: a computer seat stops thinking (its worker ends)."""
        self.computers.close()

    def skip(self, everything: bool = False) -> bool:
        """Show the end of what is being shown at once: a computer seat's move,
        or (``everything``) a player's own throw too. True when it skipped."""
        if self.game.is_over():
            return False
        if self.is_computer(self.seat) or (everything and self.is_busy()):
            self.rolling = 0.0
            if self.pond.is_throwing():
                self._pond_events(self.pond.settle())
            self.stage.skip()
            self.computers.hurry()
            return True
        return False

    # ------------------------------------------------------------------- time
    def update(
        self, dt: float, speed: float = 1.0, computer_speed: float | None = None
    ) -> None:
        """Let ``dt`` real seconds pass at the animation ``speed``; a computer
        seat's decision is shown for its time divided by ``computer_speed``
        (None: by the animation speed)."""
        water = dt * speed * self.stage.time_factor()
        pond = self.pond
        moving = not pond.is_settled()
        if moving:
            rate = water
            if pond.is_throwing():
                if (
                    self.splashed_at is not None
                    and self.throw_time - self.splashed_at > TAIL_AFTER
                ):
                    rate *= 2.0
            else:
                rate *= 2.0  # droplets poured back settle quickly
            if pond.is_throwing():
                self.throw_time += rate
            self._pond_events(pond.step(rate))
        if moving or self._bodies_stale:
            self.bodies = pond.poses()
            self._bodies_stale = False
        self.stage.update(dt, water, dt * speed)
        self.rolling = max(0.0, self.rolling - dt * speed)
        if self._sync_needed and not self.stage.is_pouring_back():
            self._sync_pond()
        self._computer_turn(dt * (speed if computer_speed is None else computer_speed))

    def _computer_turn(self, dt: float) -> None:
        if self.game.is_over() or self.is_busy() or not self.is_computer(self.seat):
            return
        computers = self.computers
        if not computers.is_thinking:
            reads_pond = self.game.phase in (Phase.CHOOSE, Phase.THROW)
            if reads_pond and (not self.pond.is_settled() or self._sync_needed):
                return  # droplets still pouring in: the seat reads a still pond
            computers.think(self.seat, self.game, self.pond)
            return
        decision = computers.tick(dt)
        if isinstance(decision, ThrowPlan):
            self.start_throw(decision)
        elif decision is not None:
            self.play(decision)

    def _sync_pond(self) -> None:
        if self.pond.is_throwing():
            return
        self._sync_needed = False
        self.pond.follow(self.game.pond_droplets())
        self._bodies_stale = True

    def _pond_events(self, events: Sequence[object]) -> None:
        if self.stage.pond_events(events):
            self.splashed_at = self.throw_time
        for event in events:
            if isinstance(event, ThrowEnded):
                self._throw_ended(event.result.out)

    def _throw_ended(self, out: tuple[int, ...]) -> None:
        plan = self.throw
        self.throw = None
        if plan is None:
            return
        last_seen = {d: (x, y) for d, x, y, _ in self.bodies}
        self.stage.splashed_out(out, last_seen, set(self.game.out))
        self.play(plan.to_action(out))
        if self.game.phase is Phase.SHARE:
            self.stage.compact_tray(self.game.out)
