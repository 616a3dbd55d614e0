"""The command line's saved-game options checked together with the others
(no pygame: the command line is read before anything starts). Each problem
is one line for ``argparse``'s error (exit code 2)."""

from __future__ import annotations

import argparse

from game.saves.launch import LaunchError, load_file

#: Options that start a new game, which --continue and --replay replace.
GAME_OPTIONS = (
    ("--mode", "mode"),
    ("--players", "players"),
    ("--names", "names"),
    ("--advanced", "advanced"),
    ("--difficulty", "difficulty"),
    ("--level", "level"),
    ("--variant", "variant"),
    ("--seed", "seed"),
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("saved games")
    group.add_argument(
        "--stop-after",
        type=int,
        metavar="N",
        help="with --autoplay: play N actions, save, say where it stopped, exit",
    )
    group.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help="resume the most recent unfinished game "
        "(with --headless --autoplay: play it out and print the outcome)",
    )
    group.add_argument(
        "--replay",
        metavar="FILE",
        help="open a saved or finished game in the replay viewer",
    )


def problem(args: argparse.Namespace) -> str | None:
    """Why the saved-game options cannot be carried out, or None."""
    given = [flag for flag, name in GAME_OPTIONS if getattr(args, name, None)]
    if args.stop_after is not None:
        if not args.autoplay:
            return "--stop-after needs --autoplay (the computer plays the N actions)"
        if args.stop_after < 1:
            return f"--stop-after: must be 1 or more, not {args.stop_after}"
        if args.frames is not None:
            return "--stop-after and --frames do not go together"
    if args.resume and given:
        return f"--continue resumes a saved game: leave out {given[0]}"
    if args.replay is not None:
        others = [
            flag
            for flag, on in (
                ("--continue", args.resume),
                ("--autoplay", args.autoplay),
                ("--stop-after", args.stop_after is not None),
                *((flag, True) for flag in given),
            )
            if on
        ]
        if others:
            return f"--replay opens a saved game to watch: leave out {others[0]}"
        try:
            load_file(args.replay)
        except LaunchError as exc:
            return str(exc)
    return None
