"""A game of Fountains turn by turn, on real fountains: setup, phases, checked
actions, coins, rewards for everyone, bonus tokens, the end of the game, final
rewards and tie-breaks."""

from __future__ import annotations

import random

import pytest

from game.rules import IllegalActionError
from game.rules.fountains import (
    PHASE_ACTIONS,
    ChooseFish,
    Difficulty,
    Discard,
    Draft,
    FishColour,
    Fountain,
    FountainsGame,
    GameOptions,
    Pass,
    Pawn,
    Phase,
    Place,
    PlaceToken,
)
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.design_cards import DesignCard, score_card
from game.rules.fountains.icons import Icon
from game.rules.fountains.options import InvalidOptionsError
from game.rules.fountains.rewards import pool_rank_points
from game.rules.fountains.tiles import DARK, STACK_SHAPES, Placement
from tests.rules.fountains.fountains_game_helpers import (
    arrange_draft,
    find_placement,
    four_players,
    grow,
    put_on_top,
    set_pawns,
    space_of_shape,
    take_from_stacks,
)

# -- setup -------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "per_stack"), [(2, 8), (3, 10), (4, 12), (5, 12)])
def test_setup_by_player_count(players: int, per_stack: int) -> None:
    game = FountainsGame.new(GameOptions(players=players, seed=3))
    assert [len(stack) for stack in game.basin.stacks] == [per_stack] * 6
    for space, shape in enumerate(STACK_SHAPES, start=1):
        assert {tile_by_id(t).shape for t in game.basin.stack(space)} == {shape}
    assert len(game.basin.tokens_face_up()) == 5
    assert len(game.basin.pile) == 21
    assert game.basin.pawns == {Pawn.BLUE: 1, Pawn.WHITE: 3, Pawn.GREEN: 5}
    assert len(game.fountains) == players
    assert all(f.tile_count() == 1 for f in game.fountains)
    starts = {f.placed[0].tile.id for f in game.fountains}
    assert len(starts) == players and all(s.startswith("start-") for s in starts)
    assert game.scores == (0,) * players
    assert game.phase is Phase.DRAFT
    assert game.current_seat == game.first_seat
    assert game.design_cards == ()
    assert game.basin.gear is None


def test_setup_is_seeded_and_first_player_random() -> None:
    a = FountainsGame.new(GameOptions(players=3, seed=11))
    b = FountainsGame.new(GameOptions(players=3, seed=11))
    assert a == b
    firsts = {
        FountainsGame.new(GameOptions(players=5, seed=s)).first_seat for s in range(40)
    }
    assert firsts == {0, 1, 2, 3, 4}
    stacks = {
        tuple(FountainsGame.new(GameOptions(players=2, seed=s)).basin.stacks[0])
        for s in range(5)
    }
    assert len(stacks) == 5


def test_advanced_variant_reveals_three_design_cards() -> None:
    game = FountainsGame.new(GameOptions(players=3, advanced=True, seed=5))
    assert len(game.design_cards) == 3
    assert len(set(game.design_cards)) == 3
    assert all(isinstance(card, DesignCard) for card in game.design_cards)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 1}, "2 to 5 players"),
        ({"players": 6}, "2 to 5 players"),
        ({"players": 2, "solo": "easy"}, "solo is for 1 player"),
        ({"players": 1, "solo": "brutal"}, "unknown solo difficulty 'brutal'"),
        ({"players": 3, "seed": "x"}, "the seed must be an integer"),
    ],
)
def test_bad_options_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionsError, match=message):
        GameOptions(**kwargs)  # type: ignore[arg-type]


def test_difficulty_may_be_given_as_text() -> None:
    options = GameOptions(players=1, solo="hard")  # type: ignore[arg-type]
    assert options.solo is Difficulty.HARD
    assert GameOptions.from_json(options.to_json()) == options


# -- phases and checked actions ----------------------------------------------------


def test_turn_phases_draft_place_next_player() -> None:
    game = four_players()
    seat = game.current_seat
    legal = game.legal_actions()
    assert all(isinstance(a, PHASE_ACTIONS[Phase.DRAFT]) for a in legal)
    # Setup positions: each pawn reaches three spaces.
    assert legal == [
        Draft(Pawn.BLUE, 2),
        Draft(Pawn.BLUE, 4),
        Draft(Pawn.BLUE, 6),
        Draft(Pawn.WHITE, 4),
        Draft(Pawn.WHITE, 6),
        Draft(Pawn.WHITE, 0),
        Draft(Pawn.GREEN, 6),
        Draft(Pawn.GREEN, 0),
        Draft(Pawn.GREEN, 2),
    ]
    top = game.basin.top_tile(4)
    game.apply(Draft(Pawn.BLUE, 4))
    assert game.basin.pawns[Pawn.BLUE] == 4
    assert game.phase is Phase.PLACE
    assert game.drafted == top
    assert len(game.basin.stack(4)) == 11
    placements = game.legal_actions()
    assert placements and all(isinstance(a, Place) for a in placements)
    assert all(a.placement.tile_id == top for a in placements)  # type: ignore[union-attr]
    game.apply(placements[0])
    assert game.fountains[seat].tile_count() == 2
    assert game.phase is Phase.DRAFT
    assert game.current_seat == (seat + 1) % 4
    assert game.turns_taken[seat] == 1
    assert game.turn == 2


def test_legal_actions_are_stable() -> None:
    game = four_players()
    assert game.legal_actions() == game.clone().legal_actions()
    game.apply(Draft(Pawn.GREEN, 2))
    assert game.legal_actions() == game.clone().legal_actions()


def assert_refused(game: FountainsGame, action: object, message: str) -> None:
    before = game.clone()
    with pytest.raises(IllegalActionError, match=message) as info:
        game.apply(action)  # type: ignore[arg-type]
    assert str(action) in str(info.value)
    assert f"phase {game.phase.value}" in str(info.value)
    assert game == before


def test_illegal_actions_name_action_reason_phase_and_change_nothing() -> None:
    game = four_players()
    seat = game.current_seat
    assert_refused(game, Draft(Pawn.BLUE, 3), "occupied by the white pawn")
    assert_refused(game, Draft(Pawn.BLUE, 0), "not 1 to 3 open spaces")
    assert_refused(game, Draft(Pawn.BLUE, 9), "no ring space 9")
    assert_refused(game, Pass(), "a draft is possible")
    assert_refused(game, ChooseFish(FishColour.RED), "'fish' action is not allowed")
    tile = game.basin.top_tile(2)
    assert tile is not None
    assert_refused(
        game, Place(Placement(tile, 5, 0, 0)), "'place' action is not allowed"
    )
    game.basin.stack(2).clear()
    assert_refused(
        game, Draft(Pawn.BLUE, 2), "stack beside the plain space \\(2\\) is empty"
    )
    game.apply(Draft(Pawn.BLUE, 4))
    drafted = game.drafted
    assert drafted is not None
    assert_refused(
        game, Place(Placement("star-01", 0, 0, 0)), f"drafted tile is {drafted}"
    )
    assert_refused(
        game, Place(Placement(drafted, 40, 40, 0)), "not beside the fountain"
    )
    assert_refused(game, Discard(drafted), "legal placements")
    assert_refused(game, Draft(Pawn.GREEN, 6), "'draft' action is not allowed")
    assert f"player {seat}" in _message(game, Draft(Pawn.GREEN, 6))


def _message(game: FountainsGame, action: object) -> str:
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)  # type: ignore[arg-type]
    return str(info.value)


# -- coins -------------------------------------------------------------------------


def test_coins_score_five_each_only_when_fed() -> None:
    game = four_players(seed=2)
    seat = game.current_seat
    fountain = game.fountains[seat]
    coin_tiles = [
        t
        for space in range(1, 7)
        for t in game.basin.stack(space)
        if Icon.COIN in tile_by_id(t).icons
    ]
    for tile_id in coin_tiles:
        tile = tile_by_id(tile_id)
        fed = find_placement(fountain, tile, lambda r, f: r.coins_scored > 0)
        unfed = find_placement(fountain, tile, lambda r, f: r.coins_scored == 0)
        if fed is not None and unfed is not None:
            break
    else:
        pytest.fail("no coin tile with both a fed and an unfed placement")
    draft = arrange_draft(game, put_on_top(game, tile_id))
    trial = game.clone()
    trial.apply(draft)
    trial.apply(Place(unfed))
    assert trial.scores[seat] == 0
    game.apply(draft)
    coins = fountain.clone().place(tile, fed).coins_scored
    game.apply(Place(fed))
    assert game.scores[seat] == 5 * coins
    entry = game.score_log[-1]
    assert (entry.seat, entry.points, entry.category, entry.turn) == (
        seat,
        5 * coins,
        "coins",
        1,
    )


# -- rewards triggered for everyone ------------------------------------------------


def _grown_game(players: int, extra: list[int], seed: int) -> FountainsGame:
    game = FountainsGame.new(GameOptions(players=players, seed=seed))
    rng = random.Random(seed)
    for seat, count in enumerate(extra):
        grow(game.fountains[seat], take_from_stacks(game, count), rng)
    return game


def test_pool_rewards_paid_to_every_player_by_rank() -> None:
    for seed in range(30):
        game = _grown_game(3, [6, 3, 0], seed)
        counts = [f.fed_pool_count() for f in game.fountains]
        if len(set(counts)) == 3:
            break
    else:
        pytest.fail("no seed gave three different pool counts")
    set_pawns(game, blue=6, white=3, green=5)
    seat = game.current_seat
    before = list(game.scores)
    game.apply(Draft(Pawn.BLUE, 1))
    coins_before_reward = list(game.scores)
    game.apply(game.legal_actions()[0])
    counts = [f.fed_pool_count() for f in game.fountains]
    gained = [a - b for a, b in zip(game.scores, coins_before_reward, strict=True)]
    coins = [e.points for e in game.score_log if e.category == "coins"]
    gained[seat] -= sum(coins)
    assert gained == pool_rank_points(counts)
    assert sorted(gained, reverse=True) == [10, 6, 3]
    assert before == [0, 0, 0]
    pool_entries = [e for e in game.score_log if e.category == "pools"]
    assert {e.seat for e in pool_entries} == {0, 1, 2}
    assert all("Blue pawn on the Blue space" in e.reason for e in pool_entries)


def test_two_player_pools_seven_to_most_tie_seven_each() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=1))
    set_pawns(game, blue=6, white=3, green=5)
    game.apply(Draft(Pawn.BLUE, 1))
    tile = tile_by_id(game.drafted or "")
    seat = game.current_seat
    fountain = game.fountains[seat]
    pools_now = game.fountains[1 - seat].fed_pool_count()
    same = find_placement(fountain, tile, lambda r, f: f.fed_pool_count() == pools_now)
    more = find_placement(fountain, tile, lambda r, f: f.fed_pool_count() > pools_now)
    assert same is not None and more is not None
    tie = game.clone()
    tie.apply(Place(same))
    pools = [e for e in tie.score_log if e.category == "pools"]
    assert sorted((e.seat, e.points) for e in pools) == [(0, 7), (1, 7)]
    game.apply(Place(more))
    pools = [e for e in game.score_log if e.category == "pools"]
    assert [(e.seat, e.points) for e in pools] == [(seat, 7)]


def test_fish_reward_triggering_player_chooses_red_plus_wild() -> None:
    game = four_players(seed=4)
    seat = game.current_seat
    rng = random.Random(4)
    # Give the triggering player a fed wild fish on top of the red fish they may
    # have, by growing their fountain with a tile carrying a wild fish.
    wild = next(
        t
        for space in range(1, 7)
        for t in game.basin.stack(space)[:-1]
        if Icon.FISH_WILD in tile_by_id(t).icons
    )
    fountain = game.fountains[seat]
    spot = find_placement(
        fountain,
        tile_by_id(wild),
        lambda r, f: any(p.fed and Icon.FISH_WILD in p.icons for p in f.water().pools),
    )
    assert spot is not None
    game.basin.stack(space_of_shape(wild)).remove(wild)
    fountain.place(tile_by_id(wild), spot)
    grow(game.fountains[(seat + 1) % 4], take_from_stacks(game, 3), rng)
    set_pawns(game, blue=1, white=2, green=5)
    game.apply(Draft(Pawn.WHITE, 3))
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.FISH
    assert game.current_seat == seat
    assert game.legal_actions() == [ChooseFish(c) for c in FishColour]
    before = list(game.scores)
    game.apply(ChooseFish(FishColour.RED))
    for s, f in enumerate(game.fountains):
        red = sum(
            p.level
            for p in f.water().pools
            if p.fed
            for i in p.icons
            if i is Icon.FISH_RED
        )
        wilds = sum(
            p.level
            for p in f.water().pools
            if p.fed
            for i in p.icons
            if i is Icon.FISH_WILD
        )
        assert game.scores[s] - before[s] == red + wilds
        assert f.fish_points(FishColour.RED) == red + wilds
    mine = [e for e in game.score_log if e.category == "fish" and e.seat == seat]
    assert mine and "red chosen" in mine[0].reason
    assert game.phase is Phase.DRAFT and game.current_seat == (seat + 1) % 4


def test_lily_rewards_for_every_player() -> None:
    for seed in range(8, 40):
        game = _grown_game(3, [4, 2, 0], seed)
        if any(f.lily_points() for f in game.fountains):
            break
    else:
        pytest.fail("no seed grew a fountain with a fed lily pad")
    set_pawns(game, blue=1, white=3, green=4)
    before = list(game.scores)
    seat = game.current_seat
    game.apply(Draft(Pawn.GREEN, 5))
    game.apply(game.legal_actions()[0])
    coins = sum(e.points for e in game.score_log if e.category == "coins")
    for s, f in enumerate(game.fountains):
        gained = game.scores[s] - before[s] - (coins if s == seat else 0)
        assert gained == f.lily_points()
    assert any(e.category == "lily pads" for e in game.score_log)


def test_own_colour_pawn_elsewhere_triggers_nothing() -> None:
    game = four_players(seed=9)
    set_pawns(game, blue=4, white=0, green=5)
    game.apply(Draft(Pawn.WHITE, 1))  # White pawn on the Blue space
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.DRAFT
    assert all(e.category == "coins" for e in game.score_log)


# -- bonus tokens ------------------------------------------------------------------


def test_bonus_token_draft_choose_place_and_refill() -> None:
    game = four_players(seed=5)
    seat = game.current_seat
    face_up = list(game.basin.face_up)
    next_from_pile = game.basin.pile[-1]
    game.apply(Draft(Pawn.WHITE, 0))
    assert game.phase is Phase.TOKEN
    cells = game.fountains[seat].token_cells()
    legal = game.legal_actions()
    assert legal == [PlaceToken(t, c) for t in face_up for c in cells]
    chosen = face_up[2]
    assert chosen is not None
    assert_refused(game, PlaceToken("bonus-99", cells[0]), "not face up")
    assert_refused(game, PlaceToken(chosen, (99, 99)), "cannot take a bonus token")
    assert_refused(game, Discard(chosen), "may not be discarded")
    game.apply(PlaceToken(chosen, cells[0]))
    assert game.basin.face_up[2] == next_from_pile
    assert chosen not in game.basin.face_up
    assert len(game.basin.pile) == 20
    assert game.fountains[seat].tokens[cells[0]] == chosen
    assert len(game.fountains[seat].tokens) == 1
    assert game.current_seat == (seat + 1) % 4


def test_bonus_token_with_coin_scores_when_fed() -> None:
    game = four_players(seed=6)
    coin_token = "bonus-01"  # a single coin
    slot = game.basin.face_up.index(game.basin.face_up[0])
    if coin_token in game.basin.pile:
        game.basin.pile.remove(coin_token)
        game.basin.pile.append(game.basin.face_up[slot] or "")
        game.basin.face_up[slot] = coin_token
    seat = game.current_seat
    fountain = game.fountains[seat]
    fed_cells = {c for p in fountain.water().pools if p.fed for c in p.cells}
    cell = next(
        c
        for c in fountain.token_cells()
        if c in fed_cells and (fountain.cell(*c) or DARK).icon is not Icon.JET
    )
    game.apply(Draft(Pawn.GREEN, 0))
    game.apply(PlaceToken(coin_token, cell))
    assert game.scores[seat] == 5


def test_no_token_cell_lets_a_token_be_discarded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = four_players(seed=5)
    game.apply(Draft(Pawn.WHITE, 0))
    monkeypatch.setattr(Fountain, "token_cells", lambda self: [])
    face_up = game.basin.tokens_face_up()
    assert game.legal_actions() == [Discard(t) for t in face_up]
    game.apply(Discard(face_up[0]))
    assert face_up[0] in game.out_of_game
    assert face_up[0] not in game.basin.face_up


def test_tile_without_legal_placement_goes_out_of_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = four_players(seed=5)
    seat = game.current_seat
    game.apply(Draft(Pawn.BLUE, 2))
    drafted = game.drafted
    assert drafted is not None
    monkeypatch.setattr(Fountain, "legal_placements", lambda self, tile: [])
    clone = game.clone()
    assert clone.legal_actions() == [Discard(drafted)]
    clone.apply(Discard(drafted))
    assert drafted in clone.out_of_game
    assert clone.fountains[seat].tile_count() == 1
    assert clone.current_seat == (seat + 1) % 4


def test_no_legal_draft_means_pass() -> None:
    game = four_players(seed=5)
    set_pawns(game, blue=1, white=2, green=3)
    for space in (4, 5, 6):
        game.basin.stack(space).clear()
    assert game.legal_drafts() == []
    assert game.legal_actions() == [Pass()]
    assert game.prompt().startswith("no pawn can reach a space")
    assert_refused(game, Draft(Pawn.BLUE, 4), "stack beside the plain space")
    seat = game.current_seat
    game.apply(Pass())
    assert game.turns_taken[seat] == 1
    assert game.current_seat == (seat + 1) % 4
    assert game.end_reason == "a tile stack ran out"


# -- game end ----------------------------------------------------------------------


def test_game_end_finishes_the_round() -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=12))
    first = game.first_seat
    # The first player empties a stack: the two others still play, then it ends.
    stack = game.basin.stack(2)
    del stack[:-1]
    game.apply(Draft(Pawn.BLUE, 2))
    game.apply(game.legal_actions()[0])
    assert game.end_reason == "a tile stack ran out"
    assert not game.is_over()
    assert game.current_seat == (first + 1) % 3
    for _ in range(2):
        assert not game.is_over()
        game.apply(game.legal_actions()[0])
        while game.phase is not Phase.DRAFT and not game.is_over():
            game.apply(game.legal_actions()[0])
    assert game.is_over()
    assert game.turns_taken == [1, 1, 1]
    assert game.legal_actions() == []
    assert_refused(game, Pass(), "the game is over")
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.termination == "a tile stack ran out"
    assert outcome.scores == game.scores


def test_game_end_triggered_by_last_player_ends_at_once() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=13))
    last = (game.first_seat + 1) % 2
    game.apply(game.legal_actions()[0])
    while game.current_seat != last:
        game.apply(game.legal_actions()[0])
    game.basin.pile.clear()  # the bonus supply runs out during the last seat's turn
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    assert game.turns_taken == [1, 1]
    assert game.end_reason == "the bonus token supply ran out"


def test_final_rewards_each_player_own_fish_colour() -> None:
    game = _grown_game(4, [5, 4, 3, 2], seed=21)
    game.basin.pile.clear()
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    final = [e for e in game.score_log if e.reason.startswith("Final rewards")]
    for seat, fountain in enumerate(game.fountains):
        best = max(fountain.fish_points(c) for c in FishColour)
        fish = sum(e.points for e in final if e.seat == seat and e.category == "fish")
        assert fish == best
        lily = sum(
            e.points for e in final if e.seat == seat and e.category == "lily pads"
        )
        assert lily == fountain.lily_points()
    counts = [f.fed_pool_count() for f in game.fountains]
    pools = [
        sum(e.points for e in final if e.seat == s and e.category == "pools")
        for s in range(4)
    ]
    assert pools == pool_rank_points(counts)
    assert {e.turn for e in final} == {game.turn}


def test_final_rewards_design_cards_in_advanced_variant() -> None:
    game = FountainsGame.new(GameOptions(players=3, advanced=True, seed=2))
    game.basin.pile.clear()
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    for card in game.design_cards:
        for seat, fountain in enumerate(game.fountains):
            got = sum(
                e.points
                for e in game.score_log
                if e.seat == seat and e.category == "design" and card.value in e.reason
            )
            assert got == score_card(card, fountain)


def _fountain(weed: bool, tokens: int) -> Fountain:
    """A real fountain with or without a pond weed pool and some bonus tokens."""
    fountain = Fountain.new(tile_by_id("start-1"))
    if weed:
        tile = tile_by_id("square-01")
        spot = find_placement(fountain, tile, lambda r, f: f.pond_weed_count() > 0)
        assert spot is not None
        fountain.place(tile, spot)
    cells = [
        c
        for c in fountain.token_cells()
        if (fountain.cell(*c) or DARK).icon is not Icon.JET
    ]
    for number in range(tokens):
        fountain.place_token(token_by_id(f"bonus-0{number + 4}"), cells[number])
    return fountain


def test_tie_breaks_at_game_level() -> None:
    game = FountainsGame.new(GameOptions(players=3, seed=30))
    game.basin.pile.clear()
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    game.fountains[:] = [_fountain(True, 2), _fountain(False, 1), _fountain(False, 2)]
    assert [f.pond_weed_count() for f in game.fountains][1:] == [0, 0]
    assert game.fountains[0].pond_weed_count() > 0

    def decided(scores: list[int]) -> tuple[tuple[int, ...], str]:
        game._scores[:] = scores
        outcome = game.outcome()
        assert outcome is not None
        return outcome.winners, outcome.tiebreak

    assert decided([20, 21, 20]) == ((1,), "most points")
    assert decided([20, 20, 5]) == ((1,), "fewest pond weed")
    assert decided([20, 20, 20]) == ((2,), "most bonus tokens")
    game.fountains[1] = _fountain(False, 2)
    assert decided([20, 20, 20]) == ((1, 2), "shared victory")
