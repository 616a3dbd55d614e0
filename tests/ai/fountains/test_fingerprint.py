"""The fingerprint: every bot still makes every move it made when it was recorded.

Each game hashes every action with its placement count, pools, flow, lily
groups and scores (``tools/fingerprint.py``). A speed change must leave every
hash as recorded; a change meant to alter a rule or a bot regenerates the record
knowingly with ``python tools/fingerprint.py --write`` (see docs/dev/fingerprint.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.repo_tools import load_tool

ROOT = Path(__file__).resolve().parents[3]


TOOL = load_tool("fingerprint")
RECORD = TOOL.load_record()


def _params() -> list[object]:
    params = []
    for spec in TOOL.GAMES:
        marks = () if spec.quick else (pytest.mark.slow,)
        params.append(pytest.param(spec, id=spec.name, marks=marks))
    return params


def test_the_record_holds_every_game_once() -> None:
    names = [spec.name for spec in TOOL.GAMES]
    assert len(names) == len(set(names))
    assert set(names) == set(RECORD)
    levels = {spec.level for spec in TOOL.GAMES if spec.quick}
    assert levels == {"random", "easy", "medium", "hard"}
    setups = {
        (s.options.players, s.options.advanced, s.options.solo)
        for s in TOOL.GAMES
        if s.quick
    }
    assert len(setups) == 11  # 2-5 players basic and advanced, solo at 3 levels


@pytest.mark.parametrize("spec", _params())
def test_game_plays_as_recorded(spec: Any) -> None:
    assert TOOL.play(spec) == RECORD[spec.name], (
        f"{spec.name} no longer plays as recorded: a rule or a bot's choice "
        "changed. If that is meant, run python tools/fingerprint.py --write "
        "and say why in the commit."
    )
