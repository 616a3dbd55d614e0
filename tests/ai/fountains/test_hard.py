"""HardBot's pieces: re-dealing what a seat cannot see, and the evaluation."""

from __future__ import annotations

import random

from game.ai.fountains import HardBot, evaluate, redeal
from game.ai.fountains.hard import _still_in_running
from game.rules.fountains import FountainsGame, GameOptions, Phase
from game.rules.fountains.catalogue import tile_by_id
from tests.ai.fountains.helpers import positions


def test_redeal_changes_only_what_is_hidden() -> None:
    game = positions(GameOptions(players=3, seed=12), every=20)[2]
    world = game.clone()
    redeal(world, random.Random(1))
    for old, new in zip(game.basin.stacks, world.basin.stacks, strict=True):
        assert len(new) == len(old)
        if old:
            assert new[-1] == old[-1]  # the top tile is face up
        assert {tile_by_id(t).shape for t in new} <= {tile_by_id(t).shape for t in old}
    assert world.basin.face_up == game.basin.face_up
    assert len(world.basin.pile) == len(game.basin.pile)
    in_play = {p.tile.id for f in game.fountains for p in f.placed}
    dealt = {t for stack in world.basin.stacks for t in stack}
    assert not dealt & in_play
    assert world.basin.stacks != game.basin.stacks
    assert world.fountains == game.fountains and world.scores == game.scores


def test_evaluation_is_a_margin_over_the_best_rival() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=3))
    assert evaluate(game, 0) == -evaluate(game, 1)
    over = positions(GameOptions(players=2, seed=3), every=1000)[0]
    while not over.is_over():
        over.apply(over.legal_actions()[0])
    a, b = over.scores
    assert evaluate(over, 0) == a - b


def test_hard_plans_its_placement_with_its_draft() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=14))
    bot = HardBot(2, max_nodes=4, candidates=2)
    draft = bot.decide(game)
    game.apply(draft.action)
    if game.phase is Phase.PLACE:
        assert draft.follow_up is not None
        place = bot.decide(game)
        assert place.action == draft.follow_up


def test_a_candidate_clearly_behind_the_leader_is_dropped() -> None:
    leader = [10.0, 12.0, 9.0, 11.0, 10.0]
    close = [9.5, 12.5, 8.0, 11.0, 10.5]  # as good on some re-deals, worse on others
    behind = [3.0, 4.0, 2.0, 5.0, 3.5]  # worse on every re-deal
    assert _still_in_running([leader, close, behind], [0, 1, 2]) == [0, 1]
    # a lead is measured on the same re-deals, not on the means alone
    noisy = [30.0, -10.0, 25.0, -5.0, 0.0]
    assert _still_in_running([leader, noisy], [0, 1]) == [0, 1]
    # one that ends exactly as the leader on every re-deal adds nothing
    assert _still_in_running([close, leader, list(leader)], [0, 1, 2]) == [0, 1]


def test_hard_stops_when_one_candidate_is_left_and_says_what_it_weighed() -> None:
    game = FountainsGame.new(GameOptions(players=4, seed=7))
    bot = HardBot(3, max_nodes=400)
    decision = bot.decide(game)
    assert 0 < bot.nodes < 400  # the others fell clearly behind before the budget
    assert f"over {bot.nodes} look-ahead games" in decision.reason
    again = HardBot(3, max_nodes=400).decide(game)
    assert again == decision  # a node budget makes the search repeatable


def test_a_candidate_tied_with_the_leader_on_every_re_deal_ends_the_search() -> None:
    game = FountainsGame.new(GameOptions(players=4, seed=9))
    bot = HardBot(3, max_nodes=400)
    decision = bot.decide(game)
    assert bot.nodes < 400
    assert "as the next choice does on every re-deal" in decision.reason
