"""What the Fountains table state shows the panels, as plain data: rewards
being played out, the hand-off and recap between people, the fish and swap
choices, which fountain to show large; and the game options for a setup."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.render.fountains import palette as pal
from game.rules.fountains.icons import FishColour
from game.rules.fountains.options import GameOptions
from game.rules.fountains.solo import Difficulty
from game.setup import GameSetup, Mode


def options_for(setup: GameSetup) -> GameOptions:
    if setup.mode is Mode.SOLO:
        difficulty = Difficulty(setup.difficulty or "easy")
        return GameOptions(players=1, solo=difficulty, seed=setup.seed)
    return GameOptions(
        players=len(setup.seats), advanced=setup.advanced, seed=setup.seed
    )


@dataclass(slots=True)
class RewardShow:
    """Points just scored, shown for a while: rows of (name, colour, points,
    reason, category); ``fish`` is the colour just chosen, if any."""

    title: str
    rows: Sequence[tuple[str, pal.Colour, int, str, str]]
    duration: float
    categories: list[str]
    fish: FishColour | None = None
    elapsed: float = 0.0


@dataclass(slots=True)
class Handoff:
    """The table is hidden until ``seat`` says they are at the mouse."""

    seat: int
    name: str
    colour: pal.Colour


@dataclass(slots=True)
class Recap:
    """What changed since ``seat``'s last turn, and everyone's score."""

    seat: int
    name: str
    lines: list[str]
    scores: str
    first: bool


@dataclass(slots=True)
class FishOffer:
    """A fish reward: which colour scores, with what each seat would get."""

    name: str
    points: dict[FishColour, list[tuple[str, int]]]


@dataclass(slots=True)
class SwapOffer:
    """Solo, The Machine on the Bonus space: face-up tokens that may be swapped."""

    tokens: list[str]
    limit: int


@dataclass(slots=True)
class Focus:
    """A request to show ``seat``'s fountain large (``serial`` counts requests;
    ``reset``: also when it is already shown, with a fresh camera)."""

    serial: int
    seat: int
    reset: bool = False
