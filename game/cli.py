"""The command line: start straight in a game, run headless, take screenshots.

Bad arguments print a one-line reason and exit with code 2
(argparse's convention), never a traceback. See docs/COMMAND_LINE.md.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import logging
import os
import random
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from game.setup import DEFAULT_LEVEL, LEVELS, MAX_SEED, GameSetup, Mode, Seat

PLAYER_RANGE = {Mode.FOUNTAINS: (2, 5), Mode.SPLASH: (2, 4), Mode.SOLO: (1, 1)}
DEFAULT_PLAYERS = {Mode.FOUNTAINS: 3, Mode.SPLASH: 2, Mode.SOLO: 1}
DIFFICULTIES = ("easy", "medium", "hard")
VARIANTS = ("cooperative", "competitive", "toss")
MAX_NAME = 14
#: The most frames a run may be asked for: a day at 60 frames a second.
MAX_FRAMES = 60 * 60 * 60 * 24
# An error line repeats what was typed, cut to this many characters: a hostile
# value of kilobytes still gives one readable line.
MAX_SHOWN = 80

EPILOG = """examples:
  python main.py                                   open the title screen
  python main.py --mode fountains --players 3 --advanced --seed 7
  python main.py --mode solo --difficulty hard
  python main.py --mode fountains --seats human,expert,medium
  python main.py --mode splash --players 2 --level classic_cup --variant toss
  python main.py --mode fountains --players 4 --autoplay      a demo game
  python main.py --headless --autoplay --mode fountains --players 3 --seed 1
  python main.py --headless --frames 60 --screenshot /tmp/title.png
  python main.py --headless --frames 60 --size 3840x2160 --screenshot /tmp/4k.png
  python main.py --size 1366x768                   a window of that size
  python main.py --fullscreen                      fullscreen (F11 switches)
  python main.py --headless --autoplay --seed 1 --stop-after 40   then:
  python main.py --headless --autoplay --continue                 play it out
  python main.py --headless --autoplay --log --seed 1     the game log, in words
"""


@dataclass(frozen=True)
class LaunchOptions:
    """What ``main.py`` was asked to do."""

    setup: GameSetup | None = None
    headless: bool = False
    frames: int | None = None
    screenshot: Path | None = None
    config_dir: Path | None = None
    levels_dir: Path | None = None
    # saved games (game/saves/launch.py): --stop-after, --continue, --replay
    stop_after: int | None = None
    resume: bool = False
    resume_autoplay: bool = False
    replay: Path | None = None
    log: bool = False  # print the Fountains game log to standard output
    # the window: --size WxH (None: fitted to the desktop), --fullscreen
    size: tuple[int, int] | None = None
    fullscreen: bool = False

    @property
    def autoplay(self) -> bool:
        return self.setup is not None and self.setup.autoplay

    @property
    def runs_to_end(self) -> bool:
        """Headless autoplay without a frame count: play the game out and print
        its outcome."""
        return self.headless and self.autoplay and self.frames is None


def shown(value: object) -> str:
    """``value`` as an error line repeats it: quoted, escaped, cut to about
    ``MAX_SHOWN`` characters."""
    text = repr(str(value))
    if len(text) > MAX_SHOWN:
        text = text[: MAX_SHOWN - 4] + "...'"
    return text


def one_line(message: str) -> str:
    """``message`` made safe to print as one short line: control characters
    escaped, every long run of text cut (argparse repeats values in full)."""
    message = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)
    return re.sub(
        rf"[^ ]{{{MAX_SHOWN + 1},}}",
        lambda m: m.group(0)[: MAX_SHOWN - 3] + "...",
        message,
    )


def program_name() -> str:
    """``main.py`` from a checkout, ``fountaineer`` when installed or built."""
    if getattr(sys, "frozen", False):
        return "fountaineer"
    name = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else ""
    return "fountaineer" if name.startswith("fountaineer") else "main.py"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # One line, as the docs promise: the reason, then where to look.
        line = one_line(message)
        self.exit(2, f"{self.prog}: error: {line} (--help lists the options)\n")


def _whole(least: int, most: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``least`` to ``most`` (its length
    checked first: Python refuses to convert thousands of digits)."""

    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-").replace("_", "")
        value: int | None = None
        if len(digits) <= len(str(most)) + 1:
            try:
                value = int(text)
            except ValueError:
                raise argparse.ArgumentTypeError(
                    f"{shown(text)} is not a whole number"
                ) from None
        elif not digits.isdigit():
            raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number")
        if value is None or value > most:
            raise argparse.ArgumentTypeError(
                f"must be {least} to {most}, not {shown(text)}"
            )
        if value < least:
            raise argparse.ArgumentTypeError(f"must be {least} or more, not {value}")
        return value

    return parse


_positive = _whole(1, 10**6)


def _folder(text: str) -> Path:
    """A folder named on the command line, ``~`` expanded as a shell would."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the folder name is empty")
    return Path(os.path.expanduser(text))


def _window_size(text: str) -> tuple[int, int]:
    """``--size``: a width and height like 1920x1080, in the range tested."""
    from game.ui.view import parse_size

    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _file(text: str) -> Path:
    return Path(os.path.expanduser(text))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=program_name(),
        # "--levels" must not quietly mean "--levels-dir": every option is
        # spelled out in full.
        allow_abbrev=False,
        description="Fountaineer: Fountains, Solo vs The Machine and Kids' Splash. "
        "With no options, opens the title screen.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    game = parser.add_argument_group("start straight in a game")
    game.add_argument(
        "--mode", choices=[m.value for m in Mode], help="the game to start"
    )
    game.add_argument(
        "--players",
        type=_positive,
        metavar="N",
        help="fountains: 2-5 (default 3); splash: 2-4 (default 2)",
    )
    game.add_argument(
        "--names",
        metavar="A,B,...",
        help="seat names, comma-separated (default Player 1, ...)",
    )
    game.add_argument(
        "--seats",
        metavar="WHO,...",
        help="fountains and solo: who plays each seat, comma-separated: human or "
        f"a computer level ({', '.join(LEVELS)}); fountains: the count is the "
        "players; solo: the player's seat",
    )
    game.add_argument(
        "--advanced",
        action="store_true",
        help="fountains: play with the Fountain Design cards",
    )
    game.add_argument(
        "--difficulty",
        choices=DIFFICULTIES,
        help="solo: The Machine's strength (default medium)",
    )
    game.add_argument(
        "--level",
        metavar="NAME",
        help="splash: pond level, a file name in levels/ without .tmx",
    )
    game.add_argument(
        "--variant",
        action="append",
        metavar="NAME",
        help="splash: cooperative, competitive or toss; repeat or separate with commas",
    )
    game.add_argument(
        "--seed",
        type=_whole(0, MAX_SEED),  # the one range of seeds (game.setup)
        metavar="N",
        help=f"fix the shuffle, so a game can be replayed (0 to {MAX_SEED})",
    )
    game.add_argument(
        "--autoplay",
        action="store_true",
        help="every seat is played by the computer (a demo); "
        "without --mode, a 3-player Fountains game",
    )
    window = parser.add_argument_group("the window")
    window.add_argument(
        "--size",
        type=_window_size,
        metavar="WxH",
        help="the window's size in pixels, 1024x576 to 3840x2160 (default: the "
        "largest that fits the desktop; headless: 1280x720)",
    )
    window.add_argument(
        "--fullscreen",
        action="store_true",
        help="start fullscreen (F11 switches back; the setting is not saved)",
    )
    run = parser.add_argument_group("headless runs")
    run.add_argument(
        "--headless",
        action="store_true",
        help="no window and no sound; needs --frames or --autoplay",
    )
    run.add_argument(
        "--frames",
        type=_whole(1, MAX_FRAMES),
        metavar="N",
        help=f"run N frames (1 to {MAX_FRAMES}), then exit",
    )
    run.add_argument(
        "--log",
        action="store_true",
        help="print the Fountains game log to standard output as the table shows "
        "it, one line per entry (computer reasons as 'Why: ...')",
    )
    run.add_argument(
        "--screenshot",
        type=_file,
        metavar="PATH",
        help="save the last frame as a PNG (checked before the first frame)",
    )
    files = parser.add_argument_group("files")
    files.add_argument(
        "--config-dir",
        type=_folder,
        metavar="DIR",
        help="one folder for settings.json, saves/ and replays/ (default: "
        "$FOUNTAINEER_CONFIG_DIR, else the platform's folders, e.g. "
        "$XDG_CONFIG_HOME/fountaineer or ~/.config/fountaineer)",
    )
    files.add_argument(
        "--levels-dir",
        type=_folder,
        metavar="DIR",
        help="where the Kids' Splash ponds (.tmx) are read from "
        "(default: the game's own levels/)",
    )
    from game.saves.arguments import add_arguments

    add_arguments(parser)  # --stop-after, --continue, --replay
    return parser


def parse_args(argv: list[str] | None) -> LaunchOptions:
    """Parse and check ``argv``; exits with code 2 and a message when it is wrong."""
    parser = build_parser()
    args = parser.parse_args(argv)
    from game.saves.arguments import problem as saved_game_problem

    saved_game = saved_game_problem(args)
    if saved_game:
        parser.error(saved_game)
    try:
        # --continue and --replay take the game from its file
        setup = None if args.resume or args.replay else _setup_from(args)
    except ValueError as exc:
        parser.error(str(exc))
    if args.headless and args.frames is None and not args.autoplay:
        parser.error("--headless needs --frames N, or --autoplay to play a game out")
    if args.screenshot is not None:
        problem = screenshot_problem(args.screenshot)
        if problem:
            parser.error(f"--screenshot {shown(args.screenshot)}: {problem}")
    return LaunchOptions(
        setup=setup,
        headless=args.headless,
        frames=args.frames,
        screenshot=args.screenshot,
        config_dir=args.config_dir,
        levels_dir=args.levels_dir,
        stop_after=args.stop_after,
        resume=args.resume,
        resume_autoplay=args.resume and args.autoplay,
        replay=Path(args.replay).expanduser() if args.replay else None,
        log=args.log,
        size=args.size,
        fullscreen=args.fullscreen,
    )


def screenshot_problem(path: Path) -> str | None:
    """Why a PNG cannot be written at ``path``, or None when it can.

    Checked before the first frame, so a long run never ends in a failed
    save: the file is created (and removed again) when it does not exist yet.
    """
    if path.suffix.lower() != ".png":
        return "should end in .png"
    try:
        return _unwritable(path)
    except OSError as exc:
        if exc.errno == errno.ENAMETOOLONG:
            return "the file name is too long"
        return f"cannot be written ({exc.strerror or exc})"


def _unwritable(path: Path) -> str | None:
    if path.is_dir():
        return "is a folder, not a file"
    folder = path.resolve().parent
    if not folder.is_dir():
        return f"folder {shown(folder)} does not exist"
    if path.exists():
        if not path.is_file():
            return "is not a regular file"
        if not os.access(path, os.W_OK):
            return "cannot be written (permission denied)"
        return None
    with open(path, "xb"):
        pass
    path.unlink()
    return None


def _variants(values: list[str] | None) -> set[str]:
    chosen: set[str] = set()
    for value in values or ():
        for name in value.split(","):
            name = name.strip().lower()
            if name not in VARIANTS:
                raise ValueError(
                    f"--variant: unknown variant {shown(name)}; choose from "
                    f"{', '.join(VARIANTS)}"
                )
            chosen.add(name)
    return chosen


def _setup_from(args: argparse.Namespace) -> GameSetup | None:
    if args.mode is None:
        game_flags = [
            flag
            for flag, given in (
                ("--players", args.players is not None),
                ("--names", args.names),
                ("--seats", args.seats),
                ("--advanced", args.advanced),
                ("--difficulty", args.difficulty),
                ("--level", args.level is not None),
                ("--variant", args.variant),
                ("--seed", args.seed is not None),
            )
            if given
        ]
        if not args.autoplay:
            if game_flags:
                raise ValueError(f"{game_flags[0]} needs --mode")
            return None
        args.mode = Mode.FOUNTAINS.value
    mode = Mode(args.mode)
    low, high = PLAYER_RANGE[mode]
    who = _who(args.seats, mode, args.players)
    players = DEFAULT_PLAYERS[mode] if args.players is None else args.players
    players = len(who) if who and args.players is None else players
    if not low <= players <= high:
        if mode is Mode.SOLO:
            raise ValueError(
                "--mode solo is one player against The Machine; leave out --players"
            )
        raise ValueError(
            f"--mode {mode.value} is for {low} to {high} players, not {players}"
        )
    if args.advanced and mode is not Mode.FOUNTAINS:
        raise ValueError("--advanced is for --mode fountains")
    if args.difficulty and mode is not Mode.SOLO:
        raise ValueError("--difficulty is for --mode solo")
    if (args.level is not None or args.variant) and mode is not Mode.SPLASH:
        raise ValueError(
            f"--{'level' if args.level is not None else 'variant'} is for --mode splash"
        )
    variants = _variants(args.variant)
    level = _level(args.level, args.levels_dir) if args.level is not None else None
    if mode is Mode.SPLASH and level is None:
        _check_some_level(args.levels_dir)
    names = _names(args.names, players)
    return GameSetup(
        mode=mode,
        seats=_seats(mode, names, args.autoplay, who),
        seed=args.seed if args.seed is not None else random.randrange(1, 1_000_000),
        advanced=args.advanced,
        difficulty=(args.difficulty or "medium") if mode is Mode.SOLO else None,
        level=level,
        cooperative="cooperative" in variants,
        competitive="competitive" in variants,
        toss="toss" in variants,
        autoplay=args.autoplay,
    )


def _names(text: str | None, players: int) -> list[str]:
    if text is None:
        return [f"Player {i + 1}" for i in range(players)]
    names = [name.strip() for name in text.split(",")]
    if len(names) != players:
        raise ValueError(f"--names lists {len(names)} names for {players} players")
    for name in names:
        if not name:
            raise ValueError("--names: a name is empty")
        if len(name) > MAX_NAME:
            raise ValueError(
                f"--names: {shown(name)} is longer than {MAX_NAME} letters"
            )
    _check_showable(names)
    return names


def _check_showable(names: list[str]) -> None:
    if all(ch.isascii() and ch.isprintable() for name in names for ch in name):
        return  # every ASCII letter is in the font: no need to start pygame
    from game.ui.fonts import unshowable

    for name in names:
        missing = unshowable(name)
        if missing:
            raise ValueError(
                f"--names: {shown(name)} has letters the game cannot show: "
                f"{shown(missing)}"
            )


def _who(text: str | None, mode: Mode, players: int | None) -> list[str]:
    """``--seats``: human or a computer level for each seat ([] when not given)."""
    if text is None:
        return []
    if mode is Mode.SPLASH:
        raise ValueError("--seats is for --mode fountains or --mode solo")
    who = [part.strip().casefold() for part in text.split(",")]
    for entry in who:
        if entry != "human" and entry not in LEVELS:
            raise ValueError(
                f"--seats: {shown(entry)} is not human or a level ({', '.join(LEVELS)})"
            )
    if mode is Mode.SOLO and len(who) != 1:
        raise ValueError("--seats for --mode solo names one seat, the player's")
    if players is not None and len(who) != players:
        raise ValueError(f"--seats lists {len(who)} seats for {players} players")
    return who


def _seats(
    mode: Mode, names: list[str], autoplay: bool, who: list[str] | None = None
) -> tuple[Seat, ...]:
    """The seats: computer ones under ``autoplay`` or where ``who`` names a
    level (a "human" seat under ``autoplay`` plays at the default level)."""
    from game.ui.theme import MACHINE_COLOUR, SEAT_COLOURS

    kinds = who or ["human"] * len(names)
    seats = [
        Seat(
            name,
            SEAT_COLOURS[i],
            computer=autoplay or kind != "human",
            level=DEFAULT_LEVEL if kind == "human" else kind,
        )
        for i, (name, kind) in enumerate(zip(names, kinds, strict=True))
    ]
    if mode is Mode.SOLO:
        seats.append(Seat("The Machine", MACHINE_COLOUR, computer=True))
    return tuple(seats)


def _check_some_level(folder: Path | None) -> None:
    from game.paths import levels_dir
    from game.scenes.menus.splash_setup import pond_levels

    folder = folder or levels_dir()
    with _levels_unlogged():
        found = pond_levels(folder)
    if not found:
        raise ValueError(f"--mode splash: no pond levels load from {shown(folder)}")


def _level(name: str, folder: Path | None) -> str:
    """The level key for ``name`` (a file name without .tmx, or a display name)."""
    from game.paths import levels_dir
    from game.scenes.menus.splash_setup import pond_levels

    folder = folder or levels_dir()
    wanted = name.strip().lower().removesuffix(".tmx")
    if not wanted:
        raise ValueError("--level: the level name is empty")
    with _levels_unlogged():  # a broken pond is said below, in the one line
        levels = pond_levels(folder)
    for key, display in levels:
        if wanted in (key.lower(), display.lower()):
            return key
    why = _why_not_loaded(folder, wanted)
    if why:
        raise ValueError(f"--level: level {shown(name)} does not load: {why}")
    if not levels:
        raise ValueError(
            f"--level {shown(name)}: no pond levels load from {shown(folder)}"
        )
    known = ", ".join(key for key, _ in levels)
    raise ValueError(f"--level: no level {shown(name)}; choose from {known}")


@contextlib.contextmanager
def _levels_unlogged() -> Iterator[None]:
    """The level loader logs each pond it skips; while the command line is
    checked, the error line says it instead (one line, never a log dump)."""
    logger = logging.getLogger("game.levels")
    quiet = logging.NullHandler()
    propagate = logger.propagate
    logger.addHandler(quiet)
    logger.propagate = False
    try:
        yield
    finally:
        logger.removeHandler(quiet)
        logger.propagate = propagate


def _why_not_loaded(folder: Path, wanted: str) -> str | None:
    """What the level loader says about ``<folder>/<wanted>.tmx``, when such a
    file exists but does not load."""
    try:
        matches = [p for p in folder.glob("*.tmx") if p.stem.lower() == wanted]
    except OSError:
        return None
    if not matches:
        return None
    from game.levels import LevelError, load_level

    try:
        load_level(matches[0])
    except LevelError as exc:
        return exc.problem
    return None
