"""Seeded random playouts and hypothesis-driven games, for 1 (solo) to 5 players,
checking the invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.fountains import RandomBot
from game.rules import IllegalActionError
from game.rules.fountains import (
    PAWNS,
    Action,
    ChooseFish,
    Difficulty,
    Discard,
    Draft,
    FishColour,
    FountainsGame,
    GameOptions,
    MachineTurn,
    Pass,
    Place,
    Placement,
    PlaceToken,
    Swap,
)
from game.rules.fountains.catalogue import BONUS_TOKENS
from game.rules.fountains.persistence import game_from_json, game_to_json

TOKEN_IDS = frozenset(t.id for t in BONUS_TOKENS)
MAX_ACTIONS = 2_000


def options_for(players: int, seed: int, advanced: bool = False) -> GameOptions:
    if players == 1:
        difficulty = list(Difficulty)[seed % 3]
        return GameOptions(players=1, solo=difficulty, seed=seed)
    return GameOptions(players=players, advanced=advanced, seed=seed)


def tile_census(game: FountainsGame) -> Counter[str]:
    tiles: Counter[str] = Counter()
    for stack in game.basin.stacks:
        tiles.update(stack)
    for fountain in game.fountains:
        tiles.update(p.tile.id for p in fountain.placed)
    tiles.update(game.machine_tiles)
    tiles.update(t for t in game.out_of_game if t not in TOKEN_IDS)
    if game.drafted is not None:
        tiles[game.drafted] += 1
    return tiles


def token_census(game: FountainsGame) -> Counter[str]:
    tokens: Counter[str] = Counter(game.basin.pile)
    tokens.update(t for t in game.basin.face_up if t is not None)
    for fountain in game.fountains:
        tokens.update(fountain.tokens.values())
    tokens.update(t for t in game.out_of_game if t in TOKEN_IDS)
    return tokens


def check_invariants(game: FountainsGame, previous_scores: tuple[int, ...]) -> None:
    tiles = tile_census(game)
    assert max(tiles.values()) == 1, "a tile is in two places"
    assert sum(tiles.values()) == game.total_tiles(), "a tile was lost"
    tokens = token_census(game)
    assert sorted(tokens.elements()) == sorted(TOKEN_IDS), "a token was lost"
    assert all(
        now >= before for now, before in zip(game.scores, previous_scores, strict=True)
    )
    totals = [0] * game.seats
    for entry in game.score_log:
        assert entry.points > 0
        totals[entry.seat] += entry.points
    assert tuple(totals) == game.scores
    spaces = list(game.basin.pawns.values())
    assert len(set(spaces)) == 3
    assert max(game.turns_taken) - min(game.turns_taken) <= 1


def random_candidates(game: FountainsGame, rng: random.Random) -> list[Action]:
    """Actions of every kind with random arguments, mostly illegal ones."""
    face_up = game.basin.tokens_face_up() or ["bonus-01"]
    tile = game.drafted or game.basin.top_tile(rng.randint(1, 6)) or "star-01"
    return [
        Draft(rng.choice(PAWNS), rng.randint(-1, 7)),
        Pass(),
        Place(
            Placement(tile, rng.randint(-8, 8), rng.randint(-8, 8), rng.randint(0, 3))
        ),
        PlaceToken(rng.choice(face_up), (rng.randint(-6, 6), rng.randint(-6, 6))),
        Discard(rng.choice([tile, *face_up])),
        ChooseFish(rng.choice(list(FishColour))),
        MachineTurn(),
        Swap(tuple(rng.sample(face_up, rng.randint(0, len(face_up))))),
    ]


def check_illegal_refused(game: FountainsGame, rng: random.Random) -> None:
    legal = set(game.legal_actions())
    for action in random_candidates(game, rng):
        if action in legal:
            continue
        before = game.clone()
        with pytest.raises(IllegalActionError):
            game.apply(action)
        assert game == before


def check_legal_apply(game: FountainsGame, rng: random.Random, sample: int) -> None:
    actions = game.legal_actions()
    for action in rng.sample(actions, min(sample, len(actions))):
        trial = game.clone()
        trial.apply(action)
        assert trial != game


def playout(options: GameOptions, seed: int, deep_every: int = 0) -> FountainsGame:
    game = FountainsGame.new(options)
    bot = RandomBot(seed)
    rng = random.Random(seed)
    scores = game.scores
    for step in range(MAX_ACTIONS):
        if game.is_over():
            break
        if deep_every and step % deep_every == 0:
            check_illegal_refused(game, rng)
            check_legal_apply(game, rng, 3)
            assert game_from_json(game_to_json(game)) == game
            assert game.clone() == game
        game.apply(bot.choose(game))
        check_invariants(game, scores)
        scores = game.scores
    else:
        pytest.fail(f"game did not end within {MAX_ACTIONS} actions")
    return game


def check_finished(game: FountainsGame) -> None:
    assert game.is_over()
    assert game.legal_actions() == []
    assert len(set(game.turns_taken)) == 1, "all players had equal turns"
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.scores == game.scores
    assert max(outcome.scores[w] for w in outcome.winners) == max(outcome.scores)
    assert outcome.termination == game.end_reason
    assert FountainsGame.replay(game.options, game.actions) == game


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playout(players: int, seed: int) -> None:
    game = playout(options_for(players, seed, advanced=seed == 2), seed, deep_every=9)
    check_finished(game)


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_playout_soak(players: int) -> None:
    for seed in range(100, 160):
        game = playout(options_for(players, seed, advanced=seed % 2 == 0), seed, 5)
        check_finished(game)


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    players=st.integers(1, 5),
    seed=st.integers(0, 2**16),
    data=st.data(),
)
def test_hypothesis_action_sequences(
    players: int, seed: int, data: st.DataObject
) -> None:
    options = options_for(players, seed)
    game = FountainsGame.new(options)
    scores = game.scores
    rng = random.Random(seed)
    checkpoint = data.draw(st.integers(0, 60), label="checkpoint")
    for step in range(MAX_ACTIONS):
        if game.is_over():
            break
        actions = game.legal_actions()
        index = (
            data.draw(st.integers(0, len(actions) - 1), label="action")
            if step < 80
            else rng.randrange(len(actions))
        )
        if step == checkpoint:
            check_illegal_refused(game, rng)
            twin = game_from_json(game_to_json(game))
            assert twin == game and twin.legal_actions() == actions
        game.apply(actions[index])
        check_invariants(game, scores)
        scores = game.scores
    check_finished(game)
