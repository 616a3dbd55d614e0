"""The physical components as data: 5 starting tiles, 72 stack tiles, 26 bonus tokens.

Each tile is drawn in rotation 0 as rows of characters, parsed at import
(legend in ``game.rules.fountains.tiles``)::

    #  dark brick      o  light brick     ~  water        *  shaded slot
    J  jet     C  coin     L  lily pad
    R  red fish     B  black fish     W  white fish     X  wild fish
    .  no cell (outside the tile's shape)

A water cell on a tile's outer edge is a channel. The feature totals are
listed in ``docs/rules/fountain-model.md`` and checked by
``tests/rules/fountains/test_catalogue.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import BonusToken, Shape, TileSpec

# Round starting tiles: a jet and room for four features (a lily pad, a fish and
# two shaded slots), one channel on each side.
_STARTING_ROWS: dict[str, tuple[str, ...]] = {
    "start-1": (
        ".#~o#.",
        "#~~J~#",
        "~*~~~~",
        "#~L~*#",
        "#~~R~#",
        ".#~o#.",
    ),
    "start-2": (
        ".#~##.",
        "#~~~Jo",
        "o*~~~~",
        "~B~L~#",
        "#~~~*#",
        ".#~##.",
    ),
    "start-3": (
        ".#~##.",
        "#~~~*#",
        "#JW~~~",
        "~L~~~#",
        "#~~*~o",
        ".##~#.",
    ),
    "start-4": (
        ".#o~#.",
        "#~~~~#",
        "#~~~*~",
        "~~~~*#",
        "oLJR~o",
        ".#~##.",
    ),
    "start-5": (
        ".##~#.",
        "#~~J~#",
        "~*~~Bo",
        "#~~~~~",
        "#*~~L#",
        ".#~##.",
    ),
}

# Twelve tiles of each stack shape, in Basin order.
_STACK_ROWS: dict[str, tuple[str, ...]] = {
    "square-01": (
        "####",
        "~~~#",
        "#JW~",
        "#~o#",
    ),
    "square-02": (
        "#~o#",
        "#~*#",
        "o~W~",
        "##o#",
    ),
    "square-03": (
        "##o#",
        "#LX~",
        "#~~#",
        "##o#",
    ),
    "square-04": (
        "###o",
        "o~~o",
        "o~X#",
        "#~##",
    ),
    "square-05": (
        "#~##",
        "#B~#",
        "#~L~",
        "o~o#",
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
        "oLC#",
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
        "#~L~",
        "~~Ro",
        "####",
    ),
    "square-10": (
        "#o~#",
        "~R~#",
        "#~Co",
        "#o##",
    ),
    "square-11": (
        "#~##",
        "#~~#",
        "#*B#",
        "##~o",
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
        "o*L#",
        "#R~~",
        "#C~#",
        "####",
    ),
    "long-02": (
        "#ooo",
        "#~L#",
        "#~~#",
        "~*~#",
        "#~Co",
        "##oo",
    ),
    "long-03": (
        "##~#",
        "~J~~",
        "#~~o",
        "o~~#",
        "#CB#",
        "####",
    ),
    "long-04": (
        "#o##",
        "~~~~",
        "#L~o",
        "o~C#",
        "#*~#",
        "#o##",
    ),
    "long-05": (
        "#o##",
        "#~B#",
        "~~~o",
        "#~~#",
        "oWR#",
        "####",
    ),
    "long-06": (
        "##~#",
        "o~~o",
        "#~*o",
        "#L~#",
        "#R~~",
        "oo##",
    ),
    "long-07": (
        "##~o",
        "#J~o",
        "#~W#",
        "#~L#",
        "o~~~",
        "##~#",
    ),
    "long-08": (
        "##~#",
        "oL~#",
        "o*Xo",
        "#~~o",
        "#~~~",
        "oo##",
    ),
    "long-09": (
        "####",
        "#~~o",
        "oXL~",
        "#B~#",
        "#~*#",
        "#~o#",
    ),
    "long-10": (
        "#~##",
        "#~~#",
        "#R*#",
        "#X~#",
        "#~~#",
        "oo~#",
    ),
    "long-11": (
        "#oo#",
        "#~~#",
        "#~L~",
        "~BW#",
        "#~~#",
        "#o~o",
    ),
    "long-12": (
        "##o#",
        "o~W#",
        "#~~o",
        "#~L#",
        "~*~#",
        "#~#o",
    ),
    "ell-01": (
        "###..",
        "o~o..",
        "o~o..",
        "#WL~#",
        "#~B~#",
        "#~oo#",
    ),
    "ell-02": (
        "###..",
        "#*o..",
        "#~o..",
        "~~L##",
        "#R~~#",
        "oo#~#",
    ),
    "ell-03": (
        "o##..",
        "o~o..",
        "#Lo..",
        "#~~~#",
        "oR~~~",
        "##oo#",
    ),
    "ell-04": (
        "#~#..",
        "o~~..",
        "#~#..",
        "#CW##",
        "#L~~o",
        "o~###",
    ),
    "ell-05": (
        "##o..",
        "#L~..",
        "~*#..",
        "#~~##",
        "#X~~#",
        "#oo##",
    ),
    "ell-06": (
        "###..",
        "#Lo..",
        "o*~..",
        "o~~#o",
        "#~~C#",
        "#####",
    ),
    "ell-07": (
        "o##..",
        "#~o..",
        "#B#..",
        "oWL##",
        "#~~~~",
        "#o##o",
    ),
    "ell-08": (
        "#~#..",
        "#~#..",
        "#C~..",
        "~R~#o",
        "o*~~#",
        "#####",
    ),
    "ell-09": (
        "#~#..",
        "oB#..",
        "o~#..",
        "o~~##",
        "~J~*o",
        "###oo",
    ),
    "ell-10": (
        "o##..",
        "#~#..",
        "#L#..",
        "#~X#o",
        "#~R~~",
        "#o###",
    ),
    "ell-11": (
        "#o#..",
        "~~#..",
        "#Wo..",
        "o~~##",
        "#*J~~",
        "#o##o",
    ),
    "ell-12": (
        "#~#..",
        "#C#..",
        "#~~..",
        "o~B#o",
        "#~~~#",
        "#~#o#",
    ),
    "tee-01": (
        "#~oo#",
        "~~~*#",
        "#L~~#",
        ".#Wo.",
        ".o~#.",
        ".o##.",
    ),
    "tee-02": (
        "##oo#",
        "#X~~#",
        "#~~L#",
        ".~~#.",
        ".#J#.",
        ".o~o.",
    ),
    "tee-03": (
        "#o~o#",
        "#~~C#",
        "oL~~o",
        ".o*o.",
        ".#~#.",
        ".#~#.",
    ),
    "tee-04": (
        "#o###",
        "~B~~o",
        "#~R~#",
        ".#~~.",
        ".#*#.",
        ".o~#.",
    ),
    "tee-05": (
        "#####",
        "#~L~#",
        "#~XC#",
        ".o~~.",
        ".o~#.",
        ".#~#.",
    ),
    "tee-06": (
        "###~o",
        "#~~*o",
        "o~LW#",
        ".o~#.",
        ".#~#.",
        ".###.",
    ),
    "tee-07": (
        "##o##",
        "oL~Wo",
        "#~~~#",
        ".#~#.",
        ".o*o.",
        ".#~#.",
    ),
    "tee-08": (
        "##o~#",
        "#~B~#",
        "#~~~#",
        ".#R#.",
        ".oC~.",
        ".#~#.",
    ),
    "tee-09": (
        "##~##",
        "~*~C#",
        "o~J~o",
        ".o~o.",
        ".o~o.",
        ".###.",
    ),
    "tee-10": (
        "###o#",
        "#~~~#",
        "o*~~#",
        ".#B#.",
        ".#Lo.",
        ".#~#.",
    ),
    "tee-11": (
        "#~##o",
        "#~~W#",
        "o~LR#",
        ".#~o.",
        ".#~~.",
        ".o##.",
    ),
    "tee-12": (
        "#o~##",
        "#~~~#",
        "#~B*o",
        ".o~~.",
        ".#R#.",
        ".#~#.",
    ),
    "star-01": (
        ".###.",
        "#~~~o",
        "#L~*~",
        "#B~W#",
        ".###.",
    ),
    "star-02": (
        ".o##.",
        "o~~L#",
        "~~R~o",
        "#~*Co",
        ".##o.",
    ),
    "star-03": (
        ".#~#.",
        "#~CB#",
        "~~~~#",
        "#X~~o",
        ".#~#.",
    ),
    "star-04": (
        ".#~#.",
        "#~~*o",
        "o~~W~",
        "#~LX#",
        ".#o#.",
    ),
    "star-05": (
        ".##o.",
        "#L~J#",
        "#~W~#",
        "#~~~#",
        ".#~o.",
    ),
    "star-06": (
        ".##o.",
        "#~~~o",
        "o~~R~",
        "o~LC#",
        ".#~#.",
    ),
    "star-07": (
        ".#~#.",
        "#~~~o",
        "~BJ~~",
        "#~L~o",
        ".###.",
    ),
    "star-08": (
        ".###.",
        "#~*Lo",
        "oB~~~",
        "oR~~o",
        ".#~#.",
    ),
    "star-09": (
        ".#o#.",
        "#~~L#",
        "#~~*~",
        "o~CW#",
        ".#~#.",
    ),
    "star-10": (
        ".###.",
        "#~~~#",
        "~CX~#",
        "#~R~o",
        ".#~o.",
    ),
    "star-11": (
        ".#~o.",
        "#~~~o",
        "~~~L~",
        "#B~R#",
        ".###.",
    ),
    "star-12": (
        ".#~o.",
        "#~~W#",
        "~~LJ#",
        "o*~~o",
        ".###.",
    ),
    "octagon-01": (
        ".###.",
        "#~~C#",
        "~~X~#",
        "o~~~#",
        "oRL~#",
        ".#~#.",
    ),
    "octagon-02": (
        ".###.",
        "#~~~#",
        "oLX~o",
        "oR~~o",
        "#~~*#",
        ".#~#.",
    ),
    "octagon-03": (
        ".##o.",
        "oB~~#",
        "#L~R#",
        "#~*~~",
        "o~~Wo",
        ".#~#.",
    ),
    "octagon-04": (
        ".#~#.",
        "#R~~#",
        "#*~~#",
        "~~BL#",
        "#~~~#",
        ".o~#.",
    ),
    "octagon-05": (
        ".o~#.",
        "o~~B#",
        "o~*L#",
        "#~R~o",
        "#W~~o",
        ".#~o.",
    ),
    "octagon-06": (
        ".o##.",
        "#~~L#",
        "#~~~#",
        "#*J~~",
        "#B~~#",
        ".o~#.",
    ),
    "octagon-07": (
        ".#o#.",
        "#CL~#",
        "~~~Bo",
        "o~~~~",
        "#~W~#",
        ".#o#.",
    ),
    "octagon-08": (
        ".###.",
        "#~~~#",
        "~X~~#",
        "o~LW~",
        "#~*~o",
        ".#~#.",
    ),
    "octagon-09": (
        ".#oo.",
        "#~R~#",
        "~J~C#",
        "#L~~~",
        "#*~~#",
        ".#oo.",
    ),
    "octagon-10": (
        ".o##.",
        "o*~~#",
        "#~~~~",
        "#LWC#",
        "#~~~#",
        ".##o.",
    ),
    "octagon-11": (
        ".oo#.",
        "#~~L#",
        "#W*~o",
        "o~BCo",
        "o~~~#",
        ".#~#.",
    ),
    "octagon-12": (
        ".###.",
        "#~L~o",
        "~~~*#",
        "#~C~~",
        "#J~~#",
        ".o~#.",
    ),
}

_J, _C, _L = Icon.JET, Icon.COIN, Icon.LILY
_R, _B, _W, _X = Icon.FISH_RED, Icon.FISH_BLACK, Icon.FISH_WHITE, Icon.FISH_WILD

# Bonus tokens: sixteen with one feature, ten with two.
_TOKEN_ICONS: tuple[tuple[Icon, ...], ...] = (
    (_C,),
    (_C,),
    (_C,),
    (_L,),
    (_L,),
    (_L,),
    (_R,),
    (_R,),
    (_B,),
    (_B,),
    (_W,),
    (_W,),
    (_X,),
    (_X,),
    (_J,),
    (_J,),
    (_C, _L),
    (_C, _L),
    (_L, _R),
    (_L, _B),
    (_L, _W),
    (_L, _X),
    (_R, _B),
    (_B, _W),
    (_W, _R),
    (_C, _X),
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
