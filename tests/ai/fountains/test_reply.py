"""HardBot's model of the other seats: MediumBot, remembering its placement work
across the look-ahead games of one decision without changing what it decides."""

from __future__ import annotations

import pickle

import pytest

from game.ai.fountains import MediumBot
from game.ai.fountains.reply import ReplyModel
from game.rules.fountains import GameOptions, Phase
from tests.ai.fountains.helpers import CONFIGS, config_id, positions


@pytest.mark.parametrize("options", CONFIGS[1:], ids=config_id)
def test_the_reply_model_answers_as_medium_on_copies_of_one_position(
    options: GameOptions,
) -> None:
    for game in positions(options, every=9)[1:-1]:
        if game.phase not in (Phase.DRAFT, Phase.PLACE, Phase.TOKEN):
            continue
        reply, medium = ReplyModel(4), MediumBot(4)
        reply.forget()
        for _ in range(3):  # new copies each time: only the shared notes carry over
            copy = game.clone()
            assert reply.choose(copy) == medium.choose(copy)


def test_a_remembered_look_is_not_changed_when_a_copy_grows() -> None:
    game = next(
        g
        for g in positions(GameOptions(players=3, seed=31), every=5)[2:]
        if g.phase is Phase.PLACE
    )
    reply = ReplyModel(2)
    first = game.clone()
    chosen = reply.choose(first)
    first.apply(chosen)  # the fountain the look was made from grows
    again = game.clone()
    assert reply.choose(again) == MediumBot(2).choose(game.clone()) == chosen
    assert first.fountains[game.turn_seat] != again.fountains[game.turn_seat]


def test_the_reply_model_pickles_without_its_notes() -> None:
    game = positions(GameOptions(players=2, seed=5), every=11)[2]
    reply = ReplyModel(1)
    reply.choose(game)
    assert reply.shared_memory.shared
    copied = pickle.loads(pickle.dumps(reply))
    assert copied.shared_memory.shared == {}
    assert copied.memory is copied.shared_memory
