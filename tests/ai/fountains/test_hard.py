"""HardBot's pieces: re-dealing what a seat cannot see, and the evaluation."""

from __future__ import annotations

import random

from game.ai.fountains import HardBot, evaluate, redeal
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
