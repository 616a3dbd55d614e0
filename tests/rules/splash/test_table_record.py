"""The table record a Kids' Splash save holds beside the rules' state (the
pond's bodies, the seats' throw logs, a throw in the air): written and read
back exactly, and a damaged one refused with `CorruptStateError` only, every
field typed and bounded (issue 21, item 12)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import CorruptStateError
from game.rules.splash import (
    ChooseSplash,
    Drop,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
)
from game.rules.splash.save import table_from_json, table_to_json
from game.rules.splash.table_record import PondRecord, SeatRecord, TableRecord


def _game() -> SplashGame:
    """Two seats, advanced; the first has thrown once (droplets 4 and 9 came
    out) and has a throw left (the die rolled more than one)."""
    for seed in range(50):
        game = SplashGame.new(SplashOptions(players=2, seed=seed, advanced=True))
        game.apply(Roll())
        game.apply(ChooseSplash())
        game.apply(Drop(480.0, (4, 9)))
        if game.phase is Phase.THROW:
            return game
    raise AssertionError("no seed rolled more than one")


def _record(under_way: str = "") -> TableRecord:
    """A pond of 50 droplets: 4 and 9 splashed out, 30 on a board, the rest
    where the numbers put them (floats no decimal text rounds)."""
    rng = random.Random(5)
    states = "".join(
        "o" if d in (4, 9) else "t" if d == 30 else "f" if d == 12 else "p"
        for d in range(50)
    )
    bodies = tuple(
        (d, rng.uniform(300, 700), rng.uniform(380, 560), rng.uniform(-50, 50))
        for d in range(50)
        if states[d] in "pf"
    )
    release = ("toss", 232.0, 264.0, 1e-17 + 611.3, -402.25) if under_way else None
    pond = PondRecord(
        bodies=bodies,
        states=states,
        activities=3,
        throws=1,
        under_way=under_way,
        poured=(12, 17) if under_way == "pour" else (),
        release=release if under_way == "throw" else None,
    )
    seats = ((1, SeatRecord(((2, 1.9000000000000001),))),)
    throw = ("toss", 0.0, 38.123456789, 0.7) if under_way == "throw" else None
    return TableRecord(pond, seats, throw)


@pytest.mark.parametrize("under_way", ["", "pour", "throw"])
def test_a_table_record_reads_back_exactly(under_way: str) -> None:
    record = _record(under_way)
    text = json.dumps(table_to_json(record))
    assert table_from_json(json.loads(text), _game()) == record


def _damage(path: tuple[Any, ...], value: object) -> Any:
    data: Any = copy.deepcopy(table_to_json(_record("throw")))
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


DAMAGE = [
    ((), "not an object"),
    (("pond",), None),
    (("pond",), KeyError),
    (("seats",), []),
    (("extra",), 1),
    (("pond", "bodies"), "x"),
    (("pond", "bodies"), [[0, 1.0, 2.0, 3.0]] * 51),
    (("pond", "bodies", 0), [0, 1.0, 2.0]),
    (("pond", "bodies", 0, 0), -1),
    (("pond", "bodies", 0, 0), 50),
    (("pond", "bodies", 0, 0), True),
    (("pond", "bodies", 0, 0), 1.0),
    (("pond", "bodies", 0, 1), float("nan")),
    (("pond", "bodies", 0, 1), float("inf")),
    (("pond", "bodies", 0, 2), 1e300),
    (("pond", "bodies", 0, 3), "0"),
    (("pond", "bodies", 1, 0), 0),  # a droplet twice
    (("pond", "states"), "p" * 49),
    (("pond", "states"), "x" * 50),
    (("pond", "states"), ["p"] * 50),
    (("pond", "states"), "p" * 50),  # bodies no longer match the states
    (("pond", "activities"), -1),
    (("pond", "activities"), 10**30),
    (("pond", "activities"), "3"),
    (("pond", "throws"), None),
    (("pond", "under_way"), "flood"),
    (("pond", "under_way"), ""),  # a release with nothing under way
    (("pond", "poured"), [12]),  # poured, but no pour under way
    (("pond", "poured"), "12"),
    (("pond", "release"), None),
    (("pond", "release"), ["lob", 1.0, 2.0, 3.0, 4.0]),
    (("pond", "release"), ["drop", 1.0, 2.0, 3.0]),
    (("pond", "release", 3), 1e9),
    (("seats", "7"), []),
    (("seats", "²"), []),
    (("seats", "1" * 5000), []),
    (("seats", "1"), "x"),
    (("seats", "1"), [[2]]),
    (("seats", "1"), [[99, 1.0]]),  # an action the game has not reached
    (("seats", "1"), [[2, 1e9]]),
    (("seats", "1"), [[2, 1.0], [2, 1.0]]),
    (("seats", "1"), [[2, 1.0]] * 6000),
    (("throw",), None),  # a pond throwing with no throw in the air
    (("throw",), ["drop", 1.0, 2.0]),
    (("throw", 2), float("-inf")),
    (("throw", 3), 7.0),  # a toss stronger than any
    (("throw",), ["drop", 9000.0, 0.0, 1.0]),  # off the drop line
]


@pytest.mark.parametrize(("path", "value"), DAMAGE, ids=[str(d) for d in DAMAGE])
def test_a_damaged_table_record_is_refused(
    path: tuple[Any, ...], value: object
) -> None:
    data = "not an object" if path == () else _damage(path, value)
    with pytest.raises(CorruptStateError) as info:
        table_from_json(data, _game())
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["pond", "seats", "throw"]), json_values)
def test_any_value_in_any_field_is_read_or_refused_in_one_line(
    field: str, value: object
) -> None:
    data = table_to_json(_record("pour"))
    data[field] = value
    try:
        table_from_json(data, _game())
    except CorruptStateError:
        pass
