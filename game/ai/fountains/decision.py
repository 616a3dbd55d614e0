"""What a computer seat decided, and why, in one sentence."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.fountains.terms import Terms
from game.rules.fountains.actions import Action


@dataclass(frozen=True, slots=True)
class Decision:
    """``action`` to play now; ``reason``: one sentence built from the numbers that
    made the bot choose it; ``follow_up``: for a draft, where the bot means to put
    what it takes; ``terms``: those numbers; ``level``: the bot that decided."""

    action: Action
    reason: str
    level: str = ""
    terms: Terms | None = None
    follow_up: Action | None = None
