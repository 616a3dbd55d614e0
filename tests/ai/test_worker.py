"""The thinking worker: a Hard seat decides in another process exactly as it
would in this one, keeps its plan from move to move, and stops when told to,
even mid-think. Node budgets keep every decision deterministic; the waits only
guard against a hang."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from game.ai.fountains import Decision, HardBot, MediumBot, bot_for
from game.ai.worker import ThinkingWorker
from game.rules.fountains.game import FountainsGame
from game.rules.fountains.options import GameOptions
from game.rules.fountains.phases import Phase
from game.scenes.fountains.computer_seats import FALLBACK_NODES, bounded

NAMES = ["Ada", "Bram", "Cleo"]
HANG_GUARD_S = 90.0


def _game(seed: int = 4, moves: int = 9) -> FountainsGame:
    """A 3-player game a few moves in, at a draft."""
    game = FountainsGame.new(GameOptions(players=3, seed=seed))
    quick = MediumBot(seed)
    while len(game.actions) < moves or game.phase is not Phase.DRAFT:
        game.apply(quick.choose(game))
    return game


def _wait(worker: ThinkingWorker, job: int) -> Decision:
    give_up = time.monotonic() + HANG_GUARD_S
    while time.monotonic() < give_up:
        decision = worker.result(job)
        if decision is not None:
            return decision
        time.sleep(0.01)
    raise AssertionError("the worker never answered")


@pytest.fixture
def worker() -> Iterator[ThinkingWorker]:
    worker = ThinkingWorker(bounded)
    yield worker
    worker.close()


def test_a_hard_decision_from_the_worker_is_the_one_made_here(
    worker: ThinkingWorker,
) -> None:
    game = _game()
    here = HardBot(17, max_nodes=6)
    there = HardBot(17, max_nodes=6)
    job = worker.think(game, "seat", there, NAMES)
    assert worker.process is not None and worker.process.is_alive()
    assert not worker.in_process
    decision = _wait(worker, job)
    assert decision == here.decide(game, NAMES)
    assert decision.level == "hard" and decision.reason


def test_the_worker_keeps_each_bot_and_its_plan_from_move_to_move(
    worker: ThinkingWorker,
) -> None:
    """A draft, then the placement it planned, then the next seats: the worker
    gets only the moves played since, and decides as the same bot here would."""
    game = _game(seed=6)
    here = {seat: bot_for("hard", seat, max_nodes=6) for seat in range(3)}
    for _ in range(5):
        seat = game.current_seat
        job = worker.think(game, f"seat-{seat}", bot_for("hard", seat, max_nodes=6))
        decision = _wait(worker, job)
        assert decision == here[seat].decide(game, None)
        game.apply(decision.action)


def test_a_game_that_went_another_way_is_sent_whole(worker: ThinkingWorker) -> None:
    game, other = _game(seed=8), _game(seed=9)  # not one game continued
    here = MediumBot(3)
    _wait(worker, worker.think(game, "m", MediumBot(3)))
    here.decide(game, None)  # the same bot, the same stream of choices
    decision = _wait(worker, worker.think(other, "m", MediumBot(3)))
    assert decision == here.decide(other, None)


def test_the_answer_never_blocks_and_closing_mid_think_ends_the_process() -> None:
    worker = ThinkingWorker(bounded)
    game = _game()
    endless = HardBot(1, max_nodes=10**9)  # searches until stopped
    job = worker.think(game, None, endless)
    started = time.monotonic()
    assert worker.result(job) is None
    assert time.monotonic() - started < 5.0  # a hang guard, not a speed test
    process = worker.process
    assert process is not None and process.is_alive()
    worker.close()
    assert not process.is_alive() and process.exitcode is not None
    with pytest.raises(RuntimeError, match="closed"):
        worker.think(game, None, endless)


def test_without_a_worker_process_hard_thinks_here_within_a_small_budget() -> None:
    worker = ThinkingWorker(bounded, start_method=None)
    game = _game()
    job = worker.think(game, "seat", HardBot(5))
    assert worker.in_process and worker.process is None
    decision = _wait(worker, job)  # worked out on a thread: the frames go on
    assert decision == HardBot(5, max_nodes=FALLBACK_NODES).decide(game, None)
    worker.close()


def test_a_process_that_dies_mid_think_leaves_the_decision_to_this_one() -> None:
    worker = ThinkingWorker(bounded)
    game = _game()
    job = worker.think(game, None, HardBot(2, max_nodes=10**9))
    assert worker.process is not None
    worker.process.kill()
    worker.process.join(10)
    decision = _wait(worker, job)
    assert worker.in_process
    assert decision == HardBot(2, max_nodes=FALLBACK_NODES).decide(game, None)
    worker.close()
