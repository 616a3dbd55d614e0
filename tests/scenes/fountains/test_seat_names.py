"""Computer seats left at their placeholder get a name of their level; people
keep theirs; "You" is spoken to as such."""

from __future__ import annotations

from game.scenes.fountains.seat_names import fountain_title
from game.setup import COMPUTER_NAMES, GameSetup, Mode, Seat, seat_names
from game.ui.theme import SEAT_COLOURS


def test_placeholder_computer_seats_get_a_name_of_their_level() -> None:
    names = seat_names(
        ["Ann", "Player 2", "Player 3", "Player 4"],
        [False, True, True, True],
        ["medium", "easy", "hard", "hard"],
    )
    assert names[0] == "Ann"
    assert names[1] in COMPUTER_NAMES["easy"]
    assert names[2] in COMPUTER_NAMES["hard"] and names[3] in COMPUTER_NAMES["hard"]
    assert len(set(names)) == 4  # two Hard seats, two names


def test_typed_names_and_people_are_kept() -> None:
    names = seat_names(["Player 1", "Rex"], [False, True], ["medium", "hard"])
    assert names == ["Player 1", "Rex"]


def test_a_table_with_people_names_its_computer_seats_an_autoplay_demo_not() -> None:
    seats = (
        Seat("Ann", SEAT_COLOURS[0]),
        Seat("Player 2", SEAT_COLOURS[1], computer=True, level="hard"),
    )
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=1)
    assert setup.shown_names()[1] == COMPUTER_NAMES["hard"][0]
    demo = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=1, autoplay=True)
    assert demo.shown_names() == ["Ann", "Player 2"]


def test_your_fountain() -> None:
    assert fountain_title("You") == "Your fountain"
    assert fountain_title("Ann") == "Ann's fountain"
