"""Review: the end of the game finishes the round, whichever seat triggers it
(the first player, one in the middle, or the last one), by a tile stack or by
the bonus supply running out through real drafts."""

from __future__ import annotations

import pytest

from game.rules.fountains import Draft, FountainsGame, GameOptions, Phase
from game.rules.fountains.basin import BONUS_SPACE
from game.rules.fountains.game import BONUS_RAN_OUT, STACK_RAN_OUT
from tests.rules.fountains.fountains_game_helpers import arrange_draft


def play_turn(game: FountainsGame) -> None:
    """One whole turn: the first legal action of each phase."""
    seat, taken = game.turn_seat, game.turns_taken[game.turn_seat]
    while game.turns_taken[seat] == taken:
        game.apply(game.legal_actions()[0])


def seat_at(game: FountainsGame, offset: int) -> int:
    return (game.first_seat + offset) % game.seats


def finish_round_from(game: FountainsGame, offset: int) -> list[int]:
    """Play the rest of the round after the seat at ``offset`` triggered the end;
    returns the seats that still played."""
    played = []
    for later in range(offset + 1, game.seats):
        assert not game.is_over(), f"the game ended before seat offset {later}"
        assert game.current_seat == seat_at(game, later)
        played.append(game.current_seat)
        play_turn(game)
    return played


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("where", ["first", "middle", "last"])
@pytest.mark.parametrize("round_number", [1, 2])
def test_a_stack_running_out_finishes_the_round(
    players: int, where: str, round_number: int
) -> None:
    game = FountainsGame.new(GameOptions(players=players, seed=40 + players))
    offset = {"first": 0, "middle": players // 2, "last": players - 1}[where]
    for _ in range((round_number - 1) * players + offset):
        play_turn(game)
    trigger = game.current_seat
    assert trigger == seat_at(game, offset)
    space = 4
    stack = game.basin.stack(space)
    game.out_of_game.extend(stack[:-1])  # keep every tile accounted for
    del stack[:-1]
    draft = arrange_draft(game, space)
    game.apply(draft)
    game.apply(game.legal_actions()[0])
    assert game.basin.stack(space) == []
    assert game.end_reason == STACK_RAN_OUT
    later = finish_round_from(game, offset)
    assert later == [seat_at(game, n) for n in range(offset + 1, players)]
    assert game.is_over()
    assert game.turns_taken == [round_number] * players
    outcome = game.outcome()
    assert outcome is not None and outcome.termination == STACK_RAN_OUT
    final = [e for e in game.score_log if e.reason.startswith("Final rewards")]
    assert {e.turn for e in final} == {players * round_number + 1}


@pytest.mark.parametrize("where", ["first", "last"])
def test_the_bonus_supply_running_out_through_a_draft(where: str) -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=9))
    offset = 0 if where == "first" else 2
    for _ in range(offset):
        play_turn(game)
    game.out_of_game.extend(game.basin.pile[:-1])  # keep every token accounted for
    del game.basin.pile[:-1]
    last_in_pile = game.basin.pile[0]
    draft = arrange_draft(game, BONUS_SPACE)
    assert isinstance(draft, Draft) and game.phase is Phase.DRAFT
    game.apply(draft)
    taken = game.basin.tokens_face_up()[0]
    cell = game.token_cells()[0]
    game.apply(game.legal_actions()[0])
    assert game.fountains[seat_at(game, offset)].tokens[cell] == taken
    assert last_in_pile in game.basin.face_up and game.basin.pile == []
    assert game.end_reason == BONUS_RAN_OUT
    finish_round_from(game, offset)
    assert game.is_over() and game.turns_taken == [1, 1, 1]


def test_nothing_ends_before_a_stack_or_the_supply_runs_out() -> None:
    game = FountainsGame.new(GameOptions(players=4, seed=3))
    while not game.is_over():
        if game.end_reason is None:
            assert all(game.basin.stacks) and game.basin.pile
        play_turn(game)
    assert not all(game.basin.stacks) or not game.basin.pile
    assert len(set(game.turns_taken)) == 1
