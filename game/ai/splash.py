"""A computer seat for Kids' Splash, and a headless game driver for autoplay.

Three skills (`SplashSkill`): Easy's hand wobbles and it tosses softly and
splashes hopefully; Medium aims well with a little wobble; Hard throws exactly
where the pond forecast (`game.physics.forecast`) says most of the droplets
*its board needs* would fly out (a droplet it cannot use counts for little),
and takes a Free Pick when the droplets its board would get from splashing
are worth less than one for sure. The other seats weigh a Splash by what
their best throw would splash out of the pond as it lies now, times the share
of the pond their board can use and the throws rolled. Every seat picks the
colour that is running out; in the cooperative variant it gives leftovers to
whoever has the fewest droplets. What a seat expects of a throw learns from
the game's record of throws (a pond that never splashes, a child who always
misses): its forecasts against what its own throws brought out, or without a
pond every throw of the game, so a seat whose throws bring nothing out turns
to Free Picks and the game ends.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Protocol

from game.ai.splash_race import RaceOdds, rival_spread
from game.levels import Level
from game.physics import aim, tuning
from game.physics.events import BodyView, DropletState
from game.physics.forecast import CALIBRATION, Forecast, PondReading
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
from game.rules.splash.board import PlayerBoard


class PondView(Protocol):
    """What a seat reads of a pond to decide: the `Pond` itself, or a copy of
    it as it lay when the seat began to think (``splash_worker.PondSnapshot``)."""

    @property
    def level(self) -> Level: ...
    @property
    def drop_span(self) -> tuple[float, float]: ...
    @property
    def toss_start(self) -> tuple[float, float]: ...
    def droplets(self) -> list[BodyView]: ...


class SplashSkill(StrEnum):
    """How well a computer seat plays."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


#: How many forecast droplets the starting calibration counts for, against
#: what a seat sees come out of its own throws (Easy and Medium; Hard's is
#: its `SkillTraits.prior_weight`).
PRIOR_WEIGHT = 4.0


@dataclass(frozen=True, slots=True)
class SkillTraits:
    """What a skill changes: how far a throw wobbles from where the seat
    aims, how hard it tosses, and how it weighs a Splash against a Free Pick."""

    drop_wobble: float  # px either way
    angle_wobble: float  # degrees either way
    strengths: tuple[float, ...]  # toss strengths it considers
    optimism: float  # times the droplets it expects from a throw
    doubt: float  # noise (droplets) on its expectation, either way
    careful: bool  # aims by the forecast (else at the thickest pile)
    #: Aims for the droplets its board needs (weighs each droplet in the
    #: forecast by its use to the board), and weighs a Splash by them.
    needs: bool = False
    #: Chooses Free Pick or Splash by its chance of filling its board before
    #: the rival closest to a full board (`splash_race.RaceOdds`), not by the
    #: droplets a Splash brings alone (a race is won by tempo).
    races: bool = False
    #: Forecast droplets the starting calibration counts for against what
    #: the seat sees its own throws bring out (fewer: it learns a pond sooner).
    prior_weight: float = PRIOR_WEIGHT


SKILLS: dict[SplashSkill, SkillTraits] = {
    SplashSkill.EASY: SkillTraits(
        drop_wobble=120.0,
        angle_wobble=13.0,
        strengths=(0.35, 0.45, 0.55),
        optimism=2.0,
        doubt=0.6,
        careful=False,
    ),
    SplashSkill.MEDIUM: SkillTraits(
        drop_wobble=60.0,
        angle_wobble=7.0,
        strengths=(0.6, 0.75, 0.85),
        optimism=1.4,
        doubt=0.4,
        careful=True,
    ),
    SplashSkill.HARD: SkillTraits(
        drop_wobble=0.0,
        angle_wobble=0.0,
        strengths=(0.8, 0.9, 1.0),
        optimism=1.0,
        doubt=0.0,
        careful=True,
        needs=True,
        races=True,
        prior_weight=1.0,
    ),
}
#: Drop points weighed along the drop line (px apart), and how far either
#: side a forecast is evened out even for a steady hand (px, degrees): the
#: pond's splash has a little jitter, a lone lucky spot is no aim.
DROP_STEP = 8.0
SMOOTH_PX = 12.0
SMOOTH_DEGREES = 1.5
#: Without a pond to look at: droplets a throw brings out in the shipped
#: ponds (a full pond), and how many throws that guess counts for against the
#: throws of the game.
GUESS_PER_THROW = 1.6
PRIOR_THROWS = 4.0
#: A Free Pick is one droplet for sure; a Splash must promise more than this
#: (useful droplets) for a seat to choose it.
FREE_PICK_WORTH = 1.0
#: What a droplet its board cannot take is worth to a seat that aims for its
#: board's needs (a little: a splash of many still beats a splash of none).
UNNEEDED_WORTH = 0.1


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


@dataclass(frozen=True, slots=True)
class AimedThrow:
    """The throw a seat chose in a pond, before its hand wobbles: the
    forecast where it aims, and ``raw`` the forecast droplets (uncalibrated)
    averaged over where its hand may send the pebble."""

    plan: ThrowPlan
    forecast: Forecast
    raw: float


def _mean_raw(line: list[tuple[float, Forecast]], x: float, reach: float) -> float:
    """The mean forecast (uncalibrated) of the drops within ``reach`` of x."""
    near = [f.raw for px, f in line if abs(px - x) <= reach]
    return sum(near) / len(near) if near else 0.0


def read_pond(pond: PondView) -> PondReading:
    """The droplets lying in ``pond`` now, ready for forecasts."""
    points = [(v.x, v.y) for v in pond.droplets() if v.state is DropletState.POND]
    return PondReading(pond.level, points)


def read_needs(pond: PondView, board: PlayerBoard) -> PondReading:
    """The droplets lying in ``pond`` now, each weighed by its use to
    ``board`` (one it can take counts whole, any other `UNNEEDED_WORTH`):
    the forecast's droplets out become the droplets out the board needs."""
    views = [v for v in pond.droplets() if v.state is DropletState.POND]
    reading = PondReading(pond.level, [(v.x, v.y) for v in views])
    reading.weights = [
        w * (1.0 if board.can_take(v.id) else UNNEEDED_WORTH)
        for w, v in zip(reading.weights, views, strict=True)
    ]
    return reading


class SplashBot:
    """A seeded computer seat of a given skill (`SplashSkill` or its text).

    ``choose(game, pond)`` works in every phase but the throw phase, where
    `plan_throw` says what to do and the pond says what came out (or `throw`
    does both headless). Given the pond, a seat weighs a Splash by the
    droplets its best throw would splash out of the pond as it lies now;
    without it, by how full the pond is.
    """

    def __init__(
        self,
        seed: int = 0,
        skill: SplashSkill | str = SplashSkill.MEDIUM,
        *,
        rim_bias: float = 0.5,
    ) -> None:
        self.skill = SplashSkill(skill)
        self.traits = SKILLS[self.skill]
        self.rim_bias = rim_bias
        self.rng = random.Random(f"splash-bot:{seed}")
        #: The throw `plan_throw` aimed last, with its forecast (for a screen
        #: that shows the seat's thinking, and for measuring the forecast).
        self.last_aim: AimedThrow | None = None
        #: The forecast (raw) of every droplet out of that throw, whatever
        #: the board needs: what the seat learns its calibration from.
        self.last_raw_out = 0.0
        self._game: SplashGame | None = None
        self._planned: list[tuple[int, float]] = []  # (action index, raw)

    # ----------------------------------------------------------- decisions
    def choose(self, game: SplashGame, pond: PondView | None = None) -> Action:
        """The seat's action (not in the throw phase). Pass the table's
        ``pond`` so a Splash is weighed by what it would splash now."""
        if game.phase is Phase.THROW:
            raise ValueError("in the throw phase, use plan_throw (or throw)")
        legal = game.legal_actions()
        if game.phase is Phase.CHOOSE:
            return self._choose_pick_or_splash(game, legal, pond)
        if game.phase is Phase.SHARE:
            return self._share(game, legal)
        return legal[0]

    def expected_out(self, game: SplashGame, pond: PondView | None) -> float:
        """Droplets this seat expects its next throw to splash out."""
        if pond is None:
            # No pond to look at: the shipped ponds' average, less as the
            # pond empties (fewer droplets near the top of the pile), moved
            # towards what the game's throws brought out.
            guess = GUESS_PER_THROW * len(game.pond) / game.model.droplet_count
            outs = [len(a.out) for a in game.actions if isinstance(a, Drop | Toss)]
            return (PRIOR_THROWS * guess + sum(outs)) / (PRIOR_THROWS + len(outs))
        if self.traits.careful:
            raw = self.aim(game, pond).raw
        else:
            # a keen child hopes for the best throw there is, not its own
            x0, x1 = pond.drop_span
            line = read_pond(pond).drops(x0, x1, DROP_STEP)
            raw = max(_mean_raw(line, x, SMOOTH_PX) for x, _ in line)
        return raw * self.calibration(game)

    def calibration(self, game: SplashGame) -> float:
        """Droplets out per forecast droplet, learnt from this seat's own
        throws in ``game`` (its forecasts against what came out), starting
        from the shipped ponds' figure (`forecast.CALIBRATION`)."""
        if self._game is not game:
            self._game, self._planned = game, []
        weight = self.traits.prior_weight
        real, forecast = weight * CALIBRATION, weight
        for index, raw in self._planned:
            if index < len(game.actions):
                action = game.actions[index]
                if isinstance(action, Drop | Toss):
                    real += len(action.out)
                    forecast += raw
        return real / forecast

    def throw_log(self, game: SplashGame) -> tuple[tuple[int, float], ...]:
        """(action index, forecast droplets) of this seat's throws in ``game``:
        what `calibration` learns from (a save keeps it)."""
        return tuple(self._planned) if self._game is game else ()

    def resume_log(self, game: SplashGame, log: Sequence[tuple[int, float]]) -> None:
        """Take up ``game`` with the log `throw_log` gave (a resumed game)."""
        self._game, self._planned = game, list(log)

    def _useful_share(self, game: SplashGame) -> float:
        board = game.boards[game.current_seat]
        useful = sum(1 for d in game.pond if board.can_take(d))
        return useful / max(1, len(game.pond))

    def _choose_pick_or_splash(
        self, game: SplashGame, legal: list[Action], pond: PondView | None
    ) -> Action:
        picks = [a for a in legal if isinstance(a, FreePick)]
        if not picks:
            return ChooseSplash()
        board = game.boards[game.current_seat]
        open_spaces = len(board.spaces) - board.count()
        if self.skill is not SplashSkill.EASY and open_spaces == 1:
            return self._best_pick(game, picks)  # the pick wins the game
        roll = game.roll or 1
        throws = min(roll, 1.5) if game.options.competitive else roll
        per_throw = self.expected_out(game, pond) * self.traits.optimism
        if not (self.traits.needs and pond is not None):
            per_throw *= self._useful_share(game)  # (else counted in the aim)
        if self.traits.races and not game.options.cooperative:
            pick, splash = self.race_odds(game, per_throw).choices(roll)
            return ChooseSplash() if splash > pick else self._best_pick(game, picks)
        useful = min(open_spaces, per_throw * throws)
        doubt = self.traits.doubt
        if useful + self.rng.uniform(-doubt, doubt) > FREE_PICK_WORTH:
            return ChooseSplash()
        return self._best_pick(game, picks)

    def race_odds(self, game: SplashGame, per_throw: float) -> RaceOdds:
        """The race to a full board as it stands on this seat's turn, its
        throws bringing out ``per_throw`` useful droplets each (on average)."""
        me = game.current_seat
        rivals = [s for s in range(game.players) if s != me]
        need = {s: len(b.spaces) - b.count() for s, b in enumerate(game.boards)}
        rival = min(rivals, key=lambda s: (need[s], (s - me) % game.players))
        first = game.options.first_seat
        turns = [
            t for t in range(1, game.turn) if (first + t - 1) % game.players == rival
        ]
        gains = dict.fromkeys(turns, 0)
        for entry in game.score_log:
            if entry.seat == rival and entry.turn in gains:
                gains[entry.turn] += entry.points
        return RaceOdds(
            need=need[me],
            rival_need=need[rival],
            per_throw=per_throw,
            rival_gains=rival_spread(list(gains.values())),
            faces=game.model.die_faces,
            throw_cap=1.5 if game.options.competitive else None,
        )

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
    def aim(self, game: SplashGame, pond: PondView) -> AimedThrow:
        """Where this seat means to throw in ``pond`` now. A careful seat
        (Medium, Hard) weighs drops all along the line and (advanced) tosses
        at the pile by their forecast (`game.physics.forecast`), evened out
        over its hand's wobble; Easy aims at the thickest part of the pile."""
        if self.traits.needs:
            reading = read_needs(pond, game.boards[game.current_seat])
        else:
            reading = read_pond(pond)
        best = self._aim_drop(pond, reading)
        if game.options.advanced:
            for toss in self._aim_tosses(pond, reading):
                if toss.raw > best.raw:
                    best = toss
        return best

    def best_drop(self, game: SplashGame, pond: PondView) -> ThrowPlan:
        """The drop this seat would aim now, whatever the variant (the "show
        me" demonstration drops first, then tosses)."""
        return self._aim_drop(pond, self._reading(game, pond)).plan

    def best_toss(self, game: SplashGame, pond: PondView) -> ThrowPlan | None:
        """The toss this seat would aim now, or None when none reaches."""
        tosses = self._aim_tosses(pond, self._reading(game, pond))
        return max(tosses, key=lambda t: t.raw).plan if tosses else None

    def _reading(self, game: SplashGame, pond: PondView) -> PondReading:
        if self.traits.needs:
            return read_needs(pond, game.boards[game.current_seat])
        return read_pond(pond)

    def _aim_drop(self, pond: PondView, reading: PondReading) -> AimedThrow:
        line, ranked = self._drop_ranking(pond, reading)
        x, forecast = line[ranked[0]]
        wobble = max(self.traits.drop_wobble, SMOOTH_PX)
        return AimedThrow(ThrowPlan("drop", x=x), forecast, _mean_raw(line, x, wobble))

    def _drop_ranking(
        self, pond: PondView, reading: PondReading
    ) -> tuple[list[tuple[float, Forecast]], list[int]]:
        """Drops along the line with their forecasts, and their order from
        best to worst for this seat."""
        x0, x1 = pond.drop_span
        line = reading.drops(x0, x1, DROP_STEP)
        wobble = max(self.traits.drop_wobble, SMOOTH_PX)
        piles = [self._pile_score(pond, reading, x) for x, _ in line]
        if self.traits.careful:
            # the pile breaks ties (a pond where nothing would fly out still
            # has better and worse places)
            scores = [
                _mean_raw(line, x, wobble) - (1.0 if f.on_wall else 0.0) + 0.01 * p
                for (x, f), p in zip(line, piles, strict=True)
            ]
        else:
            scores = piles
        ranked = sorted(range(len(line)), key=lambda n: (-scores[n], n))
        return line, ranked

    def _aim_tosses(self, pond: PondView, reading: PondReading) -> list[AimedThrow]:
        left, _, right, _ = pond.level.region_bounds()
        if self.traits.careful:
            targets = [left + (right - left) * (i + 0.5) / 6 for i in range(6)]
        else:
            targets = [self._aim_drop(pond, reading).plan.x]
        found = []
        for x in targets:
            target = self._pile_top(reading, x)
            for strength in self.traits.strengths:
                angle = aim.aim_at(pond.toss_start, target, strength)
                if angle is not None:
                    forecast = reading.toss(pond.toss_start, angle, strength)
                    plan = ThrowPlan("toss", angle=angle, strength=strength)
                    found.append(AimedThrow(plan, forecast, forecast.raw))
        found.sort(key=lambda t: -t.raw)
        wobble = max(self.traits.angle_wobble, SMOOTH_DEGREES)
        return [self._even_out(pond, reading, t, wobble) for t in found[:3]]

    def _even_out(
        self, pond: PondView, reading: PondReading, toss: AimedThrow, wobble: float
    ) -> AimedThrow:
        """A toss's forecast averaged over its angle's wobble."""
        plan = toss.plan
        raws = [toss.forecast.raw]
        for d in (-wobble, wobble):
            angle = aim.normalise_angle(plan.angle + d)
            raws.append(reading.toss(pond.toss_start, angle, plan.strength).raw)
        return replace(toss, raw=sum(raws) / len(raws))

    def toss_target(
        self, pond: PondView, strength: float = STRENGTH_MAX
    ) -> tuple[float, float]:
        """The top of the pile where this seat would best drop the pebble,
        among the places a toss of ``strength`` reaches."""
        reading = read_pond(pond)
        line, ranked = self._drop_ranking(pond, reading)
        for n in ranked:
            target = self._pile_top(reading, line[n][0])
            if aim.aim_at(pond.toss_start, target, strength) is not None:
                return target
        return self._pile_top(reading, line[ranked[0]][0])

    def _pile_top(self, reading: PondReading, x: float) -> tuple[float, float]:
        tops = [py for px, py in reading.droplets if abs(px - x) < 40.0]
        if tops:
            return x, min(tops) - tuning.DROPLET_RADIUS
        _, _, _, bottom = reading.level.region_bounds()
        return x, bottom - tuning.DROPLET_RADIUS

    def _pile_score(self, pond: PondView, reading: PondReading, x: float) -> float:
        """Plenty of droplets under ``x``, near a rim."""
        left, _, right, _ = pond.level.region_bounds()
        half = max(1.0, (right - left) / 2)
        below = sum(1 for px, _ in reading.droplets if abs(px - x) < 50.0)
        rim = min(abs(x - left), abs(right - x)) / half
        return below * (1.0 + self.rim_bias * (1.0 - rim))

    def plan_throw(self, game: SplashGame, pond: PondView) -> ThrowPlan:
        """Where this seat throws: where it aims (`aim`), wobbled by its
        skill (Easy's hand shakes, Hard's does not)."""
        self.calibration(game)  # starts a new log for a new game
        self.last_aim = self.aim(game, pond)
        plan = self.last_aim.plan
        raw = self.last_aim.raw
        if self.traits.needs:  # learn from every droplet out, not the needed
            raw = self._plain_raw(pond, plan)
        self.last_raw_out = raw
        self._planned.append((len(game.actions), raw))
        traits = self.traits
        if plan.kind == "toss":
            wobble = self.rng.uniform(-traits.angle_wobble, traits.angle_wobble)
            return replace(plan, angle=aim.normalise_angle(plan.angle + wobble))
        x0, x1 = pond.drop_span
        wobble = self.rng.uniform(-traits.drop_wobble, traits.drop_wobble)
        return replace(plan, x=min(x1, max(x0, plan.x + wobble)))

    def _plain_raw(self, pond: PondView, plan: ThrowPlan) -> float:
        """The forecast of every droplet out for ``plan``, evened out over
        the hand as the aim was."""
        reading = read_pond(pond)
        if plan.kind == "drop":
            x0, x1 = pond.drop_span
            line = reading.drops(x0, x1, DROP_STEP)
            return _mean_raw(line, plan.x, max(self.traits.drop_wobble, SMOOTH_PX))
        forecast = reading.toss(pond.toss_start, plan.angle, plan.strength)
        toss = AimedThrow(plan, forecast, forecast.raw)
        wobble = max(self.traits.angle_wobble, SMOOTH_DEGREES)
        return self._even_out(pond, reading, toss, wobble).raw

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
            action = bot.choose(game, pond)
        game.apply(action)
        pond.follow(game.pond_droplets())
        pond.settle()
    return game, pond
