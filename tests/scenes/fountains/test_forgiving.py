"""The forgiving table (issue 13), driven by posted mouse and key events: the
whole turn can be taken back until Confirm, every legal spot of the held tile
is marked and counted, Tab cycles them best first, turning keeps the tile under
the pointer and snaps to a spot close by, a peeled view refuses a hidden
landing, the take card drafts, and no tile or token id reaches a player."""

from __future__ import annotations

import re

import pygame
import pytest

from game.ai.fountains import GreedyBot
from game.ai.fountains.medium import MediumBot
from game.render.fountains.water import WaterLayer
from game.rules.fountains.actions import Draft, Place, PlaceToken
from game.rules.fountains.catalogue import TILES, tile_by_id
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.rules.fountains.tiles import Placement
from game.scenes.fountains.spots import turn_grip
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.scene import SceneManager
from game.setup import GameSetup, Mode, Seat
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx

ANN = Seat("Ann", (230, 159, 0))
BO = Seat("Bo", (86, 180, 233))
IDS = re.compile(r"\b(?:start|square|long|ell|tee|star|octagon|bonus)-\d+\b")


def _table(surface, game: FountainsGame | None = None, seed: int = 11):
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=(ANN, BO), seed=seed)
    scene = FountainsTableScene(make_ctx(), setup, game)
    SceneManager().push(scene)
    driver = MouseDriver(scene, surface)
    driver.settle()
    return scene, driver


def _draft(scene, driver, space_ok=lambda s: s != 0) -> Draft:
    draft = next(
        a for a in scene.state.legal() if isinstance(a, Draft) and space_ok(a.space)
    )
    driver.click(scene.screen_pos_of_pawn(draft.pawn))
    driver.click(scene.screen_pos_of_space(draft.space))
    return draft


def _legal_spots(game: FountainsGame, rotation: int) -> list[Placement]:
    """Straight from the rules core: every legal spot of the drafted tile."""
    tile = tile_by_id(game.drafted)
    turn = tile.same_rotation(rotation)
    return sorted(
        (
            a.placement
            for a in game.legal_actions()
            if isinstance(a, Place) and a.placement.rotation == turn
        ),
        key=lambda p: (p.y, p.x),
    )


def test_the_whole_turn_comes_back_with_undo_until_confirm(surface) -> None:
    scene, driver = _table(surface)
    heard = []
    scene.state.on_commit.append(lambda _game, action: heard.append(action))
    before = scene.game.clone()
    assert scene.button_pos("undo") is None
    draft = _draft(scene, driver)
    assert scene.game.phase is Phase.PLACE
    assert scene.button_pos("undo") is not None  # visible from the draft on
    spot = scene.held.spots()[0]
    driver.move(driver._find(lambda: scene.screen_pos_for_placement(spot)))
    driver.click(scene.env.mouse)
    assert scene.state.pending == Place(spot)
    driver.press("undo")  # the spot
    assert scene.state.pending is None and scene.game.phase is Phase.PLACE
    driver.press("undo")  # the draft: pawn and tile back to the Basin
    assert scene.game == before and scene.game.phase is Phase.DRAFT
    assert scene.game.basin.pawns == before.basin.pawns
    assert heard == [] and scene.state.selected_pawn is None
    assert scene.button_pos("undo") is None
    # drafted again and confirmed once: the turn is over, the listeners hear it
    driver.perform(draft)
    driver.perform(Place(scene.held.spots()[0]))
    assert heard[:2] == [draft, Place(heard[1].placement)]
    assert scene.state.committed_game is scene.game


def test_a_drafted_token_goes_back_with_escape(surface) -> None:
    scene, driver = _table(surface, seed=3)
    before = scene.game.clone()
    _draft(scene, driver, lambda s: s == 0)
    assert scene.game.phase is Phase.TOKEN
    token = next(a for a in scene.state.legal() if isinstance(a, PlaceToken))
    driver.click(scene.screen_pos_of_token(token.token_id))
    driver.click(driver._find(lambda: scene.screen_pos_of_cell(token.cell)))
    assert scene.state.pending == token
    for _ in range(3):  # the spot, the token, the draft
        driver.key(pygame.K_ESCAPE)
    assert scene.game == before and scene.game.phase is Phase.DRAFT
    assert scene.manager is not None and scene.manager.top is scene


def test_every_legal_spot_is_marked_and_counted(surface) -> None:
    scene, driver = _table(surface)
    _draft(scene, driver)
    expected = _legal_spots(scene.game, 0)
    assert expected and scene.held.spots() == expected
    tile = tile_by_id(scene.game.drafted)
    gx, gy = scene.held.grip_of(tile, 0)
    marks = scene.held.spot_marks_cells()
    fountain = scene.game.fountains[scene.game.current_seat]
    assert marks == [
        ((p.x + gx, p.y + gy), fountain.placement_level(tile, p)) for p in expected
    ]
    words = scene.prompt.words()
    assert f"{len(expected)} spot" in words and scene.game.drafted not in words
    driver.key(pygame.K_r)
    assert scene.held.spots() == _legal_spots(scene.game, 1)


def _medium_rank(game) -> dict:  # noqa: ANN001
    ranked = MediumBot(0, placements_tried=10**6).candidates(game)
    rank: dict = {}
    for index, candidate in enumerate(ranked):
        rank.setdefault(candidate.action.placement, (index, candidate.terms))
    return rank


def test_tab_previews_the_spots_best_first_as_medium_ranks_them(surface) -> None:
    scene, driver = _table(surface)
    _draft(scene, driver)
    game = scene.game
    spots = _legal_spots(game, 0)
    rank = _medium_rank(game)
    seen = []
    for _ in range(len(spots)):
        driver.key(pygame.K_TAB)
        assert scene.state.pending is None  # a preview, not a placement
        spot = scene.held.tab_spot
        assert spot is not None and scene.held.hover_placement == spot
        assert scene.held.hover_preview is not None  # water and points shown
        seen.append(spot)
    assert sorted(seen, key=lambda p: (p.y, p.x)) == spots  # each spot once
    assert [rank[p][0] for p in seen] == sorted(rank[p][0] for p in spots)
    # pond weed first only where Medium itself would play it
    best = min(spots, key=lambda p: rank[p][0])
    assert seen[0] == best
    assert rank[seen[0]][1].weed <= min(rank[p][1].weed for p in spots) or (
        rank[seen[0]][1].value >= max(rank[p][1].value for p in spots)
    )
    driver.key(pygame.K_TAB)
    assert scene.held.tab_spot == seen[0]  # round again
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.held.tab_spot == seen[-1]
    assert len(game.actions) == len(scene.game.actions)  # nothing committed
    driver.key(pygame.K_RETURN)  # Enter puts it down, tentatively
    assert scene.state.pending == Place(seen[-1])
    assert scene.state.committed_game.actions == game.actions[:-1]


def test_a_click_puts_the_tile_on_the_spot_tab_shows(surface) -> None:
    scene, driver = _table(surface)
    _draft(scene, driver)
    driver.move(scene.fountain.view_rect.center)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_TAB)
    spot = scene.held.tab_spot
    assert spot is not None
    click_at = scene.env.mouse  # the pointer has not moved since Tab
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=click_at, button=1))
    driver.step(draw=True)
    assert scene.state.pending == Place(spot)


def test_moving_the_pointer_lets_go_of_the_tab_preview(surface) -> None:
    scene, driver = _table(surface)
    _draft(scene, driver)
    driver.key(pygame.K_TAB)
    assert scene.held.tab_spot is not None
    x, y = scene.fountain.view_rect.center
    driver.move((x + 40, y + 30))
    assert scene.held.tab_spot is None


def test_turning_carries_the_cell_under_the_pointer() -> None:
    for tile in TILES[::5]:
        for rotation in range(4):
            cells = tile.rotation(rotation).cells
            for grip in cells:
                turned = turn_grip(tile, rotation, grip, 1)
                after = tile.rotation((rotation + 1) % 4).cells
                assert after[turned] is cells[grip]  # the same brick or water
                assert turn_grip(tile, (rotation + 1) % 4, turned, -1) == grip


def test_turning_keeps_the_tile_under_the_pointer_and_snaps(surface) -> None:
    scene, driver = _table(surface)
    _draft(scene, driver)
    tile = tile_by_id(scene.game.drafted)
    spot = scene.held.spots()[0]
    gx, gy = scene.held.grip_of(tile, 0)
    cell = (spot.x + gx, spot.y + gy)
    driver.move(driver._find(lambda: scene.screen_pos_of_cell(cell)))
    assert scene.held.hover_placement == spot and scene.held.hover_reason is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    driver.step()
    driver.move(scene.env.mouse)
    tx, ty = turn_grip(tile, 0, (gx, gy), 1)
    assert scene.held.grip_of(tile, 1) == (tx, ty)
    aimed = Placement(tile.id, cell[0] - tx, cell[1] - ty, tile.same_rotation(1))
    shown = scene.held.hover_placement
    legal = set(_legal_spots(scene.game, 1))
    if aimed in legal or scene.held.hover_reason is not None:
        assert shown == aimed  # the tile turned about the cell under the pointer
    else:  # snapped to a legal spot one cell away at most
        assert shown in legal
        assert max(abs(shown.x - aimed.x), abs(shown.y - aimed.y)) <= 1


def test_a_spot_one_cell_off_snaps_to_the_legal_one(surface) -> None:
    scene, driver = _table(surface)
    _draft(scene, driver)
    tile = tile_by_id(scene.game.drafted)
    spots = set(scene.held.spots())
    fountain = scene.game.fountains[scene.game.current_seat]
    gx, gy = scene.held.grip_of(tile, 0)
    for spot in sorted(spots, key=lambda p: (p.y, p.x)):
        off = Placement(tile.id, spot.x + 1, spot.y, spot.rotation)
        pos = scene.screen_pos_of_cell((off.x + gx, off.y + gy))
        if off in spots or pos is None or fountain.placement_error(tile, off) is None:
            continue
        driver.move(pos)
        if scene.held.hover_placement == off:
            continue  # the pointer picked another cell (hidden behind a tile)
        assert scene.held.hover_placement in spots
        assert scene.held.hover_reason is None
        return
    pytest.fail("no illegal spot next to a legal one was found")


def test_a_peeled_view_refuses_a_landing_on_hidden_tiles(surface) -> None:
    # seed 1, two greedy seats: after 42 actions seat 0 drafts a tile that can
    # rest on level 3 (found by playing the same game)
    game = FountainsGame.new(GameOptions(players=2, seed=1))
    bots = [GreedyBot(1), GreedyBot(2)]
    for _ in range(42):
        game.apply(bots[game.current_seat].choose(game))
    assert game.current_seat == 0 and game.phase is Phase.DRAFT
    draft = bots[0].choose(game)
    scene, driver = _table(surface, game, seed=1)
    driver.perform(draft)
    tile = tile_by_id(scene.game.drafted)
    fountain = scene.game.fountains[0]
    high = [
        p
        for rotation in range(4)
        for p in _legal_spots(scene.game, rotation)
        if fountain.placement_level(tile, p) >= 3
    ]
    assert high
    while scene.fountain.camera.peel != 1:
        driver.press("peel")
    spot = high[0]
    while tile.same_rotation(scene.state.tile_rotation) != spot.rotation:
        driver.key(pygame.K_r)
    pos = driver._find(lambda: scene.screen_pos_for_placement(spot))
    driver.move(pos)
    held = scene.held
    assert held.hover_placement == spot
    assert held.hover_reason is not None and "peel" in held.hover_reason
    before = len(scene.game.actions)
    driver.click(pos)
    assert scene.state.pending is None and len(scene.game.actions) == before
    while scene.fountain.camera.peel is not None:  # every level shown again
        driver.press("peel")
    driver.move(driver._find(lambda: scene.screen_pos_for_placement(spot)))
    assert held.hover_placement == spot and held.hover_reason is None


def test_the_take_card_drafts_once_a_pawn_is_chosen(surface) -> None:
    scene, driver = _table(surface)
    pawn = next(iter(scene.game.basin.pawns))
    driver.move(scene.screen_pos_of_pawn(pawn))
    assert scene.dock.columns() == []  # only hovered: a note, not buttons
    driver.click(scene.screen_pos_of_pawn(pawn))
    columns = scene.dock.columns()
    assert [s for s, _ in columns] == [d.space for d in scene.state.legal_drafts(pawn)]
    space, rect = columns[-1]
    driver.click(rect.center)
    assert scene.state.turn_open and scene.game.actions[-1] == Draft(pawn, space)


def test_players_never_read_a_tile_or_token_id(surface) -> None:
    scene, driver = _table(surface, seed=5)
    bot = GreedyBot(4)
    texts: list[str] = []
    for _ in range(6):
        driver.settle()
        action = bot.choose(scene.game)
        if isinstance(action, Draft):
            driver.click(scene.screen_pos_of_pawn(action.pawn))
            driver.click(scene.screen_pos_of_space(action.space))
            texts.append(scene.prompt.words())
            action = bot.choose(scene.game)
        driver.perform(action)
        texts.append(scene.prompt.words())
        if scene.state.reward is not None:
            texts.extend(row[3] for row in scene.state.reward.rows)
    texts.extend(line for line, _ in scene.state.log.lines)
    assert texts and not [t for t in texts if IDS.search(t)]


def test_a_piece_held_over_a_jet_stops_its_spray(surface) -> None:
    layer = WaterLayer(48)
    layer.add_jet((60, 80), 0, (1, 1))
    still = pygame.Surface((160, 160))
    layer.draw(still, (0, 0), 0.3, hidden={(1, 1)})
    spraying = pygame.Surface((160, 160))
    layer.draw(spraying, (0, 0), 0.3)
    blank = pygame.Surface((160, 160))
    assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(blank, "RGB")
    assert pygame.image.tobytes(spraying, "RGB") != pygame.image.tobytes(blank, "RGB")
    # the table hands the cells under the held tile to the water it draws
    scene, driver = _table(surface)
    _draft(scene, driver)
    spot = scene.held.spots()[0]
    driver.move(driver._find(lambda: scene.screen_pos_for_placement(spot)))
    cells = tile_by_id(spot.tile_id).rotation(spot.rotation).cells
    expected = {(x + spot.x, y + spot.y) for x, y in cells}
    assert scene.fountain_panel.held is scene.held
    assert scene.held.covered_cells() == expected
