"""The throw control: the pebble along the drop line follows the pointer and a
tap drops it; in the advanced variant the pebble at the toss start is pulled
back and let go (see `game.scenes.splash.aim`). A computer seat's throw is
shown here as it is decided."""

from __future__ import annotations

import math

import pygame

from game.ai.splash import ThrowPlan
from game.render.splash import coords as coords
from game.rules.splash import Action, ChooseSplash, Phase, SplashGame
from game.scenes.splash.aim import TossAim, pointer_for_toss
from game.scenes.splash.aim_guide import DEFAULT_AIM_GUIDE, AimGuide, lands_in_pond
from game.scenes.splash.look import TableLook, ints
from game.scenes.splash.panels.panel import Point, is_click, pointer_of
from game.scenes.splash.table_state import TableState


class ThrowControl:
    def __init__(self, state: TableState, look: TableLook) -> None:
        self.state = state
        self.look = look
        self.aim: TossAim | None = None
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
        aim = self.aim
        if aim is None or aim.toss is not None:
            return None
        return "Let go to cancel" if aim.is_cancelling else "Pull back to toss"

    def shown_arc(self) -> list[Point]:
        """The part of the aimed toss's arc the player sees (level px)."""
        if self.aim is None or self.aim.toss is None:
            return []
        return self.guide.shown(self.state.seat, self.aim.path)

    def cancel(self) -> bool:
        """Drop the aim (nothing is thrown); True when there was one."""
        had = self.aim is not None
        self.aim = None
        return had

    # -------------------------------------------------------------- events
    def _middle(self) -> float:
        return sum(self.look.level.drop_span) / 2

    def _committed(self, game: SplashGame, action: Action) -> None:
        if isinstance(action, ChooseSplash):
            self.drop_x = self._middle()

    def _can_throw(self) -> bool:
        return self.state.waiting_for_human() and self.state.game.phase is Phase.THROW

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = pointer_of(event)
        if pos is not None:
            self.pointer = pos
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            if self.aim is not None:
                self._aim_moved(event.pos)
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

    def _aim_moved(self, pos: Point) -> None:
        aim = self.aim
        assert aim is not None
        if aim.move(pos) and aim.toss is not None:
            aim.path = self.state.pond.preview_toss(*aim.toss)

    def _release(self, pos: Point) -> None:
        aim = self.aim
        self.aim = None
        assert aim is not None
        if not coords.inside((0, 0, coords.SCREEN_W, coords.SCREEN_H), pos):
            return  # let go outside the window: no toss
        if aim.move(pos) and aim.toss is not None:
            aim.path = self.state.pond.preview_toss(*aim.toss)
        if aim.toss is None or not self._can_throw():
            return  # back on the pebble: cancelled
        angle, strength = aim.toss
        # The preview is the exact flight up to the first contact: it tells
        # now whether the toss comes down in the pond.
        self.guide.landed(self.state.seat, lands_in_pond(self.look.level, aim.path))
        self.state.start_throw(ThrowPlan("toss", angle=angle, strength=strength))

    def update(self, dt: float) -> None:
        self.time += dt

    # ------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.set_clip(coords.POND_VIEW)  # a lob's arc goes up under the banner
        self._draw_pebble_waiting(surface)
        surface.set_clip(None)

    def _draw_pebble_waiting(self, surface: pygame.Surface) -> None:
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
            self._draw_computer_aim(surface, colour, advanced)
            return
        if advanced:
            view.draw_toss_pebble(surface, colour, self.time, self.aim is not None)
        if self.aim is not None:
            aim = self.aim
            share = self.guide.share(state.seat)
            arc = self.shown_arc()
            view.draw_aim(surface, aim.pointer, arc, aim.strength, colour, share >= 1)
            hint = self.hint()
            if hint is not None:
                px, py = self.pebble_pos()
                self.look.hud.draw_note(surface, hint, (px, py - 74), 34)
        elif not (advanced and math.dist(self.pointer, self.pebble_pos()) < 60):
            # In the advanced variant the pebble waits at the toss start: the
            # drop line shows where a tap drops it with a ring, not a pebble.
            view.draw_drop_guide(surface, self.drop_x, colour, self.time, advanced)

    def _draw_computer_aim(
        self, surface: pygame.Surface, colour: tuple[int, int, int], advanced: bool
    ) -> None:
        state, view = self.state, self.look.view
        plan = state.computers.pending
        shown = state.computers.progress()
        tossing = isinstance(plan, ThrowPlan) and plan.kind == "toss"
        dropping = isinstance(plan, ThrowPlan) and plan.kind == "drop"
        if advanced and not dropping:  # one pebble: where it will be thrown from
            view.draw_toss_pebble(surface, colour, self.time, tossing)
        if isinstance(plan, ThrowPlan) and plan.kind == "drop":
            mid = self._middle()
            x = mid + (plan.x - mid) * min(1.0, shown * 1.4)
            view.draw_drop_guide(surface, x, colour, self.time)
        elif isinstance(plan, ThrowPlan):
            aim = TossAim(self.look.camera, self.look.level.toss_start)
            strength = plan.strength * min(1.0, 0.3 + shown)
            aim.move(self.toss_release_pos(plan.angle, strength))
            path = state.pond.preview_toss(*aim.toss) if aim.toss else []
            view.draw_aim(surface, aim.pointer, path, aim.strength, colour)
