"""The pond panel: the droplets, the flying pebble, the sky above the screen,
the rippling water and the splash particles."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.render.splash import coords as coords
from game.render.splash.pen import Pen
from game.rules.splash.droplets import COLOUR_RGB
from game.scenes.splash.look import TableLook
from game.scenes.splash.show import TableShow
from game.scenes.splash.table_state import TableState


class PondPanel:
    """Draws the pond as the state's bodies and the show's water have it."""

    def __init__(
        self,
        state: TableState,
        look: TableLook,
        show: TableShow,
        veiled: Callable[[], set[int]],
    ) -> None:
        self.state = state
        self.look = look
        self.show = show
        #: Droplets to veil now (those a Free Pick cannot take).
        self.veiled = veiled

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        state, view = self.state, self.look.view
        colour = self.look.colours[state.seat]
        pen.clip(coords.POND_VIEW)  # lobs high in the sky stay off the banner
        view.draw_droplets(pen, state.bodies, frozenset(), self.veiled())
        pebble = state.pond.pebble_pose()
        if pebble is not None:
            x, y, angle = pebble
            view.draw_pebble(pen, (x, y), angle, colour)
        pen.clip(None)
        self._draw_up_in_the_sky(pen, pebble, colour)
        view.draw_water(pen, self.show.ripples.heights())
        view.draw_particles(pen, self.show.particles.items)

    def _draw_up_in_the_sky(
        self,
        pen: Pen,
        pebble: tuple[float, float, float] | None,
        colour: tuple[int, int, int],
    ) -> None:
        """Above the top of the screen the sky goes on: an arrow at the top
        edge shows where the pebble (and any droplet) is, and it grows as it
        falls back."""
        top = coords.POND_VIEW[1]
        cam = self.look.camera
        marks: list[tuple[float, float, tuple[int, int, int], float]] = []
        if pebble is not None:
            sx, sy = cam.to_screen(pebble[:2])
            if sy < top:
                marks.append((sx, sy, colour, 22.0))
        colour_of = self.state.game.model.colour_of
        for droplet, x, y, _ in self.state.bodies:
            sx, sy = cam.to_screen((x, y))
            if sy < top:
                marks.append((sx, sy, COLOUR_RGB[colour_of(droplet)], 13.0))
        for sx, sy, rgb, size in marks:
            near = max(0.6, 1.0 - (top - sy) / 1200.0)
            r = size * near
            x = coords.clamp(sx, 20, coords.POND_VIEW[2] - 20)
            y = top + 10
            tip = [(x, y - 2), (x - r, y + r * 1.2), (x + r, y + r * 1.2)]
            pen.polygon((255, 255, 255), tip)
            centre = (x, y + r * 1.2 + r)
            if size > 20:  # the pebble itself, in its ring of the seat colour
                sprite = self.look.view.pebble(rgb, pen.scale)
                pen.blit_centred(sprite, centre)
            else:
                pen.circle(rgb, centre, r)
                pen.circle((60, 60, 80), centre, r, 2)


class HopsPanel:
    """Droplets hopping (to the row, to a board, back into the pond), drawn
    over everything but the notes."""

    def __init__(self, look: TableLook, show: TableShow) -> None:
        self.look = look
        self.show = show

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pen = self.look.pen(surface)
        view = self.look.view
        for flight in self.show.flights.items:
            view.draw_droplet_at(pen, flight.colour, flight.position(), flight.size())
