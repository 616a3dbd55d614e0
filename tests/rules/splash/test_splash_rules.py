"""Kids' Splash rules: every rule, variant and rulebook example, no physics."""

from __future__ import annotations

import pytest

from game.rules.errors import IllegalActionError
from game.rules.splash import (
    STANDARD,
    ChooseSplash,
    Drop,
    DropletColour,
    EndTurn,
    FreePick,
    Give,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
    Toss,
)
from game.rules.splash.events import (
    Collected,
    Gave,
    Returned,
    ThrowingStopped,
    TurnPassed,
    Won,
)
from game.rules.splash.save import game_to_json
from tests.rules.splash.helpers import droplets_of, options_rolling, pick_first_legal

RED = droplets_of(DropletColour.RED)
YELLOW = droplets_of(DropletColour.YELLOW)
GREEN = droplets_of(DropletColour.GREEN)
BLUE = droplets_of(DropletColour.BLUE)
PURPLE = droplets_of(DropletColour.PURPLE)


def test_rules_core_never_imports_pygame_or_physics() -> None:
    import ast
    from pathlib import Path

    import game.rules.splash

    folder = Path(game.rules.splash.__file__).parent
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in ("pygame", "pymunk", "pytmx"), path


# ------------------------------------------------------------------ set-up
def test_setup_fifty_droplets_five_colours_all_in_the_pond() -> None:
    game = SplashGame.new(SplashOptions(players=2, seed=1))
    assert len(game.pond) == 50
    counts = {c: 0 for c in DropletColour}
    for d in game.pond:
        counts[STANDARD.colour_of(d)] += 1
    assert set(counts.values()) == {10}
    assert len(counts) == 5
    assert game.scores == (0, 0)
    assert all(len(b.spaces) == 10 for b in game.boards)
    assert game.phase is Phase.ROLL and game.current_seat == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players(players: int) -> None:
    game = SplashGame.new(SplashOptions(players=players))
    assert len(game.boards) == players


@pytest.mark.parametrize("players", [0, 1, 5])
def test_wrong_number_of_players_is_refused(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        SplashGame.new(SplashOptions(players=players))


def test_board_has_two_spaces_of_each_colour() -> None:
    layout = STANDARD.board_layout()
    assert len(layout) == 10
    assert all(layout.count(c) == 2 for c in DropletColour)


def test_die_shows_one_to_three_and_is_seeded() -> None:
    seen = set()
    for seed in range(60):
        a = SplashGame.new(SplashOptions(players=2, seed=seed))
        b = SplashGame.new(SplashOptions(players=2, seed=seed))
        a.apply(Roll())
        b.apply(Roll())
        assert a.roll == b.roll
        seen.add(a.roll)
    assert seen == {1, 2, 3}


# ------------------------------------------------------------------ a turn
def test_every_turn_starts_with_a_roll() -> None:
    game = SplashGame.new(SplashOptions(players=2))
    assert game.legal_actions() == [Roll()]
    with pytest.raises(IllegalActionError, match="not allowed in the roll phase"):
        game.apply(ChooseSplash())
    with pytest.raises(IllegalActionError, match="phase roll"):
        game.apply(FreePick(0))


def test_after_the_roll_choose_free_pick_or_splash() -> None:
    game = SplashGame.new(SplashOptions(players=2))
    game.apply(Roll())
    legal = game.legal_actions()
    assert ChooseSplash() in legal
    assert {a.droplet for a in legal if isinstance(a, FreePick)} == set(range(50))
    with pytest.raises(IllegalActionError, match="not allowed in the choose phase"):
        game.apply(Roll())


def test_free_pick_takes_one_droplet_onto_its_colour_and_ends_the_turn() -> None:
    game = SplashGame.new(SplashOptions(players=2))
    game.apply(Roll())
    events = game.apply(FreePick(GREEN[3]))
    assert GREEN[3] not in game.pond
    board = game.boards[0]
    assert board.droplets() == [GREEN[3]]
    space = board.spaces.index(GREEN[3])
    assert board.layout[space] is DropletColour.GREEN
    assert game.current_seat == 1 and game.phase is Phase.ROLL
    assert any(isinstance(e, TurnPassed) for e in events)
    assert game.score_log[-1].category == "free pick"
    assert game.score_log[-1].seat == 0


def test_free_pick_needs_an_open_space_of_that_colour() -> None:
    game = SplashGame.new(SplashOptions(players=2))
    for red in RED[:2]:
        game.apply(Roll())
        game.apply(FreePick(red))
        game.apply(Roll())
        game.apply(FreePick(pick_first_legal(game, DropletColour.BLUE)))
    game.apply(Roll())
    assert all(
        STANDARD.colour_of(a.droplet) is not DropletColour.RED
        for a in game.legal_actions()
        if isinstance(a, FreePick)
    )
    before = game_to_json(game)
    with pytest.raises(IllegalActionError, match="no open red space"):
        game.apply(FreePick(RED[5]))
    assert game_to_json(game) == before


def test_free_pick_of_a_droplet_not_in_the_pond_is_illegal() -> None:
    game = SplashGame.new(SplashOptions(players=2))
    game.apply(Roll())
    game.apply(FreePick(0))
    game.apply(Roll())
    with pytest.raises(IllegalActionError, match="droplet 0 is not in the pond"):
        game.apply(FreePick(0))


def test_splash_throws_as_many_times_as_rolled() -> None:
    game = SplashGame.new(options_rolling((3,)))
    game.apply(Roll())
    assert game.roll == 3
    game.apply(ChooseSplash())
    assert game.phase is Phase.THROW and game.throws_left == 3
    game.apply(Drop(400.0))
    game.apply(Drop(410.0))
    assert game.phase is Phase.THROW and game.throws_left == 1
    game.apply(Drop(420.0))
    assert game.phase is Phase.ROLL and game.current_seat == 1


def test_matching_droplets_fill_open_spaces_and_leftovers_go_back() -> None:
    game = SplashGame.new(options_rolling((1,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    out = [RED[0], RED[1], RED[2], BLUE[0]]
    events = game.apply(Drop(480.0, out))
    assert sorted(game.boards[0].droplets()) == [RED[0], RED[1], BLUE[0]]
    assert RED[2] in game.pond and not game.out
    collected = next(e for e in events if isinstance(e, Collected))
    assert collected.droplets == (RED[0], RED[1], BLUE[0])
    assert next(e for e in events if isinstance(e, Returned)).droplets == (RED[2],)
    assert [e.category for e in game.score_log] == ["splash"] * 3


def test_droplets_stay_out_until_the_turn_ends() -> None:
    game = SplashGame.new(options_rolling((2,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [RED[0]]))
    assert game.out_droplets() == (RED[0],)
    assert RED[0] not in game.pond
    with pytest.raises(IllegalActionError, match="was not in the pond"):
        game.apply(Drop(480.0, [RED[0]]))
    game.apply(Drop(480.0, [RED[1]]))
    assert sorted(game.boards[0].droplets()) == [RED[0], RED[1]]


def test_rulebook_no_droplets_splashed_the_turn_simply_ends() -> None:
    game = SplashGame.new(options_rolling((1,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0))
    assert game.scores == (0, 0) and len(game.pond) == 50
    assert game.current_seat == 1 and game.phase is Phase.ROLL


def test_rulebook_none_match_so_all_return_to_the_pond() -> None:
    game = SplashGame.new(options_rolling((1, 1, 1, 1, 1)))
    for red in RED[:2]:  # fill seat 0's red spaces by Free Pick
        game.apply(Roll())
        game.apply(FreePick(red))
        game.apply(Roll())
        game.apply(FreePick(pick_first_legal(game, DropletColour.BLUE)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [RED[4], RED[5]]))
    assert game.scores[0] == 2
    assert {RED[4], RED[5]} <= game.pond and not game.out
    assert game.current_seat == 1


def test_rulebook_droplets_off_the_box_can_still_be_taken() -> None:
    # The pond reports droplets that flew off the play area as out too.
    game = SplashGame.new(options_rolling((1,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [PURPLE[9]]))
    assert game.boards[0].droplets() == [PURPLE[9]]


def test_players_take_turns_to_the_left() -> None:
    game = SplashGame.new(SplashOptions(players=3))
    seats = []
    for _ in range(4):
        seats.append(game.current_seat)
        game.apply(Roll())
        game.apply(FreePick(pick_first_legal(game)))
    assert seats == [0, 1, 2, 0]
    assert game.turn == 5


# ------------------------------------------------------------------ variants
def test_advanced_toss_only_for_advanced_players() -> None:
    game = SplashGame.new(options_rolling((2,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    assert game.legal_actions() == [Drop(0.0)]
    before = game_to_json(game)
    with pytest.raises(IllegalActionError, match="tossing is for advanced players"):
        game.apply(Toss(30.0, 0.5, [RED[0]]))
    assert game_to_json(game) == before
    advanced = SplashGame.new(options_rolling((2,), advanced=True))
    advanced.apply(Roll())
    advanced.apply(ChooseSplash())
    assert Toss(0.0, 1.0) in advanced.legal_actions()
    advanced.apply(Toss(30.0, 0.5, [RED[0]]))
    advanced.apply(Drop(400.0))  # dropping is still allowed
    assert advanced.boards[0].droplets() == [RED[0]]


@pytest.mark.parametrize("strength", [0.0, 0.01, 1.01, float("nan")])
def test_toss_strength_must_be_within_the_limits(strength: float) -> None:
    game = SplashGame.new(options_rolling((2,), advanced=True))
    game.apply(Roll())
    game.apply(ChooseSplash())
    with pytest.raises(IllegalActionError, match="strength"):
        game.apply(Toss(10.0, strength))


def test_rulebook_competitive_roll_3_splash_on_first_toss_no_more_tosses() -> None:
    game = SplashGame.new(options_rolling((3,), competitive=True, advanced=True))
    game.apply(Roll())
    assert game.roll == 3
    game.apply(ChooseSplash())
    events = game.apply(Toss(-20.0, 0.9, [BLUE[2]]))
    stopped = next(e for e in events if isinstance(e, ThrowingStopped))
    assert stopped.throws_skipped == 2
    assert game.boards[0].droplets() == [BLUE[2]]
    assert game.phase is Phase.ROLL and game.current_seat == 1
    with pytest.raises(IllegalActionError, match="roll phase"):
        game.apply(Toss(-20.0, 0.9))


def test_competitive_throws_go_on_while_nothing_splashes() -> None:
    game = SplashGame.new(options_rolling((3,), competitive=True))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(300.0))
    game.apply(Drop(310.0))
    assert game.phase is Phase.THROW and game.throws_left == 1
    game.apply(Drop(320.0, [YELLOW[0]]))
    assert game.boards[0].droplets() == [YELLOW[0]]


def test_normal_game_keeps_throwing_after_a_splash() -> None:
    game = SplashGame.new(options_rolling((3,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(300.0, [YELLOW[0]]))
    assert game.phase is Phase.THROW and game.throws_left == 2


def _cooperative_with_leftovers() -> SplashGame:
    game = SplashGame.new(options_rolling((1, 1, 1, 1, 1), cooperative=True))
    for red in RED[:2]:
        game.apply(Roll())
        game.apply(FreePick(red))
        game.apply(Roll())
        game.apply(FreePick(pick_first_legal(game, DropletColour.BLUE)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [RED[4], RED[5], RED[6], GREEN[0]]))
    return game


def test_cooperative_leftovers_can_be_shared_with_players_who_need_them() -> None:
    game = _cooperative_with_leftovers()
    assert game.phase is Phase.SHARE and game.current_seat == 0
    assert sorted(game.out) == [RED[4], RED[5], RED[6]]
    legal = game.legal_actions()
    assert Give(RED[4], 1) in legal and EndTurn() in legal
    events = game.apply(Give(RED[4], 1))
    assert any(isinstance(e, Gave) for e in events)
    assert RED[4] in game.boards[1].droplets()
    assert game.score_log[-1].seat == 1 and game.score_log[-1].category == "gift"
    game.apply(Give(RED[5], 1))
    # Seat 1's red spaces are full now, nobody can use the last one: it goes back.
    assert game.phase is Phase.ROLL and game.current_seat == 1
    assert RED[6] in game.pond


def test_cooperative_done_returns_the_rest() -> None:
    game = _cooperative_with_leftovers()
    game.apply(EndTurn())
    assert {RED[4], RED[5], RED[6]} <= game.pond
    assert game.current_seat == 1


def test_cooperative_gifts_are_checked() -> None:
    game = _cooperative_with_leftovers()
    before = game_to_json(game)
    with pytest.raises(IllegalActionError, match="another player"):
        game.apply(Give(RED[4], 0))
    with pytest.raises(IllegalActionError, match="not a leftover"):
        game.apply(Give(RED[0], 1))
    with pytest.raises(IllegalActionError, match="no seat 7"):
        game.apply(Give(RED[4], 7))
    assert game_to_json(game) == before


def test_without_cooperative_leftovers_go_straight_back() -> None:
    game = SplashGame.new(options_rolling((1, 1, 1, 1, 1)))
    for red in RED[:2]:
        game.apply(Roll())
        game.apply(FreePick(red))
        game.apply(Roll())
        game.apply(FreePick(pick_first_legal(game, DropletColour.BLUE)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [RED[4]]))
    assert game.phase is Phase.ROLL and RED[4] in game.pond


# ------------------------------------------------------------------ the win
def test_first_full_board_wins_at_once() -> None:
    game = SplashGame.new(SplashOptions(players=2, seed=3))
    while not game.is_over():
        game.apply(Roll())
        game.apply(FreePick(pick_first_legal(game)))
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.scores == (10, 9)  # seat 1 never got its tenth turn
    assert outcome.termination == "board full"
    assert len(outcome.score_log) == 19
    assert outcome.breakdown()[0] == {"free pick": 10}
    assert outcome.score_over_time()[0][-1] == (19, 10)
    assert game.legal_actions() == []
    with pytest.raises(IllegalActionError, match="the game is over"):
        game.apply(Roll())


def _nine_each(options: SplashOptions) -> SplashGame:
    """18 turns of Free Picks: seat 0 lacks one purple, seat 1 lacks one red."""
    game = SplashGame.new(options)
    while game.turn < 19:
        game.apply(Roll())
        colours = game.boards[game.current_seat].open_colours()
        colour = colours[0] if game.current_seat == 0 else colours[-1]
        game.apply(FreePick(pick_first_legal(game, colour)))
    assert game.scores == (9, 9)
    assert game.boards[0].open_colours() == [DropletColour.PURPLE]
    assert game.boards[1].open_colours() == [DropletColour.RED]
    return game


def test_win_by_splash_after_the_last_throw() -> None:
    game = _nine_each(options_rolling((None,) * 18 + (3,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [PURPLE[9]]))
    # Droplets are collected after the last throw, so the game goes on.
    assert not game.is_over() and game.throws_left == 2
    game.apply(Drop(480.0))
    events = game.apply(Drop(480.0))
    assert Won(0) in events
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores == (10, 9)
    assert game.droplet_total() == 50


def test_a_gift_can_win_the_game_for_another_player() -> None:
    game = _nine_each(options_rolling((None,) * 18 + (1,), cooperative=True))
    game.apply(Roll())
    game.apply(ChooseSplash())
    game.apply(Drop(480.0, [RED[9]]))
    assert game.phase is Phase.SHARE
    assert game.legal_actions() == [Give(RED[9], 1), EndTurn()]
    events = game.apply(Give(RED[9], 1))
    assert Won(1) in events
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (1,)
    assert outcome.breakdown()[1]["gift"] == 1


# ------------------------------------------------------------------ checks
def test_throw_out_must_list_pond_droplets_once() -> None:
    game = SplashGame.new(options_rolling((2,)))
    game.apply(Roll())
    game.apply(ChooseSplash())
    with pytest.raises(IllegalActionError, match="listed twice"):
        game.apply(Drop(480.0, [3, 3]))
    with pytest.raises(IllegalActionError, match="droplet 99 was not in the pond"):
        game.apply(Drop(480.0, [99]))
    with pytest.raises(IllegalActionError, match="not a number"):
        game.apply(Drop(float("inf")))


def test_illegal_action_message_names_action_reason_phase_and_player() -> None:
    game = SplashGame.new(SplashOptions(players=2))
    with pytest.raises(IllegalActionError) as info:
        game.apply(FreePick(4))
    text = str(info.value)
    assert "pick 4" in text and "not allowed" in text
    assert "phase roll" in text and "player 0" in text
    assert isinstance(info.value, ValueError)


def test_legal_actions_are_all_legal_and_stable() -> None:
    game = SplashGame.new(SplashOptions(players=3, cooperative=True, advanced=True))
    game.apply(Roll())
    first = game.legal_actions()
    assert first == game.legal_actions()
    for action in first:
        assert game.clone().apply(action) is not None
