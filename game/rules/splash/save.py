"""Kids' Splash saves: versioned JSON holding the options, the action log and
the state it leads to.

Loading replays the log from the options (every action checked again) and
compares the result with the saved state, so a hand-edited or damaged save is
reported (`CorruptStateError`, naming what is wrong) instead of played.
"""

from __future__ import annotations

import json
from typing import Any

from game.rules.errors import CorruptStateError, IllegalActionError
from game.rules.outcome import ScoreEntry
from game.rules.splash.actions import InvalidActionError, parse_action
from game.rules.splash.droplets import SplashModel
from game.rules.splash.game import SplashGame, SplashOptions

FORMAT = "fountaineer-splash"
VERSION = 1


def options_to_json(options: SplashOptions) -> dict[str, object]:
    return {
        "players": options.players,
        "cooperative": options.cooperative,
        "competitive": options.competitive,
        "advanced": options.advanced,
        "seed": options.seed,
        "model": options.model.to_json(),
    }


def options_from_json(data: Any) -> SplashOptions:
    if not isinstance(data, dict):
        raise CorruptStateError("options: expected an object")
    try:
        flags = {k: data[k] for k in ("cooperative", "competitive", "advanced")}
        for key, value in flags.items():
            if not isinstance(value, bool):
                raise CorruptStateError(f"options: {key} must be true or false")
        players, seed = data["players"], data["seed"]
        if not isinstance(players, int) or not isinstance(seed, int):
            raise CorruptStateError("options: players and seed must be whole numbers")
        options = SplashOptions(
            players=players,
            seed=seed,
            model=SplashModel.from_json(data["model"]),
            **flags,
        )
    except KeyError as exc:
        raise CorruptStateError(f"options: missing {exc.args[0]!r}") from None
    except (TypeError, ValueError) as exc:
        if isinstance(exc, CorruptStateError):
            raise
        raise CorruptStateError(f"options: {exc}") from None
    problem = options.check()
    if problem:
        raise CorruptStateError(f"options: {problem}")
    return options


def state_to_json(game: SplashGame) -> dict[str, object]:
    return {
        "turn": game.turn,
        "current_seat": game.current_seat,
        "phase": game.phase.value,
        "roll": game.roll,
        "rolls_made": game.rolls_made,
        "throws_left": game.throws_left,
        "throws_made": game.throws_made,
        "winner": game.winner,
        "pond": sorted(game.pond),
        "out": sorted(game.out),
        "boards": [list(b.spaces) for b in game.boards],
        "score_log": [e.to_json() for e in game.score_log],
    }


def game_to_json(game: SplashGame) -> dict[str, object]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": options_to_json(game.options),
        "actions": [str(a) for a in game.actions],
        "state": state_to_json(game),
    }


def game_from_json(data: object) -> SplashGame:
    """Rebuild a game from `game_to_json` output; `CorruptStateError` if bad."""
    if not isinstance(data, dict):
        raise CorruptStateError("a Kids' Splash save must be a JSON object")
    if data.get("format") != FORMAT:
        raise CorruptStateError(
            f"not a Kids' Splash save (format {data.get('format')!r})"
        )
    version = data.get("version")
    if version != VERSION:
        raise CorruptStateError(
            f"save version {version!r} is not supported (this game reads {VERSION})"
        )
    options = options_from_json(data.get("options"))
    texts = data.get("actions")
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise CorruptStateError("actions: expected a list of action texts")
    game = SplashGame.new(options)
    for number, text in enumerate(texts, start=1):
        try:
            game.apply(parse_action(text))
        except (InvalidActionError, IllegalActionError) as exc:
            raise CorruptStateError(f"action {number} ({text!r}): {exc}") from None
    saved = data.get("state")
    if not isinstance(saved, dict):
        raise CorruptStateError("state: expected an object")
    replayed = state_to_json(game)
    for key, value in replayed.items():
        if key not in saved:
            raise CorruptStateError(f"state: missing {key!r}")
        if _normalise(saved[key]) != _normalise(value):
            raise CorruptStateError(
                f"state: {key!r} does not match the action log "
                f"(saved {saved[key]!r}, log gives {value!r})"
            )
    unknown = sorted(set(saved) - set(replayed))
    if unknown:
        raise CorruptStateError(f"state: unknown field(s) {', '.join(unknown)}")
    # Score entries are rebuilt by the replay; check they read back too.
    for entry in saved["score_log"]:
        try:
            ScoreEntry.from_json(entry)
        except (KeyError, TypeError, ValueError) as exc:
            raise CorruptStateError(f"state: bad score entry {entry!r}") from exc
    return game


def _normalise(value: object) -> object:
    return json.loads(json.dumps(value))


def dumps(game: SplashGame) -> str:
    """The save as JSON text."""
    return json.dumps(game_to_json(game), indent=1, sort_keys=True)


def loads(text: str) -> SplashGame:
    """Read a save from JSON text; `CorruptStateError` if it is not one."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CorruptStateError(f"not JSON: {exc}") from None
    return game_from_json(data)
