"""The computer seat for Kids' Splash, with the real pond."""

from __future__ import annotations

import pytest

from game.ai.splash import SplashBot, ThrowPlan, play_headless
from game.levels import available_levels, level_by_key
from game.physics.pond import Pond
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


@pytest.mark.parametrize("advanced", [False, True])
def test_bots_play_a_whole_game_with_the_pond(advanced: bool) -> None:
    level = available_levels()[0]
    options = SplashOptions(players=3, cooperative=True, advanced=advanced, seed=2)
    game, pond = play_headless(options, level, time_cap=3.0)
    assert game.is_over()
    outcome = game.outcome()
    assert outcome is not None and outcome.scores[outcome.winners[0]] == 10
    assert set(pond.in_play()) == set(game.pond)
    throws = [a for a in game.actions if isinstance(a, Drop | Toss)]
    assert throws
    assert any(a.out for a in throws), "somebody splashed something"
    if advanced:
        assert any(isinstance(a, Toss) for a in throws)
    again, _ = play_headless(options, level, time_cap=3.0)
    assert again.actions == game.actions  # seeded: the same game again


def test_bot_actions_are_legal_in_every_phase() -> None:
    game = SplashGame.new(SplashOptions(players=2, cooperative=True, seed=4))
    bot = SplashBot(1)
    assert bot.choose(game) == Roll()
    game.apply(Roll())
    choice = bot.choose(game)
    assert game.is_legal(choice)
    game.apply(ChooseSplash())
    with pytest.raises(ValueError, match="plan_throw"):
        bot.choose(game)


def test_free_pick_takes_the_scarcest_colour() -> None:
    game = SplashGame.new(SplashOptions(players=2, seed=0))
    game.pond -= {
        d
        for d in range(50)
        if STANDARD.colour_of(d) is DropletColour.BLUE and d % 10 > 1
    }
    game.apply(Roll())
    pick = SplashBot(0)._best_pick(
        game, [a for a in game.legal_actions() if isinstance(a, FreePick)]
    )
    assert STANDARD.colour_of(pick.droplet) is DropletColour.BLUE


def test_leftovers_go_to_the_player_with_fewest_droplets() -> None:
    game = SplashGame.new(SplashOptions(players=3, cooperative=True, seed=0))
    game.boards[1].place(11)
    game.phase = Phase.SHARE
    game.out = {0}
    choice = SplashBot(0).choose(game)
    assert choice == Give(0, 2)
    game.out = set()
    assert SplashBot(0)._share(game, [EndTurn()]) == EndTurn()


def test_planned_throws_are_within_the_limits() -> None:
    level = level_by_key("rocky_pool")
    pond = Pond(level, 3)
    game = SplashGame.new(SplashOptions(players=2, advanced=True, seed=3))
    bot = SplashBot(5)
    for _ in range(10):
        plan = bot.plan_throw(game, pond)
        assert isinstance(plan, ThrowPlan)
        if plan.kind == "drop":
            x0, x1 = pond.drop_span
            assert x0 <= plan.x <= x1
        else:
            assert 0.05 <= plan.strength <= 1.0
        assert game.clone().action_error(plan.to_action(())) in (
            None,
            "not allowed in the roll phase",
        )
