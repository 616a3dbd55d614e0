"""Two runs compared game by game: Expert's wins on the games both played.

Reads the ``--progress`` lines of arena runs (``game N of M: ...``, a ``*`` for
each winner). Game ``N`` of a run from seed ``S`` with ``P`` players is deal
``S + (N - 1) // P`` with the line-up turned ``(N - 1) % P`` places, so two runs
of one match meet the same deals and seats whatever seed each was continued
from. A win of a level ``expert`` or ``expert:N`` (not ``expert-steady``) is
counted, a shared win as its share. Each pattern is a shell glob of progress
files (quote it); the first is compared with each of the others:

    python docs/dev/arena/diag-paired.py 'new-*.progress' 'old-*.progress' ...
"""

from __future__ import annotations

import glob
import re
import sys

PLAYERS = 4


def wins_of(pattern: str) -> dict[tuple[int, int], float]:
    """Expert's share of the win in each (deal, turn) the files played."""
    found: dict[tuple[int, int], float] = {}
    for path in sorted(glob.glob(pattern)):
        found.update(_whole_deals(path))
    return found


def _whole_deals(path: str) -> dict[tuple[int, int], float]:
    """The games of ``path`` whose deal it played from every seat (a stopped
    run's last deal may be cut short; the arena's output leaves it out, and a
    continued run plays it again)."""
    found: dict[tuple[int, int], float] = {}
    seed_match = re.search(r"seed(\d+)", path)
    if seed_match is None:
        raise SystemExit(f"{path}: no seed in the name")
    seed = int(seed_match.group(1))
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            game = re.match(r"game (\d+) of", line)
            if game is None:
                continue
            g = int(game.group(1)) - 1
            stars = re.findall(r"(\S+) \d+\*", line)
            share = sum(
                1 / len(stars) for s in stars if re.fullmatch(r"expert(:\d+)?", s)
            )
            found[(seed + g // PLAYERS, g % PLAYERS)] = share
    deals = [deal for deal, _ in found]
    return {key: won for key, won in found.items() if deals.count(key[0]) == PLAYERS}


def main() -> None:
    first, *others = sys.argv[1:]
    new = wins_of(first)
    print(f"{first}: {sum(new.values()):g} of {len(new)}")
    for other in others:
        old = wins_of(other)
        both = [key for key in new if key in old]
        print(
            f"  on the {len(both)} games {other} played too: "
            f"{sum(new[k] for k in both):g} against {sum(old[k] for k in both):g}"
        )


if __name__ == "__main__":
    main()
