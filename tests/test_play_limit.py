"""A headless game is given up only when its frames *and* its real time have
run out, so a computer seat whose worker hangs is waited for until the
worker's deadline (issue 21, item 10)."""

from __future__ import annotations

from game.ai.worker import deadline_for
from game.play_limit import SECONDS, PlayOutLimit


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_frames_alone_do_not_give_the_game_up() -> None:
    clock = Clock()
    limit = PlayOutLimit(frames=50, seconds=30.0, clock=clock)
    assert not limit.reached(49)
    assert not limit.reached(10_000), "frames run fast headless: not yet"
    clock.now += 29.9
    assert not limit.reached(10_000)
    clock.now += 0.1
    assert limit.reached(10_000)


def test_real_time_alone_does_not_give_the_game_up() -> None:
    clock = Clock()
    limit = PlayOutLimit(frames=50, seconds=30.0, clock=clock)
    clock.now += 1_000.0
    assert not limit.reached(49)
    assert limit.reached(50)
    assert limit.message == "the game did not end within 50 frames and 30 seconds"


def test_the_real_time_outlasts_a_hard_workers_deadline() -> None:
    class Hard:
        budget_ms = 4_000  # a long think: four seconds

    # a fresh worker process may take this much more to start
    assert SECONDS > deadline_for(Hard()) + 15.0
