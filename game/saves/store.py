"""The folders of saved games: unfinished games to continue, finished games
to watch again.

Each game has its own file, ``<mode>-<started>-<token>.json``, in
``saves/`` while it is being played and in ``replays/`` once it is over (the
newest `KEEP_REPLAYS` are kept). A file that cannot be read is moved aside
to ``<name>.corrupt`` (never deleted) and reported; the game carries on.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.paths import GamePaths
from game.rules.errors import CorruptStateError
from game.saves.atomic import remove_stale_temps, sync_folder
from game.saves.bounded_json import MAX_FILE_BYTES, read_bounded
from game.saves.record import (
    FORMAT,
    SavedGame,
    decode,
    setup_from_json,
)
from game.setup import GameSetup, Mode

KEEP_REPLAYS = 20
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
        people = ", ".join(s.name for s in self.setup.seats)
        state = "finished" if self.finished else f"turn {self.turn}"
        return f"{mode} · {people} · {state}"


class SaveStore:
    """Saved and finished games under ``paths.saves`` and ``paths.replays``."""

    def __init__(self, paths: GamePaths) -> None:
        self.saves = paths.saves
        self.replays = paths.replays
        #: Problems to show the player (a save kept aside), newest last.
        self.problems: list[str] = []
        self._headers: dict[Path, tuple[float, SaveEntry]] = {}
        #: Games finished in this run, newest last (the results screen's
        #: Watch again needs no disk).
        self.recent: list[SavedGame] = []

    def remember_finished(self, record: SavedGame) -> None:
        self.recent = [*self.recent[-4:], record]

    def recent_for(self, setup: GameSetup) -> SavedGame | None:
        """The game just finished with ``setup``, if it finished in this run."""
        for record in reversed(self.recent):
            if record.setup == setup:
                return record
        return None

    def tidy(self) -> list[Path]:
        """At start: remove temporary files a killed process left behind."""
        return [*remove_stale_temps(self.saves), *remove_stale_temps(self.replays)]

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
        """Finished games, the most recent first."""
        return self._entries(self.replays, finished=True)

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
            except CorruptStateError as exc:
                self.keep_aside(path, str(exc))
                continue
            if entry.finished == finished:
                entries.append(entry)
        entries.sort(key=lambda e: (e.saved, e.path.name), reverse=True)
        return entries

    def header(self, path: Path) -> SaveEntry:
        """The list's view of a save (cached while the file is unchanged)."""
        try:
            mtime = path.stat().st_mtime
        except OSError as exc:
            raise CorruptStateError(f"{path}: cannot read: {exc.strerror}") from None
        cached = self._headers.get(path)
        if cached is not None and cached[0] == mtime:
            return cached[1]
        data = read_bounded(path)
        try:
            entry = _header(path, data)
        except CorruptStateError as exc:
            raise CorruptStateError(f"{path}: {exc}") from None
        self._headers[path] = (mtime, entry)
        return entry

    # -- loading -----------------------------------------------------------------

    def load(self, path: Path) -> SavedGame:
        """The whole game, checked (the rules replay its log); a file that
        cannot be read is kept aside and `CorruptStateError` names it."""
        try:
            size = path.stat().st_size
            data = path.read_bytes() if size <= MAX_FILE_BYTES else b""
        except OSError as exc:
            raise CorruptStateError(f"{path}: cannot read: {exc.strerror}") from None
        try:
            if size > MAX_FILE_BYTES:
                raise CorruptStateError(
                    f"{path}: {size} bytes is larger than a save can be "
                    f"({MAX_FILE_BYTES})"
                )
            return decode(data, path)
        except CorruptStateError as exc:
            self.keep_aside(path, str(exc))
            raise

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


def _header(path: Path, data: object) -> SaveEntry:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptStateError("not a Fountaineer save")
    setup = setup_from_json(data.get("setup"))
    game = data.get("game")
    state = game.get("state") if isinstance(game, dict) else None
    actions = game.get("actions") if isinstance(game, dict) else None
    turn = state.get("turn") if isinstance(state, dict) else None
    if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < 10**6:
        raise CorruptStateError("the game has no turn number")
    if not isinstance(actions, list):
        raise CorruptStateError("the game has no action log")
    saved, finished = data.get("saved"), data.get("finished")
    if not isinstance(saved, str) or len(saved) > 40 or not isinstance(finished, bool):
        raise CorruptStateError("the save has no time stamp")
    return SaveEntry(path, setup, turn, len(actions), saved, finished)
