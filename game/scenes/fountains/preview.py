"""What a tile (or token) would do if put here: worked out on a clone of the
fountain, never by re-checking rules in the view.

The preview tells the player the coins it scores now, and how the next pools,
fish and lily pad rewards would change, plus how the water would run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.render.fountains.fountain_view import WaterState
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.icons import FishColour
from game.rules.fountains.tiles import Placement, TileSpec

COIN_POINTS = 5

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Tally:
    """The numbers a reward would read from a fountain."""

    pools: int
    lily: int
    fish: tuple[int, int, int]  # red, black, white (wild counted in each)
    weed: int

    @classmethod
    def of(cls, fountain: Any) -> Tally:
        return cls(
            pools=fountain.fed_pool_count(),
            lily=fountain.lily_points(),
            fish=tuple(fountain.fish_points(c) for c in FishColour),  # type: ignore[arg-type]
            weed=fountain.pond_weed_count(),
        )


@dataclass(slots=True)
class PlacementPreview:
    """A legal placement tried on a clone."""

    level: int
    coins: int
    before: Tally
    after: Tally
    water: WaterState
    new_cells: frozenset[Cell]
    lost_cells: frozenset[Cell] = field(default_factory=frozenset)
    removed_tokens: tuple[str, ...] = ()

    @property
    def coin_points(self) -> int:
        return self.coins * COIN_POINTS

    def lines(self) -> list[str]:
        """The preview in words, one short line each."""
        return [words for words, _tone in self.rows()]

    def rows(self) -> list[tuple[str, str]]:
        """The preview line by line with its tone: ``"gain"`` (scores more),
        ``"loss"`` (scores less), ``"same"``."""
        b, a = self.before, self.after
        out = []
        out.append(
            (
                f"Now: +{self.coin_points} points "
                f"({self.coins} fed coin{'s' * (self.coins != 1)})",
                "gain",
            )
            if self.coins
            else ("Now: no coins", "same")
        )
        out.append((f"Fed pools {_change(b.pools, a.pools)}", _tone(b.pools, a.pools)))
        out.append((f"Lily pads {_change(b.lily, a.lily)}", _tone(b.lily, a.lily)))
        names = ("red", "black", "white")
        fish = ", ".join(
            f"{n} {_change(x, y)}"
            for n, x, y in zip(names, b.fish, a.fish, strict=True)
        )
        gained = sum(a.fish) - sum(b.fish)
        out.append((f"Fish {fish}", _tone(0, gained) if gained else "same"))
        if a.weed != b.weed:
            out.append((f"Pond weed {_change(b.weed, a.weed)}", _tone(a.weed, b.weed)))
        if self.removed_tokens:
            count = len(self.removed_tokens)
            out.append(
                (f"Covers {count} bonus token{'s' * (count != 1)} (lost)", "loss")
            )
        return out


def _change(before: int, after: int) -> str:
    return f"{before} -> {after}" if before != after else f"{after}"


def _tone(before: int, after: int) -> str:
    if after > before:
        return "gain"
    return "loss" if after < before else "same"


def fed_cells(fountain: Any) -> frozenset[Cell]:
    """Every visible water cell of a fed pool."""
    return frozenset(
        cell for pool in fountain.water().pools if pool.fed for cell in pool.cells
    )


def preview_tile(
    fountain: Any,
    tile: TileSpec,
    placement: Placement,
    before: tuple[Tally, frozenset[Cell]] | None = None,
) -> PlacementPreview:
    """Place ``tile`` on a clone of ``fountain`` and report what changed.

    ``before`` (the fountain's tally and fed cells, as ``before_placing`` gives)
    may be passed in when many placements on one fountain are previewed."""
    tally, fed_before = before or before_placing(fountain)
    trial = fountain.clone()
    report = trial.place(tile, placement)
    water = WaterState.of(trial, weed=False)
    fed_after = {cell for cell, fed in water.fed.items() if fed}
    new_cells = frozenset(
        (x + placement.x, y + placement.y)
        for x, y in tile.rotation(placement.rotation).cells
    )
    return PlacementPreview(
        level=report.level,
        coins=report.coins_scored,
        before=tally,
        after=Tally.of(trial),
        water=water,
        new_cells=new_cells,
        lost_cells=frozenset(c for c in fed_before - fed_after if c in water.fed),
        removed_tokens=tuple(report.removed_tokens),
    )


def before_placing(fountain: Any) -> tuple[Tally, frozenset[Cell]]:
    return Tally.of(fountain), fed_cells(fountain)


def preview_token(fountain: Any, token_id: str, cell: Cell) -> PlacementPreview:
    """Put bonus token ``token_id`` on ``cell`` of a clone and report what changed
    (a token covering a jet can leave pools still: those are ``lost_cells``)."""
    before, fed_before = before_placing(fountain)
    trial = fountain.clone()
    report = trial.place_token(token_by_id(token_id), cell)
    water = WaterState.of(trial, weed=False)
    fed_after = {where for where, fed in water.fed.items() if fed}
    return PlacementPreview(
        level=report.level,
        coins=report.coins_scored,
        before=before,
        after=Tally.of(trial),
        water=water,
        new_cells=frozenset({cell}),
        lost_cells=frozenset(c for c in fed_before - fed_after if c in water.fed),
        removed_tokens=tuple(report.removed_tokens),
    )
