"""A finished game as the records keep it: one row for the game, one for
each seat, read from the rules core's own report.

Points come from the ``Outcome`` (scores, winners, tie-break) and its score
log (points by category); what achievements look at (fed pools, pond weed,
the best lily pad group, rewards a seat triggered, the biggest splash) is
read from the finished game's public state and its action log. Nothing is
scored here a second time.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime

from game.records.daily import daily_day
from game.rules.fountains.actions import Swap
from game.rules.fountains.game import FountainsGame
from game.rules.outcome import Outcome
from game.rules.splash import SplashGame
from game.saves.record import SavedGame, SeatProfile
from game.setup import GameSetup, Mode

MACHINE_NAME = "The Machine"
#: The score log's words for the categories the Records screen averages.
CATEGORIES = ("coins", "fish", "pools", "lily pads", "design")
STAMP_FORMAT = "%Y-%m-%dT%H:%M:%SZ"


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game. ``computer`` is a computer seat's level
    (None for a person); ``facts`` are what achievements read."""

    seat: int
    name: str
    colour: tuple[int, int, int]
    computer: str | None
    machine: bool
    score: int
    won: bool
    points: dict[str, int] = field(default_factory=dict)
    facts: dict[str, int] = field(default_factory=dict)
    #: The profile the replay gives the seat (None: matched by its name).
    profile: SeatProfile | None = None

    @property
    def is_person(self) -> bool:
        return self.computer is None and not self.machine


@dataclass(frozen=True)
class FinishedGame:
    """Everything the ``games`` table and its ``seats`` keep of one game."""

    replay: str | None
    mode: Mode
    options: dict[str, object]
    difficulty: str | None
    seed: int
    started: str
    finished: str
    duration: float
    tiebreak: str
    termination: str
    seats: tuple[SeatResult, ...]
    daily: str | None = None

    @property
    def players(self) -> int:
        """People and computers at the table (The Machine is not a player)."""
        return sum(1 for seat in self.seats if not seat.machine)

    def options_json(self) -> str:
        return json.dumps(self.options, sort_keys=True)


def finished_game(saved: SavedGame) -> FinishedGame:
    """The records' view of a finished game (a replay just written or read
    back from disk); ``ValueError`` when the game is not over."""
    game = saved.game
    outcome = game.outcome()
    if outcome is None:
        raise ValueError("only a finished game goes into the records")
    setup = saved.setup
    if isinstance(game, SplashGame):
        facts = _splash_facts(outcome)
    else:
        facts = _fountains_facts(game, outcome)
    breakdown = outcome.breakdown()
    seats = tuple(
        dataclasses.replace(
            _seat_result(setup, index, outcome, breakdown[index], facts[index]),
            profile=saved.profiles.get(index),
        )
        for index in range(len(outcome.scores))
    )
    day = daily_day(setup.seed, setup.difficulty) if setup.mode is Mode.SOLO else None
    return FinishedGame(
        replay=saved.path.name if saved.path is not None else None,
        mode=setup.mode,
        options=_options(setup),
        difficulty=setup.difficulty if setup.mode is Mode.SOLO else None,
        seed=setup.seed,
        started=saved.started,
        finished=saved.saved,
        duration=_seconds_between(saved.started, saved.saved),
        tiebreak=outcome.tiebreak,
        termination=outcome.termination,
        seats=seats,
        daily=day.isoformat() if day is not None else None,
    )


def _seat_result(
    setup: GameSetup,
    index: int,
    outcome: Outcome,
    points: dict[str, int],
    facts: dict[str, int],
) -> SeatResult:
    machine = setup.mode is Mode.SOLO and index == 1
    if index < len(setup.seats) and not machine:
        seat = setup.seats[index]
        name, colour = seat.name, seat.colour
        computer = seat.level if seat.computer else None
    else:
        name, colour, computer = MACHINE_NAME, (150, 160, 172), None
    return SeatResult(
        seat=index,
        name=name,
        colour=colour,
        computer=computer,
        machine=machine,
        score=outcome.scores[index],
        won=index in outcome.winners,
        points=dict(points),
        facts=facts,
    )


def _options(setup: GameSetup) -> dict[str, object]:
    if setup.mode is Mode.SPLASH:
        return {
            "level": setup.level,
            "cooperative": setup.cooperative,
            "competitive": setup.competitive,
            "toss": setup.toss,
        }
    if setup.mode is Mode.SOLO:
        return {"difficulty": setup.difficulty}
    return {"advanced": setup.advanced}


def _seconds_between(started: str, finished: str) -> float:
    try:
        start = datetime.strptime(started, STAMP_FORMAT).replace(tzinfo=UTC)
        end = datetime.strptime(finished, STAMP_FORMAT).replace(tzinfo=UTC)
    except ValueError:
        return 0.0
    return max(0.0, (end - start).total_seconds())


def _best_turn(outcome: Outcome, seat: int, category: str | None = None) -> int:
    per_turn: Counter[int] = Counter()
    for entry in outcome.score_log:
        if entry.seat == seat and (category is None or entry.category == category):
            per_turn[entry.turn] += entry.points
    return max(per_turn.values(), default=0)


def _margin(outcome: Outcome, seat: int) -> int:
    """Points ahead of the best other seat (negative when behind)."""
    others = [s for i, s in enumerate(outcome.scores) if i != seat]
    return outcome.scores[seat] - max(others, default=0)


def _fountains_facts(game: FountainsGame, outcome: Outcome) -> list[dict[str, int]]:
    """Per seat: the fountain as it ended, and the rewards the seat triggered
    (a pawn ending on its own colour, counted while replaying the log)."""
    triggered, swaps = _turn_counts(game)
    facts: list[dict[str, int]] = []
    for seat in range(len(outcome.scores)):
        entry = {
            "best_turn": _best_turn(outcome, seat),
            "margin": _margin(outcome, seat),
            "rewards_triggered": triggered[seat],
            "swaps": swaps[seat],
        }
        if seat < len(game.fountains) and not game.is_machine(seat):
            fountain = game.fountains[seat]
            groups = fountain.lily_groups()
            entry.update(
                fed_pools=fountain.fed_pool_count(),
                pond_weed=fountain.pond_weed_count(),
                lily_group=len(groups[0][1]) if groups else 0,
                bonus_tokens=len(fountain.tokens),
                tiles=fountain.tile_count(),
            )
        facts.append(entry)
    return facts


def _turn_counts(game: FountainsGame) -> tuple[Counter[int], Counter[int]]:
    """Rewards triggered and swaps, by the seat that acted (the log replayed)."""
    triggered: Counter[int] = Counter()
    swaps: Counter[int] = Counter()
    again = FountainsGame.new(game.options)
    for action in game.actions:
        seat = again.current_seat
        if action.triggers_reward:
            triggered[seat] += 1
        elif isinstance(action, Swap):
            swaps[seat] += 1
        again.apply(action)
    return triggered, swaps


def _splash_facts(outcome: Outcome) -> list[dict[str, int]]:
    facts: list[dict[str, int]] = []
    for seat in range(len(outcome.scores)):
        kinds = Counter(e.category for e in outcome.score_log if e.seat == seat)
        facts.append(
            {
                "best_splash": _best_turn(outcome, seat, "splash"),
                "free_picks": kinds["free pick"],
                "gifts": kinds["gift"],
                "droplets": outcome.scores[seat],
            }
        )
    return facts
