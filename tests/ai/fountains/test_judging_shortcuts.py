"""MediumBot's judging shortcuts give the very numbers of the plain computation:
a tile that leaves the same pools fed, a bonus token weighed by what it changes
in its pool, the lily pad groups not counted when at most one fed pool shows
lily pads, rewards weighed without writing the awards out, and the terms of a
draft that triggers nothing."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from game.ai.fountains import MediumBot
from game.ai.fountains.easy import EasyBot
from game.ai.fountains.estimates import (
    NO_REWARD,
    RewardFacts,
    fish_margin,
    reward_facts,
    reward_margin,
    trigger_facts,
)
from game.ai.fountains.medium import Candidate, Option
from game.ai.fountains.terms import Terms, TrialJudge, features
from game.rules.fountains import Draft, FountainsGame, Pawn, Phase, Place
from game.rules.fountains.basin import BONUS_SPACE, matching_pawn
from game.rules.fountains.catalogue import BONUS_TOKENS, TILES, tile_by_id
from game.rules.fountains.features import WaterWorth
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.rewards import (
    FISH,
    LILY_PADS,
    POOLS,
    fish_awards,
    lily_awards,
    pool_awards,
)
from game.rules.fountains.search.cell_keys import cell_key
from game.rules.fountains.tiles import Placement
from tests.ai.fountains.helpers import CONFIGS, medium_positions, positions

LILY = Icon.LILY
TILE_SAMPLE = random.Random(17).sample(list(TILES), 10)


@cache
def games_seen() -> list[FountainsGame]:
    """Solo, basic and advanced games of 1 to 5 players, and fountains grown by
    MediumBot (fed pools with fish and lily pads, tiles on tiles)."""
    found: list[FountainsGame] = []
    for options in CONFIGS:
        found += positions(options, every=17)
    return found + medium_positions(4, every=4) + medium_positions(12, every=4)


def judges() -> list[tuple[TrialJudge, Fountain]]:
    """A judge without design cards for every fountain seen."""
    return [
        (TrialJudge(fountain, features(fountain), 1.7, ()), fountain)
        for game in games_seen()
        for fountain in game.fountains
    ]


def exact(terms: Terms) -> tuple[str, ...]:
    """The terms field by field as text (``-0.0`` is not ``0.0`` here)."""
    return tuple(map(repr, terms))


def test_a_tile_leaving_as_many_pools_fed_changes_no_points() -> None:
    same_fed = covering_same_fed = 0
    for judge, fountain in judges():
        for tile in TILE_SAMPLE:
            placements = fountain.legal_placements(tile)
            for placement in placements[:: max(1, len(placements) // 8)]:
                trial = fountain.search().trial(tile, placement)
                coins, level = trial.coins_scored, trial.level
                plain = judge.terms(trial, coins, level)
                got = judge.tile_terms(trial, tile, placement, coins, level)
                assert exact(got) == exact(plain)
                if trial.fed_pool_count() == fountain.fed_pool_count():
                    covers = level > 1 and judge.covers_fed(tile, placement)
                    same_fed += not covers
                    covering_same_fed += covers
    assert same_fed >= 5000, same_fed
    # (covering fed water may leave as many fed, and then it is read in full)
    assert covering_same_fed >= 100, covering_same_fed


def test_the_lily_pads_stay_only_as_the_groups_say() -> None:
    """A judge takes the lily pad points as unchanged by a tile showing none
    when no unfed pool shows any and at most one group of fed pools does;
    with at most one fed pool showing lily pads it counts no groups."""
    one_pool = groups = 0
    for judge, fountain in judges():
        pools = fountain.water().pools
        unfed = any(LILY in pool.icons for pool in pools if not pool.fed)
        worth = sum(1 for points, _ in fountain.lily_groups() if points)
        assert judge._lily_stays == (not unfed and worth <= 1)
        fed_lily = sum(1 for pool in pools if pool.fed and LILY in pool.icons)
        one_pool += not unfed and fed_lily == 1
        groups += not unfed and fed_lily > 1
    assert one_pool >= 20, one_pool
    assert groups >= 5, groups


def test_a_token_weighed_by_its_pool_has_the_terms_read_in_full() -> None:
    fish_by_change = lily_kept = tried = 0
    rng = random.Random(3)
    for judge, fountain in judges():
        cells = fountain.token_cells()
        for token in rng.sample(BONUS_TOKENS, 6):
            for cell in cells[:: max(1, len(cells) // 4)]:
                if fountain.token_error(token, cell) is not None:
                    continue
                trial = fountain.search().token_trial(token, cell)
                coins = trial.coins_scored
                plain = judge.terms(trial, coins, 0)
                assert exact(judge.token_terms(trial, cell, coins)) == exact(plain)
                tried += 1
                pool = fountain.pool_at(cell)
                assert pool is not None
                if pool.fed and trial.fed_pool_count() == fountain.fed_pool_count():
                    # (its pool's icons after: the trial's pool on that cell)
                    net = trial.net
                    after = net.icons.get(net.pool_of[cell_key(*cell)], ())
                    fish_by_change += plain.fish != 0
                    lily_kept += pool.icons.count(LILY) == after.count(LILY)
    assert tried >= 2500, tried
    assert fish_by_change >= 500, fish_by_change
    assert lily_kept >= 1000, lily_kept


def plain_reward(
    game: FountainsGame, fountains: Sequence[WaterWorth], pawn: Pawn
) -> RewardFacts:
    """The reward ``pawn`` triggers, weighed from the awards written out (no
    Machine: one award a seat)."""
    me, when = game.turn_seat, "estimate"
    if pawn is Pawn.BLUE:
        return reward_facts(POOLS, me, pool_awards(fountains, when))
    if pawn is Pawn.GREEN:
        return reward_facts(LILY_PADS, me, lily_awards(fountains, when))
    return max(
        (
            reward_facts(FISH, me, fish_awards(fountains, colour, when), colour)
            for colour in FishColour
        ),
        key=lambda facts: facts.margin,
    )


def test_rewards_weighed_without_awards_are_those_of_the_awards() -> None:
    compared = rivals = ties = 0
    for game in games_seen():
        if game.machine_values is not None:
            continue
        me = game.turn_seat
        fountain = game.fountains[me]
        seen: list[list[WaterWorth]] = [list(game.fountains)]
        for tile in TILE_SAMPLE[:4]:
            for placement in fountain.legal_placements(tile)[:2]:
                tried: list[WaterWorth] = list(game.fountains)
                tried[me] = fountain.search().trial(tile, placement)
                seen.append(tried)
        for fountains in seen:
            for pawn in Pawn:
                got = reward_margin(game, fountains, [], pawn, None)
                assert got == plain_reward(game, fountains, pawn)
                compared += 1
                rivals += got.rival not in (None, min(set(range(game.seats)) - {me}))
            for colour in FishColour:
                plain = reward_facts(
                    FISH, me, fish_awards(fountains, colour, "estimate"), colour
                )
                assert fish_margin(game, fountains, [], colour) == plain
            by_colour = [
                [f.fish_points(colour) for f in fountains] for colour in FishColour
            ]
            ties += len({points[me] - max(points) for points in by_colour}) < 3
    assert compared >= 800, compared
    assert rivals >= 90, rivals  # not always the first other seat
    assert ties >= 200, ties  # colours tied on the margin: the first is kept


def plain_draft_candidate(
    bot: MediumBot, game: FountainsGame, action: Draft
) -> Candidate:
    """A draft's candidate with the reward's margin always added to the terms."""
    if action.space == BONUS_SPACE:
        options = bot.token_options(game, game.basin.tokens_face_up())
    else:
        top = game.basin.top_tile(action.space)
        assert top is not None
        options = bot.tile_options(game, tile_by_id(top), bot.placements_in_draft)
    fountains: list[WaterWorth] = list(game.fountains)
    terms, follow_up = Terms(), None
    if options:
        terms, follow_up, fountains[game.turn_seat] = options[0]
    facts = trigger_facts(game, fountains, action.pawn, action.space)
    terms = terms.plus(bot._margin_of(facts.margin, facts.mine), reward=facts)
    return Candidate(action, terms, follow_up)


def test_a_draft_triggering_nothing_keeps_its_options_terms() -> None:
    kept = triggered = 0
    for game in games_seen():
        if game.phase is not Phase.DRAFT or game.machine_values is not None:
            continue
        for bot in (MediumBot(2), EasyBot(2)):
            bot._turn_notes(game)
            for action in game.legal_drafts():
                got = bot._draft_candidate(game, action)
                plain = plain_draft_candidate(bot, game, action)
                assert got[0] == plain[0] and got[2] == plain[2]
                assert exact(got.terms) == exact(plain.terms)
                if matching_pawn(action.space) is action.pawn:
                    triggered += 1
                else:
                    kept += 1
    assert kept >= 250, kept
    assert triggered >= 30, triggered


def test_a_draft_worth_minus_nothing_is_worth_nothing_as_the_sum_says() -> None:
    """Adding no reward leaves a value as it is, but for ``-0.0`` (``-0.0 +
    0.0`` is ``0.0``), and a draft triggering nothing has no reward: such
    drafts' terms are summed, as ever."""
    game = next(
        g
        for g in games_seen()
        if g.phase is Phase.DRAFT
        and g.machine_values is None
        and any(matching_pawn(a.space) is not a.pawn for a in g.legal_drafts())
    )
    action = next(
        a for a in game.legal_drafts() if matching_pawn(a.space) is not a.pawn
    )
    fountain = game.fountains[game.turn_seat]
    some_reward = RewardFacts(POOLS, 7.0, 7, 1, 0)
    for terms in (Terms(value=-0.0), Terms(value=2.5, reward=some_reward)):
        bot = MediumBot(1)
        bot._turn_notes(game)
        option = Option(terms, Place(Placement("x", 0, 0, 0)), fountain)
        if action.space == BONUS_SPACE:
            face_up = tuple(sorted(game.basin.tokens_face_up()))
            bot._fountain_notes(game).token_options[face_up] = [option]
        else:
            top = game.basin.top_tile(action.space)
            assert top is not None
            bot._fountain_notes(game).tile_options[top, bot.placements_in_draft] = [
                option
            ]
        got = bot._draft_candidate(game, action).terms
        assert exact(got) == exact(terms.plus(0.0, reward=NO_REWARD))
        assert repr(got.value) == repr(terms.value + 0.0)
