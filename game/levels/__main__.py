"""Check pond files: ``python -m game.levels check FILE ...``.

Prints every problem, one line each naming the file, and ``ok`` lines for the
good files; exits 1 when any file has a problem, 0 when all are good, 2 on a
wrong command line.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

# pytmx imports pygame, which would print its banner into the report.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.levels import check_level_file  # noqa: E402


def check(files: Sequence[Path]) -> int:
    """Check ``files``, print what was found; the exit code."""
    bad = 0
    for path in files:
        started = time.perf_counter()
        problems = check_level_file(path)
        if problems:
            bad += 1
            for problem in problems:
                print(problem)
        else:
            ms = (time.perf_counter() - started) * 1000.0
            print(f"{path}: ok ({ms:.0f} ms)")
    if bad:
        print(f"{bad} of {len(files)} pond file(s) have problems", file=sys.stderr)
    return 1 if bad else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.levels", description="Kids' Splash pond files"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    checker = commands.add_parser(
        "check", help="check pond files (.tmx) and print every problem"
    )
    checker.add_argument("files", nargs="+", type=Path, metavar="FILE")
    args = parser.parse_args(argv)
    return check(args.files)


if __name__ == "__main__":
    sys.exit(main())
