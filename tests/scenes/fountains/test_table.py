"""The Fountains table, driven by posted mouse and key events."""

from __future__ import annotations

import pygame
import pytest

from game.rules.fountains.actions import ChooseFish, Draft, Place, PlaceToken
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import FishColour
from game.rules.fountains.phases import Phase
from game.rules.fountains.tiles import Placement
from game.scenes.fountains.table import FountainsTableScene, options_for
from game.scenes.scene import SceneManager
from game.setup import GameSetup, Mode, Seat
from tests.scenes.fountains.table_driver import MouseDriver, make_ctx

ANN = Seat("Ann", (230, 159, 0))
BO = Seat("Bo", (86, 180, 233))


def _table(surface, seats=(ANN, BO), seed=11, pass_screen=False, **kw):
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=seed, **kw)
    scene = FountainsTableScene(make_ctx(handoff_screen=pass_screen), setup)
    manager = SceneManager()
    manager.push(scene)
    driver = MouseDriver(scene, surface)
    return scene, manager, driver


def _draft_a_tile(scene, driver) -> Draft:
    driver.settle()
    draft = next(
        a for a in scene.state.legal() if isinstance(a, Draft) and a.space != 0
    )
    driver.perform(draft)
    assert scene.game.phase is Phase.PLACE
    return draft


def test_with_the_pass_screen_on_hand_off_then_recap_before_each_turn(
    surface,
) -> None:
    scene, _m, driver = _table(surface, pass_screen=True)
    driver.step(0.05)
    assert scene.state.handoff is not None and scene.state.handoff.name in ("Ann", "Bo")
    assert not scene.awaiting_human()  # nobody sees the table yet
    driver.press("ready")
    assert scene.state.recap is not None
    driver.press("ok")
    assert scene.awaiting_human()


def test_by_default_the_table_stays_in_sight_with_a_banner_and_a_light_recap(
    surface,
) -> None:
    scene, _m, driver = _table(surface)
    driver.step(0.05, draw=True)
    state = scene.state
    assert state.handoff is None  # no screen hides the table
    assert state.recap is not None and state.recap.light
    assert scene.awaiting_human()  # the person may act at once
    assert not scene.recap.modal and scene.turn.showing()
    assert scene.button_pos("ok") is None  # nothing to dismiss by hand
    name = state.name(state.game.current_seat)
    pawn = next(iter(state.game.basin.pawns))
    driver.click(scene.screen_pos_of_pawn(pawn))  # the first click on the table
    assert state.recap is None  # closed it...
    assert state.selected_pawn is pawn  # ...and still picked the pawn
    assert name in ("Ann", "Bo")


def test_asking_for_a_hint_by_key_puts_the_turn_banner_away(surface) -> None:
    """H is acting, as a click is: the banner over the view goes, so it never
    lies over the hinted ghost and its "Level 1" label."""
    scene, _m, driver = _table(surface)
    driver.step(0.05, draw=True)
    assert scene.turn.showing()
    driver.key(pygame.K_TAB)
    assert scene.turn.showing()  # looking is not acting
    driver.key(pygame.K_h)
    assert scene.state.recap is None and not scene.turn.showing()
    assert scene.hint.asking or scene.hint.shown is not None  # ...and H asked


def test_hovering_a_pawn_offers_exactly_its_legal_destinations(surface) -> None:
    scene, _m, driver = _table(surface)
    driver.settle()
    for pawn, _space in scene.game.basin.pawns.items():
        driver.move(scene.screen_pos_of_pawn(pawn))
        assert scene.basin.hover_pawn is pawn
        expected = {
            a.space
            for a in scene.game.legal_actions()
            if isinstance(a, Draft) and a.pawn is pawn
        }
        assert {d.space for d in scene.state.legal_drafts(pawn)} == expected
    # clicking a space that is not a legal destination drafts nothing
    pawn = next(iter(scene.game.basin.pawns))
    driver.click(scene.screen_pos_of_pawn(pawn))
    assert scene.state.selected_pawn is pawn
    illegal = next(
        s
        for s in range(7)
        if s not in {d.space for d in scene.state.legal_drafts(pawn)}
        and scene.game.basin.pawn_at(s) is None
    )
    before = len(scene.game.actions)
    driver.click(scene.screen_pos_of_space(illegal))
    assert len(scene.game.actions) == before


def test_an_illegal_spot_says_why_in_the_rules_words(surface) -> None:
    scene, _m, driver = _table(surface)
    _draft_a_tile(scene, driver)
    fountain = scene.game.fountains[scene.game.current_seat]
    tile = tile_by_id(scene.game.drafted)
    # half on the start tile, half on the table: it cannot rest flat
    for cell in ((0, 0), (5, 5), (0, 5), (5, 0), (1, 1)):
        pos = scene.screen_pos_of_cell(cell)
        driver.move(pos)
        assert scene.held.hover_placement is not None
        assert scene.held.hover_reason == fountain.placement_error(
            tile, scene.held.hover_placement
        )
        if scene.held.hover_reason:
            break
    assert scene.held.hover_reason
    before = len(scene.game.actions)
    driver.click(pos)
    assert scene.state.pending is None and len(scene.game.actions) == before


def test_wheel_and_r_turn_the_held_tile_and_right_click_puts_it_back(
    surface,
) -> None:
    scene, _m, driver = _table(surface)
    before = scene.game.clone()
    draft = _draft_a_tile(scene, driver)
    centre = scene.fountain.view_rect.center
    driver.move(centre)
    assert scene.state.tile_rotation == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    driver.step()
    assert scene.state.tile_rotation == 1
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")
    )
    driver.step()
    assert scene.state.tile_rotation == 2
    driver.click(centre, button=3)  # the tile goes back, the pawn too
    assert scene.game.phase is Phase.DRAFT and scene.game == before
    assert scene.state.selected_pawn is None and draft.pawn in scene.game.basin.pawns


def test_place_tentatively_undo_with_escape_then_confirm_with_enter(surface) -> None:
    scene, _m, driver = _table(surface)
    _draft_a_tile(scene, driver)
    game = scene.game
    seat = game.current_seat
    place = next(
        a
        for a in scene.state.legal()
        if isinstance(a, Place) and a.placement.rotation == 0
    )
    pos = driver._find(lambda: scene.screen_pos_for_placement(place.placement))
    driver.move(pos)
    preview = scene.held.hover_preview
    assert preview is not None
    # the preview agrees with the rules on a clone
    trial = game.fountains[seat].clone()
    report = trial.place(tile_by_id(place.placement.tile_id), place.placement)
    assert preview.coins == report.coins_scored
    assert preview.after.pools == trial.fed_pool_count()
    assert preview.after.lily == trial.lily_points()
    tiles_before = game.fountains[seat].tile_count()
    driver.click(pos)
    assert scene.state.pending == place
    assert game.fountains[seat].tile_count() == tiles_before  # nothing committed
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    driver.step()
    assert scene.state.pending is None and game.phase is Phase.PLACE
    driver.click(pos)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    )
    driver.step()
    assert game.actions[-1] == place
    assert game.fountains[seat].tile_count() == tiles_before + 1


def test_escape_with_nothing_to_undo_opens_the_pause_menu(surface) -> None:
    scene, manager, driver = _table(surface)
    driver.settle()
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    )
    driver.pump()
    assert manager.top is not scene
    assert type(manager.top).__name__ == "PauseScene"


def test_camera_turns_zooms_and_peels_by_buttons(surface) -> None:
    scene, _m, driver = _table(surface)
    driver.settle()
    driver.press("turn-right")
    assert scene.fountain.camera.rotation == 1
    driver.press("turn-left")
    driver.press("turn-left")
    assert scene.fountain.camera.rotation == 3
    driver.press("zoom-in")
    assert scene.fountain.camera.zoom_steps == 1
    driver.press("peel")  # a single level: nothing to peel away
    assert scene.fountain.camera.peel is None


def test_thumbnails_show_every_fountain_and_switch_the_large_view(surface) -> None:
    scene, _m, driver = _table(surface, seats=(ANN, BO, Seat("Cy", (0, 158, 115))))
    driver.settle()
    other = (scene.game.current_seat + 1) % 3
    rect = scene.thumbs.thumb_rect(other)
    assert rect is not None
    driver.click(rect.center)
    assert scene.fountain.viewing == other
    driver.press("home")
    assert scene.fountain.viewing == scene.game.current_seat


def test_fish_colour_is_chosen_in_a_dialog(surface) -> None:
    scene, _m, driver = _table(surface, seed=3)
    game = scene.game
    # play quickly (by the rules core) to a fish choice, then let the table show it
    from game.ai.fountains import RandomBot

    bot = RandomBot(1)
    while game.phase is not Phase.FISH and not game.is_over():
        game.apply(bot.choose(game))
    if game.is_over():
        pytest.skip("no fish reward in this seed")
    scene.state.last_human = game.current_seat
    driver.settle()
    assert scene.state.fish_offer is not None
    driver.press("fish-white")
    assert game.actions[-1] == ChooseFish(FishColour.WHITE)
    assert scene.state.fish_offer is None


def test_autoplay_plays_every_seat_and_matches_the_rules(surface) -> None:
    scene, manager, driver = _table(
        surface, seats=(ANN, BO, Seat("Cy", (0, 158, 115))), autoplay=True, seed=21
    )
    for _ in range(3000):
        driver.step(0.05)
        if scene.state.bot_move is not None or scene.state.reward is not None:
            pygame.event.post(
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "
                )
            )
        if scene.state.finished:
            break
    assert scene.state.finished and scene.outcome is not None
    replayed = FountainsGame.replay(options_for(scene.setup), list(scene.game.actions))
    assert replayed.outcome() == scene.outcome
    assert type(manager.top).__name__ == "ResultsScene"
    # the results are handed the finished game: they show its fountains
    assert manager.top.fountains.game is scene.game  # type: ignore[attr-defined]


def test_last_placements_are_remembered_per_seat(surface) -> None:
    scene, _m, driver = _table(surface)
    _draft_a_tile(scene, driver)
    seat = scene.game.current_seat
    place = next(a for a in scene.state.legal() if isinstance(a, Place))
    pos = driver._find(lambda: scene.screen_pos_for_placement(place.placement))
    if scene.state.tile_rotation != place.placement.rotation:
        pytest.skip("first legal placement needs a turn")
    driver.click(pos)
    driver.press("confirm")
    assert scene.state.last_placed[seat] == scene.game.fountains[seat].tile_count() - 1
    assert isinstance(place.placement, Placement)


def test_browsing_another_fountain_while_holding_a_tile_sticks(surface) -> None:
    scene, _m, driver = _table(surface)
    _draft_a_tile(scene, driver)
    me = scene.game.current_seat
    other = 1 - me
    driver.press("turn-right")
    driver.click(scene.thumbs.thumb_rect(other).center)
    for _ in range(5):
        driver.step(0.05, draw=True)
    assert scene.fountain.viewing == other
    assert not scene.can_place_here()  # no tile can be placed on someone else's
    driver.press("home")
    assert scene.fountain.viewing == me and scene.can_place_here()


def test_a_bonus_token_is_chosen_in_the_basin_and_placed_like_a_tile(surface) -> None:
    scene, _m, driver = _table(surface)
    driver.settle()
    bonus = next(
        (a for a in scene.state.legal() if isinstance(a, Draft) and a.space == 0), None
    )
    if bonus is None:
        pytest.skip("the Bonus space is out of reach at this seed")
    driver.perform(bonus)
    game = scene.game
    assert game.phase is Phase.TOKEN
    token = game.basin.tokens_face_up()[0]
    driver.click(scene.screen_pos_of_token(token))
    assert scene.state.chosen_token == token
    fountain = game.fountains[game.current_seat]
    legal = {a.cell for a in scene.state.legal() if isinstance(a, PlaceToken)}
    brick = next(c for c in fountain.cells() if c not in legal)
    driver.move(driver._find(lambda: scene.screen_pos_of_cell(brick)))
    assert scene.held.hover_reason == fountain.token_error(token_by_id(token), brick)
    cell = sorted(legal)[0]
    pos = driver._find(lambda: scene.screen_pos_of_cell(cell))
    driver.click(pos)
    assert scene.state.pending == PlaceToken(token, cell)
    driver.press("confirm")
    assert game.actions[-1] == PlaceToken(token, cell)
    assert fountain.tokens[cell] == token


def _pause_on_top(manager, scene) -> bool:
    return manager.top is not scene and type(manager.top).__name__ == "PauseScene"


def test_menu_button_opens_the_pause_menu(surface) -> None:
    scene, manager, driver = _table(surface)
    driver.settle()
    driver.press("menu")
    assert _pause_on_top(manager, scene)
    manager.pop()
    assert manager.top is scene and scene.awaiting_human()


def test_menu_button_works_on_the_hand_off_screen(surface) -> None:
    scene, manager, driver = _table(surface, pass_screen=True)
    driver.step(0.05)
    assert scene.state.handoff is not None
    driver.press("menu")
    assert _pause_on_top(manager, scene)
    manager.pop()
    assert scene.state.handoff is not None  # the table is still hidden


def test_menu_button_does_not_skip_a_computer_move(surface) -> None:
    seats = (ANN, Seat("Cy", (0, 158, 115), computer=True))
    scene, manager, driver = _table(surface, seats=seats, seed=4)
    for _ in range(400):
        driver.step(0.05, draw=True)
        if scene.state.bot_move is not None:
            break
        if scene.awaiting_human():
            driver.perform(
                next(a for a in scene.state.legal() if not isinstance(a, PlaceToken))
                if scene.game.phase is not Phase.PLACE
                else next(a for a in scene.state.legal() if isinstance(a, Place))
            )
    move = scene.state.bot_move
    assert move is not None
    before = len(scene.game.actions)
    driver.press("menu")
    assert _pause_on_top(manager, scene)
    assert scene.state.bot_move is move and len(scene.game.actions) == before


def test_pointing_at_the_toolbar_does_not_aim_the_held_tile(surface) -> None:
    scene, _m, driver = _table(surface)
    _draft_a_tile(scene, driver)
    place = next(a for a in scene.state.legal() if isinstance(a, Place))
    pos = driver._find(lambda: scene.screen_pos_for_placement(place.placement))
    driver.move(pos)
    assert scene.held.hover_placement is not None
    driver.move(scene.button_pos("turn-left"))
    assert scene.held.hover_placement is None and scene.held.hover_reason is None
    driver.press("zoom-in")
    assert scene.state.pending is None and scene.game.phase is Phase.PLACE


def test_wording_reads_for_any_name(surface) -> None:
    charles = Seat("Charles", (230, 159, 0))
    scene, _m, driver = _table(surface, seats=(charles, Seat("Jess", (1, 2, 3))))
    driver.settle()
    lines = [line for line, _colour in scene.state.log.lines]
    first = scene.state.name(scene.game.first_seat)
    assert f"First player: {first}." in lines
    assert not any("'s " in line or "s's" in line for line in lines)
    assert scene.prompt.words().startswith(f"{first}: ")
    scene.draw(driver.surface)
    assert scene.fountain.name_rect.width > 0  # "Fountain of <name>", top right
    assert scene.fountain.name_rect.right <= scene.fountain.view_rect.right
    assert (
        "Scores now: " in scene.state.log.scores_line()
        and "Charles 0" in scene.state.log.scores_line()
    )


def test_reasons_on_screen_name_no_grid_coordinates() -> None:
    from game.scenes.fountains.table_log import plain_reason

    words = plain_reason(
        "not supported: cell (-2,-2) hangs over empty space while cell (1,0) "
        "rests on level 1; every cell must rest on the same level"
    )
    assert words.startswith("Not supported: one part hangs over empty space")
    assert "another part rests on level 1" in words
    assert "(" not in words.split(";")[0]
    assert plain_reason("cell (3,4) is not part of the fountain") == (
        "That cell is not part of the fountain"
    )


def test_thumbnail_summary_counts_in_words(surface) -> None:
    from game.scenes.fountains.thumbs import thumb_summary

    scene, _m, _driver = _table(surface)
    fountain = scene.game.fountains[0]
    words = thumb_summary(fountain)
    assert words.startswith("1 tile ·")
    assert f"{fountain.fed_pool_count()} fed pool" in words


def test_reward_banner_gives_one_row_per_seat_with_category_totals() -> None:
    from game.scenes.fountains.overlays import RewardBanner

    red, blue = (200, 0, 0), (0, 0, 200)
    final = RewardBanner(
        "Final rewards",
        [
            ("Ann", red, 7, "Final rewards: 4 fed pools, most pools", "pools"),
            ("Bo", blue, 3, "Final rewards: 2 fed pools", "pools"),
            ("Ann", red, 4, "Final rewards: design card Extras", "design"),
            ("Ann", red, 2, "Final rewards: design card Visibility", "design"),
        ],
        1.0,
    )
    shared, rows = final.seat_rows()
    assert shared == ""
    assert rows == [
        ("Ann", red, 13, "pools +7  ·  design +6"),
        ("Bo", blue, 3, "Final rewards: 2 fed pools"),
    ]
    fish = RewardBanner(
        "Points: fish",
        [
            ("Ann", red, 2, "white chosen", "fish"),
            ("Bo", blue, 0, "white chosen", "fish"),
        ],
        1.0,
    )
    shared, rows = fish.seat_rows()
    assert shared == "white chosen"
    assert [(name, points, detail) for name, _c, points, detail in rows] == [
        ("Ann", 2, ""),
        ("Bo", 0, ""),
    ]


def test_recap_ends_with_everyones_score(surface) -> None:
    scene, _m, driver = _table(surface, pass_screen=True)
    driver.step(0.05)
    driver.press("ready")
    assert scene.state.recap is not None
    assert scene.state.recap.scores == scene.state.log.scores_line()
    assert scene.state.recap.scores.startswith("Scores now: ")


def test_a_token_over_the_only_jet_previews_the_pool_going_still() -> None:
    from game.rules.fountains.catalogue import STARTING_TILES
    from game.rules.fountains.fountain import Fountain
    from game.scenes.fountains.preview import preview_token

    fountain = Fountain.new(STARTING_TILES[0])
    jet = next(c for c, s in STARTING_TILES[0].cells.items() if s.icon is not None)
    assert fountain.fed_pool_count() == 1
    preview = preview_token(fountain, "bonus-01", jet)
    trial = fountain.clone()
    trial.place_token(token_by_id("bonus-01"), jet)
    assert preview.after.pools == trial.fed_pool_count()
    assert trial.fed_pool_count() == 0  # the token hid the only jet
    assert preview.lost_cells
    assert dict(preview.rows())["Fed pools 1 -> 0"] == "loss"
    assert fountain.tokens == {}  # worked out on a clone


def test_the_preview_card_docks_over_the_log_not_the_fountain(surface) -> None:
    scene, _m, driver = _table(surface)
    _draft_a_tile(scene, driver)
    place = next(a for a in scene.state.legal() if isinstance(a, Place))
    tile = tile_by_id(place.placement.tile_id)
    for _ in range(4):
        if tile.same_rotation(scene.state.tile_rotation) == place.placement.rotation:
            break
        driver.click(scene.fountain.view_rect.center, button=3)
    driver.move(driver._find(lambda: scene.screen_pos_for_placement(place.placement)))
    assert scene.held.hover_preview is not None
    scene.draw(surface)
    assert scene.held_panel.art.queued_card is None  # drawn this frame
    log = scene.dock.rect
    assert surface.get_at((log.x + 6, log.bottom - 6))[:3] != (0, 0, 0)
    card = scene.dock.cards.card
    assert card is not None and card[1].get_width() == log.width
