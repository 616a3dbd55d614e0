"""The quick look: ranking every legal placement at once on bitboards gives the
very values and order of judging them one by one with ``QuickLook.placement``."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

import pytest

from game.ai.fountains.estimates import game_left
from game.ai.fountains.quick_look import QuickLook
from game.rules.fountains.catalogue import BONUS_TOKENS, TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.search.look_boards import LookBoards, PlacedTile
from game.rules.fountains.search.ranking import PlacementRanker
from game.rules.fountains.tiles import Placement, TileSpec
from tests.ai.fountains.helpers import CONFIGS, medium_positions, positions

TILE_SAMPLE: list[TileSpec] = random.Random(7).sample(list(TILES), 10) + [
    next(t for t in TILES if Icon.JET in t.icons)
]
"""Tiles tried in every fountain (one with a jet: always fed)."""


@cache
def fountains_seen() -> list[tuple[Fountain, float]]:
    games = (
        positions(CONFIGS[1], every=11)
        + positions(CONFIGS[4], every=17)
        + medium_positions(3)
        + medium_positions(8)
    )
    return [(f, game_left(game)) for game in games for f in game.fountains]


def plain_ranking(
    look: QuickLook, tile: TileSpec, placements: list[Placement]
) -> list[tuple[float, Placement]]:
    """Every placement judged on its own, best first (stable: ties keep the
    legal placements' order), as MediumBot ranked them before bitboards."""
    ranked = sorted(placements, key=lambda p: -look.placement(tile, p))
    return [(look.placement(tile, p), p) for p in ranked]


def test_ranks_give_the_values_and_order_of_the_placement_by_placement_look() -> None:
    seen: Counter[str] = Counter()
    for fountain, future in fountains_seen():
        look = QuickLook(fountain, future)
        no_unfed = copy.copy(look)
        no_unfed.unfed_pool = {}
        for tile in TILE_SAMPLE:
            placements = fountain.legal_placements(tile)
            if not placements:
                continue
            expected = plain_ranking(look, tile, placements)
            spots = fountain.search().legal_spots(tile)
            assert spots is not None
            ranks = look.ranks(tile, spots)
            # first the few asked for, then all of them
            assert ranks.best(3) == [p for _, p in expected[:3]]
            assert ranks.best(8) == [p for _, p in expected[:8]]
            assert list(ranks.ranked()) == expected
            # the same from the list of placements, on the look's own boards
            assert list(look.ranks_of(tile, placements).ranked()) == expected
            seen["placements"] += len(placements)
            seen["values"] += len({value for value, _ in expected})
            for value, placement in expected:
                if value != no_unfed.placement(tile, placement):
                    seen["reaching an unfed pool"] += 1
                if _covers_worth(look, tile, placement):
                    seen["covering a valued cell"] += 1
    # every kind of placement turned up, often
    assert seen["reaching an unfed pool"] >= 20, seen
    assert seen["covering a valued cell"] >= 200, seen
    assert seen["values"] >= 2000, seen


@pytest.mark.parametrize("seed", range(3))
def test_ranks_add_up_as_the_placement_look_to_the_last_bit(seed: int) -> None:
    """Any share of the game left (not only the few the games show): the
    bitboards' values are the placement look's sums, term for term, so not
    one bit apart (a sum taken in another order is)."""
    rng = random.Random(seed)
    for fountain, _future in fountains_seen()[seed::5]:
        look = QuickLook(fountain, rng.uniform(1.0, 2.5))
        for tile in TILE_SAMPLE[::3]:
            placements = fountain.legal_placements(tile)
            expected = plain_ranking(look, tile, placements)
            assert list(look.ranks_of(tile, placements).ranked()) == expected
            for token in BONUS_TOKENS[::4]:
                cells = fountain.token_cells()
                plain = [look.token(token.id, cell) for cell in cells]
                assert look.token_values(token, cells) == plain


def test_an_unfed_pool_is_worth_its_icons_on_its_level() -> None:
    """The worth a fed tile beside an unfed pool adds (the only pool worth the
    look reads): the pool's icons on its level, as ``icon_worth`` gives them."""
    unfed = 0
    for fountain, future in fountains_seen():
        look = QuickLook(fountain, future)
        for index, pool in enumerate(fountain.water().pools):
            if pool.fed:
                continue
            plain = sum([look.icon_worth(i, pool.level) for i in pool.icons])
            assert look.pool_worth[index] == plain
            assert look.pool_level[index] == pool.level
            unfed += bool(pool.icons)
    assert unfed >= 20


def _covers_worth(look: QuickLook, tile: TileSpec, placement: Placement) -> bool:
    cells = tile.rotation(placement.rotation).all_cells
    x, y = placement.x, placement.y
    first = cells[0]
    if look.fountain.height(x + first[0], y + first[1]) == 0:
        return False
    return any(look.cell_worth.get((x + cx, y + cy)) for cx, cy in cells)


class MovedWater(QuickLook):
    """A quick look whose water lies ``shift`` levels up (down when negative),
    on its boards as in its cells."""

    def __init__(self, fountain: Fountain, future: float, shift: int) -> None:
        super().__init__(fountain, future)
        self.shift = shift
        self.fed_level = {c: level + shift for c, level in self.fed_level.items()}
        self.pool_level = [level + shift for level in self.pool_level]
        self.ranker = MovedRanker(self, fountain.placed, shift)


class MovedRanker(PlacementRanker):
    """The ranking of a :class:`MovedWater` look: its water moved on its boards."""

    def __init__(
        self, look: QuickLook, placed: Sequence[PlacedTile], shift: int
    ) -> None:
        super().__init__(look, placed)
        self.shift = shift

    def boards(self, x0: int, y0: int, width: int) -> LookBoards | None:
        found = super().boards(x0, y0, width)
        if found is None:
            return None
        shift = self.shift
        return LookBoards(
            found.rests,
            {level + shift: board for level, board in found.fed.items()},
            {level + shift: board for level, board in found.unfed.items()},
            self.look.cell_worth,
            x0,
            y0,
            width,
        )


@pytest.mark.parametrize("shift", [1, -1])
def test_ranks_agree_with_the_placement_look_on_any_water(shift: int) -> None:
    """Looks whose water was moved a level up or down and whose cells are worth
    other amounts (a pool beside a new tile one level up feeds it, say, which
    real fountains seldom show): the bitboards still give the same values."""
    rng = random.Random(shift)
    for fountain, future in fountains_seen()[::4]:
        look = MovedWater(fountain, future, shift)
        look.cell_worth = {
            cell: rng.choice([0.0, 0.5, 1.25, 8.0]) for cell in look.cell_worth
        }
        for tile in TILE_SAMPLE[::2]:
            placements = fountain.legal_placements(tile)
            expected = plain_ranking(look, tile, placements)
            assert list(look.ranks_of(tile, placements).ranked()) == expected
            spots = fountain.search().legal_spots(tile)
            if spots is not None:
                assert list(look.ranks(tile, spots).ranked()) == expected


def spots_on(
    tile: TileSpec, placements: list[Placement], x0: int, y0: int, width: int
) -> LegalSpots:
    """``placements`` as the core's bitboards, on a board of that geometry."""
    boards: dict[int, int] = {}
    for p in placements:
        bit = 1 << ((p.y - y0) * width + p.x - x0)
        boards[p.rotation] = boards.get(p.rotation, 0) | bit
    return LegalSpots(tile.id, x0, y0, width, boards)


def test_the_narrowest_boards_either_fit_the_look_or_fall_back() -> None:
    fell_back = fitted = 0
    for fountain, future in fountains_seen()[::3]:
        look = QuickLook(fountain, future)
        cells = fountain.cells()
        x_min = min(x for x, _ in cells)
        x_max = max(x for x, _ in cells)
        for tile in TILE_SAMPLE[:3]:
            placements = fountain.legal_placements(tile)
            if not placements:
                continue
            expected = plain_ranking(look, tile, placements)
            x0 = min(p.x for p in placements)
            y0 = min(p.y for p in placements)
            # just wide enough for the corners: too narrow for the look (but a
            # small fountain may still fit)
            width = max(p.x for p in placements) - x0 + 1
            narrow = spots_on(tile, placements, x0, y0, width)
            assert list(look.ranks(tile, narrow).ranked()) == expected
            fell_back += look.ranker.boards(x0, y0, width) is None
            # the narrowest board the look takes: shifted cells wrap onto the
            # next row's empty end, never onto a fountain cell
            x0 = min(x0, x_min)
            y0 = min(y0, min(y for _, y in cells))
            corners = max(p.x for p in placements) - x0 + 1
            width = max(corners, x_max - x0 + 1, x_max - x_min + 8)
            tight = spots_on(tile, placements, x0, y0, width)
            assert look.ranker.boards(x0, y0, width) is not None
            assert list(look.ranks(tile, tight).ranked()) == expected
            fitted += 1
    assert fell_back >= 10
    assert fitted >= 20


def test_ranks_by_the_cores_levels_are_the_ranks_by_the_looks_levels() -> None:
    """The legal placements split by level as the core found them rank as the
    same placements split by the look's own heights, to the last group."""
    checked = 0
    for fountain, future in fountains_seen()[::3]:
        look = QuickLook(fountain, future)
        for tile in TILE_SAMPLE:
            spots = fountain.search().legal_spots(tile)
            if spots is None:
                continue
            boards = look.ranker.boards(spots.x0, spots.y0, spots.width)
            assert boards is not None and spots.levels is not None
            plain = boards.split(tile, spots.boards)
            assert sorted(spots.levels) == sorted(plain)
            for keep in (None, 3):
                ranks = look.ranks(tile, spots, keep)
                alike = look.ranker.ranks_on(tile, boards, plain, keep)
                assert ranks.groups == alike.groups
                assert list(ranks.ranked()) == list(alike.ranked())
                checked += 1
    assert checked >= 100


def test_ties_keep_the_order_of_the_legal_placements() -> None:
    for fountain, future in fountains_seen()[::5]:
        look = QuickLook(fountain, future)
        for tile in TILE_SAMPLE[:4]:
            spots = fountain.search().legal_spots(tile)
            if spots is None:
                continue
            ranked = list(look.ranks(tile, spots).ranked())
            for (value, a), (next_value, b) in zip(ranked, ranked[1:], strict=False):
                assert value >= next_value
                if value == next_value:
                    assert (a.y, a.x, a.rotation) < (b.y, b.x, b.rotation)


def test_no_legal_placement_ranks_nothing() -> None:
    fountain, future = fountains_seen()[-1]
    look = QuickLook(fountain, future)
    ranks = look.ranks_of(TILE_SAMPLE[0], [])
    assert ranks.best(3) == []
    assert list(ranks.ranked()) == []


@pytest.mark.parametrize("count", [0, 1, 5])
def test_best_gives_at_most_the_count_asked(count: int) -> None:
    fountain, future = fountains_seen()[len(fountains_seen()) // 2]
    look = QuickLook(fountain, future)
    tile = next(t for t in TILE_SAMPLE if fountain.legal_placements(t))
    placements = fountain.legal_placements(tile)
    spots = fountain.search().legal_spots(tile)
    assert spots is not None
    best = look.ranks(tile, spots).best(count)
    assert best == [p for _, p in plain_ranking(look, tile, placements)[:count]]


def test_token_values_are_the_token_look_on_every_cell() -> None:
    tokens = list(BONUS_TOKENS)
    valued = 0
    for fountain, future in fountains_seen()[::2]:
        look = QuickLook(fountain, future)
        cells = fountain.token_cells()
        for token in tokens:
            expected = [look.token(token.id, cell) for cell in cells]
            assert look.token_values(token, cells) == expected
            valued += sum(1 for value in expected if value)
    assert valued >= 500
