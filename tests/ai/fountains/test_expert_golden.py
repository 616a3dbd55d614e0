"""Expert's golden record: in seeded positions, at a small fixed node budget,
the search chooses the move it was recorded choosing, after the same number of
look-ahead games and with the same mean (``tests/ai/fountains/expert_golden.py``;
regenerate knowingly with ``python -m tests.ai.fountains.expert_golden --write``)."""

from __future__ import annotations

import pytest

from tests.ai.fountains.expert_golden import CASES, Case, load_record, play

RECORD = load_record()


def test_the_record_holds_every_case_once() -> None:
    names = [case.name for case in CASES]
    assert len(names) == len(set(names)) and set(names) == set(RECORD)
    # a search stopped by the CPU cap would not be deterministic
    assert not any(entry["out_of_time"] for entry in RECORD.values())


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_expert_chooses_as_recorded(case: Case) -> None:
    assert play(case) == RECORD[case.name]
