"""The folders of saved games: unfinished games to continue, finished games
to watch again.

Each game has its own file, ``<mode>-<started>-<token>.json``, in
``saves/`` while it is being played and in ``replays/`` once it is over (the
newest `KEEP_REPLAYS` are kept). The unfinished save is removed only once
its replay is on disk; when the replay cannot be written the finished game is
written over the unfinished save instead (the lists show it as finished) and
the player is told (``unkept``); at the next start it is filed again
(``refile_finished``). A file read and found damaged is moved aside
to ``<name>.corrupt`` (never deleted) and reported; a file that cannot be
read at all (no permission, a folder, a FIFO) is reported and left where it
is. The game carries on.

The lists read each file's header, at most `HEADER_BYTES` of it (a save
puts what a list shows first, ``record.py``), so a folder of large saves never
holds up the title; the whole game is read and checked when it is opened.
"""

from __future__ import annotations

import os
import secrets
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.atomic import (
    remove_atomic,
    remove_stale_temps,
    sync_folder,
    write_atomic,
)
from game.paths import GamePaths
from game.rules.errors import CorruptStateError
from game.saves.bounded_json import (
    OversizedSaveError,
    UnreadableSaveError,
    parse_leading_members,
    read_prefix,
    read_regular,
)
from game.saves.record import (
    FORMAT,
    SavedGame,
    decode,
    setup_from_json,
    summary_from_json,
)
from game.setup import GameSetup, Mode

KEEP_REPLAYS = 20
#: How much of a file a list reads for its header.
HEADER_BYTES = 16 * 1024
#: A save from before headers came first is read whole for the lists only
#: up to this size; a larger one is left out of the lists (and said so).
LEGACY_HEADER_BYTES = 256 * 1024
_HEADER_KEYS = frozenset({"format", "setup", "saved", "finished", "summary"})
SUFFIX = ".json"
CORRUPT_SUFFIX = ".corrupt"


@dataclass(frozen=True, slots=True)
class SaveEntry:
    """What a list shows of a save without loading the game: read from the
    file's header (bounded), the game itself is checked when it is opened."""

    path: Path
    setup: GameSetup
    turn: int
    actions: int
    saved: str
    finished: bool

    @property
    def mode(self) -> Mode:
        return self.setup.mode

    def when(self, now: datetime | None = None) -> str:
        """When it was last played, in words ("today 18:04", "3 Nov 09:12")."""
        try:
            stamp = datetime.strptime(self.saved, "%Y-%m-%dT%H:%M:%SZ")
        except ValueError:
            return "?"
        local = stamp.replace(tzinfo=UTC).astimezone()
        now = now or datetime.now().astimezone()
        if local.date() == now.date():
            return f"today {local:%H:%M}"
        return f"{local.day} {local:%b %H:%M}"

    def describe(self) -> str:
        mode = {
            Mode.FOUNTAINS: "Fountains",
            Mode.SOLO: "Solo",
            Mode.SPLASH: "Kids' Splash",
        }[self.mode]
        people = ", ".join(self.setup.shown_names())
        state = "finished" if self.finished else f"turn {self.turn}"
        return f"{mode} · {people} · {state}"


class SaveStore:
    """Saved and finished games under ``paths.saves`` and ``paths.replays``."""

    def __init__(self, paths: GamePaths) -> None:
        self.saves = paths.saves
        self.replays = paths.replays
        #: Problems to show the player (a save kept aside), newest last.
        self.problems: list[str] = []
        self._headers: dict[Path, tuple[tuple[float, int], SaveEntry]] = {}
        #: Games finished in this run, newest last (the results screen's
        #: Watch again needs no disk).
        self.recent: list[SavedGame] = []
        #: Finished games whose replay could not be written, by replay path:
        #: what the player is told (written by the writer's thread).
        self.unkept: dict[Path, str] = {}
        #: The same, as one short line for the results screen.
        self.unkept_lines: dict[Path, str] = {}

    def remember_finished(self, record: SavedGame) -> None:
        self.recent = [*self.recent[-4:], record]

    def recent_for(self, setup: GameSetup) -> SavedGame | None:
        """The game just finished with ``setup``, if it finished in this run."""
        for record in reversed(self.recent):
            if record.setup == setup:
                return record
        return None

    def unkept_line(self, record: SavedGame | None) -> str | None:
        """One short line saying why the finished game ``record`` is not in
        the replays (for its results screen), or None when it is (or its
        replay is still being written)."""
        if record is None or record.path is None:
            return None
        return self.unkept_lines.get(record.path)

    def tidy(self) -> list[Path]:
        """At start: remove temporary files a killed process left behind."""
        return [*remove_stale_temps(self.saves), *remove_stale_temps(self.replays)]

    def refile_finished(self) -> list[Path]:
        """At start: finished games left in the saves folder (their replay
        could not be written when they ended: a full disk, a folder that could
        not be made) are filed as replays again, each as ``file_finished``
        does it (the replay written first, then the save removed); one that
        still cannot be written stays where it is, said in ``problems``.
        Returns the replays written."""
        filed = []
        for entry in self._entries(self.saves, finished=True):
            try:
                data = read_regular(entry.path)
            except UnreadableSaveError as exc:
                self.report_unreadable(str(exc))
                continue
            replay = self.replay_path(entry.path)
            if self.file_finished(entry.path, replay, data) is None:
                filed.append(replay)
        if filed:
            self.prune_replays()
        return filed

    # -- names -------------------------------------------------------------------

    def new_path(self, setup: GameSetup) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        name = f"{setup.mode.value}-{stamp}-{secrets.token_hex(3)}{SUFFIX}"
        return self.saves / name

    def replay_path(self, save_path: Path) -> Path:
        return self.replays / save_path.name

    # -- lists -------------------------------------------------------------------

    def unfinished(self) -> list[SaveEntry]:
        """Unfinished games, the most recently played first."""
        return self._entries(self.saves, finished=False)

    def finished(self) -> list[SaveEntry]:
        """Finished games, the most recent first (a finished game whose replay
        could not be written is still in ``saves/``)."""
        entries = [
            *self._entries(self.replays, finished=True),
            *self._entries(self.saves, finished=True),
        ]
        entries.sort(key=lambda e: (e.saved, e.path.name), reverse=True)
        return entries

    def latest_unfinished(self, mode: Mode | None = None) -> SaveEntry | None:
        for entry in self.unfinished():
            if mode is None or entry.mode is mode:
                return entry
        return None

    def _entries(self, folder: Path, finished: bool) -> list[SaveEntry]:
        try:
            paths = sorted(p for p in folder.glob(f"*{SUFFIX}") if p.is_file())
        except OSError:
            return []
        entries = []
        for path in paths:
            try:
                entry = self.header(path)
            except UnreadableSaveError as exc:
                self.report_unreadable(str(exc))
                continue
            except CorruptStateError as exc:
                self.keep_aside(path, str(exc))
                continue
            if entry.finished == finished:
                entries.append(entry)
        entries.sort(key=lambda e: (e.saved, e.path.name), reverse=True)
        return entries

    def header(self, path: Path) -> SaveEntry:
        """The list's view of a save (cached while the file is unchanged):
        read from its first `HEADER_BYTES`; `UnreadableSaveError` when it
        cannot be read (or is an old save too large to list), any other
        `CorruptStateError` when it is damaged."""
        try:
            info = path.stat()
        except OSError as exc:
            raise UnreadableSaveError(
                f"{path}: cannot read: {exc.strerror or exc}"
            ) from None
        stamp = (info.st_mtime, info.st_size)
        cached = self._headers.get(path)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        entry = read_header(path)
        self._headers[path] = (stamp, entry)
        return entry

    # -- loading -----------------------------------------------------------------

    def load(self, path: Path) -> SavedGame:
        """The whole game, checked (the rules replay its log). A damaged file
        is kept aside, one that cannot be read is left where it is; either way
        `CorruptStateError` names it."""
        try:
            return decode(read_regular(path), path)
        except UnreadableSaveError as exc:
            self.report_unreadable(str(exc))
            raise
        except CorruptStateError as exc:
            self.keep_aside(path, str(exc))
            raise

    def report_unreadable(self, problem: str) -> None:
        """A save that could not be read: said, and left where it is."""
        message = f"a saved game could not be read: {problem}; left where it is"
        if message not in self.problems:
            self.problems.append(message)

    # -- finishing ---------------------------------------------------------------

    def file_finished(self, save: Path, replay: Path, data: bytes) -> str | None:
        """Move a finished game (``data``) from ``save`` to ``replay``: the
        replay is written and synced first, and only then is the unfinished
        save removed. When the replay cannot be written the finished game is
        written over the unfinished save (or, failing that, the unfinished
        save stays as it was) and the problem is returned, kept in
        `unkept`, `problems` and said on the terminal. Runs on the writer's
        thread."""
        try:
            write_atomic(replay, data)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            try:
                write_atomic(save, data)
                kept, short = f"it is kept in {save}", "kept in the saves folder"
            except OSError:
                if save.exists():
                    kept = f"its unfinished save {save} is kept (without the last move)"
                    short = "its unfinished save is kept"
                else:
                    kept, short = "it could not be kept anywhere", "it is lost"
            message = (
                f"the finished game could not be saved as a replay in "
                f"{replay.parent} ({reason}); {kept}"
            )
            self.unkept[replay] = message
            self.unkept_lines[replay] = f"Not saved as a replay ({reason}): {short}"
            if message not in self.problems:
                self.problems.append(message)
            print(f"Fountaineer: {message}", file=sys.stderr)
            return message
        try:
            remove_atomic(save)
        except OSError as exc:  # the game is safe in replays; say what is left
            message = (
                f"the finished game is saved as a replay, but its unfinished save "
                f"{save} could not be removed ({exc.strerror or exc})"
            )
            if message not in self.problems:
                self.problems.append(message)
            print(f"Fountaineer: {message}", file=sys.stderr)
        return None

    def keep_aside(self, path: Path, problem: str) -> Path | None:
        """Move a bad file out of the lists (``.corrupt``), never deleting it."""
        self._headers.pop(path, None)
        target = path.with_name(path.name + CORRUPT_SUFFIX)
        number = 2
        while target.exists():
            target = path.with_name(f"{path.name}{CORRUPT_SUFFIX}-{number}")
            number += 1
        kept: Path | None = target
        try:
            os.replace(path, target)
            sync_folder(path.parent)
        except OSError:
            kept = None
        where = f"; kept as {kept.name}" if kept is not None else ""
        message = f"a saved game could not be read: {problem}{where}"
        if message not in self.problems:
            self.problems.append(message)
        return kept

    def prune_replays(self) -> list[Path]:
        """Remove the oldest finished games beyond `KEEP_REPLAYS`."""
        try:
            paths = sorted(
                (p for p in self.replays.glob(f"*{SUFFIX}") if p.is_file()),
                key=lambda p: p.stat().st_mtime,
                reverse=True,
            )
        except OSError:
            return []
        removed = []
        for path in paths[KEEP_REPLAYS:]:
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
        return removed


def read_header(path: Path) -> SaveEntry:
    """A save's header from at most `HEADER_BYTES` of it; a save from before
    the summary came first is read whole, up to `LEGACY_HEADER_BYTES` (a larger
    one is `UnreadableSaveError`: left out of the lists, left where it is)."""
    head, whole = read_prefix(path, HEADER_BYTES)
    return header_of(path, head, whole)


def header_of(path: Path, head: bytes, whole: bool) -> SaveEntry:
    """The header of the save ``path`` from its first bytes ``head`` (``whole``:
    all of it); `CorruptStateError` naming ``path`` when it is damaged."""
    try:
        members = parse_leading_members(head, _HEADER_KEYS, whole)
        if "summary" not in members and not whole:
            try:
                members = parse_leading_members(
                    read_regular(path, LEGACY_HEADER_BYTES), _HEADER_KEYS, True
                )
            except OversizedSaveError:
                raise UnreadableSaveError(
                    f"{path}: its first {HEADER_BYTES} bytes hold no summary of "
                    f"the game and it is too large to read for a list"
                ) from None
        return _header(path, members)
    except UnreadableSaveError:
        raise
    except CorruptStateError as exc:
        raise CorruptStateError(f"{path}: {exc}") from None


def _header(path: Path, data: dict[str, Any]) -> SaveEntry:
    if data.get("format") != FORMAT:
        raise CorruptStateError("not a Fountaineer save")
    setup = setup_from_json(data.get("setup"))
    game = data.get("game")
    state = game.get("state") if isinstance(game, dict) else None
    actions = game.get("actions") if isinstance(game, dict) else None
    turn = state.get("turn") if isinstance(state, dict) else None
    if "summary" in data:
        turn, count = summary_from_json(data["summary"])
    else:
        if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < 10**6:
            raise CorruptStateError("the game has no turn number")
        if not isinstance(actions, list):
            raise CorruptStateError("the game has no action log")
        count = len(actions)
    saved, finished = data.get("saved"), data.get("finished")
    if not isinstance(saved, str) or len(saved) > 40 or not isinstance(finished, bool):
        raise CorruptStateError("the save has no time stamp")
    return SaveEntry(path, setup, turn, count, saved, finished)
