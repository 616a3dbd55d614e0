"""The rules of record for water (``game.rules.fountains.readable.water``), with
the hand-made bonus tokens the tests lay beside the catalogue's."""

from __future__ import annotations

from functools import partial

from game.rules.fountains.catalogue import BONUS_TOKENS
from game.rules.fountains.icons import Icon
from game.rules.fountains.readable import water as readable
from game.rules.fountains.readable.water import (
    STEPS,
    Seen,
    reading_order,
    water_differences,
    water_of,
)
from game.rules.fountains.tiles import BonusToken

__all__ = [
    "EXTRA_TOKENS",
    "STEPS",
    "RefWater",
    "Seen",
    "picture_of",
    "reading_order",
    "token_of",
    "water_differences",
    "water_of",
]

RefWater = readable.ReadableWater

EXTRA_TOKENS: tuple[BonusToken, ...] = tuple(
    BonusToken(f"extra-{n:02d}", icons)
    for n, icons in enumerate(
        [
            (Icon.JET,),
            (Icon.JET, Icon.LILY),
            (Icon.LILY, Icon.LILY),
            (Icon.FISH_WILD, Icon.COIN),
            (Icon.JET,),
            (Icon.LILY, Icon.FISH_RED),
            (Icon.JET, Icon.FISH_WHITE),
            (Icon.JET, Icon.COIN),
        ]
        * 3,
        start=1,
    )
)
"""Hand-made tokens beside the catalogue's 26, many with jets, so that jet
tokens feed (and covering them unfeeds) often."""

_TOKENS: dict[str, BonusToken] = {t.id: t for t in (*BONUS_TOKENS, *EXTRA_TOKENS)}

token_of = _TOKENS.__getitem__
"""A token by id: the catalogue's, or one of :data:`EXTRA_TOKENS`."""

picture_of = partial(readable.picture_of, token_of=token_of)
