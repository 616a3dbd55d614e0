"""An Expert computer seat at the table: it thinks in the worker process while
the table keeps drawing, plays the move Expert makes in-process (node budgets
keep it deterministic), and its plain words reach the game log; its name plate
says EXPERT."""

from __future__ import annotations

import pygame

from game.ai.fountains import ExpertBot
from game.ai.fountains.explain import plain_why
from game.scenes.fountains.computer_panel import LEVEL_COLOURS
from game.scenes.fountains.table_log import screen_words
from game.setup import COMPUTER_NAMES
from tests.scenes.fountains.test_thinking import NAMES, SEED, run_until, table


def test_an_expert_seat_thinks_in_the_worker_and_plays_experts_move(
    surface: pygame.Surface,
) -> None:
    scene = table(("expert", "medium"), hard_nodes=8)
    state = scene.state
    computer = state.computer
    try:
        assert isinstance(computer.bots[1], ExpertBot)
        run_until(scene, surface, lambda: computer.thinking_seat == 1)
        at = state.game.clone()
        actions = len(state.game.actions)
        run_until(scene, surface, lambda: computer.thinking_seat is None)
        assert len(state.game.actions) == actions  # nothing moved until it decided
        assert computer.worker.process is not None and not computer.worker.in_process
        expected = ExpertBot(SEED * 31 + 1, nodes=8).decide(at, NAMES)
        assert state.bot_move is not None and state.bot_move.action == expected.action
        run_until(scene, surface, lambda: state.bot_move is None)
        lines = [line for line, _ in state.log.lines]
        assert f"Why: {screen_words(plain_why(at, expected, NAMES))}" in lines
        assert all("look-ahead" not in line for line in lines)
    finally:
        scene.exit()


def test_expert_has_its_own_badge_colour_and_names() -> None:
    assert LEVEL_COLOURS["expert"] not in {
        LEVEL_COLOURS[level] for level in ("easy", "medium", "hard")
    }
    assert len(set(COMPUTER_NAMES["expert"])) == 5
