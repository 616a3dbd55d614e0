"""Headless output: an Outcome as a few plain lines for the terminal.

Headless autoplay drives the real table scene (the app watches for the
results scene, or a scene's ``outcome`` once it is finished)."""

from __future__ import annotations

from game.rules.outcome import Outcome
from game.scenes.menus.results import categories, headline, seat_for
from game.setup import GameSetup


def format_outcome(setup: GameSetup, outcome: Outcome) -> str:
    """The outcome as a few plain lines for the terminal."""
    lines = [
        f"{setup.mode.value} game, seed {setup.seed}: {headline(setup, outcome)}",
        f"decided by: {outcome.tiebreak or '-'}; ended: {outcome.termination or '-'}",
    ]
    columns = categories(outcome)
    breakdown = outcome.breakdown()
    width = max(len(seat_for(setup, i).name) for i in range(len(outcome.scores)))
    for seat, score in enumerate(outcome.scores):
        mark = "*" if seat in outcome.winners else " "
        parts = ", ".join(f"{c} {breakdown[seat].get(c, 0)}" for c in columns)
        name = seat_for(setup, seat).name
        lines.append(
            f"{mark} {name:<{width}}  {score:>4}" + (f"  ({parts})" if parts else "")
        )
    return "\n".join(lines)
