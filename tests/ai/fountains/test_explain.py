"""Explanations: one sentence from the bot's own numbers, naming real figures and
the seats involved; The Machine's move explained from the rules."""

from __future__ import annotations

import re

from game.ai.fountains import (
    EasyBot,
    MediumBot,
    explain_machine,
    explain_move,
    hint,
)
from game.rules.fountains import (
    ChooseFish,
    Difficulty,
    Draft,
    FountainsGame,
    GameOptions,
    MachineTurn,
    Pawn,
    Phase,
    Place,
)
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.icons import Icon
from tests.rules.fountains.fountains_game_helpers import (
    arrange_draft,
    find_placement,
    put_on_top,
)

NAMES = ["Ann", "Bram", "Cleo"]


def _coin_position(seed: int) -> FountainsGame | None:
    """A game whose seat to act has drafted a coin tile it can feed."""
    game = FountainsGame.new(GameOptions(players=2, seed=seed))
    fountain = game.fountains[game.current_seat]
    for stack in game.basin.stacks:
        for tile_id in stack:
            tile = tile_by_id(tile_id)
            if Icon.COIN in tile.icons and find_placement(
                fountain, tile, lambda r, f: r.coins_scored > 0
            ):
                game.apply(arrange_draft(game, put_on_top(game, tile_id)))
                return game
    return None


def test_a_placement_is_explained_by_its_coins() -> None:
    game = next(g for g in map(_coin_position, range(2, 30)) if g is not None)
    assert game.phase is Phase.PLACE
    decision = MediumBot(0).decide(game, NAMES)
    assert isinstance(decision.action, Place)
    assert decision.terms is not None and decision.terms.coins >= 5
    assert f"+{decision.terms.coins} points for coins" in decision.reason
    assert decision.reason.startswith(f"Lays {decision.action.placement.tile_id} at ")
    assert decision.reason.count(".") == 1  # one sentence


def test_the_sentence_changes_with_the_position_and_quotes_the_terms() -> None:
    reasons = set()
    game = FountainsGame.new(GameOptions(players=2, seed=5))
    bot = MediumBot(1)
    while len(game.actions) < 16:
        decision = bot.decide(game, NAMES)
        terms = decision.terms
        assert terms is not None
        numbers = {
            int(n)
            for n in re.findall(r"(?<![\w.-])[+-]?\d+(?![\d.,])", decision.reason)
        }
        # every figure a term quotes is the figure the bot weighed
        if "points for coins" in decision.reason:
            assert terms.coins in numbers
        if "more pool" in decision.reason:
            assert terms.pools in numbers
        if "pond weed" in decision.reason:
            assert abs(terms.weed) in numbers
        reasons.add(decision.reason)
        game.apply(decision.action)
    assert len(reasons) >= 8


def test_a_fish_choice_names_the_rival_it_beats() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=6))
    game.basin.pawns = {Pawn.BLUE: 1, Pawn.WHITE: 2, Pawn.GREEN: 5}
    game.apply(Draft(Pawn.WHITE, 3))
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.FISH
    me = game.current_seat
    decision = MediumBot(0).decide(game, NAMES)
    assert isinstance(decision.action, ChooseFish)
    colour = decision.action.colour
    mine = game.fountains[me].fish_points(colour)
    theirs = game.fountains[1 - me].fish_points(colour)
    assert f"{colour.value} fish" in decision.reason
    assert f"{mine} points to {NAMES[1 - me]}'s {theirs}" in decision.reason


def test_the_machine_says_what_it_collected_and_scored() -> None:
    game = FountainsGame.new(GameOptions(players=1, solo=Difficulty.MEDIUM, seed=4))
    bot = EasyBot(2)
    explained = 0
    while not game.is_over() and explained < 7:
        if game.phase is Phase.MACHINE:
            decision = explain_machine(game, ["Ann"])
            assert decision.action == MachineTurn()
            assert explain_move(game, bot, ["Ann"]) == decision
            before = len(game.machine_tiles)
            log = len(game.score_log)
            game.apply(decision.action)
            assert decision.reason.startswith(
                "The Machine moves its Gear Wheel to the "
            )
            for tile_id in game.machine_tiles[before:]:
                assert tile_id in decision.reason
            for entry in game.score_log[log:]:
                assert str(entry.points) in decision.reason
            explained += 1
        else:
            game.apply(bot.choose(game))
    assert explained == 7


def test_hint_asks_expert_with_a_node_budget() -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=9))
    decision = hint(game, NAMES, seed=1, max_nodes=4)
    assert decision.level == "expert"
    assert decision.action in game.legal_actions()
    assert "look-ahead games" in decision.reason
    assert decision == hint(game, NAMES, seed=1, max_nodes=4)
