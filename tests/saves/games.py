"""Seeded games for the save tests, played on the rules core (no pygame)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.ai.fountains import RandomBot
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.splash import Drop, SplashGame, SplashOptions, Toss
from game.saves.record import SavedGame
from game.setup import GameSetup, Mode, Seat

COLOURS = (
    (230, 120, 40),
    (80, 170, 230),
    (90, 190, 90),
    (240, 210, 60),
    (230, 110, 160),
)
STAMP = "2026-11-30T10:00:00Z"


def seats(count: int, computer: bool = True) -> tuple[Seat, ...]:
    return tuple(Seat(f"Player {i + 1}", COLOURS[i], computer) for i in range(count))


def fountains_setup(
    players: int, seed: int, advanced: bool = False, solo: str | None = None
) -> GameSetup:
    if solo is not None:
        machine = Seat("The Machine", (150, 160, 172), True)
        return GameSetup(
            Mode.SOLO, (*seats(1), machine), seed=seed, difficulty=solo, autoplay=True
        )
    return GameSetup(
        Mode.FOUNTAINS, seats(players), seed=seed, advanced=advanced, autoplay=True
    )


def fountains_options(setup: GameSetup) -> GameOptions:
    if setup.mode is Mode.SOLO:
        return GameOptions(players=1, solo=setup.difficulty, seed=setup.seed)
    return GameOptions(
        players=len(setup.seats), advanced=setup.advanced, seed=setup.seed
    )


def fountains_states(
    setup: GameSetup, stop: int | None = None
) -> Iterator[FountainsGame]:
    """The game after each action (the same object, changing), up to ``stop``."""
    game = FountainsGame.new(fountains_options(setup))
    bot = RandomBot(setup.seed)
    yield game
    while not game.is_over() and (stop is None or len(game.actions) < stop):
        game.apply(bot.choose(game))
        yield game


def splash_setup(
    players: int,
    seed: int,
    cooperative: bool = False,
    competitive: bool = False,
    toss: bool = False,
) -> GameSetup:
    return GameSetup(
        Mode.SPLASH,
        seats(players),
        seed=seed,
        cooperative=cooperative,
        competitive=competitive,
        toss=toss,
        autoplay=True,
    )


def splash_options(setup: GameSetup) -> SplashOptions:
    return SplashOptions(
        players=len(setup.seats),
        cooperative=setup.cooperative,
        competitive=setup.competitive,
        advanced=setup.toss,
        seed=setup.seed,
    )


def splash_states(setup: GameSetup, stop: int | None = None) -> Iterator[SplashGame]:
    """A random game: throws splash out 0-3 random pond droplets."""
    game = SplashGame.new(splash_options(setup))
    rng = random.Random(setup.seed)
    yield game
    while not game.is_over() and (stop is None or len(game.actions) < stop):
        legal = game.legal_actions()
        action = rng.choice(legal)
        if isinstance(action, Drop | Toss):
            pond = game.pond_droplets()
            out = rng.sample(pond, min(len(pond), rng.choice((0, 1, 1, 2, 3))))
            x0, x1 = game.options.drop_span
            if isinstance(action, Toss) and rng.random() < 0.5:
                action = Toss(rng.uniform(0, 180), rng.uniform(0.2, 1.0), out)
            else:
                action = Drop(rng.uniform(x0, x1), out)
        game.apply(action)
        yield game


def record(setup: GameSetup, game: FountainsGame | SplashGame) -> SavedGame:
    return SavedGame(setup, game, STAMP, STAMP, game.is_over(), {})


def last_fountains(setup: GameSetup, stop: int | None = None) -> FountainsGame:
    *_, game = fountains_states(setup, stop)
    return game


def last_splash(setup: GameSetup, stop: int | None = None) -> SplashGame:
    *_, game = splash_states(setup, stop)
    return game
