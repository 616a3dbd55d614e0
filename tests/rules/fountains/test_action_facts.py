"""What an action is, asked of the action (issue 22: one home per action):
whether it ends the turn, fills the Fountain, which piece and cells, what a
draft takes; and ``describe_action`` given the game before the action."""

from __future__ import annotations

from game.rules.fountains import (
    BONUS_SPACE,
    RING,
    ChooseFish,
    Discard,
    Draft,
    FishColour,
    FountainsGame,
    GameOptions,
    MachineTurn,
    Pass,
    Pawn,
    Place,
    Placement,
    PlaceToken,
    Swap,
    matching_pawn,
)
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.game import describe_action

PLACE = Place(Placement("star-07", 2, -3, 1))
ALL = (
    Draft(Pawn.BLUE, 4),
    Pass(),
    PLACE,
    PlaceToken("bonus-05", (3, 4)),
    Discard("star-07"),
    ChooseFish(FishColour.RED),
    MachineTurn(),
    Swap(("bonus-01",)),
)


def test_only_a_draft_and_a_swap_leave_the_acting_seats_turn_open() -> None:
    open_turn = {type(a).__name__ for a in ALL if not a.ends_turn}
    assert open_turn == {"Draft", "Swap"}


def test_placing_a_tile_or_token_fills_the_fountain_at_its_cells() -> None:
    filling = [a for a in ALL if a.fills_fountain]
    assert filling == [PLACE, PlaceToken("bonus-05", (3, 4))]
    shape = tile_by_id("star-07").rotated_cells(1)
    assert set(PLACE.cells()) == {(2 + x, -3 + y) for x, y in shape}
    assert len(PLACE.cells()) == len(shape)
    assert PlaceToken("bonus-05", (3, 4)).cells() == ((3, 4),)
    assert all(a.cells() == () for a in ALL if not a.fills_fountain)


def test_the_piece_is_the_tile_or_token_put_down() -> None:
    pieces = {type(a).__name__: a.piece for a in ALL if a.piece is not None}
    assert pieces == {
        "Place": "star-07",
        "PlaceToken": "bonus-05",
        "Discard": "star-07",
    }


def test_what_a_draft_takes_and_whether_it_triggers_a_reward() -> None:
    assert Draft(Pawn.BLUE, BONUS_SPACE).takes_token
    assert not Draft(Pawn.BLUE, BONUS_SPACE).takes_tile
    assert Draft(Pawn.BLUE, 4).takes_tile and not Draft(Pawn.BLUE, 4).takes_token
    for space in range(1, len(RING)):
        for pawn in Pawn:
            draft = Draft(pawn, space)
            assert draft.triggers_reward is (matching_pawn(space) is pawn)
    others = [a for a in ALL if not isinstance(a, Draft)]
    assert not any(a.takes_tile or a.takes_token or a.triggers_reward for a in others)


def test_describe_action_with_the_game_before_says_what_only_the_game_knows() -> None:
    game = FountainsGame.new(GameOptions(players=2, seed=3))
    draft = next(a for a in game.legal_drafts() if a.takes_tile)
    top = game.basin.top_tile(draft.space)
    assert describe_action(draft, game) == f"{describe_action(draft)} and takes {top}"
    game.apply(draft)
    place = game.legal_actions()[0]
    assert isinstance(place, Place)
    seat = game.turn_seat
    words = describe_action(place, game)
    game.apply(place)
    level = game.fountains[seat].placed[-1].level
    assert f" on level {level} at " in words
    assert words.replace(f" on level {level}", "") == describe_action(place)
