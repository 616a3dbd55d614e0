"""A saved game as one JSON document: the setup (who sits where, the options,
the seed), the rules' own save of the game, when it was played, and the state
of the computer seats' random generators, so a resumed demo plays on exactly as
it would have.

``{"format": "fountaineer.save", "version": 1, "setup": ..., "started": ...,
"saved": ..., "finished": false, "summary": {"turn": ..., "actions": ...},
"bots": {...}, "game": ...}``, in that order: everything a list of saves shows
comes first, so a list reads a few kilobytes of each file (``store.py``), never
the whole game. ``summary`` is checked against the game when the game is read
(a save written before it had none). A Kids' Splash table adds
``"table": {...}`` last (the pond's bodies and the computer seats' memory:
``game.rules.splash.table_record``). ``"reasons"`` holds the plain sentence
why each computer move was played, by the action's index in the game's log
(``{"12": "Takes the coin tile: +5 now"}``: the replay viewer shows it under
the move); ``"profiles"`` the records' profile of each person's seat, its id
and its name now (``{"0": {"id": 7, "name": "Annie"}}``, written once the
game is in the records and again when the profile is renamed or merged, so a
rebuild of the records from the replays keeps renames and merges; the setup
keeps the name the seat played under). Saves written before
either field have none: both read back empty. Reading
checks every field and its bounds before building anything, and that the
setup and the game agree; the game itself is read by the rules
(``game.rules.fountains.persistence``, ``game.rules.splash.save``), which
replay the action log and refuse a state that does not match it.
"""

from __future__ import annotations

import base64
import binascii
import json
import random
import string
import struct
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeGuard

from game.rules.errors import CorruptStateError
from game.rules.fountains import persistence as fountains_save
from game.rules.fountains.game import FountainsGame
from game.rules.splash import SplashGame
from game.rules.splash import save as splash_save
from game.saves.bounded_json import parse_bounded
from game.setup import (
    DEFAULT_LEVEL,
    LEVELS,
    MAX_SEED,
    GameSetup,
    Mode,
    Seat,
    seed_problem,
)

FORMAT = "fountaineer.save"
VERSION = 1
MAX_SEATS = 6
MAX_NAME = 40
MAX_LEVEL = 64
MAX_BOT_KEY = 2  # a seat number in ``bots`` is one or two ASCII digits
MAX_COUNT = 10**6  # turns and actions a summary may claim
MAX_REASON = 240  # characters of one computer move's reason
MAX_PROFILE_ID = 2**63 - 1  # SQLite's largest row id
RNG_WORDS = 625  # random.Random.getstate(): 624 words of state and a position
_RNG_PACK = struct.Struct(f"<{RNG_WORDS}I")
_RNG_TEXT = 4 * ((_RNG_PACK.size + 2) // 3)  # base64 length of the packed words
_LEVEL_LETTERS = frozenset(string.ascii_letters + string.digits + "_-. ")
DIFFICULTIES = ("easy", "medium", "hard")

Game = FountainsGame | SplashGame


@dataclass(frozen=True, slots=True)
class SeatProfile:
    """The records' profile a person's seat counts for: its id, and its name
    now (the seat keeps the name it played under)."""

    id: int
    name: str


@dataclass
class SavedGame:
    """One game on disk: ``path`` is where it was read from (None if new)."""

    setup: GameSetup
    game: Game
    started: str
    saved: str
    finished: bool = False
    bots: dict[int, Any] = field(default_factory=dict)
    path: Path | None = None
    #: A Kids' Splash table beyond the rules (`TableRecord`), or None.
    table: Any = None
    #: Why each computer move was played, by the action's index in the log.
    reasons: dict[int, str] = field(default_factory=dict)
    #: The records' profile of each person's seat, by seat.
    profiles: dict[int, SeatProfile] = field(default_factory=dict)

    @property
    def mode(self) -> Mode:
        return self.setup.mode

    @property
    def turn(self) -> int:
        return int(self.game.turn)

    @property
    def action_count(self) -> int:
        return len(self.game.actions)

    def summary(self) -> str:
        """One line for a list: mode, players, turn."""
        people = ", ".join(self.setup.shown_names())
        mode = {
            Mode.FOUNTAINS: "Fountains",
            Mode.SOLO: "Solo",
            Mode.SPLASH: "Kids' Splash",
        }[self.mode]
        state = "finished" if self.finished else f"turn {self.turn}"
        return f"{mode} · {people} · {state}"


def now_text() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# -- writing -------------------------------------------------------------------------


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    return {
        "mode": setup.mode.value,
        "seats": [
            {
                "name": s.name,
                "colour": list(s.colour),
                "computer": s.computer,
                "level": s.level,
            }
            for s in setup.seats
        ],
        "seed": setup.seed,
        "advanced": setup.advanced,
        "difficulty": setup.difficulty,
        "level": setup.level,
        "cooperative": setup.cooperative,
        "competitive": setup.competitive,
        "toss": setup.toss,
        "autoplay": setup.autoplay,
        "first_seat": setup.first_seat,
    }


def game_to_json(game: Game) -> dict[str, Any]:
    if isinstance(game, FountainsGame):
        return fountains_save.game_to_json(game)
    return splash_save.game_to_json(game)


def computer_seats(state: Any) -> Any:
    """A table state's computer seats: ``computer`` at a Fountains table,
    ``computers`` at a Kids' Splash one (each has ``bots``, seat -> bot)."""
    seats = getattr(state, "computer", None)
    return seats if seats is not None else getattr(state, "computers", None)


def bot_states(computer: Any) -> dict[int, Any]:
    """The random generators' states of a table's computer seats
    (:func:`computer_seats`), by seat."""
    bots = getattr(computer, "bots", None)
    if not isinstance(bots, dict):
        return {}
    states: dict[int, Any] = {}
    for seat, bot in bots.items():
        rng = getattr(bot, "rng", None)
        if isinstance(rng, random.Random):
            version, words, gauss = rng.getstate()
            packed = base64.b64encode(_RNG_PACK.pack(*words)).decode("ascii")
            states[int(seat)] = [version, packed, gauss]
    return states


def table_record(state: Any) -> Any:
    """What a Kids' Splash table state holds beyond the rules (its
    ``table_record()``), or None for other tables."""
    make = getattr(state, "table_record", None)
    return make() if callable(make) else None


def restore_table(state: Any, table: Any) -> None:
    """Put a saved `table_record` back into a table state."""
    resume = getattr(state, "resume_table", None)
    if table is not None and callable(resume):
        resume(table)


def record_to_json(record: SavedGame) -> dict[str, Any]:
    table = {}
    if record.table is not None:
        table = {"table": splash_save.table_to_json(record.table)}
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": setup_to_json(record.setup),
        "started": record.started,
        "saved": record.saved,
        "finished": record.finished,
        "summary": {"turn": int(record.game.turn), "actions": len(record.game.actions)},
        "bots": {str(seat): state for seat, state in record.bots.items()},
        "game": game_to_json(record.game),
        "reasons": {str(index): why for index, why in sorted(record.reasons.items())},
        "profiles": {
            str(seat): {"id": p.id, "name": p.name}
            for seat, p in sorted(record.profiles.items())
        },
    } | table


def encode(record: SavedGame) -> bytes:
    """The save file's bytes (compact: this runs on the main loop)."""
    return json.dumps(record_to_json(record), separators=(",", ":")).encode("utf-8")


# -- reading -------------------------------------------------------------------------


def decode(data: bytes, path: Path | None = None) -> SavedGame:
    """Read a save file's bytes; `CorruptStateError` naming ``path`` and what
    is wrong."""
    try:
        record = record_from_json(parse_bounded(data))
    except CorruptStateError as exc:
        where = f"{path}: " if path is not None else ""
        raise CorruptStateError(f"{where}{exc}") from None
    record.path = path
    return record


def record_from_json(data: object) -> SavedGame:
    if not isinstance(data, dict):
        raise CorruptStateError("a save must be a JSON object")
    if data.get("format") != FORMAT:
        raise CorruptStateError(
            f"not a Fountaineer save (format {_cut(data.get('format'))})"
        )
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise CorruptStateError(
            f"save version {_cut(data.get('version'))} is not supported "
            f"(this game reads {VERSION})"
        )
    setup = setup_from_json(data.get("setup"))
    started, saved = _stamp(data.get("started")), _stamp(data.get("saved"))
    finished = data.get("finished")
    if not isinstance(finished, bool):
        raise CorruptStateError("finished must be true or false")
    bots = _bots(data.get("bots"), len(setup.seats))
    summary = data.get("summary")
    if summary is not None:
        summary = summary_from_json(summary)
    game = _game(setup.mode, data.get("game"))
    if summary is not None and summary != (int(game.turn), len(game.actions)):
        raise CorruptStateError(
            f"the summary (turn {summary[0]}, {summary[1]} actions) does not "
            f"match the game (turn {game.turn}, {len(game.actions)} actions)"
        )
    problem = _mismatch(setup, game)
    if problem:
        raise CorruptStateError(f"the setup does not match the game: {problem}")
    if finished != game.is_over():
        raise CorruptStateError(
            "marked finished but the game is not over"
            if finished
            else "marked unfinished but the game is over"
        )
    table = data.get("table")
    if table is not None:
        if not isinstance(game, SplashGame):
            raise CorruptStateError("a table record is only for Kids' Splash")
        table = splash_save.table_from_json(table, game)
    reasons = reasons_from_json(data.get("reasons", {}), len(game.actions))
    profiles = profiles_from_json(data.get("profiles", {}), len(setup.seats))
    return SavedGame(
        setup,
        game,
        started,
        saved,
        finished,
        bots,
        table=table,
        reasons=reasons,
        profiles=profiles,
    )


def reasons_from_json(data: object, actions: int) -> dict[int, str]:
    """``{action index: why}`` from a save's ``reasons``: each key the index of
    an action of the game, each reason short printable text."""
    if not isinstance(data, dict) or len(data) > actions:
        raise CorruptStateError("reasons must be an object, one per action at most")
    reasons: dict[int, str] = {}
    for key, why in data.items():
        index = _index_key(key)
        if index is None or index >= actions:
            raise CorruptStateError(f"reasons: {_cut(key)} is not an action's number")
        if (
            not isinstance(why, str)
            or not 0 < len(why) <= MAX_REASON
            or not why.isprintable()
        ):
            raise CorruptStateError(f"reasons: the reason for action {key} is damaged")
        reasons[index] = why
    return reasons


def profiles_from_json(data: object, seats: int) -> dict[int, SeatProfile]:
    """``{seat: SeatProfile}`` from a save's ``profiles``
    (``{"0": {"id": 7, "name": "Annie"}}``)."""
    if not isinstance(data, dict) or len(data) > seats:
        raise CorruptStateError("profiles must be an object with a profile per seat")
    profiles: dict[int, SeatProfile] = {}
    for key, entry in data.items():
        seat = _seat_key(key)
        if seat is None or not 0 <= seat < seats:
            raise CorruptStateError(f"profiles: {_cut(key)} is not a seat")
        if not isinstance(entry, dict) or set(entry) != {"id", "name"}:
            raise CorruptStateError(f"profiles: seat {key} needs an id and a name")
        pid, name = entry["id"], entry["name"]
        if not _whole(pid) or not 0 < pid <= MAX_PROFILE_ID:
            raise CorruptStateError(f"profiles: {_cut(pid)} is not a profile id")
        if (
            not isinstance(name, str)
            or not 0 < len(name) <= MAX_NAME
            or not name.isprintable()
        ):
            raise CorruptStateError(
                f"profiles: seat {key}'s profile has no usable name"
            )
        profiles[seat] = SeatProfile(pid, name)
    return profiles


def _index_key(key: object) -> int | None:
    """An action's index written as a key: ASCII digits, no leading zero."""
    if (
        not isinstance(key, str)
        or not 0 < len(key) <= len(str(MAX_COUNT))
        or not all("0" <= ch <= "9" for ch in key)
        or (len(key) > 1 and key.startswith("0"))
    ):
        return None
    return int(key)


def setup_from_json(data: object) -> GameSetup:
    if not isinstance(data, dict):
        raise CorruptStateError("setup must be an object")
    mode_name = data.get("mode")
    if mode_name not in tuple(m.value for m in Mode):  # a tuple: [] is no error
        raise CorruptStateError(f"setup: unknown mode {_cut(mode_name)}")
    mode = Mode(str(mode_name))
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not 1 <= len(seats_data) <= MAX_SEATS:
        raise CorruptStateError(f"setup: seats must list 1 to {MAX_SEATS} seats")
    seats = tuple(_seat(number, s) for number, s in enumerate(seats_data, start=1))
    seed = data.get("seed")
    if not isinstance(seed, int) or seed_problem(seed) is not None:
        raise CorruptStateError(
            f"setup: seed {_cut(seed)} is not a whole number from 0 to {MAX_SEED}"
        )
    flags = {}
    for key in ("advanced", "cooperative", "competitive", "toss", "autoplay"):
        value = data.get(key)
        if not isinstance(value, bool):
            raise CorruptStateError(f"setup: {key} must be true or false")
        flags[key] = value
    difficulty = data.get("difficulty")
    if difficulty is not None and difficulty not in DIFFICULTIES:
        raise CorruptStateError(f"setup: unknown difficulty {_cut(difficulty)}")
    level = data.get("level")
    if level is not None and (
        not isinstance(level, str)
        or not 0 < len(level) <= MAX_LEVEL
        or not set(level) <= _LEVEL_LETTERS
    ):
        raise CorruptStateError(f"setup: {_cut(level)} is not a level name")
    first_seat = data.get("first_seat", 0)  # saves before it: seat 0 started
    if not _whole(first_seat) or not 0 <= first_seat < len(seats):
        raise CorruptStateError(f"setup: first seat {_cut(first_seat)} is not a seat")
    return GameSetup(
        mode=mode,
        seats=seats,
        seed=seed,
        advanced=flags["advanced"],
        difficulty=difficulty,
        level=level,
        cooperative=flags["cooperative"],
        competitive=flags["competitive"],
        toss=flags["toss"],
        autoplay=flags["autoplay"],
        first_seat=first_seat,
    )


def _seat(number: int, data: object) -> Seat:
    if not isinstance(data, dict):
        raise CorruptStateError(f"setup: seat {number} must be an object")
    name, colour, computer = data.get("name"), data.get("colour"), data.get("computer")
    if (
        not isinstance(name, str)
        or not 0 < len(name) <= MAX_NAME
        or not name.isprintable()
    ):
        raise CorruptStateError(f"setup: seat {number} has no usable name")
    if (
        not isinstance(colour, list)
        or len(colour) != 3
        or not all(_whole(c) and 0 <= c <= 255 for c in colour)
    ):
        raise CorruptStateError(f"setup: seat {number}'s colour is not three 0..255")
    if not isinstance(computer, bool):
        raise CorruptStateError(
            f"setup: seat {number}'s computer must be true or false"
        )
    level = data.get("level", DEFAULT_LEVEL)  # saves before seat levels: medium
    if level not in LEVELS:
        raise CorruptStateError(
            f"setup: seat {number}'s level {_cut(level)} is unknown"
        )
    return Seat(name, (colour[0], colour[1], colour[2]), computer, level)


def _stamp(value: object) -> str:
    if not isinstance(value, str) or len(value) > 40:
        raise CorruptStateError("a save's time stamps must be short text")
    try:
        datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        raise CorruptStateError(f"{value!r} is not a time stamp") from None
    return value


def _bots(data: object, seats: int) -> dict[int, Any]:
    if not isinstance(data, dict) or len(data) > MAX_SEATS:
        raise CorruptStateError("bots must be an object with a state per seat")
    bots: dict[int, Any] = {}
    for key, state in data.items():
        seat = _seat_key(key)
        if seat is None or not 0 <= seat < seats:
            raise CorruptStateError(f"bots: {_cut(key)} is not a seat")
        words = _rng_words(state)
        if words is None:
            raise CorruptStateError(f"bots: seat {key}'s random state is damaged")
        bots[seat] = [3, state[1], state[2]]
    return bots


def _seat_key(key: object) -> int | None:
    """A seat number written as a key: one or two ASCII digits as the game
    writes them (no leading zero), else None (``"²"`` and ``"٣"`` are digits
    to ``str.isdigit`` but not to ``int``)."""
    if (
        not isinstance(key, str)
        or not 0 < len(key) <= MAX_BOT_KEY
        or not all("0" <= ch <= "9" for ch in key)
        or (len(key) > 1 and key.startswith("0"))
    ):
        return None
    return int(key)


def summary_from_json(data: object) -> tuple[int, int]:
    """``(turn, actions)`` from a save's ``summary``; `CorruptStateError` if
    it is not two small whole numbers."""
    if not isinstance(data, dict):
        raise CorruptStateError("summary must be an object")
    turn, actions = data.get("turn"), data.get("actions")
    if not isinstance(turn, int) or not _whole(turn) or not 0 <= turn < MAX_COUNT:
        raise CorruptStateError(f"summary: turn {_cut(turn)} is not a turn number")
    if (
        not isinstance(actions, int)
        or not _whole(actions)
        or not 0 <= actions < MAX_COUNT
    ):
        raise CorruptStateError(f"summary: {_cut(actions)} is not a number of actions")
    return turn, actions


def _rng_words(state: object) -> tuple[int, ...] | None:
    """The generator's words from a saved ``[3, base64, gauss]``, or None."""
    if (
        not isinstance(state, list)
        or len(state) != 3
        or state[0] != 3
        or isinstance(state[0], bool)
        or not isinstance(state[1], str)
        or len(state[1]) != _RNG_TEXT
        or not (state[2] is None or isinstance(state[2], float))
    ):
        return None
    try:
        words = _RNG_PACK.unpack(base64.b64decode(state[1], validate=True))
    except (binascii.Error, struct.error, ValueError):
        return None
    return words if words[-1] <= 624 else None


def restore_bots(computer: Any, states: dict[int, Any]) -> None:
    """Put saved random generator states back into a table's computer seats."""
    bots = getattr(computer, "bots", None)
    if not isinstance(bots, dict):
        return
    for seat, state in states.items():
        rng = getattr(bots.get(seat), "rng", None)
        words = _rng_words(state)
        if isinstance(rng, random.Random) and words is not None:
            rng.setstate((3, words, state[2]))


def _game(mode: Mode, data: object) -> Game:
    if mode is Mode.SPLASH:
        return splash_save.game_from_json(data)
    return fountains_save.game_from_json(data)


def _mismatch(setup: GameSetup, game: Game) -> str | None:
    if game.options.seed != setup.seed:
        return f"seed {setup.seed} against {game.options.seed}"
    if isinstance(game, SplashGame):
        splash = game.options
        if splash.players != len(setup.seats):
            return f"{len(setup.seats)} seats for {splash.players} players"
        if (splash.cooperative, splash.competitive) != (
            setup.cooperative,
            setup.competitive,
        ):
            return "the variants differ"
        return None
    options = game.options
    solo = setup.mode is Mode.SOLO
    if solo != options.is_solo:
        return "a solo setup for a game that is not solo, or the other way"
    players = 2 if solo else options.players
    if len(setup.seats) not in ((1, 2) if solo else (players,)):
        return f"{len(setup.seats)} seats for {options.players} players"
    if solo and (options.solo or "") != (setup.difficulty or "easy"):
        return "the difficulty differs"
    if options.advanced != setup.advanced:
        return "advanced differs"
    return None


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _cut(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
