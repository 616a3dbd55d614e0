"""What laying a tile or a bonus token did (``Fountain.place``, ``place_token``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlaceReport:
    """What a placement did: the level it went on, coins scored, tokens removed."""

    level: int
    coins_scored: int
    removed_tokens: tuple[str, ...] = ()
