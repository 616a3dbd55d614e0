"""EasyBot plays like a newcomer but never absurdly."""

from __future__ import annotations

import pytest

from game.ai.fountains import EasyBot, RandomBot
from game.ai.fountains.easy import ABSURD_MARGIN, immediate_worth
from game.rules.fountains import (
    Discard,
    FountainsGame,
    GameOptions,
    Phase,
    Place,
)
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.icons import Icon


@pytest.mark.parametrize("seed", [1, 2])
def test_easy_never_makes_an_absurd_placement(seed: int) -> None:
    # Absurd: a placement worth (coins now, fed pools, pond weed) more than
    # ABSURD_MARGIN less than the best legal one; or discarding a tile that fits.
    game = FountainsGame.new(GameOptions(players=2, seed=seed))
    bots = [EasyBot(seed), RandomBot(seed)]
    checked = 0
    while not game.is_over():
        seat = game.current_seat
        action = bots[seat].choose(game)
        if seat == 0 and game.phase is Phase.PLACE:
            placements = game.legal_placements()
            assert not (placements and isinstance(action, Discard))
            if placements:
                assert isinstance(action, Place)
                fountain = game.fountains[seat]
                tile = tile_by_id(action.placement.tile_id)
                best = max(immediate_worth(fountain, tile, p) for p in placements)
                mine = immediate_worth(fountain, tile, action.placement)
                assert mine >= best - ABSURD_MARGIN, (action, mine, best)
                checked += 1
        game.apply(action)
    assert checked >= 8


def test_immediate_worth_tells_a_fed_coin_from_a_dry_spot() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=3))
    fountain = game.fountains[0]
    coin_tiles = [
        tile_by_id(t)
        for stack in game.basin.stacks
        for t in stack
        if Icon.COIN in tile_by_id(t).icons
    ]
    for tile in coin_tiles:
        worths = [
            immediate_worth(fountain, tile, p) for p in fountain.legal_placements(tile)
        ]
        if worths and max(worths) >= 5:
            assert max(worths) - min(worths) > ABSURD_MARGIN
            return
    pytest.fail("no coin tile could be fed in this deal")


def test_easy_outscores_random() -> None:
    # (Medium against Easy is measured by the arena, over hundreds of games.)
    easy = random = 0
    for seed in range(2):
        game = FountainsGame.new(GameOptions(players=2, seed=seed))
        bots = [EasyBot(seed), RandomBot(seed)]
        while not game.is_over():
            game.apply(bots[game.current_seat].choose(game))
        easy += game.scores[0]
        random += game.scores[1]
    assert easy > random + 40
