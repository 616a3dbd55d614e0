"""The end of a Kids' Splash game, bright and big: the winner's full board,
everyone's droplets, the biggest moments and a big "Play again" (which asks
who went swimming most recently again, then starts a new game).
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING

import pygame

from game.audio.cues import ending_sound
from game.render.splash import kids_menu
from game.render.splash.art import DropletSprites
from game.render.splash.board_art import BoardArt
from game.render.splash.coords import BoardPlace
from game.render.splash.palette import WHITE, darken
from game.render.splash.pen import Pen
from game.rules.outcome import Outcome
from game.rules.splash import SplashGame
from game.saves.session import store_for
from game.scenes.menus.menu import MenuScene
from game.scenes.records.toast import after_game
from game.scenes.screens import back_to_title
from game.scenes.splash.kids_button import QUIET_COLOUR, KidsButton
from game.scenes.splash.moments import Moment, biggest_moments
from game.scenes.splash.touch import FingerPointer
from game.setup import GameSetup
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import place_layer

if TYPE_CHECKING:
    from game.context import AppContext

WINNER_CENTRE, WINNER_RADIUS = (262, 372), 168
BOARDS_Y, BOARD_RADIUS = 266, 76
RIGHT = pygame.Rect(520, 146, 720, 420)
MOMENTS = pygame.Rect(520, 352, 720, 226)
PLAY_AGAIN = pygame.Rect(430, 604, 420, 96)
PLAY_COLOUR = (255, 150, 70)
CONFETTI = ((239, 83, 80), (255, 202, 40), (102, 187, 106), (66, 165, 245))


class SplashResultsScene(MenuScene):
    """Shown by the Kids' Splash table with ``manager.replace``; Escape or
    "Main menu" return to the title. Drawn at the window's own resolution
    (its layout logical, mapped through ``picture_view``)."""

    game_in_progress = False
    draws_at_scale = True

    def __init__(self, ctx: AppContext, setup: GameSetup, game: SplashGame) -> None:
        outcome = game.outcome()
        if outcome is None:
            raise ValueError("the Kids' Splash results need a finished game")
        self.setup = setup
        self.game = game
        self.outcome: Outcome = outcome
        self.names = [s.name for s in setup.seats]
        self.moments: list[Moment] = biggest_moments(
            game.score_log, self.names, game.winner
        )
        self._celebrated = False
        self._sprites = DropletSprites(16)
        self._boards = BoardArt(ctx.fonts, self._sprites)
        self.finger = FingerPointer()
        super().__init__(ctx)

    def handle_event(self, event: pygame.event.Event) -> bool:
        translated = self.finger.translate(event)  # touch screens
        if translated is None:
            return True
        return super().handle_event(translated)

    def build(self) -> None:
        store = store_for(self.ctx)
        #: The game just finished, kept as a replay (None when not saved).
        self.record = store.recent_for(self.setup) if store is not None else None
        self.widgets.add(after_game(self.ctx, self.record, kids=True))
        add = self.widgets.add
        add(KidsButton(PLAY_AGAIN, "Play again", self.play_again, PLAY_COLOUR, 54))
        add(KidsButton((930, 618, 300, 76), "Main menu", self.back, QUIET_COLOUR, 38))
        if self.record is not None:
            add(
                KidsButton(
                    (50, 618, 300, 76), "Watch again", self._watch, QUIET_COLOUR, 38
                )
            )

    def enter(self) -> None:
        self.ctx.sound.play_music("results")
        if not self._celebrated:
            self._celebrated = True
            winners = () if self.game.winner is None else (self.game.winner,)
            seats = [seat.computer for seat in self.setup.seats]
            self.ctx.sound.play(ending_sound(winners, seats))

    def back(self) -> None:
        assert self.manager is not None
        back_to_title(self.manager, self.ctx)

    def play_again(self) -> None:
        """A new game with the same children: who went swimming last?"""
        assert self.manager is not None
        setup = dataclasses.replace(
            self.setup, seed=random.randrange(1, 1_000_000), first_seat=0
        )
        self.manager.replace(self.ctx.screens.who_starts(self.ctx, setup))

    def _watch(self) -> None:
        assert self.manager is not None and self.record is not None
        self.manager.push(self.ctx.screens.replay(self.ctx, self.record))

    # ---------------------------------------------------------------- drawing
    def _colour(self, seat: int) -> tuple[int, int, int]:
        return tuple(self.setup.seats[seat].colour)  # type: ignore[return-value]

    def _pen(self, surface: pygame.Surface) -> Pen:
        return Pen(surface, self.picture_view.scale)

    def draw_background(self, surface: pygame.Surface) -> None:
        pen = self._pen(surface)
        surface.blit(kids_menu.sky(surface.get_size(), pen.scale), (0, 0))
        rng = random.Random(self.setup.seed)
        for _ in range(70):
            x, y = rng.randrange(0, 1280), rng.randrange(0, 600)
            w, h = rng.choice(((14, 6), (6, 14), (10, 10)))
            pen.box(rng.choice(CONFETTI), (x, y, w, h))

    def draw_heading(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        winner = self.game.winner
        words = f"{self.names[winner]} wins!" if winner is not None else "Well played!"
        heading = kids_menu.title(fonts, words, 92, view.scale)
        place_layer(surface, heading, view.place(heading, midtop=(640, 16)))
        sub_words = self._unkept() or "The first full board!"
        sub = kids_menu.title(fonts, sub_words, 36, view.scale)
        place_layer(surface, sub, view.place(sub, midtop=(640, 100)))

    def _unkept(self) -> str | None:
        """Why this game is not in the replays (a full disk), or None."""
        store = store_for(self.ctx)
        return store.unkept_line(self.record) if store is not None else None

    def static_key(self) -> object:
        return (super().static_key(), self._unkept())

    def draw_static(self, surface: pygame.Surface) -> None:
        pen = self._pen(surface)
        marks = self.ctx.settings.colour_blind
        winner = self.game.winner
        if winner is not None:
            place = BoardPlace(WINNER_CENTRE, WINNER_RADIUS)
            pen.circle(kids_menu.GOLD, WINNER_CENTRE, WINNER_RADIUS + 16)
            pen.circle(WHITE, WINNER_CENTRE, WINNER_RADIUS + 16, 5)
            self._draw_board(pen, place, winner, marks)
        self._draw_everyone(pen, marks)
        self._draw_moments(pen, marks)

    def _draw_board(self, pen: Pen, place: BoardPlace, seat: int, marks: bool) -> None:
        board = self.game.boards[seat]
        picture = self._boards.board_surface(
            place,
            seat,
            self.names[seat],
            self._colour(seat),
            tuple(board.layout),
            tuple(d is not None for d in board.spaces),
            False,
            marks,
            scale=pen.scale,
        )
        pen.layer(picture, place.centre)

    def _draw_everyone(self, pen: Pen, marks: bool) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        label = kids_menu.title(fonts, "Everyone's droplets", 40, view.scale)
        at = view.place(label, midtop=(RIGHT.centerx, RIGHT.top))
        place_layer(pen.surface, label, at)
        seats = len(self.game.boards)
        cell = RIGHT.width / seats
        for seat in range(seats):
            x = RIGHT.left + cell * (seat + 0.5)
            self._draw_board(pen, BoardPlace((x, BOARDS_Y), BOARD_RADIUS), seat, marks)

    def _draw_moments(self, pen: Pen, marks: bool) -> None:
        if not self.moments:
            return
        fonts = self.ctx.fonts
        box = MOMENTS
        pen.box(darken(WHITE, 0.2), box.move(0, 5), border_radius=24)
        pen.box(WHITE, box, border_radius=24)
        title = kids_menu.fitting(
            fonts, "Biggest moments", 34, (30, 90, 150), (box.width - 56, 44), pen.scale
        )
        pen.place(title, box, topleft=(box.left + 28, box.top + 16))
        y: float = box.top + 62
        row = (box.bottom - 8 - y) / max(1, len(self.moments))
        for moment in self.moments:
            centre = (box.left + 40, y + row / 2)
            draw_seat_mark(
                pen.surface,
                moment.seat,
                self._colour(moment.seat),
                pen.ip(centre),
                13 * pen.scale,
                marks,
            )
            line = pygame.Rect(box.left + 64, round(y), box.width - 90, round(row))
            text = self._moment_line(moment.words, line, pen.scale)
            pen.place(text, line.inflate(0, 4), midleft=(line.left, y + row / 2))
            y += row

    def _moment_line(
        self, words: str, room: pygame.Rect, scale: float
    ) -> pygame.Surface:
        """A moment in type that fits its line: 32 px, or smaller (never cut)."""
        fonts = self.ctx.fonts
        size = 32
        text = fonts.render(words, size, (16, 36, 52), scale=scale)
        while size > 12 and (
            text.get_width() > room.width * scale
            or text.get_height() > room.height * scale
        ):
            size -= 1
            text = fonts.render(words, size, (16, 36, 52), scale=scale)
        return text
