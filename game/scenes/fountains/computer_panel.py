"""The computer seats at the Fountains table, seen: each one's level on its
name plate, "thinking" while Hard or Expert works out a move in the worker process, and,
as a move is shown, a short sentence why in the notice row under the prompt;
its "Why?" button opens the bot's own detailed sentence (and keeps it up until
clicked again)."""

from __future__ import annotations

import math

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.hud import box, put, score_rect, text
from game.scenes.fountains.computer_seats import Explained
from game.scenes.fountains.label import label, span
from game.scenes.fountains.layout import NOTICE_ROOM, NOTICE_TOP
from game.scenes.fountains.overlays import Button
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_log import screen_words, why
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.view_state import SeatPlaces
from game.ui.text import place_layer
from game.ui.view import UNIT_VIEW, View

WHY_TOP = NOTICE_TOP  # the notice row, under the prompt line
WHY_ROOM = NOTICE_ROOM - 84  # the sentence, then its Why? button, before the Hint
WHY_LINGER = 4.0  # seconds the sentence stays once the move has been played
BADGE_INK = (30, 24, 20)
LEVEL_COLOURS = {
    "easy": (120, 190, 120),
    "medium": (226, 190, 96),
    "hard": (226, 110, 92),
    "expert": (176, 132, 226),
}


class ComputerPanel(Panel):
    """Level badges (static layer), the thinking mark and the reason strip."""

    def __init__(self, env: TableEnv, state: TableState, places: SeatPlaces) -> None:
        self.env = env
        self.state = state
        self.places = places  # the name plates: badges and thinking marks
        self._explained: Explained | None = None
        self._since = 0.0  # seconds since the explained move was played
        self.why_button = Button("why", "Why?", pygame.Rect(0, 0, 70, 28))
        self.detail = False  # the bot's own detailed sentence is open
        self._shown_why = False  # the Why? button was drawn this frame

    # -- what is shown -------------------------------------------------------------

    def explained(self) -> Explained | None:
        """The computer move whose reason is shown now, if any."""
        return self._explained

    def thinking_words(self) -> str | None:
        seat = self.state.computer.thinking_seat
        if seat is None or self.state.bot_move is not None:
            return None
        dots = "." * (1 + int(self.env.time * 3) % 3)
        level = self.state.computer.level(seat)
        strength = f" ({str(level).capitalize()})" if level is not None else ""
        return f"{self.state.name(seat)}{strength} is thinking{dots}"

    def update(self, dt: float) -> None:
        last = self.state.computer.last
        move = self.state.bot_move
        if last is not None and last is not self._explained and move is not None:
            self._explained = last
            self._since = 0.0
            self.detail = False
        elif move is None and self._explained is not None and not self.detail:
            self._since += dt
            if self._since > WHY_LINGER or self.state.pending is not None:
                self._explained = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self._shown_why
            and self.why_button.hit(event.pos)
        ):
            self.detail = not self.detail
            self._since = 0.0
            return True
        return False

    def buttons(self) -> list[Button]:
        return [self.why_button] if self._shown_why else []

    def sentence(self) -> str | None:
        """The notice for the explained move: who did it and why, plainly."""
        explained = self._explained
        if explained is None:
            return None
        name = self.state.name(explained.seat)
        words = explained.words or why(explained.decision.reason)
        if words.startswith(name):
            return words
        return f"{name} {words[:1].lower()}{words[1:]}"

    # -- drawing -------------------------------------------------------------------

    def draw_static(self, surface: pygame.Surface) -> None:
        computer = self.state.computer
        for seat, plate in enumerate(self.places.plates):
            level = computer.level(seat)
            if level is not None and plate.width:
                score = self.state.game.scores[seat]
                _badge(surface, self.env.fonts, plate, str(level), score, self.env.view)

    def draw(self, surface: pygame.Surface) -> None:
        self._shown_why = False
        if self.env.notice is not None:
            return  # the notice row is taken (a refused spot says why)
        words = self.thinking_words()
        seat = self.state.computer.thinking_seat
        if words is not None and seat is not None:
            self._draw_thinking(surface, seat, words)
            return
        explained = self._explained
        if explained is None:
            return
        view = self.env.view
        sentence = self.sentence() or ""
        colour = pal.shade(self.state.colour(explained.seat), 1.45)
        strip, _pos = label(
            self.env.fonts,
            sentence,
            18,
            colour,
            (20, 16, 14, 215),
            0,
            WHY_ROOM,
            view.scale,
        )
        width, height = span(strip, view.scale)
        self.env.notice = "computer"
        place_layer(surface, strip, view.point((8, WHY_TOP)))
        button = self.why_button
        button.label = "Hide" if self.detail else "Why?"
        button.rect.midleft = (8 + width + 6, WHY_TOP + height // 2)
        button.draw(surface, self.env.fonts, button.hit(self.env.mouse), view)
        self._shown_why = True
        if self.detail:
            detail = f"{self.state.computer.level(explained.seat) or 'The rules'}: "
            detail += screen_words(explained.decision.reason)
            more, _pos = label(
                self.env.fonts,
                detail,
                17,
                (220, 210, 190),
                (20, 16, 14, 235),
                0,
                NOTICE_ROOM,
                view.scale,
            )
            place_layer(surface, more, view.point((8, WHY_TOP + height + 4)))

    def _draw_thinking(self, surface: pygame.Surface, seat: int, words: str) -> None:
        plates = self.places.plates
        view = self.env.view
        if seat < len(plates) and plates[seat].width:
            plate = plates[seat]
            phase = self.env.time * 4.0
            for k in range(3):
                lit = 0.5 + 0.5 * math.sin(phase - k * 0.9)
                colour = pal.shade(pal.HIGHLIGHT, 0.45 + 0.55 * lit)
                centre = view.point((plate.centerx - 12 + k * 12, plate.bottom + 3))
                pygame.draw.circle(surface, colour, centre, view.px(3))
        strip, _pos = label(
            self.env.fonts,
            words,
            20,
            (250, 240, 220),
            (20, 16, 14, 215),
            0,
            NOTICE_ROOM,
            view.scale,
        )
        self.env.notice = "computer"
        place_layer(surface, strip, view.point((8, WHY_TOP)))


def badge_rect(
    fonts: object, plate: pygame.Rect, level: str, score: int | None = None
) -> pygame.Rect:
    """Where a seat's level sits: a small pill on its plate's top edge
    (logical), moved left of the seat's ``score`` where the points, tall at a
    large Text size, would reach it."""
    words = text(fonts, level.upper(), 12, BADGE_INK, True)
    pill = words.get_rect().inflate(10, 2)
    pill.topright = (plate.right - 34, max(0, plate.y - 5))
    if score is not None:
        points = score_rect(fonts, plate, score)
        if pill.colliderect(points):
            pill.right = points.left - 3
    return pill


def _badge(
    surface: pygame.Surface,
    fonts: object,
    plate: pygame.Rect,
    level: str,
    score: int,
    view: View = UNIT_VIEW,
) -> None:
    pill = badge_rect(fonts, plate, level, score)
    fill = LEVEL_COLOURS.get(level, pal.HIGHLIGHT)
    box(surface, view, fill, pill, radius=6)
    box(surface, view, BADGE_INK, pill, 1, 6)
    words = text(fonts, level.upper(), 12, BADGE_INK, True, view.scale)
    put(surface, view, words, center=pill.center)
