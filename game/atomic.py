"""Atomic, durable file writes, and the clean-up of what a killed write left.

A file is written to a unique temporary file in the same folder, flushed and
``fsync``-ed, renamed over the target with ``os.replace`` and the folder is
``fsync``-ed too, so after a crash or a dead battery the target holds either
the old text or the new one, never half of either. A temporary file is named
``.<target>.<pid>.<random>.tmp``: the next start removes those whose process
is gone (or that are old), never one a running game is still writing.
"""

from __future__ import annotations

import os
import re
import secrets
import time
from collections.abc import Callable
from pathlib import Path

TEMP_SUFFIX = ".tmp"
#: A temporary file older than this is stale even if its process id is in use
#: again (process ids are reused).
STALE_AFTER = 3600.0
_TEMP_NAME = re.compile(r"^\.(?P<target>.+)\.(?P<pid>\d{1,10})\.[0-9a-f]{8}\.tmp$")


def temp_path(target: Path) -> Path:
    """A fresh temporary name beside ``target``."""
    token = secrets.token_hex(4)
    return target.with_name(f".{target.name}.{os.getpid()}.{token}{TEMP_SUFFIX}")


def write_atomic(
    target: Path | str,
    data: bytes,
    before_replace: Callable[[Path], None] | None = None,
) -> None:
    """Write ``data`` to ``target`` so that it is either wholly there or not at
    all. ``before_replace`` (tests) runs after the temporary file is synced and
    before the rename."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_path(target)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if before_replace is not None:
            before_replace(tmp)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    sync_folder(target.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the platform allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows cannot open a folder; its renames are durable already
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to sync a folder
    finally:
        os.close(fd)


def remove_atomic(target: Path) -> None:
    """Delete ``target`` (if there) and make the deletion durable."""
    try:
        target.unlink()
    except FileNotFoundError:
        return
    sync_folder(target.parent)


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process, or we cannot tell: leave it
    return True


def remove_stale_temps(folder: Path, now: float | None = None) -> list[Path]:
    """Remove temporary files in ``folder`` left by a killed process; returns
    what was removed. Files of a live process younger than `STALE_AFTER` stay."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    now = time.time() if now is None else now
    for path in entries:
        match = _TEMP_NAME.match(path.name)
        if match is None:
            continue
        pid = int(match.group("pid"))
        try:
            age = now - path.stat().st_mtime
        except OSError:
            continue
        own = pid == os.getpid()
        if (not own and not _process_alive(pid)) or age > STALE_AFTER:
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
    return removed
