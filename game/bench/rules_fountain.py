"""Benches of the Fountains fountain model (part of suite ``rules``).

- ``rules.legal_placements``: every legal placement of one tile on a 30-tile
  fountain, caches cold (target: median <= 2 ms).
- ``rules.water``: a placement's water update: pools split by the new tile,
  flow, feeding and pond weed recomputed (target: median <= 0.5 ms).
- ``rules.place``: a whole checked ``place`` (legality, laying, water, coins).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.bench import measure
from game.rules.fountains.catalogue import STARTING_TILES, TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.tiles import Placement, TileSpec

SEED = 2026
TILE_COUNT = 30


def thirty_tile_fountain(seed: int = SEED) -> tuple[Fountain, list[TileSpec]]:
    """A fountain of ``TILE_COUNT`` tiles built by seeded random legal placements,
    and the catalogue tiles not in it."""
    rng = random.Random(seed)
    fountain = Fountain.new(STARTING_TILES[0])
    order = list(TILES)
    rng.shuffle(order)
    left: list[TileSpec] = []
    for spec in order:
        legal = (
            fountain.legal_placements(spec)
            if fountain.tile_count() < TILE_COUNT
            else []
        )
        if legal:
            fountain.place(spec, rng.choice(legal))
        else:
            left.append(spec)
    assert fountain.tile_count() == TILE_COUNT
    return fountain, left


def _cold(fountain: Fountain) -> Fountain:
    copy = fountain.clone()
    copy.search().forget_caches()
    return copy


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    fountain, left = thirty_tile_fountain()
    if only in (None, "legal_placements"):
        tiles = iter(left * 1000)
        state: dict[str, object] = {}

        def setup_legal() -> None:
            state["fountain"] = _cold(fountain)
            state["tile"] = next(tiles)

        def legal() -> object:
            return state["fountain"].legal_placements(state["tile"])  # type: ignore[attr-defined]

        result = measure("rules.legal_placements", legal, repeat=300, setup=setup_legal)
        counts = [len(fountain.legal_placements(t)) for t in left]
        result["placements_per_tile"] = round(sum(counts) / len(counts), 1)
        result["tiles_in_fountain"] = fountain.tile_count()
        result["max_level"] = fountain.max_level()
        result["target_median_ms"] = 2.0
        yield result
    moves = _moves(fountain, left)
    if only in (None, "water"):
        water_state: dict[str, tuple[Fountain, TileSpec, Placement]] = {}
        moves_water = iter(moves * 1000)

        def setup_water() -> None:
            copy = _cold(fountain)
            spec, placement = next(moves_water)
            water_state["args"] = (copy, spec, placement)

        def water() -> object:
            copy, spec, placement = water_state["args"]
            copy.search().place_unchecked(spec, placement)
            return copy.pond_weed_count(), copy.fed_pool_count(), copy.flows()

        result = measure("rules.water", water, repeat=300, setup=setup_water)
        result["pools"] = len(fountain.water().pools)
        result["target_median_ms"] = 0.5
        yield result
    if only in (None, "place"):
        place_state: dict[str, tuple[Fountain, TileSpec, Placement]] = {}
        moves_place = iter(moves * 1000)

        def setup_place() -> None:
            place_state["args"] = (_cold(fountain), *next(moves_place))

        def place() -> object:
            copy, spec, placement = place_state["args"]
            return copy.place(spec, placement)

        yield measure("rules.place", place, repeat=300, setup=setup_place)


def _moves(
    fountain: Fountain, left: list[TileSpec]
) -> list[tuple[TileSpec, Placement]]:
    rng = random.Random(SEED + 1)
    moves = []
    for spec in left:
        legal = fountain.legal_placements(spec)
        if legal:
            moves.append((spec, rng.choice(legal)))
    return moves
