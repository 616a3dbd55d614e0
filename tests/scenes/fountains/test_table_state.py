"""The Fountains table state on its own: the turn flow, tentative choices and
their undo, commit listeners, computer seats and resuming, with no drawing."""

from __future__ import annotations

import pytest

from game.ai.fountains import RandomBot
from game.rules.fountains.actions import Action, Draft, Place, PlaceToken
from game.rules.fountains.game import ACTION_HOMES, FountainsGame
from game.rules.fountains.phases import Phase
from game.scenes.fountains.table_state import (
    SHOWS,
    TRY_OUTS,
    TableState,
    options_for,
)
from game.setup import GameSetup, Mode, Seat

ANN = Seat("Ann", (230, 159, 0))
BO = Seat("Bo", (86, 180, 233))
CY = Seat("Cy", (0, 158, 115), computer=True)


def _state(seats=(ANN, BO), seed=11, game=None, pass_screen=True) -> TableState:
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=seed)
    return TableState(setup, game, pass_screen=lambda: pass_screen)


def _to_human(state: TableState) -> None:
    """Step until a person must act, saying "ready" and closing the recap."""
    for _ in range(500):
        state.update(10.0)
        if state.handoff is not None:
            state.ready()
        state.close_recap()
        if state.human_to_act():
            return
    raise AssertionError("no person was asked to act")


def test_the_hand_off_comes_before_the_table_then_the_recap() -> None:
    state = _state()
    state.update(0.0)
    assert state.handoff is not None and not state.human_to_act()
    seat = state.handoff.seat
    state.ready()
    assert state.recap is not None and state.recap.seat == seat
    assert state.recap.scores.startswith("Scores now: ")
    assert state.focus.seat == seat and state.focus.reset
    state.close_recap()
    state.update(0.0)
    assert state.human_to_act()


def test_the_whole_turn_is_open_until_confirm_and_listeners_hear_it_then() -> None:
    state = _state()
    _to_human(state)
    seen: list[tuple[int, Action]] = []
    state.on_commit.append(
        lambda game, action: seen.append((len(game.actions), action))
    )
    seat = state.game.current_seat
    start = state.game.clone()
    done = len(start.actions)
    draft = next(a for a in state.legal_drafts() if a.space != 0)
    taken = {d.space for d in state.legal_drafts(draft.pawn)}
    illegal = next(s for s in range(7) if s not in taken)
    assert not state.draft(draft.pawn, illegal)
    assert seen == [] and state.game.phase is Phase.DRAFT
    assert state.draft(draft.pawn, draft.space)
    assert state.game.phase is Phase.PLACE and state.turn_open
    assert seen == [] and state.committed_game == start  # nothing is final yet
    lines = len(state.log.lines)
    # the whole turn comes back: spot, then the draft (pawn and tile back)
    place = next(a for a in state.legal() if isinstance(a, Place))
    assert state.place_tentative(place)
    assert state.undo() and state.pending is None and state.turn_open
    assert state.undo() and not state.turn_open
    assert state.game == start and state.game.phase is Phase.DRAFT
    assert state.selected_pawn is None  # the pawn is back, nothing picked up
    assert seen == [] and len(state.log.lines) == lines
    # drafted again and confirmed: one Confirm ends the turn, listeners hear both
    assert state.draft(draft.pawn, draft.space)
    assert state.place_tentative(place)
    assert state.confirm()
    assert seen == [(done + 1, draft), (done + 2, place)]
    assert not state.turn_open and state.committed_game is state.game
    assert state.game.actions[done:] == [draft, place]
    assert any(
        line.startswith(f"{state.name(seat)} moves the") for line, _ in state.log.lines
    )


def test_a_tentative_placement_is_undone_then_confirmed() -> None:
    state = _state()
    _to_human(state)
    state.commit(next(a for a in state.legal_drafts() if a.space != 0))
    seat = state.game.current_seat
    tiles = state.game.fountains[seat].tile_count()
    place = next(a for a in state.legal() if isinstance(a, Place))
    state.turn_tile(1)
    assert state.tile_rotation == 1
    assert state.place_tentative(place)
    assert state.pending == place
    assert state.game.fountains[seat].tile_count() == tiles  # nothing committed
    assert state.undo() and state.pending is None
    assert not state.undo()  # nothing left to take back
    state.place_tentative(place)
    state.turn_tile(1)  # turning the held tile lets the tentative spot go
    assert state.pending is None
    state.place_tentative(place)
    assert state.confirm()
    assert state.game.actions[-1] == place
    assert state.game.fountains[seat].tile_count() == tiles + 1
    assert state.last_placed[seat] == tiles
    assert state.pending is None and state.tile_rotation == 0


def test_stale_or_illegal_intents_change_nothing() -> None:
    state = _state()
    _to_human(state)
    before = list(state.game.actions)
    assert not state.confirm()
    assert not state.choose_token("bonus-01")  # no token is offered while drafting
    assert not state.place_tentative(PlaceToken("bonus-01", (0, 0)))
    with pytest.raises(ValueError, match="not a legal action"):
        state.play(PlaceToken("bonus-01", (0, 0)))
    assert state.game.actions == before and state.pending is None


def test_computer_seats_move_through_the_shown_move_and_match_the_rules() -> None:
    state = _state(seats=(ANN, CY), seed=4)
    moves = 0
    bot = RandomBot(2)
    for _ in range(3000):
        state.update(10.0)
        state.close_recap()
        if state.bot_move is not None:
            moves += 1
            assert not state.human_to_act()
        if state.human_to_act():
            assert state.commit(bot.choose(state.game))
        if state.finished:
            break
    assert state.finished and moves > 0
    options = options_for(state.setup)
    assert FountainsGame.replay(options, list(state.game.actions)).outcome() == (
        state.outcome
    )


def test_finish_listeners_get_the_outcome_once() -> None:
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=(ANN, BO), seed=3, autoplay=True)
    state = TableState(setup)
    outcomes = []
    state.on_finish.append(outcomes.append)
    for _ in range(5000):
        state.update(10.0)
        if state.finished:
            break
    state.update(10.0)
    assert outcomes == [state.outcome] and state.outcome is not None


def test_a_resumed_game_shows_the_hand_off_first_even_for_one_person() -> None:
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=(ANN, CY), seed=6)
    game = FountainsGame.new(options_for(setup))
    bot = RandomBot(1)
    while game.current_seat != 0 or game.phase is not Phase.DRAFT or not game.actions:
        game.apply(bot.choose(game))
    state = TableState(setup, game, pass_screen=lambda: True)
    assert state.game is game
    state.update(0.0)
    assert state.handoff is not None and state.handoff.seat == 0
    state.ready()
    state.close_recap()
    state.update(0.0)
    assert state.human_to_act()
    assert isinstance(state.legal_drafts()[0], Draft)


def test_without_the_pass_screen_a_light_recap_and_the_person_acts_at_once() -> None:
    state = _state(pass_screen=False)
    state.update(0.0)
    assert state.handoff is None
    assert state.recap is not None and state.recap.light
    assert state.human_to_act()  # the recap does not stand in the way
    seat = state.recap.seat
    assert state.focus.seat == seat
    state.close_recap()
    assert state.human_to_act()


def test_a_resumed_game_brings_back_the_whole_log_and_a_true_recap() -> None:
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=(ANN, CY), seed=6)
    played = TableState(setup, pass_screen=lambda: False)
    bot = RandomBot(1)
    for _ in range(40):  # a game played at the table, its log written as it went
        game = played.game
        if (
            game.current_seat == 0
            and game.phase is Phase.DRAFT
            and len(game.actions) > 8
        ):
            break
        played.play(bot.choose(game))
    saved = FountainsGame.replay(played.game.options, played.game.actions)
    resumed = TableState(setup, saved, pass_screen=lambda: False)
    assert resumed.log.lines == played.log.lines  # every line, in order
    assert resumed.last_turn_log == played.last_turn_log
    resumed.update(0.0)
    recap = resumed.recap
    assert recap is not None and not recap.first  # not "your first turn"
    start = played.last_turn_log[0]
    assert recap.lines == [line for line, _ in played.log.lines[start:]]


def test_every_kind_of_action_says_how_the_table_shows_and_tries_it() -> None:
    assert set(SHOWS) == set(ACTION_HOMES)
    assert set(TRY_OUTS) == set(ACTION_HOMES)
