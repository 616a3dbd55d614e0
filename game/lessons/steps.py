"""What a lesson is made of: steps (a callout each), parts (a prepared
situation with its goal, suggested moves and stated result) and lessons.

A step names its target (what its callout explains; the table scene turns the
name into a rectangle) and what moves it on (``until``):

- targets: ``basin``, ``fountain``, ``track``, ``design`` (the advanced
  game's cards), ``banner``, ``spot`` (where the suggested piece goes),
  ``pawn:<colour>``, ``space:<n>``, ``token:<id>``, ``cell:<x>,<y>`` and
  ``pool:<x>,<y>`` (a cell of the player's fountain, or its whole pool),
  ``button:<key>`` (a button of the table);
- until: ``next`` (the Next button), ``pawn`` (that pawn picked up), ``placing``
  (a tile or token drafted), ``token`` (a face-up token chosen), ``pending``
  (the piece put down, not yet confirmed), ``turn`` (the turn confirmed; a
  fish choice still to come counts as confirmed) and ``fish`` (a colour chosen).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.lessons.results import Result
from game.lessons.situations import Situation
from game.rules.fountains.actions import Action, parse_action

UNTILS = ("next", "pawn", "placing", "token", "pending", "turn", "fish")


@dataclass(frozen=True)
class Step:
    """One callout: its title and words, the target it explains, and what the
    player does to move on."""

    key: str
    title: str
    text: str
    target: str
    until: str = "next"

    def __post_init__(self) -> None:
        if self.until not in UNTILS:
            raise ValueError(f"step {self.key}: unknown until {self.until!r}")


@dataclass(frozen=True)
class Part:
    """One situation of a lesson: the player's goal, the steps to it, the moves
    the steps suggest (``moves``, as text), what they give (``expect``: fields of
    :class:`Result`), that result in words (``result``) and when a turn the
    player played reached the goal (``reached``)."""

    key: str
    situation: Situation
    goal: str
    steps: tuple[Step, ...]
    moves: tuple[str, ...]
    expect: tuple[tuple[str, int | bool], ...]
    result: str
    reached: Callable[[Result], bool]
    miss: str

    def suggested(self) -> list[Action]:
        return [parse_action(text) for text in self.moves]

    def place(self) -> Action | None:
        """The suggested piece's placement (the ``spot`` a step points at): the
        first suggested action that fills the Fountain."""
        for action in self.suggested():
            if action.fills_fountain:
                return action
        return None


@dataclass(frozen=True)
class Lesson:
    number: int
    key: str
    title: str
    summary: str
    parts: tuple[Part, ...]
    recap: str
