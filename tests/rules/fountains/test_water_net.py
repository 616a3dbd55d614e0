"""The water kept up to date tile by tile (``water_net.py``) and its numbered view
(``water.py``, ``features.py``) stay exact: after every step of seeded and
hypothesis-drawn growth, high placements that split pools, cover jets and
tokens, and bonus tokens (jets among them), every water answer equals the
brute-force reference worked out from the visible cells alone
(``tests/rules/fountains/reference.py``)."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.fountains.catalogue import BONUS_TOKENS, STARTING_TILES, TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.fountain_save import fountain_from_json, fountain_to_json
from game.rules.fountains.icons import Icon
from game.rules.fountains.search.water_net import WaterNet
from game.rules.fountains.tiles import Cell, Placement, Shape, TileSpec
from game.rules.fountains.water import Pool, Water
from tests.rules.fountains.random_growth import Growth, random_step
from tests.rules.fountains.reference import (
    EXTRA_TOKENS,
    RefWater,
    picture_of,
    water_differences,
    water_of,
)
from tests.rules.fountains.reference_fountain import ReferenceFountain, all_differences


def _tile(tile_id: str, *rows: str) -> TileSpec:
    return TileSpec.from_rows(tile_id, Shape.SQUARE, rows)


def _laid(start: TileSpec, *steps: tuple[TileSpec, int, int]) -> ReferenceFountain:
    ref = ReferenceFountain(start)
    for spec, x, y in steps:
        ref.lay(spec, Placement(spec.id, x, y, 0))  # asserts it is legal
    return ref


JET_RIGHT = _tile("s", "####", "#J~~", "####")
PLAIN_RIGHT = _tile("s2", "####", "#~~~", "####")
PLINTH = _tile("b", "####", "####", "####")


# -- the reference itself reads water as the rulebook does ---------------------------


def test_reference_pools_on_one_level_pass_water_both_ways_listed_once() -> None:
    water = _laid(PLAIN_RIGHT, (_tile("q", "####", "~J~#", "####"), 4, 0)).water()
    assert [p.fed for p in water.pools] == [True, True]
    assert water.flows == [((3, 1), (4, 1))]  # once, in reading order
    assert water.links == {(0, 1)}


def test_reference_water_never_climbs_and_drops_one_level() -> None:
    upper = _tile("u", "####", "~~L#", "####")
    water = _laid(JET_RIGHT, (PLINTH, 4, 0), (upper, 4, 0)).water()
    assert [(p.level, p.fed) for p in water.pools] == [(1, True), (2, False)]
    assert water.flows == [((4, 1), (3, 1))]
    assert water.lily_points == 0  # the lily pad's pool has pond weed
    jet_up = _tile("u", "####", "~J~#", "####")
    water = _laid(PLAIN_RIGHT, (PLINTH, 4, 0), (jet_up, 4, 0)).water()
    assert [p.fed for p in water.pools] == [True, True]


def test_reference_water_never_drops_two_levels_but_pools_still_touch() -> None:
    jet_up = _tile("u", "####", "~J~#", "####")
    plinth2 = _tile("b2", "####", "####", "####")
    water = _laid(PLAIN_RIGHT, (PLINTH, 4, 0), (plinth2, 4, 0), (jet_up, 4, 0)).water()
    assert [(p.level, p.fed) for p in water.pools] == [(1, False), (3, True)]
    assert water.flows == [] and water.links == {(0, 1)}


def test_reference_splits_a_covered_pool_and_a_jet_token_feeds_one_part() -> None:
    start = _tile("s", "#######", "#J~*~L#", "#######")
    ref = _laid(start, (_tile("c", "#", "#", "#"), 3, 0))
    water = ref.water()
    assert [sorted(p.cells) for p in water.pools] == [
        [(1, 1), (2, 1)],
        [(4, 1), (5, 1)],
    ]
    assert [p.fed for p in water.pools] == [True, False] and water.lily_points == 0
    ref.lay_token(EXTRA_TOKENS[0], (5, 1))  # a jet over the lily pad
    water = ref.water()
    assert [p.fed for p in water.pools] == [True, True]
    assert water.pools[1].icons == (Icon.JET,) and water.lily_points == 0


def test_reference_reads_token_icons_in_place_of_the_cell_in_reading_order() -> None:
    ref = _laid(_tile("s", "#######", "#J~*~L#", "#######"))
    ref.lay_token(EXTRA_TOKENS[1], (3, 1))  # a jet and a lily pad on the slot
    assert ref.water().pools[0].icons == (Icon.JET, Icon.JET, Icon.LILY, Icon.LILY)
    assert ref.water().lily_points == 2


def test_reference_reads_the_rulebook_lily_example_as_five() -> None:
    # two level-1 pads on the start, one on a tile beside it, one on level 2
    # whose water drops into that tile: 1 + 1 + 1 + 2; a detached pad scores
    # in a group of its own
    ref = _laid(
        _tile("s", "######", "#LJ~L~", "######"),
        (_tile("a", "####", "~L~~", "####"), 6, 0),
        (PLINTH, 10, 0),
        (_tile("u", "####", "~LJ#", "####"), 10, 0),
        (_tile("d", "####", "#JL#", "####"), -4, 0),
    )
    water = ref.water()
    assert [p.tile_index for p in water.pools] == [0, 1, 3, 4]
    assert water.lily_groups == [(5, frozenset({0, 1, 2})), (1, frozenset({3}))]
    assert water.lily_points == 5
    assert water.flows == [((5, 1), (6, 1)), ((10, 1), (9, 1))]


# -- a wrong answer is caught --------------------------------------------------------


class _Wrong(Fountain):
    """A fountain giving one deliberately wrong answer (chosen by ``flaw``)."""

    __slots__ = ()
    flaw = ""

    def water(self) -> Water:
        water = super().water()
        if self.flaw not in ("fed flipped", "pool order"):
            return water
        pools = list(water.pools)
        if self.flaw == "fed flipped":
            first = pools[-1]
            pools[-1] = Pool(
                first.cells, first.level, first.tile_index, not first.fed, first.icons
            )
        if self.flaw == "pool order":
            pools[0], pools[1] = pools[1], pools[0]
        wrong = copy.copy(water)
        wrong.pools = tuple(pools)
        return wrong

    def flows(self) -> list[tuple[Cell, Cell]]:
        flows = super().flows()
        return flows[:-1] if self.flaw == "flow lost" else flows

    def lily_points(self) -> int:
        return super().lily_points() + (self.flaw == "lily points")

    def fed_pool_count(self) -> int:
        return super().fed_pool_count() + (self.flaw == "fed count")

    def visible_icons(self) -> list[Icon]:
        icons = super().visible_icons()
        return icons[::-1] if self.flaw == "icon order" else icons

    def lily_groups(self) -> list[tuple[int, frozenset[int]]]:
        groups = super().lily_groups()
        return groups[::-1] if self.flaw == "group order" else groups

    @property
    def tokens(self) -> dict[Cell, str]:
        tokens = Fountain.tokens.fget(self)  # type: ignore[attr-defined]
        if self.flaw == "token lost":
            tokens.popitem()
        return tokens  # type: ignore[no-any-return]


def _seeded(seed: int, steps: int) -> tuple[Fountain, ReferenceFountain]:
    growth = Growth.seeded(seed).grown(steps)
    return growth.fountain, growth.ref


@pytest.mark.parametrize(
    "flaw",
    [
        "fed flipped",
        "pool order",
        "flow lost",
        "lily points",
        "fed count",
        "icon order",
        "group order",
        "token lost",
    ],
)
def test_the_reference_catches_a_wrong_water_answer(flaw: str) -> None:
    fountain, ref = _seeded(17, 16)
    assert not all_differences(fountain, ref)
    water = ref.water()  # the fountain is rich enough for every flaw to show
    assert len(water.lily_groups) >= 2 and water.flows and fountain.tokens
    assert len(set(water.visible_icons)) >= 2 and len(water.pools) >= 2
    wrong = fountain.clone()
    wrong.__class__ = type("_WrongHere", (_Wrong,), {"__slots__": (), "flaw": flaw})
    assert all_differences(wrong, ref)


def test_the_reference_catches_a_wrong_picture() -> None:
    fountain, ref = _seeded(17, 16)
    water = water_of(picture_of(fountain))
    broken = dict(picture_of(fountain))
    cell = next(c for c, seen in broken.items() if seen.spec.icon is Icon.JET)
    broken[cell] = broken[cell]._replace(token=(Icon.LILY,))  # the jet is hidden
    assert water_differences(fountain, water_of(broken))
    assert not water_differences(fountain, water)


# -- seeded growth --------------------------------------------------------------------


def _events(before: RefWater, after: RefWater, what: str) -> set[str]:
    """What one step did to the water, as the reference sees it."""
    found = set()
    per_tile_before = [p.tile_index for p in before.pools]
    per_tile_after = [p.tile_index for p in after.pools]
    old_tiles = set(per_tile_before)
    if any(per_tile_after.count(t) > per_tile_before.count(t) for t in old_tiles):
        found.add("a pool split")
    jets = [i.count(Icon.JET) for i in (before.visible_icons, after.visible_icons)]
    if what.startswith("place") and jets[1] < jets[0]:
        found.add("a jet covered")
    fed_before = {c for p in before.pools if p.fed for c in p.cells}
    fed_after = {c for p in after.pools if p.fed for c in p.cells}
    if any(c in after.pool_of and c not in fed_after for c in fed_before):
        found.add("a pool unfed")
    if what.startswith("token") and jets[1] > jets[0]:
        if after.fed_count > before.fed_count:
            found.add("a jet token fed pools")
    if any(p.level >= 3 for p in after.pools):
        found.add("a pool on level 3")
    return found


def test_water_equals_the_reference_after_every_step_of_seeded_growth() -> None:
    seen: set[str] = set()
    for seed in range(8):
        growth = Growth.seeded(seed)
        fountain, ref = growth.fountain, growth.ref
        before = ref.water()
        removed = 0
        for _ in range(36):
            what = growth.step()
            problems = all_differences(fountain, ref)
            assert not problems, (seed, growth.history, problems[:3])
            after = ref.water()
            seen |= _events(before, after, what)
            if len(ref.removed) > removed:
                seen.add(f"a token covered by {what.split()[0]}")
            removed = len(ref.removed)
            before = after
    # the growth did what it is for (else this test would prove little)
    assert seen >= {
        "a pool split",
        "a jet covered",
        "a pool unfed",
        "a jet token fed pools",
        "a pool on level 3",
        "a token covered by place",
        "a token covered by token",
    }, seen


def test_water_equals_the_reference_on_tall_fountains() -> None:
    drops: set[tuple[int, int]] = set()  # (upper level, lower level) of touching pools
    for seed in (30, 31, 32):
        growth = Growth.seeded(seed)
        for _ in range(45):
            growth.step(0.35, high=0.6)
            problems = all_differences(growth.fountain, growth.ref)
            assert not problems, (seed, growth.history, problems[:3])
            water = growth.ref.water()
            for a, b in water.links:
                levels = sorted((water.pools[a].level, water.pools[b].level))
                drops.add((levels[1], levels[0]))
        assert growth.fountain.max_level() >= 5
    # water passed down one level, and met pools two or more levels down,
    # high in the fountain
    assert any(up - down == 1 and up >= 3 for up, down in drops), drops
    assert any(up - down >= 2 and up >= 4 for up, down in drops), drops


def test_a_saved_fountain_loads_with_the_same_water() -> None:
    for seed in (5, 6):
        fountain, ref = _seeded(seed, 30)
        assert fountain.tokens and fountain.removed_tokens
        data = json.loads(json.dumps(fountain_to_json(fountain)))
        loaded = fountain_from_json(data)
        assert not all_differences(loaded, ref)


# -- the net behind the view -----------------------------------------------------------


def _net_problems(net: WaterNet, ids_seen: dict[int, tuple[int, ...]]) -> list[str]:
    """The net's own promises (cells by their keys): pool_of and cells agree,
    links go both ways, icons only for pools showing some, fed pools exist,
    ids never reused."""
    problems = []
    if {c: p for p, cells in net.cells.items() for c in cells} != net.pool_of:
        problems.append("pool_of and cells disagree")
    for pool, touching in net.links.items():
        if any(pool not in net.links[other] for other in touching):
            problems.append(f"link of {pool} goes one way")
    if set(net.links) != set(net.cells) or set(net.level) != set(net.cells):
        problems.append("links or levels name pools that are gone")
    if not set(net.icons) <= set(net.cells) or any(not i for i in net.icons.values()):
        problems.append("icons kept for a pool without any")
    if not net.fed <= set(net.cells):
        problems.append("a fed pool that is gone")
    for pool, cells in net.cells.items():
        if ids_seen.setdefault(pool, cells) != cells:
            problems.append(f"pool id {pool} reused for other cells")
        if pool >= net.next_id:
            problems.append(f"pool id {pool} not below next_id {net.next_id}")
    return problems


def test_water_net_keeps_its_own_promises_and_never_reuses_a_pool_id() -> None:
    for seed in (11, 12):
        growth = Growth.seeded(seed)
        ids_seen: dict[int, tuple[int, ...]] = {}
        for _ in range(30):
            growth.step()
            assert not _net_problems(growth.fountain._net, ids_seen)
        assert len(ids_seen) > len(growth.fountain.water().pools)  # pools came and went


def test_the_net_check_catches_a_reused_pool_id() -> None:
    fountain, _ = _seeded(2, 6)
    net = fountain._net
    ids_seen = {pool: cells[1:] or (-1,) for pool, cells in net.cells.items()}
    assert _net_problems(net, ids_seen)
    assert not _net_problems(net, {})


# -- hypothesis ------------------------------------------------------------------------

_CELL_CHARS = "####o~~~~*JCLRBWX"


@st.composite
def _drawn_tile(draw: st.DrawFn, tile_id: str) -> TileSpec:
    """A small rectangular tile with any mix of bricks, water and icons (its
    water may even fall apart into several pools)."""
    width = draw(st.integers(1, 4))
    height = draw(st.integers(1, 4))
    chars = draw(
        st.lists(
            st.sampled_from(_CELL_CHARS),
            min_size=width * height,
            max_size=width * height,
        )
    )
    rows = ["".join(chars[r * width : (r + 1) * width]) for r in range(height)]
    return _tile(tile_id, *rows)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_water_equals_the_reference_on_drawn_tiles_and_tokens(
    data: st.DataObject,
) -> None:
    start = data.draw(st.sampled_from(STARTING_TILES))
    fountain, ref = Fountain.new(start), ReferenceFountain(start)
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    tokens = [*BONUS_TOKENS, *EXTRA_TOKENS]
    rng.shuffle(tokens)
    catalogue = list(TILES)
    rng.shuffle(catalogue)
    history: list[str] = []
    for step in range(data.draw(st.integers(1, 12))):
        if data.draw(st.booleans()):
            tiles = [data.draw(_drawn_tile(f"drawn-{step}"))]
        else:
            tiles = [catalogue.pop()]
        history.append(random_step(rng, fountain, ref, tiles, tokens, 0.35))
        problems = all_differences(fountain, ref)
        assert not problems, (history, problems[:3])
