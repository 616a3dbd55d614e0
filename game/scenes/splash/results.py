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
    "Main menu" return to the title."""

    game_in_progress = False

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

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(kids_menu.sky(), (0, 0))
        rng = random.Random(self.setup.seed)
        for _ in range(70):
            x, y = rng.randrange(0, 1280), rng.randrange(0, 600)
            w, h = rng.choice(((14, 6), (6, 14), (10, 10)))
            pygame.draw.rect(surface, rng.choice(CONFETTI), (x, y, w, h))

    def draw_heading(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        winner = self.game.winner
        words = f"{self.names[winner]} wins!" if winner is not None else "Well played!"
        heading = kids_menu.title(fonts, words, 92)
        surface.blit(heading, heading.get_rect(midtop=(640, 16)))
        sub = kids_menu.title(fonts, self._unkept() or "The first full board!", 36)
        surface.blit(sub, sub.get_rect(midtop=(640, 100)))

    def _unkept(self) -> str | None:
        """Why this game is not in the replays (a full disk), or None."""
        store = store_for(self.ctx)
        return store.unkept_line(self.record) if store is not None else None

    def static_key(self) -> object:
        return (super().static_key(), self._unkept())

    def draw_static(self, surface: pygame.Surface) -> None:
        marks = self.ctx.settings.colour_blind
        winner = self.game.winner
        if winner is not None:
            place = BoardPlace(WINNER_CENTRE, WINNER_RADIUS)
            pygame.draw.circle(
                surface, kids_menu.GOLD, WINNER_CENTRE, WINNER_RADIUS + 16
            )
            pygame.draw.circle(surface, WHITE, WINNER_CENTRE, WINNER_RADIUS + 16, 5)
            self._draw_board(surface, place, winner, marks)
        self._draw_everyone(surface, marks)
        self._draw_moments(surface, marks)

    def _draw_board(
        self, surface: pygame.Surface, place: BoardPlace, seat: int, marks: bool
    ) -> None:
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
        )
        centre = (round(place.centre[0]), round(place.centre[1]))
        surface.blit(picture, picture.get_rect(center=centre))

    def _draw_everyone(self, surface: pygame.Surface, marks: bool) -> None:
        fonts = self.ctx.fonts
        label = kids_menu.title(fonts, "Everyone's droplets", 40)
        surface.blit(label, label.get_rect(midtop=(RIGHT.centerx, RIGHT.top)))
        seats = len(self.game.boards)
        cell = RIGHT.width / seats
        for seat in range(seats):
            x = RIGHT.left + cell * (seat + 0.5)
            self._draw_board(
                surface, BoardPlace((x, BOARDS_Y), BOARD_RADIUS), seat, marks
            )

    def _draw_moments(self, surface: pygame.Surface, marks: bool) -> None:
        if not self.moments:
            return
        fonts = self.ctx.fonts
        box = MOMENTS
        pygame.draw.rect(surface, darken(WHITE, 0.2), box.move(0, 5), border_radius=24)
        pygame.draw.rect(surface, WHITE, box, border_radius=24)
        title = fonts.render("Biggest moments", 34, (30, 90, 150), bold=True)
        surface.blit(title, (box.left + 28, box.top + 16))
        y = box.top + 62
        for moment in self.moments:
            centre = (box.left + 40, y + 16)
            draw_seat_mark(
                surface, moment.seat, self._colour(moment.seat), centre, 13, marks
            )
            words = fonts.fit(moment.words, 32, box.width - 90)
            text = fonts.render(words, 32, (16, 36, 52))
            surface.blit(text, text.get_rect(midleft=(box.left + 64, y + 17)))
            y += 40
