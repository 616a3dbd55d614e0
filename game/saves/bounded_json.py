"""Reading a save file as JSON with every size bounded before anything is built.

A save is untrusted input: a damaged disk, a hand edit or a planted file. The
file's size is checked before it is read, the nesting depth before it is
parsed, and while parsing every number is checked (no integer of more than
`MAX_INT_DIGITS` digits, no ``NaN`` or ``Infinity``, no float that overflows),
so a bad file ends in :class:`CorruptStateError` naming it, never in a
``RecursionError``, ``ValueError``, ``OverflowError`` or an exhausted memory.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

from game.rules.errors import CorruptStateError

MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 24
MAX_INT_DIGITS = 24

_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
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


def read_bounded(path: Path) -> Any:
    """Read and parse the save file ``path``; `CorruptStateError` naming the
    file and what is wrong."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise CorruptStateError(
                f"{path}: {size} bytes is larger than a save can be ({MAX_FILE_BYTES})"
            )
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise CorruptStateError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        return parse_bounded(data)
    except CorruptStateError as exc:
        raise CorruptStateError(f"{path}: {exc}") from None
