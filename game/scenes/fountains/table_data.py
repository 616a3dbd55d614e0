"""What the Fountains table state shows the panels, as plain data: rewards
being played out, the hand-off and recap between people, the fish and swap
choices, which fountain to show large; and the game options for a setup."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.render.fountains import palette as pal
from game.render.fountains.piece_words import name_pieces
from game.rules.fountains.actions import ChooseFish
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


REWARD_TIME = 2.6
FINAL_REWARD_TIME = 5.0  # the last banner has every seat's final rewards


def reward_show(
    entries: Sequence[Any],
    game: Any,
    name: Callable[[int], str],
    colour: Callable[[int], pal.Colour],
    speed: float,
) -> RewardShow:
    """The banner for score entries just logged in ``game``."""
    rows = [
        (name(e.seat), colour(e.seat), e.points, name_pieces(e.reason), e.category)
        for e in entries
    ]
    categories = sorted({entry.category for entry in entries})
    title = "Points: " + ", ".join(categories)
    duration = REWARD_TIME
    if game.is_over():
        title = "Final rewards: " + ", ".join(categories)
        duration = FINAL_REWARD_TIME
    fish = None
    last = game.actions[-1] if game.actions else None
    if isinstance(last, ChooseFish) and not game.is_over():
        fish = last.colour
    return RewardShow(title, rows, duration / speed, categories, fish)


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
    light: bool = False  # a panel on the table, closed by the first click there


@dataclass(slots=True)
class FishOffer:
    """A fish reward: which colour scores, with what each seat would get."""

    name: str
    points: dict[FishColour, list[tuple[str, int]]]


def fish_points(
    game: Any, name: Callable[[int], str]
) -> dict[FishColour, list[tuple[str, int]]]:
    """What each seat's fountain would score for each fish colour."""
    return {
        colour: [(name(s), f.fish_points(colour)) for s, f in enumerate(game.fountains)]
        for colour in FishColour
    }


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
