"""Random legal placement sequences keep the fountain's invariants (hypothesis)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.fountains.catalogue import BONUS_TOKENS, STARTING_TILES, TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.fountain_save import fountain_from_json, fountain_to_json
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Cell, Placement

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def _reference_pools(fountain: Fountain) -> dict[frozenset[Cell], bool]:
    """Pools and feeding worked out again from the visible cells alone."""
    visible: dict[Cell, int] = {}
    for x, y in fountain.cells():
        spec = fountain.cell(x, y)
        assert spec is not None
        if spec.is_water:
            top = fountain.top(x, y)
            assert top is not None
            visible[(x, y)] = top
    level = {c: fountain.placed[t].level for c, t in visible.items()}
    pool_of: dict[Cell, int] = {}
    pools: list[set[Cell]] = []
    for cell in visible:
        if cell in pool_of:
            continue
        pool_of[cell] = len(pools)
        part, todo = {cell}, [cell]
        while todo:
            x, y = todo.pop()
            for dx, dy in STEPS:
                n = (x + dx, y + dy)
                if visible.get(n) == visible[cell] and n not in part:
                    part.add(n)
                    pool_of[n] = len(pools)
                    todo.append(n)
        pools.append(part)
    tokens = fountain.tokens
    fed = set()
    for index, part in enumerate(pools):
        for cell in part:
            if cell in tokens:
                has_jet = Icon.JET in _token_icons(tokens[cell])
            else:
                spec = fountain.cell(*cell)
                has_jet = spec is not None and spec.icon is Icon.JET
            if has_jet:
                fed.add(index)
    changed = True
    while changed:
        changed = False
        for (x, y), a in pool_of.items():
            for dx, dy in STEPS:
                b = pool_of.get((x + dx, y + dy))
                if b is None or b == a or a not in fed or b in fed:
                    continue
                if level[(x, y)] - level[(x + dx, y + dy)] in (0, 1):
                    fed.add(b)
                    changed = True
    return {frozenset(p): i in fed for i, p in enumerate(pools)}


def _token_icons(token_id: str) -> tuple[Icon, ...]:
    return next(t.icons for t in BONUS_TOKENS if t.id == token_id)


def _check_invariants(fountain: Fountain) -> None:
    pools = fountain.water().pools
    reference = _reference_pools(fountain)
    assert {p.cells: p.fed for p in pools} == reference
    seen: set[Cell] = set()
    for pool in pools:
        assert not pool.cells & seen
        seen |= pool.cells
        assert {fountain.top(*c) for c in pool.cells} == {pool.tile_index}
        assert pool.level == fountain.placed[pool.tile_index].level
    assert fountain.fed_pool_count() + fountain.pond_weed_count() == len(pools)
    count = fountain.tile_count()
    for x, y in fountain.cells():
        covering = [p for p in fountain.placed if (x, y) in p.cells]
        assert fountain.height(x, y) == len(covering) <= count
        assert fountain.top(x, y) == fountain.placed.index(covering[-1])
    assert fountain.max_level() <= count
    for a, b in fountain.flows():
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1
        pa, pb = fountain.pool_at(a), fountain.pool_at(b)
        assert pa is not None and pb is not None and pa != pb
        assert pa.level - pb.level in (0, 1)
        assert not pa.fed or pb.fed
    assert set(fountain.tokens) <= set(fountain.token_cells())
    assert fountain.clone() == fountain
    assert (
        fountain_from_json(json.loads(json.dumps(fountain_to_json(fountain))))
        == fountain
    )


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_random_legal_sequences_keep_invariants(data: st.DataObject) -> None:
    fountain = Fountain.new(data.draw(st.sampled_from(STARTING_TILES)))
    order = data.draw(st.permutations(TILES))
    tokens = list(data.draw(st.permutations(BONUS_TOKENS)))
    steps = data.draw(st.integers(1, 14))
    for spec in order[:steps]:
        legal = fountain.legal_placements(spec)
        if not legal:
            continue
        # spot checks: placement_error is None exactly for the listed placements
        listed = set(legal)
        for _ in range(8):
            probe = data.draw(st.sampled_from(legal))
            shifted = Placement(
                spec.id,
                probe.x + data.draw(st.integers(-2, 2)),
                probe.y + data.draw(st.integers(-2, 2)),
                data.draw(st.integers(0, 3)),
            )
            canonical = Placement(
                spec.id, shifted.x, shifted.y, spec.same_rotation(shifted.rotation)
            )
            ok = fountain.placement_error(spec, shifted) is None
            assert ok == (canonical in listed), shifted
        placement = legal[data.draw(st.integers(0, len(legal) - 1))]
        before = fountain.tile_count()
        report = fountain.place(spec, placement)
        assert fountain.tile_count() == before + 1
        assert report.level == fountain.placed[-1].level
        coins = sum(
            1
            for cell, cs in fountain.placed[-1].cells.items()
            if cs.icon is Icon.COIN and fountain.pool_at(cell).fed  # type: ignore[union-attr]
        )
        assert report.coins_scored == coins
        if tokens and data.draw(st.booleans()):
            cells = fountain.token_cells()
            if cells:
                cell = data.draw(st.sampled_from(cells))
                fountain.place_token(tokens.pop(), cell)
        _check_invariants(fountain)


def test_every_legal_placement_is_accepted_on_a_seeded_playout() -> None:
    import random

    rng = random.Random(11)
    fountain = Fountain.new(STARTING_TILES[4])
    order = list(TILES)
    rng.shuffle(order)
    for spec in order[:20]:
        legal = fountain.legal_placements(spec)
        for placement in legal:
            copy = fountain.clone()
            copy.place(spec, placement)  # never raises
        if legal:
            fountain.place(spec, rng.choice(legal))
    assert fountain.tile_count() > 15
    _check_invariants(fountain)
