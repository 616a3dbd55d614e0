"""The die and the two choices: tap the die to roll, then Free Pick or
Splash. A Free Pick shows one big button per colour the board still needs
(or take a droplet in the pond with a tap), and Back."""

from __future__ import annotations

import math
import random

import pygame

from game.render.splash import coords as coords
from game.render.splash.coords import Box
from game.render.splash.pen import Pen
from game.rules.splash import (
    Action,
    ChooseSplash,
    DropletColour,
    FreePick,
    Phase,
    Roll,
    SplashGame,
)
from game.scenes.splash.look import TableLook
from game.scenes.splash.panels.panel import Point, is_click, pointer_of
from game.scenes.splash.table_state import ROLL_TIME, TableState
from game.scenes.splash.table_view import ChoiceView, ThrowPebbles

#: Screen px: a Free Pick tap takes the nearest droplet this close.
PICK_REACH = 44.0
GLOW = (255, 255, 255)


class ChoicePanel:
    def __init__(
        self, state: TableState, look: TableLook, sound: object, view: ChoiceView
    ) -> None:
        self.state = state
        self.look = look
        self.sound = sound
        #: What this panel shows (the Free Pick view open, the die's
        #: pebbles): the scene's, read by other panels too.
        self.view = view
        self.pointer: Point = (480.0, 300.0)
        self.time = 0.0
        self._die_rolling = False
        state.on_commit.append(self._committed)

    @property
    def picking(self) -> bool:
        """The Free Pick view is open (colour buttons and Back)."""
        return self.view.picking

    @picking.setter
    def picking(self, value: bool) -> None:
        self.view.picking = value

    @property
    def pebbles(self) -> ThrowPebbles:
        return self.view.pebbles

    def _committed(self, game: SplashGame, action: Action) -> None:
        self.picking = False
        if isinstance(action, Roll):
            self._die_rolling = True
        else:
            self.pebbles.time = None  # chosen: the counter has them now

    # ------------------------------------------------------------- targets
    def buttons(self) -> dict[str, Box]:
        """The die, the choices or the Free Pick buttons shown now, by name
        (only while a human seat is to act)."""
        return self.view.buttons()

    def pick_target(self, pointer: Point) -> int | None:
        """The droplet a Free Pick tap at ``pointer`` takes."""
        legal = self.state.free_picks()
        cam = self.look.camera
        points = {
            d: cam.to_screen((x, y)) for d, x, y, _ in self.state.bodies if d in legal
        }
        return coords.nearest(points, pointer, PICK_REACH)

    def veiled(self) -> set[int]:
        """Droplets a Free Pick cannot take, veiled while it is open."""
        return self.view.veiled()

    def cancel(self) -> bool:
        """Close the Free Pick view; True when it was open."""
        had = self.picking
        self.picking = False
        return had

    # -------------------------------------------------------------- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = pointer_of(event)
        if pos is not None:
            self.pointer = pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.cancel()  # Escape closes the Free Pick view
        if not is_click(event) or not self.state.waiting_for_human():
            return False
        phase = self.state.game.phase
        if phase is Phase.ROLL:
            die = self.buttons().get("die")
            if die is not None and coords.inside(die, pos):  # type: ignore[arg-type]
                self.state.play(Roll())
            return True
        if phase is Phase.CHOOSE:
            self._press_choose(event.pos)
            return True
        return False

    def _press_choose(self, pos: Point) -> None:
        state = self.state
        buttons = self.buttons()
        if not self.picking:
            if "pick" in buttons and coords.inside(buttons["pick"], pos):
                self.picking = True
                self.sound.play("click")  # type: ignore[attr-defined]
            elif coords.inside(buttons["splash"], pos):
                state.play(ChooseSplash())
            return
        if coords.inside(coords.BACK_BUTTON, pos):
            self.picking = False
            return
        for name, box in buttons.items():
            if name.startswith("colour:") and coords.inside(box, pos):
                droplet = state.pick_for_colour(DropletColour(name[7:]))
                if droplet is not None:
                    state.play(FreePick(droplet))
                return
        droplet = self.pick_target(pos)
        if droplet is not None:
            state.play(FreePick(droplet))

    def update(self, dt: float) -> None:
        self.time += dt
        self.pebbles.update(dt)
        state = self.state
        if self._die_rolling and state.rolling <= 0:
            self._die_rolling = False
            if state.game.roll is not None and state.game.phase is Phase.CHOOSE:
                self.pebbles.start(state.game.roll)

    # ------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        state = self.state
        game = state.game
        if state.rolling > 0 and game.roll is not None:
            self._draw_rolling(pen)
            return
        if self.picking and state.waiting_for_human():
            hovered = self.pick_target(self.pointer)
            for name, box in self.buttons().items():
                if name.startswith("colour:") and coords.inside(box, self.pointer):
                    hovered = state.pick_for_colour(DropletColour(name[7:]))
            if hovered is not None:
                self._draw_lifted(pen, hovered)
        phase = game.phase
        if phase is Phase.ROLL and not game.is_over() and not state.is_busy():
            self._draw_die_waiting(pen)
        elif phase is Phase.CHOOSE and not self.picking:
            self._draw_choices(pen)
        elif phase is Phase.CHOOSE:
            self._draw_pick_buttons(pen)
        self._draw_pebbles(pen)

    def _draw_pebbles(self, pen: Pen) -> None:
        """The die shrinks away as its pebbles fly to the counter."""
        pebbles = self.pebbles
        if pebbles.time is None:
            return
        roll = self.state.game.roll
        left = 1.0 - pebbles.time / pebbles.duration()
        if roll is not None and left > 0.05:
            size = round(coords.DIE_BIG_SIZE * left)
            self.look.hud.draw_die(pen, roll, coords.DIE_BIG_CENTRE, size)
        for centre, radius in pebbles.positions():
            self.look.hud.draw_big_pebble(pen, centre, radius)

    def _draw_rolling(self, pen: Pen) -> None:
        game = self.state.game
        assert game.roll is not None
        spin = self.state.rolling / ROLL_TIME
        rng = random.Random(int(self.time * 14))
        value = game.roll if spin < 0.25 else rng.choice(game.model.die_faces)
        hop = abs(math.sin(spin * math.pi * 3)) * 60 * spin
        cx, cy = coords.DIE_BIG_CENTRE
        self.look.hud.draw_die(
            pen, value, (cx, cy - hop), coords.DIE_BIG_SIZE, spin * 720
        )

    def _draw_die_waiting(self, pen: Pen) -> None:
        hud = self.look.hud
        box = self.buttons().get("die")
        cx, cy = coords.DIE_BIG_CENTRE
        wobble = math.sin(self.time * 4) * 8
        hover = box is not None and coords.inside(box, self.pointer)
        size = coords.DIE_BIG_SIZE + (10 if hover else 0)
        hud.draw_die(pen, None, (cx, cy), size, wobble)  # "?" until rolled
        if box is not None:
            hud.draw_note(pen, "Roll!", coords.ROLL_NOTE_CENTRE, coords.ROLL_NOTE_SIZE)

    def _draw_choices(self, pen: Pen) -> None:
        state, art = self.state, self.look.hud.choices
        pending = state.computers.pending if state.is_computer(state.seat) else None
        throws = state.game.roll or 1
        pick_chosen = isinstance(pending, FreePick)
        splash_chosen = isinstance(pending, ChooseSplash)
        pointer = self.pointer
        if state.free_picks():
            box = coords.CHOICE_FREE_PICK
            hover = coords.inside(box, pointer)
            art.draw_choice(pen, box, "pick", hover, throws, self.time, pick_chosen)
        box = coords.CHOICE_SPLASH
        hover = coords.inside(box, pointer)
        art.draw_choice(pen, box, "splash", hover, throws, self.time, splash_chosen)
        if isinstance(pending, FreePick):
            self._draw_lifted(pen, pending.droplet)

    def _draw_pick_buttons(self, pen: Pen) -> None:
        buttons = self.buttons()
        if "back" not in buttons:
            return
        art, pointer = self.look.hud.choices, self.pointer
        box = coords.BACK_BUTTON
        art.draw_button(pen, box, "Back", coords.inside(box, pointer), size=40)
        for name, box in buttons.items():
            if name.startswith("colour:"):
                art.draw_colour_button(
                    pen,
                    box,
                    DropletColour(name[7:]),
                    coords.inside(box, pointer),
                    self.time,
                )

    def _draw_lifted(self, pen: Pen, droplet: int) -> None:
        for body, x, y, _ in self.state.bodies:
            if body == droplet:
                centre = self.look.camera.to_screen((x, y))
                lift = (centre[0], centre[1] - 6 - 3 * math.sin(self.time * 8))
                pen.circle(GLOW, lift, 24, 5)
                colour = self.state.game.model.colour_of(droplet)
                self.look.view.draw_droplet_at(pen, colour, lift, 15)
                return
