"""Does what a fountain could still become foretell the end better than
``evaluate``? A least-squares fit on the positions of ``diag-potential-data.py``.

Positions (one a round, four seats each) are split by fifths of the game (by
``game_left``, 2.5 at the start, 1.0 at the end); in each fifth, on the even
deals, each seat's final score is fitted on its points and its rewards as if
the game ended now (pools, fish, lily pads), then on those and the fountain's
potential (highest level, visible jets, fed pools, their levels, fed pools on
level 2 or higher, pond weed, tiles). On the odd deals, each fit's predicted
margin over the best other seat is set against the final margin (correlation),
beside ``evaluate``'s own totals (Hard's weights). Needs numpy (not a game
dependency):

    cd docs/dev/arena
    python diag-potential-fit.py potential-4hard-4p-basic.jsonl.gz
"""

import gzip
import json
import sys
from collections.abc import Callable

import numpy as np

FUTURE_REWARDS = 1.5  # Hard's (game/ai/fountains/parameters.py, HARD.future_rewards)
POTENTIAL = [
    "max_level",
    "jets",
    "fed_pools",
    "fed_levels",
    "fed_high",
    "weed",
    "tiles",
]
FEW = ["max_level", "jets", "fed_levels"]
"""The three the pilot (``pilot-expert-potential.patch``) weighs: the rest are
near copies of one another and of the rewards (a fit on all gives pond weed a
positive weight)."""
Row = dict[str, object]


def evaluate_total(r: Row) -> float:
    again = FUTURE_REWARDS * (float(r["game_left"]) - 1.0) / 1.5  # type: ignore[arg-type]
    rewards = r["rewards"]
    assert isinstance(rewards, dict)
    return float(r["points"]) + (1 + again) * sum(rewards.values())  # type: ignore[arg-type]


def features(r: Row, potential: list[str]) -> list[float]:
    rewards = r["rewards"]
    assert isinstance(rewards, dict)
    x = [1.0, float(r["points"])]  # type: ignore[arg-type]
    x += [float(rewards.get(k, 0)) for k in ("pools", "fish", "lily pads")]
    x += [float(r[k]) for k in potential]  # type: ignore[arg-type]
    return x


def fifth(game_left: float) -> int:
    return min(4, int((2.5 - game_left) / 1.5 * 5))


def correlation(positions: list[list[Row]], predict: Callable[[Row], float]) -> float:
    predicted, final = [], []
    for seats in positions:
        p = [predict(r) for r in seats]
        for i, r in enumerate(seats):
            predicted.append(p[i] - max(p[j] for j in range(len(seats)) if j != i))
            final.append(float(r["margin"]))  # type: ignore[arg-type]
    return float(np.corrcoef(predicted, final)[0, 1])


def main() -> None:
    rows: list[Row] = []
    for path in sys.argv[1:]:
        with gzip.open(path, "rt") if path.endswith(".gz") else open(path) as f:
            rows += [json.loads(line) for line in f]
    by_position: dict[tuple[object, object], list[Row]] = {}
    for r in rows:
        by_position.setdefault((r["deal"], r["turn"]), []).append(r)
    positions = [
        sorted(v, key=lambda r: int(r["seat"]))  # type: ignore[call-overload]
        for v in by_position.values()
        if len(v) == 4
    ]
    deals = {int(p[0]["deal"]) for p in positions}  # type: ignore[call-overload]
    print(f"{len(positions)} positions of {len(deals)} deals")
    print(
        "fifth | positions | evaluate | refit | refit with potential | its weights "
        "| with the three | their weights"
    )
    for part in range(5):
        here = [p for p in positions if fifth(float(p[0]["game_left"])) == part]  # type: ignore[arg-type]
        train = [p for p in here if int(p[0]["deal"]) % 2 == 0]  # type: ignore[call-overload]
        test = [p for p in here if int(p[0]["deal"]) % 2 == 1]  # type: ignore[call-overload]
        found = []
        for potential in ([], POTENTIAL, FEW):
            x = np.array([features(r, potential) for p in train for r in p])
            y = np.array([float(r["final"]) for p in train for r in p])  # type: ignore[arg-type]
            w, *_ = np.linalg.lstsq(x, y, rcond=None)

            def predict(
                r: Row, w: np.ndarray = w, potential: bool = potential
            ) -> float:
                return float(np.dot(w, features(r, potential)))

            found.append((correlation(test, predict), np.round(w, 2).tolist()))
        base = correlation(test, evaluate_total)
        print(
            f"{part + 1} | {len(here)} | {base:.2f} | {found[0][0]:.2f} | "
            f"{found[1][0]:.2f} | {found[1][1]} | {found[2][0]:.2f} | {found[2][1]}"
        )


if __name__ == "__main__":
    main()
