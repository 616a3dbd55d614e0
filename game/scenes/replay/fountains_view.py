"""One moment of a Fountains game as the replay viewer shows it: every
fountain, the Basin, the scores in turn order and the log up to the action
just taken. Drawing only, with the table's own renderers; pictures are cached
by what they show, so stepping back and forth only rebuilds what changed."""

from __future__ import annotations

import pygame

from game.render.fountains import hud
from game.render.fountains import palette as pal
from game.render.fountains.basin_view import BasinLayout, BasinView
from game.render.fountains.fitted import fitted_picture
from game.render.fountains.fountain_view import FountainPicture
from game.render.fountains.tile_art import TileArt
from game.rules.fountains.game import FountainsGame
from game.scenes.replay.timeline import Moment, Timeline

SCORES = pygame.Rect(16, 12, 1248, 58)
FOUNTAINS = pygame.Rect(16, 82, 830, 520)
BASIN = pygame.Rect(862, 82, 402, 330)
LOG = pygame.Rect(862, 424, 402, 178)
MAX_CELL_W = 40
LARGE_CELL_W = 64  # one fountain shown large


def _grid(count: int) -> tuple[int, int]:
    """(columns, rows) for ``count`` fountains."""
    return {1: (1, 1), 2: (2, 1), 3: (3, 1), 4: (2, 2)}.get(count, (3, 2))


class FountainsMoment:
    """Draws a :class:`Moment` of a Fountains :class:`Timeline`."""

    def __init__(self, timeline: Timeline, fonts: object, shapes: bool) -> None:
        self.timeline = timeline
        self.fonts = fonts
        self.shapes = shapes
        self.art = TileArt()
        self.basin = BasinView(BasinLayout(BASIN.inflate(-16, -16)), fonts)
        self._pictures: dict[tuple[object, ...], FountainPicture] = {}
        self.large: int | None = None  # the seat whose fountain fills the view

    def seat_at(self, pos: tuple[int, int], count: int) -> int | None:
        """The seat whose fountain box is at ``pos`` (None: none)."""
        for seat, box in self._shown(count):
            if box.collidepoint(pos):
                return seat
        return None

    def click(self, pos: tuple[int, int], count: int) -> bool:
        """A click on a fountain shows it large; a click on the large one
        goes back to all of them."""
        if not FOUNTAINS.collidepoint(pos):
            return False
        if self.large is not None:
            self.large = None
            return True
        self.large = self.seat_at(pos, count)
        return self.large is not None

    def _shown(self, count: int) -> list[tuple[int, pygame.Rect]]:
        if self.large is not None and self.large < count:
            return [(self.large, FOUNTAINS.inflate(-8, -8))]
        return list(enumerate(self.boxes(count)))

    def boxes(self, count: int) -> list[pygame.Rect]:
        columns, rows = _grid(count)
        width, height = FOUNTAINS.width // columns, FOUNTAINS.height // rows
        return [
            pygame.Rect(
                FOUNTAINS.x + (i % columns) * width,
                FOUNTAINS.y + (i // columns) * height,
                width - 8,
                height - 8,
            )
            for i in range(count)
        ]

    def draw(self, surface: pygame.Surface, moment: Moment, time: float) -> None:
        game: FountainsGame = self.timeline.game_at(moment.index)
        self._draw_scores(surface, game)
        for seat, box in self._shown(len(game.fountains)):
            self._draw_fountain(surface, game, seat, box, moment, time)
        hud.panel(surface, BASIN, "Basin", self.fonts)
        self.basin.draw_board(surface, game.basin)
        self.basin.draw_pieces(surface, game.basin)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for m in self.timeline.moments[max(0, moment.index - 12) : moment.index + 1]:
            lines.append((m.words, self._colour(m.seat)))
            if m.why:  # a computer move: why, on the line under it
                lines.append((f"Why: {m.why}", pal.shade(self._colour(m.seat), 1.3)))
        hud.draw_log(surface, LOG, self.fonts, lines)

    def _colour(self, seat: int | None) -> tuple[int, int, int]:
        if seat is None:
            return hud.TEXT
        return self.timeline.seat(seat).colour

    def _draw_scores(self, surface: pygame.Surface, game: FountainsGame) -> None:
        seats = [
            hud.SeatInfo(
                self.timeline.seat(s).name,
                self.timeline.seat(s).colour,
                game.scores[s],
                self.timeline.seat(s).computer,
                machine=game.is_machine(s),
            )
            for s in range(game.seats)
        ]
        order = (
            list(range(game.seats))
            if game.is_solo
            else [(game.first_seat + k) % game.seats for k in range(game.seats)]
        )
        current = game.current_seat if not game.is_over() else -1
        hud.draw_turn_order(
            surface,
            SCORES,
            self.fonts,
            seats,
            order,
            current,
            game.first_seat,
            self.shapes,
        )

    def _draw_fountain(
        self,
        surface: pygame.Surface,
        game: FountainsGame,
        seat: int,
        box: pygame.Rect,
        moment: Moment,
        time: float,
    ) -> None:
        info = self.timeline.seat(seat)
        acted = moment.seat == seat
        pygame.draw.rect(surface, (20, 16, 14), box.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, hud.PANEL, box, border_radius=10)
        pygame.draw.rect(
            surface,
            info.colour if acted else hud.PANEL_EDGE,
            box,
            3 if acted else 1,
            border_radius=10,
        )
        label = hud.text(
            self.fonts, f"{info.name}  {game.scores[seat]}", 20, info.colour, True
        )
        surface.blit(label, (box.x + 12, box.y + 8))
        inner = box.inflate(-16, -44).move(0, 14)
        picture = self._picture(game, seat, inner)
        if picture is None:
            return
        pos = (
            inner.centerx - picture.surface.get_width() // 2,
            inner.centery - picture.surface.get_height() // 2,
        )
        clip = surface.get_clip()
        surface.set_clip(inner)
        surface.blit(picture.surface, pos)
        picture.water.draw(surface, pos, time)
        surface.set_clip(clip)

    def _picture(
        self, game: FountainsGame, seat: int, box: pygame.Rect
    ) -> FountainPicture | None:
        fountain = game.fountains[seat]
        key = (
            seat,
            box.size,
            fountain.tile_count(),
            tuple(sorted(fountain.tokens)),
            tuple(sorted(fountain.tokens.values())),
        )
        picture = self._pictures.get(key)
        if picture is None:
            largest = MAX_CELL_W if self.large is None else LARGE_CELL_W
            picture = fitted_picture(fountain, self.art, box.size, largest)
            if len(self._pictures) > 200:
                self._pictures.clear()
            self._pictures[key] = picture
        return picture
