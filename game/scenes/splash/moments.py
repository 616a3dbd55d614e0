"""The biggest moments of a finished Kids' Splash game, in words a child reads:
the winning droplet, the biggest splashes, gifts from friends, Free Picks.

The rules log one entry per droplet placed; a moment gathers the droplets one
seat got in one turn the same way. No line is ever shown twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.outcome import ScoreEntry

#: Which kinds of moment come first when they are the same size.
KIND_ORDER = {"splash": 0, "gift": 1, "free pick": 2}


@dataclass(frozen=True, slots=True)
class Moment:
    seat: int
    words: str


def _line(name: str, category: str, count: int) -> str:
    many = count != 1
    if category == "splash":
        if many:
            return f"{name} splashed {count} droplets onto the board in one go!"
        return f"{name} splashed a droplet onto the board"
    if category == "gift":
        if many:
            return f"{name} got {count} droplets from a friend"
        return f"{name} got a droplet from a friend"
    if category == "free pick":
        return f"{name} took a Free Pick"
    return f"{name}: {category} x{count}"


def biggest_moments(
    log: Sequence[ScoreEntry],
    names: Sequence[str],
    winner: int | None,
    most: int = 4,
) -> list[Moment]:
    """Up to ``most`` moments, biggest first, each line different."""
    groups: dict[tuple[int, int, str], int] = {}
    for entry in log:
        key = (entry.turn, entry.seat, entry.category)
        groups[key] = groups.get(key, 0) + entry.points
    ranked = sorted(
        groups.items(),
        key=lambda item: (-item[1], KIND_ORDER.get(item[0][2], 9), item[0][0]),
    )
    moments: list[Moment] = []
    if winner is not None and log:
        moments.append(Moment(winner, f"{names[winner]} filled the last space!"))
    seen = {m.words for m in moments}
    for (_, seat, category), count in ranked:
        if len(moments) >= most:
            break
        words = _line(names[seat], category, count)
        if words not in seen:
            seen.add(words)
            moments.append(Moment(seat, words))
    return moments
