"""Kids' Splash rules core: droplets, boards, the die, turns and variants.

Pure Python; the pond's physics lives in ``game.physics`` and enters here as
data (which droplets a throw splashed out).
"""

from game.rules.splash.actions import (
    STRENGTH_MAX,
    STRENGTH_MIN,
    Action,
    ChooseSplash,
    Drop,
    EndTurn,
    FreePick,
    Give,
    InvalidActionError,
    Roll,
    Throw,
    Toss,
    parse_action,
)
from game.rules.splash.board import PlayerBoard
from game.rules.splash.droplets import (
    COLOUR_MARK,
    COLOUR_RGB,
    STANDARD,
    DropletColour,
    SplashModel,
)
from game.rules.splash.game import (
    DEFAULT_DROP_SPAN,
    SplashGame,
    SplashOptions,
    roll_die,
)
from game.rules.splash.phases import PHASE_ACTIONS, Phase

__all__ = [
    "COLOUR_MARK",
    "COLOUR_RGB",
    "DEFAULT_DROP_SPAN",
    "PHASE_ACTIONS",
    "STANDARD",
    "STRENGTH_MAX",
    "STRENGTH_MIN",
    "Action",
    "ChooseSplash",
    "Drop",
    "DropletColour",
    "EndTurn",
    "FreePick",
    "Give",
    "InvalidActionError",
    "Phase",
    "PlayerBoard",
    "Roll",
    "SplashGame",
    "SplashModel",
    "SplashOptions",
    "Throw",
    "Toss",
    "parse_action",
    "roll_die",
]
