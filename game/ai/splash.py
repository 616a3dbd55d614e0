"""A computer seat for Kids' Splash, and a headless game driver for autoplay.

The bot plays like a keen child: it Splashes when the die promises several
throws and many droplets in the pond would fit its board, otherwise it takes
a Free Pick of the colour that is running out; it drops the pebble onto the
thickest part of the pile, or (advanced) tosses it hard at the pile; in the
cooperative variant it gives leftovers to whoever has the fewest droplets.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.levels import Level
from game.physics import aim, tuning
from game.physics.events import DropletState
from game.physics.pond import Pond
from game.rules.splash import (
    STRENGTH_MAX,
    Action,
    ChooseSplash,
    Drop,
    EndTurn,
    FreePick,
    Give,
    Phase,
    SplashGame,
    SplashOptions,
    Throw,
    Toss,
)

#: Droplets a throw splashes out on average, measured in two-bot games on every
#: level (docs/rules/splash.md, "Balance"): about 1.2-1.9 either way.
EXPECTED_OUT = {"drop": 1.8, "toss": 2.0}


@dataclass(frozen=True, slots=True)
class ThrowPlan:
    """What a seat wants to do with the pebble, before the pond answers."""

    kind: str  # "drop" or "toss"
    x: float = 0.0
    angle: float = 0.0
    strength: float = STRENGTH_MAX

    def start(self, pond: Pond) -> None:
        if self.kind == "drop":
            pond.drop(self.x)
        else:
            pond.toss(self.angle, self.strength)

    def to_action(self, out: Sequence[int]) -> Throw:
        if self.kind == "drop":
            return Drop(self.x, out)
        return Toss(self.angle, self.strength, out)


class SplashBot:
    """A seeded computer seat. ``choose`` works in every phase but the throw
    phase, where `plan_throw` says what to do and the pond says what came out
    (or `throw` does both headless)."""

    def __init__(
        self, seed: int = 0, boldness: float = 1.0, rim_bias: float = 0.5
    ) -> None:
        self.rim_bias = rim_bias
        self.rng = random.Random(f"splash-bot:{seed}")
        self.boldness = boldness

    # ----------------------------------------------------------- decisions
    def choose(self, game: SplashGame) -> Action:
        if game.phase is Phase.THROW:
            raise ValueError("in the throw phase, use plan_throw (or throw)")
        legal = game.legal_actions()
        if game.phase is Phase.CHOOSE:
            return self._choose_pick_or_splash(game, legal)
        if game.phase is Phase.SHARE:
            return self._share(game, legal)
        return legal[0]

    def _useful_share(self, game: SplashGame) -> float:
        board = game.boards[game.current_seat]
        useful = sum(1 for d in game.pond if board.can_take(d))
        return useful / max(1, len(game.pond))

    def _choose_pick_or_splash(self, game: SplashGame, legal: list[Action]) -> Action:
        picks = [a for a in legal if isinstance(a, FreePick)]
        roll = game.roll or 1
        kind = "toss" if game.options.advanced else "drop"
        per_throw = EXPECTED_OUT[kind] * self.boldness
        if game.options.competitive:
            expected = per_throw * self._useful_share(game) * min(roll, 1.5)
        else:
            expected = per_throw * self._useful_share(game) * roll
        if not picks or expected + self.rng.uniform(-0.3, 0.3) > 1.0:
            return ChooseSplash()
        return self._best_pick(game, picks)

    def _best_pick(self, game: SplashGame, picks: list[FreePick]) -> FreePick:
        """The colour with the fewest droplets left in the pond, then the most
        open spaces; the lowest droplet number of it."""
        board = game.boards[game.current_seat]
        in_pond: dict[object, int] = {}
        for d in game.pond:
            colour = game.model.colour_of(d)
            in_pond[colour] = in_pond.get(colour, 0) + 1

        def rank(pick: FreePick) -> tuple[int, int, int]:
            colour = game.model.colour_of(pick.droplet)
            return (in_pond[colour], -board.open_spaces(colour), pick.droplet)

        return min(picks, key=rank)

    def _share(self, game: SplashGame, legal: list[Action]) -> Action:
        gives = [a for a in legal if isinstance(a, Give)]
        if not gives:
            return EndTurn()
        return min(gives, key=lambda g: (game.scores[g.seat], g.seat, g.droplet))

    # ------------------------------------------------------------ throwing
    def plan_throw(self, game: SplashGame, pond: Pond) -> ThrowPlan:
        """Aim at the part of the pile that splashes best in ``pond``: plenty
        of droplets, near a rim or on a rock (not down between two rocks)."""
        target = self._toss_target(pond)
        if game.options.advanced:
            strength = min(STRENGTH_MAX, 0.5 + self.rng.uniform(0.0, 0.35))
            angle = aim.aim_at(pond.toss_start, target, strength)
            if angle is not None:
                return ThrowPlan(
                    "toss", angle=angle + self.rng.uniform(-4.0, 4.0), strength=strength
                )
        x0, x1 = pond.drop_span
        x = min(x1, max(x0, self._drop_point(pond) + self.rng.uniform(-20.0, 20.0)))
        return ThrowPlan("drop", x=x)

    def _drop_point(self, pond: Pond) -> float:
        """Where a drop splashes best: over plenty of droplets, near a rim
        (they have less far to fly), or onto a rock (it deflects them)."""
        x0, x1 = pond.drop_span
        left, _, right, _ = pond.level.region_bounds()
        half = max(1.0, (right - left) / 2)
        xs = [v.x for v in pond.droplets() if v.state is DropletState.POND]
        rocks = [
            (min(p[0] for p in w.points), max(p[0] for p in w.points))
            for w in pond.level.walls
            if w.kind == "rock"
        ]
        best, best_score = (x0 + x1) / 2, -1.0
        for n in range(13):
            x = x0 + (x1 - x0) * n / 12
            below = sum(1 for dx in xs if abs(dx - x) < 50.0)
            rim = min(abs(x - left), abs(right - x)) / half
            score = below * (1.0 + self.rim_bias * (1.0 - rim))
            if any(a <= x <= b for a, b in rocks):
                score *= 1.5  # a rock under the drop throws droplets sideways
            if score > best_score:
                best, best_score = x, score
        return best

    def _toss_target(self, pond: Pond) -> tuple[float, float]:
        """The top of the pile over the best drop point."""
        x = self._drop_point(pond)
        tops = [
            v.y
            for v in pond.droplets()
            if v.state is DropletState.POND and abs(v.x - x) < 40.0
        ]
        if not tops:
            return self._pile_centre(pond)
        return x, min(tops) - tuning.DROPLET_RADIUS

    def _pile_centre(self, pond: Pond) -> tuple[float, float]:
        views = [v for v in pond.droplets() if v.state is DropletState.POND]
        if not views:
            left, top, right, bottom = pond.level.region_bounds()
            return (left + right) / 2, bottom
        views.sort(key=lambda v: v.x)
        middle = views[len(views) // 2]
        top = min(v.y for v in views if abs(v.x - middle.x) < 60) if views else 0.0
        return middle.x, top - tuning.DROPLET_RADIUS

    def throw(self, game: SplashGame, pond: Pond) -> Throw:
        """Plan a throw, run it headless in ``pond`` and return the action."""
        plan = self.plan_throw(game, pond)
        plan.start(pond)
        pond.settle()
        return plan.to_action(pond.result().out)


def play_headless(
    options: SplashOptions,
    level: Level,
    bots: Sequence[SplashBot] | None = None,
    time_cap: float = tuning.THROW_TIME_CAP,
    max_actions: int = 5000,
) -> tuple[SplashGame, Pond]:
    """Play a whole game with computer seats and the real pond, no screen.
    The options take the level's drop line."""
    options = replace(options, drop_span=level.drop_span)
    game = SplashGame.new(options)
    pond = Pond(level, options.seed, game.pond_droplets(), time_cap=time_cap)
    seats = (
        list(bots)
        if bots
        else [SplashBot(options.seed * 10 + s) for s in range(options.players)]
    )
    for _ in range(max_actions):
        if game.is_over():
            break
        bot = seats[game.current_seat]
        if game.phase is Phase.THROW:
            action: Action = bot.throw(game, pond)
        else:
            action = bot.choose(game)
        game.apply(action)
        pond.follow(game.pond_droplets())
        pond.settle()
    return game, pond
