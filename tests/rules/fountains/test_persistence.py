"""Saving, loading, cloning and replaying games."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from game.ai.fountains import RandomBot
from game.rules.errors import CorruptStateError
from game.rules.fountains import (
    Difficulty,
    FountainsGame,
    GameOptions,
    Phase,
    load_game,
    persistence,
    save_game,
)
from game.rules.fountains.game import STATE_FIELDS
from game.rules.fountains.persistence import (
    FORMAT,
    VERSION,
    game_from_json,
    game_to_json,
)


def played(options: GameOptions, steps: int, seed: int = 0) -> FountainsGame:
    game = FountainsGame.new(options)
    bot = RandomBot(seed)
    for _ in range(steps):
        if game.is_over():
            break
        game.apply(bot.choose(game))
    return game


def until_phase(options: GameOptions, phase: Phase) -> FountainsGame:
    for seed in range(10):
        game = FountainsGame.new(options)
        bot = RandomBot(seed)
        while game.phase is not phase and not game.is_over():
            game.apply(bot.choose(game))
        if game.phase is phase:
            return game
    raise AssertionError(f"random play never reached phase {phase}")


OPTIONS = [
    GameOptions(players=2, seed=1),
    GameOptions(players=4, advanced=True, seed=2),
    GameOptions(players=1, solo=Difficulty.HARD, seed=3),
]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("steps", [0, 1, 7, 40, 10_000])
def test_json_round_trip_equal(options: GameOptions, steps: int) -> None:
    game = played(options, steps)
    data = json.loads(json.dumps(game_to_json(game)))
    back = game_from_json(data)
    assert back == game
    assert back.legal_actions() == game.legal_actions()
    assert back.outcome() == game.outcome()


@pytest.mark.parametrize(
    ("options", "phase"),
    [
        (OPTIONS[0], Phase.PLACE),
        (OPTIONS[0], Phase.TOKEN),
        (OPTIONS[1], Phase.FISH),
        (OPTIONS[2], Phase.MACHINE),
        (OPTIONS[2], Phase.SWAP),
    ],
)
def test_round_trip_in_every_phase(options: GameOptions, phase: Phase) -> None:
    game = until_phase(options, phase)
    back = game_from_json(game_to_json(game))
    assert back == game and back.phase is phase
    bot_a, bot_b = RandomBot(9), RandomBot(9)
    while not game.is_over():
        game.apply(bot_a.choose(game))
        back.apply(bot_b.choose(back))
    assert back == game


@pytest.mark.parametrize("options", OPTIONS)
def test_replay_reproduces_the_game(options: GameOptions) -> None:
    game = played(options, 10_000, seed=4)
    assert game.is_over()
    assert FountainsGame.replay(options, game.actions) == game
    assert FountainsGame.replay(options, [str(a) for a in game.actions]) == game


def test_replay_of_a_bad_log_says_which_action() -> None:
    game = played(OPTIONS[0], 6)
    log = [str(a) for a in game.actions]
    log[3] = "draft blue 9"
    with pytest.raises(ValueError, match="draft blue 9") as info:
        FountainsGame.replay(OPTIONS[0], log)
    assert any("action #4" in note for note in getattr(info.value, "__notes__", []))


def test_clone_is_independent() -> None:
    game = played(OPTIONS[1], 9)
    twin = game.clone()
    assert twin == game
    twin.apply(twin.legal_actions()[-1])
    assert twin != game
    assert game == FountainsGame.replay(game.options, game.actions)


def test_save_and_load_file(tmp_path: Path) -> None:
    game = played(OPTIONS[2], 15)
    path = tmp_path / "solo.json"
    save_game(game, path)
    assert load_game(path) == game
    assert [p.name for p in tmp_path.iterdir()] == ["solo.json"]


def test_failed_save_keeps_the_good_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played(OPTIONS[0], 5)
    path = tmp_path / "game.json"
    save_game(game, path)
    good = path.read_text()

    def broken(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(persistence.os, "fsync", broken)
    with pytest.raises(OSError, match="disk full"):
        save_game(played(OPTIONS[0], 9), path)
    assert path.read_text() == good
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def _doc() -> dict[str, object]:
    return game_to_json(played(OPTIONS[0], 12))


def _corrupt(change: str) -> dict[str, object]:
    data = copy.deepcopy(_doc())
    state = data["state"]
    assert isinstance(state, dict)
    if change == "version":
        data["version"] = VERSION + 98
    elif change == "format":
        data["format"] = "something else"
    elif change == "missing":
        del state["basin"]
    elif change == "double tile":
        state["basin"]["stacks"][0].append(state["basin"]["stacks"][1][0])
        state["basin"]["stacks"][0].pop(0)
    elif change == "unknown tile":
        state["basin"]["stacks"][0][0] = "teapot-01"
    elif change == "scores":
        state["scores"][0] += 3
    elif change == "phase":
        state["phase"] = "dancing"
    elif change == "action":
        data["actions"] = ["draft purple 3"]
    elif change == "seat":
        state["turn_seat"] = 7
    elif change == "token":
        state["basin"]["pile"].pop()
    elif change == "pending":
        state["phase"] = "place"
        state["drafted"] = None
    elif change == "machine":
        state["phase"] = "machine"
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("version", "version 99 is not supported"),
        ("format", "not a saved Fountains game"),
        ("missing", "missing field 'basin'"),
        ("double tile", "tiles in two places"),
        ("unknown tile", "unknown tiles \\['teapot-01'\\]"),
        ("scores", "do not add up to the score log"),
        ("phase", "'dancing' is not a valid Phase"),
        ("action", "no pawn 'purple'"),
        ("seat", "outside 0..1"),
        ("token", "bonus tokens are missing or doubled"),
        ("pending", "phase place with drafted tile None"),
        ("machine", "phase machine outside The Machine's turn"),
    ],
)
def test_corrupt_documents_are_refused(change: str, message: str) -> None:
    with pytest.raises(CorruptStateError, match=message):
        game_from_json(_corrupt(change))


def test_corrupt_file_names_its_path(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    with pytest.raises(CorruptStateError, match="broken.json: not valid JSON"):
        load_game(path)
    path.write_text(json.dumps(_corrupt("version")))
    with pytest.raises(CorruptStateError, match="broken.json: saved game version"):
        load_game(path)
    with pytest.raises(CorruptStateError, match="missing.json: cannot read"):
        load_game(tmp_path / "missing.json")


def test_document_shape() -> None:
    data = _doc()
    assert data["format"] == FORMAT and data["version"] == VERSION
    assert set(data) == {"format", "version", "options", "state", "actions"}
    assert data["options"] == {"players": 2, "advanced": False, "solo": None, "seed": 1}


def test_a_save_holds_every_field_of_the_state() -> None:
    """Adding a field to ``FountainsState`` without saving it fails here."""
    game = FountainsGame.new(GameOptions(players=3, advanced=True, seed=8))
    data = game_to_json(game)
    saved = set(data["state"]) | {"options", "actions"}
    assert {name.lstrip("_") for name in STATE_FIELDS} == saved
    assert len(STATE_FIELDS) == 18


def test_equal_states_are_equal_games_and_every_field_counts() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=9))
    for name in STATE_FIELDS:
        other = game.clone()
        assert other == game
        value = getattr(other, name)
        if isinstance(value, list):
            value.append(value[0] if value else 1)
        elif name == "basin":
            value.gear = 3
        elif isinstance(value, int) and not isinstance(value, bool):
            setattr(other, name, value + 1)
        else:
            setattr(other, name, "changed")
        assert other != game, name
