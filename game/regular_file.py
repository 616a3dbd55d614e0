"""Reading a file that must be a plain file, never past a bound.

Saves and ponds come from the player's disk, and a name there may lead to a
FIFO (opening it to read waits for ever), a device (``/dev/zero`` never ends),
a folder, or a file far larger than any real one. :func:`read_start` opens
without blocking, checks what it opened (a symlink leads to what it names) and
reads no more than it was asked for, whatever the file's size says. Each
caller turns what goes wrong into its own one-line error.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)
_CHUNK = 1 << 20


class NotAFileError(OSError):
    """What the name leads to is not a regular file; ``kind`` says what it is
    ("it is a folder", "not a regular file")."""

    def __init__(self, path: Path | str, kind: str) -> None:
        super().__init__(f"{path}: {kind}")
        self.kind = kind


def read_start(path: Path | str, most: int) -> tuple[bytes, int]:
    """At most ``most + 1`` bytes from the start of the regular file ``path``
    (one more than ``most`` says the file goes on), and the size the file
    says it has. `NotAFileError` for anything but a regular file; any other
    ``OSError`` as the system raised it."""
    fd = os.open(path, _FLAGS)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise NotAFileError(path, "it is a folder")
        if not stat.S_ISREG(info.st_mode):
            raise NotAFileError(path, "not a regular file")
        chunks: list[bytes] = []
        left = most + 1
        while left > 0:
            chunk = os.read(fd, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks), info.st_size
