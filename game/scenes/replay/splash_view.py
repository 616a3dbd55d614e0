"""One moment of a Kids' Splash game as the replay viewer shows it: every
player's board, the die, how many droplets of each colour are in the pond,
splashed out or on the boards, and the action just taken. The pond is not
simulated again: the counts say where every droplet was. Drawn at the
picture's resolution (``View``): boards, droplets and die at the physical
size, kept per scale."""

from __future__ import annotations

from typing import Any

import pygame

from game.render.fountains import hud
from game.render.splash.art import DropletSprites, die_face
from game.render.splash.board_art import BoardArt
from game.render.splash.coords import BoardPlace
from game.rules.splash import Phase, SplashGame
from game.scenes.replay import panels
from game.scenes.replay.timeline import Moment, Timeline
from game.ui.text import blit_text
from game.ui.view import View

BOARDS = pygame.Rect(16, 82, 830, 520)
SCORES = pygame.Rect(16, 12, 1248, 58)
DIE = pygame.Rect(862, 82, 402, 150)
COUNTS = pygame.Rect(862, 244, 402, 200)
LOG = pygame.Rect(862, 456, 402, 146)
DROPLET_RADIUS = 13.0
DIE_SIZE = 84


class SplashMoment:
    """Draws a :class:`Moment` of a Kids' Splash :class:`Timeline`."""

    def __init__(self, timeline: Timeline, fonts: Any, marks: bool) -> None:
        self.timeline = timeline
        self.fonts = fonts
        self.marks = marks
        self._art: tuple[float, DropletSprites, BoardArt] | None = None
        self._dice: dict[tuple[int, int], pygame.Surface] = {}

    def art(self, scale: float) -> tuple[DropletSprites, BoardArt]:
        """The droplets and boards drawn at ``scale`` (the last scale kept)."""
        if self._art is None or self._art[0] != scale:
            sprites = DropletSprites(DROPLET_RADIUS * scale)
            boards = BoardArt(panels.ScaledFonts(self.fonts, scale), sprites)
            self._art = (scale, sprites, boards)
        return self._art[1], self._art[2]

    def places(self, count: int) -> list[BoardPlace]:
        """Each board's place on the logical screen."""
        columns = 2 if count > 1 else 1
        rows = (count + columns - 1) // columns
        width, height = BOARDS.width / columns, BOARDS.height / rows
        radius = min(width, height) * 0.36
        return [
            BoardPlace(
                (
                    BOARDS.x + width * (i % columns + 0.5),
                    BOARDS.y + height * (i // columns + 0.5),
                ),
                radius,
            )
            for i in range(count)
        ]

    def draw(
        self, surface: pygame.Surface, view: View, moment: Moment, time: float
    ) -> None:
        game: SplashGame = self.timeline.game_at(moment.index)
        self._draw_scores(surface, view, game)
        panels.panel(surface, view, BOARDS)
        current = game.current_seat if not game.is_over() else -1
        _, boards = self.art(view.scale)
        for seat, place in enumerate(self.places(game.players)):
            info = self.timeline.seat(seat)
            board = game.boards[seat]
            boards.draw_board(
                surface,
                BoardPlace(view.point(place.centre), place.radius * view.scale),
                seat,
                info.name,
                info.colour,
                board.layout,
                [d is not None for d in board.spaces],
                seat == current,
                self.marks,
                time,
            )
        self._draw_die(surface, view, game)
        self._draw_counts(surface, view, game)
        entries = [
            [(m.words, self._colour(m.seat))]
            for m in self.timeline.moments[max(0, moment.index - 8) : moment.index + 1]
        ]
        panels.draw_log(surface, view, LOG, self.fonts, entries)

    def _colour(self, seat: int | None) -> tuple[int, int, int]:
        return hud.TEXT if seat is None else self.timeline.seat(seat).colour

    def _draw_scores(
        self, surface: pygame.Surface, view: View, game: SplashGame
    ) -> None:
        seats = [
            hud.SeatInfo(
                self.timeline.seat(s).name,
                self.timeline.seat(s).colour,
                game.boards[s].count(),
                self.timeline.seat(s).computer,
            )
            for s in range(game.players)
        ]
        current = game.current_seat if not game.is_over() else -1
        panels.draw_turn_order(
            surface,
            view,
            SCORES,
            self.fonts,
            seats,
            list(range(game.players)),
            current,
            0,
            self.marks,
        )

    def _draw_die(self, surface: pygame.Surface, view: View, game: SplashGame) -> None:
        panels.panel(surface, view, DIE, "Die", self.fonts)
        if game.roll:
            size = view.px(DIE_SIZE)
            face = self._dice.get((game.roll, size))
            if face is None:
                if len(self._dice) > 12:
                    self._dice.clear()
                face = self._dice[(game.roll, size)] = die_face(game.roll, size)
            spot = view.point((DIE.x + 24, DIE.centery + 10))
            surface.blit(face, face.get_rect(midleft=spot))
        box = view.rect(DIE)
        step = self.fonts.get(22, False, view.scale).get_linesize()
        y = view.point((0, DIE.y + 44))[1]
        x = view.point((DIE.x + 130, 0))[0]
        for line in self.fonts.wrap(
            _phase_words(game), 22, DIE.width - 150, scale=view.scale
        ):
            text = panels.text(self.fonts, view, line, 22, hud.TEXT)
            blit_text(surface, text, (x, y), box)
            y += step

    def _draw_counts(
        self, surface: pygame.Surface, view: View, game: SplashGame
    ) -> None:
        panels.panel(surface, view, COUNTS, "Droplets", self.fonts)
        box = view.rect(COUNTS)
        sprites, _ = self.art(view.scale)
        model = game.model
        columns = ("pond", "out", "boards")
        x0 = COUNTS.x + 120
        step = (COUNTS.width - 140) // len(columns)
        for i, name in enumerate(columns):
            label = panels.text(self.fonts, view, name, 18, hud.DIM, True)
            spot = view.point((x0 + step * i + step // 2, COUNTS.y + 8))
            blit_text(surface, label, label.get_rect(midtop=spot), box)
        on_boards = [d for b in game.boards for d in b.spaces if d is not None]
        groups = (game.pond_droplets(), game.out_droplets(), on_boards)
        row_h = min(30, (COUNTS.height - 40) // max(1, len(model.colours)))
        for row, colour in enumerate(model.colours):
            y = COUNTS.y + 40 + row * row_h + row_h // 2
            sprites.blit_upright(
                surface,
                colour,
                view.point((COUNTS.x + 40, y)),
                row_h * 0.4 * view.scale,
            )
            called = panels.text(self.fonts, view, colour.value, 18, hud.TEXT)
            spot = view.point((COUNTS.x + 58, y))
            blit_text(surface, called, called.get_rect(midleft=spot), box)
            for i, group in enumerate(groups):
                n = sum(1 for d in group if model.colour_of(d) is colour)
                text = panels.text(self.fonts, view, str(n), 22, hud.TEXT, True)
                spot = view.point((x0 + step * i + step // 2, y))
                blit_text(surface, text, text.get_rect(center=spot), box)


def _phase_words(game: SplashGame) -> str:
    if game.is_over():
        return "The game is over."
    name = game.phase.value
    if game.phase is Phase.THROW:
        return f"Splash: {game.throws_left} throw(s) left of {game.roll}."
    return {
        "roll": "Next: roll the die.",
        "choose": "Next: Free Pick or Splash.",
        "share": "Next: share the splashed-out droplets.",
    }.get(name, name)
