"""Everything a seat can do in Kids' Splash, as frozen values.

Each action has a text form that parses back (``parse_action(str(a)) == a``)
and a ``repr`` that can be pasted into a test:

================================  ==========================================
``roll``                          roll the die
``pick 17``                       Free Pick: take droplet 17 out of the pond
``splash``                        Time to Splash: throw as many times as rolled
``drop 480.0 out 3,17``           drop the pebble at x=480; droplets 3 and 17
                                  splashed out (``out -`` when none did)
``toss -25.0 0.8 out 3``          toss at -25 degrees with strength 0.8
``give 17 to 2``                  cooperative: give leftover droplet 17 to seat 2
``done``                          cooperative: keep no more; the rest go back
================================  ==========================================

A throw's physics is not the rules' business: the pond simulates it and the
droplets that came out enter the rules here, as ``out``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.rules.errors import InvalidActionError

#: A toss's strength is a fraction of the strongest toss.
STRENGTH_MIN = 0.05
STRENGTH_MAX = 1.0


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every Kids' Splash action."""

    verb: ClassVar[str] = ""

    @classmethod
    def from_str(cls, text: str) -> Action:
        """Parse ``text``; it must be an action of this class (or any, on Action)."""
        action = parse_action(text)
        if cls is not Action and not isinstance(action, cls):
            raise InvalidActionError(text, f"not a {cls.verb!r} action")
        return action


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the die (the game's seeded die decides the number)."""

    verb: ClassVar[str] = "roll"

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class FreePick(Action):
    """Take one droplet out of the pond onto its colour's space. Ends the turn."""

    droplet: int
    verb: ClassVar[str] = "pick"

    def __str__(self) -> str:
        return f"pick {self.droplet}"


@dataclass(frozen=True, slots=True)
class ChooseSplash(Action):
    """Time to Splash: throw the pebble as many times as the die shows."""

    verb: ClassVar[str] = "splash"

    def __str__(self) -> str:
        return "splash"


def _out_text(out: tuple[int, ...]) -> str:
    return ",".join(str(d) for d in out) if out else "-"


def _sorted_out(out: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(out))


@dataclass(frozen=True, slots=True)
class Throw(Action):
    """A throw of the pebble and the droplets that splashed out of the pond.

    ``out`` is kept sorted so that equal throws compare equal.
    """

    out: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "out", _sorted_out(self.out))

    def parameter_error(self) -> str | None:
        return None


@dataclass(frozen=True, slots=True)
class Drop(Throw):
    """Drop the pebble straight down from ``x`` (level pixels) on the drop line."""

    x: float = 0.0
    verb: ClassVar[str] = "drop"

    def __init__(self, x: float, out: Iterable[int] = ()) -> None:
        object.__setattr__(self, "x", float(x))
        object.__setattr__(self, "out", _sorted_out(out))

    def __str__(self) -> str:
        return f"drop {self.x!r} out {_out_text(self.out)}"

    def __repr__(self) -> str:
        return f"Drop({self.x!r}, out={self.out!r})"

    def parameter_error(self) -> str | None:
        if not math.isfinite(self.x):
            return "the drop point is not a number"
        return None


@dataclass(frozen=True, slots=True)
class Toss(Throw):
    """Toss the pebble at ``angle`` degrees (0 right, 90 up) with ``strength``
    (``STRENGTH_MIN``..``STRENGTH_MAX``). Advanced players only."""

    angle: float = 0.0
    strength: float = STRENGTH_MAX
    verb: ClassVar[str] = "toss"

    def __init__(self, angle: float, strength: float, out: Iterable[int] = ()) -> None:
        object.__setattr__(self, "angle", float(angle))
        object.__setattr__(self, "strength", float(strength))
        object.__setattr__(self, "out", _sorted_out(out))

    def __str__(self) -> str:
        return f"toss {self.angle!r} {self.strength!r} out {_out_text(self.out)}"

    def __repr__(self) -> str:
        return f"Toss({self.angle!r}, {self.strength!r}, out={self.out!r})"

    def parameter_error(self) -> str | None:
        if not math.isfinite(self.angle):
            return "the toss angle is not a number"
        if not STRENGTH_MIN <= self.strength <= STRENGTH_MAX:
            return (
                f"toss strength {self.strength} is outside "
                f"{STRENGTH_MIN}..{STRENGTH_MAX}"
            )
        return None


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Cooperative variant: give a leftover splashed-out droplet to ``seat``."""

    droplet: int
    seat: int
    verb: ClassVar[str] = "give"

    def __str__(self) -> str:
        return f"give {self.droplet} to {self.seat}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Cooperative variant: give no more; the other leftovers go back."""

    verb: ClassVar[str] = "done"

    def __str__(self) -> str:
        return "done"


def _int(text: str, word: str, what: str) -> int:
    try:
        value = int(word)
    except ValueError:
        raise InvalidActionError(text, f"{what} must be a whole number") from None
    return value


def _float(text: str, word: str, what: str) -> float:
    try:
        value = float(word)
    except ValueError:
        raise InvalidActionError(text, f"{what} must be a number") from None
    return value


def _parse_out(text: str, words: list[str]) -> tuple[int, ...]:
    if len(words) != 2 or words[0] != "out":
        raise InvalidActionError(text, "a throw ends with 'out <droplets>' or 'out -'")
    if words[1] == "-":
        return ()
    return tuple(_int(text, w, "a droplet") for w in words[1].split(","))


def parse_action(text: str) -> Action:
    """Read an action from its text form (see the module docstring)."""
    words = text.split()
    if not words:
        raise InvalidActionError(text, "empty")
    verb, rest = words[0], words[1:]
    if verb == "roll" and not rest:
        return Roll()
    if verb == "splash" and not rest:
        return ChooseSplash()
    if verb == "done" and not rest:
        return EndTurn()
    if verb == "pick" and len(rest) == 1:
        return FreePick(_int(text, rest[0], "the droplet"))
    if verb == "drop" and len(rest) == 3:
        return Drop(_float(text, rest[0], "x"), _parse_out(text, rest[1:]))
    if verb == "toss" and len(rest) == 4:
        return Toss(
            _float(text, rest[0], "the angle"),
            _float(text, rest[1], "the strength"),
            _parse_out(text, rest[2:]),
        )
    if verb == "give" and len(rest) == 3 and rest[1] == "to":
        return Give(_int(text, rest[0], "the droplet"), _int(text, rest[2], "seat"))
    raise InvalidActionError(text, "unknown action")
