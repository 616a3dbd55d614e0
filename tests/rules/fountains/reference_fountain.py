"""The rules of record for placing tiles and tokens
(``game.rules.fountains.readable.fountain``), reading the tests' extra tokens."""

from __future__ import annotations

from functools import partial

from game.rules.fountains.readable import fountain as readable
from game.rules.fountains.readable.fountain import cells_at, distinct_rotations
from tests.rules.fountains.reference import token_of

__all__ = [
    "ReferenceFountain",
    "all_differences",
    "cells_at",
    "distinct_rotations",
    "geometry_differences",
]

ReferenceFountain = readable.ReadableFountain
geometry_differences = partial(readable.geometry_differences, token_of=token_of)
all_differences = partial(readable.all_differences, token_of=token_of)
