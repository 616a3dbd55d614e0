import pytest

from game.rules import IllegalActionError, Outcome, ScoreEntry


def test_breakdown_and_score_over_time() -> None:
    log = (
        ScoreEntry(1, 0, 5, "coins", "coin in a fed pool"),
        ScoreEntry(2, 1, 10, "pools", "most pools"),
        ScoreEntry(2, 0, 6, "pools", "2nd most pools"),
        ScoreEntry(4, 0, 3, "fish", "red fish"),
    )
    outcome = Outcome((0,), (14, 10), "most points", "stack empty", log)
    assert outcome.breakdown() == [{"coins": 5, "pools": 6, "fish": 3}, {"pools": 10}]
    assert outcome.score_over_time() == [
        [(0, 0), (1, 5), (2, 11), (4, 14)],
        [(0, 0), (2, 10)],
    ]
    assert ScoreEntry.from_json(log[0].to_json()) == log[0]


def test_illegal_action_error_names_action_reason_phase() -> None:
    err = IllegalActionError(
        "draft blue 4", "space is occupied", phase="draft", player=1
    )
    assert isinstance(err, ValueError)
    with pytest.raises(
        IllegalActionError,
        match=r"draft blue 4: space is occupied \(phase draft, player 1\)",
    ):
        raise err
