"""The fountain picture: stacked slabs in depth order from every side, still
and moving water from the rules' pools and flows, pond weed on still pools."""

from __future__ import annotations

import pygame
import pytest

from game.bench.table import grow_fountain
from game.render.fountains import palette as pal
from game.render.fountains.fountain_view import (
    MAX_GLINTS,
    MAX_STREAMS,
    Layers,
    WaterState,
    build_picture,
    placed_parts,
)
from game.render.fountains.iso import IsoCamera, rotate_cell
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.catalogue import STARTING_TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import CellKind, Icon


@pytest.fixture(scope="module")
def fountain() -> Fountain:
    return grow_fountain(2, 16, seed=7)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


def _near(colour: tuple, target: tuple, tolerance: int = 36) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], target, strict=True))


def test_the_grown_fountain_is_stacked(fountain: Fountain) -> None:
    assert fountain.tile_count() == 17
    assert fountain.max_level() >= 2


@pytest.mark.parametrize("rotation", [0, 1, 2, 3])
def test_the_top_slab_of_every_column_shows_from_every_side(
    fountain: Fountain, rotation: int
) -> None:
    picture = build_picture(fountain, TileArt(), rotation, 40)
    cam = IsoCamera(rotation=rotation, cell_w=40, origin=picture.anchor)
    heights = {c: fountain.height(*c) for c in fountain.cells()}
    checked = levels = 0
    seen_levels = set()
    for cell, h in heights.items():
        spec = fountain.cell(*cell)
        if spec is None or spec.kind is not CellKind.DARK:
            continue
        u, v = rotate_cell(*cell, rotation)
        # skip columns that something taller in front may hide
        hidden = any(
            heights.get(other, 0) > h
            for other in heights
            if 0
            < sum(rotate_cell(*other, rotation)) - (u + v)
            <= 2 * (fountain.max_level())
        )
        if hidden:
            continue
        x, y = cam.cell_centre(cell[0], cell[1], h)
        samples = [
            tuple(picture.surface.get_at((round(x) + dx, round(y) + dy)))
            for dx in (-2, 0, 2)
            for dy in (-1, 0, 1)
        ]
        good = sum(_near(s, pal.DARK_STONE) for s in samples)
        assert good >= 5, (cell, h, samples[4])
        checked += 1
        seen_levels.add(h)
    levels = len(seen_levels)
    assert checked >= 5
    assert levels >= 2


def test_water_moves_only_where_pools_are_fed(fountain: Fountain) -> None:
    picture = build_picture(fountain, TileArt(), 0, 32)
    water = WaterState.of(fountain)
    fed_cells = [c for c, fed in water.fed.items() if fed]
    jets = sum(
        1
        for pool in fountain.water().pools
        if pool.fed
        for i in pool.icons
        if i is Icon.JET
    )
    assert len(picture.water.jets) == jets >= 1
    assert 0 < len(picture.water.glints) <= min(len(fed_cells), MAX_GLINTS)
    pairs = {(water.pool_of[a], water.pool_of[b]) for a, b in water.flows}
    assert len(picture.water.streams) == min(len(pairs), MAX_STREAMS) >= 1
    for a, _b in water.flows:
        assert water.fed[a], "water runs only out of fed pools"


def test_moving_parts_stay_bounded_as_the_fountain_grows() -> None:
    small = build_picture(grow_fountain(1, 8, seed=5), TileArt(), 0, 24)
    large = build_picture(grow_fountain(1, 40, seed=5), TileArt(), 0, 24)
    assert len(large.water.glints) <= MAX_GLINTS
    assert len(large.water.streams) <= MAX_STREAMS
    assert large.water.part_count <= 2 * MAX_GLINTS + 2 * MAX_STREAMS + 40
    assert small.water.part_count > 0


def test_still_pools_carry_pond_weed() -> None:
    fountain = grow_fountain(0, 12, seed=3)
    water = WaterState.of(fountain)
    assert len(water.weed_cells) == fountain.pond_weed_count()
    for cell in water.weed_cells:
        assert water.fed[cell] is False


def test_peeling_hides_upper_levels(fountain: Fountain) -> None:
    top = fountain.max_level()
    layers = Layers.of(placed_parts(fountain), top - 1)
    assert max(layers.heights.values()) == top - 1
    peeled = build_picture(fountain, TileArt(), 0, 24, peel=top - 1)
    assert peeled.water.part_count == 0  # no water drawn on a cut-away view


def test_a_new_fountain_draws_its_start_tile() -> None:
    fountain = Fountain.new(STARTING_TILES[0])
    picture = build_picture(fountain, TileArt(), 3, 32)
    mask = pygame.mask.from_surface(picture.surface)
    assert mask.count() > 32 * 16 * 20 * 0.5  # about 32 diamonds of 32x16 pixels


def test_water_dropping_a_level_falls_on_the_side_facing_the_viewer() -> None:
    fountain = grow_fountain(4, 30, seed=11)
    water = WaterState.of(fountain)
    drops = [
        (a, b) for a, b in water.flows if fountain.height(*a) > fountain.height(*b)
    ]
    assert drops, "this grown fountain has water dropping a level"
    falls = [
        len(build_picture(fountain, TileArt(), r, 24).water.falls) for r in range(4)
    ]
    # every drop faces the viewer from at least one side
    assert sum(falls) >= 1
    assert max(falls) <= len(drops)
