"""Play the Kids' Splash table the way a child does: posted events only
(the mouse, fingers on a touch screen, or the keys).

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


def post_key(kind: int, key: int) -> None:
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def post_finger(kind: int, pos: Pos, finger: int = 0) -> None:
    """A finger event at ``pos`` on the 1280x720 screen (SDL gives window
    fractions; the headless window is the logical screen)."""
    w, h = pygame.display.get_window_size()
    pygame.event.post(
        pygame.event.Event(
            kind,
            touch_id=1,
            finger_id=finger,
            x=pos[0] / w,
            y=pos[1] / h,
            dx=0.0,
            dy=0.0,
            pressure=1.0,
        )
    )


def post_touch_mouse(kind: int, pos: Pos) -> None:
    """The mouse event SDL makes up from a touch (it must be ignored)."""
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(
            kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=True
        )
    else:
        event = pygame.event.Event(kind, pos=pos, button=1, touch=True)
    pygame.event.post(event)


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

    def key(self, key: int) -> None:
        post_key(pygame.KEYDOWN, key)
        post_key(pygame.KEYUP, key)
        self.frame()

    def hold(self, pos: Pos | None, seconds: float) -> None:
        """Press at ``pos`` and keep the button down for ``seconds``."""
        assert pos is not None, "the target is not on the screen"
        post_motion(pos)
        post_press(pos)
        for _ in range(round(seconds / DT)):
            self.frame()
        post_release(pos)
        self.frame()

    def hold_key(self, key: int, seconds: float) -> None:
        post_key(pygame.KEYDOWN, key)
        for _ in range(round(seconds / DT)):
            self.frame()
        post_key(pygame.KEYUP, key)
        self.frame()

    def tap(self, pos: Pos | None, finger: int = 0, with_mouse: bool = True) -> None:
        """A finger tap, with the mouse events SDL makes up from it (which
        the table must ignore)."""
        assert pos is not None, "the target is not on the screen"
        post_finger(pygame.FINGERDOWN, pos, finger)
        if with_mouse:
            post_touch_mouse(pygame.MOUSEMOTION, pos)
            post_touch_mouse(pygame.MOUSEBUTTONDOWN, pos)
        post_finger(pygame.FINGERUP, pos, finger)
        if with_mouse:
            post_touch_mouse(pygame.MOUSEBUTTONUP, pos)
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
