"""Race Against The Machine: the Gear Wheel, The Machine's turns, its scoring at
every difficulty, the Bonus space, the end, and who wins."""

from __future__ import annotations

import pytest

from game.ai.fountains import RandomBot
from game.rules import IllegalActionError
from game.rules.fountains import (
    DIFFICULTY_TABLE,
    ChooseFish,
    Difficulty,
    Draft,
    FishColour,
    FountainsGame,
    GameOptions,
    MachineTurn,
    Pawn,
    Phase,
    Place,
    Swap,
)
from game.rules.fountains.basin import HOME, matching_pawn
from game.rules.fountains.catalogue import STARTING_TILES, TILES, tile_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.options import InvalidOptionsError
from game.rules.fountains.solo import (
    MachineValues,
    machine_fish_colour,
    machine_fish_count,
    machine_icons,
    solo_pool_awards,
)
from tests.rules.fountains.fountains_game_helpers import find_placement


def solo(difficulty: Difficulty = Difficulty.EASY, seed: int = 1) -> FountainsGame:
    return FountainsGame.new(GameOptions(players=1, solo=difficulty, seed=seed))


def player_turn(game: FountainsGame) -> None:
    """A player turn that triggers no reward: first such draft, first placement."""
    assert game.phase is Phase.DRAFT
    draft = next(d for d in game.legal_drafts() if matching_pawn(d.space) is not d.pawn)
    game.apply(draft)
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.MACHINE


def move_tiles_to_machine(game: FountainsGame, tile_ids: list[str]) -> None:
    """Test setup: The Machine has already collected these tiles from the stacks."""
    for tile_id in tile_ids:
        for stack in game.basin.stacks:
            if tile_id in stack:
                stack.remove(tile_id)
        game.machine_tiles.append(tile_id)


def last_awards(game: FountainsGame, turn: int) -> dict[tuple[int, str], int]:
    got: dict[tuple[int, str], int] = {}
    for entry in game.score_log:
        if entry.turn == turn:
            got[(entry.seat, entry.category)] = (
                got.get((entry.seat, entry.category), 0) + entry.points
            )
    return got


def test_difficulty_table_is_the_rulebook_s() -> None:
    assert DIFFICULTY_TABLE == {
        Difficulty.EASY: MachineValues(fish=1, lily=1, most_pools=7, coins=5),
        Difficulty.MEDIUM: MachineValues(fish=2, lily=1, most_pools=7, coins=5),
        Difficulty.HARD: MachineValues(fish=2, lily=2, most_pools=7, coins=5),
    }


def test_solo_setup() -> None:
    game = solo()
    assert game.seats == 2 and len(game.fountains) == 1
    assert [len(s) for s in game.basin.stacks] == [12] * 6
    assert game.basin.gear == 0
    assert game.design_cards == ()
    assert game.current_seat == 0 and game.first_seat == 0
    assert game.phase is Phase.DRAFT
    assert game.machine_tiles == []
    with pytest.raises(InvalidOptionsError, match="Design cards are not used"):
        GameOptions(players=1, solo=Difficulty.EASY, advanced=True)
    with pytest.raises(InvalidOptionsError, match="2 to 5 players"):
        GameOptions(players=1)


def test_the_machine_takes_an_explicit_turn_after_the_player() -> None:
    game = solo()
    player_turn(game)
    assert game.current_seat == 1
    assert game.legal_actions() == [MachineTurn()]
    before = game.clone()
    with pytest.raises(IllegalActionError, match="'draft' action is not allowed"):
        game.apply(Draft(Pawn.GREEN, 6))
    assert game == before
    with pytest.raises(IllegalActionError, match="'machine' action is not allowed"):
        solo().apply(MachineTurn())


def test_machine_moves_one_space_and_collects_the_top_tile() -> None:
    game = solo()
    player_turn(game)
    top = game.basin.top_tile(1)
    left = len(game.basin.stack(1))
    game.apply(MachineTurn())
    assert game.basin.gear == 1
    assert game.machine_tiles == [top]
    assert len(game.basin.stack(1)) == left - 1
    assert game.current_seat == 0 and game.phase is Phase.DRAFT


def test_gear_wheel_space_and_pawn_are_closed_to_the_player() -> None:
    game = solo()
    game.basin.pawns = {Pawn.BLUE: 6, Pawn.WHITE: 3, Pawn.GREEN: 5}
    game.basin.gear = 1  # alone on the Blue space
    # Blue at 6 skips the Gear Wheel on 1 and the White pawn on 3, not counting them.
    assert game.basin.destinations(Pawn.BLUE) == [0, 2, 4]
    before = game.clone()
    with pytest.raises(IllegalActionError, match="Gear Wheel is on the Blue space"):
        game.apply(Draft(Pawn.BLUE, 1))
    assert game == before
    game.basin.gear = 3  # on the White pawn
    assert game.basin.is_held(Pawn.WHITE)
    assert all(d.pawn is not Pawn.WHITE for d in game.legal_drafts())
    assert all(d.space != 3 for d in game.legal_drafts())
    with pytest.raises(IllegalActionError, match="held by The Machine"):
        game.apply(Draft(Pawn.WHITE, 4))
    assert game.basin.destinations(Pawn.BLUE) == [0, 1, 2]


def test_machine_moves_onto_a_pawn_and_holds_it() -> None:
    game = solo()
    game.apply(Draft(Pawn.GREEN, 6))
    game.apply(game.legal_actions()[0])
    game.apply(MachineTurn())
    assert game.basin.gear == HOME[Pawn.BLUE] == game.basin.pawns[Pawn.BLUE]
    assert game.basin.is_held(Pawn.BLUE)
    assert game.legal_drafts()
    assert all(d.pawn is not Pawn.BLUE for d in game.legal_drafts())


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_machine_coins_on_collected_tiles(difficulty: Difficulty) -> None:
    game = solo(difficulty)
    coin_tile = next(t for t in game.basin.stack(2) if Icon.COIN in tile_by_id(t).icons)
    stack = game.basin.stack(2)
    stack.remove(coin_tile)
    stack.append(coin_tile)
    game.basin.gear = 1
    game.basin.pawns = {Pawn.BLUE: 0, Pawn.WHITE: 3, Pawn.GREEN: 5}
    game.phase = Phase.MACHINE
    game.turn_seat = 1
    game.apply(MachineTurn())
    coins = tile_by_id(coin_tile).icons.count(Icon.COIN)
    assert game.scores[1] == coins * DIFFICULTY_TABLE[difficulty].coins
    assert game.score_log[-1].category == "coins"


def _machine_to(game: FountainsGame, space: int) -> None:
    """Test setup: it is The Machine's turn and its next move lands on ``space``."""
    game.basin.gear = (space - 1) % 7
    game.phase = Phase.MACHINE
    game.turn_seat = 1


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_machine_on_blue_compares_pools_with_its_tiles(difficulty: Difficulty) -> None:
    for machine_has in (0, 5):
        game = solo(difficulty)
        move_tiles_to_machine(game, game.basin.stack(3)[:machine_has])
        _machine_to(game, 1)
        game.apply(MachineTurn())
        pools = game.fountains[0].fed_pool_count()
        tiles = len(game.machine_tiles)
        awards = last_awards(game, game.turn - 1)
        player = awards.get((0, "pools"), 0)
        machine = awards.get((1, "pools"), 0)
        assert player == (7 if pools >= tiles else 0)
        assert machine == (7 if tiles >= pools else 0)
        assert player + machine > 0


def test_pool_comparison_tie_pays_both() -> None:
    fountain = Fountain.new(STARTING_TILES[0])
    pools = fountain.fed_pool_count()
    values = DIFFICULTY_TABLE[Difficulty.HARD]
    tiles = [t.id for t in TILES[:pools]]
    awards = solo_pool_awards(fountain, tiles, values, "test")
    assert [(a.seat, a.points) for a in awards] == [(0, 7), (1, 7)]
    awards = solo_pool_awards(fountain, tiles + [TILES[40].id], values, "test")
    assert [(a.seat, a.points) for a in awards] == [(0, 0), (1, 7)]
    awards = solo_pool_awards(fountain, [], values, "test")
    assert [(a.seat, a.points) for a in awards] == [(0, 7), (1, 0)]


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_machine_on_white_scores_its_most_represented_colour(
    difficulty: Difficulty,
) -> None:
    game = solo(difficulty)
    fishy = [t for t in game.basin.stack(5)[:6]]
    move_tiles_to_machine(game, fishy)
    _machine_to(game, 3)
    top = game.basin.top_tile(3)
    assert top is not None
    tiles_after = game.machine_tiles + [top]
    colour = machine_fish_colour(tiles_after, game.fountains[0])
    icons = machine_icons(tiles_after)
    assert icons[colour.icon] == max(icons[c.icon] for c in FishColour)
    game.apply(MachineTurn())
    awards = last_awards(game, game.turn - 1)
    expected_machine = (
        machine_fish_count(tiles_after, colour) * DIFFICULTY_TABLE[difficulty].fish
    )
    assert awards.get((1, "fish"), 0) == expected_machine
    assert awards.get((0, "fish"), 0) == game.fountains[0].fish_points(colour)
    assert any("The Machine picks" in e.reason for e in game.score_log)


def test_machine_colour_tie_goes_to_the_colour_worth_least_to_the_player() -> None:
    # start-1 shows a red fish: a red/black tie on The Machine's tiles must
    # reward black, which earns the player nothing.
    player = Fountain.new(tile_by_id("start-1"))
    assert player.fish_points(FishColour.RED) > player.fish_points(FishColour.BLACK)
    red = next(
        t.id
        for t in TILES
        if t.icons.count(Icon.FISH_RED) == 1
        and not {Icon.FISH_BLACK, Icon.FISH_WHITE} & set(t.icons)
    )
    black = next(
        t.id
        for t in TILES
        if t.icons.count(Icon.FISH_BLACK) == 1
        and not {Icon.FISH_RED, Icon.FISH_WHITE} & set(t.icons)
    )
    assert machine_fish_colour([red, black], player) is FishColour.BLACK
    # Without the tie, the most represented colour is rewarded even if it is the
    # player's best.
    red2 = next(
        t.id
        for t in TILES
        if t.id != red
        and Icon.FISH_RED in t.icons
        and not {Icon.FISH_BLACK, Icon.FISH_WHITE} & set(t.icons)
    )
    assert machine_fish_colour([red, red2, black], player) is FishColour.RED


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_machine_on_green_scores_lily_pads_per_icon(difficulty: Difficulty) -> None:
    game = solo(difficulty)
    move_tiles_to_machine(game, game.basin.stack(6)[:4])
    _machine_to(game, 5)
    top = game.basin.top_tile(5)
    assert top is not None
    lilies = machine_icons(game.machine_tiles + [top])[Icon.LILY]
    game.apply(MachineTurn())
    awards = last_awards(game, game.turn - 1)
    assert awards.get((1, "lily pads"), 0) == lilies * DIFFICULTY_TABLE[difficulty].lily
    assert awards.get((0, "lily pads"), 0) == game.fountains[0].lily_points()


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_player_fish_choice_scores_the_machine_too(difficulty: Difficulty) -> None:
    game = solo(difficulty)
    move_tiles_to_machine(game, game.basin.stack(4)[:5])
    game.basin.pawns = {Pawn.BLUE: 1, Pawn.WHITE: 2, Pawn.GREEN: 5}
    game.apply(Draft(Pawn.WHITE, 3))
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.FISH and game.current_seat == 0
    before = game.scores
    game.apply(ChooseFish(FishColour.WHITE))
    count = machine_fish_count(game.machine_tiles, FishColour.WHITE)
    assert game.scores[1] - before[1] == count * DIFFICULTY_TABLE[difficulty].fish
    assert game.scores[0] - before[0] == game.fountains[0].fish_points(FishColour.WHITE)
    assert game.phase is Phase.MACHINE


def test_machine_on_bonus_takes_tiles_beside_pawns_and_player_may_swap() -> None:
    game = solo()
    game.basin.pawns = {Pawn.BLUE: 2, Pawn.WHITE: 4, Pawn.GREEN: 6}
    tops = [game.basin.top_tile(s) for s in (2, 4, 6)]
    _machine_to(game, 0)
    game.apply(MachineTurn())
    assert game.machine_tiles == tops
    assert game.machine_bonus_visits == 1
    assert game.phase is Phase.SWAP and game.current_seat == 0
    assert game.turn_seat == 1
    choices = game.legal_actions()
    assert choices[0] == Swap(())
    assert len(choices) == 32  # every subset of five face-up tokens
    face_up = game.basin.tokens_face_up()
    pile_top = game.basin.pile[-2:]
    with pytest.raises(IllegalActionError, match="not face up"):
        game.apply(Swap(("bonus-99",)))
    chosen = (face_up[1], face_up[3])
    game.apply(Swap(chosen))
    assert set(chosen).isdisjoint(game.basin.face_up)
    assert set(pile_top) <= set(game.basin.face_up)
    assert set(chosen) <= set(game.out_of_game)
    assert game.current_seat == 0 and game.phase is Phase.DRAFT


def test_machine_on_bonus_with_a_pawn_there_takes_two_tiles() -> None:
    game = solo()
    game.basin.pawns = {Pawn.BLUE: 0, Pawn.WHITE: 4, Pawn.GREEN: 6}
    tops = [game.basin.top_tile(s) for s in (4, 6)]
    _machine_to(game, 0)
    game.apply(MachineTurn())
    assert game.machine_tiles == tops


def test_swap_limited_by_the_supply_and_skipped_when_empty() -> None:
    game = solo()
    del game.basin.pile[2:]
    _machine_to(game, 0)
    game.apply(MachineTurn())
    assert max(len(a.token_ids) for a in game.legal_actions()) == 2  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError, match="only 2 tokens are left"):
        game.apply(Swap(tuple(game.basin.tokens_face_up()[:3])))
    game = solo()
    game.basin.pile.clear()
    _machine_to(game, 0)
    game.apply(MachineTurn())
    assert game.phase is Phase.DRAFT


def test_second_arrival_at_bonus_ends_the_game() -> None:
    game = solo(Difficulty.MEDIUM)
    game.machine_bonus_visits = 1
    game.basin.pawns = {Pawn.BLUE: 1, Pawn.WHITE: 3, Pawn.GREEN: 5}
    tops = [game.basin.top_tile(s) for s in (1, 3, 5)]
    _machine_to(game, 0)
    game.apply(MachineTurn())
    assert game.machine_tiles == tops
    assert game.is_over()
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.termination == "The Machine reached the Bonus space a second time"
    final = [e for e in game.score_log if e.reason.startswith("Final rewards")]
    cats = {(e.seat, e.category) for e in final}
    assert (1, "pools") in cats or (0, "pools") in cats
    player = game.fountains[0]
    assert sum(e.points for e in final if e.seat == 0 and e.category == "fish") == max(
        player.fish_points(c) for c in FishColour
    )
    values = DIFFICULTY_TABLE[Difficulty.MEDIUM]
    icons = machine_icons(game.machine_tiles)
    best = max(icons[c.icon] for c in FishColour) + icons[Icon.FISH_WILD]
    assert sum(e.points for e in final if e.seat == 1 and e.category == "fish") == (
        best * values.fish
    )
    assert sum(
        e.points for e in final if e.seat == 1 and e.category == "lily pads"
    ) == (icons[Icon.LILY] * values.lily)


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_full_solo_game_two_laps_equal_turns(difficulty: Difficulty) -> None:
    game = solo(difficulty, seed=4)
    bot = RandomBot(4)
    while not game.is_over():
        game.apply(bot.choose(game))
    assert game.turns_taken == [14, 14]
    assert game.machine_bonus_visits == 2
    assert game.basin.gear == 0
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.scores == game.scores
    player, machine = game.scores
    assert outcome.winners == ((0,) if player > machine else (1,))


def test_machine_wins_ties() -> None:
    game = solo(seed=5)
    bot = RandomBot(5)
    while not game.is_over():
        game.apply(bot.choose(game))
    game._scores[:] = [40, 40]
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == (1,) and outcome.tiebreak == "The Machine wins ties"


def test_player_coins_in_solo_use_the_table() -> None:
    game = solo(Difficulty.HARD, seed=2)
    fountain = game.fountains[0]
    for space in range(1, 7):
        for tile_id in game.basin.stack(space):
            tile = tile_by_id(tile_id)
            spot = find_placement(fountain, tile, lambda r, f: r.coins_scored > 0)
            if spot is None:
                continue
            stack = game.basin.stack(space)
            stack.remove(tile_id)
            stack.append(tile_id)
            pawn = next(p for p in (Pawn.GREEN, Pawn.WHITE) if HOME[p] != space)
            others = [s for s in range(7) if s not in (space, (space - 1) % 7)]
            game.basin.pawns = {pawn: (space - 1) % 7}
            for other in (Pawn.BLUE, Pawn.WHITE, Pawn.GREEN):
                if other is not pawn:
                    game.basin.pawns[other] = others.pop(0)
            game.basin.gear = others.pop(0)
            game.apply(Draft(pawn, space))
            coins = fountain.clone().place(tile, spot).coins_scored
            game.apply(Place(spot))
            assert game.scores[0] >= coins * 5
            assert game.score_log[0].points == coins * 5
            return
    pytest.fail("no coin tile found")


def test_the_machines_pool_reward_counts_in_words() -> None:
    fountain = Fountain.new(STARTING_TILES[0])  # its jet feeds one pool
    values = DIFFICULTY_TABLE[Difficulty.HARD]
    player, machine = solo_pool_awards(fountain, [TILES[0].id], values, "Now")
    assert player.reason == "Now: 1 fed pool against The Machine's 1 tile"
    assert machine.reason == "Now: 1 tile against the player's 1 fed pool"
    _, machine = solo_pool_awards(fountain, [t.id for t in TILES[:3]], values, "Now")
    assert machine.reason == "Now: 3 tiles against the player's 1 fed pool"
