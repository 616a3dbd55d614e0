"""A prepared game of Fountains for a lesson: chosen fountains and a chosen
Basin, laid through the rules core (``Fountain.place`` checks every tile, the
Basin is the rules' own), so a lesson's table obeys every rule a real game does.

A :class:`Situation` names what it needs (starting tiles, tiles already laid,
where the pawns stand, the top tile of each stack, the face-up bonus tokens);
:func:`build_game` fills the rest of each stack with other tiles of its shape,
so the Basin looks and plays like a game in progress.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.rules.fountains.basin import (
    BONUS_SPACE,
    FACE_UP_SLOTS,
    HOME,
    PAWNS,
    RING_SIZE,
    Basin,
    Pawn,
)
from game.rules.fountains.catalogue import BONUS_TOKENS, TILES, tile_by_id
from game.rules.fountains.design_cards import DesignCard
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.rules.fountains.solo import Difficulty
from game.rules.fountains.tiles import STACK_SHAPES, Placement

STACK_HEIGHT = 5
"""Tiles in each stack of a lesson's Basin (unless a situation says otherwise)."""
YOU = 0
"""The player's seat in every lesson; seat 1 is the other player."""


@dataclass(frozen=True)
class Situation:
    """What a lesson's game looks like when it starts (the player to draft).

    ``laid`` lists, per seat, the tiles already in that fountain in the order
    they were laid (text placements such as ``"tee-08@1,-6r2"``). ``tops`` maps
    a ring space to the tile on top of the stack beside it; ``heights`` a
    space to how many tiles its stack holds (at least 1). ``first_seat`` is the
    seat that began each round (the game ends when play comes back to it).
    """

    starts: tuple[str, str] = ("start-1", "start-2")
    laid: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    pawns: Mapping[Pawn, int] = field(default_factory=lambda: dict(HOME))
    tops: Mapping[int, str] = field(default_factory=dict)
    heights: Mapping[int, int] = field(default_factory=dict)
    face_up: tuple[str, ...] = ()
    first_seat: int = YOU
    scores: tuple[int, int] = (0, 0)
    turns_taken: int = 0
    seed: int = 24
    #: the advanced game: the Fountain Design cards shown (their names)
    design: tuple[str, ...] = ()
    #: solo against The Machine: where its Gear Wheel stands and the tiles it
    #: has collected (the other player's fountain is then not used)
    solo: bool = False
    gear: int = BONUS_SPACE
    machine_tiles: tuple[str, ...] = ()


def _placement(text: str) -> Placement:
    tile_id, rest = text.split("@")
    where, rotation = rest.split("r")
    x, y = where.split(",")
    return Placement(tile_id, int(x), int(y), int(rotation))


def build_fountain(start: str, laid: tuple[str, ...]) -> Fountain:
    """A fountain from its starting tile and tiles laid in order (each checked:
    an illegal one raises ``IllegalPlacementError``)."""
    fountain = Fountain.new(tile_by_id(start))
    for text in laid:
        placement = _placement(text)
        fountain.place(tile_by_id(placement.tile_id), placement)
    return fountain


def _stacks(situation: Situation, used: set[str]) -> list[list[str]]:
    stacks = []
    for index, shape in enumerate(STACK_SHAPES):
        space = index + 1
        top = situation.tops.get(space)
        height = situation.heights.get(space, STACK_HEIGHT)
        others = [
            t.id for t in TILES if t.shape == shape and t.id not in used and t.id != top
        ]
        stack = others[: height - 1 if top else height]
        if top is not None:
            stack.append(top)  # listed bottom to top: the top is last
            used.add(top)
        used.update(stack)
        stacks.append(stack)
    return stacks


def build_basin(situation: Situation, used: set[str]) -> Basin:
    """The Basin: pawns where the situation puts them, its stack tops and its
    face-up tokens (the rest of the supply face down); in solo the Gear Wheel."""
    pawns = dict(situation.pawns)
    if sorted(pawns) != sorted(PAWNS) or len(set(pawns.values())) != len(PAWNS):
        raise ValueError(f"a lesson needs the three pawns on three spaces: {pawns}")
    if not all(0 <= space < RING_SIZE for space in pawns.values()):
        raise ValueError(f"a pawn is off the ring: {pawns}")
    chosen = list(situation.face_up)
    rest = [t.id for t in BONUS_TOKENS if t.id not in chosen]
    shown = [*chosen, *rest][:FACE_UP_SLOTS]
    pile = [t for t in rest if t not in shown]
    face_up: list[str | None] = list(shown)
    return Basin(
        pawns=pawns,
        stacks=_stacks(situation, used),
        face_up=face_up,
        pile=pile,
        gear=situation.gear if situation.solo else None,
    )


def build_game(situation: Situation) -> FountainsGame:
    """The game a lesson starts from, the player (seat 0) to draft: two
    players, or (``solo``) the player against The Machine on Easy."""
    if situation.solo:
        options = GameOptions(players=1, solo=Difficulty.EASY, seed=situation.seed)
        fountains = [build_fountain(situation.starts[0], situation.laid[0])]
    else:
        options = GameOptions(
            players=2, advanced=bool(situation.design), seed=situation.seed
        )
        fountains = [
            build_fountain(start, laid)
            for start, laid in zip(situation.starts, situation.laid, strict=True)
        ]
    used = {placed.tile.id for f in fountains for placed in f.placed}
    used.update(situation.machine_tiles)
    basin = build_basin(situation, used)
    taken = situation.turns_taken
    others_taken = taken + (1 if situation.first_seat != YOU else 0)
    return FountainsGame(
        options=options,
        basin=basin,
        fountains=fountains,
        machine_tiles=list(situation.machine_tiles),
        out_of_game=[],
        _scores=list(situation.scores),
        _score_log=[],
        turn=taken + others_taken + 1,
        turns_taken=[taken, others_taken],
        first_seat=situation.first_seat,
        turn_seat=YOU,
        phase=Phase.DRAFT,
        drafted=None,
        moved=None,
        design_cards=tuple(DesignCard(name) for name in situation.design),
        end_reason=None,
        machine_bonus_visits=0,
        actions=[],
    )
