"""Player settings, kept as JSON in the user's config folder.

A missing file gives the defaults. A file that is there but cannot be used
gives the defaults and a one-line warning naming the file and what is wrong,
at once. Two kinds: a file read and found damaged (not JSON, wrong values,
too large) is never overwritten: the first save after the player changes a
setting moves it aside to ``settings.json.corrupt``. A file that cannot be
read at all (no permission, a folder, a FIFO, anything but a plain file) is
left where it is and never written over: the player's changes last until the
game closes, and each attempt to save says why. Every save goes through a
temporary file with a name of its own in the same folder (``game.atomic``),
synced to disk, then renamed into place; a temporary file a killed write left
is removed at the next load; keys this version does not know (a newer
version wrote them) are kept.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from game.atomic import STALE_AFTER, remove_stale_temps, write_atomic
from game.paths import CONFIG_DIR_ENV as CONFIG_DIR_ENV
from game.paths import SETTINGS_FILE as SETTINGS_FILE
from game.paths import GamePaths

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0)
#: Kids' Splash: how much of a toss's arc the aim preview shows (see
#: ``game/scenes/splash/aim_guide.py``).
AIM_GUIDES = ("full", "shrinking", "off")
VOLUME_STEP = 10
# A settings file is a few lines; anything bigger is not ours to read.
MAX_FILE_BYTES = 64 * 1024
#: How strongly each computer seat plays, as last chosen on a setup screen.
SEAT_LEVELS = ("easy", "medium", "hard", "expert")
MAX_SEATS = 5
MAX_LESSONS = 16
LEVEL_LISTS = ("fountains_levels", "splash_skills")
#: The sound buses' volumes (0..1 each, under ``volume``): see game/audio.
SOUND_LEVELS = ("music_volume", "effects_volume", "voice_volume")
#: the switches: true or false
BOOLEANS = (
    "music",
    "fullscreen",
    "colour_blind",
    "handoff_screen",
    "voice_prompts",
    "reduce_motion",
    "high_contrast",
    "table_tips",
)
#: How fast computer seats play: how long each computer move stays on screen,
#: divided by this (1.0 is normal; independent of ``animation_speed``).
COMPUTER_SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: Text size in per cent of the normal size (the Settings row; h6's layout).
TEXT_SIZES = (100, 125, 150)
#: ``tips_seen`` entries are "<player>/<tip>"; at most this many are kept.
MAX_TIPS_SEEN = 400


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player can change on the settings screen.

    ``volume`` is a percentage 0..100 in steps of 10; ``animation_speed`` is a
    multiplier from ``ANIMATION_SPEEDS`` (1.0 is normal); ``aim_guide`` one of
    ``AIM_GUIDES`` (Kids' Splash's toss preview). ``fountains_levels`` and
    ``splash_skills``: each seat's level last chosen on those setup screens (one
    of ``SEAT_LEVELS`` per seat, at most ``MAX_SEATS``). ``handoff_screen``: the
    Fountains table hides behind a "pass the mouse" screen between people (off:
    the table stays in sight, a banner says whose turn it is).
    """

    volume: int = 70
    music: bool = True
    fullscreen: bool = False
    colour_blind: bool = False
    animation_speed: float = 1.0
    aim_guide: str = "shrinking"
    fountains_levels: tuple[str, ...] = ("medium",) * MAX_SEATS
    splash_skills: tuple[str, ...] = ("medium",) * 4
    music_volume: float = 0.8
    effects_volume: float = 0.8
    voice_volume: float = 1.0
    handoff_screen: bool = False
    #: Kids' Splash speaks its prompts ("Ada, your turn!"), at ``voice_volume``.
    voice_prompts: bool = True
    #: Learn to play: the keys of the lessons finished (``game/lessons``).
    lessons_done: tuple[str, ...] = ()
    #: how long a computer seat's move stays on screen: one of COMPUTER_SPEEDS
    computer_speed: float = 1.0
    #: no camera swings, no particle bursts, no pulsing (still water)
    reduce_motion: bool = False
    #: the strong-contrast palette (``game.ui.contrast``)
    high_contrast: bool = False
    #: text size in per cent: one of TEXT_SIZES
    text_size: int = 100
    #: the Fountains table's tips for a first real game
    table_tips: bool = True
    #: the table tips each player has seen: "<player>/<tip>"
    tips_seen: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return asdict(self)

    def with_changes(self, **changes: object) -> Settings:
        return _checked(replace(self, **changes))  # type: ignore[arg-type]

    def normalised(self) -> Settings:
        """The same settings as the game uses them: volume on its steps of
        ``VOLUME_STEP`` (73 -> 70, 75 -> 80), the speed a float."""
        volume = (self.volume + VOLUME_STEP // 2) // VOLUME_STEP * VOLUME_STEP
        speed = float(self.animation_speed)
        voice = float(self.voice_volume)
        computer = float(self.computer_speed)
        if (
            volume == self.volume
            and speed == self.animation_speed
            and type(self.voice_volume) is float
            and type(self.computer_speed) is float
        ):
            return self
        return replace(
            self,
            volume=volume,
            animation_speed=speed,
            voice_volume=voice,
            computer_speed=computer,
        )


class SettingsUnreadableError(OSError):
    """Saving over a settings file that could not be read: it is left as it
    is (the message says why)."""


class _DamagedFile(Exception):
    """The file was read and is not a settings file (too large, not UTF-8)."""


class SettingsError(ValueError):
    """A settings file that cannot be read: names the file and what is wrong."""

    def __init__(self, path: Path, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"settings file {path}: {problem}")


def default_config_dir(env: Mapping[str, str] | None = None) -> Path:
    """``$FOUNTAINEER_CONFIG_DIR``, else ``$XDG_CONFIG_HOME/fountaineer``, else
    the platform's settings folder (see ``game.paths``)."""
    return GamePaths.resolve(env=env).config


def _checked(settings: Settings) -> Settings:
    """Raise ``ValueError`` naming the first field whose value is out of range."""
    if isinstance(settings.volume, bool) or not isinstance(settings.volume, int):
        raise ValueError(f"volume must be a whole number, not {settings.volume!r}")
    if not 0 <= settings.volume <= 100:
        raise ValueError(f"volume must be 0 to 100, not {settings.volume}")
    for name in BOOLEANS:
        value = getattr(settings, name)
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false, not {value!r}")
    speed = settings.animation_speed
    if isinstance(speed, bool) or not isinstance(speed, int | float):
        raise ValueError(f"animation_speed must be a number, not {speed!r}")
    if float(speed) not in ANIMATION_SPEEDS:
        allowed = ", ".join(str(s) for s in ANIMATION_SPEEDS)
        raise ValueError(f"animation_speed must be one of {allowed}, not {speed}")
    computer = settings.computer_speed
    if isinstance(computer, bool) or not isinstance(computer, int | float):
        raise ValueError(f"computer_speed must be a number, not {computer!r}")
    if float(computer) not in COMPUTER_SPEEDS:
        allowed = ", ".join(str(s) for s in COMPUTER_SPEEDS)
        raise ValueError(f"computer_speed must be one of {allowed}, not {computer}")
    seen = settings.tips_seen
    if (
        not isinstance(seen, tuple)
        or len(seen) > MAX_TIPS_SEEN
        or not all(isinstance(x, str) and "/" in x and len(x) <= 80 for x in seen)
    ):
        raise ValueError(
            f"tips_seen must list up to {MAX_TIPS_SEEN} player/tip names, not {seen!r}"[
                :200
            ]
        )
    if settings.aim_guide not in AIM_GUIDES:
        allowed = ", ".join(AIM_GUIDES)
        raise ValueError(
            f"aim_guide must be one of {allowed}, not {settings.aim_guide!r}"
        )
    for name in SOUND_LEVELS:
        level = getattr(settings, name)
        if isinstance(level, bool) or not isinstance(level, int | float):
            raise ValueError(f"{name} must be a number from 0 to 1, not {level!r}")
        if not 0.0 <= level <= 1.0:
            raise ValueError(f"{name} must be from 0 to 1, not {level}")
    size = settings.text_size
    if isinstance(size, bool) or not isinstance(size, int) or size not in TEXT_SIZES:
        allowed = ", ".join(str(s) for s in TEXT_SIZES)
        raise ValueError(f"text_size must be one of {allowed}, not {size!r}")
    for name in LEVEL_LISTS:
        levels = getattr(settings, name)
        if (
            not isinstance(levels, tuple)
            or len(levels) > MAX_SEATS
            or not all(isinstance(x, str) and x in SEAT_LEVELS for x in levels)
        ):
            raise ValueError(
                f"{name} must list up to {MAX_SEATS} of easy, medium or hard, "
                f"not {levels!r}"
            )
    done = settings.lessons_done
    if (
        not isinstance(done, tuple)
        or len(done) > MAX_LESSONS
        or not all(isinstance(k, str) and 0 < len(k) <= 40 for k in done)
    ):
        raise ValueError(
            f"lessons_done must list up to {MAX_LESSONS} lesson names, not {done!r}"
        )
    return settings.normalised()


def parse_settings(text: str, path: Path) -> Settings:
    """Read settings from JSON text; raise ``SettingsError`` for anything wrong.

    Unknown keys are ignored here (a newer version may have written them; the
    store keeps them when it saves); missing keys take their defaults.
    """
    return _settings_from(_decode(text, path), path)


def unknown_keys(data: dict[str, object]) -> dict[str, object]:
    """The entries of a settings object this version does not know."""
    known = {f.name for f in fields(Settings)}
    return {key: value for key, value in data.items() if key not in known}


def _decode(text: str, path: Path) -> dict[str, object]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        problem = f"not valid JSON ({exc.msg} at line {exc.lineno})"
        raise SettingsError(path, problem) from None
    except RecursionError:
        raise SettingsError(path, "not valid settings (nested too deeply)") from None
    except ValueError as exc:
        # e.g. an integer of more than 4,300 digits (Python's int limit)
        raise SettingsError(path, f"not valid settings ({exc})") from None
    if not isinstance(data, dict):
        raise SettingsError(
            path, f"expected a JSON object, found {type(data).__name__}"
        )
    return data


def _settings_from(data: dict[str, object], path: Path) -> Settings:
    known = {f.name for f in fields(Settings)}
    values: dict[str, object] = {
        key: value for key, value in data.items() if key in known
    }
    for name in (*LEVEL_LISTS, "lessons_done", "tips_seen"):
        if isinstance(values.get(name), list):  # JSON has no tuples
            values[name] = tuple(values[name])  # type: ignore[arg-type]
    for name in ("animation_speed", "computer_speed"):
        speed = values.get(name)
        if isinstance(speed, int) and not isinstance(speed, bool):
            values[name] = float(speed)
    for name in SOUND_LEVELS:  # JSON's 0 and 1 are whole numbers
        value = values.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            values[name] = float(value)
    try:
        return _checked(Settings(**values))  # type: ignore[arg-type]
    except ValueError as exc:
        raise SettingsError(path, str(exc)) from None


class SettingsStore:
    """Loads and saves ``settings.json`` in one folder."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.path = GamePaths.under(self.folder).settings_file
        self.warning: str | None = None
        self._corrupt = False
        # Why the file could not be read at all (it is then never written
        # over), or None.
        self._unreadable: str | None = None
        # Keys of the loaded file this version does not know: saved back as read.
        self._unknown: dict[str, object] = {}
        #: Fields this run uses otherwise than the player chose (a launch
        #: option: ``--fullscreen``), saved as these values until changed.
        self.saved_as: dict[str, object] = {}

    @property
    def is_corrupt(self) -> bool:
        """The file that was loaded exists but could not be used (damaged, or
        not readable at all)."""
        return self._corrupt or self._unreadable is not None

    @property
    def is_unreadable(self) -> bool:
        """The file exists but could not be read: it is left as it is."""
        return self._unreadable is not None

    @property
    def corrupt_path(self) -> Path:
        return self.path.with_name(self.path.name + ".corrupt")

    def load(self) -> Settings:
        """The saved settings, or the defaults (``warning`` says why)."""
        self.warning = None
        self._corrupt = False
        self._unreadable = None
        self._unknown = {}
        remove_stale_temps(self.folder)  # a killed save's temporary file
        _remove_old_temps(self.folder, self.path.name)
        try:
            text = self._read()
        except FileNotFoundError:
            self.warning = (
                f"settings file {self.path} does not exist yet; using defaults"
            )
            return Settings()
        except OSError as exc:
            self._unreadable = _reason(exc)
            self.warning = (
                f"settings file {self.path}: cannot be read ({self._unreadable}); "
                "using defaults (it is left as it is: changes last until you "
                "close the game)"
            )
            return Settings()
        except _DamagedFile as exc:
            return self._damaged(SettingsError(self.path, str(exc)))
        try:
            data = _decode(text, self.path)
            settings = _settings_from(data, self.path)
        except SettingsError as exc:
            return self._damaged(exc)
        self._unknown = unknown_keys(data)
        return settings

    def _damaged(self, exc: SettingsError) -> Settings:
        self._corrupt = True
        self.warning = (
            f"{exc}; using defaults (the file will be kept as "
            f"{self.corrupt_path.name} when you change a setting)"
        )
        return Settings()

    def _read(self) -> str:
        # Opened without blocking and checked before reading: a FIFO (or a
        # device) in the file's place must not hang the start.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(self.path, flags)
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError("it is a folder, not a file")
            if not stat.S_ISREG(mode):
                raise OSError("not a regular file")
            data = os.read(fd, MAX_FILE_BYTES + 1)
        finally:
            os.close(fd)
        if len(data) > MAX_FILE_BYTES:
            raise _DamagedFile(
                f"larger than {MAX_FILE_BYTES // 1024} KB, not a settings file"
            )
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _DamagedFile(f"not UTF-8 text ({exc.reason})") from None

    def save(self, settings: Settings) -> Path | None:
        """Write through a temporary file and a rename; a damaged file read at
        load time is first moved aside, never overwritten. Returns where it was
        moved to (None when there was nothing to move). A file that could not
        be read at load time is never written over: `SettingsUnreadableError`
        (an ``OSError``) unless it has gone since."""
        if self._unreadable is not None:
            if self.path.exists() or self.path.is_symlink():
                raise SettingsUnreadableError(
                    f"it could not be read, so it is left as it is: {self._unreadable}"
                )
            self._unreadable = None  # gone: nothing of the player's to keep
        self.folder.mkdir(parents=True, exist_ok=True)
        kept: Path | None = None
        if self._corrupt and self.path.exists():
            kept = self._free_corrupt_path()
            os.replace(self.path, kept)
        self._corrupt = False
        if self.saved_as:  # what the command line changed is not the player's
            settings = settings.with_changes(**self.saved_as)
        data = {**self._unknown, **settings.normalised().to_json()}
        write_atomic(self.path, (json.dumps(data, indent=2) + "\n").encode("utf-8"))
        self.warning = None
        return kept

    def _free_corrupt_path(self) -> Path:
        candidate = self.corrupt_path
        number = 1
        while candidate.exists():
            number += 1
            candidate = self.path.with_name(f"{self.path.name}.corrupt{number}")
        return candidate


#: A temporary file of a version before ``game.atomic`` (``tempfile.mkstemp``):
#: no process id in its name, so only its age says it is left over.
_OLD_TEMP = re.compile(r"^\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp$")


def _remove_old_temps(folder: Path, target: str) -> None:
    try:
        entries = list(folder.iterdir())
    except OSError:
        return
    now = time.time()
    for path in entries:
        match = _OLD_TEMP.match(path.name)
        if match is None or match.group("target") != target:
            continue
        try:
            if now - path.lstat().st_mtime > STALE_AFTER and path.is_file():
                path.unlink()
        except OSError:
            continue


def _reason(exc: OSError) -> str:
    """An ``OSError`` in words, naming no file descriptor."""
    if exc.strerror and exc.errno is not None:
        return exc.strerror
    return str(exc)
