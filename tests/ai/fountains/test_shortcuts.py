"""MediumBot's shortcuts give the very numbers of the plain computation: the
fish and lily pad points it does not read from a tried copy, the quick look
that ranks only the best few placements, the token cells it does not ask about
one by one, the token phase's actions it does not list, and the shifted boards
behind them."""

from __future__ import annotations

import math
import random
from functools import cache

import pytest

from game.ai.fountains import MediumBot, RandomBot
from game.ai.fountains.estimates import game_left
from game.ai.fountains.medium import TOKEN_CELLS_TRIED, Candidate, Option
from game.ai.fountains.quick_look import QuickLook
from game.ai.fountains.shape_facts import shape_facts
from game.ai.fountains.terms import Terms, TrialJudge, features
from game.rules.fountains import FountainsGame, Phase, PlaceToken
from game.rules.fountains.catalogue import BONUS_TOKENS, TILES, token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.search.look_boards import shifted, tile_reach
from game.rules.fountains.tiles import Cell, Placement, TileSpec
from tests.ai.fountains.helpers import CONFIGS, medium_positions, positions

TILE_SAMPLE: list[TileSpec] = random.Random(11).sample(list(TILES), 8)


@cache
def games_seen() -> list[FountainsGame]:
    """Basic, advanced (design cards) and solo games, and fountains grown by
    MediumBot (fed pools with fish and lily pads, tiles on tiles)."""
    return (
        positions(CONFIGS[0], every=13)
        + positions(CONFIGS[2], every=13)
        + medium_positions(4, every=5)
        + medium_positions(9, every=5)
    )


def judges() -> list[tuple[TrialJudge, Fountain]]:
    found = []
    for game in games_seen():
        for fountain in game.fountains:
            cards = game.design_cards
            judge = TrialJudge(fountain, features(fountain, cards), 1.7, cards)
            found.append((judge, fountain))
    return found


def trials(fountain: Fountain, count: int = 6) -> list[tuple[TileSpec, Placement]]:
    """A few legal placements of the sample tiles, spread over the fountain."""
    found = []
    for tile in TILE_SAMPLE:
        placements = fountain.legal_placements(tile)
        found += [(tile, p) for p in placements[:: max(1, len(placements) // count)]]
    return found


def test_tile_terms_are_the_terms_read_in_full() -> None:
    skipped_fish = skipped_lily = covering = covering_none_seen = 0
    for judge, fountain in judges():
        for tile, placement in trials(fountain):
            trial = fountain.clone()
            report = trial.search().place_unchecked(tile, placement)
            coins, level = report.coins_scored, report.level
            plain = judge.terms(trial, coins, level)
            assert judge.tile_terms(trial, tile, placement, coins, level) == plain
            shape = shape_facts(tile, placement.rotation)
            covers = judge.covers_fed(tile, placement)
            covering += covers
            skipped_fish += judge._fish_stays and not shape.fish and not covers
            skipped_lily += judge._lily_stays and not shape.lily and not covers
            # covering fed water where no fish (or lily pad) is seen at all
            covering_none_seen += covers and (
                (judge._fish_stays and not shape.fish and not judge.before.fish)
                or (judge._lily_stays and not shape.lily and not judge.before.lily)
            )
    assert skipped_fish >= 300
    assert skipped_lily >= 300
    assert covering >= 300
    assert covering_none_seen >= 100, covering_none_seen


def test_the_positions_tell_a_wrong_shortcut_from_a_right_one() -> None:
    """Taking the fish and lily pad points as unchanged whenever the tile shows
    none (forgetting what covering fed water and unfed pools do) is caught."""
    caught = 0
    for judge, fountain in judges():
        for tile, placement in trials(fountain, 3):
            trial = fountain.clone()
            report = trial.search().place_unchecked(tile, placement)
            plain = judge.terms(trial, report.coins_scored, report.level)
            shape = shape_facts(tile, placement.rotation)
            caught += (not shape.fish and plain.fish != 0) or (
                not shape.lily and plain.lily != 0
            )
    assert caught >= 20


def test_covers_fed_is_whether_a_tile_cell_is_fed_water() -> None:
    for judge, fountain in judges()[::3]:
        fed = {
            cell for pool in fountain.water().pools if pool.fed for cell in pool.cells
        }
        for tile, placement in trials(fountain):
            cells = shape_facts(tile, placement.rotation).cells
            on = {(placement.x + x, placement.y + y) for x, y in cells}
            assert judge.covers_fed(tile, placement) == bool(on & fed)


def test_ranks_kept_to_the_best_few_give_those_of_the_full_ranking() -> None:
    pruned = 0
    for game in games_seen():
        for fountain in game.fountains:
            look = QuickLook(fountain, game_left(game))
            for tile in TILE_SAMPLE:
                spots = fountain.search().legal_spots(tile)
                if spots is None:
                    continue
                full = look.ranks(tile, spots)
                every = list(full.ranked())
                for keep in (2, 3, 8):
                    kept = look.ranks(tile, spots, keep)
                    assert kept.best(keep) == [p for _, p in every[:keep]]
                    assert kept.best(1) == [p for _, p in every[:1]]
                    held = list(kept.ranked())
                    assert held[:keep] == every[:keep]
                    # what is left out ranks below the best ``keep``, by value
                    least = kept.least_kept()
                    assert all(v < least for v, p in set(every) - set(held))
                    pruned += len(held) < len(every)
                    with pytest.raises(ValueError, match="best"):
                        kept.best(keep + 1)
    assert pruned >= 50


def test_least_kept_is_the_value_of_the_last_kept_placement() -> None:
    checked = 0
    for game in games_seen()[::9]:
        fountain = game.fountains[0]
        look = QuickLook(fountain, 2.0)
        for tile in TILE_SAMPLE[:3]:
            spots = fountain.search().legal_spots(tile)
            if spots is None or spots.count() < 5:
                continue
            every = list(look.ranks(tile, spots).ranked())
            assert look.ranks(tile, spots, 5).least_kept() == every[4][0]
            assert look.ranks(tile, spots).least_kept() == -math.inf
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize("seed", range(6))
def test_a_board_shifted_at_once_is_the_board_shifted_by_every_offset(
    seed: int,
) -> None:
    rng = random.Random(seed)
    board = rng.getrandbits(600) << 40
    for _ in range(40):
        offsets = tuple(rng.randrange(-90, 90) for _ in range(rng.randrange(1, 25)))
        plain = 0
        for offset in offsets:
            plain |= board >> offset if offset >= 0 else board << -offset
        lift = max(0, -min(offsets)) + rng.randrange(3)
        assert shifted(board, lift, tuple(o + lift for o in offsets)) == plain
    assert shifted(board, 0, ()) == 0


def test_covers_are_the_corners_where_a_tile_covers_a_valued_cell() -> None:
    checked = 0
    for game in games_seen()[::4]:
        for fountain in game.fountains:
            boards = QuickLook(fountain, 2.0).ranker.own_boards()
            for tile in TILE_SAMPLE:
                for rotation in tile.distinct_rotations:
                    reach = tile_reach(tile, rotation, boards.width)
                    plain = 0
                    for _worth, corners in boards.covering(reach):
                        plain |= corners
                    assert boards.covers(reach) == plain
                    checked += plain != 0
    assert checked >= 100


def test_a_tiles_reach_lifts_its_outside_cells_to_shifts_down() -> None:
    for tile in TILES[::5]:
        for rotation in tile.distinct_rotations:
            reach = tile_reach(tile, rotation, 40)
            assert reach.lift >= 0
            assert all(shift >= 0 for shift in reach.outside_shifts)
            lifted = tuple(o + reach.lift for o in reach.outside)
            assert reach.outside_shifts == lifted
            assert sum(1 << c for c in reach.cell_shifts) == reach.cells
            cells = [c + i for c, n in reach.cell_runs for i in range(n)]
            assert cells == sorted(reach.cell_shifts)


def plain_token_options(
    bot: MediumBot, game: FountainsGame, token_ids: list[str]
) -> list[tuple[PlaceToken, Terms]]:
    """Token options the plain way: every token on every cell it may go on,
    judged by the quick look, the best tried on a copy of the fountain."""
    fountain = game.fountains[game.turn_seat]
    look = QuickLook(fountain, game_left(game))
    quick: list[tuple[float, str, int, int, Cell]] = []
    for token_id in token_ids:
        token = token_by_id(token_id)
        cells = fountain.token_cells()
        fits = [c for c in cells if fountain.token_error(token, c) is None]
        for cell, value in zip(fits, look.token_values(token, fits), strict=True):
            quick.append((-value, token_id, cell[1], cell[0], cell))
    quick.sort()
    found = []
    for _, token_id, _y, _x, cell in quick[: bot.token_cells_tried]:
        trial = fountain.clone()
        report = trial.place_token(token_by_id(token_id), cell)
        found.append((cell, token_id, report.coins_scored, trial))
    judge = bot._judge(game)
    tried = [
        (token_id, cell, judge.terms(trial, coins, 0))
        for cell, token_id, coins, trial in found
    ]
    tried.sort(key=lambda t: -t[2].value)
    return [(PlaceToken(token_id, cell), terms) for token_id, cell, terms in tried]


def test_token_options_are_the_plain_ones_and_the_token_phase_reuses_the_draft() -> (
    None
):
    compared = reused = 0
    for game in games_seen():
        if game.phase is not Phase.DRAFT or game.is_machine(game.turn_seat):
            continue
        bot = MediumBot(3)
        bot._turn_notes(game)
        used = set(game.fountains[game.turn_seat].tokens.values())
        everyone = [t.id for t in BONUS_TOKENS[::3]] + sorted(used)[:1]
        for token_ids in (game.basin.tokens_face_up(), everyone):
            options = bot.token_options(game, token_ids)
            got = [(o.action, o.terms) for o in options]
            assert got == plain_token_options(bot, game, list(token_ids))
            compared += 1
        face_up = bot.token_options(game, game.basin.tokens_face_up())
        if face_up:
            best = face_up[0].action
            assert isinstance(best, PlaceToken)
            one = bot.token_options(game, [best.token_id])
            assert all(isinstance(o, Option) for o in one)
            reused += any(o is face_up[0] for o in one)
    assert compared >= 20
    assert reused >= 5


def plain_token_candidates(bot: MediumBot, game: FountainsGame) -> list[Candidate]:
    """MediumBot's token-phase candidates from the listed legal actions: the
    face-up tokens among them, or the first action when none is tried."""
    actions = game.legal_actions()
    bot._turn_notes(game)
    if not isinstance(actions[0], PlaceToken):
        return [Candidate(actions[0], Terms())]
    tokens = sorted({a.token_id for a in actions if isinstance(a, PlaceToken)})
    found = [Candidate(o.action, o.terms) for o in bot.token_options(game, tokens)]
    return found or [Candidate(actions[0], Terms())]


@cache
def token_phases() -> list[FountainsGame]:
    """Copies of RandomBot games (solo, basic and advanced) at each token phase."""
    found = []
    for options in CONFIGS:
        game = FountainsGame.new(options)
        bot = RandomBot(options.seed)
        while not game.is_over():
            if game.phase is Phase.TOKEN and not game.is_machine(game.turn_seat):
                found.append(game.clone())
            game.apply(bot.choose(game))
    return found


@pytest.mark.parametrize("tries", [TOKEN_CELLS_TRIED, 0])
def test_token_phase_candidates_are_those_of_the_listed_actions(tries: int) -> None:
    compared = 0
    for game in token_phases():
        bot = MediumBot(5, token_cells_tried=tries)
        got = [(c.action, c.terms) for c in bot.candidates(game)]
        plain = plain_token_candidates(MediumBot(5, token_cells_tried=tries), game)
        assert got == [(c.action, c.terms) for c in plain]
        compared += 1
    assert compared >= 5


def test_a_token_weighed_without_a_copy_has_the_terms_of_a_copy() -> None:
    """``MediumBot`` weighs a bonus token by ``Fountain.token_trial`` unless
    design cards read the tokens: the terms equal those of a copy with the
    token put on it."""
    tried = 0
    rng = random.Random(5)
    for judge, fountain in judges():
        cells = fountain.token_cells()
        for token in rng.sample(BONUS_TOKENS, 3):
            for cell in cells[:: max(1, len(cells) // 3)]:
                if fountain.token_error(token, cell) is not None:
                    continue
                copy = fountain.clone()
                report = copy.place_token(token, cell)
                trial = fountain.search().token_trial(token, cell)
                assert trial.coins_scored == report.coins_scored
                if judge.cards:
                    continue  # the cards read the tokens: the bot copies then
                assert judge.terms(trial, trial.coins_scored, 0) == judge.terms(
                    copy, report.coins_scored, 0
                )
                tried += 1
    assert tried > 100, tried
