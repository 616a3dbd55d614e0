"""Headless helpers: play a game out on the rules core, and print an Outcome.

The app prefers to drive the real table scene (it watches for the results
scene, or a scene's ``outcome`` once it is finished); ``play_on_rules_core`` is
the fallback for a mode whose table scene is not built yet.
"""

from __future__ import annotations

import importlib
from typing import Any

from game.rules.outcome import Outcome
from game.setup import GameSetup, Mode

MAX_ACTIONS = 20_000


class NotPlayableError(RuntimeError):
    """The parts a headless game needs are not built yet."""


def _import(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("game"):
            raise NotPlayableError(f"{exc.name} is not built yet") from None
        raise


def play_on_rules_core(setup: GameSetup) -> Outcome:
    """Play every seat with the computer players of ``game/ai`` until the end."""
    if setup.mode is Mode.SPLASH:
        return _play_splash(setup)
    return _play_fountains(setup)


def _play_fountains(setup: GameSetup) -> Outcome:
    game_module = _import("game.rules.fountains.game")
    options_module = _import("game.rules.fountains.options")
    solo_module = _import("game.rules.fountains.solo")
    bots = _import("game.ai.fountains")
    solo = setup.mode is Mode.SOLO
    options = options_module.GameOptions(
        players=1 if solo else len(setup.seats),
        advanced=setup.advanced,
        solo=solo_module.Difficulty(setup.difficulty or "medium") if solo else None,
        seed=setup.seed,
    )
    game = game_module.FountainsGame.new(options)
    players = {
        seat: bots.GreedyBot(seed=setup.seed + seat) for seat in range(options.seats)
    }
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            return game.outcome()
        game.apply(players[game.current_seat].choose(game))
    raise RuntimeError(f"the game did not end within {MAX_ACTIONS} actions")


def _play_splash(setup: GameSetup) -> Outcome:
    rules = _import("game.rules.splash")
    levels = _import("game.levels")
    driver = _import("game.ai.splash")
    if setup.level:
        level = levels.level_by_key(setup.level)
    else:
        found = levels.available_levels()
        if not found:
            raise NotPlayableError(f"no pond level loads from {levels.LEVELS_DIR}")
        level = found[0]
    options = rules.SplashOptions(
        players=len(setup.seats),
        cooperative=setup.cooperative,
        competitive=setup.competitive,
        advanced=setup.toss,
        seed=setup.seed,
    )
    game, _pond = driver.play_headless(options, level)
    if not game.is_over():
        raise RuntimeError("the Kids' Splash game did not end")
    outcome: Outcome = game.outcome()
    return outcome


def format_outcome(setup: GameSetup, outcome: Outcome) -> str:
    """The outcome as a few plain lines for the terminal."""
    from game.scenes.menus.results import categories, headline, seat_for

    lines = [
        f"{setup.mode.value} game, seed {setup.seed}: {headline(setup, outcome)}",
        f"decided by: {outcome.tiebreak or '-'}; ended: {outcome.termination or '-'}",
    ]
    columns = categories(outcome)
    breakdown = outcome.breakdown()
    width = max(len(seat_for(setup, i).name) for i in range(len(outcome.scores)))
    for seat, score in enumerate(outcome.scores):
        mark = "*" if seat in outcome.winners else " "
        parts = ", ".join(f"{c} {breakdown[seat].get(c, 0)}" for c in columns)
        name = seat_for(setup, seat).name
        lines.append(
            f"{mark} {name:<{width}}  {score:>4}" + (f"  ({parts})" if parts else "")
        )
    return "\n".join(lines)
