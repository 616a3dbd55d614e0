"""The app lets go of the records database when it stops: the connection is
closed (its WAL checkpointed into ``records.sqlite3``) and the next run, in
this process or another, opens it afresh."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.app import App
from game.cli import LaunchOptions
from game.records.database import records_file
from game.records.session import close_all, records_for


def test_stopping_the_app_closes_the_records_database(tmp_path: Path) -> None:
    app = App(LaunchOptions(headless=True, config_dir=tmp_path))
    app.start()
    assert app.ctx is not None and app.ctx.paths is not None
    ctx = app.ctx
    database = records_for(ctx)
    assert database is not None
    database.game_count()
    app.stop()
    with pytest.raises(sqlite3.ProgrammingError, match="closed"):
        database.connection.execute("SELECT 1")
    # Closed cleanly: no write-ahead log is left beside the database.
    wal = records_file(ctx.paths.replays).with_name("records.sqlite3-wal")
    assert not wal.exists()
    again = records_for(ctx)
    assert again is not None and again is not database
    assert again.game_count() == 0
    close_all()
