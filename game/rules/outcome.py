"""The end of a game as a value, and the record of every point scored.

Shared by every mode, so the results screen can draw a breakdown and a
score-over-time chart without knowing which game produced them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    """Points scored by one seat, with why and when.

    ``turn`` counts turns from 1 across the whole game; final scoring uses the
    turn number after the last turn. ``category`` is a short stable word used
    for breakdowns ("coins", "pools", "fish", "lily pads", "design"); ``reason``
    is the sentence a player reads.
    """

    turn: int
    seat: int
    points: int
    category: str
    reason: str

    def to_json(self) -> dict[str, object]:
        return {
            "turn": self.turn,
            "seat": self.seat,
            "points": self.points,
            "category": self.category,
            "reason": self.reason,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ScoreEntry:
        return cls(
            turn=int(data["turn"]),
            seat=int(data["seat"]),
            points=int(data["points"]),
            category=str(data["category"]),
            reason=str(data["reason"]),
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended.

    ``winners`` holds seat indices (several when the victory is shared).
    ``tiebreak`` says what decided between seats level on points, e.g.
    "most points", "fewest pond weed", "most bonus tokens", "shared victory".
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    tiebreak: str
    termination: str
    score_log: tuple[ScoreEntry, ...] = field(default=())

    def breakdown(self) -> list[dict[str, int]]:
        """Points per category for each seat."""
        per_seat: list[dict[str, int]] = [defaultdict(int) for _ in self.scores]
        for entry in self.score_log:
            per_seat[entry.seat][entry.category] += entry.points
        return [dict(d) for d in per_seat]

    def score_over_time(self) -> list[list[tuple[int, int]]]:
        """For each seat, (turn, running total) after every turn that scored."""
        series: list[list[tuple[int, int]]] = [[(0, 0)] for _ in self.scores]
        totals = [0] * len(self.scores)
        for entry in sorted(self.score_log, key=lambda e: e.turn):
            totals[entry.seat] += entry.points
            line = series[entry.seat]
            if line[-1][0] == entry.turn:
                line[-1] = (entry.turn, totals[entry.seat])
            else:
                line.append((entry.turn, totals[entry.seat]))
        return series
