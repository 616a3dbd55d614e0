"""Reading a save file as JSON with every size bounded before anything is built.

A save is untrusted input: a damaged disk, a hand edit or a planted file. The
file's size is checked before it is read, the nesting depth before it is
parsed, and while parsing every number is checked (no integer of more than
`MAX_INT_DIGITS` digits, no ``NaN`` or ``Infinity``, no float that overflows),
so a bad file ends in :class:`CorruptStateError` naming it, never in a
``RecursionError``, ``ValueError``, ``OverflowError`` or an exhausted memory.

A file is opened without blocking and must be a regular file (a FIFO, a
device such as ``/dev/zero``, a folder or a symlink to one is refused before
a byte is read), and at most the bound is read whatever its size claims. A
file that cannot be opened or read at all (no permission, gone, a folder) is
:class:`UnreadableSaveError`: it is reported and left where it is, never moved
aside as damaged.
"""

from __future__ import annotations

import codecs
import errno
import json
import math
import re
from pathlib import Path
from typing import Any

from game.regular_file import NotAFileError, read_start
from game.rules.errors import CorruptStateError

MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 24
MAX_INT_DIGITS = 24


class UnreadableSaveError(CorruptStateError):
    """A save that could not be read at all (permissions, a folder, a FIFO):
    the file may be fine, so it is left where it is."""


class OversizedSaveError(CorruptStateError):
    """A file larger than a save can be: refused before it is read."""


# A JSON string, its loop unrolled (three times faster than an alternation).
_STRINGS = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKETS = re.compile(rb"[\[\]{}]")


def nesting_depth(text: bytes) -> int:
    """How deeply the arrays and objects of ``text`` nest (strings skipped)."""
    depth = deepest = 0
    for match in _BRACKETS.finditer(_STRINGS.sub(b'""', text)):
        if match.group() in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise CorruptStateError(
            f"a number of {len(text)} digits (at most {MAX_INT_DIGITS})"
        )
    return int(text)


def _float(text: str) -> float:
    if len(text) > 64:
        raise CorruptStateError(f"a number written with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise CorruptStateError(f"the number {text} is too large")
    return value


def _constant(text: str) -> Any:
    raise CorruptStateError(f"{text} is not a number a save may hold")


def parse_bounded(data: bytes) -> Any:
    """Parse JSON ``data`` within the bounds above; `CorruptStateError` if not."""
    if len(data) > MAX_FILE_BYTES:
        raise CorruptStateError(
            f"{len(data)} bytes is larger than a save can be ({MAX_FILE_BYTES})"
        )
    depth = nesting_depth(data)
    if depth > MAX_DEPTH:
        raise CorruptStateError(
            f"nested {depth} deep (a save nests at most {MAX_DEPTH})"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorruptStateError(f"not UTF-8 text: {exc.reason}") from None
    try:
        return json.loads(
            text, parse_int=_int, parse_float=_float, parse_constant=_constant
        )
    except json.JSONDecodeError as exc:
        raise CorruptStateError(f"not valid JSON: {exc}") from None
    except RecursionError:  # the depth check should have caught it
        raise CorruptStateError("nested too deep") from None


def read_regular(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them
    (`OversizedSaveError` when it is larger)."""
    data, whole = read_prefix(path, limit, limit)
    if not whole:
        raise OversizedSaveError(_too_large(path, len(data) + 1, limit))
    return data


def read_prefix(
    path: Path, most: int, largest: int = MAX_FILE_BYTES
) -> tuple[bytes, bool]:
    """At most ``most`` bytes from the start of the regular file ``path``, and
    whether that is the whole file.

    Opened without blocking (a FIFO never hangs the game) and checked after
    opening (a symlink leads to what it names): anything but a regular file is
    `UnreadableSaveError`, and so is any ``OSError``; a file larger than
    ``largest`` is `OversizedSaveError`. No more than ``most + 1`` bytes are
    read, whatever the file's size says."""
    try:
        data, size = read_start(path, most)
    except NotAFileError as exc:
        raise UnreadableSaveError(f"{path}: cannot read: {exc.kind}") from None
    except OSError as exc:
        raise UnreadableSaveError(_cannot_read(path, exc)) from None
    if size > largest:
        raise OversizedSaveError(_too_large(path, size, largest))
    return data[:most], len(data) <= most


def parse_leading_members(
    data: bytes, wanted: frozenset[str], whole: bool
) -> dict[str, Any]:
    """The members of the JSON object at the start of ``data``.

    ``whole``: ``data`` is the entire file, parsed as `parse_bounded` does.
    Otherwise ``data`` is the start of a larger file: members are read in order
    until every key of ``wanted`` is found or the text runs out (a value cut
    off at the end is not returned); the numbers are bounded as in a whole
    parse. `CorruptStateError` when ``data`` does not start a JSON object."""
    if whole:
        document = parse_bounded(data)
        if not isinstance(document, dict):
            raise CorruptStateError("a save must be a JSON object")
        return document
    # Up to the last quote: a string cut off at the end is not counted as
    # brackets (what follows it is cut off too, and not returned).
    depth = nesting_depth(data[: data.rfind(b'"') + 1])
    if depth > MAX_DEPTH:
        raise CorruptStateError(
            f"nested {depth} deep (a save nests at most {MAX_DEPTH})"
        )
    try:
        text = codecs.getincrementaldecoder("utf-8")().decode(data, final=False)
    except UnicodeDecodeError as exc:
        raise CorruptStateError(f"not UTF-8 text: {exc.reason}") from None
    decoder = json.JSONDecoder(
        parse_int=_int, parse_float=_float, parse_constant=_constant
    )
    index = _skip_space(text, 0)
    if not text.startswith("{", index):
        raise CorruptStateError("a save must be a JSON object")
    index += 1
    members: dict[str, Any] = {}
    try:
        while not wanted <= members.keys():
            index = _skip_space(text, index)
            key, index = decoder.raw_decode(text, index)
            if not isinstance(key, str):
                raise CorruptStateError("a save's keys must be text")
            index = _skip_space(text, index)
            if not text.startswith(":", index):
                raise json.JSONDecodeError("expected ':'", text, index)
            index = _skip_space(text, index + 1)
            value, index = decoder.raw_decode(text, index)
            members[key] = value
            index = _skip_space(text, index)
            if text.startswith("}", index):
                break
            if not text.startswith(",", index):
                raise json.JSONDecodeError("expected ','", text, index)
            index += 1
    except (json.JSONDecodeError, RecursionError):
        pass  # cut off (or damaged) further on: the whole read will tell
    return members


def _skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index] in " \t\n\r":
        index += 1
    return index


def _cannot_read(path: Path, exc: OSError) -> str:
    if exc.errno == errno.ENOENT:
        return f"{path}: cannot read: there is no such file"
    return f"{path}: cannot read: {exc.strerror or exc}"


def _too_large(path: Path, size: int, limit: int) -> str:
    return f"{path}: {size} bytes is larger than a save can be ({limit})"


def read_bounded(path: Path) -> Any:
    """Read and parse the save file ``path``; `CorruptStateError` naming the
    file and what is wrong (`UnreadableSaveError` when it could not be read)."""
    data = read_regular(path)
    try:
        return parse_bounded(data)
    except CorruptStateError as exc:
        raise CorruptStateError(f"{path}: {exc}") from None
