"""Tiles and bonus tokens in a player's words ("the L tile with a coin", "a coin
token"), never their ids: plain text shared by prompts, cards, the log, recaps,
banners and results."""

from __future__ import annotations

import re

from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import Shape

SHAPE_WORDS: dict[Shape, str] = {
    Shape.START: "starting",
    Shape.SQUARE: "square",
    Shape.LONG: "long",
    Shape.ELL: "L",
    Shape.TEE: "T",
    Shape.STAR: "star",
    Shape.OCTAGON: "octagon",
}

ICON_WORDS: dict[Icon, str] = {
    Icon.JET: "jet",
    Icon.COIN: "coin",
    Icon.LILY: "lily pad",
    Icon.FISH_RED: "red fish",
    Icon.FISH_BLACK: "black fish",
    Icon.FISH_WHITE: "white fish",
    Icon.FISH_WILD: "wild fish",
}


def _with(icons: tuple[Icon, ...]) -> str:
    words = [ICON_WORDS[icon] for icon in icons]
    if not words:
        return ""
    if len(words) == 1:
        return f" with a {words[0]}"
    return " with a " + ", a ".join(words[:-1]) + f" and a {words[-1]}"


def tile_words(tile_id: str, article: str = "the") -> str:
    """ "the L tile with a coin", "the plain square tile" (``article`` "a" too)."""
    tile = tile_by_id(tile_id)
    shape = SHAPE_WORDS[tile.shape]
    if not tile.icons:
        plain = "plain " if tile.shape is not Shape.START else ""
        return f"{article} {plain}{shape} tile"
    return f"{article} {shape} tile{_with(tile.icons)}"


def token_words(token_id: str, article: str = "a") -> str:
    """ "a coin token", "a lily pad and red fish token"."""
    icons = [ICON_WORDS[icon] for icon in token_by_id(token_id).icons]
    return f"{article} {' and '.join(icons)} token"


def piece_words(item_id: str, article: str = "the") -> str:
    """A tile or a token id in words."""
    try:
        return token_words(item_id, article)
    except (KeyError, ValueError):
        return tile_words(item_id, article)


_TOKEN_ID = re.compile(r"\b(?:the |a )?(?:bonus )?(?:token )?(bonus-\d+)\b")
_TILE_ID = re.compile(
    r"\b(?:the )?(?:tile )?((?:start|square|long|ell|tee|star|octagon)-\d+)\b"
)


_ONE_OF_MANY = re.compile(
    r"\b1 ((?:fed |red |black |white |wild |visible )?)"
    r"(tiles|pools|lily pads|coins|tokens|jets|points)\b"
)


def name_pieces(text: str) -> str:
    """``text`` (a reason from the rules, say) as a player reads it: every tile
    or token id put in words ("1 fed coin on star-06" -> "1 fed coin on the
    star tile with a coin") and one of a thing said in the singular ("The
    Machine's 1 tiles" -> "The Machine's 1 tile")."""
    text = _TOKEN_ID.sub(lambda m: token_words(m.group(1), "the"), text)
    text = _TILE_ID.sub(lambda m: tile_words(m.group(1), "the"), text)
    return _ONE_OF_MANY.sub(lambda m: f"1 {m.group(1)}{m.group(2)[:-1]}", text)


def tile_caption(tile_id: str) -> str:
    """A short caption for a tile on a card: "L tile, coin", "plain square"."""
    tile = tile_by_id(tile_id)
    shape = SHAPE_WORDS[tile.shape]
    if not tile.icons:
        return f"plain {shape}"
    return f"{shape} tile, " + ", ".join(ICON_WORDS[icon] for icon in tile.icons)
