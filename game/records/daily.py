"""Today's deal: one solo game a day, seeded by the date, so everyone who
plays it that day lays the same tiles against the same Machine."""

from __future__ import annotations

from datetime import date

from game.setup import GameSetup, Mode, Seat

#: Seeds of the daily deals start here (the setup screens' own seeds are
#: below a million), so a finished game says by its seed whose day it was.
DAILY_BASE = 7_000_000_000_000
DAILY_DIFFICULTY = "medium"
MACHINE = Seat("The Machine", (150, 160, 172), computer=True)
_LAST_ORDINAL = date.max.toordinal()


def daily_seed(day: date) -> int:
    """The seed of ``day``'s deal: the same everywhere on that date."""
    return DAILY_BASE + day.toordinal()


def daily_day(seed: int, difficulty: str | None) -> date | None:
    """The day whose deal a solo game with this seed was, or None."""
    ordinal = seed - DAILY_BASE
    if difficulty != DAILY_DIFFICULTY or not 1 <= ordinal <= _LAST_ORDINAL:
        return None
    return date.fromordinal(ordinal)


def daily_setup(player: Seat, day: date) -> GameSetup:
    """``day``'s deal for ``player``: solo at `DAILY_DIFFICULTY` with the
    seed of the date."""
    return GameSetup(
        mode=Mode.SOLO,
        seats=(player, MACHINE),
        seed=daily_seed(day),
        difficulty=DAILY_DIFFICULTY,
    )
