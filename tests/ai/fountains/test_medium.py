"""MediumBot (GreedyBot) and RandomBot: only legal actions, seeded, and MediumBot
goes for points (moved here from tests/rules/fountains/test_bots.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai.fountains import MAX_PLACEMENTS_TRIED, GreedyBot, RandomBot
from game.ai.fountains.terms import Terms
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
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import TileSpec
from tests.rules.fountains.fountains_game_helpers import (
    arrange_draft,
    find_placement,
    put_on_top,
    set_pawns,
)


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


def test_one_greedy_bot_serves_every_seat_and_game() -> None:
    # It remembers what it worked out while drafting; that must never leak into
    # another seat's turn or another game (here a clone taken mid-turn).
    bot = GreedyBot(4)
    play(FountainsGame.new(GameOptions(players=3, seed=4)), [bot] * 3)
    game = FountainsGame.new(GameOptions(players=3, seed=4))
    while game.turn < 5 or game.phase is not Phase.PLACE:
        game.apply(bot.choose(game))
    copy = game.clone()
    twin = GreedyBot(0)
    twin.rng.setstate(bot.rng.getstate())
    play(copy, [bot] * 3)  # bot still holds its look at `game`'s draft
    play(game, [twin] * 3)
    assert copy == game


def test_greedy_beats_random_on_points() -> None:
    greedy_total = random_total = 0
    for seed in range(3):
        game = FountainsGame.new(GameOptions(players=2, seed=seed))
        play(game, [GreedyBot(seed), RandomBot(seed)])
        greedy_total += game.scores[0]
        random_total += game.scores[1]
    assert greedy_total > random_total


def test_greedy_places_for_fed_coins() -> None:
    # GreedyBot looks closely at only MAX_PLACEMENTS_TRIED placements, picked by a
    # quick look among all legal ones: it must still find a fed coin for every
    # coin tile that has one, however many placements the tile has.
    checked = 0
    many = 0  # tiles with more legal placements than the bot tries closely
    for seed in range(2, 12):
        game = FountainsGame.new(GameOptions(players=4, seed=seed))
        fountain = game.fountains[game.current_seat]
        for space in range(1, 7):
            for tile_id in game.basin.stack(space):
                tile = tile_by_id(tile_id)
                if Icon.COIN not in tile.icons:
                    continue
                if find_placement(fountain, tile, lambda r, f: r.coins_scored > 0):
                    break
            else:
                continue
            break
        else:
            continue
        placements = len(fountain.legal_placements(tile))
        game.apply(arrange_draft(game, put_on_top(game, tile_id)))
        assert game.phase is Phase.PLACE
        choice = GreedyBot(0).choose(game)
        assert isinstance(choice, Place)
        report = fountain.clone().place(tile, choice.placement)
        assert report.coins_scored > 0, (seed, tile_id, placements)
        checked += 1
        many += placements > MAX_PLACEMENTS_TRIED
    assert checked >= 5 and many >= 1


def test_greedy_drafts_from_every_stack() -> None:
    # Drafts are judged by where the tile would go, not by counting its icons, so
    # no stack shape is shunned (the first GreedyBot hardly ever took a tee).
    drafted: Counter[int] = Counter()
    for seed in (1, 2):
        game = FountainsGame.new(GameOptions(players=3, seed=seed))
        bots = [GreedyBot(seat) for seat in range(3)]
        while not game.is_over():
            action = bots[game.current_seat].choose(game)
            if isinstance(action, Draft):
                drafted[action.space] += 1
            game.apply(action)
    tile_drafts = [drafted[space] for space in range(1, 7)]
    assert min(tile_drafts) >= sum(tile_drafts) / 6 / 3, tile_drafts


def test_greedy_solo_takes_the_coin_the_machine_would_collect() -> None:
    # With the Gear Wheel on the White space, The Machine collects beside space 4
    # next. A tile there with a coin the player can feed is worth taking: 5 points
    # for the player and 5 fewer for The Machine. The other choices (space 2, the
    # Bonus space) offer no coin and no reward.
    for seed in range(80):
        options = GameOptions(players=1, solo=Difficulty.EASY, seed=seed)
        game = FountainsGame.new(options)
        set_pawns(game, blue=1, white=6, green=5)
        game.basin.gear = 3
        fountain = game.fountains[0]
        coin_tokens = [
            t for t in game.basin.tokens_face_up() if Icon.COIN in token_by_id(t).icons
        ]
        if coin_tokens or Icon.COIN in tile_by_id(game.basin.stack(2)[-1]).icons:
            continue
        coin = next(
            (
                t
                for t in game.basin.stack(4)
                if Icon.COIN in tile_by_id(t).icons
                and find_placement(
                    fountain, tile_by_id(t), lambda r, f: r.coins_scored > 0
                )
            ),
            None,
        )
        if coin is None:
            continue
        put_on_top(game, coin)
        assert {a.space for a in game.legal_drafts()} == {0, 2, 4}
        choice = GreedyBot(0).choose(game)
        assert isinstance(choice, Draft) and choice.space == 4, (seed, choice)
        return
    pytest.fail("no seed offered a fed coin beside space 4 alone")


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


def plain_tile_options(
    bot: GreedyBot, game: FountainsGame, tile: TileSpec, tries: int
) -> list[tuple[Place, Terms]]:
    """MediumBot's tile options worked out the plain way: every legal placement
    judged on its own by the turn's quick look, the best ``tries`` tried on a
    copy of the fountain."""
    fountain = game.fountains[game.turn_seat]
    look = bot._look(game)
    placements = fountain.legal_placements(tile)
    ranked = sorted(placements, key=lambda p: -look.placement(tile, p))
    found = []
    for placement in ranked[:tries]:
        trial = fountain.clone()
        report = trial.search().place_unchecked(tile, placement)
        terms = bot._terms(game, trial, report.coins_scored, report.level)
        found.append((Place(placement), terms))
    found.sort(key=lambda option: -option[1].value)
    return found


def test_tile_options_are_the_plain_ones_and_placing_reuses_the_drafts_tries() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=11))
    bot = GreedyBot(11)
    drafts = placings = 0
    while not game.is_over():
        phase = game.phase
        action = bot.choose(game)
        if phase is Phase.DRAFT:
            for space in range(1, 7):
                top = game.basin.top_tile(space)
                if top is None:
                    continue
                tile = tile_by_id(top)
                tried = bot.tile_options(game, tile, bot.placements_in_draft)
                plain = plain_tile_options(bot, game, tile, bot.placements_in_draft)
                assert [(o.action, o.terms) for o in tried] == plain
                drafts += 1
        game.apply(action)
        if phase is Phase.DRAFT and game.phase is Phase.PLACE:
            tile = tile_by_id(game.drafted or "")
            drafted = bot.tile_options(game, tile, bot.placements_in_draft)
            placing = bot.tile_options(game, tile, bot.placements_tried)
            plain = plain_tile_options(bot, game, tile, bot.placements_tried)
            assert [(o.action, o.terms) for o in placing] == plain
            # the draft's tries are among the placing's: the very same copies
            assert all(any(o is p for p in placing) for o in drafted)
            placings += 1
    assert drafts >= 40
    assert placings >= 10
