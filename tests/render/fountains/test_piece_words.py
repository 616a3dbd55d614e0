"""Tiles and tokens in a player's words, never their ids."""

from __future__ import annotations

import re

from game.render.fountains.piece_words import (
    name_pieces,
    piece_words,
    tile_caption,
    tile_words,
    token_words,
)
from game.rules.fountains.catalogue import BONUS_TOKENS, STARTING_TILES, TILES

IDS = re.compile(r"\b(?:start|square|long|ell|tee|star|octagon|bonus)-\d+\b")


def test_every_tile_and_token_has_words_without_its_id() -> None:
    for tile in (*STARTING_TILES, *TILES):
        words = tile_words(tile.id)
        assert words.startswith("the ") and words.count(" tile") == 1
        assert not IDS.search(words) and not IDS.search(tile_caption(tile.id))
    for token in BONUS_TOKENS:
        words = token_words(token.id)
        assert words.startswith("a ") and words.endswith(" token")
        assert not IDS.search(words)


def test_shapes_and_features_as_players_say_them() -> None:
    ell = next(t for t in TILES if t.shape.value == "ell" and t.icons)
    assert tile_words(ell.id).startswith("the L tile with a ")
    plain = next((t for t in TILES if not t.icons), None)
    if plain is not None:
        assert tile_words(plain.id).startswith("the plain ")
    coin = next(t for t in BONUS_TOKENS if [i.value for i in t.icons] == ["coin"])
    assert token_words(coin.id) == "a coin token"
    assert piece_words(coin.id) == "the coin token"


def test_rules_reasons_are_put_in_words() -> None:
    tile = TILES[0]
    text = f"Bo +5: 1 fed coin on {tile.id}; 1 fed coins on bonus token bonus-01"
    words = name_pieces(text)
    assert not IDS.search(words)
    assert tile_words(tile.id) in words and "the coin token" in words
    assert "1 fed coin on" in words and "1 fed coins" not in words
    assert name_pieces("against The Machine's 1 tiles") == (
        "against The Machine's 1 tile"
    )
    assert name_pieces("11 tiles") == "11 tiles"
