"""The records database's tables, one migration per schema version.

``PRAGMA user_version`` holds the version. Opening a database of an older
version runs the migrations after it, each in its own transaction; a newer
version than `SCHEMA_VERSION` is refused (the caller moves it aside).
"""

from __future__ import annotations

import sqlite3

# Version 1: profiles, games and their seats.
_VERSION_1 = """
CREATE TABLE profiles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    red INTEGER NOT NULL CHECK (red BETWEEN 0 AND 255),
    green INTEGER NOT NULL CHECK (green BETWEEN 0 AND 255),
    blue INTEGER NOT NULL CHECK (blue BETWEEN 0 AND 255),
    mark TEXT NOT NULL DEFAULT 'circle',
    computer TEXT UNIQUE,
    created TEXT NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    replay TEXT UNIQUE,
    mode TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    difficulty TEXT,
    seed INTEGER NOT NULL,
    started TEXT NOT NULL,
    finished TEXT NOT NULL,
    duration REAL NOT NULL,
    tiebreak TEXT NOT NULL,
    termination TEXT NOT NULL
);
CREATE INDEX games_by_finished ON games (finished);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    profile_id INTEGER REFERENCES profiles (id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    computer TEXT,
    machine INTEGER NOT NULL DEFAULT 0,
    score INTEGER NOT NULL,
    won INTEGER NOT NULL,
    coins INTEGER NOT NULL DEFAULT 0,
    fish INTEGER NOT NULL DEFAULT 0,
    pools INTEGER NOT NULL DEFAULT 0,
    lily_pads INTEGER NOT NULL DEFAULT 0,
    design INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_profile ON seats (profile_id);
"""

# Version 2: achievements, today's deal, the biggest Kids' Splash splash.
_VERSION_2 = """
ALTER TABLE games ADD COLUMN daily TEXT;
ALTER TABLE seats ADD COLUMN best_splash INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_by_daily ON games (daily);
CREATE TABLE achievements (
    profile_id INTEGER NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,
    earned TEXT NOT NULL,
    PRIMARY KEY (profile_id, key)
);
"""

# Version 3: a profile's picture, drawn by the game ("" for none).
_VERSION_3 = """
ALTER TABLE profiles ADD COLUMN picture TEXT NOT NULL DEFAULT '';
"""

MIGRATIONS: tuple[str, ...] = (_VERSION_1, _VERSION_2, _VERSION_3)
SCHEMA_VERSION = len(MIGRATIONS)


class NewerSchemaError(sqlite3.DatabaseError):
    """The database was written by a newer game than this one (to this game,
    as unreadable as a damaged one)."""


def schema_version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def migrate(connection: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring the database up to ``target``; the version it was at before.

    Each step runs in one transaction with its version number, so a kill
    half-way leaves the database at the last whole version."""
    before = schema_version(connection)
    if before > SCHEMA_VERSION:
        raise NewerSchemaError(
            f"schema version {before} is newer than this game's ({SCHEMA_VERSION})"
        )
    for version in range(before + 1, target + 1):
        script = MIGRATIONS[version - 1]
        connection.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(script):
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {version}")
        except BaseException:
            connection.rollback()
            raise
        connection.commit()
    return before


def _statements(script: str) -> list[str]:
    return [part.strip() for part in script.split(";") if part.strip()]
