"""Expert's look-ahead games made cheaper without changing a move: re-deals
planned once a decision deal exactly what Hard's re-deal deals, the notes of
the games played to the end are shared only between equal fountains, and the
seats' answers played without the rules' check change the game as ``apply``
does."""

from __future__ import annotations

import random

import pytest

from game.ai.fountains.estimates import game_left
from game.ai.fountains.expert import ExpertBot
from game.ai.fountains.expert.ending import ContentMemory
from game.ai.fountains.expert.playout import play_known_legal
from game.ai.fountains.expert.redeal import RedealPlan, dealt_into
from game.ai.fountains.hard import redeal
from game.ai.fountains.medium import MediumBot, TurnNotes
from game.rules.fountains import FountainsGame, GameOptions, Phase
from game.rules.fountains.actions import Action, MachineTurn
from game.rules.fountains.persistence import game_to_json
from tests.ai.fountains.expert_golden import CASES
from tests.ai.fountains.helpers import CONFIGS, config_id, positions


def _basin(game: FountainsGame) -> tuple[object, ...]:
    basin = game.basin
    return tuple(map(tuple, basin.stacks)), tuple(basin.pile), tuple(basin.face_up)


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_a_planned_redeal_deals_what_hards_redeal_deals(options: object) -> None:
    for game in positions(options, every=11):  # type: ignore[arg-type]
        plan = RedealPlan.of(game)
        for seed in range(3):
            theirs, ours = game.clone(), game.clone()
            redeal(theirs, random.Random(seed))
            dealt_into(ours, plan.deal(random.Random(seed)))
            assert _basin(ours) == _basin(theirs)


def test_dealt_into_a_later_position_keeps_what_was_taken_off_the_ends() -> None:
    game = next(g for g in positions(CONFIGS[1], every=5) if len(g.basin.pile) > 2)
    dealt = RedealPlan.of(game).deal(random.Random(4))
    later = game.clone()
    for stack in later.basin.stacks:
        if stack:
            stack.pop()
    later.basin.pile.pop()
    dealt_into(later, dealt)
    for stack, full in zip(later.basin.stacks, dealt.stacks, strict=True):
        assert tuple(stack) == full[: len(stack)]
    assert tuple(later.basin.pile) == dealt.pile[:-1]


def test_content_memory_shares_notes_only_between_equal_fountains_and_moments() -> None:
    game = CASES[2].position()  # near the end of a 2-player game
    memory = ContentMemory()
    turn = TurnNotes()
    notes = memory.notes(game, turn)
    assert memory.notes(game, turn) is notes  # the same turn: looked up once
    assert memory.notes(game.clone(), TurnNotes()) is notes  # an equal fountain
    assert memory.hits == 1
    other = game.clone()
    other.basin.stacks[max(range(6), key=lambda s: len(other.basin.stacks[s]))].pop()
    if game_left(other) != game_left(game):
        assert memory.notes(other, TurnNotes()) is not notes  # less game left


def test_the_end_of_the_game_search_reuses_notes_across_its_look_ahead_games() -> None:
    game = CASES[2].position()
    assert game.phase is Phase.DRAFT
    bot = ExpertBot(7, nodes=64)
    bot.decide(game)
    assert bot.playouts.ending.content.hits > 0


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_an_answer_played_without_the_check_is_what_apply_plays(
    options: GameOptions,
) -> None:
    checked, unchecked = FountainsGame.new(options), FountainsGame.new(options)
    bots = [MediumBot(options.seed + seat) for seat in range(5)]
    while not checked.is_over():
        if checked.phase is Phase.MACHINE:
            action: Action = MachineTurn()
        else:
            action = bots[checked.current_seat].choose(checked)
        checked.apply(action)
        play_known_legal(unchecked, action)
        assert game_to_json(unchecked) == game_to_json(checked)
    assert unchecked.is_over() and unchecked.outcome() == checked.outcome()
