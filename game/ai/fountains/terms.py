"""What a move changes, term by term: the numbers a bot weighs and explains.

A :class:`Terms` holds the raw change a candidate move makes (coins scored, fed
pools and pond weed gained, fish and lily points set up, design-card points,
the reward it triggers) and the value the bot gives it. Explanations are built
from these same numbers, so a sentence never says what the bot did not weigh.
A :class:`TrialJudge` works them out for the moves a bot tries on its fountain in
one turn (trials or copies), reading from each only what the move may have changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.ai.fountains.estimates import (
    FED_POOL_WEIGHT,
    FISH_WEIGHT,
    LEVEL_WEIGHT,
    LILY_WEIGHT,
    NO_REWARD,
    POND_WEED_WEIGHT,
    RewardFacts,
)
from game.ai.fountains.look_boards import shape_facts, tile_reach
from game.rules.fountains.design_cards import DesignCard, score_card
from game.rules.fountains.features import WaterWorth
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import FISH_ICONS, Icon
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.tiles import Cell, Placement, TileSpec

_WIDTH = 64
"""Width of :class:`TrialJudge`'s boards (one width: tiles as bits made once)."""

DESIGN_WEIGHT = 0.9
"""Worth of one design-card point as the fountain stands (cards pay at the end,
and the fountain may still change before then)."""


@dataclass(frozen=True, slots=True)
class Features:
    """A fountain's standing for rewards still to come."""

    fed_pools: int
    pond_weed: int
    fish: int  # fed fish points in the best colour
    lily: int  # best lily pad group
    design: int  # design-card points as it stands (advanced game)


def features(fountain: WaterWorth, cards: tuple[DesignCard, ...] = ()) -> Features:
    """The :class:`Features` of ``fountain`` (``cards``: the design cards in play,
    which read the tiles: then ``fountain`` must be a ``Fountain``, not a trial)."""
    fish = fountain.best_fish_points()
    design = 0
    if cards:
        assert isinstance(fountain, Fountain)
        design = sum(score_card(card, fountain) for card in cards)
    return Features(
        fountain.fed_pool_count(),
        fountain.pond_weed_count(),
        fish,
        fountain.lily_points(),
        design,
    )


class Terms(NamedTuple):
    """The change one candidate move makes, and its worth to the bot (a named
    tuple: immutable, and quick to make, as search makes thousands)."""

    value: float = 0.0
    coins: int = 0  # points scored for coins now
    pools: int = 0  # change in fed pools
    weed: int = 0  # change in pond weed
    fish: int = 0  # change in fish points (best colour)
    lily: int = 0  # change in lily pad points
    design: int = 0  # change in design-card points
    level: int = 0  # level the tile goes on (0: a token)
    reward: RewardFacts = NO_REWARD
    machine: float = 0.0  # solo: the player's margin from The Machine's next turn

    def plus(
        self,
        value: float,
        *,
        reward: RewardFacts | None = None,
        machine: float | None = None,
    ) -> Terms:
        """A copy with ``value`` added and ``reward`` or ``machine`` replaced."""
        return Terms(
            self.value + value,
            self.coins,
            self.pools,
            self.weed,
            self.fish,
            self.lily,
            self.design,
            self.level,
            self.reward if reward is None else reward,
            self.machine if machine is None else machine,
        )


class TrialJudge:
    """The terms of moves tried on one fountain this turn (trials or copies), against
    its features as it stands (``before``).

    :meth:`terms` reads every feature of the copy. :meth:`tile_terms` skips the
    fish and lily pad points when the tile cannot change them (the rulebook's
    water, Jets and Rewards): a tile that covers no fed pool's water leaves
    every fed pool fed, on its level, with its icons and its flows, and only
    pools that were unfed, or the tile's own, may become fed. So the fish
    points stay when the tile shows no fish and no unfed pool does; and the
    lily pad points stay when the tile shows no lily pad, no unfed pool does,
    and at most one group of fed pools holds lily pads (joining groups then
    never adds pads to one that has any). A tile covering a fed pool's water
    changes neither when the fountain shows no fish (or no lily pad) at all:
    covering only hides icons."""

    __slots__ = (
        "before",
        "future",
        "cards",
        "_fish_stays",
        "_lily_stays",
        "_fed_cells",
        "_fed",
        "_x0",
        "_y0",
    )

    def __init__(
        self,
        fountain: Fountain,
        before: Features,
        future: float,
        cards: tuple[DesignCard, ...],
    ) -> None:
        self.before = before
        self.future = future
        self.cards = cards
        fed_cells: list[Cell] = []
        unfed_fish = unfed_lily = False
        for pool in fountain.pools():
            if pool.fed:
                fed_cells.extend(pool.cells)
            elif pool.icons:
                unfed_fish = unfed_fish or not FISH_ICONS.isdisjoint(pool.icons)
                unfed_lily = unfed_lily or Icon.LILY in pool.icons
        self._fish_stays = not unfed_fish
        self._lily_stays = not unfed_lily and (
            sum(1 for points, _ in fountain.lily_groups() if points) <= 1
        )
        self._fed_cells = fed_cells
        self._fed = -1  # those cells as bits (made when first needed)
        self._x0 = self._y0 = 0

    def terms(self, trial: WaterWorth, coins: int, level: int) -> Terms:
        """What the move that made ``trial`` (scoring ``coins``, its tile on
        ``level``; 0: a token) changes, every feature read from ``trial`` (a
        ``Fountain`` when design cards are in play)."""
        after = features(trial, self.cards)
        return self._terms(trial, coins, level, after.fish, after.lily, after.design)

    def tile_terms(
        self,
        trial: WaterWorth,
        tile: TileSpec,
        placement: Placement,
        coins: int,
        level: int,
    ) -> Terms:
        """:meth:`terms` of ``trial``: the fountain with ``tile`` laid at
        ``placement`` (on ``level``, scoring ``coins``), reading from it only
        what the tile may change."""
        before = self.before
        shape = shape_facts(tile, placement.rotation)
        fish_stays = self._fish_stays and not shape.fish
        lily_stays = self._lily_stays and not shape.lily
        # covering a fed pool's water may hide or cut off fish and lily pads:
        # none when the fountain shows none (its points are 0, none unfed)
        if (fish_stays and before.fish) or (lily_stays and before.lily):
            if self.covers_fed(tile, placement):
                fish_stays = fish_stays and not before.fish
                lily_stays = lily_stays and not before.lily
        fish = before.fish if fish_stays else trial.best_fish_points()
        lily = before.lily if lily_stays else trial.lily_points()
        cards = self.cards
        design = 0
        if cards:  # the cards read the tiles: ``trial`` is a fountain then
            assert isinstance(trial, Fountain)
            design = sum(score_card(card, trial) for card in cards)
        return self._terms(trial, coins, level, fish, lily, design)

    def covers_fed(self, tile: TileSpec, placement: Placement) -> bool:
        """Whether ``tile`` laid at ``placement`` covers a fed pool's water."""
        fed = self._fed
        if fed < 0:
            fed = self._fed_board()
        if not fed:
            return False
        at = (placement.y - self._y0) * _WIDTH + placement.x - self._x0
        under = fed >> at if at >= 0 else fed << -at
        return bool(under & tile_reach(tile, placement.rotation, _WIDTH).cells)

    def _fed_board(self) -> int:
        """The fed pools' water as bits, bit (y - y0) * _WIDTH + x - x0 for (x, y):
        a tile's cell on one of them is on its bit (a cell past a row's end may
        land on another row's bit: then the terms are read in full, as ever)."""
        cells = self._fed_cells
        self._x0 = x0 = min((x for x, _ in cells), default=0)
        self._y0 = y0 = min((y for _, y in cells), default=0)
        base = y0 * _WIDTH + x0  # (pools hold distinct cells: a sum is their union)
        self._fed = fed = sum([1 << (y * _WIDTH + x - base) for x, y in cells])
        return fed

    def _terms(
        self,
        trial: WaterWorth,
        coins: int,
        level: int,
        fish: int,
        lily: int,
        design: int,
    ) -> Terms:
        before = self.before
        pools = trial.fed_pool_count() - before.fed_pools
        weed = trial.pond_weed_count() - before.pond_weed
        fish -= before.fish
        lily -= before.lily
        design -= before.design
        value = (
            COIN_POINTS * coins
            + FED_POOL_WEIGHT * pools
            - POND_WEED_WEIGHT * weed
            + self.future * (FISH_WEIGHT * fish + LILY_WEIGHT * lily)
            + DESIGN_WEIGHT * design
            + LEVEL_WEIGHT * level
        )
        return Terms(value, COIN_POINTS * coins, pools, weed, fish, lily, design, level)
