"""The features printed on Fountains tiles and bonus tokens, and the kinds of cell."""

from __future__ import annotations

from enum import StrEnum


class Icon(StrEnum):
    """One feature icon: the seven features of the Feature Set design card."""

    JET = "jet"
    COIN = "coin"
    LILY = "lily"
    FISH_RED = "fish-red"
    FISH_BLACK = "fish-black"
    FISH_WHITE = "fish-white"
    FISH_WILD = "fish-wild"

    @property
    def is_fish(self) -> bool:
        return self in FISH_ICONS


class FishColour(StrEnum):
    """A colour a player may choose when fish are rewarded (wild fish count as all)."""

    RED = "red"
    BLACK = "black"
    WHITE = "white"

    @property
    def icon(self) -> Icon:
        """The fish icon of this colour."""
        return _FISH_OF_COLOUR[self]


class CellKind(StrEnum):
    """What one unit cell of a tile is: a dark brick, a light brick or water."""

    DARK = "dark"
    LIGHT = "light"
    WATER = "water"


FISH_ICONS: frozenset[Icon] = frozenset(
    {Icon.FISH_RED, Icon.FISH_BLACK, Icon.FISH_WHITE, Icon.FISH_WILD}
)

_FISH_OF_COLOUR: dict[FishColour, Icon] = {
    FishColour.RED: Icon.FISH_RED,
    FishColour.BLACK: Icon.FISH_BLACK,
    FishColour.WHITE: Icon.FISH_WHITE,
}
