"""A worker that stops answering (SIGSTOP, a hang) is given up on: past its
job's deadline the process is killed, the decision is made in this process on
a thread of its own, the table gets it and its frames keep coming, and the next
job starts a fresh process. Node budgets keep the decisions deterministic; the
waits only guard against a hang (before the deadline, the table froze)."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator

import pygame
import pytest

from game.ai.fountains import HardBot
from game.ai.worker import (
    DEADLINE_BUDGETS,
    MIN_DEADLINE_SECONDS,
    RESTARTS,
    ThinkingWorker,
    deadline_for,
)
from game.ai.worker_process import stop
from game.scenes.fountains.computer_seats import FALLBACK_NODES, bounded
from tests.ai.test_worker import _game, _wait
from tests.scenes.fountains.test_thinking import SEED, run_until, table

pytestmark = pytest.mark.skipif(
    not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP (POSIX)"
)

SHORT_DEADLINE = 0.5  # seconds: the worker's deadline in these tests
FRAME_GUARD_S = 30.0  # one call taking this long is a freeze


def _stopped(worker: ThinkingWorker) -> int:
    """Stop the worker's process where it is (as SIGSTOP or a hang would)."""
    process = worker.process
    assert process is not None and process.is_alive()
    os.kill(process.pid, signal.SIGSTOP)
    return int(process.pid)


def _reap(pid: int) -> None:
    """A stopped process a failed test left behind goes."""
    for sig in (signal.SIGCONT, signal.SIGKILL):
        try:
            os.kill(pid, sig)
        except OSError:
            return


@pytest.fixture
def surface() -> Iterator[pygame.Surface]:
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield pygame.display.get_surface()
    pygame.quit()


@pytest.fixture
def worker() -> Iterator[ThinkingWorker]:
    worker = ThinkingWorker(bounded, shortest_deadline=SHORT_DEADLINE)
    yield worker
    worker.close()


def test_the_deadline_is_a_few_times_the_budget() -> None:
    assert deadline_for(HardBot(1, budget_ms=1000)) == DEADLINE_BUDGETS * 1.0
    assert deadline_for(HardBot(1, budget_ms=50)) == MIN_DEADLINE_SECONDS
    assert deadline_for(HardBot(1, budget_ms=500), shortest=0.1) == 2.0


def test_a_stopped_worker_is_killed_and_the_decision_made_here(
    worker: ThinkingWorker,
) -> None:
    game = _game()
    _wait(worker, worker.think(game, "warm", HardBot(3, max_nodes=2)))  # started
    job = worker.think(game, None, HardBot(9, budget_ms=100, max_nodes=10**9))
    pid = _stopped(worker)
    process = worker.process
    try:
        give_up = time.monotonic() + 90.0
        polls = 0
        decision = None
        while decision is None:
            assert time.monotonic() < give_up, "the stopped worker was waited for"
            started = time.monotonic()
            decision = worker.result(job)
            assert time.monotonic() - started < FRAME_GUARD_S  # never blocks
            polls += 1
            time.sleep(0.01)
        assert polls > 1  # it was waited for a while, never in one call
        assert process is not None and not process.is_alive()
        assert worker.given_up == 1 and not worker.in_process
        assert decision == HardBot(9, max_nodes=FALLBACK_NODES).decide(game, None)
        # the next job starts a fresh process, which answers as before
        here = HardBot(4, max_nodes=6)
        again = _wait(worker, worker.think(game, "next", HardBot(4, max_nodes=6)))
        assert worker.process is not None and worker.process.pid != pid
        assert again == here.decide(game, None)
    finally:
        _reap(pid)


def test_after_restarts_run_out_this_process_thinks_for_good() -> None:
    worker = ThinkingWorker(bounded, shortest_deadline=0.0, start_seconds=0.0)
    game = _game()
    pids = []
    try:
        for attempt in range(RESTARTS + 1):
            job = worker.think(game, None, HardBot(attempt, max_nodes=10**9))
            pids.append(_stopped(worker))
            decision = _wait(worker, job)
            assert decision == HardBot(attempt, max_nodes=FALLBACK_NODES).decide(
                game, None
            )
        assert worker.in_process and "did not answer" in str(worker.broken)
        job = worker.think(game, None, HardBot(8, max_nodes=10**9))
        assert worker.process is None
        assert _wait(worker, job) == HardBot(8, max_nodes=FALLBACK_NODES).decide(
            game, None
        )
    finally:
        worker.close()
        for pid in pids:
            _reap(pid)


def test_closing_a_stopped_worker_ends_it_at_once() -> None:
    worker = ThinkingWorker(bounded)
    game = _game()
    worker.think(game, None, HardBot(1, max_nodes=10**9))
    pid = _stopped(worker)
    process = worker.process
    try:
        worker.close()
        assert process is not None and not process.is_alive()
        assert process.exitcode == -signal.SIGTERM  # woken to take its end
    finally:
        _reap(pid)


def test_stop_wakes_a_stopped_process() -> None:
    worker = ThinkingWorker(bounded)
    worker.think(_game(), None, HardBot(1, max_nodes=10**9))
    process, conn = worker.process, worker._conn
    pid = _stopped(worker)
    try:
        stop(process, conn)
        assert process.exitcode == -signal.SIGTERM
    finally:
        worker.closed = True
        _reap(pid)


def test_the_table_gets_its_decision_and_keeps_drawing_when_the_worker_stops(
    surface: pygame.Surface,
) -> None:
    scene = table(hard_nodes=10**9)  # Hard searches until stopped
    state = scene.state
    computer = state.computer
    computer.worker.close()
    computer.worker = ThinkingWorker(bounded, shortest_deadline=SHORT_DEADLINE)
    pid = None
    try:
        run_until(scene, surface, lambda: computer.thinking_seat == 1)
        at = state.game.clone()
        actions = len(state.game.actions)
        pid = _stopped(computer.worker)
        clock = scene.env.time
        frames = run_until(scene, surface, lambda: computer.thinking_seat is None)
        assert frames > 2 and scene.env.time > clock  # the table animated meanwhile
        assert len(state.game.actions) == actions
        expected = HardBot(SEED * 31 + 1, max_nodes=FALLBACK_NODES).decide(at, None)
        assert state.bot_move is not None
        assert state.bot_move.action == expected.action
        assert computer.worker.given_up == 1
        assert not scene.ctx.notices  # nothing alarming for the players
    finally:
        scene.exit()
        if pid is not None:
            _reap(pid)
