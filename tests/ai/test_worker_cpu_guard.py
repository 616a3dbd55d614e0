"""The worker's deadline counts the worker's CPU time, not real time: on a busy
machine (here: the worker stopped nine tenths of the time, as a starved process
is) Expert's search takes far longer than its deadline in real time and still
plays its whole node budget in the worker; the decision is the one its node
budget makes, never the small fallback's. A worker that uses no CPU time at all
is still given up (``test_worker_deadline.py``)."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time

import pytest

from game.ai.fountains import ExpertBot, HardBot, explain_move
from game.ai.worker import JobGuard, ThinkingWorker, process_cpu_seconds
from game.scenes.fountains.computer_seats import FALLBACK_NODES, bounded
from tests.ai.test_worker import _game, _wait

pytestmark = pytest.mark.skipif(
    not hasattr(signal, "SIGSTOP") or process_cpu_seconds(os.getpid()) is None,
    reason="needs SIGSTOP and /proc (the CPU time of another process)",
)

NODES = 300
"""Expert's look-ahead games: about 0.3 s of CPU in this position."""
DEADLINE_BUDGETS = 0.25
"""Expert's CPU cap (2 s) times this: a deadline of half a second."""


def _throttled(pid: int, done: threading.Event) -> None:
    """The process ``pid`` runs a tenth of the time until ``done`` (or until it
    is gone: given up and killed)."""
    with contextlib.suppress(ProcessLookupError):
        while not done.is_set():
            os.kill(pid, signal.SIGSTOP)
            time.sleep(0.09)
            os.kill(pid, signal.SIGCONT)
            time.sleep(0.01)


def test_a_starved_worker_still_plays_experts_whole_node_budget() -> None:
    game = _game()
    worker = ThinkingWorker(bounded, deadline_budgets=DEADLINE_BUDGETS)
    try:
        _wait(worker, worker.think(game, "warm", HardBot(3, max_nodes=2)))
        process = worker.process
        assert process is not None
        job = worker.think(game, None, ExpertBot(11, nodes=NODES))
        done = threading.Event()
        throttle = threading.Thread(target=_throttled, args=(process.pid, done))
        started = time.monotonic()
        throttle.start()
        try:
            decision = _wait(worker, job)
        finally:
            done.set()
            throttle.join()
            with contextlib.suppress(ProcessLookupError):
                os.kill(process.pid, signal.SIGCONT)
        took = time.monotonic() - started
        deadline = DEADLINE_BUDGETS * ExpertBot().budget_ms / 1000.0
        assert took > deadline  # longer than its deadline in real time ...
        assert worker.given_up == 0  # ... and the worker was not given up
        assert decision == explain_move(game, ExpertBot(11, nodes=NODES), None)
        fallback = explain_move(game, ExpertBot(11, nodes=FALLBACK_NODES), None)
        assert decision.action != fallback.action  # (the test can tell them)
    finally:
        worker.close()


def test_a_job_is_given_up_on_its_cpu_seconds_or_a_stall() -> None:
    guard = JobGuard(seconds=2.0, deadline=100.0, cpu=10.0, seen=10.0, moved=0.0)
    assert not guard.expired(11.0, 1.0, 2.0)  # working: 1 s of CPU of 2
    assert not guard.expired(11.5, 50.0, 2.0)  # slow in real time: not given up
    assert guard.expired(12.0, 51.0, 2.0)  # its CPU seconds are used
    assert not guard.expired(12.0, 51.0, 4.0)  # (a job ahead of it had 2 more)
    assert guard.expired(12.0, 53.5, 4.0)  # no CPU used for 2 s: stopped, hung
    unknown = JobGuard(seconds=2.0, deadline=100.0)
    assert not unknown.expired(None, 99.0, 2.0)  # no CPU time told: real time
    assert unknown.expired(None, 100.0, 2.0)
