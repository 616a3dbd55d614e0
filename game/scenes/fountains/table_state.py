"""The state and turn flow of the Fountains table, drawing nothing: the game,
who acts, the tentative (unconfirmed) choices and their undo, the computer
seats' moves as they are shown, rewards, hand-offs between people, the log.

Panels read it and send it intents (``draft``, ``turn_tile``,
``place_tentative``, ``confirm``, ``undo``, ``choose_fish``, ...). Every
committed action is announced to ``on_commit`` listeners (``callback(game,
action)``); the end of the game to ``on_finish`` listeners (``callback(outcome)``).

A person's turn stays open until Confirm: the draft is applied to ``game``
and a clone from before it kept (Undo makes it the game again); Confirm
announces the draft, then applies and announces the placement, so
``on_commit`` only hears final actions, each with the game just after it.
``committed_game`` is the game without the open turn (what a save writes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.render.fountains import palette as pal
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
)
from game.rules.fountains.basin import RING_SIZE, Pawn
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import FishColour
from game.rules.fountains.phases import Phase
from game.rules.fountains.tiles import Placement
from game.rules.outcome import Outcome
from game.scenes.fountains.computer_seats import BotMove, ComputerSeats, RingStep
from game.scenes.fountains.table_data import (
    FishOffer,
    Focus,
    Handoff,
    Recap,
    RewardShow,
    SwapOffer,
    fish_points,
    options_for,
    reward_show,
)
from game.scenes.fountains.table_log import TableLog
from game.setup import GameSetup
from game.ui.theme import MACHINE_COLOUR

BOT_STEP = 0.9  # seconds a computer move is shown, at computer speed 1

Commit = Callable[[FountainsGame, Action], None]


@dataclass(slots=True)
class _Caches:
    legal: tuple[int, list[Action]] | None = None
    places: tuple[int, frozenset[Placement]] | None = None


class TableState:
    """A whole game of Fountains from setup to outcome, without pictures."""

    def __init__(
        self,
        setup: GameSetup,
        game: FountainsGame | None = None,
        speed: Callable[[], float] = lambda: 1.0,
        computer: ComputerSeats | None = None,
        pass_screen: Callable[[], bool] = lambda: False,
        computer_speed: Callable[[], float] = lambda: 1.0,
    ) -> None:
        self.setup = setup
        resumed = game is not None and not game.is_over()
        self._names = setup.shown_names()
        self.game = game if game is not None else FountainsGame.new(options_for(setup))
        self.outcome: Outcome | None = (
            self.game.outcome() if self.game.is_over() else None
        )
        self.finished = False
        self.speed = speed
        # how long a computer move stays on screen: BOT_STEP / this (a setting)
        self.computer_speed = computer_speed
        self.pass_screen = pass_screen  # the full-screen hand-off (a setting)
        seats = range(self.game.seats)
        self.computer = computer or ComputerSeats(
            setup.seed,
            [s for s in seats if self.is_computer(s)],
            levels=[seat.level for seat in setup.seats],
            names=[self.name(s) for s in seats],
        )
        self.human_count = sum(
            1 for s in range(len(self.game.fountains)) if self.is_human(s)
        )
        self.log = TableLog(self.game, self.name, self.colour)
        if resumed:
            self.log.replay(self.game)  # the whole game log comes back
        self.log.reasons = self.computer.take_reason  # a computer's move: why
        self.last_turn_log = self.log.turn_ends
        self.last_placed: dict[int, int] = {}  # seat -> index into placed
        self.selected_pawn: Pawn | None = None
        self.chosen_token: str | None = None
        self.tile_rotation = 0
        self.pending: Action | None = None
        self.bot_move: BotMove | None = None
        self.reward: RewardShow | None = None
        self.handoff: Handoff | None = None
        self.recap: Recap | None = None
        self.fish_offer: FishOffer | None = None
        self.swap_offer: SwapOffer | None = None
        self.focus = Focus(0, self.home_seat())
        self.last_human: int | None = None
        self.handoff_first = resumed  # a resumed game: the hand-off shows first
        self.scored = False  # the last committed action scored points
        self.revision = 0  # counts changes a picture may depend on
        self.on_commit: list[Commit] = []
        self.on_finish: list[Callable[[Outcome], None]] = []
        self._shown_turn: tuple[int, int, Phase] | None = None
        self._caches = _Caches()
        self._turn_start: FountainsGame | None = None  # before the open draft
        self._turn_draft: Draft | None = None

    # -- seats ---------------------------------------------------------------------

    def is_computer(self, seat: int) -> bool:
        if self.game.is_machine(seat):
            return False
        return self.setup.autoplay or self.setup.seats[seat].computer

    def is_human(self, seat: int) -> bool:
        return not self.game.is_machine(seat) and not self.is_computer(seat)

    def home_seat(self) -> int:
        for seat in range(len(self.game.fountains)):
            if self.is_human(seat):
                return seat
        return 0

    def name(self, seat: int) -> str:
        if seat < len(self._names):
            return self._names[seat]
        return "The Machine" if self.game.is_machine(seat) else f"Seat {seat + 1}"

    def colour(self, seat: int) -> pal.Colour:
        if seat < len(self.setup.seats):
            return tuple(self.setup.seats[seat].colour)  # type: ignore[return-value]
        return MACHINE_COLOUR

    def turn_order(self) -> list[int]:
        seats = self.game.seats
        if self.game.is_solo:
            return list(range(seats))
        return [(self.game.first_seat + k) % seats for k in range(seats)]

    # -- what may be done (legal actions are the only source) ----------------------

    def legal(self) -> list[Action]:
        key = len(self.game.actions)
        cache = self._caches
        if cache.legal is None or cache.legal[0] != key:
            cache.legal = (key, self.game.legal_actions())
        return cache.legal[1]

    def legal_drafts(self, pawn: Pawn | None = None) -> list[Draft]:
        return [
            a
            for a in self.legal()
            if isinstance(a, Draft) and (pawn is None or a.pawn is pawn)
        ]

    def legal_placements(self) -> frozenset[Placement]:
        key = len(self.game.actions)
        cache = self._caches
        if cache.places is None or cache.places[0] != key:
            places = frozenset(
                a.placement for a in self.legal() if isinstance(a, Place)
            )
            cache.places = (key, places)
        return cache.places[1]

    def human_to_act(self) -> bool:
        """True when a person at the table must act now (nothing is animating,
        no hand-off or recap is showing)."""
        return (
            not self.game.is_over()
            and self.bot_move is None
            and self.reward is None
            and self.handoff is None
            and (self.recap is None or self.recap.light)
            and self.is_human(self.game.current_seat)
            and not self._needs_handoff(self.game.current_seat)
        )

    def _needs_handoff(self, seat: int) -> bool:
        if self.handoff_first:
            return True
        if self.last_human == seat:
            return False
        return self.human_count > 1

    def skip_handoff(self) -> None:
        """The acting person is already at the mouse (benchmarks, screenshots)."""
        self.handoff_first = False
        self.handoff = None
        self.last_human = self.game.current_seat

    # -- intents from the panels ---------------------------------------------------

    def select_pawn(self, pawn: Pawn | None) -> None:
        self.selected_pawn = pawn

    @property
    def committed_game(self) -> FountainsGame:
        """The game without the open (unconfirmed) turn."""
        return self._turn_start or self.game

    @property
    def turn_open(self) -> bool:
        """A person has drafted and may still take the whole turn back."""
        return self._turn_draft is not None

    def draft(self, pawn: Pawn, space: int) -> bool:
        """Move ``pawn`` to ``space`` if that draft is legal now; for a person the
        draft stays open (Undo takes it back) until the turn is confirmed."""
        action = Draft(pawn, space)
        if action not in self.legal():
            return False
        if not self.is_human(self.game.current_seat) or self.turn_open:
            return self.commit(action)
        before = self.game.clone()
        self.game.apply(action)
        self._turn_start, self._turn_draft = before, action
        self._caches = _Caches()
        self._clear_turn_state()
        return True

    def choose_token(self, token: str) -> bool:
        """Hold face-up bonus token ``token`` (it may be placed or discarded)."""
        if token not in self.takeable_tokens():
            return False
        self.chosen_token = token
        self.pending = None
        self.revision += 1
        return True

    def turn_tile(self, step: int) -> None:
        """Turn the held tile a quarter turn per step (a tentative spot is let go)."""
        self.tile_rotation = (self.tile_rotation + step) % 4
        self.pending = None

    def place_tentative(self, action: Place | PlaceToken) -> bool:
        """Put the held piece down without committing it (Confirm or Undo next)."""
        if action not in self.legal():
            return False
        self.pending = action
        return True

    def confirm(self) -> bool:
        """End the turn: the open draft and the placement are committed."""
        if self.pending is None:
            return False
        return self.commit(self.pending)

    def undo(self) -> bool:
        """Take back the last tentative choice (the spot, the token, then the
        draft itself: pawn, tile or token back); False when there is none."""
        if self.pending is not None:
            self.pending = None
            self.revision += 1
            return True
        if self.chosen_token is not None:
            self.chosen_token = None
            self.revision += 1
            return True
        if self._turn_start is not None:
            self.game = self.log.game = self._turn_start
            self._turn_start = self._turn_draft = None
            self._caches = _Caches()
            self._clear_turn_state()
            return True
        if self.selected_pawn is not None:
            self.selected_pawn = None
            return True
        return False

    def choose_fish(self, colour: FishColour) -> bool:
        return self.commit(ChooseFish(colour))

    def swap(self, token_ids: set[str]) -> bool:
        for action in self.legal():
            if isinstance(action, Swap) and set(action.token_ids) == token_ids:
                return self.commit(action)
        return False

    def try_out(self, action: Action) -> bool:
        """Do ``action`` as the person to act would, tentatively where the turn
        allows it (a draft stays open, a piece is put down, not committed; a
        fish colour is chosen): what the Hint's "Play it" does, step by step.
        Actions that would end the turn at once are left to the person (True:
        nothing to try)."""
        return TRY_OUTS[type(action)](self, action)

    def takeable_tokens(self) -> set[str]:
        """The face-up bonus tokens the person to act may take now: to put in
        the fountain, or to discard when none fits anywhere."""
        if self.game.phase is not Phase.TOKEN:
            return set()
        legal = self.legal()
        placed = {a.token_id for a in legal if isinstance(a, PlaceToken)}
        return placed | {a.item_id for a in legal if isinstance(a, Discard)}

    def give_up_piece(self) -> bool:
        """Discard the piece that fits nowhere, or pass without a legal draft."""
        legal = self.legal()
        if self.chosen_token is not None and Discard(self.chosen_token) in legal:
            return self.commit(Discard(self.chosen_token))
        for action in legal:
            if isinstance(action, (Discard, Pass)):
                return self.commit(action)
        return False

    def ready(self, light: bool = False) -> None:
        """The person handed the mouse is there: show what changed since
        (``light``: as a panel on the table, not a card over it)."""
        if self.handoff is None:
            return
        self.handoff = None
        seat = self.game.current_seat
        start = self.last_turn_log.get(seat, 0)
        self.recap = Recap(
            seat,
            self.name(seat),
            [line for line, _ in self.log.lines[start:]],
            self.log.scores_line(),
            first=seat not in self.last_turn_log,
            light=light,
        )
        self._focus(seat, reset=True)

    def close_recap(self) -> bool:
        if self.recap is None:
            return False
        self.recap = None
        return True

    def skip_animation(self) -> bool:
        """Click or Space: finish the showing computer move or reward banner."""
        if self.reward is not None:
            self.reward = None
            return True
        if self.bot_move is not None:
            self._finish_bot_move()
            return True
        return False

    def commit(self, action: Action) -> bool:
        """Apply ``action`` if it is legal now (with the open draft before it);
        stale input is ignored (False)."""
        if action not in self.legal():
            return False
        self._commit_turn(action)
        return True

    def play(self, action: Action) -> None:
        """Apply a legal action as if chosen on screen (scripted demos, replays);
        an action the game does not offer now is refused with ``ValueError``."""
        if action not in self.legal():
            raise ValueError(f"{action} is not a legal action now")
        self._commit_turn(action)

    def _commit_turn(self, action: Action) -> None:
        draft, start = self._turn_draft, self._turn_start
        if draft is not None and start is not None:
            self._turn_start = self._turn_draft = None
            self._apply(draft, before=start)  # announced now, applied already
        self._apply(action)

    # -- turn flow -----------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.reward is not None:
            self.reward.elapsed += dt
            if self.reward.elapsed < self.reward.duration:
                return
            self.reward = None
        if self.bot_move is not None:
            self.bot_move.elapsed += dt
            if self.bot_move.elapsed >= self.bot_move.duration:
                self._finish_bot_move()
            return
        if self.game.is_over():
            self._finish()
            return
        if self.handoff is not None or (self.recap and not self.recap.light):
            return
        seat = self.game.current_seat
        if not self.is_human(seat):
            self._computer_move(seat)
            return
        self._prepare_human(seat)

    def _focus(self, seat: int, reset: bool = False) -> None:
        self.focus = Focus(self.focus.serial + 1, seat, reset)

    def _prepare_human(self, seat: int) -> None:
        if self._needs_handoff(seat):
            self.handoff_first = False
            self.last_human = seat
            self.handoff = Handoff(seat, self.name(seat), self.colour(seat))
            self._clear_turn_state()
            if self.pass_screen():
                return
            self.ready(light=True)  # the table stays in sight: a banner, a recap
        self.last_human = seat
        key = (self.game.turn, seat, self.game.phase)
        if self._shown_turn != key:
            # each step of a human turn starts on that player's own fountain; the
            # thumbnails may then be browsed freely
            self._shown_turn = key
            if seat < len(self.game.fountains):
                self._focus(seat)
        phase = self.game.phase
        if phase is Phase.FISH and self.fish_offer is None:
            self.fish_offer = FishOffer(
                self.name(seat), fish_points(self.game, self.name)
            )
        if phase is Phase.SWAP and self.swap_offer is None:
            tokens = self.game.basin.tokens_face_up()
            limit = min(len(tokens), len(self.game.basin.pile))
            self.swap_offer = SwapOffer(tokens, limit)

    def _clear_turn_state(self) -> None:
        self.selected_pawn = None
        self.pending = None
        self.chosen_token = None
        self.tile_rotation = 0
        self.fish_offer = None
        self.swap_offer = None
        self.revision += 1

    def _computer_move(self, seat: int) -> None:
        if not self.computer.thinking:
            self.computer.start(self.game)
        action = self.computer.poll()
        if action is None:
            return  # still thinking
        shown = SHOWS[type(action)]
        duration = shown.share * BOT_STEP / max(0.1, self.computer_speed())
        if shown.in_fountain:
            self._focus(seat)  # the large view shows the piece going in
        ring = ring_step(self.game, action)
        self.bot_move = BotMove(action, seat, duration, ring=ring)

    def _finish_bot_move(self) -> None:
        move = self.bot_move
        assert move is not None
        self.bot_move = None
        self._apply(move.action)

    def _apply(self, action: Action, before: FountainsGame | None = None) -> None:
        """Apply ``action`` and announce it; with ``before`` (the game before an
        open draft), only announce the draft already applied to ``game``."""
        game = self.game
        was = before or game
        seat = was.current_seat
        phase = was.phase
        logged = len(was.score_log)
        fountain = game.fountains[seat] if seat < len(game.fountains) else None
        drafted = was.drafted
        basin_before = was.basin if before is not None else game.basin.clone()
        if before is None:
            game.apply(action)
        self.log.describe(action, seat, phase, drafted, basin_before)
        if isinstance(action, Place) and fountain is not None:
            self.last_placed[seat] = fountain.tile_count() - 1
        new = game.score_log[logged:]
        self.scored = bool(new)
        if new:
            self._show_rewards(new)
        self._clear_turn_state()
        if game.is_over():
            self.outcome = game.outcome()
        for listener in list(self.on_commit):
            listener(game, action)

    def _show_rewards(self, entries: Any) -> None:
        self.log.rewards(entries)
        self.reward = reward_show(
            entries, self.game, self.name, self.colour, self.speed()
        )

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.outcome = self.game.outcome()
        if self.outcome is None:
            return
        for listener in list(self.on_finish):
            listener(self.outcome)


# -- what the table does with each kind of action (as ACTION_HOMES does for the
# rules): one entry per kind, so a new kind of action must say how it shows


class Shown(NamedTuple):
    """How one kind of action shows on the table: a computer seat's is shown
    for ``share`` of ``BOT_STEP``; ``ring``: what it moves round the Basin ring
    (None: nothing; a Hint rings it too); ``in_fountain``: it puts a piece in
    the mover's fountain (the large view turns to it, the piece drops in)."""

    share: float
    ring: Callable[[FountainsGame, Any], RingStep | None] | None
    in_fountain: bool


def _pawn_steps(game: FountainsGame, action: Draft) -> RingStep:
    return RingStep(action.pawn, game.basin.pawns[action.pawn], action.space)


def _gear_steps(game: FountainsGame, action: MachineTurn) -> RingStep | None:
    gear = game.basin.gear
    return None if gear is None else RingStep(None, gear, (gear + 1) % RING_SIZE)


QUICK = 0.5  # a choice with nothing moving on the table is shown half as long

SHOWS: dict[type[Action], Shown] = {
    Draft: Shown(1.0, _pawn_steps, False),
    Pass: Shown(QUICK, None, False),
    Place: Shown(1.0, None, True),
    PlaceToken: Shown(1.0, None, True),
    Discard: Shown(QUICK, None, False),
    ChooseFish: Shown(QUICK, None, False),
    MachineTurn: Shown(1.0, _gear_steps, False),
    Swap: Shown(QUICK, None, False),
}


def ring_step(game: FountainsGame, action: Action) -> RingStep | None:
    """What ``action`` moves round the Basin ring of ``game`` (before it)."""
    ring = SHOWS[type(action)].ring
    return ring(game, action) if ring is not None else None


def fills_fountain(action: Action) -> bool:
    """``action`` puts a tile or a bonus token in the mover's fountain."""
    return SHOWS[type(action)].in_fountain


def _try_draft(state: TableState, action: Draft) -> bool:
    return state.draft(action.pawn, action.space)


def _try_place(state: TableState, action: Place) -> bool:
    state.tile_rotation = action.placement.rotation  # held as it will lie
    return state.place_tentative(action)


def _try_token(state: TableState, action: PlaceToken) -> bool:
    return state.choose_token(action.token_id) and state.place_tentative(action)


def _try_fish(state: TableState, action: ChooseFish) -> bool:
    return state.choose_fish(action.colour)


def _left_to_the_person(state: TableState, action: Action) -> bool:
    return True


TRY_OUTS: dict[type[Action], Callable[[TableState, Any], bool]] = {
    Draft: _try_draft,
    Pass: _left_to_the_person,
    Place: _try_place,
    PlaceToken: _try_token,
    Discard: _left_to_the_person,
    ChooseFish: _try_fish,
    MachineTurn: _left_to_the_person,
    Swap: _left_to_the_person,
}
"""What :meth:`TableState.try_out` does with each kind of action."""


__all__ = ["BotMove", "TableState", "options_for"]
