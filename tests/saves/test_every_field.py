"""Issue 21, item 4: every field of every kind of save, changed to something
hostile, is either read or refused with `CorruptStateError`, and nothing else.

The fields are not listed here: the test walks every JSON path of a real save
of each kind (Fountains, Solo, Kids' Splash, with the computer seats' random
states), so a field added to a save later is fuzzed too. A long list is
walked at its first, second and last item (its items share one shape).
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game.rules.errors import CorruptStateError
from game.saves.record import SavedGame, SeatProfile, bot_states, decode, encode
from game.saves.store import header_of
from game.setup import GameSetup
from tests.saves.games import (
    fountains_setup,
    last_fountains,
    last_splash,
    record,
    splash_setup,
)

#: What a field is changed to: wrong types, edges, numbers too big for the
#: game, digits ``int`` refuses ("²" and "٣" are digits to ``str.isdigit``).
HOSTILE: tuple[Any, ...] = (
    None,
    True,
    -1,
    2**63,
    0.5,
    "",
    "²",
    "x" * 300,
    [],
    {"²": 0},
)
#: What a key is renamed to.
HOSTILE_KEYS = ("²", "9" * 5000, "")


def with_bots(saved: SavedGame) -> SavedGame:
    computers = SimpleNamespace(
        bots={
            seat: SimpleNamespace(rng=random.Random(seat))
            for seat, s in enumerate(saved.setup.seats)
            if s.computer
        }
    )
    saved.bots = bot_states(computers)
    # Why the computer moves were played, and the seats' profiles: fuzzed too.
    saved.reasons = {
        0: "Takes the coin tile: +5 now",
        len(saved.game.actions) - 1: "Ok",
    }
    saved.profiles = {
        0: SeatProfile(7, "Annie"),
        len(saved.setup.seats) - 1: SeatProfile(12, "Bo"),
    }
    return saved


def kinds() -> dict[str, SavedGame]:
    fountains = fountains_setup(3, seed=43, advanced=True)
    solo = fountains_setup(1, seed=42, solo="hard")
    splash = splash_setup(3, seed=52, toss=True, competitive=True)
    finished = splash_setup(2, seed=3)
    return {
        "fountains": with_bots(record(fountains, last_fountains(fountains, stop=8))),
        "solo": with_bots(record(solo, last_fountains(solo, stop=6))),
        "splash": with_bots(record(splash, last_splash(splash, stop=14))),
        "splash replay": with_bots(record(finished, last_splash(finished))),
    }


def json_paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path into ``node`` (lists: their first, second and last item)."""
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from json_paths(value, (*path, key))
    elif isinstance(node, list):
        for index in sorted({0, 1, len(node) - 1} & set(range(len(node)))):
            yield from json_paths(node[index], (*path, index))


def at(doc: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def mutants(doc: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Each field changed to each hostile value, removed, and (in an object)
    renamed, and each object given a hostile extra key."""
    for path in json_paths(doc):
        where = "/".join(map(str, path)) or "(the document)"
        if path:
            parent_path, key = path[:-1], path[-1]
            for value in HOSTILE:
                mutant = copy.deepcopy(doc)
                at(mutant, parent_path)[key] = value
                yield f"{where} = {value!r:.30}", mutant
            mutant = copy.deepcopy(doc)
            del at(mutant, parent_path)[key]
            yield f"{where} removed", mutant
            if isinstance(key, str):
                for new_key in HOSTILE_KEYS:
                    mutant = copy.deepcopy(doc)
                    parent = at(mutant, parent_path)
                    parent[new_key] = parent.pop(key)
                    yield f"{where} renamed {new_key:.12}", mutant
        if isinstance(at(doc, path), dict):
            for new_key in HOSTILE_KEYS[:1]:
                mutant = copy.deepcopy(doc)
                at(mutant, path)[new_key] = 1
                yield f"{where} + key {new_key:.12}", mutant


def read_every_way(data: bytes, path: Path) -> str:
    """Read one mutant as the game reads a save: a list's header, then the
    whole game (as ``--replay``, ``--continue`` and Continue read it, after
    `read_regular`, which ``test_hostile_files.py`` tries). Each may refuse it
    only with `CorruptStateError`."""
    try:
        header_of(path, data, whole=True)
    except CorruptStateError:
        pass
    try:
        decode(data, path)
    except CorruptStateError:
        return "refused"
    return "loaded"


@pytest.mark.parametrize("kind", ["fountains", "solo", "splash", "splash replay"])
def test_every_field_of_every_save_kind_is_read_or_refused(
    kind: str, tmp_path: Path
) -> None:
    saved = kinds()[kind]
    doc = json.loads(encode(saved))
    assert doc["bots"], "the save has computer seats' random states to fuzz"
    file = tmp_path / "saves" / "fuzzed.json"
    counts: Counter[str] = Counter()
    for what, mutant in mutants(doc):
        data = json.dumps(mutant).encode("utf-8")
        try:
            counts[read_every_way(data, file)] += 1
        except Exception as exc:  # noqa: BLE001 - the point of the test
            pytest.fail(f"{kind}: {what}: escaped as {exc!r:.300}")
    print(kind, dict(counts))
    assert counts["refused"] > 500 and counts["loaded"] > 0


@pytest.mark.parametrize("key", ["²", "٣", "9" * 5000, "00", "+1", " 1", "1 "])
def test_a_bots_key_that_is_no_seat_number_is_refused(key: str) -> None:
    saved = kinds()["fountains"]
    doc = json.loads(encode(saved))
    doc["bots"][key] = doc["bots"].pop("0")
    with pytest.raises(CorruptStateError, match="bots: .* is not a seat"):
        decode(json.dumps(doc).encode("utf-8"))


def test_a_setup_seed_out_of_range_is_refused_and_the_largest_reads_back() -> None:
    from game.rules.fountains.game import FountainsGame
    from game.setup import MAX_SEED
    from tests.saves.games import fountains_options

    setup = fountains_setup(2, seed=MAX_SEED)
    game = FountainsGame.new(fountains_options(setup))
    assert decode(encode(record(setup, game))).setup.seed == MAX_SEED
    doc = json.loads(encode(record(setup, game)))
    doc["setup"]["seed"] = MAX_SEED + 1
    with pytest.raises(CorruptStateError, match="seed"):
        decode(json.dumps(doc).encode("utf-8"))
    with pytest.raises(ValueError, match="out of range"):
        GameSetup(setup.mode, setup.seats, seed=MAX_SEED + 1)
    with pytest.raises(ValueError, match="out of range"):
        GameSetup(setup.mode, setup.seats, seed=-1)
