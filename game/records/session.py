"""The records database of a running game, found from the app context.

``records_for(ctx)`` opens ``records.sqlite3`` beside the replays of
``ctx.paths`` the first time it is asked (None when the context keeps no
files, e.g. a test's hand-built context, or when the database is busy); a
problem met opening it (a database moved aside and rebuilt) becomes a notice
on the title screen.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from game.paths import GamePaths
from game.records.database import Earned, RecordsDatabase, record_replay, records_file
from game.saves.record import SavedGame

_OPEN: dict[GamePaths, RecordsDatabase] = {}


def records_for(ctx: Any) -> RecordsDatabase | None:
    paths = getattr(ctx, "paths", None)
    if not isinstance(paths, GamePaths):
        return None
    database = _OPEN.get(paths)
    if database is not None:
        return database
    notices = getattr(ctx, "notices", None)
    said = notices if isinstance(notices, list) else []
    try:
        database = RecordsDatabase(records_file(paths.replays), paths.replays)
    except sqlite3.Error as exc:
        # Busy (another copy of the game) or not openable: no records this
        # time; the file is left as it is.
        problem = f"{records_file(paths.replays)}: records not opened: {exc}"
        if problem not in said:
            said.append(problem)
        return None
    _OPEN[paths] = database
    said.extend(p for p in database.problems if p not in said)
    return database


def record_finished(ctx: Any, saved: SavedGame | None) -> list[Earned]:
    """Put a game that just finished into the records; what it earned."""
    database = records_for(ctx)
    if database is None or saved is None:
        return []
    return record_replay(database, saved)


def close_records(ctx: Any) -> None:
    """Close the database of ``ctx``'s data folder, if one is open (the app
    stopping); the next `records_for` opens it again."""
    paths = getattr(ctx, "paths", None)
    database = _OPEN.pop(paths, None) if isinstance(paths, GamePaths) else None
    if database is not None:
        database.close()


def close_all() -> None:
    """Close every open database (tests, and the end of a run)."""
    while _OPEN:
        _, database = _OPEN.popitem()
        database.close()
