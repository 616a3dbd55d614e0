"""Actions as values: text forms that parse back, pasteable reprs, parse errors,
and the phase table."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import game.rules.fountains as fountains_pkg
from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Draft,
    InvalidActionError,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
    Swap,
    draft_of,
    parse_action,
    place_all,
    place_of,
)
from game.rules.fountains.basin import Pawn
from game.rules.fountains.icons import FishColour
from game.rules.fountains.phases import PHASE_ACTIONS, Phase, allows
from game.rules.fountains.tiles import Placement

EXAMPLES: list[tuple[Action, str]] = [
    (Draft(Pawn.BLUE, 4), "draft blue 4"),
    (Draft(Pawn.GREEN, 0), "draft green 0"),
    (Pass(), "pass"),
    (Place(Placement("star-07", -3, 2, 1)), "place star-07@-3,2r1"),
    (PlaceToken("bonus-05", (3, -4)), "token bonus-05@3,-4"),
    (Discard("octagon-12"), "discard octagon-12"),
    (Discard("bonus-26"), "discard bonus-26"),
    (ChooseFish(FishColour.RED), "fish red"),
    (ChooseFish(FishColour.WHITE), "fish white"),
    (MachineTurn(), "machine"),
    (Swap(("bonus-01", "bonus-07")), "swap bonus-01 bonus-07"),
    (Swap(()), "swap none"),
]


@pytest.mark.parametrize(("action", "text"), EXAMPLES)
def test_text_form_round_trips(action: Action, text: str) -> None:
    assert str(action) == text
    assert parse_action(text) == action
    assert parse_action(str(action)) == action
    assert type(action).from_str(text) == action
    assert Action.from_str(text) == action


@pytest.mark.parametrize(("action", "text"), EXAMPLES)
def test_repr_is_pasteable(action: Action, text: str) -> None:
    namespace = {name: getattr(fountains_pkg, name) for name in fountains_pkg.__all__}
    assert eval(repr(action), namespace) == action  # noqa: S307


def test_swap_names_tokens_in_one_order() -> None:
    assert Swap(("bonus-07", "bonus-01")) == Swap(("bonus-01", "bonus-07"))
    assert str(Swap(("bonus-07", "bonus-01"))) == "swap bonus-01 bonus-07"


def test_actions_are_frozen_and_hashable() -> None:
    action = Draft(Pawn.WHITE, 3)
    with pytest.raises(AttributeError):
        action.space = 4  # type: ignore[misc]
    assert len({Draft(Pawn.WHITE, 3), Draft(Pawn.WHITE, 3), Pass()}) == 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "it is empty"),
        ("jump blue 3", "unknown verb 'jump'"),
        ("draft purple 3", "no pawn 'purple'"),
        ("draft blue", "expected 'draft <pawn> <space>'"),
        ("draft blue x", "space 'x' is not a number"),
        ("place star-07", "not of the form"),
        ("place star-07@1,2r7", "rotation must be 0..3"),
        ("token bonus-05", "expected 'token <token>@<x>,<y>'"),
        ("fish green", "no fish colour 'green'"),
        ("pass now", "'pass' takes nothing after it"),
        ("machine 1", "'machine' takes nothing after it"),
        ("swap", "expected 'swap <token> ...'"),
        ("swap bonus-01 bonus-01", "named twice"),
        ("discard", "expected 'discard"),
    ],
)
def test_unreadable_text_raises(text: str, message: str) -> None:
    with pytest.raises(InvalidActionError, match=message):
        parse_action(text)


def test_from_str_of_a_kind_checks_the_kind() -> None:
    with pytest.raises(InvalidActionError, match="not a 'draft' action"):
        Draft.from_str("pass")


def test_every_phase_lists_its_actions() -> None:
    assert set(PHASE_ACTIONS) == set(Phase)
    assert allows(Phase.DRAFT, Draft(Pawn.BLUE, 2))
    assert allows(Phase.DRAFT, Pass())
    assert not allows(Phase.DRAFT, Place(Placement("star-07", 0, 0, 0)))
    assert allows(Phase.FISH, ChooseFish(FishColour.BLACK))
    assert not allows(Phase.OVER, MachineTurn())
    covered = {kind for kinds in PHASE_ACTIONS.values() for kind in kinds}
    assert covered == {
        Draft,
        Pass,
        Place,
        PlaceToken,
        Discard,
        ChooseFish,
        MachineTurn,
        Swap,
    }


_ids = st.from_regex(r"[a-z]{1,8}-[0-9]{2}", fullmatch=True)
_actions = st.one_of(
    st.builds(Draft, st.sampled_from(list(Pawn)), st.integers(-3, 12)),
    st.just(Pass()),
    st.just(MachineTurn()),
    st.builds(
        lambda t, x, y, r: Place(Placement(t, x, y, r)),
        _ids,
        st.integers(-50, 50),
        st.integers(-50, 50),
        st.integers(0, 3),
    ),
    st.builds(PlaceToken, _ids, st.tuples(st.integers(-50, 50), st.integers(-50, 50))),
    st.builds(Discard, _ids),
    st.builds(ChooseFish, st.sampled_from(list(FishColour))),
    st.builds(Swap, st.lists(_ids, unique=True, max_size=5).map(tuple)),
)


@given(_actions)
def test_any_action_round_trips(action: Action) -> None:
    assert parse_action(str(action)) == action


def test_draft_of_shares_one_checked_draft_per_pawn_and_space() -> None:
    from_text = draft_of("white", 4)  # type: ignore[arg-type]
    made = draft_of(Pawn.WHITE, 4)
    assert made is from_text and made == Draft(Pawn.WHITE, 4)
    assert isinstance(made.pawn, Pawn) and str(made) == "draft white 4"
    assert draft_of(Pawn.WHITE, 5) != made


@given(
    st.sampled_from(["square-01", "ell-03", "star-07"]),
    st.integers(-30, 30),
    st.integers(-30, 30),
    st.integers(0, 3),
)
def test_place_actions_made_fast_equal_those_made_plainly(
    tile_id: str, x: int, y: int, rotation: int
) -> None:
    placement = Placement(tile_id, x, y, rotation)
    plain = Place(placement)
    for fast in (place_of(placement), place_all([placement])[0]):
        assert type(fast) is Place
        assert fast == plain and hash(fast) == hash(plain)
        assert (str(fast), repr(fast)) == (str(plain), repr(plain))
        assert fast.placement is placement


def test_every_action_has_one_home() -> None:
    """Each kind of action has its check and effect in one entry of
    ``ACTION_HOMES``, and every phase allows only actions that have one."""
    from game.rules.fountains import actions
    from game.rules.fountains.game import ACTION_HOMES
    from game.rules.fountains.phases import PHASE_ACTIONS

    # (a slotted dataclass is a new class: the module holds the one in use)
    kinds = {getattr(actions, c.__name__) for c in actions.Action.__subclasses__()}
    assert set(ACTION_HOMES) == kinds and len(kinds) == 8
    for allowed in PHASE_ACTIONS.values():
        assert set(allowed) <= kinds


DESCRIBED = [
    (Draft(Pawn.BLUE, 3), "moves the blue pawn to the White space (3)"),
    (Draft(Pawn.GREEN, 0), "moves the green pawn to the Bonus space (0) for a bonus"),
    (Draft(Pawn.WHITE, 9), "moves the white pawn to ring space 9"),
    (Pass(), "passes: no draft is legal"),
    (Place(Placement("star-07", 2, -1, 1)), "lays star-07 at 2,-1 turned 1"),
    (PlaceToken("bonus-04", (1, 2)), "puts bonus-04 on (1,2)"),
    (Discard("long-03"), "discards long-03: it fits nowhere"),
    (ChooseFish(FishColour.RED), "picks red fish"),
    (MachineTurn(), "turns The Machine's Gear Wheel one space"),
    (Swap(()), "keeps the face-up bonus tokens"),
    (Swap(("bonus-01", "bonus-02")), "swaps bonus-01, bonus-02"),
]


@pytest.mark.parametrize(("action", "words"), DESCRIBED, ids=str)
def test_each_action_is_described_in_words_by_its_home(
    action: Action, words: str
) -> None:
    from game.rules.fountains.game import ACTION_HOMES, describe_action

    assert describe_action(action).startswith(words)
    assert ACTION_HOMES[type(action)].describe(action, None) == describe_action(action)


def test_every_kind_of_action_is_described() -> None:
    from game.rules.fountains.game import ACTION_HOMES

    assert {type(action) for action, _ in DESCRIBED} == set(ACTION_HOMES)


def test_a_refused_action_says_in_words_what_it_would_have_done() -> None:
    from game.rules.errors import IllegalActionError
    from game.rules.fountains.game import FountainsGame
    from game.rules.fountains.options import GameOptions

    game = FountainsGame.new(GameOptions(players=2, seed=1))
    with pytest.raises(IllegalActionError, match="; this one picks red fish"):
        game.apply(ChooseFish(FishColour.RED))
