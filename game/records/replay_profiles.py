"""The records' profiles written into the replays, so the replays alone can
rebuild the records as the player left them.

Each replay keeps, per person's seat, the profile the game counts for: its
id and its current name (``"profiles": {"0": {"id": 7, "name": "Annie"}}``;
the setup keeps the name the seat played under, as the replay viewer shows
it). A finished game gets them once it is in the records; a rename or a
merge writes them again into every replay of the profile. A rebuild from the
replays (`RecordsDatabase.rebuild`) then gives each profile back its id and
its name, and a merged profile's games stay with the one kept; a replay from
before ids were kept is matched by the seat's name, as it always was.

The files are changed on the save writer's thread (`WRITER.later`, after the
replay itself is written), atomically; a replay that cannot be read is left
as it is (reading it later says what is wrong).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from game.atomic import write_atomic
from game.rules.errors import CorruptStateError
from game.saves.bounded_json import parse_bounded, read_regular
from game.saves.record import FORMAT, MAX_NAME, MAX_SEATS
from game.saves.writer import WRITER, SaveWriter


@dataclass(frozen=True)
class SeatProfile:
    """A person's seat of a replay and the profile it counts for."""

    seat: int
    profile: int
    name: str


_ROWS = (
    "SELECT g.replay, s.seat, p.id, p.name FROM seats s"
    " JOIN games g ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id"
    " WHERE p.computer IS NULL AND g.replay IS NOT NULL AND "
)


def seats_of_games(
    connection: sqlite3.Connection, game_ids: Iterable[int]
) -> dict[str, list[SeatProfile]]:
    """The person's seats of these games with their profiles, by replay."""
    found: dict[str, list[SeatProfile]] = {}
    ids = list(game_ids)
    for start in range(0, len(ids), 500):  # SQLite's bound on parameters
        chunk = ids[start : start + 500]
        marks = ", ".join("?" * len(chunk))
        rows = connection.execute(f"{_ROWS} g.id IN ({marks})", chunk)
        _collect(found, rows)
    return found


def seats_of_profile(
    connection: sqlite3.Connection, profile_id: int
) -> dict[str, list[SeatProfile]]:
    """Every seat a profile played, by replay."""
    found: dict[str, list[SeatProfile]] = {}
    _collect(found, connection.execute(f"{_ROWS} p.id = ?", (profile_id,)))
    return found


def _collect(
    found: dict[str, list[SeatProfile]], rows: Iterable[tuple[object, ...]]
) -> None:
    for replay, seat, pid, name in rows:
        found.setdefault(str(replay), []).append(
            SeatProfile(int(seat), int(pid), str(name))  # type: ignore[call-overload]
        )


def write_later(
    replays: Path,
    seats: dict[str, list[SeatProfile]],
    writer: SaveWriter = WRITER,
) -> None:
    """Hand the changes to the save writer, one task per replay."""
    for replay, changes in seats.items():
        if Path(replay).name != replay or not replay.endswith(".json"):
            continue  # only a plain file name in the replays folder
        writer.later(partial(mark_replay, replays / replay, changes))


def mark_replay(path: Path, seats: list[SeatProfile]) -> bool:
    """Write the seats' profile ids and names into the replay at ``path``;
    False (the file left as it was) when it is not a replay this game can
    read or already says so."""
    try:
        doc = parse_bounded(read_regular(path))
    except (CorruptStateError, OSError):
        return False
    if not _changed(doc, seats):
        return False
    data = json.dumps(doc, separators=(",", ":")).encode("utf-8")
    write_atomic(path, data)
    return True


def _changed(doc: object, seats: list[SeatProfile]) -> bool:
    """Change ``doc`` in place; whether anything changed."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return False
    profiles = doc.setdefault("profiles", {})
    if not isinstance(profiles, dict):
        return False
    changed = False
    for seat in seats:
        if not 0 <= seat.seat < MAX_SEATS or not 0 < len(seat.name) <= MAX_NAME:
            continue
        entry = {"id": seat.profile, "name": seat.name}
        if profiles.get(str(seat.seat)) != entry:
            profiles[str(seat.seat)] = entry
            changed = True
    return changed
