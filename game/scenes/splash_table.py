"""The Kids' Splash table: roll the die, then Free Pick or Splash with the pebble.

One mouse, passed around. Every choice the scene offers comes from
``game.legal_actions()`` (the rules core); the pond (``game.physics``) works
out which droplets a throw splashes out, and that enters the rules as data.
Computer seats (and ``setup.autoplay``) play with ``game.ai.splash.SplashBot``
and show every move; a click or Space skips their animations.

Tests find their targets through the ``*_pos`` methods and play with posted
mouse events only.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ai.splash import SplashBot, ThrowPlan
from game.levels import Level, available_levels, level_by_key
from game.physics.events import (
    DropletLeftPond,
    DropletOffArea,
    PebbleHitWall,
    PebbleLanded,
    ThrowEnded,
)
from game.physics.pond import Pond
from game.render import splash_coords as coords
from game.render.pond_view import PondView
from game.render.splash_coords import Box, PondCamera
from game.render.splash_hud import SplashHud
from game.rules.outcome import Outcome
from game.rules.splash import (
    Action,
    ChooseSplash,
    EndTurn,
    FreePick,
    Give,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
)
from game.rules.splash.events import (
    Collected,
    Gave,
    Picked,
    Returned,
    ThrowingStopped,
    Thrown,
    Won,
)
from game.scenes.scene import Scene
from game.scenes.splash_aim import TossAim, pointer_for_toss
from game.scenes.splash_draw import draw_table
from game.scenes.splash_effects import (
    BIG_SPLASH_SPEED,
    Confetti,
    Flight,
    Flights,
    Particles,
    Ripples,
    SlowMotion,
)
from game.setup import GameSetup

Point = tuple[float, float]

ROLL_TIME = 0.9
BOT_THINK = 0.75
CELEBRATE_TIME = 3.2
NOTE_TIME = 1.6
PICK_REACH = 44.0  # screen px: a Free Pick click takes the nearest droplet this close
TAIL_AFTER = 1.6  # simulated s after the splash: the rest of a throw runs 2x


def options_for(setup: GameSetup) -> SplashOptions:
    return SplashOptions(
        players=len(setup.seats),
        cooperative=setup.cooperative,
        competitive=setup.competitive,
        advanced=setup.toss or setup.advanced,
        seed=setup.seed,
    )


def level_for(setup: GameSetup, folder: Any) -> Level:
    """The level the setup names, else the first one that loads."""
    if setup.level:
        return level_by_key(setup.level, folder)
    levels = available_levels(folder)
    if not levels:
        raise ValueError(f"no Kids' Splash level loads from {folder}")
    return levels[0]


class SplashTableScene(Scene):
    """A whole game of Kids' Splash, from the first roll to the celebration."""

    def __init__(self, ctx: Any, setup: GameSetup) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.game = SplashGame.new(options_for(setup))
        self.level = level_for(setup, ctx.levels_dir)
        self.pond = Pond(self.level, setup.seed, self.game.pond_droplets())
        self.camera = PondCamera.fit((self.level.width, self.level.height))
        self.view = PondView(self.level, self.camera, self.game.model)
        self.hud = SplashHud(ctx.fonts, self.view.sprites)
        self.places = coords.board_places(self.game.players)
        self.bots = {
            s: SplashBot(setup.seed * 10 + s)
            for s in range(self.game.players)
            if setup.autoplay or setup.seats[s].computer
        }
        self.outcome: Outcome | None = None
        self.game_in_progress = True
        self.time = 0.0
        self.mouse: Point = (480.0, 300.0)
        self.bodies = self.pond.droplets()
        self.bodies_stale = False
        left, _, right, _ = self.level.region_bounds()
        self.ripples = Ripples(left, right)
        self.particles = Particles(setup.seed)
        self.flights = Flights()
        self.slow = SlowMotion()
        self.confetti: Confetti | None = None
        self.rolling = 0.0
        self.picking = False
        self.aim: TossAim | None = None
        self.throw: ThrowPlan | None = None
        self.throw_time = 0.0
        self.splashed_at: float | None = None
        self.drop_x = sum(self.level.drop_span) / 2
        self.gift: int | None = None
        self.tray: dict[int, int] = {}  # droplet -> tray slot
        self.notes: list[list[Any]] = []  # [words, time left, colour]
        self.bot_timer: float | None = None
        self.bot_action: Action | ThrowPlan | None = None
        self.celebrating: float | None = None
        self.finished = False
        self.sync_needed = False
        self._preview_key: tuple[float, float] | None = None

    # ------------------------------------------------------------------ seats
    def is_computer(self, seat: int) -> bool:
        return seat in self.bots

    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def colour(self, seat: int) -> tuple[int, int, int]:
        return tuple(self.setup.seats[seat].colour)  # type: ignore[return-value]

    @property
    def seat(self) -> int:
        return self.game.current_seat

    @property
    def speed(self) -> float:
        return float(getattr(self.ctx.settings, "animation_speed", 1.0) or 1.0)

    def is_busy(self) -> bool:
        """Something is still being shown; nobody may act yet."""
        return (
            self.rolling > 0
            or self.pond.is_throwing()
            or bool(self.flights)
            or self.throw is not None
        )

    def waiting_for_human(self) -> bool:
        """A human seat is to act now (tests wait for this)."""
        return (
            not self.game.is_over()
            and not self.is_busy()
            and not self.is_computer(self.seat)
        )

    # ---------------------------------------------------- public screen targets
    def button_pos(self, name: str) -> tuple[int, int] | None:
        """Centre of a button shown now: "die", "pick", "splash", "back",
        "done", "pause"; None when it is not shown."""
        box = self.buttons().get(name)
        return coords.centre_of(box) if box is not None else None

    def droplet_pos(self, droplet: int) -> tuple[int, int] | None:
        """Where a droplet is on the screen: in the pond, or waiting in the
        row of splashed-out droplets."""
        if droplet in self.tray and droplet in self.game.out:
            return _ints(coords.tray_slot(self.tray[droplet]))
        for body in self.bodies:
            if body.id == droplet:
                return _ints(self.camera.to_screen((body.x, body.y)))
        return None

    def drop_pos(self, x: float) -> tuple[int, int]:
        """Where to click to drop the pebble from level ``x``."""
        return _ints(self.camera.to_screen((x, self.level.drop_line[2] + 60.0)))

    def pebble_pos(self) -> tuple[int, int]:
        """The pebble waiting to be tossed."""
        return _ints(self.camera.to_screen(self.level.toss_start))

    def toss_release_pos(self, angle: float, strength: float) -> tuple[int, int]:
        return _ints(
            pointer_for_toss(self.camera, self.level.toss_start, angle, strength)
        )

    def board_pos(self, seat: int) -> tuple[int, int]:
        return _ints(self.places[seat].centre)

    def buttons(self) -> dict[str, Box]:
        """The buttons on the screen now, by name."""
        shown: dict[str, Box] = {"pause": coords.PAUSE_BUTTON}
        if not self.waiting_for_human():
            return shown
        phase = self.game.phase
        if phase is Phase.ROLL:
            size = coords.DIE_BIG_SIZE
            cx, cy = coords.DIE_BIG_CENTRE
            shown["die"] = (round(cx - size / 2), round(cy - size / 2), size, size)
        elif phase is Phase.CHOOSE and not self.picking:
            if self.free_picks():
                shown["pick"] = coords.CHOICE_FREE_PICK
            shown["splash"] = coords.CHOICE_SPLASH
        elif phase is Phase.CHOOSE:
            shown["back"] = coords.BACK_BUTTON
        elif phase is Phase.SHARE:
            shown["done"] = coords.DONE_BUTTON
        return shown

    # ---------------------------------------------------------- legal choices
    def free_picks(self) -> set[int]:
        return {a.droplet for a in self.game.legal_actions() if isinstance(a, FreePick)}

    def gift_seats(self, droplet: int) -> set[int]:
        return {
            a.seat
            for a in self.game.legal_actions()
            if isinstance(a, Give) and a.droplet == droplet
        }

    def givable(self) -> set[int]:
        return {a.droplet for a in self.game.legal_actions() if isinstance(a, Give)}

    def pick_target(self, pointer: Point) -> int | None:
        """The droplet a Free Pick click at ``pointer`` takes."""
        legal = self.free_picks()
        points = {
            b.id: self.camera.to_screen((b.x, b.y))
            for b in self.bodies
            if b.id in legal
        }
        return coords.nearest(points, pointer, PICK_REACH)

    def gift_target(self, pointer: Point) -> int | None:
        legal = self.givable()
        points = {d: coords.tray_slot(self.tray[d]) for d in legal if d in self.tray}
        return coords.nearest(points, pointer, PICK_REACH)

    # ------------------------------------------------------------ scene loop
    def handle_event(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.aim is not None:
                self._aim_moved(event.pos)
            elif self.waiting_for_human() and self.game.phase is Phase.THROW:
                self.drop_x = coords.drop_x_for(
                    self.camera, event.pos, self.level.drop_span
                )
            return True
        if kind == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                return self._press(event.pos)
            return False
        if kind == pygame.MOUSEBUTTONUP:
            if event.button == 1 and self.aim is not None:
                self._release(event.pos)
                return True
            return False
        if kind in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.aim = None  # leaving the window never throws
            return False
        if kind == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self.slow.update(dt)
        fx = dt * self.speed * self.slow.factor()
        moving = not self.pond.is_settled()
        if moving:
            rate = fx
            if (
                self.pond.is_throwing()
                and self.splashed_at is not None
                and (self.throw_time - self.splashed_at > TAIL_AFTER)
            ):
                rate *= 2.0
            elif not self.pond.is_throwing():
                rate *= 2.0  # droplets poured back settle quickly
            if self.pond.is_throwing():
                self.throw_time += rate
            self._pond_events(self.pond.step(rate))
        if moving or self.bodies_stale:
            self.bodies = self.pond.droplets()
            self.bodies_stale = False
        self.ripples.update(fx)
        self.particles.update(fx)
        self.flights.update(dt * self.speed)
        if self.confetti is not None:
            self.confetti.update(dt)
        self.rolling = max(0.0, self.rolling - dt * self.speed)
        for note in self.notes:
            note[1] -= dt
        self.notes = [n for n in self.notes if n[1] > 0]
        if self.sync_needed and not self.flights.flying("pond"):
            self._sync_pond()
        self._advance(dt)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)

    # ------------------------------------------------------------ turn flow
    def _advance(self, dt: float) -> None:
        if self.game.is_over():
            self._celebrate(dt)
            return
        if self.is_busy() or not self.is_computer(self.seat):
            return
        if self.bot_timer is None:
            if self.game.phase is Phase.THROW and not self.pond.is_settled():
                return  # droplets still pouring back in
            self.bot_timer = BOT_THINK
            bot = self.bots[self.seat]
            if self.game.phase is Phase.THROW:
                self.bot_action = bot.plan_throw(self.game, self.pond)
            else:
                self.bot_action = bot.choose(self.game)
            return
        self.bot_timer -= dt * self.speed
        if self.bot_timer > 0:
            return
        self._bot_act()

    def _bot_act(self) -> None:
        action = self.bot_action
        self.bot_timer = None
        self.bot_action = None
        if isinstance(action, ThrowPlan):
            self._start_throw(action)
        elif action is not None:
            self._play(action)

    def skip(self) -> bool:
        """Click or Space while a computer seat plays: show the end at once."""
        if self.game.is_over():
            if self.celebrating is not None and self.celebrating < CELEBRATE_TIME - 0.5:
                self.celebrating = 0.0
                return True
            return False
        if self.is_computer(self.seat) or self.throw is not None:
            self.rolling = 0.0
            if self.pond.is_throwing():
                self._pond_events(self.pond.settle())
            self.flights.finish()
            if self.bot_timer is not None:
                self.bot_timer = 0.0
            return True
        return False

    def _celebrate(self, dt: float) -> None:
        if self.finished or self.flights:
            return
        if self.celebrating is None:
            self.celebrating = CELEBRATE_TIME
            winner = self.game.winner
            colours = [self.colour(s) for s in range(self.game.players)]
            self.confetti = Confetti(colours, self.setup.seed)
            self.ctx.sound.play("score")
            if winner is not None:
                self.particles.burst(self.places[winner].centre, 60, 700, 1.4, size=7)
            return
        self.celebrating -= dt
        if self.celebrating > 0:
            return
        self.finished = True
        self.game_in_progress = False
        if self.manager is not None and self.outcome is not None:
            from game.scenes.results import ResultsScene

            self.manager.replace(ResultsScene(self.ctx, self.setup, self.outcome))

    def _play(self, action: Action) -> None:
        """Apply a legal action and start showing what it did."""
        seat = self.seat
        where = {b.id: self.camera.to_screen((b.x, b.y)) for b in self.bodies}
        events = self.game.apply(action)
        self.picking = False
        self.gift = None
        if isinstance(action, Roll):
            self.rolling = ROLL_TIME
            self.ctx.sound.play("click")
        elif isinstance(action, ChooseSplash):
            self.ctx.sound.play("click")
            self.drop_x = sum(self.level.drop_span) / 2
        for event in events:
            self._show(event, seat, where)
        self.sync_needed = True
        if not self.flights.flying("pond"):
            self._sync_pond()

    def _show(self, event: object, seat: int, where: dict[int, Point]) -> None:
        model = self.game.model
        if isinstance(event, Picked):
            start = where.get(event.droplet, coords.DIE_BIG_CENTRE)
            self._fly_to_board(event.droplet, start, seat, event.space, 0.0)
            self.ctx.sound.play("water")
        elif isinstance(event, Collected):
            for k, (d, space) in enumerate(
                zip(event.droplets, event.spaces, strict=True)
            ):
                self._fly_to_board(
                    d,
                    coords.tray_slot(self.tray.get(d, 0)),
                    seat,
                    space,
                    0.55 + 0.18 * k,
                )
        elif isinstance(event, Gave):
            start = coords.tray_slot(self.tray.get(event.droplet, 0))
            self._fly_to_board(event.droplet, start, event.to_seat, event.space, 0.0)
        elif isinstance(event, Returned):
            x, y, w, h = self.level.droplet_area
            for k, d in enumerate(event.droplets):
                end = self.camera.to_screen(
                    (x + w * (k + 0.5) / len(event.droplets), y + h)
                )
                start = coords.tray_slot(self.tray.get(d, 0))
                self._chain(
                    d,
                    Flight(
                        d,
                        model.colour_of(d),
                        start,
                        end,
                        0.6,
                        delay=0.9 + 0.08 * k,
                        lift=90.0,
                        kind="pond",
                        radius=(coords.TRAY_RADIUS, self.view.sprites.radius),
                    ),
                )
        elif isinstance(event, ThrowingStopped):
            self._note("Splash! No more throws", self.colour(seat))
        elif isinstance(event, Thrown) and event.out:
            count = len(event.out)
            self._note(f"{count} droplet{'s' * (count != 1)} out!", self.colour(seat))
        elif isinstance(event, Won):
            self.outcome = self.game.outcome()

    def _chain(self, droplet: int, flight: Flight) -> None:
        """Start ``flight`` after whatever this droplet is already doing."""
        for f in self.flights.items:
            if f.droplet == droplet:
                last = f.chain()[-1]
                flight.start = last.end
                flight.delay = max(0.1, flight.delay - (last.delay + last.duration))
                last.then = flight
                return
        self.flights.add(flight)

    def _fly_to_board(
        self, droplet: int, start: Point, seat: int, space: int, delay: float
    ) -> None:
        place = self.places[seat]
        end = place.space_centre(space, self.game.model.board_size)
        colour = self.game.model.colour_of(droplet)
        flight = Flight(
            droplet,
            colour,
            start,
            end,
            0.7,
            delay=delay,
            lift=160.0,
            kind="board",
            radius=(coords.TRAY_RADIUS, place.space_radius * 0.82),
            on_land=self._landed,
        )
        self._chain(droplet, flight)

    def _landed(self, flight: Flight) -> None:
        self.particles.burst(flight.end, 10, 320, 1.5, size=5)
        self.ctx.sound.play("score")

    def _sync_pond(self) -> None:
        if self.pond.is_throwing():
            return
        self.sync_needed = False
        self.pond.follow(self.game.pond_droplets())
        self.bodies_stale = True

    def _note(self, words: str, colour: tuple[int, int, int]) -> None:
        self.notes = [[words, NOTE_TIME, colour]]

    # --------------------------------------------------------------- throws
    def _start_throw(self, plan: ThrowPlan) -> None:
        if not self.pond.is_settled():
            self.pond.settle()
        self.throw = plan
        self.throw_time = 0.0
        self.splashed_at = None
        plan.start(self.pond)
        self.ctx.sound.play("click")

    def _pond_events(self, events: list[object]) -> None:
        cam = self.camera
        for event in events:
            if isinstance(event, PebbleLanded):
                at = cam.to_screen(event.position)
                self.splashed_at = self.throw_time
                big = event.speed >= BIG_SPLASH_SPEED
                self.particles.burst(at, 70 if big else 30, event.speed * 1.1, size=7)
                self.ripples.poke(event.position[0], -event.speed * 0.12, 4)
                self.ctx.sound.play("splash" if big else "water")
                if big and len(event.droplets) >= 8:
                    self.slow.start()
            elif isinstance(event, DropletLeftPond):
                at = cam.to_screen(event.position)
                self.particles.trail(at, event.velocity)
                self.ripples.poke(event.position[0], 60.0, 1)
            elif isinstance(event, DropletOffArea):
                self.particles.trail(cam.to_screen(event.position), event.velocity)
            elif isinstance(event, PebbleHitWall) and event.speed > 200:
                self.particles.burst(cam.to_screen(event.position), 6, 200, size=4)
            elif isinstance(event, ThrowEnded):
                self._throw_ended(event.result.out)

    def _throw_ended(self, out: tuple[int, ...]) -> None:
        plan = self.throw
        self.throw = None
        if plan is None:
            return
        model = self.game.model
        last = {b.id: (b.x, b.y) for b in self.bodies}
        for d in out:
            if d not in self.tray:
                self.tray[d] = self._free_slot()
            start = self.camera.to_screen(last.get(d, self.level.toss_start))
            start = (coords.clamp(start[0], 10, 950), coords.clamp(start[1], 90, 710))
            self.flights.add(
                Flight(
                    d,
                    model.colour_of(d),
                    start,
                    coords.tray_slot(self.tray[d]),
                    0.5,
                    lift=60.0,
                    kind="tray",
                    radius=(self.view.sprites.radius, coords.TRAY_RADIUS),
                )
            )
        self._play(plan.to_action(out))

    def _free_slot(self) -> int:
        used = {
            self.tray[d]
            for d in self.tray
            if d in self.game.out or d in self.flights.flying()
        }
        slot = 0
        while slot in used:
            slot += 1
        return slot

    # ---------------------------------------------------------------- input
    def _press(self, pos: Point) -> bool:
        if coords.inside(coords.PAUSE_BUTTON, pos):
            self.aim = None
            self._pause()
            return True
        if self.skip():
            return True
        if not self.waiting_for_human():
            return True
        buttons = self.buttons()
        phase = self.game.phase
        if phase is Phase.ROLL:
            if "die" in buttons and coords.inside(buttons["die"], pos):
                self._play(Roll())
            return True
        if phase is Phase.CHOOSE:
            return self._press_choose(pos, buttons)
        if phase is Phase.THROW:
            return self._press_throw(pos)
        if phase is Phase.SHARE:
            return self._press_share(pos, buttons)
        return True

    def _press_choose(self, pos: Point, buttons: dict[str, Box]) -> bool:
        if not self.picking:
            if "pick" in buttons and coords.inside(buttons["pick"], pos):
                self.picking = True
                self.ctx.sound.play("click")
            elif coords.inside(buttons["splash"], pos):
                self._play(ChooseSplash())
            return True
        if coords.inside(coords.BACK_BUTTON, pos):
            self.picking = False
            return True
        droplet = self.pick_target(pos)
        if droplet is not None:
            self._play(FreePick(droplet))
        return True

    def _press_throw(self, pos: Point) -> bool:
        if self.game.options.advanced:
            self.aim = TossAim.grab(self.camera, self.level.toss_start, pos)
            if self.aim is not None:
                self._aim_moved(pos)
                return True
        if coords.inside(coords.POND_VIEW, pos):
            x = coords.drop_x_for(self.camera, pos, self.level.drop_span)
            self.drop_x = x
            self._start_throw(ThrowPlan("drop", x=x))
        return True

    def _press_share(self, pos: Point, buttons: dict[str, Box]) -> bool:
        if coords.inside(buttons["done"], pos):
            self._play(EndTurn())
            return True
        if self.gift is not None:
            for seat in sorted(self.gift_seats(self.gift)):
                if self.places[seat].contains(pos):
                    self._play(Give(self.gift, seat))
                    return True
        droplet = self.gift_target(pos)
        self.gift = droplet if droplet != self.gift else None
        return True

    def _aim_moved(self, pos: Point) -> None:
        aim = self.aim
        assert aim is not None
        if aim.move(pos) and aim.toss is not None:
            aim.path = self.pond.preview_toss(*aim.toss)

    def _release(self, pos: Point) -> None:
        aim = self.aim
        self.aim = None
        assert aim is not None
        if not coords.inside((0, 0, coords.SCREEN_W, coords.SCREEN_H), pos):
            return  # let go outside the window: no toss
        aim.move(pos)
        if aim.toss is None or not self.waiting_for_human():
            return  # back on the pebble: cancelled
        angle, strength = aim.toss
        self._start_throw(ThrowPlan("toss", angle=angle, strength=strength))

    def _key(self, key: int) -> bool:
        if key == pygame.K_SPACE:
            self.skip()
            return True
        if key != pygame.K_ESCAPE:
            return False
        if self.aim is not None:
            self.aim = None
        elif self.picking:
            self.picking = False
        elif self.gift is not None:
            self.gift = None
        else:
            self._pause()
        return True

    def _pause(self) -> None:
        if self.manager is None:
            return
        from game.scenes.pause import PauseScene

        self.manager.push(PauseScene(self.ctx, self.setup.mode))


def _ints(p: Point) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))


def aim_angle_towards(start: Point, target: Point) -> float:
    """The on-screen angle (degrees, 0 right, 90 up) from ``start`` to ``target``."""
    return math.degrees(math.atan2(start[1] - target[1], target[0] - start[0]))
