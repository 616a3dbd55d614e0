"""Fountains rules core: the fountain model and the game flow.

Start a game with ``FountainsGame.new(GameOptions(players=4, seed=1))``; ask it
for ``legal_actions()`` and ``apply`` one; ``outcome()`` once ``is_over()``.
"""

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
    parse_action,
)
from game.rules.fountains.basin import (
    BONUS_SPACE,
    PAWNS,
    RING,
    Basin,
    Pawn,
    SpaceKind,
    matching_pawn,
    space_name,
)
from game.rules.fountains.fountain import Fountain, PlaceReport
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import CellKind, FishColour, Icon
from game.rules.fountains.options import GameOptions, InvalidOptionsError
from game.rules.fountains.persistence import load_game, save_game
from game.rules.fountains.phases import PHASE_ACTIONS, Phase
from game.rules.fountains.solo import DIFFICULTY_TABLE, Difficulty, MachineValues
from game.rules.fountains.tiles import STACK_SHAPES, Placement, Shape

__all__ = [
    "BONUS_SPACE",
    "DIFFICULTY_TABLE",
    "PAWNS",
    "PHASE_ACTIONS",
    "RING",
    "STACK_SHAPES",
    "Action",
    "Basin",
    "CellKind",
    "ChooseFish",
    "Difficulty",
    "Discard",
    "Draft",
    "FishColour",
    "Fountain",
    "FountainsGame",
    "GameOptions",
    "Icon",
    "InvalidActionError",
    "InvalidOptionsError",
    "MachineTurn",
    "MachineValues",
    "Pass",
    "Pawn",
    "Phase",
    "Place",
    "PlaceReport",
    "PlaceToken",
    "Placement",
    "Shape",
    "SpaceKind",
    "Swap",
    "load_game",
    "matching_pawn",
    "parse_action",
    "save_game",
    "space_name",
]
