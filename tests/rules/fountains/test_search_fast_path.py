"""The fast paths search leans on stay exact: the unchecked placement, lazily
caught-up placement boards, shared water between clones, copy-on-write layers."""

from __future__ import annotations

import random

import pytest

from game.rules.fountains import FountainsGame, GameOptions, Phase, Place
from game.rules.fountains.catalogue import STARTING_TILES, TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.placement import Stack
from game.rules.fountains.search.laid_tile import laid_tile
from game.rules.fountains.tiles import Placement


def _grown(seed: int, tiles: int) -> tuple[Fountain, list[Fountain]]:
    """A fountain grown by seeded random legal placements, with a clone taken
    after every placement."""
    rng = random.Random(seed)
    fountain = Fountain.new(STARTING_TILES[seed % 5])
    clones = []
    order = list(TILES)
    rng.shuffle(order)
    for tile in order:
        if fountain.tile_count() >= tiles:
            break
        legal = fountain.legal_placements(tile)
        if legal:
            fountain.place(tile, rng.choice(legal))
            fountain.water()  # cache water, as a screen would
            clones.append(fountain.clone())
    return fountain, clones


def _rebuilt(fountain: Fountain) -> Fountain:
    fresh = Fountain.new(fountain.placed[0].tile)
    for placed in fountain.placed[1:]:
        fresh.place(placed.tile, placed.placement)
    return fresh


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_clones_keep_their_own_water_and_placements(seed: int) -> None:
    fountain, clones = _grown(seed, 22)
    for clone in clones[::4]:
        fresh = _rebuilt(clone)
        assert clone.water().pools == fresh.water().pools
        assert clone.flows() == fresh.flows()
        assert clone.lily_groups() == fresh.lily_groups()
        for tile in TILES[::9]:
            assert clone.legal_placements(tile) == fresh.legal_placements(tile)


@pytest.mark.parametrize("seed", [4, 5])
def test_boards_caught_up_lazily_equal_boards_built_cold(seed: int) -> None:
    fountain, _ = _grown(seed, 25)
    cold = fountain.clone()
    cold.search().forget_caches()
    for tile in TILES[::5]:
        assert fountain.legal_placements(tile) == cold.legal_placements(tile)


def test_a_copy_of_a_stack_and_its_original_change_apart() -> None:
    fountain, _ = _grown(6, 12)
    stack = fountain._stack
    copy = stack.copy()
    tile = next(t for t in TILES if t.id not in stack.tile_ids)
    far, further = Placement(tile.id, 100, 100, 0), Placement(tile.id, 200, 100, 0)
    copy.add(99, tile, far, 1, laid_tile(tile, far))
    assert (100, 100) not in stack.top and copy.top[(100, 100)] == 99
    stack.add(98, tile, further, 1, laid_tile(tile, further))
    assert (200, 100) not in copy.top and stack.top[(200, 100)] == 98
    assert copy.levels[-1] == 1 and len(stack.levels) == len(copy.levels)
    assert stack.dark_cells(1) != copy.dark_cells(1)
    assert isinstance(stack, Stack)


@pytest.mark.parametrize("seed", [7, 8])
def test_unchecked_placement_matches_the_checked_one(seed: int) -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=seed))
    rng = random.Random(seed)
    while not game.is_over():
        if game.phase is Phase.PLACE and game.legal_placements():
            placement = rng.choice(game.legal_placements())
            fast = game.clone()
            fast._apply_unchecked(Place(placement))
            game.apply(Place(placement))
            assert fast == game
            assert fast.fountains[0].water().pools == game.fountains[0].water().pools
        else:
            game.apply(rng.choice(game.legal_actions()))
