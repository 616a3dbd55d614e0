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

from collections.abc import Sequence
from typing import Any

import pygame

from game.ai.splash import SplashBot, ThrowPlan
from game.levels import Level, available_levels, level_by_key
from game.physics.events import ThrowEnded
from game.physics.pond import Pond, Pose
from game.render.splash import coords as coords
from game.render.splash.coords import Box, PondCamera
from game.render.splash.hud import SplashHud
from game.render.splash.pond_view import PondView
from game.rules.outcome import Outcome
from game.rules.splash import (
    Action,
    ChooseSplash,
    DropletColour,
    FreePick,
    Give,
    Phase,
    Roll,
    SplashGame,
    SplashOptions,
)
from game.rules.splash.events import Won
from game.scenes.scene import Scene
from game.scenes.splash.aim import TossAim, pointer_for_toss
from game.scenes.splash.controls import handle_input
from game.scenes.splash.draw import draw_table
from game.scenes.splash.show import TableShow
from game.setup import GameSetup

Point = tuple[float, float]

ROLL_TIME = 0.9
BOT_THINK = 0.75
CELEBRATE_TIME = 3.2
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
        #: (droplet, x, y, angle) of every droplet body, refreshed while the
        #: pond moves (a light read: drawing needs no velocities).
        self.bodies: list[Pose] = self.pond.poses()
        self.bodies_stale = False
        self.show = TableShow(
            self.level,
            self.camera,
            self.game.model,
            self.places,
            ctx.sound,
            setup.seed,
            self.view.sprites.radius,
        )
        self.rolling = 0.0
        self.picking = False
        self.aim: TossAim | None = None
        self.throw: ThrowPlan | None = None
        self.throw_time = 0.0
        self.splashed_at: float | None = None
        self.drop_x = sum(self.level.drop_span) / 2
        self.gift: int | None = None
        self.bot_timer: float | None = None
        self.bot_action: Action | ThrowPlan | None = None
        self.celebrating: float | None = None
        self.finished = False
        self.sync_needed = False
        self._legal: tuple[object, list[Action]] | None = None
        self.acted_seat: int | None = None  # who made the last move

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
    def shown_seat(self) -> int:
        """Whose turn the screen shows: after a turn the rules have already
        passed on, the player who played stays shown while their droplets are
        still hopping (to their board, or back into the pond)."""
        if self.acted_seat is not None and self.show.flights:
            return self.acted_seat
        return self.game.current_seat

    @property
    def speed(self) -> float:
        return float(getattr(self.ctx.settings, "animation_speed", 1.0) or 1.0)

    def is_busy(self) -> bool:
        """Something is still being shown; nobody may act yet."""
        return (
            self.rolling > 0
            or self.pond.is_throwing()
            or bool(self.show.flights)
            or self.throw is not None
        )

    def waiting_for_human(self) -> bool:
        """A human seat is to act now (tests wait for this)."""
        return (
            not self.game.is_over()
            and not self.is_busy()
            and not self.is_computer(self.seat)
        )

    def throws_shown(self) -> tuple[int, int] | None:
        """(throws left, throws this turn) as the banner shows them while a
        Splash turn lasts; the throw in the air is already used."""
        game = self.game
        if game.phase is not Phase.THROW or not game.roll:
            return None
        left = game.throws_left - (1 if self.throw is not None else 0)
        return (max(0, left), game.roll)

    # ---------------------------------------------------- public screen targets
    def button_pos(self, name: str) -> tuple[int, int] | None:
        """Centre of a button shown now: "die", "pick", "splash", "back",
        "done", "pause"; None when it is not shown."""
        box = self.buttons().get(name)
        return coords.centre_of(box) if box is not None else None

    def droplet_pos(self, droplet: int) -> tuple[int, int] | None:
        """Where a droplet is on the screen: in the pond, or waiting in the
        row of splashed-out droplets."""
        tray = self.show.tray
        if droplet in tray and droplet in self.game.out:
            return _ints(coords.tray_slot(tray[droplet]))
        for body, x, y, _ in self.bodies:
            if body == droplet:
                return _ints(self.camera.to_screen((x, y)))
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
            colours = self.pick_colours()
            for colour, box in zip(
                colours, coords.pick_colour_boxes(len(colours)), strict=True
            ):
                shown[f"colour:{colour.value}"] = box
        elif phase is Phase.SHARE:
            shown["done"] = coords.DONE_BUTTON
        return shown

    # ---------------------------------------------------------- legal choices
    def legal(self) -> list[Action]:
        """The rules' legal actions now (cached until the next action)."""
        key = (len(self.game.actions), self.game.phase)
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, self.game.legal_actions())
        return self._legal[1]

    def free_picks(self) -> set[int]:
        return {a.droplet for a in self.legal() if isinstance(a, FreePick)}

    def pick_colours(self) -> list[DropletColour]:
        """Colours a Free Pick can take now, in board order."""
        model = self.game.model
        legal = {model.colour_of(d) for d in self.free_picks()}
        return [c for c in model.colours if c in legal]

    def pick_for_colour(self, colour: DropletColour) -> int | None:
        """The droplet of ``colour`` a Free Pick takes: the one nearest the
        top of the pile (the lowest number on a tie)."""
        model = self.game.model
        legal = {d for d in self.free_picks() if model.colour_of(d) is colour}
        heights = {d: y for d, _, y, _ in self.bodies if d in legal}
        if heights:
            return min(heights, key=lambda d: (heights[d], d))
        return min(legal) if legal else None

    def gift_seats(self, droplet: int) -> set[int]:
        return {
            a.seat for a in self.legal() if isinstance(a, Give) and a.droplet == droplet
        }

    def givable(self) -> set[int]:
        return {a.droplet for a in self.legal() if isinstance(a, Give)}

    def pick_target(self, pointer: Point) -> int | None:
        """The droplet a Free Pick click at ``pointer`` takes."""
        legal = self.free_picks()
        points = {
            d: self.camera.to_screen((x, y)) for d, x, y, _ in self.bodies if d in legal
        }
        return coords.nearest(points, pointer, PICK_REACH)

    def gift_target(self, pointer: Point) -> int | None:
        legal = self.givable()
        tray = self.show.tray
        points = {d: coords.tray_slot(tray[d]) for d in legal if d in tray}
        return coords.nearest(points, pointer, PICK_REACH)

    # ------------------------------------------------------------ scene loop
    def handle_event(self, event: pygame.event.Event) -> bool:
        return handle_input(self, event)

    def enter(self) -> None:
        self.aim = None  # back from the pause menu: the press was not on us

    def update(self, dt: float) -> None:
        self.time += dt
        show = self.show
        fx = dt * self.speed * show.slow.factor()
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
            self.bodies = self.pond.poses()
            self.bodies_stale = False
        show.update(dt, fx, dt * self.speed)
        self.rolling = max(0.0, self.rolling - dt * self.speed)
        if self.sync_needed and not show.flights.flying("pond"):
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
            self.start_throw(action)
        elif action is not None:
            self.play(action)

    def bot_progress(self) -> float:
        """How far (0..1) the computer seat's shown decision has got."""
        if self.bot_timer is None:
            return 0.0
        return min(1.0, 1.0 - max(0.0, self.bot_timer) / BOT_THINK)

    def skip(self, everything: bool = False) -> bool:
        """Show the end of what is being shown at once: a click skips a
        computer seat's moves and the celebration; Space (``everything``) also
        a player's own throw."""
        if self.game.is_over():
            if self.celebrating is not None and self.celebrating < CELEBRATE_TIME - 0.5:
                self.celebrating = 0.0
                return True
            return False
        if self.is_computer(self.seat) or (everything and self.is_busy()):
            self.rolling = 0.0
            if self.pond.is_throwing():
                self._pond_events(self.pond.settle())
            self.show.flights.finish()
            if self.bot_timer is not None:
                self.bot_timer = 0.0
            return True
        return False

    def _celebrate(self, dt: float) -> None:
        if self.finished or self.show.flights:
            return
        if self.celebrating is None:
            self.celebrating = CELEBRATE_TIME
            winner = self.game.winner
            self.show.celebrate(None if winner is None else self.colour(winner))
            return
        self.celebrating -= dt
        if self.celebrating > 0:
            return
        self.finished = True
        self.game_in_progress = False
        if self.manager is not None and self.outcome is not None:
            from game.scenes.menus.results import ResultsScene

            self.manager.replace(ResultsScene(self.ctx, self.setup, self.outcome))

    def play(self, action: Action) -> None:
        """Apply a legal action and start showing what it did."""
        seat = self.seat
        self.acted_seat = seat
        where = {d: self.camera.to_screen((x, y)) for d, x, y, _ in self.bodies}
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
            if isinstance(event, Won):
                self.outcome = self.game.outcome()
            self.show.rules_event(event, seat, self.colour(seat), where)
        self.sync_needed = True
        if not self.show.flights.flying("pond"):
            self._sync_pond()

    def _sync_pond(self) -> None:
        if self.pond.is_throwing():
            return
        self.sync_needed = False
        self.pond.follow(self.game.pond_droplets())
        self.bodies_stale = True

    # --------------------------------------------------------------- throws
    def start_throw(self, plan: ThrowPlan) -> None:
        if not self.pond.is_settled():
            self.pond.settle()
        self.throw = plan
        self.throw_time = 0.0
        self.splashed_at = None
        plan.start(self.pond)
        self.ctx.sound.play("click")

    def _pond_events(self, events: Sequence[object]) -> None:
        if self.show.splash(events):
            self.splashed_at = self.throw_time
        for event in events:
            if isinstance(event, ThrowEnded):
                self._throw_ended(event.result.out)

    def _throw_ended(self, out: tuple[int, ...]) -> None:
        plan = self.throw
        self.throw = None
        if plan is None:
            return
        last = {d: (x, y) for d, x, y, _ in self.bodies}
        self.show.splashed_out(out, last, set(self.game.out))
        self.play(plan.to_action(out))
        if self.game.phase is Phase.SHARE:
            self.show.compact_tray(self.game.out)

    def pause(self) -> None:
        if self.manager is None:
            return
        from game.scenes.menus.pause import PauseScene

        self.manager.push(PauseScene(self.ctx, self.setup.mode))


def _ints(p: Point) -> tuple[int, int]:
    return (round(p[0]), round(p[1]))
