"""Computer seats left at their placeholder get a name of their level; people
keep theirs; "You" is spoken to as such."""

from __future__ import annotations

import random

import pytest

from game.rules.fountains.game import FountainsGame, describe_action
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.rules.fountains.solo import Difficulty
from game.scenes.fountains.seat_names import fountain_title, says
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


def test_you_are_spoken_to_in_the_log() -> None:
    """The log's line for a seat named You: "You move ... and take ...", not
    "You moves ... and takes ..."; another seat's line is the rules' words."""
    drafted = (
        "moves the white pawn to the White space and takes the L tile with a red fish"
    )
    assert says("You", drafted) == (
        "You move the white pawn to the White space and take the L tile with a red fish"
    )
    assert says("Ann", drafted) == f"Ann {drafted}"
    assert says("You", "passes: no draft is legal") == "You pass: no draft is legal"
    assert says("Youssef", "lays it") == "Youssef lays it"


@pytest.mark.parametrize(
    "options",
    [
        GameOptions(players=2, seed=3),
        GameOptions(players=3, seed=4, advanced=True),
        GameOptions(players=1, seed=5, solo=Difficulty.HARD),
    ],
    ids=["2p", "3p-advanced", "solo"],
)
def test_every_action_a_person_takes_opens_with_a_verb_you_are_spoken_to_with(
    options: GameOptions,
) -> None:
    """Each way the rules describe a person's action (drafts, passes, tiles,
    tokens, discards, fish, swaps) opens with a verb ``says`` turns: a new
    verb in the rules' words fails here, not on a family's screen."""
    rng = random.Random(options.seed)
    game = FountainsGame.new(options)
    verbs: set[str] = set()
    while not game.is_over():
        action = rng.choice(game.legal_actions())
        if game.phase is not Phase.MACHINE:
            words = describe_action(action, game)
            verbs.add(words.split()[0])
            assert says("You", words) != f"You {words}", words
        game.apply(action)
    assert {"moves", "lays"} <= verbs
