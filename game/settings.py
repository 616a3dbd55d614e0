"""Player settings, kept as JSON in the user's config folder.

A missing file gives the defaults. A corrupt file (or a FIFO, a folder,
anything but a plain file) gives the defaults and a one-line warning naming
the file and what is wrong, at once; the corrupt file is never overwritten:
the first save after the player changes a setting moves it aside to
``settings.json.corrupt``. Every save goes through a temporary file with a
name of its own in the same folder, synced to disk, then renamed into place;
keys this version does not know (a newer version wrote them) are kept.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

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
SEAT_LEVELS = ("easy", "medium", "hard")
MAX_SEATS = 5
LEVEL_LISTS = ("fountains_levels", "splash_skills")


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player can change on the settings screen.

    ``volume`` is a percentage 0..100 in steps of 10; ``animation_speed`` is a
    multiplier from ``ANIMATION_SPEEDS`` (1.0 is normal); ``aim_guide`` one of
    ``AIM_GUIDES`` (Kids' Splash's toss preview). ``fountains_levels`` and
    ``splash_skills``: each seat's level last chosen on those setup screens (one
    of ``SEAT_LEVELS`` per seat, at most ``MAX_SEATS``).
    """

    volume: int = 70
    music: bool = True
    fullscreen: bool = False
    colour_blind: bool = False
    animation_speed: float = 1.0
    aim_guide: str = "shrinking"
    fountains_levels: tuple[str, ...] = ("medium",) * MAX_SEATS
    splash_skills: tuple[str, ...] = ("medium",) * 4
    #: Kids' Splash speaks its prompts ("Ada, your turn!"), at ``voice_volume``
    #: (0..1 of the sound volume).
    voice_prompts: bool = True
    voice_volume: float = 1.0

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
        if (
            volume == self.volume
            and speed == self.animation_speed
            and type(self.voice_volume) is float
        ):
            return self
        return replace(self, volume=volume, animation_speed=speed, voice_volume=voice)


class SettingsError(ValueError):
    """A settings file that cannot be read: names the file and what is wrong."""

    def __init__(self, path: Path, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"settings file {path}: {problem}")


def default_config_dir(env: os._Environ[str] | dict[str, str] | None = None) -> Path:
    """``$FOUNTAINEER_CONFIG_DIR``, else ``$XDG_CONFIG_HOME/fountaineer``, else
    the platform's settings folder (see ``game.paths``)."""
    return GamePaths.resolve(env=env).config


def _checked(settings: Settings) -> Settings:
    """Raise ``ValueError`` naming the first field whose value is out of range."""
    if isinstance(settings.volume, bool) or not isinstance(settings.volume, int):
        raise ValueError(f"volume must be a whole number, not {settings.volume!r}")
    if not 0 <= settings.volume <= 100:
        raise ValueError(f"volume must be 0 to 100, not {settings.volume}")
    for name in ("music", "fullscreen", "colour_blind", "voice_prompts"):
        value = getattr(settings, name)
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false, not {value!r}")
    speed = settings.animation_speed
    if isinstance(speed, bool) or not isinstance(speed, int | float):
        raise ValueError(f"animation_speed must be a number, not {speed!r}")
    if float(speed) not in ANIMATION_SPEEDS:
        allowed = ", ".join(str(s) for s in ANIMATION_SPEEDS)
        raise ValueError(f"animation_speed must be one of {allowed}, not {speed}")
    voice = settings.voice_volume
    if isinstance(voice, bool) or not isinstance(voice, int | float):
        raise ValueError(f"voice_volume must be a number, not {voice!r}")
    if not 0.0 <= float(voice) <= 1.0:
        raise ValueError(f"voice_volume must be 0 to 1, not {voice}")
    if settings.aim_guide not in AIM_GUIDES:
        allowed = ", ".join(AIM_GUIDES)
        raise ValueError(
            f"aim_guide must be one of {allowed}, not {settings.aim_guide!r}"
        )
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
    for name in LEVEL_LISTS:
        if isinstance(values.get(name), list):  # JSON has no tuples
            values[name] = tuple(values[name])  # type: ignore[arg-type]
    if isinstance(values.get("animation_speed"), int) and not isinstance(
        values.get("animation_speed"), bool
    ):
        values["animation_speed"] = float(values["animation_speed"])
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
        # Keys of the loaded file this version does not know: saved back as read.
        self._unknown: dict[str, object] = {}

    @property
    def is_corrupt(self) -> bool:
        """The file that was loaded exists but could not be used."""
        return self._corrupt

    @property
    def corrupt_path(self) -> Path:
        return self.path.with_name(self.path.name + ".corrupt")

    def load(self) -> Settings:
        """The saved settings, or the defaults (``warning`` says why)."""
        self.warning = None
        self._corrupt = False
        self._unknown = {}
        try:
            text = self._read()
        except FileNotFoundError:
            self.warning = (
                f"settings file {self.path} does not exist yet; using defaults"
            )
            return Settings()
        except (OSError, UnicodeDecodeError) as exc:
            self._corrupt = True
            self.warning = (
                f"settings file {self.path}: cannot be read ({exc}); using defaults"
            )
            return Settings()
        try:
            data = _decode(text, self.path)
            settings = _settings_from(data, self.path)
        except SettingsError as exc:
            self._corrupt = True
            self.warning = (
                f"{exc}; using defaults (the file will be kept as "
                f"{self.corrupt_path.name} when you change a setting)"
            )
            return Settings()
        self._unknown = unknown_keys(data)
        return settings

    def _read(self) -> str:
        # Opened without blocking and checked before reading: a FIFO (or a
        # device) in the file's place must not hang the start.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(self.path, flags)
        with os.fdopen(fd, "rb") as file:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise OSError("it is a folder, not a file")
            if not stat.S_ISREG(mode):
                raise OSError("not a regular file")
            data = file.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise OSError(
                f"larger than {MAX_FILE_BYTES // 1024} KB, not a settings file"
            )
        return data.decode("utf-8")

    def save(self, settings: Settings) -> Path | None:
        """Write through a temporary file and a rename; a corrupt file read at
        load time is first moved aside, never overwritten. Returns where it was
        moved to (None when there was nothing to move)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        kept: Path | None = None
        if self._corrupt and self.path.exists():
            kept = self._free_corrupt_path()
            os.replace(self.path, kept)
        self._corrupt = False
        data = {**self._unknown, **settings.normalised().to_json()}
        _write_atomically(self.path, json.dumps(data, indent=2) + "\n")
        self.warning = None
        return kept

    def _free_corrupt_path(self) -> Path:
        candidate = self.corrupt_path
        number = 1
        while candidate.exists():
            number += 1
            candidate = self.path.with_name(f"{self.path.name}.corrupt{number}")
        return candidate


def _write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the
    new one, never half of one: a temporary file of its own name in the same
    folder, synced, renamed into place, then the folder synced."""
    fd, temp_name = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
    )
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename stands
    finally:
        os.close(fd)
