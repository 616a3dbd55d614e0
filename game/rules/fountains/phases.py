"""Turn phases as data: which actions each phase allows and who acts in it.

A player's turn is ``draft`` -> ``place`` (a tile) or ``token`` (a bonus token) ->
``fish`` (only when the White pawn ended on the White space) -> the next turn. In
solo, The Machine's turn is one ``machine`` action, followed by ``swap`` when it
lands on the Bonus space and the player may swap face-up tokens.
"""

from __future__ import annotations

from enum import StrEnum

from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Discard,
    Draft,
    MachineTurn,
    Pass,
    Place,
    PlaceToken,
    Swap,
)


class Phase(StrEnum):
    DRAFT = "draft"
    PLACE = "place"
    TOKEN = "token"
    FISH = "fish"
    MACHINE = "machine"
    SWAP = "swap"
    OVER = "over"


# Python 3.11 reads a member off an enum class (``Phase.PLACE``) through
# ``EnumType.__getattr__``, ten times slower than reading a global: the hot
# paths (every action of every game a bot plays) compare phases with these.
PHASE_DRAFT = Phase.DRAFT
PHASE_PLACE = Phase.PLACE
PHASE_TOKEN = Phase.TOKEN
PHASE_FISH = Phase.FISH
PHASE_MACHINE = Phase.MACHINE
PHASE_SWAP = Phase.SWAP
PHASE_OVER = Phase.OVER


PHASE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    Phase.DRAFT: (Draft, Pass),
    Phase.PLACE: (Place, Discard),
    Phase.TOKEN: (PlaceToken, Discard),
    Phase.FISH: (ChooseFish,),
    Phase.MACHINE: (MachineTurn,),
    Phase.SWAP: (Swap,),
    Phase.OVER: (),
}
"""The kinds of action each phase allows. ``Pass`` only when no draft is legal;
``Discard`` only when the drafted tile or every face-up token has nowhere to go."""

PHASE_DESCRIPTIONS: dict[Phase, str] = {
    Phase.DRAFT: "move a Basin pawn to draft a tile or a bonus token",
    Phase.PLACE: "add the drafted tile to your Fountain",
    Phase.TOKEN: "choose a face-up bonus token and where it goes in your Fountain",
    Phase.FISH: "choose the colour of fish that scores",
    Phase.MACHINE: "The Machine moves its Gear Wheel",
    Phase.SWAP: "swap any face-up bonus tokens for new ones",
    Phase.OVER: "the game is over",
}
"""What the seat to act is asked to do, in a player's words (for screens)."""


def allows(phase: Phase, action: Action) -> bool:
    """Whether ``action``'s kind is one the phase allows."""
    return isinstance(action, PHASE_ACTIONS[phase])
