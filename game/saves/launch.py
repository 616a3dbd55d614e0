"""The command line's saved-game options, for scripted checks:

- ``--autoplay --stop-after N``: play N actions, save, print where it stopped;
- ``--continue``: resume the most recent unfinished game (with ``--autoplay``
  the computer plays it out and the outcome is printed as an uninterrupted
  ``--autoplay`` run prints it);
- ``--replay FILE``: open a saved or finished game in the replay viewer.

The app calls `start` once it has started, before its own loop; the logic
lives here so the app's part stays a few lines.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.play_limit import PlayOutLimit
from game.rules.errors import CorruptStateError
from game.rules.outcome import Outcome
from game.saves.bounded_json import UnreadableSaveError, read_regular
from game.saves.record import SavedGame, decode
from game.saves.session import store_for
from game.saves.writer import WRITER

MAX_DT = 0.1
MAX_FRAMES = 10 * 60 * 60 * 2
DRAW_EVERY = 30


class LaunchError(Exception):
    """A saved-game option that cannot be carried out (the message says why)."""


def load_file(path: Path | str) -> SavedGame:
    """A save file named on the command line (never moved aside: it is the
    player's own file); `LaunchError` naming it and what is wrong. Only a
    regular file is read, without blocking and no further than a save can
    be (``/dev/zero``, a FIFO or a symlink to one is refused at once)."""
    if not str(path).strip():
        raise LaunchError("--replay: the file name is empty")
    path = Path(path).expanduser()
    try:
        return decode(read_regular(path), path)
    except CorruptStateError as exc:
        raise LaunchError(f"--replay: {exc}") from None


def latest_unfinished(ctx: Any) -> SavedGame:
    """The most recently played unfinished game; a damaged one is kept aside
    and the next is tried. `LaunchError` when there is none."""
    store = store_for(ctx)
    if store is None:
        raise LaunchError("--continue: there is no folder for saved games")
    for entry in store.unfinished():  # each tried once: a file left in place
        try:  # (unreadable) is not tried again and again
            return store.load(entry.path)
        except UnreadableSaveError as exc:
            print(f"Fountaineer: {exc} (left where it is)", file=sys.stderr)
        except CorruptStateError as exc:
            print(f"Fountaineer: {exc} (kept aside)", file=sys.stderr)
    problems = "; ".join(store.problems)
    extra = f" ({problems})" if problems else ""
    raise LaunchError(f"--continue: no unfinished game in {store.saves}{extra}")


Describe = Callable[[Any, Outcome], str]


def start(app: Any, options: Any, describe: Describe) -> int | None:
    """Carry out the saved-game options: push the resumed game or the replay
    viewer over the title, and play out ``--stop-after`` and headless
    ``--continue --autoplay`` runs, printing an outcome as ``describe(setup,
    outcome)`` words it (the headless runs' own wording). Returns the exit
    code when the run is over, None when the app's own loop should run."""
    try:
        first_scenes(app.manager, app.ctx, options)
    except LaunchError as exc:
        if options.headless or getattr(options, "stop_after", None) is not None:
            print(f"Fountaineer: {exc}", file=sys.stderr)
            return 1
        app.ctx.notices.append(str(exc))  # a window: the title says so
        return None
    return run(app, options, describe)


def first_scenes(manager: Any, ctx: Any, options: Any) -> bool:
    """Push the scenes for ``--continue`` or ``--replay`` over the title;
    False when neither was asked for."""
    if getattr(options, "replay", None) is not None:
        saved = load_file(options.replay)
        manager.push(_scene(ctx.screens.replay, ctx, saved, "--replay"))
        return True
    if getattr(options, "resume", False):
        saved = latest_unfinished(ctx)
        if getattr(options, "resume_autoplay", False):
            setup = dataclasses.replace(saved.setup, autoplay=True)
            saved = dataclasses.replace(saved, setup=setup)
        manager.push(_scene(ctx.screens.resume, ctx, saved, "--continue"))
        return True
    return False


def _scene(
    make: Callable[[Any, SavedGame], Any], ctx: Any, saved: SavedGame, option: str
) -> Any:
    """The scene for ``saved``; `LaunchError` when it cannot be built from a
    sound file (its pond is gone): the file is left as it is."""
    try:
        return make(ctx, saved)
    except ValueError as exc:
        raise LaunchError(f"{option}: cannot open {saved.path}: {exc}") from None


def _table(manager: Any) -> Any:
    for scene in reversed(manager.scenes):
        if hasattr(scene, "state") and hasattr(scene, "setup"):
            return scene
    return None


def _outcome(manager: Any) -> Outcome | None:
    for scene in reversed(manager.scenes):
        outcome = getattr(scene, "outcome", None)
        if isinstance(outcome, Outcome):
            return outcome
    return None


def run(app: Any, options: Any, describe: Describe) -> int | None:
    """Play out ``--stop-after`` or ``--continue --autoplay`` runs without a
    frame count; None when the app's own loop should run instead."""
    stop_after = getattr(options, "stop_after", None)
    playing_out = getattr(options, "resume", False) and getattr(
        options, "resume_autoplay", False
    )
    if stop_after is None and not (playing_out and options.headless):
        return None
    if options.frames is not None:
        return None
    table = _table(app.manager)
    if table is None:
        print("the game could not be started", file=sys.stderr)
        return 1
    start = len(table.state.game.actions)
    limit = PlayOutLimit(app.frames + MAX_FRAMES)
    while not limit.reached(app.frames):
        if getattr(app, "stop_code", None) is not None:
            return int(app.stop_code)  # SIGTERM or SIGHUP: saved, and said so
        if app.ctx.quit_requested:
            print("the game was closed before it ended", file=sys.stderr)
            return 1
        played = len(table.state.game.actions) - start
        outcome = getattr(table, "outcome", None) or _outcome(app.manager)
        if isinstance(outcome, Outcome):
            print(describe(table.setup, outcome))
            return unkept_games(app.ctx)
        if stop_after is not None and played >= stop_after:
            return _stop(table, played)
        app.frame(MAX_DT, draw=app.frames % DRAW_EVERY == 0)
    print(limit.message, file=sys.stderr)
    return 1


def unkept_games(ctx: Any) -> int:
    """After a headless game: wait for the writer, then 1 when a game finished
    in this run could not be saved as a replay (the store said why on the
    terminal as it happened), else 0."""
    WRITER.flush()
    store = store_for(ctx)
    return 1 if store is not None and store.unkept else 0


def _stop(table: Any, played: int) -> int:
    autosave = getattr(table, "autosave", None)
    game = table.state.game
    where = (
        f"{table.setup.mode.value} game, seed {table.setup.seed}: stopped after "
        f"{played} actions ({len(game.actions)} in all), turn {game.turn}"
    )
    if autosave is None:
        print(f"{where}; not saved: there is no folder for saved games")
        return 1
    if not autosave.keep():
        print(f"{where}; the save could not be written", file=sys.stderr)
        return 1
    print(f"{where}; saved to {autosave.path}")
    return 0
