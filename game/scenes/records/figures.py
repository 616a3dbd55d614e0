"""The words and numbers of a profile's Records page, worked out once from
its `ProfileRecord`: the screen draws these strings, and tests compare them
with figures worked out from the replays another way."""

from __future__ import annotations

from game.records.finished import CATEGORIES
from game.records.statistics import ProfileRecord, Tally
from game.setup import LEVELS

MODE_NAMES = {"fountains": "Fountains", "solo": "Solo", "splash": "Kids' Splash"}


def tally_words(tally: Tally) -> str:
    """ "5 games, 2 wins (40%)"."""
    games = "1 game" if tally.games == 1 else f"{tally.games} games"
    wins = "1 win" if tally.wins == 1 else f"{tally.wins} wins"
    return f"{games}, {wins} ({round(100 * tally.rate)}%)"


def table_words(mode: str, players: int) -> str:
    if mode == "solo":
        return "Solo"
    return f"{MODE_NAMES.get(mode, mode)}, {players} players"


def overview(record: ProfileRecord) -> dict[str, str]:
    """Label -> figure for the left column (in the order drawn)."""
    lines: dict[str, str] = {
        "All games": tally_words(Tally(record.games, record.wins)),
    }
    for (mode, players), tally in sorted(record.by_mode.items()):
        lines[table_words(mode, players)] = tally_words(tally)
    lines["Rival"] = (
        f"{record.rival.name} ({record.rival.games} games together)"
        if record.rival is not None
        else "nobody yet"
    )
    lines["Nemesis"] = (
        f"{record.nemesis.name} (won {record.nemesis.losses} of yours)"
        if record.nemesis is not None
        else "nobody yet"
    )
    splash = record.splash
    lines["Kids' Splash"] = (
        f"{tally_words(splash)}, best splash {record.best_splash}"
        if splash.games
        else "not played yet"
    )
    return lines


def versus(record: ProfileRecord) -> dict[str, str]:
    """Label -> figure against each computer level and The Machine's each
    difficulty (those played)."""
    lines: dict[str, str] = {}
    for level in LEVELS:
        against = record.against_computer.get(level)
        if against is not None:
            lines[f"Against {level.capitalize()} computers"] = tally_words(against)
    for level in LEVELS:
        solo = record.solo.get(level)
        if solo is not None:
            lines[f"The Machine at {level.capitalize()}"] = tally_words(
                Tally(solo.games, solo.wins)
            )
    return lines


def scores(record: ProfileRecord) -> dict[str, str]:
    """Best, average and recent scores (Fountains and solo)."""
    if record.best is None or record.average is None:
        return {"Best": "-", "Average": "-", "Recent": "no scores yet"}
    return {
        "Best": str(record.best),
        "Average": f"{record.average:.1f}",
        "Recent": ", ".join(str(s) for s in record.recent),
    }


def categories(record: ProfileRecord) -> list[tuple[str, float, float]]:
    """(category, the profile's average, the tables' average) per category
    (Fountains games; empty before the first)."""
    if not record.categories:
        return []
    return [
        (name, record.categories[name], record.table_categories.get(name, 0.0))
        for name in CATEGORIES
    ]


def category_words(own: float, table: float) -> str:
    """ "11.4 / 13.2": the profile's average and the table's."""
    return f"{own:.1f} / {table:.1f}"


def category_lines(record: ProfileRecord) -> dict[str, str]:
    """Label -> the category averages as drawn beside their bars."""
    return {
        f"{name.capitalize()} per game": category_words(own, table)
        for name, own, table in categories(record)
    }


def solo_rows(record: ProfileRecord) -> dict[str, str]:
    """Per solo difficulty played: best score, current and best streak."""
    return {
        f"Solo best at {level.capitalize()}": (
            f"{solo.best}, streak {solo.streak} (best {solo.best_streak})"
        )
        for level in LEVELS
        if (solo := record.solo.get(level)) is not None
    }
