"""Expert, the computer level above Hard: a search over whole lines of its turn.

``ExpertBot(seed, nodes=..., budget_ms=...)`` has the surface of the other
levels (``choose``, ``decide``); see :mod:`game.ai.fountains.expert.bot`.
"""

from game.ai.fountains.expert.bot import (
    DEFAULT_BUDGET_MS,
    DEFAULT_NODES,
    MAX_BUDGET_MS,
    ExpertBot,
    cpu_cap_ms,
)
from game.ai.fountains.expert.lines import Line, lines_for

__all__ = [
    "DEFAULT_BUDGET_MS",
    "DEFAULT_NODES",
    "MAX_BUDGET_MS",
    "ExpertBot",
    "Line",
    "cpu_cap_ms",
    "lines_for",
]
