"""Every level returns a legal action in every kind of game and phase, is seeded,
and can be pickled (a worker process thinks for the table)."""

from __future__ import annotations

import pickle

import pytest

from game.ai.fountains import (
    BotLevel,
    EasyBot,
    GreedyBot,
    HardBot,
    MediumBot,
    bot_for,
)
from game.rules.fountains import FountainsGame, GameOptions, Phase
from tests.ai.fountains.helpers import CONFIGS, config_id, positions


def test_bot_for_makes_each_level() -> None:
    assert [level.value for level in BotLevel] == ["easy", "medium", "hard", "expert"]
    assert isinstance(bot_for(BotLevel.EASY, 1), EasyBot)
    assert type(bot_for("medium", 1)) is MediumBot
    hard = bot_for(BotLevel.HARD, 1, budget_ms=250, max_nodes=9)
    assert isinstance(hard, HardBot)
    assert (hard.budget_ms, hard.max_nodes) == (250, 9)
    assert GreedyBot is MediumBot
    with pytest.raises(ValueError):
        bot_for("grandmaster", 1)
    with pytest.raises(ValueError, match="budget_ms"):
        HardBot(1, budget_ms=1500)


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_every_level_returns_a_legal_action(options: GameOptions) -> None:
    seen_phases = set()
    for index, game in enumerate(positions(options, every=9)):
        if game.phase is Phase.MACHINE:
            continue
        seen_phases.add(game.phase)
        legal = game.legal_actions()
        bots = [EasyBot(index), MediumBot(index)]
        if index % 4 == 0:  # Hard is slower: every fourth position
            bots.append(HardBot(index, max_nodes=2, candidates=2))
        for bot in bots:
            decision = bot.decide(game, ["Ann", "Bram", "Cleo", "Dee", "Eli"])
            assert decision.action in legal, (bot.level, game)
            assert decision.reason.endswith(".")
    assert {Phase.DRAFT, Phase.PLACE} <= seen_phases


def test_whole_games_at_every_level_are_legal_and_seeded() -> None:
    options = GameOptions(players=2, advanced=True, seed=4)

    def play() -> FountainsGame:
        game = FountainsGame.new(options)
        bots = [EasyBot(1), HardBot(3, max_nodes=2, candidates=2)]
        while not game.is_over():
            action = bots[game.current_seat].choose(game)
            assert game.is_legal(action)
            game.apply(action)
        return game

    first = play()
    assert first.outcome() is not None
    assert play() == first


def test_hard_search_is_bounded_by_nodes_and_deterministic() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=8))
    a = HardBot(5, max_nodes=6, candidates=3)
    b = HardBot(5, max_nodes=6, candidates=3)
    first, second = a.decide(game), b.decide(game)
    assert first == second
    assert a.nodes == 6
    assert "6 look-ahead games" in first.reason


@pytest.mark.parametrize("level", list(BotLevel))
def test_bots_pickle_and_think_alike_after(level: BotLevel) -> None:
    game = FountainsGame.new(GameOptions(players=2, advanced=True, seed=3))
    bot = bot_for(level, 7, max_nodes=4)
    bot.choose(game)  # leaves notes about this game behind
    copy = pickle.loads(pickle.dumps(bot))
    assert copy.choose(game) == bot.choose(game)
