"""The helper process computer seats think in: started on demand, stopped at once."""

from __future__ import annotations

from typing import Any

from game.ai.worker_process import START_METHOD, start, stop


def _echo(conn: Any) -> None:
    conn.send(conn.recv())
    conn.recv()  # wait to be stopped


def test_without_processes_it_says_why() -> None:
    assert start(_echo, "test-echo", None) == "no worker processes here"


def test_a_started_process_answers_and_stops_at_once() -> None:
    started = start(_echo, "test-echo", START_METHOD)
    assert not isinstance(started, str)
    process, conn = started
    conn.send("splash")
    assert conn.poll(30) and conn.recv() == "splash"
    stop(process, conn)
    assert not process.is_alive() and conn.closed
    stop(None, None)  # nothing started: nothing to stop
