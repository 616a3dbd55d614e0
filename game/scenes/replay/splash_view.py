"""One moment of a Kids' Splash game as the replay viewer shows it: every
player's board, the die, how many droplets of each colour are in the pond,
splashed out or on the boards, and the action just taken. The pond is not
simulated again: the counts say where every droplet was."""

from __future__ import annotations

from typing import Any

import pygame

from game.render.fountains import hud
from game.render.splash.art import DropletSprites, die_face
from game.render.splash.board_art import BoardArt
from game.render.splash.coords import BoardPlace
from game.rules.splash import Phase, SplashGame
from game.scenes.replay.timeline import Moment, Timeline

BOARDS = pygame.Rect(16, 82, 830, 520)
SCORES = pygame.Rect(16, 12, 1248, 58)
DIE = pygame.Rect(862, 82, 402, 150)
COUNTS = pygame.Rect(862, 244, 402, 200)
LOG = pygame.Rect(862, 456, 402, 146)
DROPLET_RADIUS = 13.0


class SplashMoment:
    """Draws a :class:`Moment` of a Kids' Splash :class:`Timeline`."""

    def __init__(self, timeline: Timeline, fonts: Any, marks: bool) -> None:
        self.timeline = timeline
        self.fonts = fonts
        self.marks = marks
        self.sprites = DropletSprites(DROPLET_RADIUS)
        self.boards = BoardArt(fonts, self.sprites)
        self._dice: dict[int, pygame.Surface] = {}

    def places(self, count: int) -> list[BoardPlace]:
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

    def draw(self, surface: pygame.Surface, moment: Moment, time: float) -> None:
        game: SplashGame = self.timeline.game_at(moment.index)
        self._draw_scores(surface, game)
        hud.panel(surface, BOARDS, None, self.fonts)
        current = game.current_seat if not game.is_over() else -1
        for seat, place in enumerate(self.places(game.players)):
            info = self.timeline.seat(seat)
            board = game.boards[seat]
            self.boards.draw_board(
                surface,
                place,
                seat,
                info.name,
                info.colour,
                board.layout,
                [d is not None for d in board.spaces],
                seat == current,
                self.marks,
                time,
            )
        self._draw_die(surface, game)
        self._draw_counts(surface, game)
        lines = [
            (m.words, self._colour(m.seat))
            for m in self.timeline.moments[max(0, moment.index - 8) : moment.index + 1]
        ]
        hud.draw_log(surface, LOG, self.fonts, lines)

    def _colour(self, seat: int | None) -> tuple[int, int, int]:
        return hud.TEXT if seat is None else self.timeline.seat(seat).colour

    def _draw_scores(self, surface: pygame.Surface, game: SplashGame) -> None:
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
        hud.draw_turn_order(
            surface,
            SCORES,
            self.fonts,
            seats,
            list(range(game.players)),
            current,
            0,
            self.marks,
        )

    def _draw_die(self, surface: pygame.Surface, game: SplashGame) -> None:
        hud.panel(surface, DIE, "Die", self.fonts)
        if game.roll:
            face = self._dice.get(game.roll)
            if face is None:
                face = self._dice[game.roll] = die_face(game.roll, 84)
            surface.blit(face, face.get_rect(midleft=(DIE.x + 24, DIE.centery + 10)))
        words = _phase_words(game)
        y = DIE.y + 44
        for line in self.fonts.wrap(words, 22, DIE.width - 150):
            text = hud.text(self.fonts, line, 22, hud.TEXT)
            surface.blit(text, (DIE.x + 130, y))
            y += 26

    def _draw_counts(self, surface: pygame.Surface, game: SplashGame) -> None:
        hud.panel(surface, COUNTS, "Droplets", self.fonts)
        model = game.model
        columns = ("pond", "out", "boards")
        x0 = COUNTS.x + 120
        step = (COUNTS.width - 140) // len(columns)
        for i, name in enumerate(columns):
            label = hud.text(self.fonts, name, 18, hud.DIM, True)
            surface.blit(
                label, label.get_rect(midtop=(x0 + step * i + step // 2, COUNTS.y + 8))
            )
        on_boards = [d for b in game.boards for d in b.spaces if d is not None]
        groups = (game.pond_droplets(), game.out_droplets(), on_boards)
        row_h = min(30, (COUNTS.height - 40) // max(1, len(model.colours)))
        for row, colour in enumerate(model.colours):
            y = COUNTS.y + 40 + row * row_h + row_h // 2
            self.sprites.blit_upright(surface, colour, (COUNTS.x + 40, y), row_h * 0.4)
            word = hud.text(self.fonts, colour.value, 18, hud.TEXT)
            surface.blit(word, word.get_rect(midleft=(COUNTS.x + 58, y)))
            for i, group in enumerate(groups):
                n = sum(1 for d in group if model.colour_of(d) is colour)
                text = hud.text(self.fonts, str(n), 22, hud.TEXT, True)
                surface.blit(text, text.get_rect(center=(x0 + step * i + step // 2, y)))


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
