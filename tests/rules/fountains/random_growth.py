"""Seeded random growth of a fountain and its brute-force reference together:
tiles laid high, across pools and over jets and tokens, small hand-made cover
tiles that split pools, bonus tokens (many with jets) on slots, icons and other
tokens; every report the fountain gives is checked against the reference's.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from game.rules.fountains.catalogue import BONUS_TOKENS, STARTING_TILES, TILES
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import Icon
from game.rules.fountains.tiles import BonusToken, Cell, Placement, Shape, TileSpec
from tests.rules.fountains.reference import EXTRA_TOKENS, Seen
from tests.rules.fountains.reference_fountain import ReferenceFountain, cells_at

COVER_ROWS: tuple[tuple[str, ...], ...] = (
    ("####",),
    ("#####",),
    ("######",),
    ("#~~~#",),
    ("##", "##"),
    ("#~#", "###"),
    ("###", "#o#", "###"),
    ("#J#",),
    ("#L~#",),
    ("##", "#~", "##"),
)
"""Small tiles that lie across pools, split them and cover jets and tokens."""


def cover_tiles(prefix: str, count: int) -> list[TileSpec]:
    """``count`` small hand-made tiles, each with its own id."""
    return [
        TileSpec.from_rows(
            f"{prefix}-{n:02d}", Shape.SQUARE, COVER_ROWS[n % len(COVER_ROWS)]
        )
        for n in range(count)
    ]


def pick_placement(
    rng: random.Random,
    ref: ReferenceFountain,
    tile: TileSpec,
    legal: list[Placement],
    high: float = 0.3,
) -> Placement:
    """One of ``legal``: one on the highest level (chance ``high``), else often
    one covering a jet or a token, or one covering visible water (so pools
    split and lose their jets)."""
    roll = rng.random()
    if roll < high:
        heights = ref.heights()
        level = {p: max(heights.get(c, 0) for c in cells_at(tile, p)) for p in legal}
        top = max(level.values())
        return rng.choice([p for p in legal if level[p] == top])
    if roll < high + 0.45:
        picture = ref.picture()
        jets = [p for p in legal if _covers(picture, tile, p, _is_jet_or_token)]
        wet = [p for p in legal if _covers(picture, tile, p, _is_water)]
        if roll < high + 0.2 and jets:
            return rng.choice(jets)
        if wet:
            return rng.choice(wet)
    return rng.choice(legal)


def _is_jet_or_token(seen: Seen) -> bool:
    return seen.token is not None or seen.spec.icon is Icon.JET


def _is_water(seen: Seen) -> bool:
    return seen.spec.is_water


def _covers(
    picture: Mapping[Cell, Seen],
    tile: TileSpec,
    placement: Placement,
    wanted: Callable[[Seen], bool],
) -> bool:
    return any(
        cell in picture and wanted(picture[cell]) for cell in cells_at(tile, placement)
    )


def pick_token_cell(rng: random.Random, ref: ReferenceFountain) -> Cell | None:
    """A visible slot or icon cell, often one holding a jet or a token."""
    cells = ref.token_cells()
    if not cells:
        return None
    picture = ref.picture()
    busy = [c for c in cells if _is_jet_or_token(picture[c])]
    if busy and rng.random() < 0.4:
        return rng.choice(busy)
    return rng.choice(cells)


def random_step(
    rng: random.Random,
    fountain: Fountain,
    ref: ReferenceFountain,
    tiles: list[TileSpec],
    tokens: list[BonusToken],
    token_chance: float = 0.3,
    *,
    unasked: bool = False,
    high: float = 0.3,
) -> str:
    """One random legal change made to both ``fountain`` and ``ref`` (the next
    of ``tiles`` or ``tokens``, each used once); the fountain's report must
    match the reference's. Returns what was done, for failure messages.

    ``unasked``: the legal placements come from a copy with its caches
    dropped, so the fountain's own placement boards fall behind; ``high``:
    the chance of laying the tile as high as it goes."""
    if tokens and rng.random() < token_chance:
        cell = pick_token_cell(rng, ref)
        if cell is not None:
            token = tokens.pop()
            report = fountain.place_token(token, cell)
            want = ref.lay_token(token, cell)
            got = (report.level, report.coins_scored, report.removed_tokens)
            assert got == tuple(want), (token.id, cell, got, want)
            return f"token {token.id}@{cell}"
    while tiles:
        tile = tiles.pop()
        if unasked:
            cold = fountain.clone()
            cold.search().forget_caches()
            legal = cold.legal_placements(tile)
        else:
            legal = fountain.legal_placements(tile)
        if not legal:
            continue
        placement = pick_placement(rng, ref, tile, legal, high)
        report = fountain.place(tile, placement)
        want = ref.lay(tile, placement)
        got = (report.level, report.coins_scored, report.removed_tokens)
        assert got == tuple(want), (placement, got, want)
        return f"place {placement}"
    return "nothing left to lay"


@dataclass
class Growth:
    """A fountain and its reference grown together by seeded random steps,
    with the tiles and tokens left to lay (the last of each comes next)."""

    rng: random.Random
    fountain: Fountain
    ref: ReferenceFountain
    tiles: list[TileSpec]
    tokens: list[BonusToken]
    history: list[str] = field(default_factory=list)

    @classmethod
    def seeded(cls, seed: int, covers: int = 30) -> Growth:
        """A starting tile, the catalogue and ``covers`` cover tiles, the
        catalogue's and the extra tokens, all shuffled by ``seed``."""
        rng = random.Random(seed)
        start = STARTING_TILES[seed % len(STARTING_TILES)]
        tiles = [*TILES, *cover_tiles("cover", covers)]
        tokens = [*BONUS_TOKENS, *EXTRA_TOKENS]
        rng.shuffle(tiles)
        rng.shuffle(tokens)
        return cls(rng, Fountain.new(start), ReferenceFountain(start), tiles, tokens)

    def step(
        self, token_chance: float = 0.3, *, unasked: bool = False, high: float = 0.3
    ) -> str:
        """One :func:`random_step`; returns (and keeps) what was done."""
        what = random_step(
            self.rng,
            self.fountain,
            self.ref,
            self.tiles,
            self.tokens,
            token_chance,
            unasked=unasked,
            high=high,
        )
        self.history.append(what)
        return what

    def grown(self, steps: int, token_chance: float = 0.3) -> Growth:
        for _ in range(steps):
            self.step(token_chance)
        return self

    def clone(self) -> Growth:
        """The fountain cloned, the reference and supplies copied (the
        generator shared)."""
        return Growth(
            self.rng,
            self.fountain.clone(),
            self.ref.copy(),
            list(self.tiles),
            list(self.tokens),
            [*self.history, "cloned"],
        )
