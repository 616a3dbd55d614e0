"""The catalogue of tiles and tokens: counts, geometry, and the documented totals."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.rules.fountains.catalogue import (
    BONUS_TOKENS,
    STARTING_TILES,
    TILES,
    tile_by_id,
    tiles_of_shape,
    token_by_id,
)
from game.rules.fountains.icons import CellKind, Icon
from game.rules.fountains.tiles import STACK_SHAPES, Shape, TileSpec

DOCS = Path(__file__).resolve().parents[3] / "docs" / "rules" / "fountain-model.md"
ALL_TILES = STARTING_TILES + TILES
SIDES = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}


def _edge_sides(tile: TileSpec, cell: tuple[int, int]) -> list[str]:
    x, y = cell
    return [s for s, (dx, dy) in SIDES.items() if (x + dx, y + dy) not in tile.cells]


def _water_components(tile: TileSpec) -> int:
    water = {c for c, spec in tile.cells.items() if spec.kind is CellKind.WATER}
    seen: set[tuple[int, int]] = set()
    parts = 0
    for start in water:
        if start in seen:
            continue
        parts += 1
        stack = [start]
        seen.add(start)
        while stack:
            x, y = stack.pop()
            for dx, dy in SIDES.values():
                n = (x + dx, y + dy)
                if n in water and n not in seen:
                    seen.add(n)
                    stack.append(n)
    return parts


def test_counts_and_ids() -> None:
    assert len(STARTING_TILES) == 5
    assert len(TILES) == 72
    assert len(BONUS_TOKENS) == 26
    assert [t.id for t in STARTING_TILES] == [f"start-{n}" for n in range(1, 6)]
    for shape in STACK_SHAPES:
        tiles = tiles_of_shape(shape)
        assert [t.id for t in tiles] == [f"{shape}-{n:02d}" for n in range(1, 13)]
    assert len({t.id for t in ALL_TILES}) == 77
    assert [t.id for t in BONUS_TOKENS] == [f"bonus-{n:02d}" for n in range(1, 27)]
    assert tile_by_id("star-07").shape is Shape.STAR
    assert token_by_id("bonus-26").id == "bonus-26"
    with pytest.raises(KeyError, match="star-99"):
        tile_by_id("star-99")
    with pytest.raises(KeyError, match="bonus-27"):
        token_by_id("bonus-27")


def test_stack_order_is_the_basin_order() -> None:
    assert STACK_SHAPES == (
        Shape.SQUARE,
        Shape.LONG,
        Shape.ELL,
        Shape.TEE,
        Shape.STAR,
        Shape.OCTAGON,
    )


@pytest.mark.parametrize("tile", ALL_TILES, ids=lambda t: t.id)
def test_tile_geometry(tile: TileSpec) -> None:
    rot = tile.rotation(0)
    small, big = sorted((rot.width, rot.height))
    if tile.shape is Shape.START:
        assert (small, big) == (6, 6)
    else:
        assert 4 <= small <= 5 and 4 <= big <= 6
    # one 4-connected pool
    assert _water_components(tile) == 1
    # bricks form the rim: every cell off the outer edge is water
    for cell, spec in tile.cells.items():
        if not _edge_sides(tile, cell):
            assert spec.kind is CellKind.WATER, (tile.id, cell)
    # at least one channel, so water can pass to a neighbour
    channels = [
        c
        for c, s in tile.cells.items()
        if s.kind is CellKind.WATER and _edge_sides(tile, c)
    ]
    assert channels
    # dark bricks on at least three sides (two or more on each) so it can be placed
    dark_per_side: Counter[str] = Counter()
    for cell, spec in tile.cells.items():
        if spec.kind is CellKind.DARK:
            dark_per_side.update(_edge_sides(tile, cell))
    assert sum(1 for n in dark_per_side.values() if n >= 2) >= 3, dark_per_side
    # both kinds of brick appear
    kinds = Counter(spec.kind for spec in tile.cells.values())
    assert kinds[CellKind.DARK] and kinds[CellKind.LIGHT]


def test_shapes_share_one_outline_per_stack() -> None:
    for shape in (*STACK_SHAPES, Shape.START):
        outlines = {frozenset(t.cells) for t in tiles_of_shape(shape)}
        assert len(outlines) == 1, shape
    star = frozenset(tiles_of_shape(Shape.STAR)[0].cells)
    # plus-shaped: the four corners of its 5x5 box are missing
    assert not {(0, 0), (4, 0), (0, 4), (4, 4)} & star and (2, 2) in star


def test_tiles_of_a_shape_differ() -> None:
    for shape in STACK_SHAPES:
        tiles = tiles_of_shape(shape)
        assert len({tuple(t.to_rows()) for t in tiles}) == 12
        channel_sets = {
            frozenset(
                c
                for c, s in t.cells.items()
                if s.kind is CellKind.WATER and _edge_sides(t, c)
            )
            for t in tiles
        }
        assert len(channel_sets) >= 8, shape
        jets = sum(t.icons.count(Icon.JET) for t in tiles)
        assert jets >= 2, f"{shape} needs jets so water can reach new areas"


def test_starting_tiles_have_a_jet_and_room_for_four_features() -> None:
    for tile in STARTING_TILES:
        assert tile.icons.count(Icon.JET) == 1
        assert len(tile.icons) - 1 + tile.slot_count == 4


def test_rows_round_trip() -> None:
    for tile in ALL_TILES:
        assert TileSpec.from_rows(tile.id, tile.shape, tile.to_rows()) == tile


def test_rotations_are_quarter_turns_clockwise() -> None:
    tile = TileSpec.from_rows("t", Shape.LONG, ["#o", "~J", "~~"])
    assert tile.to_rows(1) == ["~~#", "~Jo"]
    assert tile.to_rows(2) == ["~~", "J~", "o#"]
    assert tile.to_rows(3) == ["oJ~", "#~~"]
    for r in range(4):
        cells = tile.rotated_cells(r)
        assert min(x for x, _ in cells) == 0 and min(y for _, y in cells) == 0
    with pytest.raises(ValueError, match="rotation"):
        tile.rotated_cells(4)


def test_symmetric_tile_has_fewer_distinct_rotations() -> None:
    plain = TileSpec.from_rows("p", Shape.SQUARE, ["####", "#~~#", "#~~#", "####"])
    assert plain.distinct_rotations == (0,)
    half = TileSpec.from_rows("h", Shape.LONG, ["#~#", "#~#"])
    assert half.distinct_rotations == (0, 1)
    assert half.same_rotation(2) == 0 and half.same_rotation(3) == 1


def test_bad_rows_are_named() -> None:
    with pytest.raises(ValueError, match="unknown cell character 'Q'"):
        TileSpec.from_rows("bad", Shape.SQUARE, ["#Q#"])


def test_tokens_carry_one_or_two_features() -> None:
    assert all(1 <= len(t.icons) <= 2 for t in BONUS_TOKENS)
    assert {i for t in BONUS_TOKENS for i in t.icons} == set(Icon)


def feature_totals_table() -> str:
    """The markdown table of feature totals, as the docs must show it."""
    icons = list(Icon)
    head = "| | tiles | " + " | ".join(i.value for i in icons) + " | slots |"
    rule = "|---" * (len(icons) + 3) + "|"
    lines = [head, rule]

    def row(name: str, count: int, icon_list: list[Icon], slots: int) -> str:
        counts = Counter(icon_list)
        cells = " | ".join(str(counts[i]) for i in icons)
        return f"| {name} | {count} | {cells} | {slots} |"

    groups: list[tuple[str, tuple[TileSpec, ...]]] = [
        ("start", STARTING_TILES),
        *[(str(shape), tiles_of_shape(shape)) for shape in STACK_SHAPES],
        ("all 72 stack tiles", TILES),
        ("all 77 tiles", ALL_TILES),
    ]
    for name, tiles in groups:
        icon_list = [i for t in tiles for i in t.icons]
        lines.append(row(name, len(tiles), icon_list, sum(t.slot_count for t in tiles)))
    token_icons = [i for t in BONUS_TOKENS for i in t.icons]
    lines.append(row("26 bonus tokens", 26, token_icons, 0))
    everything = [i for t in ALL_TILES for i in t.icons] + token_icons
    lines.append(row("tiles + tokens", 103, everything, 0))
    return "\n".join(lines)


def test_docs_state_the_feature_totals() -> None:
    table = feature_totals_table()
    assert table in DOCS.read_text(encoding="utf-8"), (
        "docs/rules/fountain-model.md must contain this table:\n" + table
    )


def test_every_tile_can_join_every_starting_tile() -> None:
    from game.rules.fountains.fountain import Fountain

    for start in STARTING_TILES:
        fountain = Fountain.new(start)
        for spec in TILES:
            legal = fountain.legal_placements(spec)
            assert len(legal) >= 4, (start.id, spec.id)
