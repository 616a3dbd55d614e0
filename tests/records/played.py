"""Real games for the achievement tests: played to the end on the rules core
by seeded bots (Fountains, solo) or by a seeded script (Kids' Splash: the
pond's physics is replaced by the droplets the script says came out), made
in a fixed order and only as far as a test needs, once per test session.

A test asks for the first game (and seat) meeting a condition among at most
`MOST_GAMES` of a kind; ``None`` means the kind holds no such game that far,
and the test says so.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from pathlib import Path

from game.ai.fountains import GreedyBot, RandomBot
from game.records.daily import daily_setup
from game.records.finished import FinishedGame, SeatResult, finished_game
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.splash import Drop, FreePick, SplashGame, SplashOptions, Toss
from game.saves.record import SavedGame
from game.setup import GameSetup, Mode, Seat

MOST_GAMES = 80
COLOURS = (
    (230, 120, 40),
    (80, 170, 230),
    (90, 190, 90),
    (240, 210, 60),
    (200, 90, 160),
)
MACHINE = Seat("The Machine", (150, 160, 172), True)
OTHERS = ("Bob", "Cy", "Dee", "Eve")


@dataclass(frozen=True, eq=False)
class Played:
    """A finished game, its kind's options, and what the records read of it
    (every seat's facts and points)."""

    game: FountainsGame | SplashGame
    mode: Mode
    seed: int
    difficulty: str | None = None
    cooperative: bool = False

    @property
    def report(self) -> FinishedGame:
        return _report(self)

    def seat(self, index: int) -> SeatResult:
        return self.report.seats[index]

    def setup(self, ann: int = 0, computers: dict[int, str] | None = None) -> GameSetup:
        """Ann (a person) at seat ``ann``; ``computers``: seat -> level."""
        computers = computers or {}
        if self.mode is Mode.SOLO:
            ann_seat = Seat("Ann", COLOURS[0])
            return GameSetup(
                Mode.SOLO,
                (ann_seat, MACHINE),
                seed=self.seed,
                difficulty=self.difficulty,
            )
        count = len(self.game.outcome().scores)  # type: ignore[union-attr]
        names = iter(OTHERS)
        seats = []
        for index in range(count):
            if index == ann:
                seats.append(Seat("Ann", COLOURS[index]))
            elif index in computers:
                level = computers[index]
                seats.append(Seat(f"{level} bot", COLOURS[index], True, level))
            else:
                seats.append(Seat(next(names), COLOURS[index]))
        return GameSetup(
            self.mode, tuple(seats), seed=self.seed, cooperative=self.cooperative
        )

    def saved(
        self,
        number: int,
        ann: int = 0,
        computers: dict[int, str] | None = None,
        setup: GameSetup | None = None,
    ) -> SavedGame:
        """The replay of this game as the ``number``-th finished (its name and
        time stamps; ``number`` orders a profile's games)."""
        hour, minute = divmod(number, 60)
        stamp = f"2026-11-{1 + hour // 24:02d}T{hour % 24:02d}:{minute:02d}"
        saved = SavedGame(
            setup or self.setup(ann, computers),
            self.game,
            stamp + ":00Z",
            stamp + ":30Z",
            True,
            {},
        )
        saved.path = Path("replays") / f"game-{number:05d}.json"
        return saved


@cache
def _report(played: Played) -> FinishedGame:
    return finished_game(played.saved(0))


# -- Fountains and solo --------------------------------------------------------------


def _fountains(index: int) -> Played:
    """The ``index``-th Fountains game: 2 to 5 players, random and greedy bots."""
    players = 2 + index % 4
    bot = GreedyBot if index % 2 else RandomBot
    seed = 500 + index
    game = FountainsGame.new(GameOptions(players=players, seed=seed))
    bots = [bot(seed * 7 + s) for s in range(players)]
    while not game.is_over():
        game.apply(bots[game.current_seat].choose(game))
    return Played(game, Mode.FOUNTAINS, seed)


def _solo(difficulty: str, index: int, seed: int | None = None) -> Played:
    """The ``index``-th solo game at ``difficulty``: the player a greedy bot
    (every other game a random one) against The Machine."""
    seed = 900 + index if seed is None else seed
    game = FountainsGame.new(GameOptions(players=1, solo=difficulty, seed=seed))
    bot = GreedyBot(seed) if index % 2 == 0 else RandomBot(seed)
    while not game.is_over():
        game.apply(bot.choose(game))
    return Played(game, Mode.SOLO, seed, difficulty)


@cache
def fountains_game(index: int) -> Played:
    return _fountains(index)


@cache
def solo_game(difficulty: str, index: int) -> Played:
    return _solo(difficulty, index)


@cache
def daily_game(index: int) -> tuple[Played, GameSetup]:
    """The deal of the ``index``-th day from 1 November 2026, played."""
    setup = daily_setup(Seat("Ann", COLOURS[0]), date(2026, 11, 1) + timedelta(index))
    assert setup.difficulty is not None
    played = _solo(setup.difficulty, index, seed=setup.seed)
    return played, setup


def fountains_games() -> Iterator[Played]:
    return (fountains_game(i) for i in range(MOST_GAMES))


def solo_games(difficulty: str) -> Iterator[Played]:
    return (solo_game(difficulty, i) for i in range(MOST_GAMES // 2))


# -- Kids' Splash --------------------------------------------------------------------


def _splash(index: int, most_out: int, cooperative: bool, picks: float) -> Played:
    """A scripted Kids' Splash game: each choice picked by a seeded script
    (a Free Pick taken only ``picks`` of the times another choice is
    there), each throw splashing out 0 to ``most_out`` droplets of the pond."""
    seed = 700 + index
    options = SplashOptions(players=2, cooperative=cooperative, seed=seed)
    game = SplashGame.new(options)
    rng = random.Random(seed)
    while not game.is_over():
        legal = game.legal_actions()
        others = [a for a in legal if not isinstance(a, FreePick)]
        if others and rng.random() >= picks:
            legal = others
        action = rng.choice(legal)
        if isinstance(action, Drop | Toss):
            pond = game.pond_droplets()
            out = rng.sample(pond, min(len(pond), rng.randint(0, most_out)))
            x0, x1 = game.options.drop_span
            action = Drop(rng.uniform(x0, x1), out)
        game.apply(action)
    return Played(game, Mode.SPLASH, seed, cooperative=cooperative)


@cache
def splash_game(
    index: int, most_out: int, cooperative: bool = False, picks: float = 1.0
) -> Played:
    return _splash(index, most_out, cooperative, picks)


def splash_games(
    most_out: int, cooperative: bool = False, picks: float = 1.0
) -> Iterator[Played]:
    return (
        splash_game(i, most_out, cooperative, picks) for i in range(MOST_GAMES // 2)
    )


# -- finding -------------------------------------------------------------------------


def first_seat(
    games: Iterator[Played], wanted: Callable[[Played, SeatResult], bool]
) -> tuple[Played, int] | None:
    """The first game and seat of ``games`` meeting ``wanted``."""
    for played in games:
        for seat in played.report.seats:
            if not seat.machine and wanted(played, seat):
                return played, seat.seat
    return None
