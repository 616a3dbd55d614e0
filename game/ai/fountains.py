"""Computer seats for Fountains: a random player and a greedy one.

Both only read the game and return one of ``game.legal_actions()`` (or an action
the game says is legal); neither re-implements a rule. ``GreedyBot`` looks one
step ahead: it tries placements on a copy of its own fountain and counts the
points they bring now, plus a cheap guess at what they set up (fed pools, pond
weed). Drafts are judged without trying placements, to stay fast.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.fountains.actions import (
    Action,
    ChooseFish,
    Draft,
    Place,
    PlaceToken,
    Swap,
)
from game.rules.fountains.basin import BONUS_SPACE, Pawn, matching_pawn
from game.rules.fountains.catalogue import tile_by_id, token_by_id
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.icons import FishColour, Icon
from game.rules.fountains.phases import Phase
from game.rules.fountains.rewards import (
    COIN_POINTS,
    Award,
    fish_awards,
    lily_awards,
    pool_awards,
)
from game.rules.fountains.solo import (
    machine_fish_award,
    machine_lily_award,
    solo_pool_awards,
)

MAX_PLACEMENTS_TRIED = 48
"""GreedyBot tries at most this many placements (a seeded sample beyond that)."""

FED_POOL_WEIGHT = 1.5
POND_WEED_WEIGHT = 1.5
LEVEL_WEIGHT = 0.5
JET_COVER_PENALTY = 8.0
ICON_GUESS: dict[Icon, float] = {
    Icon.JET: 1.5,
    Icon.COIN: 3.5,
    Icon.LILY: 1.0,
    Icon.FISH_RED: 0.8,
    Icon.FISH_BLACK: 0.8,
    Icon.FISH_WHITE: 0.8,
    Icon.FISH_WILD: 1.5,
}
"""Rough worth of an icon not yet in a fountain: coins usually land fed."""


class RandomBot:
    """Plays any legal action, chosen by its own seeded random generator."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: FountainsGame) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to choose")
        return self.rng.choice(actions)


class GreedyBot:
    """Picks the action with the best immediate points, with a cheap look ahead."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: FountainsGame) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is nothing to choose")
        phase = game.phase
        if phase is Phase.DRAFT and isinstance(actions[0], Draft):
            return self._best(actions, lambda a: self._draft_value(game, a))
        if phase is Phase.PLACE and isinstance(actions[0], Place):
            return self._choose_placement(game, actions)
        if phase is Phase.TOKEN and isinstance(actions[0], PlaceToken):
            fountain = game.fountains[game.turn_seat]
            fed = _fed_levels(fountain)
            return self._best(actions, lambda a: _token_value(fountain, fed, a))
        if phase is Phase.FISH:
            return self._best(actions, lambda a: _fish_value(game, a))
        if phase is Phase.SWAP:
            return Swap(())
        return actions[0]

    def _best(self, actions: Sequence[Action], value: object) -> Action:
        assert callable(value)
        scored = [(value(action), self.rng.random(), action) for action in actions]
        return max(scored, key=lambda item: (item[0], item[1]))[2]

    def _choose_placement(self, game: FountainsGame, actions: list[Action]) -> Action:
        tried = actions
        if len(tried) > MAX_PLACEMENTS_TRIED:
            tried = self.rng.sample(actions, MAX_PLACEMENTS_TRIED)
        fountain = game.fountains[game.turn_seat]
        before_fed = fountain.fed_pool_count()
        before_weed = fountain.pond_weed_count()
        tile = tile_by_id(game.drafted or "")

        def value(action: Action) -> float:
            assert isinstance(action, Place)
            trial = fountain.clone()
            report = trial.place(tile, action.placement)
            return (
                COIN_POINTS * report.coins_scored
                + FED_POOL_WEIGHT * (trial.fed_pool_count() - before_fed)
                - POND_WEED_WEIGHT * (trial.pond_weed_count() - before_weed)
                + LEVEL_WEIGHT * report.level
            )

        return self._best(tried, value)

    def _draft_value(self, game: FountainsGame, action: Action) -> float:
        assert isinstance(action, Draft)
        value = _trigger_value(game, action.pawn, action.space)
        if action.space == BONUS_SPACE:
            tokens = game.basin.tokens_face_up()
            value += max(
                sum(ICON_GUESS[i] for i in token_by_id(t).icons) for t in tokens
            )
        else:
            top = game.basin.top_tile(action.space)
            assert top is not None
            value += sum(ICON_GUESS[i] for i in tile_by_id(top).icons)
        return value


def _margin(game: FountainsGame, awards: Sequence[Award]) -> float:
    """My points from ``awards`` less the best points of anyone else."""
    me = game.turn_seat
    mine = sum(a.points for a in awards if a.seat == me)
    others = [0] * game.seats
    for award in awards:
        if award.seat != me:
            others[award.seat] += award.points
    del others[me]
    return mine - (max(others) if others else 0)


def _trigger_value(game: FountainsGame, pawn: Pawn, space: int) -> float:
    if matching_pawn(space) is not pawn:
        return 0.0
    values = game.machine_values
    fountains = game.fountains
    when = "estimate"
    if pawn is Pawn.BLUE:
        if values is None:
            return _margin(game, pool_awards(fountains, when))
        awards = solo_pool_awards(fountains[0], game.machine_tiles, values, when)
        return _margin(game, awards)
    if pawn is Pawn.GREEN:
        awards = lily_awards(fountains, when)
        if values is not None:
            awards.append(machine_lily_award(game.machine_tiles, values, when))
        return _margin(game, awards)
    return max(_fish_value(game, ChooseFish(colour)) for colour in FishColour)


def _fish_value(game: FountainsGame, action: Action) -> float:
    assert isinstance(action, ChooseFish)
    awards = fish_awards(game.fountains, action.colour, "estimate")
    values = game.machine_values
    if values is not None:
        awards.append(
            machine_fish_award(game.machine_tiles, action.colour, values, "estimate")
        )
    return _margin(game, awards)


def _fed_levels(fountain: Fountain) -> dict[tuple[int, int], int]:
    """Level of the fed pool each visible water cell belongs to (0 if unfed)."""
    levels: dict[tuple[int, int], int] = {}
    for pool in fountain.pools():
        for cell in pool.cells:
            levels[cell] = pool.level if pool.fed else 0
    return levels


def _token_value(
    fountain: Fountain, fed: dict[tuple[int, int], int], action: Action
) -> float:
    assert isinstance(action, PlaceToken)
    level = fed.get(action.cell, 0)
    token = token_by_id(action.token_id)
    value = 0.0
    for icon in token.icons:
        if icon is Icon.COIN:
            value += COIN_POINTS if level else 0
        else:
            value += ICON_GUESS[icon] * max(level, 0.3)
    for covered in _covered_icons(fountain, action.cell):
        if covered is Icon.JET:
            value -= JET_COVER_PENALTY  # the pool (and those it feeds) may dry up
        elif covered is not Icon.COIN:  # a coin has already paid
            value -= ICON_GUESS[covered] * max(level, 0.3)
    return value


def _covered_icons(fountain: Fountain, cell: tuple[int, int]) -> tuple[Icon, ...]:
    """The icons a token on ``cell`` would hide (an earlier token's, or the tile's)."""
    token = fountain.tokens.get(cell)
    if token is not None:
        return token_by_id(token).icons
    spec = fountain.cell(*cell)
    if spec is None or spec.icon is None:
        return ()
    return (spec.icon,)
