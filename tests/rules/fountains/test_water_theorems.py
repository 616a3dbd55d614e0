"""The theorems about water that the bots' judging shortcuts rest on
(``game/rules/fountains/water_rule.py`` states them; ``game/ai/fountains/terms.py``
names the one each shortcut uses). Each is checked here on the rules alone, over
seeded growth: a rule change that breaks one fails here, not silently in a bot.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from game.rules.fountains.catalogue import TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Placement, TileSpec
from game.rules.fountains.water import Pool
from tests.rules.fountains.random_growth import Growth
from tests.rules.fountains.reference import EXTRA_TOKENS

TILE_SAMPLE = random.Random(23).sample(list(TILES), 12)
LILY = Icon.LILY
WILD = Icon.FISH_WILD


@cache
def fountains() -> list[Fountain]:
    """Fountains grown by seeded steps (tiles on tiles, tokens, jets fed and
    unfed), at several sizes."""
    found = []
    for seed in range(10):
        growth = Growth.seeded(seed, covers=20)
        for _ in range(4):
            growth.grown(8)
            found.append(growth.fountain.clone())
    return found


def laid(fountain: Fountain) -> list[tuple[Fountain, TileSpec, Placement]]:
    """The fountain with a few placements of each sample tile laid on copies."""
    found = []
    for tile in TILE_SAMPLE:
        placements = fountain.legal_placements(tile)
        for placement in placements[:: max(1, len(placements) // 6)]:
            after = fountain.clone()
            after.search().place_unchecked(tile, placement)
            found.append((after, tile, placement))
    return found


def _fed_water(fountain: Fountain) -> set[tuple[int, int]]:
    return {cell for pool in fountain.water().pools if pool.fed for cell in pool.cells}


def _covers(
    fountain: Fountain, tile: TileSpec, placement: Placement
) -> set[tuple[int, int]]:
    rotated = tile.rotation(placement.rotation).all_cells
    return {(placement.x + x, placement.y + y) for x, y in rotated} & _fed_water(
        fountain
    )


def _key(pool: Pool) -> tuple[object, ...]:
    return (pool.cells, pool.level, pool.icons)


def _tile_icons(tile: TileSpec) -> Counter[Icon]:
    return Counter(s.icon for s in tile.cells.values() if s.icon is not None)


def test_covering_no_fed_water_keeps_every_fed_pool_fed() -> None:
    """Theorem "covering no fed water keeps the fed fed": a tile that covers no
    fed pool's water leaves every fed pool fed, on its level, with its icons;
    so with as many pools fed as before, the very same pools are."""
    kept = same_count = 0
    for fountain in fountains():
        fed_before = {_key(p) for p in fountain.water().pools if p.fed}
        for after, tile, placement in laid(fountain):
            if _covers(fountain, tile, placement):
                continue
            fed_after = {_key(p) for p in after.water().pools if p.fed}
            assert fed_before <= fed_after
            kept += 1
            if after.fed_pool_count() == fountain.fed_pool_count():
                assert fed_after == fed_before
                same_count += 1
    assert kept >= 500 and same_count >= 200, (kept, same_count)


def test_laying_a_tile_shows_no_icon_that_was_not_seen_or_laid() -> None:
    """Theorem "covering only hides": the icons seen after a tile is laid are
    among those seen before and the tile's own, so newly fed fish or lily pads
    come from pools unfed before or from the tile."""
    covering = 0
    for fountain in fountains():
        seen = Counter(fountain.visible_icons())
        for after, tile, _ in laid(fountain):
            assert Counter(after.visible_icons()) <= seen + _tile_icons(tile)
            covering += after.placed[-1].level > 1
    assert covering >= 100, covering


def test_points_stay_when_nothing_unfed_or_laid_shows_them() -> None:
    """The two theorems together, as the judge uses them: with no fed water
    covered, the fish points of each colour grow only by the pools fed since
    (so not at all when neither the tile nor any unfed pool shows fish); and the
    lily pad points stay when neither the tile nor an unfed pool shows lily pads
    and at most one group of fed pools is worth lily pad points."""
    grew = lily_kept = 0
    for fountain in fountains():
        before = fountain.fish_points_by_colour()
        fed_before = {_key(p) for p in fountain.water().pools if p.fed}
        unfed_lily = any(LILY in p.icons for p in fountain.water().pools if not p.fed)
        groups = sum(1 for points, _ in fountain.lily_groups() if points)
        for after, tile, placement in laid(fountain):
            if _covers(fountain, tile, placement):
                continue
            new = [
                p for p in after.water().pools if p.fed and _key(p) not in fed_before
            ]
            for colour, points in after.fish_points_by_colour().items():
                gained = sum(
                    p.level * (p.icons.count(colour.icon) + p.icons.count(WILD))
                    for p in new
                )
                assert points == before[colour] + gained
                grew += gained > 0
            if not unfed_lily and LILY not in _tile_icons(tile) and groups <= 1:
                assert after.lily_points() == fountain.lily_points()
                lily_kept += 1
    assert grew >= 5 and lily_kept >= 100, (grew, lily_kept)


def test_a_token_changes_only_the_icons_of_its_own_pool() -> None:
    """Theorem "a token changes one pool": a bonus token shows its icons instead
    of its cell's, in one pool; every pool keeps its cells, every other pool its
    icons, and with as many pools fed as before the very same are."""
    tried = same_count = 0
    rng = random.Random(5)
    for fountain in fountains():
        cells = fountain.token_cells()
        for cell in rng.sample(cells, min(4, len(cells))):
            token = rng.choice(EXTRA_TOKENS)
            if fountain.token_error(token, cell) is not None:
                continue
            after = fountain.clone()
            after.place_token(token, cell)
            before_pools, after_pools = fountain.water().pools, after.water().pools
            assert [p.cells for p in after_pools] == [p.cells for p in before_pools]
            mine = fountain.pool_at(cell)
            for old, new in zip(before_pools, after_pools, strict=True):
                if old != mine:
                    assert new.icons == old.icons
            if after.fed_pool_count() == fountain.fed_pool_count():
                assert [p.fed for p in after_pools] == [p.fed for p in before_pools]
                same_count += 1
            tried += 1
    assert tried >= 40 and same_count >= 20, (tried, same_count)
