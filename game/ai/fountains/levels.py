"""The three computer levels, a factory, and the Hint a player can ask for."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from game.ai.fountains.decision import Decision
from game.ai.fountains.easy import EasyBot
from game.ai.fountains.explain import explain_machine
from game.ai.fountains.hard import DEFAULT_BUDGET_MS, HardBot
from game.ai.fountains.medium import MediumBot
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase


class BotLevel(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


Bot = EasyBot | MediumBot | HardBot


def bot_for(
    level: BotLevel | str,
    seed: int = 0,
    *,
    budget_ms: float = DEFAULT_BUDGET_MS,
    max_nodes: int | None = None,
) -> Bot:
    """A computer seat of ``level`` ("easy", "medium" or "hard"); ``budget_ms`` and
    ``max_nodes`` bound Hard's search per move (the others ignore them)."""
    level = BotLevel(level)
    if level is BotLevel.EASY:
        return EasyBot(seed)
    if level is BotLevel.MEDIUM:
        return MediumBot(seed)
    return HardBot(seed, budget_ms=budget_ms, max_nodes=max_nodes)


def hint(
    game: FountainsGame,
    names: Sequence[str] | None = None,
    *,
    seed: int = 0,
    budget_ms: float = DEFAULT_BUDGET_MS,
    max_nodes: int | None = None,
) -> Decision:
    """What Hard would do now for the seat to act, with one sentence why."""
    return HardBot(seed, budget_ms=budget_ms, max_nodes=max_nodes).decide(game, names)


def explain_move(
    game: FountainsGame, bot: Bot, names: Sequence[str] | None = None
) -> Decision:
    """The move of the seat to act, explained: The Machine's forced turn in solo,
    else ``bot``'s decision."""
    if game.phase is Phase.MACHINE:
        return explain_machine(game, names)
    return bot.decide(game, names)
