"""Kids' Splash saves: versioned JSON holding the options, the action log and
the state it leads to.

Loading replays the log from the options (every action checked again) and
compares the result with the saved state, so a hand-edited or damaged save is
reported (`CorruptStateError`, naming what is wrong) instead of played. Every
count, size and length is bounded before anything is built from it.
"""

from __future__ import annotations

import json
import math
from typing import Any

from game.rules.errors import CorruptStateError, IllegalActionError
from game.rules.outcome import ScoreEntry
from game.rules.splash.actions import Drop, InvalidActionError, Toss, parse_action
from game.rules.splash.droplets import SplashModel
from game.rules.splash.game import DEFAULT_DROP_SPAN, SplashGame, SplashOptions
from game.rules.splash.table_record import (
    STATE_NAMES,
    THROW_KINDS,
    UNDER_WAY,
    PondRecord,
    Release,
    SeatRecord,
    TableRecord,
    ThrowRecord,
)

FORMAT = "fountaineer-splash"
#: Version 2 adds ``options.drop_span``; version 1 saves (no drop line) still
#: load, with the default line (`DEFAULT_DROP_SPAN`).
VERSION = 2
READABLE_VERSIONS = (1, 2)

#: Bounds checked before anything is built from a save (the standard model has
#: 5 colours of 10 droplets, 2 spaces each and a six-sided die).
MAX_DROPLETS_PER_COLOUR = 100
MAX_SPACES_PER_COLOUR = 20
MAX_DIE_FACES = 20
MAX_THROWS_A_FACE = 20
MAX_ACTIONS = 5000
MAX_ACTION_TEXT = 600
MAX_SEED = 2**63
MAX_SHOWN = 160  # characters of a saved value quoted in a message
#: Bounds of a table record (`TableRecord`): where a body may be (level px;
#: a map is at most 4096 px and the sky above it is open), how far it may
#: have turned (radians), how fast a pebble may leave, what a forecast may say.
MAX_PLACE = 100_000.0
MAX_TURN = 1e9
MAX_SPEED = 100_000.0
MAX_FORECAST = 1_000.0
MAX_SEATS = 8
MAX_ACTIVITIES = 4 * MAX_ACTIONS


def _check_model(data: object) -> None:
    """Refuse a model whose counts are out of bounds, before it is built."""
    if not isinstance(data, dict):
        raise CorruptStateError("options: model must be an object")
    colours, faces = data.get("colours"), data.get("die_faces")
    if not isinstance(colours, list) or not 1 <= len(colours) <= 16:
        raise CorruptStateError("options: model colours must list 1 to 16 colours")
    if not isinstance(faces, list) or not 1 <= len(faces) <= MAX_DIE_FACES:
        raise CorruptStateError(
            f"options: the die must have 1 to {MAX_DIE_FACES} faces"
        )
    counts = (
        ("droplets_per_colour", MAX_DROPLETS_PER_COLOUR),
        ("spaces_per_colour", MAX_SPACES_PER_COLOUR),
    )
    for key, most in counts:
        value = data.get(key)
        if not _whole(value) or not 1 <= value <= most:  # type: ignore[operator]
            raise CorruptStateError(
                f"options: model {key} must be a whole number from 1 to {most}, "
                f"not {_shown(value)}"
            )
    if not all(_whole(f) and 1 <= f <= MAX_THROWS_A_FACE for f in faces):
        raise CorruptStateError(
            f"options: every die face must be a whole number from 1 to "
            f"{MAX_THROWS_A_FACE}"
        )


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: object) -> str:
    """``value`` for a message, cut short: a save may hold anything."""
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


def options_to_json(options: SplashOptions) -> dict[str, object]:
    return {
        "players": options.players,
        "cooperative": options.cooperative,
        "competitive": options.competitive,
        "advanced": options.advanced,
        "seed": options.seed,
        "model": options.model.to_json(),
        "drop_span": list(options.drop_span),
        "first_seat": options.first_seat,
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
        if not _whole(players) or not _whole(seed):
            raise CorruptStateError("options: players and seed must be whole numbers")
        if not -MAX_SEED <= seed < MAX_SEED:
            raise CorruptStateError("options: the seed is out of range")
        _check_model(data["model"])
        span = data.get("drop_span", list(DEFAULT_DROP_SPAN))
        if (
            not isinstance(span, list)
            or len(span) != 2
            or not all(
                isinstance(x, int | float) and not isinstance(x, bool) for x in span
            )
        ):
            raise CorruptStateError("options: drop_span must be two numbers")
        # Optional: saves written before it was chosen start with seat 0.
        first_seat = data.get("first_seat", 0)
        if not _whole(first_seat):
            raise CorruptStateError("options: first_seat must be a whole number")
        options = SplashOptions(
            players=players,
            seed=seed,
            model=SplashModel.from_json(data["model"]),
            drop_span=(float(span[0]), float(span[1])),
            first_seat=first_seat,
            **flags,
        )
    except KeyError as exc:
        raise CorruptStateError(f"options: missing {exc.args[0]!r}") from None
    except (TypeError, ValueError, OverflowError) as exc:
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
    if version not in READABLE_VERSIONS or isinstance(version, bool):
        raise CorruptStateError(
            f"save version {version!r} is not supported "
            f"(this game reads {', '.join(map(str, READABLE_VERSIONS))})"
        )
    options = options_from_json(data.get("options"))
    texts = data.get("actions")
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise CorruptStateError("actions: expected a list of action texts")
    if len(texts) > MAX_ACTIONS:
        raise CorruptStateError(
            f"actions: {len(texts)} actions (a save holds at most {MAX_ACTIONS})"
        )
    for number, text in enumerate(texts, start=1):
        if len(text) > MAX_ACTION_TEXT:
            raise CorruptStateError(
                f"action {number}: {len(text)} characters is too long for an action"
            )
    game = SplashGame.new(options)
    for number, text in enumerate(texts, start=1):
        try:
            game.apply(parse_action(text))
        except (InvalidActionError, IllegalActionError, OverflowError) as exc:
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
                f"(saved {_shown(saved[key])}, log gives {_shown(value)})"
            )
    unknown = sorted(set(saved) - set(replayed))
    if unknown:
        raise CorruptStateError(f"state: unknown field(s) {_shown(', '.join(unknown))}")
    # Score entries are rebuilt by the replay; check they read back too.
    for entry in saved["score_log"]:
        try:
            ScoreEntry.from_json(entry)
        except (KeyError, TypeError, ValueError, OverflowError) as exc:
            raise CorruptStateError(f"state: bad score entry {_shown(entry)}") from exc
    return game


def table_to_json(table: TableRecord) -> dict[str, object]:
    """A table record (`TableRecord`) as JSON: plain lists and numbers."""
    pond = table.pond
    return {
        "pond": {
            "bodies": [list(pose) for pose in pond.bodies],
            "states": pond.states,
            "activities": pond.activities,
            "throws": pond.throws,
            "under_way": pond.under_way,
            "poured": list(pond.poured),
            "release": None if pond.release is None else list(pond.release),
        },
        "seats": {
            str(seat): [list(entry) for entry in record.throws]
            for seat, record in table.seats
        },
        "throw": None if table.throw is None else list(table.throw),
    }


def table_from_json(data: object, game: SplashGame) -> TableRecord:
    """Read `table_to_json` output for ``game``; `CorruptStateError` naming
    what is wrong (every field typed, every number finite and bounded)."""
    data = _object(data, "table", ("pond", "seats", "throw"))
    pond = _pond_from_json(data["pond"], game)
    seats_data = data["seats"]
    if not isinstance(seats_data, dict) or len(seats_data) > MAX_SEATS:
        raise CorruptStateError("table: seats must be an object, a log a seat")
    seats: list[tuple[int, SeatRecord]] = []
    for key, log in seats_data.items():
        if not (
            isinstance(key, str)
            and 0 < len(key) <= 2
            and key.isascii()
            and key.isdigit()
            and int(key) < game.players
        ):
            raise CorruptStateError(f"table: seats: {_shown(key)} is not a seat")
        seats.append((int(key), _seat_from_json(int(key), log, game)))
    throw = data["throw"]
    if throw is not None:
        throw = _throw_from_json(throw)
        kind, x, angle, strength = throw
        move = Drop(x) if kind == "drop" else Toss(angle, strength)
        if not game.is_legal(move):
            raise CorruptStateError(
                f"table: the throw in the air, {move}, is not legal"
            )
    if (throw is None) != (pond.under_way != "throw"):
        raise CorruptStateError("table: a throw in the air needs a pond throwing")
    return TableRecord(pond, tuple(sorted(seats)), throw)


def _object(data: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise CorruptStateError(f"{where}: expected an object")
    missing = [k for k in keys if k not in data]
    if missing:
        raise CorruptStateError(f"{where}: missing {missing[0]!r}")
    unknown = sorted(str(k) for k in data if k not in keys)
    if unknown:
        raise CorruptStateError(f"{where}: unknown field(s) {_shown(unknown)}")
    return data


def _count(value: object, where: str, most: int) -> int:
    if not _whole(value) or not 0 <= value <= most:  # type: ignore[operator]
        raise CorruptStateError(
            f"{where} must be a whole number from 0 to {most}, not {_shown(value)}"
        )
    return int(value)  # type: ignore[call-overload]


def _real(value: object, where: str, most: float) -> float:
    if (
        not isinstance(value, int | float)
        or isinstance(value, bool)
        or not math.isfinite(value)
        or abs(value) > most
    ):
        raise CorruptStateError(
            f"{where} must be a number within +-{most:g}, not {_shown(value)}"
        )
    return float(value)


def _pond_from_json(data: object, game: SplashGame) -> PondRecord:
    keys = ("bodies", "states", "activities", "throws", "under_way", "poured")
    data = _object(data, "table: pond", (*keys, "release"))
    count = game.model.droplet_count
    states = data["states"]
    if (
        not isinstance(states, str)
        or len(states) != count
        or not set(states) <= set(STATE_NAMES)
    ):
        raise CorruptStateError(
            f"table: pond: states must be {count} letters of "
            f"{''.join(sorted(STATE_NAMES))}"
        )
    bodies_data = data["bodies"]
    if not isinstance(bodies_data, list) or len(bodies_data) > count:
        raise CorruptStateError(f"table: pond: bodies must list at most {count}")
    bodies = []
    for n, pose in enumerate(bodies_data):
        where = f"table: pond: body {n + 1}"
        if not isinstance(pose, list) or len(pose) != 4:
            raise CorruptStateError(f"{where} must be [droplet, x, y, angle]")
        droplet = _count(pose[0], f"{where}: the droplet", count - 1)
        x = _real(pose[1], f"{where}: x", MAX_PLACE)
        y = _real(pose[2], f"{where}: y", MAX_PLACE)
        bodies.append((droplet, x, y, _real(pose[3], f"{where}: angle", MAX_TURN)))
    ids = [pose[0] for pose in bodies]
    in_play = [d for d, s in enumerate(states) if s in "pf"]
    if ids != in_play:
        raise CorruptStateError(
            "table: pond: the bodies must be the droplets in the pond or flying, "
            "in order"
        )
    under_way = data["under_way"]
    if under_way not in UNDER_WAY:
        raise CorruptStateError(f"table: pond: under_way {_shown(under_way)}")
    poured_data = data["poured"]
    if not isinstance(poured_data, list) or len(poured_data) > count:
        raise CorruptStateError("table: pond: poured must list droplets")
    poured = tuple(_count(d, "table: pond: poured", count - 1) for d in poured_data)
    if list(poured) != sorted(set(poured)) or not set(poured) <= set(ids):
        raise CorruptStateError("table: pond: poured must be bodies, in order")
    if poured and under_way != "pour":
        raise CorruptStateError("table: pond: droplets poured with no pour under way")
    release = data["release"]
    if (release is None) != (under_way != "throw"):
        raise CorruptStateError("table: pond: a release goes with a throw under way")
    return PondRecord(
        bodies=tuple(bodies),
        states=states,
        activities=_count(
            data["activities"], "table: pond: activities", MAX_ACTIVITIES
        ),
        throws=_count(data["throws"], "table: pond: throws", MAX_ACTIVITIES),
        under_way=under_way,
        poured=poured,
        release=None if release is None else _release_from_json(release),
    )


def _release_from_json(data: object) -> Release:
    if not isinstance(data, list) or len(data) != 5 or data[0] not in THROW_KINDS:
        raise CorruptStateError("table: pond: release must be [kind, x, y, vx, vy]")
    where = "table: pond: release"
    return (
        str(data[0]),
        _real(data[1], f"{where} x", MAX_PLACE),
        _real(data[2], f"{where} y", MAX_PLACE),
        _real(data[3], f"{where} vx", MAX_SPEED),
        _real(data[4], f"{where} vy", MAX_SPEED),
    )


def _throw_from_json(data: object) -> ThrowRecord:
    if not isinstance(data, list) or len(data) != 4 or data[0] not in THROW_KINDS:
        raise CorruptStateError("table: throw must be [kind, x, angle, strength]")
    return (
        str(data[0]),
        _real(data[1], "table: throw x", MAX_PLACE),
        _real(data[2], "table: throw angle", MAX_TURN),
        _real(data[3], "table: throw strength", MAX_PLACE),
    )


def _seat_from_json(seat: int, data: object, game: SplashGame) -> SeatRecord:
    where = f"table: seat {seat}"
    if not isinstance(data, list) or len(data) > MAX_ACTIONS:
        raise CorruptStateError(f"{where}: its throws must be a list")
    throws = []
    for entry in data:
        if not isinstance(entry, list) or len(entry) != 2:
            raise CorruptStateError(f"{where}: a throw must be [action, forecast]")
        index = _count(entry[0], f"{where}: a throw's action", len(game.actions))
        throws.append((index, _real(entry[1], f"{where}: a forecast", MAX_FORECAST)))
    if [i for i, _ in throws] != sorted({i for i, _ in throws}):
        raise CorruptStateError(f"{where}: its throws must be in order, once each")
    return SeatRecord(tuple(throws))


def _normalise(value: object) -> object:
    return json.loads(json.dumps(value))


def dumps(game: SplashGame) -> str:
    """The save as JSON text."""
    return json.dumps(game_to_json(game), indent=1, sort_keys=True)


def loads(text: str) -> SplashGame:
    """Read a save from JSON text; `CorruptStateError` if it is not one."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        # ValueError: not JSON, or an integer of too many digits
        raise CorruptStateError(f"not JSON: {exc}") from None
    return game_from_json(data)
