"""Run benchmark suites headless and print one JSON object a line."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.bench import SUITES  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument(
        "names",
        nargs="*",
        help=f"suites ({', '.join(SUITES)}) or single benches like rules.water",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        help="draw the scene benches (table, splash_scene, the app's menu "
        "frames and records_open) at this window size, "
        "e.g. 1920x1080 (default 1280x720)",
    )
    args = parser.parse_args(argv)
    if args.size:
        from game.ui.view import parse_size

        try:
            size = parse_size(args.size)
        except ValueError as exc:
            parser.error(f"--size: {exc}")
        os.environ["FOUNTAINEER_BENCH_SIZE"] = f"{size[0]}x{size[1]}"
    wanted = args.names or list(SUITES)
    for name in wanted:
        suite, _, only = name.partition(".")
        if suite not in SUITES:
            parser.error(f"unknown suite {suite!r}; known: {', '.join(SUITES)}")
        try:
            module = importlib.import_module(f"game.bench.{suite}")
        except ModuleNotFoundError as exc:
            if exc.name == f"game.bench.{suite}":
                print(json.dumps({"bench": suite, "skipped": "suite not built yet"}))
                continue
            raise
        for result in module.run(only or None):
            print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
