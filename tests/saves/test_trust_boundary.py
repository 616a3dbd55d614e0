"""Loading is a trust boundary: a damaged or tampered save ends in
`CorruptStateError` naming the file and what is wrong, and is kept aside."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.paths import GamePaths
from game.rules.errors import CorruptStateError
from game.rules.fountains import persistence
from game.rules.splash import save as splash_save
from game.saves.bounded_json import MAX_FILE_BYTES, nesting_depth, read_bounded
from game.saves.record import decode, encode
from game.saves.store import SaveStore
from tests.saves.games import (
    fountains_setup,
    last_fountains,
    last_splash,
    record,
    splash_setup,
)


def fountains_doc(stop: int = 10) -> dict:
    setup = fountains_setup(2, seed=61)
    game = last_fountains(setup, stop=stop)
    return json.loads(encode(record(setup, game)))


def splash_doc(stop: int = 20) -> dict:
    setup = splash_setup(2, seed=62)
    game = last_splash(setup, stop=stop)
    return json.loads(encode(record(setup, game)))


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    store = SaveStore(GamePaths.under(tmp_path))
    store.saves.mkdir(parents=True)
    return store


def refused(store: SaveStore, data: bytes, match: str) -> Path:
    path = store.saves / "fountains-bad.json"
    path.write_bytes(data)
    with pytest.raises(CorruptStateError, match=match) as caught:
        store.load(path)
    assert str(path) in str(caught.value)
    assert not path.exists()
    kept = path.with_name(path.name + ".corrupt")
    assert kept.read_bytes() == data  # kept aside, never deleted
    return kept


def test_deep_nesting(store: SaveStore) -> None:
    refused(store, b"[" * 100_000, "nested 100000 deep")


def test_an_integer_of_thousands_of_digits(store: SaveStore) -> None:
    doc = fountains_doc()
    text = json.dumps(doc).replace('"seed": 61', '"seed": ' + "7" * 4301, 1)
    refused(store, text.encode(), "4301 digits")


@pytest.mark.parametrize("constant", ["Infinity", "-Infinity", "NaN"])
def test_infinity_in_an_integer_field(store: SaveStore, constant: str) -> None:
    doc = fountains_doc()
    doc["game"]["state"]["turn"] = "TURN"
    text = json.dumps(doc).replace('"TURN"', constant)
    refused(store, text.encode(), f"{constant} is not a number")


def test_a_float_too_large(store: SaveStore) -> None:
    doc = fountains_doc()
    doc["game"]["state"]["turn"] = "TURN"
    text = json.dumps(doc).replace('"TURN"', "1e999")
    refused(store, text.encode(), "the number 1e999 is too large")


@pytest.mark.parametrize("count", [10**8, 10**6])
def test_unbounded_droplets_per_colour(store: SaveStore, count: int) -> None:
    doc = splash_doc()
    doc["game"]["options"]["model"]["droplets_per_colour"] = count
    start = time.perf_counter()
    kept = refused(store, json.dumps(doc).encode(), "droplets_per_colour")
    assert time.perf_counter() - start < 5  # nothing was built from it
    assert kept.exists()


def test_the_message_stays_short(store: SaveStore) -> None:
    doc = splash_doc()
    doc["game"]["state"]["pond"] = list(range(200_000))
    path = store.saves / "splash-long.json"
    path.write_bytes(json.dumps(doc).encode())
    with pytest.raises(CorruptStateError) as caught:
        store.load(path)
    assert len(str(caught.value)) < 600


def test_a_file_too_large(store: SaveStore) -> None:
    path = store.saves / "fountains-huge.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(CorruptStateError, match="larger than a save can be"):
        store.load(path)
    with pytest.raises(CorruptStateError, match="larger than a save can be"):
        read_bounded(path.with_name(path.name + ".corrupt"))


def test_a_state_that_does_not_match_its_log(store: SaveStore) -> None:
    doc = fountains_doc(stop=12)
    face_up = doc["game"]["state"]["basin"]["face_up"]
    face_up[0], face_up[1] = face_up[1], face_up[0]
    refused(store, json.dumps(doc).encode(), "does not match its action log")


def test_an_action_that_cannot_be_played(store: SaveStore) -> None:
    doc = fountains_doc(stop=12)
    doc["game"]["actions"][3] = doc["game"]["actions"][2]
    refused(store, json.dumps(doc).encode(), "action 4 of the log")


def test_the_setup_must_match_the_game(store: SaveStore) -> None:
    doc = fountains_doc()
    doc["setup"]["seed"] = 62
    refused(store, json.dumps(doc).encode(), "the setup does not match the game")


def test_a_seat_name_with_control_characters(store: SaveStore) -> None:
    doc = fountains_doc()
    doc["setup"]["seats"][0]["name"] = "Ann\x1b[2J"
    refused(store, json.dumps(doc).encode(), "seat 1 has no usable name")


def test_a_damaged_random_state(store: SaveStore) -> None:
    doc = fountains_doc()
    doc["bots"] = {"0": [3, "AAAA", None]}
    refused(store, json.dumps(doc).encode(), "random state is damaged")


def test_nesting_depth_skips_strings() -> None:
    assert nesting_depth(b'{"a": "[[[[[[", "b": [[1]]}') == 3
    assert nesting_depth(b'["\\"[[[", []]') == 2


# -- the rules' own loaders, without the save store --------------------------------


def test_rules_loaders_refuse_deep_nesting_and_long_numbers(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    with pytest.raises(CorruptStateError, match="deep.json"):
        persistence.load_game(path)
    with pytest.raises(CorruptStateError):
        splash_save.loads("[" * 100_000)
    with pytest.raises(CorruptStateError):
        splash_save.loads('{"a": ' + "1" * 4301 + "}")


def test_fountains_loader_refuses_infinity_in_an_integer() -> None:
    doc = fountains_doc()["game"]
    doc["state"]["fountains"][0]["tiles"][0]["level"] = float("inf")
    with pytest.raises(CorruptStateError, match="level"):
        persistence.game_from_json(doc)


def test_fountains_loader_replays_the_log() -> None:
    doc = fountains_doc(stop=12)["game"]
    persistence.game_from_json(doc)  # the good one loads
    doc["actions"] = doc["actions"][:-1]
    with pytest.raises(CorruptStateError):
        persistence.game_from_json(doc)


def test_splash_loader_bounds_the_model_before_building() -> None:
    doc = splash_doc()["game"]
    doc["options"]["model"]["droplets_per_colour"] = 10**8
    start = time.perf_counter()
    with pytest.raises(CorruptStateError, match="droplets_per_colour"):
        splash_save.game_from_json(doc)
    assert time.perf_counter() - start < 1


def test_a_good_save_reads_back(store: SaveStore) -> None:
    doc = fountains_doc()
    path = store.saves / "fountains-good.json"
    path.write_bytes(json.dumps(doc).encode())
    assert store.load(path).game == decode(json.dumps(doc).encode()).game
    assert path.exists()
