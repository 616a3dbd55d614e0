"""The levels differ by stated parameters (``game/ai/fountains/parameters.py``),
and each difference shows in what the bot weighs: these tests fail if Easy
became Medium, or if Hard's stale-plan guard were removed."""

from __future__ import annotations

from dataclasses import asdict, replace
from functools import cache

import pytest

from game.ai.fountains import EasyBot, HardBot, MediumBot
from game.ai.fountains.parameters import EASY, HARD, MEDIUM
from game.rules.fountains import (
    Difficulty,
    Draft,
    FountainsGame,
    GameOptions,
    Phase,
    Place,
)
from tests.ai.fountains.helpers import positions


def test_easy_differs_from_medium_only_in_its_stated_knobs() -> None:
    easy, medium = asdict(EASY), asdict(MEDIUM)
    differ = {name for name in medium if easy[name] != medium[name]}
    assert differ == {
        "placements_tried",
        "placements_in_draft",
        "token_cells_tried",
        "design_cards",
        "overlook_chance",
        "counts_margin",
        "machine_lookahead",
    }
    assert EASY.placements_tried < MEDIUM.placements_tried
    assert EASY.placements_in_draft < MEDIUM.placements_in_draft
    assert EASY.token_cells_tried < MEDIUM.token_cells_tried
    assert 0 < EASY.overlook_chance < 0.5 and MEDIUM.overlook_chance == 0
    assert EasyBot(3).knobs == EASY and MediumBot(3).knobs == MEDIUM
    assert HardBot(3).medium.placements_in_draft == HARD.placements_in_draft


@cache
def draft_positions(options: GameOptions) -> tuple[FountainsGame, ...]:
    return tuple(g for g in positions(options, every=3) if g.phase is Phase.DRAFT)


def test_easy_overlooks_drafts_but_never_all_of_them() -> None:
    overlooked = 0
    for game in draft_positions(GameOptions(players=3, seed=41)):
        drafts = [a for a in game.legal_actions() if isinstance(a, Draft)]
        easy = EasyBot(7).candidates(game)
        medium = MediumBot(7).candidates(game)
        assert 1 <= len(easy) <= len(drafts)
        assert len(medium) == len(drafts)
        overlooked += len(easy) < len(drafts)
    assert overlooked >= 5


@cache
def phase_positions(options: GameOptions, phase: Phase) -> tuple[FountainsGame, ...]:
    return tuple(g for g in positions(options, every=2) if g.phase is phase)


def test_easy_counts_its_own_points_from_a_reward_medium_its_margin() -> None:
    # Easy beside a bot with Easy's knobs but the margin counted: they see the
    # same drafts (the same chances drawn), and differ by the reward's margin
    # less its own points, exactly where those differ
    counting = replace(EASY, counts_margin=True)
    differed = 0
    games = draft_positions(GameOptions(players=3, seed=43)) + draft_positions(
        GameOptions(players=4, seed=48)
    )
    for game in games:
        easy = {c.action: c.terms for c in EasyBot(1).candidates(game)}
        margin = {
            c.action: c.terms for c in MediumBot(1, knobs=counting).candidates(game)
        }
        assert easy.keys() == margin.keys()
        for action, terms in easy.items():
            reward = terms.reward
            assert reward == margin[action].reward
            assert terms.value - margin[action].value == pytest.approx(
                reward.mine - reward.margin
            )
            differed += reward.mine != reward.margin
    assert differed >= 10


def test_easy_tries_fewer_placements_than_medium() -> None:
    more = 0
    for game in phase_positions(GameOptions(players=2, seed=45), Phase.PLACE):
        easy = EasyBot(1).candidates(game)
        medium = MediumBot(1).candidates(game)
        assert len(easy) <= EASY.placements_tried
        assert len(medium) <= MEDIUM.placements_tried
        more += len(medium) > EASY.placements_tried
    assert more >= 5


def test_easy_ignores_the_design_cards_medium_weighs_them() -> None:
    weighed = 0
    options = GameOptions(players=2, advanced=True, seed=46)
    for game in phase_positions(options, Phase.PLACE):
        assert all(c.terms.design == 0 for c in EasyBot(1).candidates(game))
        weighed += any(c.terms.design for c in MediumBot(1).candidates(game))
    assert weighed >= 3


def test_easy_leaves_the_machine_out_medium_looks_at_its_next_turn() -> None:
    looked = 0
    options = GameOptions(players=1, solo=Difficulty.MEDIUM, seed=47)
    for game in phase_positions(options, Phase.DRAFT):
        assert all(c.terms.machine == 0.0 for c in EasyBot(1).candidates(game))
        looked += any(c.terms.machine for c in MediumBot(1).candidates(game))
    assert looked >= 3


def planned_draft(seed: int) -> tuple[FountainsGame, HardBot, Place]:
    """A game just after Hard drafted (by a search), and the placement it planned."""
    for offset in range(20):
        game = FountainsGame.new(GameOptions(players=2, seed=seed + offset))
        bot = HardBot(2, max_nodes=6, candidates=3)
        draft = bot.decide(game)
        game.apply(draft.action)
        if game.phase is Phase.PLACE and isinstance(draft.follow_up, Place):
            return game, bot, draft.follow_up
    raise AssertionError("no draft with a planned placement")


def searched(reason: str) -> bool:
    return "look-ahead games" in reason


def test_hard_places_as_planned_in_the_game_it_planned_for() -> None:
    game, bot, planned = planned_draft(14)
    place = bot.decide(game)
    assert place.action == planned
    assert not searched(place.reason)


def test_hard_does_not_reuse_a_plan_made_for_another_game_object() -> None:
    # the same position in another game object (a copy, a loaded save, a game
    # taken back): the plan is stale there, so Hard thinks again
    game, bot, _planned = planned_draft(14)
    place = bot.decide(game.clone())
    assert searched(place.reason)
