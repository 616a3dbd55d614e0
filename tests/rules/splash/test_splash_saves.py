"""Kids' Splash: action texts, random playouts, clone, save/load and replay."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import CorruptStateError, IllegalActionError
from game.rules.splash import (
    Action,
    ChooseSplash,
    Drop,
    EndTurn,
    FreePick,
    Give,
    InvalidActionError,
    Roll,
    SplashGame,
    SplashOptions,
    Throw,
    Toss,
    parse_action,
)
from game.rules.splash.save import dumps, game_from_json, game_to_json, loads

finite = st.floats(allow_nan=False, allow_infinity=False, width=64)
droplet_sets = st.lists(st.integers(0, 49), unique=True, max_size=50)
actions = st.one_of(
    st.just(Roll()),
    st.just(ChooseSplash()),
    st.just(EndTurn()),
    st.builds(FreePick, st.integers(0, 49)),
    st.builds(Drop, finite, droplet_sets),
    st.builds(Toss, finite, st.floats(0.05, 1.0), droplet_sets),
    st.builds(Give, st.integers(0, 49), st.integers(0, 3)),
)


@given(actions)
def test_action_text_parses_back(action: Action) -> None:
    assert parse_action(str(action)) == action
    assert type(action).from_str(str(action)) == action
    assert eval(repr(action)) == action  # noqa: S307 - repr pastes into tests


@pytest.mark.parametrize(
    "text",
    [
        "",
        "jump",
        "pick",
        "pick red",
        "drop 1.0",
        "drop x out -",
        "drop 1 out a",
        "toss 1 out -",
        "give 3 2",
        "roll 3",
    ],
)
def test_bad_action_text_is_refused(text: str) -> None:
    with pytest.raises(InvalidActionError):
        parse_action(text)


def test_throw_out_is_kept_sorted() -> None:
    assert Drop(1.0, [9, 2, 5]).out == (2, 5, 9)
    assert str(Drop(1.0, [9, 2])) == "drop 1.0 out 2,9"
    assert str(Toss(-30.0, 0.5)) == "toss -30.0 0.5 out -"


def play_randomly(
    options: SplashOptions, rng: random.Random, limit: int = 2000
) -> SplashGame:
    """A random playout, checking invariants after every action."""
    game = SplashGame.new(options)
    for _ in range(limit):
        if game.is_over():
            break
        choice = rng.choice(game.legal_actions())
        if isinstance(choice, Throw):
            out = rng.sample(sorted(game.pond), rng.choice([0, 0, 0, 1, 2, 5]))
            if isinstance(choice, Toss) and rng.random() < 0.5:
                choice = Toss(rng.uniform(-90, 90), rng.uniform(0.05, 1.0), out)
            else:
                choice = Drop(rng.uniform(300.0, 600.0), out)
        game.apply(choice)
        assert game.droplet_total() == 50
        assert not (game.pond & game.out)
        on_boards = [d for b in game.boards for d in b.droplets()]
        assert len(on_boards) == len(set(on_boards))
        assert not (set(on_boards) & (game.pond | game.out))
        for board in game.boards:
            for colour, droplet in zip(board.layout, board.spaces, strict=True):
                assert droplet is None or game.model.colour_of(droplet) is colour
        assert game.out == set() or game.phase.value in ("throw", "share")
    return game


@pytest.mark.parametrize("seed", range(12))
def test_random_playouts_keep_every_droplet_and_end_with_a_winner(seed: int) -> None:
    rng = random.Random(seed)
    options = SplashOptions(
        players=2 + seed % 3,
        cooperative=seed % 2 == 0,
        competitive=seed % 3 == 0,
        advanced=seed % 4 < 2,
        seed=seed,
    )
    game = play_randomly(options, rng)
    assert game.is_over()
    outcome = game.outcome()
    assert outcome is not None
    (winner,) = outcome.winners
    assert game.boards[winner].is_full()
    assert outcome.scores[winner] == 10
    assert sum(e.points for e in outcome.score_log) == sum(outcome.scores)
    assert all(s < 10 for i, s in enumerate(outcome.scores) if i != winner)


def test_clone_is_independent_and_equal() -> None:
    game = play_randomly(SplashOptions(players=3, seed=5), random.Random(5), 40)
    copy = game.clone()
    assert copy == game
    copy.apply(copy.legal_actions()[0])
    assert copy != game


@pytest.mark.parametrize("seed", range(4))
def test_save_load_round_trip_mid_game(seed: int) -> None:
    options = SplashOptions(players=4, cooperative=True, advanced=True, seed=seed)
    game = play_randomly(options, random.Random(seed), 60 + seed * 17)
    again = loads(dumps(game))
    assert again == game
    assert again.legal_actions() == game.legal_actions()
    assert game_from_json(json.loads(json.dumps(game_to_json(game)))) == game


def test_replay_of_the_action_log_gives_the_same_game() -> None:
    options = SplashOptions(players=3, competitive=True, seed=11)
    game = play_randomly(options, random.Random(11))
    assert SplashGame.replay(options, game.actions) == game
    texts = [str(a) for a in game.actions]
    assert SplashGame.replay(options, [parse_action(t) for t in texts]) == game


def test_replay_rejects_an_illegal_log() -> None:
    with pytest.raises(IllegalActionError):
        SplashGame.replay(SplashOptions(players=2), [Roll(), Roll()])


def _saved() -> dict[str, object]:
    game = play_randomly(SplashOptions(players=2, seed=2), random.Random(2), 30)
    return game_to_json(game)


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(format="chess"), "not a Kids' Splash save"),
        (lambda d: d.update(version=99), "version 99 is not supported"),
        (lambda d: d["options"].update(players=9), "2 to 4 players"),
        (lambda d: d["options"].pop("seed"), "missing 'seed'"),
        (lambda d: d["options"].update(advanced="yes"), "advanced must be true"),
        (lambda d: d.update(actions="roll"), "list of action texts"),
        (lambda d: d["actions"].insert(0, "fly away"), "action 1 .*unknown action"),
        (lambda d: d["actions"].insert(0, "splash"), "action 1 .*not allowed"),
        (lambda d: d["state"].update(turn=1000), "'turn' does not match"),
        (lambda d: d["state"]["pond"].pop(), "'pond' does not match"),
        (lambda d: d["state"].pop("boards"), "missing 'boards'"),
        (lambda d: d["state"].update(cheat=1), "unknown field"),
    ],
)
def test_a_damaged_save_is_reported(damage, message: str) -> None:  # type: ignore[no-untyped-def]
    data = _saved()
    damage(data)
    with pytest.raises(CorruptStateError, match=message):
        game_from_json(data)


def test_not_json_is_reported() -> None:
    with pytest.raises(CorruptStateError, match="not JSON"):
        loads("{broken")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 10_000), min_size=1, max_size=80), st.integers(0, 99))
def test_any_sequence_of_picks_keeps_the_state_consistent(
    choices: list[int], seed: int
) -> None:
    """Hypothesis drives the choices; illegal attempts leave the state untouched."""
    game = SplashGame.new(SplashOptions(players=3, cooperative=True, seed=seed))
    for n in choices:
        if game.is_over():
            break
        legal = game.legal_actions()
        action = legal[n % len(legal)]
        if isinstance(action, Throw):
            pond = sorted(game.pond)
            action = Drop(float(n % 961), pond[: n % 4])
        before = game_to_json(game)
        bogus = FreePick(n % 60)
        if not game.is_legal(bogus):
            with pytest.raises(IllegalActionError):
                game.apply(bogus)
            assert game_to_json(game) == before
        game.apply(action)
        assert game.droplet_total() == 50
