"""Benches of the Kids' Splash table (suite ``splash_scene``), headless at
1280x720 (or ``--size``).

``splash_scene.frame``: one whole frame (update with the pond's physics, then
draw) during the first three seconds of a throw: all 50 droplets in the pond,
the pebble landing, particles flying. Target: p99 <= 3 ms.
``splash_scene.aim``: one frame while a toss is aimed and the preview follows
the pointer (a new trajectory every frame).
``splash_scene.frame_show_me``: one whole frame of a table waiting for a child
while the "show me" hand plays its turn in the picture over the boards (the
demonstration's pond stepping, its table drawn and scaled down). Target: p99
within one 60 Hz frame, 16 ms.
``splash_scene.frame_while_thinking``: one whole frame while a computer seat
(Hard, advanced game) decides its throw in the table's worker process and then
shows it: the frame that sends the seat off to think and the one that takes its
decision in are among them. Target: ``frame``'s, p99 <= 3 ms.
``splash_scene.frame_while_thinking_in_frame``: the same frames with the seat
deciding in the frame loop (no worker), as the table did before: one frame in
every think holds the whole decision.

On a machine shared with other work the wall-clock figures wander with the
load; the ``*_cpu`` benches time the same frames in this thread's CPU time.
``splash_scene.frame_paced`` times the same frames the way the game runs them:
the loop waits between frames (here ``PACE`` s, untimed) instead of running
them back to back. Caches go cold while it waits, so its median is higher than
``frame``'s; its tail shows what a player's frame costs on a busy machine.
"""

from __future__ import annotations

import gc
import os
import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from game.ai.splash import ThrowPlan
from game.ai.splash_worker import START_METHOD
from game.bench import measure
from game.bench.screen import draw_frame, open_screen
from game.context import make_context
from game.rules.splash import ChooseSplash, Phase
from game.scenes.splash.computer_seats import ComputerSeats
from game.scenes.splash.table import SplashTableScene
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS

SPLASH_WINDOW = 3.0  # simulated seconds of each throw that are measured
PACE = 0.004  # seconds the paced bench waits between frames
DT = 1 / 60


def _screen() -> pygame.Surface:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    return open_screen()


def _new_scene(seed: int, toss: bool = False) -> SplashTableScene:
    ctx = make_context()
    seats = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))
    setup = GameSetup(Mode.SPLASH, seats, seed=seed, level="classic_cup", toss=toss)
    scene = SplashTableScene(ctx, setup)
    scene.game.apply(scene.game.legal_actions()[0])  # roll
    scene.game.apply(ChooseSplash())
    return scene


def _splash_frames(
    screen: pygame.Surface,
) -> tuple[Callable[[], object], Callable[[], object]]:
    state: dict[str, Any] = {"seed": 0, "scene": None}

    def setup() -> None:
        scene = state["scene"]
        if (
            scene is None
            or not scene.pond.is_throwing()
            or (scene.state.throw_time > SPLASH_WINDOW)
        ):
            seed = int(state["seed"]) + 1
            state["seed"] = seed
            scene = _new_scene(seed)
            x0, x1 = scene.level.drop_span
            scene.state.start_throw(
                ThrowPlan("drop", x=x0 + (x1 - x0) * (0.35 + 0.06 * (seed % 5)))
            )
            draw_frame(scene, screen)
            state["scene"] = scene

    def frame() -> None:
        scene = state["scene"]
        scene.update(1 / 60)
        draw_frame(scene, screen)

    return setup, frame


def _thinking_frames(
    screen: pygame.Surface, start_method: str | None
) -> tuple[Callable[[], object], Callable[[], object], Callable[[], object]]:
    """(setup, frame, done) for frames while seat 0 thinks about its throw
    and shows it; each think is cut short just before the seat would throw,
    and the next frame starts the seat thinking afresh."""
    ctx = make_context()
    seats = (
        Seat("Ada", SEAT_COLOURS[0], computer=True, level="hard"),
        Seat("Bo", SEAT_COLOURS[1]),
    )
    setup = GameSetup(Mode.SPLASH, seats, seed=3, level="classic_cup", toss=True)
    scene = SplashTableScene(ctx, setup)
    state = scene.state
    state.computers = ComputerSeats.for_setup(setup, 2, start_method)
    scene.game.apply(scene.game.legal_actions()[0])  # roll
    scene.game.apply(ChooseSplash())
    computers = state.computers
    scene.update(DT)  # seat 0 starts thinking
    # untimed: the worker process starts and answers its first think (no time
    # passes at the table meanwhile, so the seat does not throw)
    give_up = time.monotonic() + 60.0
    while computers.is_deciding and time.monotonic() < give_up:
        time.sleep(0.01)
        scene.update(0.0)
    computers.cancel()
    assert state.game.phase is Phase.THROW and not state.is_busy()

    def setup_frame() -> None:
        timer = computers.timer
        if timer is None or timer > 1.5 * DT:
            return
        # The next frame would throw. These frames run back to back, many
        # times faster than 60 a second: a decision still on its way is waited
        # for here, untimed (at 60 frames a second it is in long before), and
        # the next frame starts the seat thinking afresh.
        while computers.is_deciding:
            time.sleep(0.001)
            scene.update(0.0)
        computers.cancel()

    def frame() -> None:
        scene.update(DT)
        draw_frame(scene, screen)

    return setup_frame, frame, state.close


def _aim_frames(
    screen: pygame.Surface,
) -> tuple[Callable[[], object], Callable[[], object]]:
    scene = _new_scene(1, toss=True)
    start = scene.pebble_pos()
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    step = {"n": 0}

    def frame() -> None:
        step["n"] += 1
        n = step["n"] % 60
        pos = (start[0] - 20 - n, start[1] + 30 + n * 2)
        scene.handle_event(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)
            )
        )
        scene.update(1 / 60)
        draw_frame(scene, screen)

    return (lambda: None), frame


def _show_me_frames(
    screen: pygame.Surface,
) -> tuple[Callable[[], object], Callable[[], object]]:
    ctx = make_context()
    seats = (Seat("Ada", SEAT_COLOURS[0]), Seat("Bo", SEAT_COLOURS[1]))
    setup = GameSetup(Mode.SPLASH, seats, seed=3, level="classic_cup", toss=True)
    scene = SplashTableScene(ctx, setup)

    def setup_frame() -> None:
        if not scene.show_me.running:
            scene.show_me.start()

    def frame() -> None:
        scene.update(1 / 60)
        scene.draw(screen)

    return setup_frame, frame


def measure_cpu(
    name: str,
    fn: Callable[[], object],
    repeat: int,
    warmup: int,
    setup: Callable[[], object],
) -> dict[str, object]:
    """Like `game.bench.measure`, in CPU time of this thread."""
    for _ in range(warmup):
        setup()
        fn()
    samples = []
    for _ in range(repeat):
        setup()
        gc.disable()
        start = time.thread_time()
        fn()
        samples.append((time.thread_time() - start) * 1000.0)
        gc.enable()
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(round(0.99 * (len(samples) - 1))))]
    return {
        "bench": name,
        "median_ms": round(statistics.median(samples), 4),
        "p99_ms": round(p99, 4),
        "n": repeat,
    }


def run(only: str | None = None) -> Iterator[dict[str, object]]:
    screen = _screen()
    if only in (None, "frame"):
        setup, frame = _splash_frames(screen)
        yield measure("splash_scene.frame", frame, repeat=1200, warmup=20, setup=setup)
    if only in (None, "frame_paced"):
        setup, frame = _splash_frames(screen)

        def paced_setup() -> None:
            setup()
            time.sleep(PACE)

        yield measure(
            "splash_scene.frame_paced", frame, repeat=1200, warmup=20, setup=paced_setup
        )
    if only in (None, "frame_cpu"):
        setup, frame = _splash_frames(screen)
        yield measure_cpu("splash_scene.frame_cpu", frame, 1200, 20, setup)
    for name, start_method, timed in (
        ("frame_while_thinking", START_METHOD, measure),
        ("frame_while_thinking_cpu", START_METHOD, measure_cpu),
        ("frame_while_thinking_in_frame", None, measure),
    ):
        if only in (None, name):
            setup, frame, done = _thinking_frames(screen, start_method)
            yield timed(
                f"splash_scene.{name}", frame, repeat=1200, warmup=20, setup=setup
            )
            done()
    if only in (None, "aim"):
        setup, frame = _aim_frames(screen)
        yield measure("splash_scene.aim", frame, repeat=300, warmup=10, setup=setup)
    if only in (None, "frame_show_me"):
        setup, frame = _show_me_frames(screen)
        yield measure(
            "splash_scene.frame_show_me", frame, repeat=600, warmup=20, setup=setup
        )
    if only in (None, "frame_show_me_cpu"):
        setup, frame = _show_me_frames(screen)
        yield measure_cpu("splash_scene.frame_show_me_cpu", frame, 600, 20, setup)
    if only in (None, "aim_cpu"):
        setup, frame = _aim_frames(screen)
        yield measure_cpu("splash_scene.aim_cpu", frame, 300, 10, setup)
