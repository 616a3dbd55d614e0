"""The row of splashed-out droplets under the pond, and sharing them: tap a
leftover (dotted hops lead to every board that can use it), then the board;
Done sends the rest back into the pond."""

from __future__ import annotations

import math

import pygame

from game.render.splash import coords as coords
from game.render.splash.coords import Box
from game.render.splash.pen import Pen
from game.rules.splash import Action, EndTurn, Give, SplashGame
from game.scenes.splash.look import TableLook
from game.scenes.splash.panels.boards import board_under
from game.scenes.splash.panels.choice import PICK_REACH
from game.scenes.splash.panels.panel import Point, is_click, pointer_of
from game.scenes.splash.show import TableShow
from game.scenes.splash.table_state import TableState
from game.scenes.splash.table_view import ShareView

GLOW = (255, 255, 255)
PICK_GLOW = (255, 236, 90)
GIFT_GREEN = (52, 168, 83)


class SharePanel:
    def __init__(self, state: TableState, look: TableLook, view: ShareView) -> None:
        self.state = state
        self.look = look
        #: The row as shown and the chosen gift: the scene's, read by the
        #: keys and the boards too.
        self.view = view
        self.pointer: Point = (480.0, 300.0)
        self.time = 0.0
        state.on_commit.append(self._committed)

    @property
    def show(self) -> TableShow:
        return self.view.show

    @property
    def gift(self) -> int | None:
        """The leftover chosen to give, lifted in the row."""
        return self.view.gift

    @gift.setter
    def gift(self, droplet: int | None) -> None:
        self.view.gift = droplet

    def _committed(self, game: SplashGame, action: Action) -> None:
        self.gift = None

    def _sharing(self) -> bool:
        return self.view.sharing()

    # ------------------------------------------------------------- targets
    def buttons(self) -> dict[str, Box]:
        return self.view.buttons()

    def droplet_pos(self, droplet: int) -> Point | None:
        """Where a droplet waits in the row, if it does."""
        return self.view.droplet_pos(droplet)

    def gift_target(self, pointer: Point) -> int | None:
        legal = self.state.givable()
        tray = self.show.tray
        points = {d: coords.tray_slot(tray[d]) for d in legal if d in tray}
        return coords.nearest(points, pointer, PICK_REACH)

    def gift_targets(self) -> set[int]:
        """Seats that can take the chosen gift."""
        return self.view.gift_targets()

    def cancel(self) -> bool:
        """Put the chosen gift back; True when there was one."""
        had = self.gift is not None
        self.gift = None
        return had

    # -------------------------------------------------------------- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = pointer_of(event)
        if pos is not None:
            self.pointer = pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.cancel()  # Escape puts the chosen gift back
        if not is_click(event) or not self._sharing():
            return False
        state = self.state
        if coords.inside(coords.DONE_BUTTON, event.pos):
            state.play(EndTurn())
            return True
        if self.gift is not None:
            seat = board_under(self.look, event.pos, state.gift_seats(self.gift))
            if seat is not None:
                state.play(Give(self.gift, seat))
                return True
        droplet = self.gift_target(event.pos)
        self.gift = droplet if droplet != self.gift else None
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    # ------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        self._draw_row(pen)
        self._draw_gift_paths(pen)
        done = self.buttons().get("done")
        if done is not None and not self.state.game.is_over():
            self.look.hud.choices.draw_button(
                pen,
                done,
                "Done",
                coords.inside(done, self.pointer),
                fill=(120, 220, 130),
                size=52,
            )

    def _draw_row(self, pen: Pen) -> None:
        state, show = self.state, self.show
        flying = show.flights.flying()
        givable = state.givable() if self._sharing() else set()
        waiting = [d for d in state.game.out_droplets() if d in show.tray]
        landing = [f.end for f in show.flights.items if f.kind == "tray"]
        if waiting or landing:
            slots = [coords.tray_slot(show.tray[d]) for d in waiting] + landing
            right = max(x for x, _ in slots) + 30
            y = coords.TRAY_Y + coords.TRAY_RADIUS - 2
            shelf = pygame.Rect(34, round(y), round(right - 34), 12)
            pen.box((128, 78, 40), shelf.move(0, 3), border_radius=6)
            pen.box((255, 226, 170), shelf, border_radius=6)
        colour_of = state.game.model.colour_of
        for droplet in waiting:
            if droplet in flying:
                continue
            centre = coords.tray_slot(show.tray[droplet])
            radius = coords.TRAY_RADIUS
            if droplet == self.gift:
                centre = (centre[0], centre[1] - 12)
                pen.circle(PICK_GLOW, centre, radius + 12, 5)
            elif droplet in givable:
                pulse = 0.5 + 0.5 * math.sin(self.time * 6)
                pen.circle(GLOW, centre, radius + 6 + 3 * pulse, 3)
            self.look.view.draw_droplet_at(pen, colour_of(droplet), centre, radius)

    def _draw_gift_paths(self, pen: Pen) -> None:
        """A chosen leftover: dotted hops from it to every board that can use
        it, the dots running towards the board ("give it here")."""
        gift = self.gift
        if gift is None or gift not in self.show.tray:
            return
        start = coords.tray_slot(self.show.tray[gift])
        start = (start[0], start[1] - 12)
        flow = (self.time * 1.2) % 1.0
        for seat in sorted(self.state.gift_seats(gift)):
            place = self.look.places[seat]
            end = (place.centre[0] - place.radius - 22, place.centre[1])
            lift = 220.0
            for k in range(16):
                t = (k + flow) / 16
                p = coords.arc_point(start, end, t, lift)
                pen.circle((255, 255, 255), p, 10)
                pen.circle(GIFT_GREEN, p, 7)
            tip = coords.arc_point(start, end, 1.0, lift)
            arrow = [
                (tip[0] + 16, tip[1]),
                (tip[0] - 8, tip[1] - 18),
                (tip[0] - 8, tip[1] + 18),
            ]
            pen.polygon(GIFT_GREEN, arrow)
            pen.polygon((255, 255, 255), arrow, 3)
