"""Legal placements as bitboards (``boards.py``, ``legal_spots.py``) stay exact:
the listed placements equal a brute-force enumeration of every offset and
distinct rotation under the placement rules; ``count``, ``placement_at`` and
``in`` agree with the list; boards caught up lazily equal boards built cold as a
fountain sprawls far in every direction; RandomBot's direct pick is the same
draw as ``rng.choice(game.legal_actions())``."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.ai.fountains.random_bot import RandomBot
from game.rules.fountains.catalogue import STARTING_TILES, TILES, tile_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.rules.fountains.search.boards import MARGIN, Boards
from game.rules.fountains.search.legal_spots import LegalSpots
from game.rules.fountains.tiles import Cell, Placement, Shape, TileSpec
from tests.rules.fountains.random_growth import Growth
from tests.rules.fountains.reference_fountain import (
    ReferenceFountain,
    cells_at,
    distinct_rotations,
)

SYMMETRIC = (
    TileSpec.from_rows("ring", Shape.SQUARE, ("####", "#~~#", "#~~#", "####")),
    TileSpec.from_rows("bar", Shape.SQUARE, ("#~#", "#~#")),
    TileSpec.from_rows("plus", Shape.STAR, (".#.", "#J#", ".#.")),
    TileSpec.from_rows("zed", Shape.SQUARE, ("##o", "o~o", "o##")),
)
"""Tiles that a quarter or half turn maps onto themselves."""


def test_symmetric_tiles_have_fewer_distinct_rotations() -> None:
    assert [distinct_rotations(t) for t in SYMMETRIC] == [[0], [0, 1], [0], [0, 1]]


def _grown(seed: int, steps: int) -> tuple[Fountain, ReferenceFountain, list[TileSpec]]:
    """A fountain grown by seeded random steps (high, across pools, tokens),
    its reference, and a few catalogue tiles it has not used."""
    growth = Growth.seeded(seed, covers=20).grown(steps)
    spare = [t for t in growth.tiles if t.shape is not Shape.SQUARE][:4]
    return growth.fountain, growth.ref, spare


def _near_misses(tile: TileSpec, legal: list[Placement]) -> set[Placement]:
    """Placements one or two cells off, or turned, from the legal ones."""
    near = set()
    for p in legal:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (2, 1), (-1, -2)):
            near.add(Placement(tile.id, p.x + dx, p.y + dy, p.rotation))
        for rotation in range(4):
            near.add(Placement(tile.id, p.x, p.y, rotation))
    return near - set(legal)


def _check_spots(fountain: Fountain, ref: ReferenceFountain, tile: TileSpec) -> int:
    """Every way of asking for legal placements agrees with the brute force."""
    want = ref.legal_placements(tile)
    count = fountain.search().legal_placement_count(tile)
    assert count == len(want), tile.id
    # placement_at before the list is ever made: the bisection on the boards
    for i, placement in enumerate(want):
        assert fountain.search().legal_placement_at(tile, i) == placement, (tile.id, i)
    spots = fountain.search().legal_spots(tile)
    if want:
        assert spots is not None and spots._placements is None
    else:
        assert spots is None
    for bad in (count, count + 3, -1):
        with pytest.raises(IndexError):
            fountain.search().legal_placement_at(tile, bad)
    assert fountain.legal_placements(tile) == want
    # ... and after it was made
    assert [fountain.search().legal_placement_at(tile, i) for i in range(count)] == want
    with pytest.raises(IndexError):
        fountain.search().legal_placement_at(tile, -1)
    ground = ref.ground()
    for placement in want:
        assert fountain.search().is_legal(tile, placement)
        assert fountain.placement_error(tile, placement) is None
        assert fountain.placement_level(tile, placement) == ref.level_for(
            tile, placement
        )
    for placement in _near_misses(tile, want):
        assert not fountain.search().is_legal(tile, placement), placement
        rules = ref.is_legal(tile, placement, ground)
        assert (fountain.placement_error(tile, placement) is None) == rules
        if rules:  # a symmetric tile's other name for a listed placement
            same = placement._replace(rotation=tile.same_rotation(placement.rotation))
            assert same in want and same.rotation < placement.rotation
    x0, y0, x1, y1 = ref.bounds()
    for far in ((x0 - 40, y0, 0), (x1 + 40, y1, 0), (x0, y0 - 40, 0), (x1, y1 + 90, 0)):
        assert not fountain.search().is_legal(tile, Placement(tile.id, *far))
    if want:
        other = want[0]._replace(tile_id="not-" + tile.id)
        assert not fountain.search().is_legal(tile, other)
    return count


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_legal_placements_equal_the_brute_force_enumeration(seed: int) -> None:
    growth = Growth.seeded(seed, covers=20)
    fountain, ref = growth.fountain, growth.ref
    found = 0
    for step in range(24):
        growth.step()
        if step % 6 == 5:
            probes = [t for t in growth.tiles if t.shape is not Shape.SQUARE][:2]
            for tile in [*probes, SYMMETRIC[step // 6]]:
                found += _check_spots(fountain, ref, tile)
    assert found > 200  # enough placements for the comparison to mean something
    assert fountain.max_level() >= 3
    assert _check_spots(fountain, ref, fountain.placed[-1].tile) == 0  # laid already


_NO_DIGITS = str.maketrans("", "", "0123456789")


def test_placement_error_words_agree_with_the_rules_at_every_offset() -> None:
    """Every offset in a box around the fountain, every rotation: the worded
    checker accepts exactly what the rules allow, names the rule broken, and
    what it accepts (distinct rotations, sorted) is the listed placements."""
    kinds: Counter[str] = Counter()
    for seed in (7, 8):
        fountain, ref, spare = _grown(seed, 18)
        ground = ref.ground()
        x0, y0, x1, y1 = ref.bounds()
        tile = spare[0]
        accepted = []
        for rotation in range(4):
            for y in range(y0 - 7, y1 + 3):
                for x in range(x0 - 7, x1 + 3):
                    placement = Placement(tile.id, x, y, rotation)
                    rules = ref.is_legal(tile, placement, ground)
                    want = ref.reason_for(tile, placement, ground)
                    assert rules == (want is None)  # the reference agrees with itself
                    reason = fountain.placement_error(tile, placement)
                    assert (reason is None) == rules, (placement, reason)
                    if reason is not None:  # the rule broken, named
                        assert want is not None and want in reason, reason
                    if reason is None and rotation in distinct_rotations(tile):
                        accepted.append(placement)
                    kinds[want[:12].translate(_NO_DIGITS) if want else "legal"] += 1
        accepted.sort(key=lambda p: (p.y, p.x, p.rotation))
        assert fountain.legal_placements(tile) == accepted
    assert len(kinds) == 5, kinds  # every rule was broken somewhere
    assert kinds["legal"] > 100


def test_the_brute_force_catches_a_spot_lost_from_the_boards() -> None:
    fountain, ref, spare = _grown(5, 12)
    tile = spare[0]
    spots = fountain.search().legal_spots(tile)
    assert spots is not None
    rotation, board = next(iter(spots.boards.items()))
    lost = board & (board - 1)  # the lowest offset of one rotation forgotten
    wrong = LegalSpots(
        tile.id, spots.x0, spots.y0, spots.width, {**spots.boards, rotation: lost}
    )
    want = ref.legal_placements(tile)
    assert spots.placements() == want and len(want) > 10
    assert wrong.placements() != want and wrong.count() != len(want)
    missing = next(p for p in want if p not in wrong)
    assert wrong.placement_at(want.index(missing)) != missing


# -- boards caught up lazily against boards built cold ---------------------------

BLOCKS = [
    TileSpec.from_rows(f"block-{n:02d}", Shape.LONG, ("###", "###")) for n in range(60)
]


def _decoded(boards: Boards) -> dict[str, dict[int, set[Cell]]]:
    """The boards' bits as cells: free cells per height, dark bricks per level,
    dark visible bricks per height (guard columns must stay empty)."""
    span = boards.inner[2] + MARGIN - boards.x0 + 1

    def cells(bits: int) -> set[Cell]:
        found = set()
        text = bin(bits)[:1:-1]
        index = text.find("1")
        while index != -1:
            row, col = divmod(index, boards.width)
            assert col < span, "a guard column bit is set"
            found.add((boards.x0 + col, boards.y0 + row))
            index = text.find("1", index + 1)
        return found

    return {
        "free": {h: cells(b) for h, b in enumerate(boards.free)},
        "dark_layer": {h: cells(b) for h, b in enumerate(boards.dark_layer) if h},
        "dark_top": {h: cells(b) for h, b in enumerate(boards.dark_top)},
    }


def _boards_problems(boards: Boards, ref: ReferenceFountain) -> list[str]:
    """The boards hold exactly the stack the reference holds."""
    got = _decoded(boards)
    heights = ref.heights()
    ground = ref.ground()
    top = max(heights.values())
    problems = []
    for h in range(1, top + 1):
        if got["free"].get(h, set()) != {c for c, n in heights.items() if n == h}:
            problems.append(f"cells of height {h}")
        if got["dark_layer"].get(h, set()) != ground.dark_on.get(h, set()):
            problems.append(f"dark bricks on level {h}")
        seen = {c for c in ground.dark_seen if heights[c] == h}
        if got["dark_top"].get(h, set()) != seen:
            problems.append(f"visible dark bricks at height {h}")
    x0, y0, x1, y1 = ref.bounds()
    table = got["free"][0]
    if table & heights.keys():
        problems.append("a fountain cell counted as table")
    for x in range(x0 - MARGIN, x1 + MARGIN + 1):
        for y in range(y0 - MARGIN, y1 + MARGIN + 1):
            if (x, y) not in heights and (x, y) not in table:
                problems.append(f"table cell {(x, y)} near the fountain missing")
                return problems
    return problems


def _sprawl_pick(tile: TileSpec, legal: list[Placement], way: Cell) -> Placement:
    """The legal placement reaching furthest ``way``."""
    return max(
        legal,
        key=lambda p: (max(way[0] * x + way[1] * y for x, y in cells_at(tile, p)), p),
    )


def test_lazy_boards_equal_boards_built_cold_as_the_fountain_sprawls() -> None:
    rng = random.Random(21)
    fountain = Fountain.new(STARTING_TILES[2])
    ref = ReferenceFountain(STARTING_TILES[2])
    blocks = list(BLOCKS)
    catalogue = list(TILES)
    rng.shuffle(catalogue)
    shapes: set[tuple[int, int, int]] = set()
    ways = ((1, 0), (0, 1), (-1, 0), (0, -1))
    for step in range(64):
        way = ways[(step // 4) % 4]
        tile = catalogue.pop() if step % 4 == 3 else blocks.pop()
        if step % 3 == 0:  # ask the fountain itself: its boards catch up
            legal = fountain.legal_placements(tile)
        else:  # ask a cold copy: the fountain's boards fall behind
            cold = fountain.clone()
            cold.search().forget_caches()
            legal = cold.legal_placements(tile)
        if not legal:
            continue
        if tile.id.startswith("block"):
            placement = _sprawl_pick(tile, legal, way)
        else:
            heights = ref.heights()
            placement = max(
                legal,
                key=lambda p: max(heights.get(c, 0) for c in cells_at(tile, p)),
            )
        fountain.place(tile, placement)
        ref.lay(tile, placement)
        if step % 5 == 4:
            cold = fountain.clone()
            cold.search().forget_caches()
            for probe in (catalogue[0], blocks[0], SYMMETRIC[step % 4]):
                assert fountain.legal_placements(probe) == cold.legal_placements(probe)
            lazy = fountain._stack._current_boards()
            assert not _boards_problems(lazy, ref), step
            assert not _boards_problems(cold._stack._current_boards(), ref)
            shapes.add((lazy.x0, lazy.y0, lazy.width))
    x0, y0, x1, y1 = ref.bounds()
    assert min(x0, y0) < -15 and max(x1, y1) > 20  # it spread every way
    assert len(shapes) >= 6  # and the lazy boards were rebuilt again and again
    assert fountain.max_level() >= 3
    for tile in (catalogue[0], blocks[0], SYMMETRIC[0]):
        assert fountain.legal_placements(tile) == ref.legal_placements(tile)


@pytest.mark.parametrize("seed", [13, 14])
def test_boards_caught_up_after_many_tiles_laid_unasked_equal_the_brute_force(
    seed: int,
) -> None:
    growth = Growth.seeded(seed, covers=20)
    fountain, ref = growth.fountain, growth.ref
    fountain.legal_placements(growth.tiles[0])  # boards made, then left behind
    behind = []
    for step in range(30):
        growth.step(0.2, unasked=True)
        if step % 7 == 6:
            behind.append(len(fountain._stack._pending))
            probe = next(
                t for t in reversed(growth.tiles) if t.shape is not Shape.SQUARE
            )
            _check_spots(fountain, ref, probe)
            assert not _boards_problems(fountain._stack._current_boards(), ref)
    assert max(behind) >= 5  # the boards caught up many tiles at once
    assert fountain.max_level() >= 3


def test_the_board_check_catches_a_wrong_bit() -> None:
    fountain, ref, _ = _grown(9, 10)
    fountain.legal_placements(TILES[0])
    boards = fountain._stack._current_boards()
    assert not _boards_problems(boards, ref)
    x0, y0, _, _ = ref.bounds()
    bit = 1 << ((y0 - boards.y0) * boards.width + x0 - boards.x0 - 1)
    wrong = Boards(
        boards.x0,
        boards.y0,
        boards.width,
        [boards.free[0], boards.free[1] | bit, *boards.free[2:]],
        boards.dark_layer,
        boards.dark_top,
        boards.inner,
    )
    assert _boards_problems(wrong, ref)


# -- RandomBot's direct pick -----------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        GameOptions(players=2, seed=3),
        GameOptions(players=4, advanced=True, seed=5),
        GameOptions(players=1, solo="hard", seed=7),  # type: ignore[arg-type]
    ],
    ids=["two players", "four advanced", "solo hard"],
)
def test_random_bot_picks_what_rng_choice_of_legal_actions_picks(
    options: GameOptions,
) -> None:
    bot = RandomBot(options.seed)
    twin = random.Random(options.seed)
    game = FountainsGame.new(options)
    shadow = FountainsGame.new(options)  # asked for its legal actions only
    direct: Counter[Phase] = Counter()
    while not game.is_over():
        actions = shadow.legal_actions()
        want = twin.choice(actions)
        got = bot.choose(game)
        assert got == want, (len(game.actions), got, want)
        assert bot.rng.getstate() == twin.getstate()
        if len(actions) > 1 and game.phase in (Phase.PLACE, Phase.TOKEN):
            direct[game.phase] += 1
        if game.phase is Phase.PLACE and game.drafted is not None:
            tile = tile_by_id(game.drafted)
            spots = game.fountains[game.turn_seat].search().legal_spots(tile)
            # the bot picked without the list ever being made
            assert spots is None or spots._placements is None
            assert shadow.legal_placement_count() == len(shadow.legal_placements())
        game.apply(got)
        shadow.apply(want)
    assert game == shadow
    assert direct[Phase.PLACE] >= 10 and direct[Phase.TOKEN] >= 1, direct


def test_game_legal_placement_at_is_the_listed_placement() -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=12))
    rng = random.Random(12)
    checked = 0
    while not game.is_over():
        if game.phase is Phase.PLACE:
            fresh = game.clone()
            fresh.fountains[fresh.turn_seat].search().forget_caches()  # never listed
            count = fresh.legal_placement_count()
            picks = [fresh.legal_placement_at(i) for i in range(count)]
            with pytest.raises(IndexError):
                fresh.legal_placement_at(count)
            spots = (
                fresh.fountains[fresh.turn_seat]
                .search()
                .legal_spots(tile_by_id(fresh.drafted or ""))
            )
            assert spots is None or spots._placements is None
            assert picks == game.legal_placements()
            checked += count
        else:
            assert game.legal_placement_count() == 0
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 500


def test_game_legal_placement_at_with_nothing_drafted_fails_like_the_list() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=1))
    assert game.phase is Phase.DRAFT and game.legal_placement_count() == 0
    with pytest.raises(IndexError):
        game.legal_placements()[0]
    with pytest.raises(IndexError):
        game.legal_placement_at(0)


# -- hypothesis: drawn tile shapes ---------------------------------------------------


@st.composite
def _drawn_shape(draw: st.DrawFn) -> TileSpec:
    """A tile of any small shape (holes and cut corners too) and any cells."""
    width = draw(st.integers(1, 5))
    height = draw(st.integers(1, 5))
    chars = draw(
        st.lists(
            st.sampled_from("####o~*J.."),
            min_size=width * height,
            max_size=width * height,
        )
    )
    rows = ["".join(chars[r * width : (r + 1) * width]) for r in range(height)]
    try:
        return TileSpec.from_rows("drawn", Shape.STAR, rows)
    except ValueError:  # no cell at all, or none in the first row or column
        assume(False)
        raise


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(seed=st.integers(0, 2**16), steps=st.integers(0, 10), tile=_drawn_shape())
def test_legal_placements_of_drawn_shapes_equal_the_brute_force(
    seed: int, steps: int, tile: TileSpec
) -> None:
    growth = Growth.seeded(seed, covers=10).grown(steps)
    _check_spots(growth.fountain, growth.ref, tile)
