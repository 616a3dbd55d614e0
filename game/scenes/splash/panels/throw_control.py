"""The throw control: the pebble along the drop line follows the pointer and a
tap drops it; in the advanced variant the pebble at the toss start is pulled
back and let go (see `game.scenes.splash.aim`), or tapped and then thrown
towards a second tap (a drag too small to leave the pebble is a tap). The
keys move the drop point, lift the pebble and aim it. A computer seat's throw
is shown here as it is decided."""

from __future__ import annotations

import math

import pygame

from game.ai.splash import ThrowPlan
from game.render.splash import coords as coords
from game.render.splash.pen import Pen
from game.rules.splash import Action, ChooseSplash, Phase, SplashGame
from game.scenes.splash.aim import TossAim, pointer_for_toss, toward
from game.scenes.splash.aim_guide import DEFAULT_AIM_GUIDE, AimGuide, lands_in_pond
from game.scenes.splash.look import TableLook, ints
from game.scenes.splash.panels.panel import (
    CONFIRM_KEYS,
    Point,
    is_click,
    pointer_of,
)
from game.scenes.splash.table_state import TableState

#: The drop line is crossed in this many steps of the arrow keys.
DROP_STEPS = 12
#: The keys' first toss (angle, strength), and how far they may turn it.
KEY_TOSS = (45.0, 0.7)
KEY_ANGLES = (5.0, 85.0)
KEY_STRENGTHS = (0.3, 1.0)
#: Degrees and strength one press of an arrow turns a lifted pebble's aim.
ANGLE_STEP = 5.0
STRENGTH_STEP = 0.05


class ThrowControl:
    def __init__(self, state: TableState, look: TableLook) -> None:
        self.state = state
        self.look = look
        self.aim: TossAim | None = None
        #: The pebble tapped (or lifted with the keys): the next tap throws it
        #: towards where it lands; the arc follows the pointer until then.
        self.lifted: TossAim | None = None
        #: The toss the keys aim while the pebble is lifted: (angle, strength).
        self.key_toss: tuple[float, float] = KEY_TOSS
        self.drop_x = self._middle()
        self.pointer: Point = (480.0, 300.0)
        self.time = 0.0
        #: How much of the toss arc each seat sees (the "Aim guide" setting).
        self.guide = AimGuide(state.game.players, self._guide_setting)
        state.on_commit.append(self._committed)

    def _guide_setting(self) -> str:
        return str(getattr(self.look.settings, "aim_guide", DEFAULT_AIM_GUIDE))

    # ------------------------------------------------------------- targets
    def drop_pos(self, x: float) -> tuple[int, int]:
        """Where to click to drop the pebble from level ``x``."""
        level = self.look.level
        return ints(self.look.camera.to_screen((x, level.drop_line[2] + 60.0)))

    def pebble_pos(self) -> tuple[int, int]:
        """The pebble waiting to be tossed."""
        return ints(self.look.camera.to_screen(self.look.level.toss_start))

    def toss_release_pos(self, angle: float, strength: float) -> tuple[int, int]:
        return ints(
            pointer_for_toss(
                self.look.camera, self.look.level.toss_start, angle, strength
            )
        )

    def hint(self) -> str | None:
        """What the words by the pebble say while a toss is aimed."""
        if self.lifted is not None and self.aim is None:
            return "Tap where to throw"
        aim = self.aim
        if aim is None or aim.toss is not None:
            return None
        return "Let go to cancel" if aim.is_cancelling else "Pull back to toss"

    def shown_arc(self) -> list[Point]:
        """The part of the aimed toss's arc the player sees (level px)."""
        aim = self.aim or self.lifted
        if aim is None or aim.toss is None:
            return []
        return self.guide.shown(self.state.seat, aim.path)

    def cancel(self) -> bool:
        """Drop the aim and put a lifted pebble down (nothing is thrown);
        True when there was either."""
        had = self.aim is not None or self.lifted is not None
        self.aim = None
        self.lifted = None
        return had

    # ---------------------------------------------------------------- keys
    def key(self, key: int) -> bool:
        """A key while the pebble is to be thrown (the keys panel hands it
        over): Space drops it, or throws the lifted one; Tab lifts it; the
        arrows move the drop point, or aim the lifted pebble. True when used."""
        lifted = self.lifted is not None
        if key in CONFIRM_KEYS:
            if lifted:
                self.toss_now()
            else:
                self.drop_now()
        elif key == pygame.K_TAB:
            self.lift_for_keys()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            sign = -1 if key == pygame.K_LEFT else 1
            if lifted:
                self.turn_key_toss(-sign * ANGLE_STEP, 0.0)
            else:
                self.move_drop(sign)
        elif key in (pygame.K_UP, pygame.K_DOWN) and lifted:
            sign = 1 if key == pygame.K_UP else -1
            self.turn_key_toss(0.0, sign * STRENGTH_STEP)
        else:
            return False
        return True

    def can_throw(self) -> bool:
        """A human seat may throw now."""
        return self._can_throw()

    def move_drop(self, steps: int) -> None:
        """Move the drop point a step (a twelfth of the drop line) per step."""
        x0, x1 = self.look.level.drop_span
        step = (x1 - x0) / DROP_STEPS
        self.drop_x = coords.clamp(self.drop_x + steps * step, x0, x1)

    def drop_now(self) -> None:
        """Drop the pebble from the drop point."""
        if self._can_throw():
            self.lifted = None
            self.state.start_throw(ThrowPlan("drop", x=self.drop_x))

    def lift_for_keys(self) -> None:
        """Lift the pebble at the toss start, aimed as the keys last aimed it
        (the advanced variant only); lifted already, put it down."""
        if not (self._can_throw() and self.state.game.options.advanced):
            return
        if self.lifted is not None:
            self.lifted = None
            return
        self.lifted = TossAim(self.look.camera, self.look.level.toss_start)
        self.turn_key_toss(0.0, 0.0)

    def turn_key_toss(self, angle: float, strength: float) -> None:
        """Aim the lifted pebble ``angle`` degrees higher and ``strength``
        harder than it was."""
        if self.lifted is None:
            return
        a, s = self.key_toss
        a = coords.clamp(a + angle, KEY_ANGLES[0], KEY_ANGLES[1])
        s = coords.clamp(s + strength, KEY_STRENGTHS[0], KEY_STRENGTHS[1])
        self.key_toss = (a, s)
        self._aim_lifted(self.toss_release_pos(a, s))

    def toss_now(self) -> None:
        """Throw the lifted pebble as it is aimed."""
        lifted = self.lifted
        if lifted is None or lifted.toss is None or not self._can_throw():
            return
        self._toss(lifted)

    # -------------------------------------------------------------- events
    def _middle(self) -> float:
        return sum(self.look.level.drop_span) / 2

    def _committed(self, game: SplashGame, action: Action) -> None:
        self.lifted = None
        if isinstance(action, ChooseSplash):
            self.drop_x = self._middle()

    def _can_throw(self) -> bool:
        return self.state.waiting_for_human() and self.state.game.phase is Phase.THROW

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = pointer_of(event)
        if pos is not None:
            self.pointer = pos
        kind = event.type
        if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.cancel()  # Escape drops the aim: nothing is thrown
        if kind == pygame.MOUSEMOTION:
            if self.aim is not None:
                self._aim_moved(event.pos)
            elif self.lifted is not None and self._can_throw():
                self._aim_lifted(
                    toward(self.look.camera, self.lifted.pebble, event.pos)
                )
            elif self._can_throw():
                self.drop_x = coords.drop_x_for(
                    self.look.camera, event.pos, self.look.level.drop_span
                )
            return True
        if is_click(event):
            return self._press(event.pos)
        if kind == pygame.MOUSEBUTTONUP and event.button == 1 and self.aim is not None:
            self._release(event.pos)
            return True
        if kind in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.aim = None  # leaving the window never throws
        return False

    def _press(self, pos: Point) -> bool:
        if not self._can_throw():
            return False
        look = self.look
        if self.lifted is not None:
            lifted, self.lifted = self.lifted, None
            if TossAim.grab(look.camera, look.level.toss_start, pos) is None:
                # the second tap: throw towards it
                if lifted.move(toward(look.camera, lifted.pebble, pos)):
                    lifted.path = self._preview(lifted)
                if lifted.toss is not None:
                    self._toss(lifted)
            return True  # a tap on the pebble again puts it down
        if self.state.game.options.advanced:
            self.aim = TossAim.grab(look.camera, look.level.toss_start, pos)
            if self.aim is not None:
                self._aim_moved(pos)
                return True
        if coords.inside(coords.POND_VIEW, pos):
            x = coords.drop_x_for(look.camera, pos, look.level.drop_span)
            self.drop_x = x
            self.state.start_throw(ThrowPlan("drop", x=x))
        return True

    def _preview(self, aim: TossAim) -> list[Point]:
        assert aim.toss is not None
        return self.state.pond.preview_toss(*aim.toss)

    def _aim_moved(self, pos: Point) -> None:
        aim = self.aim
        assert aim is not None
        if aim.move(pos) and aim.toss is not None:
            aim.path = self._preview(aim)

    def _aim_lifted(self, pointer: Point) -> None:
        lifted = self.lifted
        assert lifted is not None
        if lifted.move(pointer) and lifted.toss is not None:
            lifted.path = self._preview(lifted)

    def _release(self, pos: Point) -> None:
        aim = self.aim
        self.aim = None
        assert aim is not None
        if not coords.inside((0, 0, coords.SCREEN_W, coords.SCREEN_H), pos):
            return  # let go outside the window: no toss
        if aim.move(pos) and aim.toss is not None:
            aim.path = self._preview(aim)
        if aim.toss is None and not aim.pulled and self._can_throw():
            # never left the pebble: a tap lifts it, the next tap throws
            self.lifted = TossAim(self.look.camera, aim.pebble, aim.pointer)
            return
        if aim.toss is None or not self._can_throw():
            return  # back on the pebble: cancelled
        self._toss(aim)

    def _toss(self, aim: TossAim) -> None:
        assert aim.toss is not None
        self.lifted = None
        angle, strength = aim.toss
        # The preview is the exact flight up to the first contact: it tells
        # now whether the toss comes down in the pond.
        self.guide.landed(self.state.seat, lands_in_pond(self.look.level, aim.path))
        self.state.start_throw(ThrowPlan("toss", angle=angle, strength=strength))

    def update(self, dt: float) -> None:
        self.time += dt

    # ------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        pen.clip(coords.POND_VIEW)  # a lob's arc goes up under the banner
        self._draw_pebble_waiting(pen)
        pen.clip(None)

    def _draw_pebble_waiting(self, pen: Pen) -> None:
        """Before a throw: the pebble on the drop line (and at the toss
        start), or the toss being aimed; a computer seat's aim is shown as it
        is made."""
        state, view = self.state, self.look.view
        game = state.game
        if (
            game.phase is not Phase.THROW
            or state.throw is not None
            or state.pond.is_throwing()
        ):
            return
        colour = self.look.colours[state.seat]
        advanced = game.options.advanced
        if state.is_computer(state.seat):
            self._draw_computer_aim(pen, colour, advanced)
            return
        aim = self.aim or self.lifted
        if advanced:
            view.draw_toss_pebble(pen, colour, self.time, aim is not None)
        if aim is not None:
            share = self.guide.share(state.seat)
            arc = self.shown_arc()
            if aim.toss is not None or aim is self.aim:
                view.draw_aim(pen, aim.pointer, arc, aim.strength, colour, share >= 1)
            hint = self.hint()
            if hint is not None:
                px, py = self.pebble_pos()
                self.look.hud.draw_note(pen, hint, (px, py - 74), 34)
        elif not (advanced and math.dist(self.pointer, self.pebble_pos()) < 60):
            # In the advanced variant the pebble waits at the toss start: the
            # drop line shows where a tap drops it with a ring, not a pebble.
            view.draw_drop_guide(pen, self.drop_x, colour, self.time, advanced)

    def _draw_computer_aim(
        self, pen: Pen, colour: tuple[int, int, int], advanced: bool
    ) -> None:
        state, view = self.state, self.look.view
        plan = state.computers.pending
        shown = state.computers.progress()
        tossing = isinstance(plan, ThrowPlan) and plan.kind == "toss"
        dropping = isinstance(plan, ThrowPlan) and plan.kind == "drop"
        if advanced and not dropping:  # one pebble: where it will be thrown from
            view.draw_toss_pebble(pen, colour, self.time, tossing)
        if isinstance(plan, ThrowPlan) and plan.kind == "drop":
            mid = self._middle()
            x = mid + (plan.x - mid) * min(1.0, shown * 1.4)
            view.draw_drop_guide(pen, x, colour, self.time)
        elif isinstance(plan, ThrowPlan):
            aim = TossAim(self.look.camera, self.look.level.toss_start)
            strength = plan.strength * min(1.0, 0.3 + shown)
            aim.move(self.toss_release_pos(plan.angle, strength))
            path = state.pond.preview_toss(*aim.toss) if aim.toss else []
            view.draw_aim(pen, aim.pointer, path, aim.strength, colour)
