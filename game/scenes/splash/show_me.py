"""Kids' Splash "show me": a demonstration a child who cannot read follows.

A drawn hand plays one turn of a real Kids' Splash table in a framed picture
on the screen: it taps the die, taps the Splash card, drops the pebble where a
Hard seat would aim, then (with throws left) pulls the pebble back and tosses
it. The table is a real `SplashTableScene` with its own game and pond (the
toss variant, two seats played by the hand, silent), fed the same mouse
events a child's finger makes, so the die, the droplets and the splash are
the game's own, never a recording. The game on the screen around it is never
touched.

It plays when the who-starts screen opens and whenever a child has done
nothing for `IDLE_SECONDS` while it is their turn (`IdleTimer`). Any tap,
click or key stops it at once, and that input still does what it does: the
demonstration never takes an input away from the screen it is on.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterator
from typing import Any, Protocol

import pygame

from game.ai.splash import SplashBot
from game.audio.manager import SoundManager
from game.render.splash.art import INK
from game.render.splash.coords import SCREEN_H, SCREEN_W, Box
from game.render.splash.hand import draw_hand, draw_tap_ring
from game.render.splash.pen import Pen
from game.rules.splash import Phase, Roll, SplashGame
from game.rules.splash.events import Rolled
from game.scenes.splash.table_state import TableState, options_for
from game.setup import GameSetup, Mode, Seat
from game.ui.view import View

Pos = tuple[float, float]

#: Seconds without a tap or key, on a child's turn, before the hand shows
#: them again.
IDLE_SECONDS = 20.0
#: Events that stop the demonstration (and are then handled as usual).
STOPPING = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.FINGERDOWN)
#: Events that show someone is there (the idle time starts again).
ACTIVITY = (*STOPPING, pygame.MOUSEMOTION, pygame.FINGERMOTION)
#: The hand's speed across the demonstration table (its px a second) and how
#: long a tap holds the button down.
HAND_SPEED = 1100.0
TAP_HOLD = 0.18
#: Seconds the pull of a toss takes, and the hold before letting go.
PULL_TIME = 0.9
PULL_HOLD = 0.35
#: Longest wait for the table (the die, a throw) before the hand gives up.
WAIT_MOST = 15.0
#: Where the hand rests between moves (demonstration px) and its size there.
HAND_HOME: Pos = (1100.0, 640.0)
HAND_SCALE = 0.62
#: Seconds between two drawings of the picture (the hand moves every frame).
PICTURE_EVERY = 1 / 30
#: The first seed tried for the demonstration game (one whose first roll
#: gives at least two throws is taken: a drop, then a toss).
DEMO_SEED = 7
FRAME = (255, 255, 255)


class DemoTable(Protocol):
    """What the hand plays on: `game.scenes.splash.table.SplashTableScene`."""

    state: TableState
    show_me: ShowMe

    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def exit(self) -> None: ...
    def button_pos(self, name: str) -> tuple[int, int] | None: ...
    def drop_pos(self, x: float) -> tuple[int, int]: ...
    def pebble_pos(self) -> tuple[int, int]: ...
    def toss_release_pos(self, angle: float, strength: float) -> tuple[int, int]: ...


TableMaker = Callable[[Any, GameSetup], DemoTable]


class _GaveUp(Exception):
    """The demonstration table never got where the hand waited for it."""


class IdleTimer:
    """Counts the seconds nobody has touched anything, while counting is
    allowed; `tick` says when the wait is over (once, until `reset`)."""

    def __init__(self, wait: float = IDLE_SECONDS) -> None:
        self.wait = wait
        self.idle = 0.0

    def reset(self) -> None:
        self.idle = 0.0

    def tick(self, dt: float, counting: bool) -> bool:
        if not counting:
            self.idle = 0.0
            return False
        self.idle += dt
        if self.idle >= self.wait:
            self.idle = 0.0
            return True
        return False


def demo_seed(setup: GameSetup) -> int:
    """The first seed from `DEMO_SEED` whose first roll gives two throws or
    more, so the hand can drop and then toss."""
    for seed in range(DEMO_SEED, DEMO_SEED + 200):
        game = SplashGame.new(options_for(dataclasses.replace(setup, seed=seed)))
        rolled = [e for e in game.apply(Roll()) if isinstance(e, Rolled)]
        if rolled and rolled[0].value >= 2:
            return seed
    return DEMO_SEED


def demo_setup(level: str | None, seats: tuple[Seat, ...]) -> GameSetup:
    """The demonstration's game: two seats played by the hand (the first is
    the child it is shown to), the toss variant, on ``level``."""
    if len(seats) < 2:
        seats = (*seats, Seat("Player 2", (90, 160, 250)))
    players = tuple(Seat(s.name, tuple(s.colour)) for s in seats[:2])  # type: ignore[arg-type]
    setup = GameSetup(Mode.SPLASH, players, level=level, toss=True)
    return dataclasses.replace(setup, seed=demo_seed(setup))


class ShowMe:
    """The hand and its table in ``box`` of the screen; `start` plays one
    turn, `stop` ends it at once."""

    def __init__(
        self,
        ctx: Any,
        make_table: TableMaker,
        box: Box,
        setup_now: Callable[[], GameSetup],
    ) -> None:
        self.ctx = ctx
        self.make_table = make_table
        self.box = box
        #: The demonstration's game for now (its seats, its pond).
        self.setup_now = setup_now
        #: False on a table that is itself a demonstration.
        self.enabled = True
        self.idle = IdleTimer()
        self.table: DemoTable | None = None
        #: How many demonstrations have started (tests read it).
        self.shown = 0
        self.hand: Pos = HAND_HOME
        self.pressed = False
        self.ring: tuple[Pos, float] | None = None  # the last tap, its age
        self.time = 0.0
        self._script: Iterator[None] | None = None
        self._dt = 0.0
        self._canvas: pygame.Surface | None = None
        #: The picture as last drawn, and the demonstration's time then.
        self._picture: pygame.Surface | None = None
        self._picture_time = -1.0

    @property
    def running(self) -> bool:
        return self.table is not None

    # ----------------------------------------------------------- starting
    def start(self) -> None:
        """Play the demonstration from the start (a fresh table)."""
        if not self.enabled:
            return
        self.stop()
        silent = SoundManager(volume=0, music=False)  # never started: silent
        ctx = dataclasses.replace(
            self.ctx, sound=silent, store=None, paths=None, notices=[]
        )
        table = self.make_table(ctx, self.setup_now())
        table.show_me.enabled = False
        self.table = table
        self.hand = HAND_HOME
        self.pressed = False
        self.ring = None
        self.time = 0.0
        self._picture = None
        self._script = self._play(table)
        self.shown += 1

    def stop(self) -> None:
        """End the demonstration now (nothing of it is kept)."""
        table, self.table = self.table, None
        self._script = None
        if table is not None:
            table.exit()

    def noticed(self, event: pygame.event.Event) -> None:
        """An event came to the screen: a tap or key stops the hand; any
        sign of someone there starts the idle wait again."""
        if event.type in ACTIVITY:
            self.idle.reset()
        if event.type in STOPPING:
            self.stop()

    def update(self, dt: float, may_start: bool) -> bool:
        """Let ``dt`` pass; ``may_start``: a child is to act, so the idle
        wait counts. True when the demonstration started now."""
        if self.table is None:
            if self.enabled and self.idle.tick(dt, may_start):
                self.start()
                return True
            return False
        self.time += dt
        if self.ring is not None:
            self.ring = (self.ring[0], self.ring[1] + dt)
        self._dt = dt
        script = self._script
        if script is not None:
            try:
                next(script)
            except (StopIteration, _GaveUp):
                self.stop()
                return False
        self.table.update(dt)
        return False

    # ------------------------------------------------------------ the hand
    def _play(self, table: DemoTable) -> Iterator[None]:
        """One turn: roll, Splash, a drop, a toss."""
        state = table.state
        yield from self._wait(0.5)
        yield from self._until(lambda: state.waiting_for_human())
        yield from self._tap(table, lambda: table.button_pos("die"))
        yield from self._until(lambda: self._ready(state, Phase.CHOOSE))
        yield from self._wait(0.5)
        yield from self._tap(table, lambda: table.button_pos("splash"))
        yield from self._until(lambda: self._ready(state, Phase.THROW))
        bot = SplashBot(state.game.options.seed, "hard")
        drop = bot.best_drop(state.game, state.pond)
        yield from self._tap(table, lambda: table.drop_pos(drop.x))
        yield from self._until(lambda: not state.is_busy())
        if self._ready(state, Phase.THROW):
            toss = bot.best_toss(state.game, state.pond)
            if toss is not None:
                pull_to = table.toss_release_pos(toss.angle, toss.strength)
                yield from self._toss(table, table.pebble_pos(), pull_to)
                yield from self._until(lambda: not state.is_busy())
        yield from self._move(HAND_HOME, table)
        yield from self._wait(1.5)

    @staticmethod
    def _ready(state: TableState, phase: Phase) -> bool:
        return state.waiting_for_human() and state.game.phase is phase

    def _wait(self, seconds: float) -> Iterator[None]:
        waited = 0.0
        while waited < seconds:
            yield
            waited += self._dt

    def _until(self, done: Callable[[], bool]) -> Iterator[None]:
        waited = 0.0
        while not done():
            if waited > WAIT_MOST:
                raise _GaveUp  # the table never got there: end quietly
            yield
            waited += self._dt

    def _move(
        self, target: Pos, table: DemoTable, buttons: tuple[int, int, int] = (0, 0, 0)
    ) -> Iterator[None]:
        """The hand glides to ``target``; the table feels the pointer move."""
        while True:
            x, y = self.hand
            gap = math.dist(self.hand, target)
            step = HAND_SPEED * self._dt
            if gap <= max(step, 0.5):
                self.hand = target
                self._send(table, pygame.MOUSEMOTION, buttons)
                return
            t = step / gap
            self.hand = (x + (target[0] - x) * t, y + (target[1] - y) * t)
            self._send(table, pygame.MOUSEMOTION, buttons)
            yield

    def _tap(
        self, table: DemoTable, where: Callable[[], tuple[int, int] | None]
    ) -> Iterator[None]:
        target = where()
        if target is None:
            raise _GaveUp
        yield from self._move((float(target[0]), float(target[1])), table)
        yield from self._wait(0.2)
        self.pressed = True
        self._send(table, pygame.MOUSEBUTTONDOWN)
        yield from self._wait(TAP_HOLD)
        self.pressed = False
        self.ring = (self.hand, 0.0)
        self._send(table, pygame.MOUSEBUTTONUP)
        yield

    def _toss(self, table: DemoTable, pebble: Pos, pull_to: Pos) -> Iterator[None]:
        """Press on the pebble, pull it back to ``pull_to``, let go."""
        yield from self._move((float(pebble[0]), float(pebble[1])), table)
        yield from self._wait(0.25)
        self.pressed = True
        self._send(table, pygame.MOUSEBUTTONDOWN)
        start, pulled = self.hand, 0.0
        while pulled < PULL_TIME:
            yield
            pulled = min(PULL_TIME, pulled + self._dt)
            ease = 1 - (1 - pulled / PULL_TIME) ** 2
            self.hand = (
                start[0] + (pull_to[0] - start[0]) * ease,
                start[1] + (pull_to[1] - start[1]) * ease,
            )
            self._send(table, pygame.MOUSEMOTION, (1, 0, 0))
        yield from self._wait(PULL_HOLD)
        self.pressed = False
        self._send(table, pygame.MOUSEBUTTONUP)
        yield

    def _send(
        self, table: DemoTable, kind: int, buttons: tuple[int, int, int] = (0, 0, 0)
    ) -> None:
        pos = (round(self.hand[0]), round(self.hand[1]))
        if kind == pygame.MOUSEMOTION:
            event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=buttons)
        else:
            event = pygame.event.Event(kind, pos=pos, button=1)
        table.handle_event(event)

    # ------------------------------------------------------------- drawing
    def to_screen(self, pos: Pos) -> Pos:
        """A point of the demonstration table on the screen, in ``box``."""
        x, y, w, h = self.box
        return (x + pos[0] * w / SCREEN_W, y + pos[1] * h / SCREEN_H)

    def draw(self, surface: pygame.Surface) -> None:
        """The picture in ``box`` (logical), drawn at ``surface``'s scale."""
        table = self.table
        if table is None:
            return
        pen = Pen(surface, View.of_picture(surface.get_size()).scale)
        x, y, w, h = self.box
        frame = pygame.Rect(x, y, w, h)
        pen.box(INK, frame.inflate(16, 16), border_radius=16)
        pen.box(FRAME, frame.inflate(10, 10), border_radius=13)
        picture = pen.rect(frame)
        surface.blit(self._drawn_picture(table, picture.size), picture.topleft)
        scale = w / SCREEN_W
        if self.ring is not None:
            ring = pen.p(self.to_screen(self.ring[0]))
            draw_tap_ring(surface, ring, self.ring[1], pen.scale)
        self._draw_eye(pen, (x + 26, y + 24))
        hand_scale = max(HAND_SCALE * 0.68, scale * 1.9)
        hand = pen.p(self.to_screen(self.hand))
        draw_hand(surface, hand, hand_scale * pen.scale, self.pressed)

    def _drawn_picture(self, table: DemoTable, size: tuple[int, int]) -> pygame.Surface:
        """The demonstration table drawn at ``size`` (the box as shown): drawn
        again at most every `PICTURE_EVERY` seconds (a cache; the table is not
        changed). The table draws at any size, so the picture is as sharp as
        the window."""
        fresh = self.time - self._picture_time < PICTURE_EVERY
        if self._picture is not None and fresh and self._picture.get_size() == size:
            return self._picture
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self._canvas = self._canvas.convert()
        table.draw(self._canvas)
        self._picture = self._canvas
        self._picture_time = self.time
        return self._picture

    def _draw_eye(self, pen: Pen, centre: Pos) -> None:
        """A big blinking eye in the corner: "watch"."""
        cx, cy = centre
        blink = 0.15 if (self.time % 3.0) > 2.85 else 1.0
        eye = pygame.Rect(0, 0, 40, max(4, round(26 * blink)))
        eye.center = (round(cx), round(cy))
        pen.ellipse(INK, eye.inflate(6, 6))
        pen.ellipse(FRAME, eye)
        if blink > 0.5:
            pen.circle((60, 140, 220), eye.center, 9)
            pen.circle(INK, eye.center, 4)
