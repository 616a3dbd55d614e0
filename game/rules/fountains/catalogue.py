"""The physical components as data: 5 starting tiles, 72 stack tiles, 26 bonus tokens.

Each tile is drawn in rotation 0 as rows of characters, parsed at import
(legend in ``game.rules.fountains.tiles``)::

    #  dark brick      o  light brick     ~  water        *  shaded slot
    J  jet     C  coin     L  lily pad
    R  red fish     B  black fish     W  white fish     X  wild fish
    .  no cell (outside the tile's shape)

A water cell on a tile's outer edge is a channel. The feature totals are
listed in ``docs/rules/fountain-model.md`` and checked by
``tests/rules/fountains/test_catalogue.py``; how the catalogue plays is measured
by ``tools/fountains_stats.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import BonusToken, Shape, TileSpec

# Round starting tiles: a jet and room for four features (a printed fish and
# three shaded slots), one channel on each side.
_STARTING_ROWS: dict[str, tuple[str, ...]] = {
    "start-1": (
        ".#~o#.",
        "#~~J~#",
        "~*~~~~",
        "#~*~*#",
        "#~~R~#",
        ".#~o#.",
    ),
    "start-2": (
        ".#~##.",
        "#~~~Jo",
        "o*~~~~",
        "~B~*~#",
        "#~~~*#",
        ".#~##.",
    ),
    "start-3": (
        ".#~##.",
        "#~~~*#",
        "#JW~~~",
        "~*~~~#",
        "#~~*~o",
        ".##~#.",
    ),
    "start-4": (
        ".#o~#.",
        "#~~~~#",
        "#~~~*~",
        "~~~~*#",
        "o*JR~o",
        ".#~##.",
    ),
    "start-5": (
        ".##~#.",
        "#~~J~#",
        "~*~~Bo",
        "#~~~~~",
        "#*~~*#",
        ".#~##.",
    ),
}

# Twelve tiles of each stack shape, in Basin order. A stack tile is smaller than a
# starting tile and carries at most one feature (two per shape carry a jet) and
# (all but two) one shaded slot; odd-numbered tiles have one channel, the others
# one or two (27 have two).
# Why so few icons: in solo The Machine scores every fish and lily pad on the
# tiles it collects (docs/rules/fountains-game.md, Play statistics).
_STACK_ROWS: dict[str, tuple[str, ...]] = {
    "square-01": (
        "####",
        "~~~#",
        "#J*o",
        "#oo#",
    ),
    "square-02": (
        "#~o#",
        "#~*#",
        "o~W~",
        "##o#",
    ),
    "square-03": (
        "##o#",
        "#*X~",
        "#~~#",
        "##o#",
    ),
    "square-04": (
        "###o",
        "o~~o",
        "o~L#",
        "#~##",
    ),
    "square-05": (
        "#~##",
        "#B~#",
        "#~*o",
        "ooo#",
    ),
    "square-06": (
        "o#~#",
        "o~*#",
        "#~C#",
        "#~oo",
    ),
    "square-07": (
        "##o#",
        "#~~~",
        "o*C#",
        "####",
    ),
    "square-08": (
        "##~#",
        "#~~~",
        "#J~#",
        "oo##",
    ),
    "square-09": (
        "#~#o",
        "#~Lo",
        "o~*o",
        "####",
    ),
    "square-10": (
        "#o~#",
        "~*~#",
        "#~Co",
        "#o##",
    ),
    "square-11": (
        "#~##",
        "#~~#",
        "#*~#",
        "##oo",
    ),
    "square-12": (
        "oo~o",
        "#~*~",
        "#~L#",
        "#o##",
    ),
    "long-01": (
        "####",
        "#~~o",
        "o*~#",
        "#R~~",
        "#~~#",
        "####",
    ),
    "long-02": (
        "#ooo",
        "#~L#",
        "#~~#",
        "~*~#",
        "#~~o",
        "##oo",
    ),
    "long-03": (
        "##~#",
        "oJ~o",
        "#~~o",
        "o~~#",
        "#*~#",
        "####",
    ),
    "long-04": (
        "#o##",
        "~~~~",
        "#L~o",
        "o~~#",
        "#*~#",
        "#o##",
    ),
    "long-05": (
        "#o##",
        "#~B#",
        "~~~o",
        "#~~#",
        "o*~#",
        "####",
    ),
    "long-06": (
        "##~#",
        "o~~o",
        "#~*o",
        "#C~#",
        "#~~~",
        "oo##",
    ),
    "long-07": (
        "##~o",
        "#J~o",
        "#~*#",
        "#~~#",
        "o~~o",
        "##o#",
    ),
    "long-08": (
        "##~#",
        "oC~#",
        "o*~o",
        "#~~o",
        "#~~~",
        "oo##",
    ),
    "long-09": (
        "####",
        "#~~o",
        "oC~~",
        "#~~#",
        "#~*#",
        "#oo#",
    ),
    "long-10": (
        "#~##",
        "#~~#",
        "#~*#",
        "#~~#",
        "#~~#",
        "oo~#",
    ),
    "long-11": (
        "#oo#",
        "#~~#",
        "#~*~",
        "o~W#",
        "#~~#",
        "#ooo",
    ),
    "long-12": (
        "##o#",
        "o~~#",
        "#~~o",
        "#~~#",
        "~*~#",
        "#~#o",
    ),
    "ell-01": (
        "###..",
        "o~o..",
        "o~o..",
        "#*~~#",
        "#~B~#",
        "#ooo#",
    ),
    "ell-02": (
        "###..",
        "#*o..",
        "#~o..",
        "~~~##",
        "#R~~#",
        "oo#~#",
    ),
    "ell-03": (
        "o##..",
        "o~o..",
        "#Lo..",
        "#~~~#",
        "o*~~o",
        "##oo#",
    ),
    "ell-04": (
        "#~#..",
        "o~~..",
        "#~#..",
        "#*W##",
        "#~~~o",
        "oo###",
    ),
    "ell-05": (
        "##o..",
        "#L~..",
        "o*#..",
        "#~~##",
        "#~~~#",
        "#oo##",
    ),
    "ell-06": (
        "###..",
        "#~o..",
        "o*~..",
        "o~~#o",
        "#~~C#",
        "#####",
    ),
    "ell-07": (
        "o##..",
        "#~o..",
        "#*#..",
        "o~~##",
        "#~~~~",
        "#o##o",
    ),
    "ell-08": (
        "#~#..",
        "#~#..",
        "#C~..",
        "o~~#o",
        "o*~~#",
        "#####",
    ),
    "ell-09": (
        "#~#..",
        "o~#..",
        "o~#..",
        "o~~##",
        "oJ~*o",
        "###oo",
    ),
    "ell-10": (
        "o##..",
        "#~#..",
        "#*#..",
        "#~~#o",
        "#~~~~",
        "#o###",
    ),
    "ell-11": (
        "#o#..",
        "~~#..",
        "#~o..",
        "o~~##",
        "#*J~o",
        "#o##o",
    ),
    "ell-12": (
        "#~#..",
        "#C#..",
        "#~~..",
        "o~*#o",
        "#~~~#",
        "#o#o#",
    ),
    "tee-01": (
        "#~oo#",
        "o~~*#",
        "#~~~#",
        ".#Wo.",
        ".o~#.",
        ".o##.",
    ),
    "tee-02": (
        "##oo#",
        "#*~~#",
        "#~~~#",
        ".~~#.",
        ".#J#.",
        ".o~o.",
    ),
    "tee-03": (
        "#o~o#",
        "#~~~#",
        "oL~~o",
        ".o*o.",
        ".#~#.",
        ".#o#.",
    ),
    "tee-04": (
        "#o###",
        "~~~~o",
        "#~R~#",
        ".#~~.",
        ".#*#.",
        ".oo#.",
    ),
    "tee-05": (
        "#####",
        "#~L~#",
        "#~*~#",
        ".o~~.",
        ".o~#.",
        ".#o#.",
    ),
    "tee-06": (
        "###~o",
        "#~~*o",
        "o~C~#",
        ".o~#.",
        ".#~#.",
        ".###.",
    ),
    "tee-07": (
        "##o##",
        "oC~~o",
        "#~~~#",
        ".#~#.",
        ".o*o.",
        ".#~#.",
    ),
    "tee-08": (
        "##o~#",
        "#~B~#",
        "#~~~#",
        ".#*#.",
        ".o~~.",
        ".#o#.",
    ),
    "tee-09": (
        "##~##",
        "o*~~#",
        "o~J~o",
        ".o~o.",
        ".o~o.",
        ".###.",
    ),
    "tee-10": (
        "###o#",
        "#~~~#",
        "o*~~#",
        ".#C#.",
        ".#~o.",
        ".#~#.",
    ),
    "tee-11": (
        "#~##o",
        "#~~*#",
        "o~~~#",
        ".#~o.",
        ".#~o.",
        ".o##.",
    ),
    "tee-12": (
        "#o~##",
        "#~~~#",
        "#~~*o",
        ".o~~.",
        ".#~#.",
        ".#o#.",
    ),
    "star-01": (
        ".###.",
        "#~~~o",
        "#~~*~",
        "#B~~#",
        ".###.",
    ),
    "star-02": (
        ".o##.",
        "o~~~#",
        "~~R~o",
        "#~*~o",
        ".##o.",
    ),
    "star-03": (
        ".#~#.",
        "#~*~#",
        "o~~~#",
        "#X~~o",
        ".#o#.",
    ),
    "star-04": (
        ".#~#.",
        "#~~*o",
        "o~~~~",
        "#~L~#",
        ".#o#.",
    ),
    "star-05": (
        ".##o.",
        "#*~J#",
        "#~~~#",
        "#~~~#",
        ".#~o.",
    ),
    "star-06": (
        ".##o.",
        "#~~~o",
        "o~~*~",
        "o~~C#",
        ".#~#.",
    ),
    "star-07": (
        ".#~#.",
        "#~~~o",
        "o*J~o",
        "#~~~o",
        ".###.",
    ),
    "star-08": (
        ".###.",
        "#~*Lo",
        "o~~~~",
        "o~~~o",
        ".#~#.",
    ),
    "star-09": (
        ".#o#.",
        "#~~~#",
        "#~~*~",
        "o~C~#",
        ".#o#.",
    ),
    "star-10": (
        ".###.",
        "#~~~#",
        "~*~~#",
        "#~~~o",
        ".#~o.",
    ),
    "star-11": (
        ".#~o.",
        "#~~~o",
        "o~~Lo",
        "#*~~#",
        ".###.",
    ),
    "star-12": (
        ".#~o.",
        "#~~~#",
        "~~~~#",
        "o*~~o",
        ".###.",
    ),
    "octagon-01": (
        ".###.",
        "#~~*#",
        "~~~~#",
        "o~~~#",
        "oR~~#",
        ".#o#.",
    ),
    "octagon-02": (
        ".###.",
        "#~~~#",
        "o~X~o",
        "o~~~o",
        "#~~*#",
        ".#~#.",
    ),
    "octagon-03": (
        ".##o.",
        "o~~~#",
        "#~~~#",
        "#~*~~",
        "o~~Wo",
        ".#o#.",
    ),
    "octagon-04": (
        ".#~#.",
        "#~~~#",
        "#*~~#",
        "~~~L#",
        "#~~~#",
        ".oo#.",
    ),
    "octagon-05": (
        ".o~#.",
        "o~~~#",
        "o~*L#",
        "#~~~o",
        "#~~~o",
        ".#oo.",
    ),
    "octagon-06": (
        ".o##.",
        "#~~~#",
        "#~~~#",
        "#*J~~",
        "#~~~#",
        ".o~#.",
    ),
    "octagon-07": (
        ".#o#.",
        "#C*~#",
        "~~~~o",
        "o~~~o",
        "#~~~#",
        ".#o#.",
    ),
    "octagon-08": (
        ".###.",
        "#~~~#",
        "~~~~#",
        "o~L~~",
        "#~*~o",
        ".#o#.",
    ),
    "octagon-09": (
        ".#oo.",
        "#~~~#",
        "~J~~#",
        "#~~~o",
        "#*~~#",
        ".#oo.",
    ),
    "octagon-10": (
        ".o##.",
        "o*~~#",
        "#~~~~",
        "#~~C#",
        "#~~~#",
        ".##o.",
    ),
    "octagon-11": (
        ".oo#.",
        "#~~~#",
        "#~*~o",
        "o~~~o",
        "o~~~#",
        ".#~#.",
    ),
    "octagon-12": (
        ".###.",
        "#~~~o",
        "~~~*#",
        "#~~~~",
        "#~~~#",
        ".oo#.",
    ),
}

_J, _C, _L = Icon.JET, Icon.COIN, Icon.LILY
_R, _B, _W, _X = Icon.FISH_RED, Icon.FISH_BLACK, Icon.FISH_WHITE, Icon.FISH_WILD

# Bonus tokens: nineteen with one feature, seven with two. They are the player's
# own extra (The Machine never takes one), so they carry few coins.
_TOKEN_ICONS: tuple[tuple[Icon, ...], ...] = (
    (_C,),
    (_L,),
    (_L,),
    (_L,),
    (_B,),
    (_W,),
    (_R,),
    (_R,),
    (_B,),
    (_W,),
    (_R,),
    (_B,),
    (_X,),
    (_X,),
    (_J,),
    (_W,),
    (_C, _L),
    (_J,),
    (_L, _R),
    (_L, _B),
    (_L, _W),
    (_J,),
    (_R, _B),
    (_B, _W),
    (_W, _R),
    (_J,),
)


def _shape_of(tile_id: str) -> Shape:
    return Shape(tile_id.rsplit("-", 1)[0])


STARTING_TILES: tuple[TileSpec, ...] = tuple(
    TileSpec.from_rows(tile_id, Shape.START, rows)
    for tile_id, rows in _STARTING_ROWS.items()
)
"""The five round starting tiles, ``start-1`` .. ``start-5``."""

TILES: tuple[TileSpec, ...] = tuple(
    TileSpec.from_rows(tile_id, _shape_of(tile_id), rows)
    for tile_id, rows in _STACK_ROWS.items()
)
"""The 72 stack tiles, 12 per shape, ``square-01`` .. ``octagon-12``."""

BONUS_TOKENS: tuple[BonusToken, ...] = tuple(
    BonusToken(f"bonus-{number:02d}", icons)
    for number, icons in enumerate(_TOKEN_ICONS, start=1)
)
"""The 26 bonus tokens, ``bonus-01`` .. ``bonus-26``."""

_TILE_BY_ID: Mapping[str, TileSpec] = MappingProxyType(
    {tile.id: tile for tile in STARTING_TILES + TILES}
)
_TOKEN_BY_ID: Mapping[str, BonusToken] = MappingProxyType(
    {token.id: token for token in BONUS_TOKENS}
)


def tile_by_id(tile_id: str) -> TileSpec:
    """The starting or stack tile with this id; ``KeyError`` naming it if unknown."""
    try:
        return _TILE_BY_ID[tile_id]
    except KeyError:
        raise KeyError(f"no fountain tile with id {tile_id!r}") from None


def token_by_id(token_id: str) -> BonusToken:
    """The bonus token with this id; ``KeyError`` naming it if unknown."""
    try:
        return _TOKEN_BY_ID[token_id]
    except KeyError:
        raise KeyError(f"no bonus token with id {token_id!r}") from None


def tiles_of_shape(shape: Shape) -> tuple[TileSpec, ...]:
    """The twelve stack tiles of one shape (or the five starting tiles)."""
    if shape is Shape.START:
        return STARTING_TILES
    return tuple(tile for tile in TILES if tile.shape is shape)
