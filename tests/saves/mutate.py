"""Deterministic mutations of save files for the fuzz: changes to the JSON
tree, to the action log, and to the raw bytes."""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Any

SCALARS: tuple[Any, ...] = (
    0,
    1,
    -1,
    7,
    2**31,
    10**30,
    -(10**12),
    0.5,
    1e308,
    True,
    False,
    None,
    "",
    "x",
    "red",
    "tile",
    [],
    {},
    [0],
    {"a": 1},
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found.extend(_paths(value, (*path, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.extend(_paths(value, (*path, index)))
    return found


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node


def mutate_tree(doc: Any, rng: random.Random) -> tuple[Any, str]:
    """One random change somewhere in the document."""
    doc = copy.deepcopy(doc)
    paths = [p for p in _paths(doc) if p]
    path = rng.choice(paths)
    parent, key = _get(doc, path[:-1]), path[-1]
    value = parent[key]
    kind = rng.randrange(7)
    if kind == 0:
        parent[key] = rng.choice(SCALARS)
    elif kind == 1 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice((-2, -1, 1, 2, 10))
    elif kind == 2:
        del parent[key]
    elif kind == 3 and isinstance(value, list) and value:
        value.insert(rng.randrange(len(value) + 1), copy.deepcopy(rng.choice(value)))
    elif kind == 4 and isinstance(value, list) and len(value) > 1:
        i, j = rng.sample(range(len(value)), 2)
        value[i], value[j] = value[j], value[i]
    elif kind == 5 and isinstance(value, str):
        parent[key] = _mutate_text(value, rng)
    elif kind == 6 and isinstance(value, list):
        value.append(rng.choice(SCALARS))
    else:
        parent[key] = rng.choice(SCALARS)
    return doc, f"{kind} at {'/'.join(map(str, path))}"


def _mutate_text(text: str, rng: random.Random) -> str:
    numbers = list(re.finditer(r"-?\d+(\.\d+)?", text))
    if numbers and rng.random() < 0.7:
        match = rng.choice(numbers)
        new = str(int(float(match.group())) + rng.choice((-3, -1, 1, 2, 5)))
        return text[: match.start()] + new + text[match.end() :]
    if text and rng.random() < 0.5:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice("abz09 ,@-") + text[i + 1 :]
    return text + rng.choice(("", " ", "x", "1"))


def mutate_actions(doc: Any, rng: random.Random, log: list[str]) -> tuple[Any, str]:
    """One change to the game's action log (the rules' own list of texts)."""
    doc = copy.deepcopy(doc)
    actions = doc["game"]["actions"]
    if not actions:
        return doc, "empty log"
    i = rng.randrange(len(actions))
    kind = rng.randrange(5)
    if kind == 0:
        actions[i] = _mutate_text(actions[i], rng)
    elif kind == 1:
        actions[i] = rng.choice(log)
    elif kind == 2 and len(actions) > 1:
        j = min(i + 1, len(actions) - 1) if i + 1 < len(actions) else i - 1
        actions[i], actions[j] = actions[j], actions[i]
    elif kind == 3:
        del actions[i]
    else:
        del actions[i:]
    return doc, f"action {i} kind {kind}"


def mutate_bytes(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    kind = rng.randrange(5)
    if kind == 0:
        i = rng.randrange(len(data))
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1 :], f"byte {i}"
    if kind == 1:
        return data[: rng.randrange(len(data))], "truncated"
    if kind == 2:
        i = rng.randrange(len(data))
        return data[:i] + b"[" * rng.choice((50, 5000)) + data[i:], "brackets"
    if kind == 3:
        return data.replace(b'"turn":', b'"turn":' + b"9" * 5000, 1), "long number"
    return data.replace(b'"seed":', b'"seed":Infinity,"x":', 1), "infinity"


def dumps(doc: Any) -> bytes:
    return json.dumps(doc).encode("utf-8")
