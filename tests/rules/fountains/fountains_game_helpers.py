"""Helpers shared by the Fountains game-flow tests (not a test module)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.rules.fountains import (
    Draft,
    FountainsGame,
    GameOptions,
    Pawn,
)
from game.rules.fountains.basin import HOME, PAWNS
from game.rules.fountains.catalogue import tile_by_id
from game.rules.fountains.fountain import Fountain, PlaceReport
from game.rules.fountains.tiles import STACK_SHAPES, Placement, TileSpec


def space_of_shape(tile_id: str) -> int:
    """The ring space beside the stack of this tile's shape."""
    return STACK_SHAPES.index(tile_by_id(tile_id).shape) + 1


def put_on_top(game: FountainsGame, tile_id: str) -> int:
    """Move a dealt tile to the top of its stack; returns the space beside it."""
    space = space_of_shape(tile_id)
    stack = game.basin.stack(space)
    stack.remove(tile_id)
    stack.append(tile_id)
    return space


def set_pawns(game: FountainsGame, blue: int, white: int, green: int) -> None:
    game.basin.pawns = {Pawn.BLUE: blue, Pawn.WHITE: white, Pawn.GREEN: green}


def arrange_draft(game: FountainsGame, space: int) -> Draft:
    """Put the pawns so that a pawn not of ``space``'s colour can move onto it
    (no reward triggered) and return that draft."""
    pawn = next(p for p in PAWNS if HOME[p] != space)
    start = (space - 1) % 7
    rest = [s for s in range(7) if s not in (space, start)]
    spots = {pawn: start}
    for other in PAWNS:
        if other is not pawn:
            spots[other] = rest.pop(0)
    game.basin.pawns = spots
    return Draft(pawn, space)


def find_placement(
    fountain: Fountain,
    tile: TileSpec,
    wanted: Callable[[PlaceReport, Fountain], bool],
) -> Placement | None:
    """The first legal placement whose result satisfies ``wanted``."""
    for placement in fountain.legal_placements(tile):
        trial = fountain.clone()
        report = trial.place(tile, placement)
        if wanted(report, trial):
            return placement
    return None


def grow(fountain: Fountain, tiles: list[str], rng: random.Random) -> None:
    """Add these tiles to a fountain directly (test setup), at random legal spots."""
    for tile_id in tiles:
        tile = tile_by_id(tile_id)
        placements = fountain.legal_placements(tile)
        fountain.place(tile, rng.choice(placements))


def take_from_stacks(game: FountainsGame, count: int, skip: int = 0) -> list[str]:
    """Remove ``count`` tiles from the stacks (not the one beside ``skip``) for
    test setup, keeping them in play: the caller puts them in a fountain."""
    taken = []
    for space in range(1, 7):
        if space == skip:
            continue
        stack = game.basin.stack(space)
        while stack and len(taken) < count and len(stack) > 2:
            taken.append(stack.pop(0))
    return taken


def four_players(seed: int = 7, advanced: bool = False) -> FountainsGame:
    return FountainsGame.new(GameOptions(players=4, advanced=advanced, seed=seed))
