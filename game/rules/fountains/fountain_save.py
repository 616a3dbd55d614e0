"""Saving and loading a Fountain as JSON (versioned; every tile is re-checked)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.errors import CorruptStateError
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.fountain import SAVE_VERSION, Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import BonusToken, Cell, Placement, Shape, TileSpec

#: Bounds checked before a fountain is built: a game has 72 tiles and 26 tokens.
MAX_TILES = 100
MAX_TOKENS = 40


def fountain_to_json(fountain: Fountain) -> dict[str, Any]:
    """The fountain as a JSON-ready dict (see ``Fountain.to_json``)."""
    custom_tiles: dict[str, Any] = {}
    placed_tiles = fountain.placed
    laid_tokens = fountain.laid_tokens
    for placed in placed_tiles:
        if tile_by_id_or_none(placed.tile.id) != placed.tile:
            custom_tiles[placed.tile.id] = {
                "shape": placed.tile.shape.value,
                "rows": placed.tile.to_rows(),
            }
    custom_tokens: dict[str, Any] = {}
    for token in laid_tokens.values():
        if token_by_id_or_none(token.id) != token:
            custom_tokens[token.id] = [icon.value for icon in token.icons]
    data: dict[str, Any] = {
        "version": SAVE_VERSION,
        "tiles": [
            {"placement": str(p.placement), "level": p.level} for p in placed_tiles
        ],
        "tokens": [
            {"cell": [x, y], "token": token.id}
            for (x, y), token in sorted(laid_tokens.items(), key=_token_order)
        ],
        "removed_tokens": list(fountain.removed_tokens),
    }
    if custom_tiles:
        data["custom_tiles"] = custom_tiles
    if custom_tokens:
        data["custom_tokens"] = custom_tokens
    return data


def fountain_from_json(data: Mapping[str, Any]) -> Fountain:
    """Rebuild a fountain (see ``Fountain.from_json``)."""
    try:
        return _rebuild(data)
    except CorruptStateError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as exc:
        raise CorruptStateError(f"fountain save is malformed: {exc}") from exc


def _rebuild(data: Mapping[str, Any]) -> Fountain:
    if not isinstance(data, Mapping):
        raise CorruptStateError("fountain save is not an object")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise CorruptStateError(
            f"fountain save version {version!r} is not supported (expected "
            f"{SAVE_VERSION})"
        )
    custom_tiles = {
        tile_id: TileSpec.from_rows(tile_id, Shape(spec["shape"]), spec["rows"])
        for tile_id, spec in dict(data.get("custom_tiles", {})).items()
    }
    custom_tokens = {
        token_id: BonusToken(token_id, tuple(Icon(icon) for icon in icons))
        for token_id, icons in dict(data.get("custom_tokens", {})).items()
    }

    def tile(tile_id: str) -> TileSpec:
        if tile_id in custom_tiles:
            return custom_tiles[tile_id]
        found = tile_by_id_or_none(tile_id)
        if found is None:
            raise CorruptStateError(f"fountain save names unknown tile {tile_id!r}")
        return found

    entries = _bounded(data["tiles"], "tiles", MAX_TILES)
    _bounded(data.get("tokens", []), "tokens", MAX_TOKENS)
    _bounded(data.get("removed_tokens", []), "removed_tokens", MAX_TOKENS)
    if not entries:
        raise CorruptStateError("fountain save has no tiles")
    removed = [str(t) for t in data.get("removed_tokens", [])]
    fountain: Fountain | None = None
    for number, entry in enumerate(entries, start=1):
        placement = Placement.from_str(str(entry["placement"]))
        spec = tile(placement.tile_id)
        if fountain is None:
            if (placement.x, placement.y, placement.rotation) != (0, 0, 0):
                raise CorruptStateError(
                    f"fountain save: first tile must be at 0,0 rotation 0, not "
                    f"{placement}"
                )
            fountain = Fountain.new(spec, removed)
            level = 1
        else:
            reason = fountain.placement_error(spec, placement)
            if reason is not None:
                raise CorruptStateError(
                    f"fountain save: tile {number} ({placement}) is illegal: {reason}"
                )
            level = fountain.place(spec, placement).level
        if level != _whole(entry["level"], "a tile's level"):
            raise CorruptStateError(
                f"fountain save: tile {number} ({placement}) is on level "
                f"{level}, not {entry['level']}"
            )
    assert fountain is not None
    for entry in data.get("tokens", []):
        token_id = str(entry["token"])
        token = custom_tokens.get(token_id) or token_by_id_or_none(token_id)
        if token is None:
            raise CorruptStateError(f"fountain save names unknown token {token_id!r}")
        x, y = (_whole(v, "a token cell") for v in entry["cell"])
        if (x, y) not in set(fountain.token_cells()) or (x, y) in fountain.tokens:
            raise CorruptStateError(
                f"fountain save: token {token_id} cannot be on cell ({x},{y})"
            )
        if token_id in removed or token_id in fountain.tokens.values():
            raise CorruptStateError(f"fountain save: token {token_id} is used twice")
        fountain.place_token(token, (x, y))
    return fountain


def _bounded(value: object, what: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"fountain save: {what} must be a list")
    if len(value) > most:
        raise CorruptStateError(
            f"fountain save lists {len(value)} {what} (at most {most})"
        )
    return value


def _whole(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{what} must be a whole number, not {value!r}")
    return value


def tile_by_id_or_none(tile_id: str) -> TileSpec | None:
    try:
        return tile_by_id(tile_id)
    except KeyError:
        return None


def token_by_id_or_none(token_id: str) -> BonusToken | None:
    try:
        return token_by_id(token_id)
    except KeyError:
        return None


def _token_order(item: tuple[Cell, BonusToken]) -> tuple[int, int]:
    return (item[0][1], item[0][0])
