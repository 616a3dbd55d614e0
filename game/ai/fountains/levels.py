"""The four computer levels, a factory, and the Hint a player can ask for."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from game.ai.fountains.decision import Decision
from game.ai.fountains.easy import EasyBot
from game.ai.fountains.expert import DEFAULT_NODES, ExpertBot
from game.ai.fountains.explain import explain_machine
from game.ai.fountains.hard import DEFAULT_BUDGET_MS, HardBot
from game.ai.fountains.medium import MediumBot
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.phases import Phase


class BotLevel(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"


Bot = EasyBot | MediumBot | HardBot | ExpertBot


def bot_for(
    level: BotLevel | str,
    seed: int = 0,
    *,
    budget_ms: float | None = None,
    max_nodes: int | None = None,
) -> Bot:
    """A computer seat of ``level`` ("easy", "medium", "hard" or "expert");
    ``budget_ms`` and ``max_nodes`` bound Hard's and Expert's search per move
    (Hard: wall-clock time, Expert: CPU time; the others ignore them)."""
    level = BotLevel(level)
    if level is BotLevel.EASY:
        return EasyBot(seed)
    if level is BotLevel.MEDIUM:
        return MediumBot(seed)
    if level is BotLevel.EXPERT:
        return expert_bot(seed, budget_ms, max_nodes)
    return HardBot(seed, budget_ms=budget_ms or DEFAULT_BUDGET_MS, max_nodes=max_nodes)


def expert_bot(
    seed: int,
    budget_ms: float | None = None,
    max_nodes: int | None = None,
    workers: int = 1,
) -> ExpertBot:
    """Expert with its defaults where ``budget_ms`` or ``max_nodes`` is None
    (``workers``: processes searching at once)."""
    nodes = max_nodes or DEFAULT_NODES
    if budget_ms is None:
        return ExpertBot(seed, nodes=nodes, workers=workers)
    return ExpertBot(seed, nodes=nodes, budget_ms=budget_ms, workers=workers)


def hint(
    game: FountainsGame,
    names: Sequence[str] | None = None,
    *,
    seed: int = 0,
    budget_ms: float | None = None,
    max_nodes: int | None = None,
) -> Decision:
    """What Expert would do now for the seat to act, with one sentence why."""
    return expert_bot(seed, budget_ms, max_nodes).decide(game, names)


def explain_move(
    game: FountainsGame, bot: Bot, names: Sequence[str] | None = None
) -> Decision:
    """The move of the seat to act, explained: The Machine's forced turn in solo,
    else ``bot``'s decision."""
    if game.phase is Phase.MACHINE:
        return explain_machine(game, names)
    return bot.decide(game, names)
