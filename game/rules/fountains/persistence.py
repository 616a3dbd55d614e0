"""Saving and loading whole games as versioned JSON, and checking what is read.

A document is ``{"format": "fountaineer.fountains", "version": 1, "options": ...,
"state": ..., "actions": [...]}``. The action log alone (with the options)
replays to the same game. Loading reads the state (every count and length
bounded before anything is built), checks that its parts agree, then replays the
log from the options and refuses a save whose state is not the one the log leads
to. Files are written to a temporary file beside the target and renamed, so a
good save is never replaced by half a file.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from game.rules.errors import CorruptStateError, IllegalActionError
from game.rules.fountains.actions import InvalidActionError, Pawn, parse_action
from game.rules.fountains.basin import HOME, Basin
from game.rules.fountains.catalogue import (
    BONUS_TOKENS,
    STARTING_TILES,
    TILES,
    tile_by_id,
)
from game.rules.fountains.design_cards import DesignCard
from game.rules.fountains.fountain import Fountain
from game.rules.fountains.fountain_save import fountain_from_json, fountain_to_json
from game.rules.fountains.game import DESIGN_CARDS_SHOWN, FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.rules.fountains.solo import MACHINE_SEAT
from game.rules.fountains.tiles import STACK_SHAPES, Shape
from game.rules.outcome import ScoreEntry

FORMAT = "fountaineer.fountains"
VERSION = 1

_KNOWN_TILES = frozenset(t.id for t in TILES) | frozenset(t.id for t in STARTING_TILES)
_KNOWN_TOKENS = frozenset(t.id for t in BONUS_TOKENS)
_START_TILES = frozenset(t.id for t in STARTING_TILES)

#: Bounds checked before anything is built from a save. A game deals at most
#: 72 tiles, so a few actions a turn stay far below these.
MAX_ACTIONS = 2000
MAX_ACTION_TEXT = 80
MAX_SCORE_ENTRIES = 2000
MAX_TEXT = 200
MAX_LIST = 200
MAX_SEED = 2**63


def game_to_json(game: FountainsGame) -> dict[str, Any]:
    """The whole game as plain JSON data."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "options": game.options.to_json(),
        "state": {
            "basin": game.basin.to_json(),
            "fountains": [fountain_to_json(fountain) for fountain in game.fountains],
            "machine_tiles": list(game.machine_tiles),
            "out_of_game": list(game.out_of_game),
            "scores": list(game.scores),
            "score_log": [entry.to_json() for entry in game.score_log],
            "turn": game.turn,
            "turns_taken": list(game.turns_taken),
            "first_seat": game.first_seat,
            "turn_seat": game.turn_seat,
            "phase": game.phase.value,
            "drafted": game.drafted,
            "moved": None
            if game.moved is None
            else [game.moved[0].value, game.moved[1]],
            "design_cards": [card.value for card in game.design_cards],
            "end_reason": game.end_reason,
            "machine_bonus_visits": game.machine_bonus_visits,
        },
        "actions": [str(action) for action in game.actions],
    }


def game_from_json(data: object) -> FountainsGame:
    """Read :func:`game_to_json` back; raises :class:`CorruptStateError` naming
    what is wrong."""
    if not isinstance(data, dict):
        raise CorruptStateError("a saved game must be a JSON object")
    if data.get("format") != FORMAT:
        raise CorruptStateError(
            f"not a saved Fountains game (format {data.get('format')!r}, "
            f"expected {FORMAT!r})"
        )
    version = data.get("version")
    if version != VERSION:
        raise CorruptStateError(
            f"saved game version {version!r} is not supported (this build reads "
            f"version {VERSION})"
        )
    try:
        game = _read(data)
    except CorruptStateError:
        raise
    except (
        KeyError,
        TypeError,
        ValueError,
        AttributeError,
        IndexError,
        OverflowError,
    ) as exc:
        what = f"missing field {exc}" if isinstance(exc, KeyError) else str(exc)
        raise CorruptStateError(f"saved game is damaged: {what}") from exc
    problem = _inconsistency(game)
    if problem is not None:
        raise CorruptStateError(f"saved game is inconsistent: {problem}")
    replayed = _replay(game)
    if replayed != game:
        raise CorruptStateError(
            "saved game does not match its action log: "
            f"{_first_difference(game, replayed)}"
        )
    return replayed


def _replay(game: FountainsGame) -> FountainsGame:
    """The game the saved action log leads to from the saved options."""
    replayed = FountainsGame.new(game.options)
    for number, action in enumerate(game.actions, start=1):
        try:
            replayed.apply(action)
        except IllegalActionError as exc:
            raise CorruptStateError(
                f"action {number} of the log ({action}) cannot be played: {exc}"
            ) from None
    return replayed


def _first_difference(saved: FountainsGame, replayed: FountainsGame) -> str:
    ours, theirs = game_to_json(saved)["state"], game_to_json(replayed)["state"]
    for key, value in theirs.items():
        if ours.get(key) != value:
            return f"{key} is {ours.get(key)!r}, the log gives {value!r}"
    return "the state differs from the replayed log"


def _check_sizes(data: dict[str, Any]) -> None:
    """Bound every list and text of a document before anything is built."""
    actions = data.get("actions")
    if isinstance(actions, list):
        if len(actions) > MAX_ACTIONS:
            raise ValueError(
                f"the action log has {len(actions)} entries (at most {MAX_ACTIONS})"
            )
        for text in actions:
            if isinstance(text, str) and len(text) > MAX_ACTION_TEXT:
                raise ValueError(f"an action of {len(text)} characters")
    options = data.get("options")
    if isinstance(options, dict):
        seed = options.get("seed")
        if isinstance(seed, int) and not -MAX_SEED <= seed < MAX_SEED:
            raise ValueError("the seed is out of range")
    state = data.get("state")
    if not isinstance(state, dict):
        return
    log = state.get("score_log")
    if isinstance(log, list) and len(log) > MAX_SCORE_ENTRIES:
        raise ValueError(f"the score log has {len(log)} entries")
    for key in ("machine_tiles", "out_of_game", "design_cards", "fountains"):
        value = state.get(key)
        if isinstance(value, list) and len(value) > MAX_LIST:
            raise ValueError(f"{key} lists {len(value)} entries")


def _read(data: dict[str, Any]) -> FountainsGame:
    _check_sizes(data)
    options = GameOptions.from_json(_dict(data["options"], "options"))
    state = _dict(data["state"], "state")
    seats = options.seats
    scores = _ints(state["scores"], "scores", seats)
    turns_taken = _ints(state["turns_taken"], "turns_taken", seats)
    fountains_data = state["fountains"]
    if not isinstance(fountains_data, list) or len(fountains_data) != options.players:
        raise ValueError(f"expected {options.players} fountains")
    moved_data = state["moved"]
    moved = None
    if moved_data is not None:
        pawn, space = moved_data
        moved = (Pawn(pawn), _int(space, "moved space"))
    actions = []
    for text in state_actions(data):
        try:
            actions.append(parse_action(text))
        except InvalidActionError as exc:
            raise ValueError(f"action log: {exc}") from None
    drafted = state["drafted"]
    if drafted is not None and not isinstance(drafted, str):
        raise TypeError("drafted must be a tile id or null")
    end_reason = state["end_reason"]
    if end_reason is not None and not isinstance(end_reason, str):
        raise TypeError("end_reason must be text or null")
    seat_range = range(seats)
    first_seat = _int(state["first_seat"], "first_seat")
    turn_seat = _int(state["turn_seat"], "turn_seat")
    if first_seat not in seat_range or turn_seat not in seat_range:
        raise ValueError(f"a seat number is outside 0..{seats - 1}")
    return FountainsGame(
        options=options,
        basin=Basin.from_json(_dict(state["basin"], "basin")),
        fountains=[_fountain(seat, f) for seat, f in enumerate(fountains_data)],
        machine_tiles=_strs(state["machine_tiles"], "machine_tiles"),
        out_of_game=_strs(state["out_of_game"], "out_of_game"),
        _scores=scores,
        _score_log=[_score_entry(e) for e in _list(state["score_log"], "score_log")],
        turn=_int(state["turn"], "turn"),
        turns_taken=turns_taken,
        first_seat=first_seat,
        turn_seat=turn_seat,
        phase=Phase(state["phase"]),
        drafted=drafted,
        moved=moved,
        design_cards=tuple(DesignCard(c) for c in state["design_cards"]),
        end_reason=end_reason,
        machine_bonus_visits=_int(
            state["machine_bonus_visits"], "machine_bonus_visits"
        ),
        actions=actions,
    )


def _fountain(seat: int, data: object) -> Fountain:
    """One seat's fountain; a game uses catalogue pieces only."""
    where = f"the fountain of seat {seat}"
    if not isinstance(data, dict):
        raise CorruptStateError(f"{where} is not an object")
    custom = sorted(set(data) & {"custom_tiles", "custom_tokens"})
    if custom:
        raise CorruptStateError(
            f"{where} spells out {' and '.join(custom)}: a game uses only the "
            "catalogue's tiles and tokens"
        )
    try:
        fountain = fountain_from_json(data)
    except CorruptStateError as exc:
        raise CorruptStateError(f"{where}: {exc}") from exc
    for number, placed in enumerate(fountain.placed):
        is_start = placed.tile.shape is Shape.START
        if is_start != (number == 0):
            raise CorruptStateError(
                f"{where}: tile {number + 1} ({placed.tile.id}) "
                + ("is a starting tile" if is_start else "is not a starting tile")
            )
    return fountain


def state_actions(data: dict[str, Any]) -> list[str]:
    """The action log of a saved document, as text."""
    return _strs(data["actions"], "actions")


def _inconsistency(game: FountainsGame) -> str | None:
    """A cheap check that the parts agree: the phase with what is pending, every
    tile and token in exactly one place, the scores with the score log."""
    problem = _phase_problem(game) or _turn_problem(game) or _setup_problem(game)
    if problem is not None:
        return problem
    tiles: Counter[str] = Counter()
    for stack in game.basin.stacks:
        tiles.update(stack)
    for fountain in game.fountains:
        tiles.update(placed.tile.id for placed in fountain.placed)
    tiles.update(game.machine_tiles)
    tiles.update(t for t in game.out_of_game if t not in _KNOWN_TOKENS)
    if game.drafted is not None:
        tiles[game.drafted] += 1
    unknown = sorted(set(tiles) - _KNOWN_TILES)
    if unknown:
        return f"unknown tiles {unknown}"
    starts = [f.placed[0].tile.id for f in game.fountains]
    loose = sorted(t for t in tiles if t in _START_TILES and t not in starts)
    if loose:
        return f"starting tiles {loose} outside the fountains"
    doubled = sorted(tile for tile, n in tiles.items() if n > 1)
    if doubled:
        return f"tiles in two places {doubled}"
    if sum(tiles.values()) != game.total_tiles():
        return f"{sum(tiles.values())} tiles found, {game.total_tiles()} dealt"
    for space, (shape, stack) in enumerate(
        zip(STACK_SHAPES, game.basin.stacks, strict=True), start=1
    ):
        strays = [t for t in stack if tile_by_id(t).shape is not shape]
        if strays:
            return f"the {shape.value} stack (space {space}) holds {strays}"
    tokens: Counter[str] = Counter(game.basin.pile)
    tokens.update(t for t in game.basin.face_up if t is not None)
    for fountain in game.fountains:
        tokens.update(fountain.tokens.values())
    tokens.update(t for t in game.out_of_game if t in _KNOWN_TOKENS)
    unknown = sorted(set(tokens) - _KNOWN_TOKENS)
    if unknown:
        return f"unknown bonus tokens {unknown}"
    if sorted(tokens.elements()) != sorted(_KNOWN_TOKENS):
        return "bonus tokens are missing or doubled"
    totals = [0] * game.seats
    for entry in game.score_log:
        if not 0 <= entry.seat < game.seats:
            return f"score log names seat {entry.seat}"
        totals[entry.seat] += entry.points
    if tuple(totals) != game.scores:
        return f"scores {list(game.scores)} do not add up to the score log {totals}"
    return None


def _turn_problem(game: FountainsGame) -> str | None:
    taken = game.turns_taken
    if min(taken) < 0 or max(taken) - min(taken) > 1:
        return f"turns taken {taken} differ by more than one"
    if game.turn != sum(taken) + 1:
        return f"turn {game.turn} after {sum(taken)} turns taken"
    if game.moved is not None:
        pawn, space = game.moved
        if game.basin.pawns[pawn] != space:
            return (
                f"the {pawn.value} pawn moved to space {space} but stands on "
                f"space {game.basin.pawns[pawn]}"
            )
    if game.phase is Phase.FISH and not game.is_machine(game.turn_seat):
        if game.moved is None or game.moved != (Pawn.WHITE, HOME[Pawn.WHITE]):
            return "phase fish but the White pawn did not end on the White space"
    if game.phase is Phase.OVER and game.end_reason is None:
        return "the game is over without a reason"
    return None


def _setup_problem(game: FountainsGame) -> str | None:
    cards = game.design_cards
    wanted = DESIGN_CARDS_SHOWN if game.options.advanced else 0
    if len(cards) != wanted or len(set(cards)) != len(cards):
        return (
            f"{len(cards)} design cards {[c.value for c in cards]} in a game that "
            f"shows {wanted} different ones"
        )
    return None


def _phase_problem(game: FountainsGame) -> str | None:
    phase = game.phase
    if (phase is Phase.PLACE) != (game.drafted is not None):
        return f"phase {phase.value} with drafted tile {game.drafted!r}"
    if phase in (Phase.PLACE, Phase.TOKEN, Phase.FISH) and game.moved is None:
        return f"phase {phase.value} but no pawn was moved this turn"
    if game.is_solo != (game.basin.gear is not None):
        return "the Gear Wheel belongs on the Basin in solo games only"
    machine_phase = phase in (Phase.MACHINE, Phase.SWAP)
    if machine_phase and not (game.is_solo and game.turn_seat == MACHINE_SEAT):
        return f"phase {phase.value} outside The Machine's turn"
    if game.is_machine(game.turn_seat) and phase not in (
        Phase.MACHINE,
        Phase.SWAP,
        Phase.OVER,
    ):
        return f"The Machine cannot be in phase {phase.value}"
    return None


def _dict(value: object, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise TypeError(f"{what} must be an object")
    return value


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"{what} must be a list")
    return value


def _score_entry(value: object) -> ScoreEntry:
    entry = _dict(value, "a score log entry")
    for key in ("category", "reason"):
        text = entry[key]
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise TypeError(f"a score log {key} must be text of at most {MAX_TEXT}")
    return ScoreEntry(
        turn=_int(entry["turn"], "a score log turn"),
        seat=_int(entry["seat"], "a score log seat"),
        points=_int(entry["points"], "score log points"),
        category=entry["category"],
        reason=entry["reason"],
    )


def _int(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{what} must be an integer, not {value!r}")
    return value


def _ints(value: object, what: str, length: int) -> list[int]:
    if not isinstance(value, list) or len(value) != length:
        raise ValueError(f"{what} must list {length} numbers")
    return [_int(v, what) for v in value]


def _strs(value: object, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{what} must be a list of text")
    return list(value)


# -- files ---------------------------------------------------------------------------


def save_game(game: FountainsGame, path: str | os.PathLike[str]) -> None:
    """Write ``game`` to ``path`` atomically (temporary file, then rename)."""
    target = Path(path)
    text = json.dumps(game_to_json(game), indent=1)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_game(path: str | os.PathLike[str]) -> FountainsGame:
    """Read a saved game; raises :class:`CorruptStateError` naming the file."""
    source = Path(path)
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CorruptStateError(f"{source}: cannot read: {exc.strerror}") from exc
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        # ValueError: bad JSON, or an integer of too many digits
        raise CorruptStateError(f"{source}: not valid JSON: {exc}") from None
    try:
        return game_from_json(data)
    except CorruptStateError as exc:
        raise CorruptStateError(f"{source}: {exc}") from exc
