"""Play the Kids' Splash table the way a child does: posted mouse events only.

Targets come from the scene's public ``*_pos`` methods; between inputs the app
runs whole frames (drawing one frame in ``DRAW_EVERY`` to keep tests quick).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import App
from game.rules.splash import FreePick, Phase
from game.scenes.splash.table import SplashTableScene

DT = 1.0 / 60.0
DRAW_EVERY = 15
Pos = tuple[int, int]


def post_motion(pos: Pos, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)
    )


def post_press(pos: Pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def post_release(pos: Pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


class TableDriver:
    def __init__(self, app: App, scene: SplashTableScene) -> None:
        self.app = app
        self.scene = scene

    def frame(self) -> None:
        self.app.frame(DT)

    def click(self, pos: Pos | None) -> None:
        assert pos is not None, "the target is not on the screen"
        post_motion(pos)
        post_press(pos)
        post_release(pos)
        self.frame()

    def on_table(self) -> bool:
        return self.app.manager.top is self.scene

    def wait_for_human(self, limit: int = 20_000) -> bool:
        """Run frames until a human is to act; False once the game has ended."""
        manager = self.app.manager
        for n in range(limit):
            if not self.on_table() or self.scene.game.is_over():
                return False
            if self.scene.waiting_for_human():
                return True
            if n % DRAW_EVERY == 0:
                self.frame()
            else:
                manager.update(DT)
        raise AssertionError(f"stuck in {self.scene.game.phase} for {limit} frames")

    def finish(self, limit: int = 2_000) -> None:
        """Let the celebration run until the results scene replaces the table."""
        for _ in range(limit):
            if not self.on_table():
                return
            self.frame()
        raise AssertionError("the celebration never ended")

    # ------------------------------------------------------------ one turn
    def roll(self) -> None:
        self.click(self.scene.button_pos("die"))

    def free_pick(self, choose: Callable[[list[int]], int] = min) -> int:
        scene = self.scene
        self.click(scene.button_pos("pick"))
        assert scene.choice.picking
        legal = sorted(scene.state.free_picks())
        droplet = choose(legal)
        # Point exactly at it; the scene takes the nearest legal droplet.
        target = scene.droplet_pos(droplet)
        assert target is not None
        expected = scene.choice.pick_target(target)
        self.click(target)
        assert isinstance(scene.game.actions[-1], FreePick)
        return scene.game.actions[-1].droplet if expected is None else expected

    def splash(self) -> None:
        self.click(self.scene.button_pos("splash"))
        assert self.scene.game.phase in (Phase.THROW,)

    def drop(self, x: float) -> None:
        pos = self.scene.drop_pos(x)
        post_motion(pos)
        self.frame()
        post_press(pos)
        post_release(pos)
        self.frame()

    def toss(self, angle: float, strength: float) -> None:
        scene = self.scene
        start = scene.pebble_pos()
        end = scene.toss_release_pos(angle, strength)
        post_motion(start)
        post_press(start)
        self.frame()
        for k in range(1, 5):
            t = k / 4
            post_motion(
                (
                    round(start[0] + (end[0] - start[0]) * t),
                    round(start[1] + (end[1] - start[1]) * t),
                ),
                (1, 0, 0),
            )
            self.frame()
        post_release(end)
        self.frame()
