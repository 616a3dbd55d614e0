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

from game.ai.fountains.estimates import NO_REWARD, RewardFacts
from game.ai.fountains.parameters import (
    DESIGN_WEIGHT,
    FED_POOL_WEIGHT,
    FISH_WEIGHT,
    LEVEL_WEIGHT,
    LILY_WEIGHT,
    POND_WEED_WEIGHT,
)
from game.ai.fountains.shape_facts import shape_facts
from game.rules.fountains.design_cards import DesignCard, score_card
from game.rules.fountains.features import WaterWorth
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.icons import FISH_ICONS, FishColour, Icon
from game.rules.fountains.rewards import COIN_POINTS
from game.rules.fountains.search.view import TrialLay
from game.rules.fountains.tiles import Cell, Placement, TileSpec


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
        worth, coins, pools, weed, fish, lily, design, level, had, machine_had = self
        return _new_terms(
            Terms,
            (
                worth + value,
                coins,
                pools,
                weed,
                fish,
                lily,
                design,
                level,
                had if reward is None else reward,
                machine_had if machine is None else machine,
            ),
        )


_LILY = Icon.LILY
_WILD = Icon.FISH_WILD
_COLOURS: tuple[FishColour, ...] = tuple(FishColour)
_new_terms = tuple.__new__
"""``_new_terms(Terms, fields)`` is ``Terms(*fields)`` (every field given),
made without the named tuple's own ``__new__`` (search makes thousands)."""


class TrialJudge:
    """The terms of moves tried on one fountain this turn (trials or copies), against
    its features as it stands (``before``).

    :meth:`terms` reads every feature of the copy. :meth:`tile_terms` skips the
    fish and lily pad points when the tile cannot change them, on the theorems
    stated in ``game/rules/fountains/water_rule.py`` (and pinned by
    ``tests/rules/fountains/test_water_theorems.py``): by *covering no fed water
    keeps the fed fed*, a tile that covers no fed pool's water and leaves as
    many pools fed as before leaves the very same fed, and both points stay
    whatever the tile shows. Else, by *covering only hides*, the fish points
    stay when the tile shows no fish and no unfed pool does; and the lily pad
    points stay when the tile shows no lily pad, no unfed pool does, and at
    most one group of fed pools holds lily pads (joining groups then never adds
    pads to one that has any); and a tile covering a fed pool's water changes
    neither when the fountain shows no fish (or no lily pad) at all.
    :meth:`token_terms` rests on *a token changes one pool*."""

    __slots__ = (
        "before",
        "future",
        "cards",
        "_fountain",
        "_fish_stays",
        "_lily_stays",
        "_fed",
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
        self._fountain = fountain
        fed: set[Cell] = set()  # the fed pools' water
        unfed_fish = unfed_lily = False
        lily_fed = 0  # fed pools showing a lily pad
        lily = Icon.LILY
        for pool in fountain.water().pools:
            icons = pool.icons
            if pool.fed:
                fed.update(pool.cells)
                lily_fed += lily in icons
            elif icons:
                unfed_fish = unfed_fish or not FISH_ICONS.isdisjoint(icons)
                unfed_lily = unfed_lily or lily in icons
        self._fish_stays = not unfed_fish
        # a group worth lily pad points holds a fed pool showing a lily pad: with
        # at most one such pool, at most one group is worth any
        self._lily_stays = not unfed_lily and (
            lily_fed <= 1
            or sum(1 for points, _ in fountain.lily_groups() if points) <= 1
        )
        self._fed = fed

    def terms(self, trial: WaterWorth, coins: int, level: int) -> Terms:
        """What the move that made ``trial`` (scoring ``coins``, its tile on
        ``level``; 0: a token) changes, every feature read from ``trial`` (a
        ``Fountain`` when design cards are in play)."""
        after = features(trial, self.cards)
        return self._terms(
            coins,
            level,
            after.fed_pools,
            after.pond_weed,
            after.fish,
            after.lily,
            after.design,
        )

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
        fed = trial.fed_pool_count()
        fish, lily = before.fish, before.lily
        covers: bool | None = None  # (worked out when first needed)
        if fed == before.fed_pools:
            # a tile on the table (level 1) covers nothing; covering no fed
            # water, the same pools are fed (covering no fed water keeps the fed fed)
            covers = level > 1 and self.covers_fed(tile, placement)
        if fed != before.fed_pools or covers:
            shape = shape_facts(tile, placement.rotation)
            fish_stays = self._fish_stays and not shape.fish
            lily_stays = self._lily_stays and not shape.lily
            # covering a fed pool's water may hide or cut off fish and lily
            # pads: none when the fountain shows none, its points 0 (covering
            # only hides)
            if (fish_stays and fish) or (lily_stays and lily):
                if covers is None:
                    covers = level > 1 and self.covers_fed(tile, placement)
                if covers:
                    fish_stays = fish_stays and not fish
                    lily_stays = lily_stays and not lily
            if not fish_stays:
                fish = trial.best_fish_points()
            if not lily_stays:
                lily = trial.lily_points()
        cards = self.cards
        design = 0
        if cards:  # the cards read the tiles: ``trial`` is a fountain then
            assert isinstance(trial, Fountain)
            design = sum(score_card(card, trial) for card in cards)
        weed = trial.pond_weed_count()
        return self._terms(coins, level, fed, weed, fish, lily, design)

    def token_terms(self, trial: TrialLay, cell: Cell, coins: int) -> Terms:
        """:meth:`terms` of ``trial``: the fountain with a bonus token on
        ``cell`` (scoring ``coins``), without the design cards, reading from it
        only what the token may change. The token shows its icons instead of
        the cell's, in one pool: when as many pools are fed as before, the very
        same are (only a jet gained or lost changes which), and only that
        pool's icons changed. Its lily pads count then for the lily pad points
        only if their number changed; its fish change the fish points of each
        colour by its level for each fish of that colour or wild gained (less
        those lost)."""
        before = self.before
        fed = trial.fed_pool_count()
        weed = trial.pond_weed_count()
        # as many fed: the same pools, and only this one's icons changed (a
        # token changes one pool)
        pool = self._fountain.pool_at(cell)
        if fed != before.fed_pools or pool is None:
            return self._terms(
                coins, 0, fed, weed, trial.best_fish_points(), trial.lily_points(), 0
            )
        fish, lily = before.fish, before.lily
        if pool.fed:
            old, new = pool.icons, trial.pool_icons_at(cell)
            if old.count(_LILY) != new.count(_LILY):
                lily = trial.lily_points()
            if not (FISH_ICONS.isdisjoint(old) and FISH_ICONS.isdisjoint(new)):
                level = pool.level
                wild = new.count(_WILD) - old.count(_WILD)
                points = self._fountain.fish_points_by_colour()
                fish = max(
                    points[colour]
                    + level * (new.count(colour.icon) - old.count(colour.icon) + wild)
                    for colour in _COLOURS
                )
        return self._terms(coins, 0, fed, weed, fish, lily, 0)

    def covers_fed(self, tile: TileSpec, placement: Placement) -> bool:
        """Whether ``tile`` laid at ``placement`` covers a fed pool's water."""
        fed = self._fed
        if not fed:
            return False
        _, x, y, rotation = placement
        for dx, dy in tile.rotation(rotation).all_cells:
            if (x + dx, y + dy) in fed:
                return True
        return False

    def _terms(
        self,
        coins: int,
        level: int,
        fed: int,
        weed: int,
        fish: int,
        lily: int,
        design: int,
    ) -> Terms:
        """The terms of a move scoring ``coins`` (its tile on ``level``; 0: a
        token) after which the fountain has ``fed`` fed pools, ``weed`` pond
        weed and those points."""
        before = self.before
        pools = fed - before.fed_pools
        weed -= before.pond_weed
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
        return _new_terms(
            Terms,
            (
                value,
                COIN_POINTS * coins,
                pools,
                weed,
                fish,
                lily,
                design,
                level,
                NO_REWARD,
                0.0,
            ),
        )
