"""``Fountain.trial``: what laying a tile would do, worked out without laying it,
must give the numbers the fountain gives after ``place_unchecked`` and leave the
fountain exactly as it was."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from game.rules.fountains.catalogue import BONUS_TOKENS
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.search.trial_lay import TrialLay
from game.rules.fountains.search.water_net import WaterNet
from game.rules.fountains.tiles import Placement, TileSpec
from tests.rules.fountains.random_growth import Growth


def _net_state(net: WaterNet) -> tuple[object, ...]:
    return (
        net.pool_of,
        net.cells,
        net.level,
        net.links,
        net.icons,
        net.fed,
        net.next_id,
    )


def _differences(
    fountain: Fountain, tile: TileSpec, placement: Placement, trial: TrialLay
) -> list[str]:
    laid = fountain.clone()
    report = laid.search().place_unchecked(tile, placement)
    found = []
    pairs = {
        "level": (trial.level, report.level),
        "coins": (trial.coins_scored, report.coins_scored),
        "water": (_net_state(trial.net), _net_state(laid._net)),
        "fed pools": (trial.fed_pool_count(), laid.fed_pool_count()),
        "pond weed": (trial.pond_weed_count(), laid.pond_weed_count()),
        "fish": (trial.fish_points_by_colour(), laid.fish_points_by_colour()),
        "lily": (trial.lily_points(), laid.lily_points()),
        "best fish": (
            trial.best_fish_points(),
            max(laid.fish_points_by_colour().values()),
        ),
        "best fish of the fountain": (
            laid.best_fish_points(),
            max(laid.fish_points(c) for c in FishColour),
        ),
        "fish by colour": (
            [trial.fish_points(c) for c in FishColour],
            [laid.fish_points(c) for c in FishColour],
        ),
    }
    for name, (got, want) in pairs.items():
        if got != want:
            found.append(f"{name}: trial {got!r}, laid {want!r}")
    return found


def test_a_trial_equals_laying_the_tile_and_changes_nothing() -> None:
    tried = covered = unfed = 0
    for seed in range(6):
        growth = Growth.seeded(seed)
        rng = random.Random(seed)
        for _ in range(24):
            fountain = growth.fountain
            for tile in growth.tiles[-3:]:
                legal = fountain.legal_placements(tile)
                for placement in rng.sample(legal, min(6, len(legal))):
                    before = fountain.clone()
                    net = fountain._net
                    trial = fountain.search().trial(tile, placement)
                    problems = _differences(fountain, tile, placement, trial)
                    assert not problems, (seed, growth.history, placement, problems)
                    assert fountain == before and fountain._net is net
                    assert fountain.water() == before.water()
                    tried += 1
                    covered += trial.level > 1
                    unfed += trial.fed_pool_count() < fountain.fed_pool_count()
            growth.step()
    # the trials covered pools and cut off water, not only laid tiles beside
    assert tried > 500 and covered > 100 and unfed > 10, (tried, covered, unfed)


def test_the_check_catches_a_trial_with_wrong_water() -> None:
    growth = Growth.seeded(3).grown(12)
    fountain = growth.fountain
    # the first of the next tiles whose trial brings new water
    tile, placement, trial = next(
        (tile, placement, trial)
        for tile in reversed(growth.tiles)
        for placement in fountain.legal_placements(tile)[:1]
        if len((trial := fountain.search().trial(tile, placement)).net.cells)
        != len(fountain._net.cells)
    )
    wrong = TrialLay(trial.level, trial.coins_scored, fountain._net)  # before laying
    assert _differences(fountain, tile, placement, trial) == []
    assert any(
        p.startswith("water") for p in _differences(fountain, tile, placement, wrong)
    )


def _sampled(
    known_first: Callable[[Fountain], object],
) -> Iterator[tuple[Growth, Fountain, TileSpec, Placement]]:
    """Five placements of each of the next three tiles, after every step of 8
    seeded growths of 20 tiles; ``known_first`` is asked of each fountain
    before its placements."""
    for seed in range(8):
        growth = Growth.seeded(seed)
        rng = random.Random(seed)
        for _ in range(20):
            fountain = growth.fountain
            known_first(fountain)
            for tile in growth.tiles[-3:]:
                legal = fountain.legal_placements(tile)
                for placement in rng.sample(legal, min(5, len(legal))):
                    yield growth, fountain, tile, placement
            growth.step()


def test_fish_of_a_trial_are_the_fountains_changed_by_the_pools_fed_or_lost() -> None:
    """A tile leaves every pool it does not cover as it was: the trial's fish
    points are the fountain's plus those of the pools fed since, less (when it
    covers fed water) those of the pools no longer fed, worked out from the
    fountain's once it knows them. They must equal laying it, both for tiles
    beside the water and for tiles covering fed water."""
    beside = covering = 0
    for growth, fountain, tile, placement in _sampled(Fountain.fish_points_by_colour):
        trial = fountain.search().trial(tile, placement)
        before = trial.net.laid_on()
        beside += trial.net.grown_from() is fountain._net
        covering += before is fountain._net and not before.fed <= trial.net.fed
        laid = fountain.clone()
        laid.search().place_unchecked(tile, placement)
        assert trial.fish_points_by_colour() == _fish_counted(laid), (
            growth.history,
            placement,
        )
    assert beside > 200, beside
    assert covering > 100, covering


def test_lily_pads_of_a_trial_that_feeds_nothing_new_are_the_fountains() -> None:
    """A tile that covers no water and feeds no pool leaves the groups of fed
    pools as they were: the trial's lily pad points are the fountain's (once
    it knows them). They must equal those of the fountain with it laid."""
    from_before = 0
    for growth, fountain, tile, placement in _sampled(Fountain.lily_points):
        trial = fountain.search().trial(tile, placement)
        before = trial.net.grown_from()
        from_before += before is fountain._net and before.fed == trial.net.fed
        laid = fountain.clone()
        laid.search().place_unchecked(tile, placement)
        groups = laid.lily_groups()
        assert trial.lily_points() == (groups[0][0] if groups else 0), (
            growth.history,
            placement,
        )
    assert from_before > 100, from_before


def _fish_counted(fountain: Fountain) -> dict[FishColour, int]:
    """Fish points by colour counted pool by pool from the fountain's pools."""
    wild = sum(
        pool.level * pool.icons.count(Icon.FISH_WILD)
        for pool in fountain.water().pools
        if pool.fed
    )
    return {
        colour: wild
        + sum(
            pool.level * pool.icons.count(colour.icon)
            for pool in fountain.water().pools
            if pool.fed
        )
        for colour in FishColour
    }


def test_a_token_trial_equals_putting_the_token_there_and_changes_nothing() -> None:
    tried = jets = 0
    for seed in range(6):
        growth = Growth.seeded(seed)
        rng = random.Random(seed)
        for _ in range(20):
            fountain = growth.fountain
            cells = fountain.token_cells()
            for token in rng.sample(BONUS_TOKENS, 4):
                for cell in rng.sample(cells, min(4, len(cells))):
                    if fountain.token_error(token, cell) is not None:
                        continue
                    before = fountain.clone()
                    trial = fountain.search().token_trial(token, cell)
                    placed = fountain.clone()
                    report = placed.place_token(token, cell)
                    assert (trial.level, trial.coins_scored) == (
                        report.level,
                        report.coins_scored,
                    )
                    assert _net_state(trial.net) == _net_state(placed._net)
                    assert trial.fed_pool_count() == placed.fed_pool_count()
                    assert trial.pond_weed_count() == placed.pond_weed_count()
                    assert trial.fish_points_by_colour() == _fish_counted(placed)
                    groups = placed.lily_groups()
                    assert trial.lily_points() == (groups[0][0] if groups else 0)
                    assert fountain == before and fountain.water() == before.water()
                    tried += 1
                    jets += Icon.JET in token.icons
            growth.step()
    assert tried > 300 and jets > 20, (tried, jets)
