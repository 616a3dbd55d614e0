"""The phases of a Kids' Splash turn, as data: each lists the actions it allows.

roll -> choose (Free Pick, or Splash) -> throw (as many as rolled; in the
competitive variant, until one splashes a droplet out) -> the matching
droplets are collected -> share (cooperative variant, when a leftover could
help someone) -> the leftovers go back -> the next player rolls.
"""

from __future__ import annotations

from enum import StrEnum

from game.rules.splash.actions import (
    Action,
    ChooseSplash,
    Drop,
    EndTurn,
    FreePick,
    Give,
    Roll,
    Toss,
)


class Phase(StrEnum):
    ROLL = "roll"
    CHOOSE = "choose"
    THROW = "throw"
    SHARE = "share"
    OVER = "over"


PHASE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    Phase.ROLL: (Roll,),
    Phase.CHOOSE: (FreePick, ChooseSplash),
    Phase.THROW: (Drop, Toss),
    Phase.SHARE: (Give, EndTurn),
    Phase.OVER: (),
}


def allows(phase: Phase, action: Action) -> bool:
    """Whether ``action``'s kind can be played in ``phase`` at all."""
    return isinstance(action, PHASE_ACTIONS[phase])
