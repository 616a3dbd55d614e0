"""Computer seats for Fountains at four strengths, plus a random yardstick.

``bot_for(BotLevel.HARD, seed)`` makes a seat; ``bot.choose(game)`` returns its
action, ``bot.decide(game, names)`` a :class:`Decision` with one sentence why;
``explain_machine(game, names)`` explains The Machine's forced turn in solo;
``hint(game, names)`` asks Expert what the seat to act should do. Bots are plain
picklable objects (no pygame), so they can think in a worker process.
"""

from game.ai.fountains.decision import Decision
from game.ai.fountains.easy import EasyBot
from game.ai.fountains.expert import ExpertBot
from game.ai.fountains.explain import explain_machine
from game.ai.fountains.hard import HardBot, evaluate, redeal
from game.ai.fountains.levels import Bot, BotLevel, bot_for, explain_move, hint
from game.ai.fountains.medium import (
    MAX_PLACEMENTS_TRIED,
    PLACEMENTS_TRIED_IN_DRAFT,
    GreedyBot,
    MediumBot,
)
from game.ai.fountains.random_bot import RandomBot

__all__ = [
    "MAX_PLACEMENTS_TRIED",
    "PLACEMENTS_TRIED_IN_DRAFT",
    "Bot",
    "BotLevel",
    "Decision",
    "EasyBot",
    "ExpertBot",
    "GreedyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "bot_for",
    "evaluate",
    "explain_machine",
    "explain_move",
    "hint",
    "redeal",
]
