"""The Kids' Splash thinking worker: a seat decides in another process exactly
as it would in this one (the same decision, the same random stream and throw
log afterwards), never blocks the table unless asked to wait, stops when told
to, even mid-think, and leaves the decision to this process when it cannot
start, dies, does not answer or fails. Held bots (`tests.ai.held_bots`) keep a
job "being thought about" without timing anything."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.ai.splash import SplashBot, SplashSkill, ThrowPlan
from game.ai.splash_worker import PondSnapshot, SplashWorker, decide
from game.levels import level_by_key
from game.physics.pond import Pond
from game.rules.splash import Action, ChooseSplash, Roll, SplashGame, SplashOptions
from tests.ai.held_bots import HeldBot, HomesickBot

LEVEL = level_by_key("classic_cup")


@pytest.fixture(scope="module")
def worker() -> Iterator[SplashWorker]:
    worker = SplashWorker()
    yield worker
    worker.close()


def _table(seed: int, advanced: bool = False) -> tuple[SplashGame, Pond]:
    options = SplashOptions(
        players=2, advanced=advanced, seed=seed, drop_span=LEVEL.drop_span
    )
    game = SplashGame.new(options)
    return game, Pond(LEVEL, seed, game.pond_droplets())


def _at_a_throw(seed: int = 4) -> tuple[SplashGame, Pond]:
    game, pond = _table(seed, advanced=True)
    game.apply(Roll())
    game.apply(ChooseSplash())
    return game, pond


def _play(game: SplashGame, pond: Pond, decision: Action | ThrowPlan) -> None:
    """Make ``decision`` at the table, the pond working out a throw headless."""
    if isinstance(decision, ThrowPlan):
        decision.start(pond)
        pond.settle()
        decision = decision.to_action(pond.result().out)
    game.apply(decision)
    pond.follow(game.pond_droplets())
    pond.settle()


@pytest.mark.parametrize(
    ("skill", "advanced", "seed"),
    [
        (SplashSkill.EASY, False, 3),
        (SplashSkill.MEDIUM, True, 5),
        (SplashSkill.HARD, True, 8),
    ],
)
def test_the_worker_decides_as_the_seat_would_here(
    worker: SplashWorker, skill: SplashSkill, advanced: bool, seed: int
) -> None:
    """Every decision of the first throws of a game, sent off with the bot as
    the last answer left it: the same as the same bot decides here."""
    game, pond = _table(seed, advanced)
    here = {seat: SplashBot(seed * 10 + seat, skill) for seat in (0, 1)}
    there = {seat: SplashBot(seed * 10 + seat, skill) for seat in (0, 1)}
    throws = 0
    while throws < 4:
        seat = game.current_seat
        job = worker.think(there[seat], game, PondSnapshot.of(pond))
        decision, there[seat] = worker.wait(job)
        assert not worker.in_process, worker.broken
        assert decision == decide(here[seat], game, pond)
        bot, twin = there[seat], here[seat]
        assert bot is not twin and bot.rng.getstate() == twin.rng.getstate()
        assert bot.last_aim == twin.last_aim
        assert bot.calibration(game) == twin.calibration(game), "its throw log"
        throws += isinstance(decision, ThrowPlan)
        _play(game, pond, decision)
    assert worker.process is not None and worker.process.is_alive()


def test_a_snapshot_reads_as_the_pond_did_when_it_was_taken() -> None:
    game, pond = _at_a_throw()
    snapshot = PondSnapshot.of(pond)
    before = decide(SplashBot(2, "hard"), game, pond)
    pond.drop(sum(LEVEL.drop_span) / 2)
    pond.step(0.5)  # the live pond moves on
    assert pond.droplets() != snapshot.droplets()
    assert decide(SplashBot(2, "hard"), game, snapshot) == before
    assert (snapshot.drop_span, snapshot.toss_start) == (
        LEVEL.drop_span,
        LEVEL.toss_start,
    )


def test_the_answer_never_blocks_and_closing_mid_think_ends_the_process(
    tmp_path: Path,
) -> None:
    worker = SplashWorker()
    game, pond = _at_a_throw()
    held = HeldBot(1, "hard", tmp_path / "never")
    job = worker.think(held, game, PondSnapshot.of(pond))
    assert worker.result(job) is None and worker.busy()
    process = worker.process
    assert process is not None and process.is_alive()
    worker.close()
    assert not process.is_alive() and process.exitcode is not None
    with pytest.raises(RuntimeError, match="closed"):
        worker.think(held, game, PondSnapshot.of(pond))


@pytest.mark.parametrize("start_method", [None, "no-such-start-method"])
def test_without_a_worker_process_the_seat_decides_here(
    start_method: str | None,
) -> None:
    worker = SplashWorker(start_method=start_method)
    game, pond = _at_a_throw()
    bot = SplashBot(5, "medium")
    job = worker.think(bot, game, PondSnapshot.of(pond))
    assert worker.in_process and worker.process is None
    answer = worker.result(job)
    assert answer is not None
    assert answer == (decide(SplashBot(5, "medium"), game, pond), bot)
    worker.close()


def test_a_process_that_dies_mid_think_leaves_the_decision_to_this_one(
    tmp_path: Path,
) -> None:
    worker = SplashWorker()
    game, pond = _at_a_throw()
    held = HeldBot(2, "hard", tmp_path / "never")  # held there, free here
    job = worker.think(held, game, PondSnapshot.of(pond))
    assert worker.process is not None
    worker.process.kill()
    worker.process.join(10)
    decision, bot = worker.wait(job)
    assert worker.in_process and "stopped" in str(worker.broken)
    assert bot is held
    assert decision == decide(SplashBot(2, "hard"), game, pond)
    worker.close()


def test_a_worker_that_does_not_answer_in_time_is_left(tmp_path: Path) -> None:
    worker = SplashWorker()
    game, pond = _at_a_throw()
    held = HeldBot(3, "easy", tmp_path / "never")
    job = worker.think(held, game, PondSnapshot.of(pond))
    process = worker.process
    decision, _ = worker.wait(job, seconds=0.0)
    assert worker.in_process and "did not answer" in str(worker.broken)
    assert process is not None and not process.is_alive()
    assert decision == decide(SplashBot(3, "easy"), game, pond)
    worker.close()


def test_a_job_that_fails_in_the_worker_is_decided_here(
    worker: SplashWorker,
) -> None:
    game, pond = _at_a_throw(seed=6)
    job = worker.think(HomesickBot(4, "medium"), game, PondSnapshot.of(pond))
    decision, _ = worker.wait(job)
    assert decision == decide(SplashBot(4, "medium"), game, pond)
    assert not worker.in_process, "one failed job does not move thinking here"


def test_a_bot_that_cannot_be_sent_decides_here(worker: SplashWorker) -> None:
    game, pond = _at_a_throw(seed=7)
    bot = SplashBot(6, "medium")
    bot.notes = lambda: "a lambda does not pickle"  # type: ignore[attr-defined]
    job = worker.think(bot, game, PondSnapshot.of(pond))
    assert worker.result(job) == (decide(SplashBot(6, "medium"), game, pond), bot)
    assert not worker.in_process
