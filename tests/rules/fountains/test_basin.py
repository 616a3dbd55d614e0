"""The Basin ring: pawn movement with skipping, stacks, bonus tokens, Gear Wheel."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.fountains.basin import (
    BONUS_SPACE,
    FACE_UP_SLOTS,
    HOME,
    RING,
    TILES_PER_SHAPE,
    Basin,
    Pawn,
    SpaceKind,
    matching_pawn,
)


def make_basin(
    pawns: dict[Pawn, int] | None = None,
    gear: int | None = None,
    stack_size: int = 3,
    tokens: int = 8,
) -> Basin:
    stacks = [[f"s{space}-{i}" for i in range(stack_size)] for space in range(1, 7)]
    basin = Basin.new(stacks, [f"bonus-{n:02d}" for n in range(1, tokens + 1)])
    if pawns is not None:
        basin.pawns = dict(pawns)
    basin.gear = gear
    return basin


def test_ring_order_and_homes() -> None:
    assert RING == (
        SpaceKind.BONUS,
        SpaceKind.BLUE,
        SpaceKind.PLAIN,
        SpaceKind.WHITE,
        SpaceKind.PLAIN,
        SpaceKind.GREEN,
        SpaceKind.PLAIN,
    )
    assert HOME == {Pawn.BLUE: 1, Pawn.WHITE: 3, Pawn.GREEN: 5}
    assert [matching_pawn(s) for s in range(7)] == [
        None,
        Pawn.BLUE,
        None,
        Pawn.WHITE,
        None,
        Pawn.GREEN,
        None,
    ]


def test_stack_sizes_by_player_count() -> None:
    assert TILES_PER_SHAPE == {1: 12, 2: 8, 3: 10, 4: 12, 5: 12}


def test_movement_example_2_skips_white_and_green() -> None:
    # Rulebook Movement Example #2: Blue may move to the space in front of it, or
    # to the second and third open spaces by skipping the White and Green pawns.
    basin = make_basin()  # Blue 1, White 3, Green 5: the setup positions.
    assert basin.destinations(Pawn.BLUE) == [2, 4, 6]


def test_movement_example_1_three_open_spaces_others_out_of_reach() -> None:
    # Rulebook Movement Example #1: three open spaces within reach; the others are
    # occupied or more than three open spaces away.
    basin = make_basin({Pawn.BLUE: 1, Pawn.WHITE: 2, Pawn.GREEN: 4})
    assert basin.destinations(Pawn.BLUE) == [3, 5, 6]
    assert basin.why_not_move(Pawn.BLUE, 0) is not None  # fourth open space
    assert "occupied by the white pawn" in (basin.why_not_move(Pawn.BLUE, 2) or "")
    assert "occupied by the green pawn" in (basin.why_not_move(Pawn.BLUE, 4) or "")
    assert basin.why_not_move(Pawn.BLUE, 6) is None


def test_movement_wraps_past_bonus() -> None:
    basin = make_basin({Pawn.BLUE: 1, Pawn.WHITE: 3, Pawn.GREEN: 6})
    assert basin.destinations(Pawn.GREEN) == [0, 2, 4]
    assert basin.destinations(Pawn.WHITE) == [4, 5, 0]


def test_all_pawns_bunched_skip_each_other() -> None:
    basin = make_basin({Pawn.BLUE: 0, Pawn.WHITE: 1, Pawn.GREEN: 2})
    assert basin.destinations(Pawn.BLUE) == [3, 4, 5]
    assert basin.destinations(Pawn.GREEN) == [3, 4, 5]
    assert basin.destinations(Pawn.WHITE) == [3, 4, 5]


def test_cannot_end_on_own_space_or_far_space() -> None:
    basin = make_basin()
    assert "occupied by the blue pawn" in (basin.why_not_move(Pawn.BLUE, 1) or "")
    assert "no ring space 7" in (basin.why_not_move(Pawn.BLUE, 7) or "")
    assert "not 1 to 3 open spaces" in (basin.why_not_move(Pawn.GREEN, 4) or "")


def test_empty_stack_cannot_be_drafted() -> None:
    basin = make_basin()
    basin.stack(2).clear()
    assert basin.can_draft(2) is False
    assert "stack beside the plain space (2) is empty" in (
        basin.why_not_move(Pawn.BLUE, 2) or ""
    )


def test_gear_wheel_is_skipped_and_holds_its_pawn() -> None:
    # Gear alone on space 2: skipped like a pawn and not counted.
    basin = make_basin(gear=2)
    assert basin.destinations(Pawn.BLUE) == [4, 6, 0]
    assert "Gear Wheel is on the plain space (2)" in (
        basin.why_not_move(Pawn.BLUE, 2) or ""
    )
    # Gear on the White pawn: that pawn cannot move.
    basin = make_basin(gear=3)
    assert basin.is_held(Pawn.WHITE)
    assert basin.destinations(Pawn.WHITE) == []
    assert "held by The Machine" in (basin.why_not_move(Pawn.WHITE, 4) or "")
    assert basin.destinations(Pawn.BLUE) == [2, 4, 6]


def test_bonus_tokens_face_up_and_refill_from_pile() -> None:
    basin = make_basin(tokens=7)
    assert basin.face_up == ["bonus-07", "bonus-06", "bonus-05", "bonus-04", "bonus-03"]
    assert basin.pile == ["bonus-01", "bonus-02"]
    basin.take_token("bonus-05")
    assert basin.face_up[2] == "bonus-02"
    basin.take_token("bonus-07")
    assert basin.face_up[0] == "bonus-01"
    assert basin.pile == []
    basin.take_token("bonus-04")
    assert basin.face_up[3] is None
    assert len(basin.tokens_face_up()) == FACE_UP_SLOTS - 1


def test_bonus_space_needs_a_face_up_token() -> None:
    basin = make_basin({Pawn.BLUE: 6, Pawn.WHITE: 3, Pawn.GREEN: 5}, tokens=0)
    assert basin.tokens_face_up() == []
    assert (
        basin.why_not_move(Pawn.BLUE, BONUS_SPACE) == "no bonus token is left face up"
    )


def test_take_top_and_swap() -> None:
    basin = make_basin(stack_size=2)
    assert basin.top_tile(3) == "s3-1"
    assert basin.take_top(3) == "s3-1"
    assert basin.take_top(3) == "s3-0"
    assert basin.take_top(3) is None
    assert basin.any_stack_empty()
    with pytest.raises(ValueError, match="no tile stack beside Bonus"):
        basin.stack(0)
    basin.swap_tokens(["bonus-08", "bonus-06"])
    assert basin.face_up[:3] == ["bonus-03", "bonus-07", "bonus-02"]


def test_clone_and_json_round_trip() -> None:
    basin = make_basin(gear=4)
    basin.take_token("bonus-06")
    copy = basin.clone()
    assert copy == basin
    copy.take_top(1)
    assert copy != basin
    assert Basin.from_json(basin.to_json()) == basin


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("pawns", {"blue": 1, "white": 1, "green": 5}, "share a space"),
        ("pawns", {"blue": 1, "white": 9, "green": 5}, "outside"),
        ("stacks", [[]], "6 stacks"),
        ("face_up", ["a"], "5 face-up"),
        ("gear", "x", "integer"),
    ],
)
def test_corrupt_json_is_refused(field: str, value: object, message: str) -> None:
    data = make_basin().to_json()
    data[field] = value
    with pytest.raises((ValueError, TypeError), match=message):
        Basin.from_json(data)


@given(
    spaces=st.lists(
        st.integers(min_value=0, max_value=len(RING) - 1),
        min_size=3,
        max_size=3,
        unique=True,
    ),
    gear=st.one_of(st.none(), st.integers(min_value=0, max_value=len(RING) - 1)),
    empty=st.sets(st.integers(min_value=1, max_value=6)),
    tokens=st.integers(min_value=0, max_value=8),
)
def test_draft_moves_are_the_destinations_that_can_be_drafted(
    spaces: list[int], gear: int | None, empty: set[int], tokens: int
) -> None:
    pawns = dict(zip((Pawn.BLUE, Pawn.WHITE, Pawn.GREEN), spaces, strict=True))
    basin = make_basin(pawns, gear=gear, tokens=tokens)
    for space in empty:
        basin.stack(space).clear()
    expected = [
        (pawn, space)
        for pawn in (Pawn.BLUE, Pawn.WHITE, Pawn.GREEN)
        for space in basin.destinations(pawn)
        if basin.can_draft(space)
    ]
    assert basin.draft_moves() == expected


def test_draft_moves_leave_out_a_held_pawn_and_empty_stacks() -> None:
    basin = make_basin(gear=3)  # on the White pawn's home
    basin.stack(2).clear()
    moves = basin.draft_moves()
    assert (Pawn.BLUE, 2) not in moves
    assert [space for pawn, space in moves if pawn is Pawn.BLUE] == [4, 6]
    assert all(pawn is not Pawn.WHITE for pawn, _ in moves)
