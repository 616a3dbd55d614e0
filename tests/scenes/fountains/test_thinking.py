"""Computer seats thinking off the frame loop: a Hard seat decides in the worker
process while the table keeps drawing, its move is the one Hard makes in-process,
leaving the table mid-think ends the worker, and every computer move (The
Machine's too) is explained by the bot's own sentence. Node budgets keep the
decisions deterministic; the waits only guard against a hang."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.ai.fountains import HardBot, MediumBot
from game.ai.fountains.explain import plain_why
from game.rules.fountains.actions import MachineTurn
from game.rules.fountains.game import FountainsGame
from game.scenes.fountains.computer_panel import LEVEL_COLOURS, badge_rect
from game.scenes.fountains.computer_seats import ComputerSeats
from game.scenes.fountains.table import FountainsTableScene
from game.scenes.fountains.table_log import screen_words
from game.scenes.scene import SceneManager
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import MACHINE_COLOUR, SEAT_COLOURS
from tests.scenes.fountains.table_driver import make_ctx

NAMES = ["Ann", "Bram", "Cleo"]
SEED = 5
HANG_GUARD_S = 90.0


def table(
    levels: tuple[str, str] = ("hard", "medium"), hard_nodes: int = 6
) -> FountainsTableScene:
    """Ann (a person), Bram and Cleo (computers of ``levels``)."""
    seats = (
        Seat(NAMES[0], SEAT_COLOURS[0]),
        Seat(NAMES[1], SEAT_COLOURS[1], computer=True, level=levels[0]),
        Seat(NAMES[2], SEAT_COLOURS[2], computer=True, level=levels[1]),
    )
    setup = GameSetup(mode=Mode.FOUNTAINS, seats=seats, seed=SEED)
    ctx = make_ctx(animation_speed=2.0)
    scene = FountainsTableScene(ctx, setup)
    use_budget(scene, hard_nodes)
    return scene


def use_budget(scene: FountainsTableScene, hard_nodes: int) -> None:
    """The table's computer seats with Hard bounded by nodes, not time."""
    state = scene.state
    state.computer = ComputerSeats(
        SEED,
        [s for s in range(state.game.seats) if state.is_computer(s)],
        levels=[seat.level for seat in state.setup.seats],
        names=[state.name(s) for s in range(state.game.seats)],
        hard_nodes=hard_nodes,
    )
    state.log.reasons = state.computer.take_reason


def run_until(
    scene: FountainsTableScene,
    surface: pygame.Surface,
    done: Callable[[], bool],
) -> int:
    """Frames (drawn) until ``done``; a person's turns are played by Medium."""
    person = MediumBot(1)
    state = scene.state
    give_up = time.monotonic() + HANG_GUARD_S
    frames = 0
    while not done():
        assert time.monotonic() < give_up, "the table never got there"
        scene.update(1 / 60)
        scene.draw(surface)
        frames += 1
        state.close_recap()
        if state.human_to_act():
            assert state.commit(person.choose(state.game))
        if state.computer.thinking_seat is not None:
            time.sleep(0.002)
    return frames


def test_the_table_keeps_drawing_while_hard_thinks_and_plays_hards_move(
    surface: pygame.Surface,
) -> None:
    scene = table()
    state = scene.state
    computer = state.computer
    try:
        run_until(scene, surface, lambda: computer.thinking_seat == 1)
        at = state.game.clone()
        actions = len(state.game.actions)
        clock = scene.env.time
        frames = run_until(scene, surface, lambda: computer.thinking_seat is None)
        assert frames >= 2  # the worker's process alone takes longer to start
        assert scene.env.time > clock  # the table animated meanwhile
        assert len(state.game.actions) == actions  # nothing moved until it decided
        assert computer.worker.process is not None and not computer.worker.in_process
        expected = HardBot(SEED * 31 + 1, max_nodes=6).decide(at, NAMES)
        assert state.bot_move is not None and state.bot_move.action == expected.action
        assert computer.last is not None
        assert computer.last.decision.reason == expected.reason
        run_until(scene, surface, lambda: state.bot_move is None)
        lines = [line for line, _ in state.log.lines]
        assert f"Why: {screen_words(plain_why(at, expected, NAMES))}" in lines
        assert all("look-ahead" not in line for line in lines)
    finally:
        scene.exit()


def test_leaving_the_table_mid_think_ends_the_worker_process(
    surface: pygame.Surface,
) -> None:
    scene = table(hard_nodes=10**9)  # Hard searches until stopped
    manager = SceneManager()
    manager.push(scene)
    computer = scene.state.computer
    run_until(scene, surface, lambda: computer.thinking_seat == 1)
    words = scene.computers.thinking_words()
    assert words is not None and words.startswith("Bram (Hard) is thinking")
    process = computer.worker.process
    assert process is not None and process.is_alive()
    manager.pop()
    assert not process.is_alive() and process.exitcode is not None


def test_each_computer_seat_shows_its_level_on_its_name_plate(
    surface: pygame.Surface,
) -> None:
    scene = table(levels=("hard", "easy"))
    scene.update(0.0)
    scene.draw(surface)
    plates = scene.top_bar.plates
    for seat, level in ((1, "hard"), (2, "easy")):
        pill = badge_rect(scene.env.fonts, plates[seat], level)
        edge = surface.get_at((pill.x + 3, pill.centery))[:3]
        assert tuple(edge) == LEVEL_COLOURS[level]
    pill = badge_rect(scene.env.fonts, plates[0], "medium")  # Ann plays herself
    assert (
        tuple(surface.get_at((pill.x + 3, pill.centery))[:3])
        != (LEVEL_COLOURS["medium"])
    )
    scene.exit()


def test_the_machine_s_turn_is_explained_in_the_log_and_under_the_prompt(
    surface: pygame.Surface,
) -> None:
    seats = (Seat("Ann", SEAT_COLOURS[0]), Seat("The Machine", MACHINE_COLOUR, True))
    setup = GameSetup(mode=Mode.SOLO, seats=seats, seed=3, difficulty="easy")
    ctx = make_ctx(animation_speed=2.0)
    scene = FountainsTableScene(ctx, setup)
    state = scene.state
    seen: list[str] = []

    def machine_shown() -> bool:
        move = state.bot_move
        explained = scene.computers.explained()
        if move is not None and isinstance(move.action, MachineTurn) and explained:
            seen.append(explained.decision.reason)
            return True
        return False

    run_until(scene, surface, machine_shown)
    assert seen[0].startswith("The Machine moves its Gear Wheel to the ")
    run_until(scene, surface, lambda: state.bot_move is None)
    whys = [line for line, _ in state.log.lines if line.startswith("Why: ")]
    assert any(
        line.startswith("Why: The Machine moves its Gear Wheel") for line in whys
    )
    replayed = FountainsGame.replay(state.game.options, list(state.game.actions))
    assert replayed.scores == state.game.scores
    scene.exit()
