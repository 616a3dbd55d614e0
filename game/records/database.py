"""The records database: ``records.sqlite3`` in the data folder, one row in
``games`` for every finished game, one in ``seats`` for each of its seats.

SQLite in WAL mode with foreign keys on and ``synchronous=FULL``; a game is
written in one transaction, so a kill half-way through loses that game and
never an earlier one. A database that cannot be read (corrupt, or written by
a newer game) is moved aside (``records.sqlite3.corrupt``, never deleted),
named in `problems`, and a fresh one is rebuilt from the replays still on
disk through the same code that records a game as it finishes. A database
with no games yet (a first run) takes in the replays already there the same
way; a rebuild is one transaction, so a kill half-way leaves it to do again.

Each replay keeps the profile id of every person's seat and the profile's
current name (`replay_profiles`: written when the game is recorded, and again
into every replay of a profile renamed or kept by a merge), so a rebuild
gives the profiles back their ids and names; a replay without ids is matched
by name.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from game.records import achievements
from game.records.finished import FinishedGame, SeatResult, finished_game
from game.records.profiles import (
    Profile,
    ProfileBook,
    ProfileError,
    clean_name,
    insert_profile,
    is_guest_name,
)
from game.records.replay_profiles import (
    seats_of_games,
    seats_of_profile,
    write_later,
)
from game.records.schema import migrate
from game.rules.errors import CorruptStateError
from game.saves.bounded_json import MAX_FILE_BYTES
from game.saves.record import SavedGame, decode

RECORDS_FILE = "records.sqlite3"
#: Seconds to wait for another copy of the game holding the database (the
#: frame loop waits that long at most; then the game goes on unrecorded).
LOCK_WAIT = 1.0
CORRUPT_SUFFIX = ".corrupt"
_SIDE_FILES = ("-wal", "-shm")


def records_file(replays: Path) -> Path:
    """Where the database lives: the data folder holding ``replays/``."""
    return replays.parent / RECORDS_FILE


@dataclass(frozen=True)
class Earned:
    """An achievement a profile earned with a game."""

    profile: str
    key: str
    earned: str

    @property
    def achievement(self) -> achievements.Achievement:
        return achievements.BY_KEY[self.key]


class RecordsDatabase:
    """The one place statistics come from. Open it with ``replays`` (the
    folder of finished games) so a database that cannot be read is rebuilt."""

    def __init__(self, path: Path, replays: Path | None = None) -> None:
        self.path = path
        self.replays = replays
        #: Problems to show the player (a database moved aside), newest last.
        self.problems: list[str] = []
        self.connection = self._open()

    # -- opening ----------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            connection = self._connect()
        except sqlite3.OperationalError:
            raise  # busy, locked or not openable: not damaged, so left alone
        except sqlite3.DatabaseError as exc:  # damaged, or a NewerSchemaError
            problem = str(exc)
        else:
            self.connection = connection
            if self.game_count() == 0:  # a first run: the games played before
                self.rebuild()
            return connection
        kept = self._move_aside()
        where = f"; kept as {kept.name}" if kept is not None else ""
        self.problems.append(
            f"{self.path}: the records could not be read ({problem}){where}; "
            "rebuilt from the replays on disk"
        )
        connection = self._connect()
        self.connection = connection
        self.rebuild()
        return connection

    def _connect(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, isolation_level=None, timeout=LOCK_WAIT)
        try:
            connection.execute("PRAGMA foreign_keys = ON")
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
            check = connection.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"damaged: {check}")
            migrate(connection)
        except BaseException:
            connection.close()
            raise
        return connection

    def _move_aside(self) -> Path | None:
        target = self.path.with_name(self.path.name + CORRUPT_SUFFIX)
        number = 2
        while target.exists():
            target = self.path.with_name(f"{self.path.name}{CORRUPT_SUFFIX}-{number}")
            number += 1
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        for side in _SIDE_FILES:
            extra = self.path.with_name(self.path.name + side)
            if extra.exists():
                try:
                    os.replace(extra, target.with_name(target.name + side))
                except OSError:
                    extra.unlink(missing_ok=True)
        return target

    def close(self) -> None:
        self.connection.close()

    # -- rebuilding -------------------------------------------------------------

    def rebuild(self) -> int:
        """Record every finished game in the replays folder, oldest first;
        how many went in. A replay that cannot be read is named in
        `problems` and left where it is."""
        if self.replays is None:
            return 0
        games: list[FinishedGame] = []
        try:
            files = sorted(self.replays.glob("*.json"))
        except OSError:
            files = []
        for path in files:
            try:
                if path.stat().st_size > MAX_FILE_BYTES:
                    raise CorruptStateError(f"{path}: too large for a replay")
                saved = decode(path.read_bytes(), path)
                if saved.finished:
                    games.append(finished_game(saved))
            except (OSError, CorruptStateError, ValueError) as exc:
                self.problems.append(f"{path}: not rebuilt into the records: {exc}")
        games.sort(key=lambda g: (g.finished, g.replay or ""))
        return self.record_many(games, restore_profiles=True)

    # -- recording --------------------------------------------------------------

    def record(self, game: FinishedGame) -> list[Earned] | None:
        """Write ``game`` in one transaction; the achievements it earned (None
        when this replay is recorded already)."""
        db = self.connection
        added: list[int] = []
        db.execute("BEGIN IMMEDIATE")
        try:
            earned = self._insert(game, added)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        self._mark_replays(added)
        return earned

    def record_many(
        self, games: list[FinishedGame], restore_profiles: bool = False
    ) -> int:
        """Write ``games`` in order in one transaction; how many were new.
        ``restore_profiles`` (a rebuild): the profiles the replays name by id
        are made first, with those ids and their latest names."""
        db = self.connection
        added: list[int] = []
        db.execute("BEGIN IMMEDIATE")
        try:
            if restore_profiles:
                self._restore_profiles(games)
            for game in games:
                self._insert(game, added)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        self._mark_replays(added)
        return len(added)

    def _restore_profiles(self, games: list[FinishedGame]) -> None:
        """Inside a rebuild's transaction: each profile the replays give a
        person's seat, made with its id and the name its newest replay gives
        it (oldest first in ``games``), unless the id or the name is taken."""
        newest: dict[int, SeatResult] = {}
        for game in games:
            for seat in game.seats:
                if seat.profile is not None and seat.is_person:
                    newest[seat.profile.id] = seat
        book = ProfileBook(self.connection)
        for profile_id, seat in newest.items():
            assert seat.profile is not None
            try:
                name = clean_name(seat.profile.name, "restore a profile")
            except ProfileError:
                continue
            if book.profile(profile_id) is None and book.named(name) is None:
                insert_profile(
                    self.connection, name, seat.colour, None, profile_id=profile_id
                )

    def _mark_replays(self, game_ids: list[int]) -> None:
        """Write the profiles of these games' people into their replays."""
        if self.replays is not None and game_ids:
            write_later(self.replays, seats_of_games(self.connection, game_ids))

    def _profile_changed(self, profile_id: int) -> None:
        """A profile renamed, or kept by a merge: its replays say so."""
        if self.replays is not None:
            write_later(self.replays, seats_of_profile(self.connection, profile_id))

    def _insert(self, game: FinishedGame, added: list[int]) -> list[Earned] | None:
        db = self.connection
        if game.replay is not None:
            known = db.execute(
                "SELECT 1 FROM games WHERE replay = ?", (game.replay,)
            ).fetchone()
            if known is not None:
                return None
        cursor = db.execute(
            "INSERT INTO games (replay, mode, players, options, difficulty, seed,"
            " started, finished, duration, tiebreak, termination, daily)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game.replay,
                game.mode.value,
                game.players,
                game.options_json(),
                game.difficulty,
                game.seed,
                game.started,
                game.finished,
                game.duration,
                game.tiebreak,
                game.termination,
                game.daily,
            ),
        )
        game_id = int(cursor.lastrowid or 0)
        added.append(game_id)
        owners: list[tuple[SeatResult, Profile]] = []
        for seat in game.seats:
            profile = self._profile_for(seat)
            points = seat.points
            db.execute(
                "INSERT INTO seats (game_id, seat, profile_id, name, computer,"
                " machine, score, won, coins, fish, pools, lily_pads, design,"
                " best_splash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    seat.seat,
                    profile.id if profile is not None else None,
                    seat.name,
                    seat.computer,
                    int(seat.machine),
                    seat.score,
                    int(seat.won),
                    points.get("coins", 0),
                    points.get("fish", 0),
                    points.get("pools", 0),
                    points.get("lily pads", 0),
                    points.get("design", 0),
                    seat.facts.get("best_splash", 0),
                ),
            )
            if profile is not None and not profile.is_computer:
                owners.append((seat, profile))
        found: list[Earned] = []
        for seat, profile in owners:
            history = self._history(profile.id)
            held = {
                row[0]
                for row in db.execute(
                    "SELECT key FROM achievements WHERE profile_id = ?", (profile.id,)
                )
            }
            for key in achievements.earned(seat, game, history):
                if key in held:
                    continue
                db.execute(
                    "INSERT INTO achievements (profile_id, key, game_id, earned)"
                    " VALUES (?, ?, ?, ?)",
                    (profile.id, key, game_id, game.finished),
                )
                found.append(Earned(profile.name, key, game.finished))
        return found

    def _history(self, profile_id: int) -> achievements.History:
        db = self.connection
        games, wins = db.execute(
            "SELECT COUNT(*), COALESCE(SUM(won), 0) FROM seats WHERE profile_id = ?",
            (profile_id,),
        ).fetchone()
        streak = 0
        for (won,) in db.execute(
            "SELECT s.won FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE s.profile_id = ? AND g.mode = 'solo'"
            " ORDER BY g.finished DESC, g.id DESC",
            (profile_id,),
        ):
            if not won:
                break
            streak += 1
        return achievements.History(int(games), int(wins), streak)

    # -- profiles ---------------------------------------------------------------

    @property
    def book(self) -> ProfileBook:
        """The profiles: who plays, and the changes a player makes to them."""
        return ProfileBook(self.connection, self._profile_changed)

    def _profile_for(self, seat: SeatResult) -> Profile | None:
        """The profile a seat's game counts for: its level's for a computer,
        its name's for a person (made if new); None for guests and The
        Machine."""
        if seat.machine:
            return None
        if seat.computer is not None:
            return self.book.computer(seat.computer)
        book = ProfileBook(self.connection)
        if seat.profile is not None:  # the replay names the profile
            known = book.profile(seat.profile.id)
            if known is not None and not known.is_computer:
                return known
        if is_guest_name(seat.name):
            return None
        try:
            name = clean_name(seat.name, "record a seat")
        except ProfileError:
            return None
        return book.named(name) or insert_profile(
            self.connection, name, seat.colour, None
        )

    # -- reading ----------------------------------------------------------------

    def achievements_of(self, profile_id: int) -> list[Earned]:
        """A profile's achievements, the newest first."""
        profile = self.book.profile(profile_id)
        if profile is None:
            return []
        rows = self.connection.execute(
            "SELECT key, earned FROM achievements WHERE profile_id = ?"
            " ORDER BY earned DESC, key",
            (profile_id,),
        )
        return [
            Earned(profile.name, key, earned)
            for key, earned in rows
            if key in achievements.BY_KEY
        ]

    def earned_with(self, replay: str) -> list[Earned]:
        """The achievements earned by the game of this replay."""
        rows = self.connection.execute(
            "SELECT p.name, a.key, a.earned FROM achievements a"
            " JOIN games g ON g.id = a.game_id JOIN profiles p ON p.id = a.profile_id"
            " WHERE g.replay = ? ORDER BY p.name, a.key",
            (replay,),
        )
        return [
            Earned(name, key, when)
            for name, key, when in rows
            if key in achievements.BY_KEY
        ]

    def last_seats(self, mode: str) -> list[tuple[str, str | None]]:
        """(name, computer level) of each seat of the last game of ``mode``
        (The Machine left out): the setup screens start from it."""
        row = self.connection.execute(
            "SELECT id FROM games WHERE mode = ? ORDER BY finished DESC, id DESC"
            " LIMIT 1",
            (mode,),
        ).fetchone()
        if row is None:
            return []
        return [
            (name, computer)
            for name, computer in self.connection.execute(
                "SELECT name, computer FROM seats WHERE game_id = ? AND machine = 0"
                " ORDER BY seat",
                (row[0],),
            )
        ]

    def recent_person(self) -> int | None:
        """The profile id of the person who finished a game last."""
        row = self.connection.execute(
            "SELECT s.profile_id FROM seats s JOIN games g ON g.id = s.game_id"
            " JOIN profiles p ON p.id = s.profile_id WHERE p.computer IS NULL"
            " ORDER BY g.finished DESC, g.id DESC, s.seat LIMIT 1"
        ).fetchone()
        return int(row[0]) if row is not None else None

    def game_count(self) -> int:
        return int(self.connection.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def record_replay(database: RecordsDatabase, saved: SavedGame) -> list[Earned]:
    """Record a finished game; the achievements it earned (none when it was
    recorded already or is not over)."""
    if not saved.finished:
        return []
    game = finished_game(saved)
    earned = database.record(game)
    if earned is None and game.replay is not None:
        # Already in (a first run took it in from the replays): what it earned.
        return database.earned_with(game.replay)
    return earned or []
