"""Benches of the Kids' Splash table (suite ``splash_scene``), headless at 1280x720.

``splash_scene.frame``: one whole frame (update with the pond's physics, then
draw) during the first three seconds of a throw: all 50 droplets in the pond,
the pebble landing, particles flying. Target: p99 <= 3 ms.
``splash_scene.aim``: one frame while a toss is aimed and the preview follows
the pointer (a new trajectory every frame).

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
from game.bench import measure
from game.context import make_context
from game.rules.splash import ChooseSplash
from game.scenes.splash.table import SplashTableScene
from game.setup import GameSetup, Mode, Seat
from game.ui.theme import SEAT_COLOURS

SPLASH_WINDOW = 3.0  # simulated seconds of each throw that are measured
PACE = 0.004  # seconds the paced bench waits between frames


def _screen() -> pygame.Surface:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((1280, 720))


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
            scene.draw(screen)
            state["scene"] = scene

    def frame() -> None:
        scene = state["scene"]
        scene.update(1 / 60)
        scene.draw(screen)

    return setup, frame


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
        scene.draw(screen)

    return (lambda: None), frame


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
    if only in (None, "aim"):
        setup, frame = _aim_frames(screen)
        yield measure("splash_scene.aim", frame, repeat=300, warmup=10, setup=setup)
    if only in (None, "aim_cpu"):
        setup, frame = _aim_frames(screen)
        yield measure_cpu("splash_scene.aim_cpu", frame, 300, 10, setup)
