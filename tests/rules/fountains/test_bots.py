"""Computer seats: RandomBot and GreedyBot play only legal actions, are seeded,
and GreedyBot goes for points."""

from __future__ import annotations

import pytest
from fountains_game_helpers import arrange_draft, find_placement, put_on_top

from game.ai.fountains import MAX_PLACEMENTS_TRIED, GreedyBot, RandomBot
from game.rules.fountains import (
    ChooseFish,
    Difficulty,
    Draft,
    FishColour,
    FountainsGame,
    GameOptions,
    Pawn,
    Phase,
    Place,
)
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.icons import Icon


def play(game: FountainsGame, bots: list[RandomBot | GreedyBot]) -> FountainsGame:
    while not game.is_over():
        action = bots[game.current_seat].choose(game)
        assert action in game.legal_actions()
        game.apply(action)
    return game


@pytest.mark.parametrize(
    "options",
    [
        GameOptions(players=3, seed=8),
        GameOptions(players=1, solo=Difficulty.MEDIUM, seed=8),
    ],
)
def test_random_bot_is_seeded(options: GameOptions) -> None:
    a = play(FountainsGame.new(options), [RandomBot(1)] * options.seats)
    b = play(FountainsGame.new(options), [RandomBot(1)] * options.seats)
    c = play(FountainsGame.new(options), [RandomBot(2)] * options.seats)
    assert a == b
    assert a.actions != c.actions


@pytest.mark.parametrize("players", [1, 2, 5])
def test_greedy_bot_plays_whole_games(players: int) -> None:
    if players == 1:
        options = GameOptions(players=1, solo=Difficulty.HARD, seed=3)
    else:
        options = GameOptions(players=players, advanced=True, seed=3)
    game = play(
        FountainsGame.new(options), [GreedyBot(seat) for seat in range(options.seats)]
    )
    assert game.outcome() is not None
    again = play(
        FountainsGame.new(options), [GreedyBot(seat) for seat in range(options.seats)]
    )
    assert again == game


def test_greedy_beats_random_on_points() -> None:
    greedy_total = random_total = 0
    for seed in range(3):
        game = FountainsGame.new(GameOptions(players=2, seed=seed))
        play(game, [GreedyBot(seed), RandomBot(seed)])
        greedy_total += game.scores[0]
        random_total += game.scores[1]
    assert greedy_total > random_total


def test_greedy_places_for_fed_coins() -> None:
    game = FountainsGame.new(GameOptions(players=4, seed=2))
    fountain = game.fountains[game.current_seat]
    for space in range(1, 7):
        for tile_id in game.basin.stack(space):
            tile = tile_by_id(tile_id)
            if Icon.COIN not in tile.icons:
                continue
            if len(fountain.legal_placements(tile)) > MAX_PLACEMENTS_TRIED:
                continue
            if find_placement(fountain, tile, lambda r, f: r.coins_scored > 0):
                break
        else:
            continue
        break
    else:
        pytest.fail("no coin tile with a fed placement")
    game.apply(arrange_draft(game, put_on_top(game, tile_id)))
    assert game.phase is Phase.PLACE
    choice = GreedyBot(0).choose(game)
    assert isinstance(choice, Place)
    report = fountain.clone().place(tile, choice.placement)
    assert report.coins_scored > 0


def test_greedy_fish_choice_is_best_margin() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=6))
    game.basin.pawns = {Pawn.BLUE: 1, Pawn.WHITE: 2, Pawn.GREEN: 5}
    game.apply(Draft(Pawn.WHITE, 3))
    game.apply(game.legal_actions()[0])
    assert game.phase is Phase.FISH
    me = game.current_seat
    choice = GreedyBot(0).choose(game)
    assert isinstance(choice, ChooseFish)

    def margin(colour: FishColour) -> int:
        mine = game.fountains[me].fish_points(colour)
        theirs = game.fountains[1 - me].fish_points(colour)
        return mine - theirs

    assert margin(choice.colour) == max(margin(c) for c in FishColour)


def test_bots_refuse_a_finished_game() -> None:
    game = play(FountainsGame.new(GameOptions(players=2, seed=1)), [RandomBot(0)] * 2)
    for bot in (RandomBot(0), GreedyBot(0)):
        with pytest.raises(ValueError, match="game is over"):
            bot.choose(game)
