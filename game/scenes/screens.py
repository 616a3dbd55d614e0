"""How one screen opens another without importing it.

Every scene is handed ``ctx.screens``, a :class:`Screens` directory of
factories filled once at start-up (``game.scenes.directory.default_screens``).
A menu that starts a game, a table that pauses or shows the results, a pause
menu that goes back to the title, the title that continues a saved game or
lists the replays: each asks the directory, so no two scene modules ever
import each other in a ring.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.context import AppContext
    from game.rules.fountains.game import FountainsGame
    from game.rules.outcome import Outcome
    from game.rules.splash import SplashGame
    from game.saves.record import SavedGame
    from game.scenes.scene import Scene, SceneManager
    from game.setup import GameSetup, Mode


@dataclass(frozen=True)
class Screens:
    """The screens other screens may open, each a factory of a fresh scene."""

    title: Callable[[AppContext], Scene]
    game: Callable[[AppContext, GameSetup], Scene]
    pause: Callable[[AppContext, Mode], Scene]
    #: The results of a finished Fountains or solo game (its final fountains
    #: drawn from the game).
    results: Callable[[AppContext, GameSetup, Outcome, FountainsGame], Scene]
    #: The table of a saved game, picked up where it was (hand-off first).
    resume: Callable[[AppContext, SavedGame], Scene]
    #: The replay viewer of a saved or finished game.
    replay: Callable[[AppContext, SavedGame], Scene]
    #: The list of saved and finished games.
    replays: Callable[[AppContext], Scene]
    #: Kids' Splash: "who went swimming most recently?", then the table.
    who_starts: Callable[[AppContext, GameSetup], Scene]
    #: Kids' Splash: the bright results of a finished game.
    splash_results: Callable[[AppContext, GameSetup, SplashGame], Scene]
    #: Learn to play: the list of lessons (None: not offered).
    tutorial: Callable[[AppContext], Scene] | None = None
    #: The Records screen: profiles, statistics, achievements, today's deal
    #: (None: not offered).
    records: Callable[[AppContext], Scene] | None = None


def back_to_title(manager: SceneManager, ctx: AppContext) -> None:
    """Close every scene and show the title screen."""
    manager.clear_to(ctx.screens.title(ctx))


def start_game(manager: SceneManager, ctx: AppContext, setup: GameSetup) -> None:
    """Push the table that plays ``setup``."""
    manager.push(ctx.screens.game(ctx, setup))
