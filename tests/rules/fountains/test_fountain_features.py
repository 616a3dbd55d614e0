"""Features: coins, bonus tokens, fish, lily pads, queries, clone and saving."""

from __future__ import annotations

import json

import pytest

from game.rules.errors import CorruptStateError, IllegalActionError
from game.rules.fountains.catalogue import STARTING_TILES, TILES, token_by_id
from game.rules.fountains.fountain import Fountain, IllegalPlacementError
from game.rules.fountains.fountain_save import fountain_from_json, fountain_to_json
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.tiles import BonusToken, Placement
from tests.rules.fountains.builders import build, put, solid, tile

JET_RIGHT = tile("s", "####", "#J~~", "####")
COIN = BonusToken("coin-token", (Icon.COIN,))
LILY = BonusToken("lily-token", (Icon.LILY,))
COIN_LILY = BonusToken("coin-lily", (Icon.COIN, Icon.LILY))


# -- coins ---------------------------------------------------------------------


def test_coins_score_when_their_pool_is_fed_after_placement() -> None:
    fountain = Fountain.new(JET_RIGHT)
    report = put(fountain, tile("p", "####", "~CC#", "####"), 4, 0)
    assert report.coins_scored == 2 and report.level == 1
    assert report.removed_tokens == ()


def test_coins_in_an_unfed_pool_never_score() -> None:
    fountain = Fountain.new(JET_RIGHT)
    assert put(fountain, tile("p", "####", "#C~~", "####"), 4, 0).coins_scored == 0
    # restoring the flow later does not score the old coin (the new tile has none)
    assert put(fountain, tile("q", "####", "~J~#", "####"), 8, 0).coins_scored == 0
    assert fountain.pond_weed_count() == 0
    # a coin on a tile that is fed by its own jet scores at once
    assert put(fountain, tile("r", "####", "#JC#", "####"), 12, 0).coins_scored == 1


# -- bonus tokens ----------------------------------------------------------------


def test_token_cells_are_visible_slots_and_icons() -> None:
    start = tile("s", "######", "#J*~R#", "######")
    fountain = Fountain.new(start)
    assert fountain.token_cells() == [(1, 1), (2, 1), (4, 1)]
    put(fountain, solid("c", 2, 3), 4, 0)
    assert fountain.token_cells() == [(1, 1), (2, 1)]


def test_a_token_replaces_the_icon_under_it_and_scores_its_coins() -> None:
    start = tile("s", "######", "#J*~R#", "######")
    fountain = Fountain.new(start)
    assert fountain.fish_points(FishColour.RED) == 1
    report = fountain.place_token(COIN_LILY, (4, 1))
    assert report.coins_scored == 1 and report.level == 1
    assert fountain.fish_points(FishColour.RED) == 0
    assert sorted(fountain.visible_icons()) == sorted([Icon.JET, Icon.COIN, Icon.LILY])
    assert fountain.tokens == {(4, 1): "coin-lily"}
    assert len(fountain.tokens) == 1
    assert fountain.lily_points() == 1


def test_token_coins_in_an_unfed_pool_do_not_score() -> None:
    fountain = Fountain.new(JET_RIGHT)
    put(fountain, tile("p", "####", "#*~#", "####"), 4, 0)
    assert fountain.place_token(COIN, (5, 1)).coins_scored == 0


def test_a_jet_token_feeds_its_pool() -> None:
    fountain = Fountain.new(JET_RIGHT)
    put(fountain, tile("p", "####", "#*C#", "####"), 4, 0)
    assert fountain.pond_weed_count() == 1
    fountain.place_token(token_by_id("bonus-15"), (5, 1))  # a jet
    assert fountain.pond_weed_count() == 0


def test_a_token_covered_by_a_tile_is_removed_and_reported() -> None:
    start = tile("s", "######", "#J*~*#", "######")
    fountain = Fountain.new(start)
    fountain.place_token(LILY, (2, 1))
    fountain.place_token(COIN, (4, 1))
    report = put(fountain, solid("c", 3, 3), 3, 0)
    assert report.removed_tokens == ("coin-token",)
    assert fountain.tokens == {(2, 1): "lily-token"}
    assert fountain.removed_tokens == ("coin-token",)
    assert len(fountain.tokens) == 1


def test_a_token_covered_by_another_token_is_removed() -> None:
    fountain = Fountain.new(tile("s", "#####", "#J*~#", "#####"))
    fountain.place_token(LILY, (2, 1))
    report = fountain.place_token(COIN, (2, 1))
    assert report.removed_tokens == ("lily-token",) and report.coins_scored == 1
    assert fountain.tokens == {(2, 1): "coin-token"}
    assert fountain.visible_icons().count(Icon.LILY) == 0


def test_illegal_token_placements_raise_and_change_nothing() -> None:
    fountain = Fountain.new(tile("s", "#####", "#J*~#", "#####"))
    before = fountain.clone()
    with pytest.raises(IllegalPlacementError, match=r"cell \(3,1\) is not a visible"):
        fountain.place_token(COIN, (3, 1))  # plain water
    with pytest.raises(IllegalPlacementError, match=r"cell \(0,0\) is not a visible"):
        fountain.place_token(COIN, (0, 0))  # a brick
    with pytest.raises(IllegalActionError, match="not part of the fountain"):
        fountain.place_token(COIN, (9, 9))
    assert fountain == before
    fountain.place_token(COIN, (2, 1))
    with pytest.raises(IllegalPlacementError, match="already used"):
        fountain.place_token(COIN, (1, 1))


# -- fish and lily pads -----------------------------------------------------------


def _fish_fountain() -> Fountain:
    start = tile(
        "s",
        "##########",
        "#JRRXB~~~#",
        "#~~~~~~~~#",
        "##########",
    )
    upper = tile("u", "####", "#JR#", "#X~#", "####")
    walled = tile("d", "###", "#R#", "###")  # unfed red fish: no jet, no channel
    return build(start, (upper, 6, 0), (walled, 10, 0))


def test_rulebook_fish_example_red_plus_wild_is_seven() -> None:
    fountain = _fish_fountain()
    assert fountain.max_level() == 2
    # red: 2 on level 1 + 1 on level 2 = 4; wild: 1 on level 1 + 1 on level 2 = 3
    assert fountain.fish_points(FishColour.RED) == 7
    assert fountain.fish_points(FishColour.BLACK) == 1 + 3
    assert fountain.fish_points(FishColour.WHITE) == 3
    assert fountain.pond_weed_count() == 1


def _lily_fountain() -> Fountain:
    start = tile(
        "s",
        "#########",
        "#J~~~~~~#",
        "#~~~~~~~~",
        "#~L~~~~~#",
        "#########",
    )
    fountain = Fountain.new(start)  # lily #1 at (2,3), level 1
    put(fountain, tile("t2", "####", "#JL~", "####"), 3, 0)  # lily #2, level 2
    pad = ("#####", "#~~~#", "~~L~~", "#~~~#", "#####")
    put(fountain, tile("t3", *pad), 9, 0)  # lily #3, level 1, joined by channels
    put(fountain, tile("t4", *pad[:2], "~~L~#", *pad[3:]), 14, 0)  # lily #4
    put(fountain, tile("far", "#####", "#JL~#", "#####"), -5, 0)  # detached pad
    return fountain


def test_rulebook_lily_example_group_by_level_is_five() -> None:
    fountain = _lily_fountain()
    assert fountain.pond_weed_count() == 0
    assert fountain.lily_points() == 1 + 2 + 1 + 1
    groups = fountain.lily_groups()
    assert [points for points, _ in groups] == [5, 1]
    # the level-2 pool pours into the start pool: joined whatever the direction
    assert ((6, 1), (7, 1)) in fountain.flows()


def test_lily_pads_in_unfed_pools_do_not_count() -> None:
    fountain = Fountain.new(tile("s", "#####", "#JL~#", "#####"))
    put(fountain, tile("p", "#####", "#LL~#", "#####"), 5, 0)
    assert fountain.lily_points() == 1
    assert fountain.visible_icons().count(Icon.LILY) == 3


# -- queries, clone, saving --------------------------------------------------------


def test_queries_on_a_catalogue_fountain() -> None:
    fountain = Fountain.new(STARTING_TILES[0])
    assert fountain.visible_icons().count(Icon.JET) == 1
    assert fountain.tile_count() == 1 and fountain.max_level() == 1
    assert len(fountain.tokens) == 0
    assert fountain.cell(1, 1) is not None and fountain.cell(0, 0) is None
    assert len(fountain.cells()) == 32


def _busy_fountain() -> Fountain:
    fountain = Fountain.new(STARTING_TILES[3])
    for spec in TILES[::7]:
        legal = fountain.legal_placements(spec)
        if legal:
            fountain.place(spec, legal[len(legal) // 2])
    cells = fountain.token_cells()
    fountain.place_token(token_by_id("bonus-17"), cells[0])
    fountain.place_token(token_by_id("bonus-03"), cells[-1])
    return fountain


def test_clone_is_equal_and_independent() -> None:
    fountain = _busy_fountain()
    copy = fountain.clone()
    assert copy == fountain and copy is not fountain
    spec = TILES[1]
    copy.place(spec, copy.legal_placements(spec)[0])
    assert copy != fountain
    assert fountain.tile_count() + 1 == copy.tile_count()
    assert spec.id not in {p.tile.id for p in fountain.placed}


def test_json_round_trip() -> None:
    fountain = _busy_fountain()
    data = json.loads(json.dumps(fountain_to_json(fountain)))
    assert data["version"] == 1
    again = fountain_from_json(data)
    assert again == fountain
    assert again.water().pools == fountain.water().pools
    assert again.flows() == fountain.flows()
    assert fountain_to_json(again) == fountain_to_json(fountain)


def test_json_round_trip_with_hand_made_tiles_and_removed_tokens() -> None:
    fountain = Fountain.new(tile("s", "######", "#J*~*#", "######"))
    fountain.place_token(COIN, (4, 1))
    put(fountain, solid("c", 3, 3), 3, 0)
    fountain.place_token(LILY, (2, 1))
    again = fountain_from_json(json.loads(json.dumps(fountain_to_json(fountain))))
    assert again == fountain and again.removed_tokens == ("coin-token",)


def test_corrupt_json_is_reported() -> None:
    good = fountain_to_json(_busy_fountain())
    with pytest.raises(CorruptStateError, match="version 7 is not supported"):
        fountain_from_json({**good, "version": 7})
    bad_level = json.loads(json.dumps(good))
    bad_level["tiles"][1]["level"] = 4
    with pytest.raises(CorruptStateError, match="tile 2 .* is on level"):
        fountain_from_json(bad_level)
    moved = json.loads(json.dumps(good))
    moved["tiles"][1]["placement"] = "square-01@40,40r0"
    with pytest.raises(CorruptStateError, match="tile 2 .* is illegal"):
        fountain_from_json(moved)
    unknown = json.loads(json.dumps(good))
    unknown["tiles"][0]["placement"] = "start-9@0,0r0"
    with pytest.raises(CorruptStateError, match="unknown tile 'start-9'"):
        fountain_from_json(unknown)
    with pytest.raises(CorruptStateError, match="malformed"):
        fountain_from_json({"version": 1})
    token_on_brick = json.loads(json.dumps(good))
    token_on_brick["tokens"][0]["cell"] = [0, 1]
    with pytest.raises(CorruptStateError, match="cannot be on cell"):
        fountain_from_json(token_on_brick)


def test_placement_report_level_and_placed_records() -> None:
    fountain = Fountain.new(JET_RIGHT)
    put(fountain, solid("b", 4, 3), 4, 0)
    report = put(fountain, solid("u", 2, 2), 5, 0)
    assert report.level == 2
    placed = fountain.placed[-1]
    assert placed.placement == Placement("u", 5, 0, 0) and placed.level == 2
    assert fountain.top(5, 0) == 2 and fountain.height(5, 0) == 2
    assert fountain.top(4, 0) == 1 and fountain.height(4, 0) == 1
