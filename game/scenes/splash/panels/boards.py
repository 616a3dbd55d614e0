"""The players' boards beside the pond: the backdrop they are painted on,
the glow of the board whose turn it is, gift targets, the turn arrow and
the winner's rays; in the cooperative variant the team banner over them and
the shared cheer (every board at once) when a friend gives a droplet or the
team wins."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.render.splash import coords as coords
from game.render.splash.hud import BoardArgs
from game.render.splash.pen import Pen
from game.rules.splash import Action, SplashGame
from game.rules.splash.events import Gave, Won
from game.scenes.splash.look import TableLook
from game.scenes.splash.show import TableShow
from game.scenes.splash.table_state import TableState
from game.ui.text import place_layer

#: Seconds the team cheers after a gift.
CHEER_TIME = 1.6


def board_centre(look: TableLook, seat: int) -> tuple[int, int]:
    """The middle of ``seat``'s board on the screen (the table's layout)."""
    x, y = look.places[seat].centre
    return (round(x), round(y))


def board_under(
    look: TableLook, pos: tuple[float, float], seats: set[int]
) -> int | None:
    """The first of ``seats`` whose board is under ``pos``."""
    for seat in sorted(seats):
        if look.places[seat].contains(pos):
            return seat
    return None


class BoardsPanel:
    def __init__(
        self,
        state: TableState,
        look: TableLook,
        show: TableShow,
        gift_targets: Callable[[], set[int]],
    ) -> None:
        self.state = state
        self.look = look
        self.show = show
        #: Seats whose board pulses: they can take the gift chosen now.
        self.gift_targets = gift_targets
        self.time = 0.0
        #: Seconds of the team's shared cheer left.
        self.cheer = 0.0
        state.on_commit.append(self._committed)

    def _committed(self, game: SplashGame, action: Action) -> None:
        if game.options.cooperative and any(
            isinstance(e, Gave | Won) for e in self.state.last_events
        ):
            self.cheer = CHEER_TIME

    def board_pos(self, seat: int) -> tuple[int, int]:
        return board_centre(self.look, seat)

    def board_at(self, pos: tuple[float, float], seats: set[int]) -> int | None:
        return board_under(self.look, pos, seats)

    def board_args(self) -> list[BoardArgs]:
        """What each board shows: droplets still flying to it are not on it yet."""
        game, look = self.state.game, self.look
        flying = self.show.flights.flying("board")
        shown = self.state.shown_seat
        return [
            (
                place,
                seat,
                look.names[seat],
                look.colours[seat],
                game.boards[seat].layout,
                tuple(
                    d is not None and d not in flying for d in game.boards[seat].spaces
                ),
                seat == shown and not game.is_over(),
                look.marks,
            )
            for seat, place in enumerate(look.places)
        ]

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The pond's background with the banner strip, the side panel and the
        boards, at the picture's size: one picture, remade only when a board
        changes (or the size)."""
        view, hud = self.look.view, self.look.hud
        scale = self.look.pen(surface).scale
        pond = view.background(surface.get_size(), scale)
        place_layer(surface, hud.backdrop(pond, self.board_args(), scale), (0, 0))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self.cheer = max(0.0, self.cheer - dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The glow of the current board, gift targets, and the arrow (the
        boards themselves are on the backdrop)."""
        pen = self.look.pen(surface)
        game, look = self.state.game, self.look
        shown = self.state.shown_seat
        targets = self.gift_targets()
        # the decorations' clock: stopped with Reduce motion on
        still = 0.0 if look.calm else self.time
        for seat, place in enumerate(look.places):
            current = seat == shown and not game.is_over()
            look.hud.boards.draw_board_glow(
                pen, place, current, seat in targets, self.time
            )
        if game.winner is not None:
            self._draw_winner_rays(pen, look.places[game.winner], still)
        if game.options.cooperative:
            if self.cheer > 0 or (game.is_over() and self.cheer == 0):
                for place in look.places:
                    self._draw_cheer(pen, place, still)
            hop = 8 * abs(math.sin(still * 9)) if self.cheer > 0 else 0.0
            look.hud.draw_team_badge(
                pen, look.colours, (coords.SIDE[0] + 160, 22 - hop), still
            )
        if not game.is_over():
            place = look.places[shown]
            x = place.centre[0] - place.radius - 26 + 6 * math.sin(self.time * 5)
            y = place.centre[1]
            arrow = [(x + 20, y), (x - 4, y - 18), (x - 4, y + 18)]
            pen.polygon((255, 240, 140), arrow)
            pen.polygon((60, 60, 80), arrow, 3)

    def _draw_cheer(self, pen: Pen, place: coords.BoardPlace, time: float) -> None:
        """Stars bursting round a board at ``time``: the whole team cheers."""
        cx, cy = place.centre
        spread = place.radius + 14 + 10 * abs(math.sin(time * 7))
        for k in range(8):
            a = time * 2.0 + k * math.tau / 8
            x, y = cx + spread * math.cos(a), cy + spread * math.sin(a)
            r = 9
            star = [
                (
                    x + (r if j % 2 == 0 else r * 0.45) * math.cos(j * math.pi / 5),
                    y + (r if j % 2 == 0 else r * 0.45) * math.sin(j * math.pi / 5),
                )
                for j in range(10)
            ]
            pen.polygon((255, 214, 70), star)
            pen.polygon((200, 110, 40), star, 2)

    def _draw_winner_rays(
        self, pen: Pen, place: coords.BoardPlace, time: float
    ) -> None:
        """Golden rays round the winner's board, turned as at ``time``."""
        cx, cy = place.centre
        r = place.radius
        pulse = 0.5 + 0.5 * math.sin(time * 6)
        for k in range(12):
            a = time * 0.8 + k * math.tau / 12
            inner, outer = r + 8, r + 22 + 10 * pulse
            spread = 0.09
            points = [
                (cx + inner * math.cos(a - spread), cy + inner * math.sin(a - spread)),
                (cx + outer * math.cos(a), cy + outer * math.sin(a)),
                (cx + inner * math.cos(a + spread), cy + inner * math.sin(a + spread)),
            ]
            pen.polygon((255, 214, 70), points)
        pen.circle((255, 236, 140), (cx, cy), r + 6, 6)
