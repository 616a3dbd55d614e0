"""A score-over-time chart: one stepped line per seat, drawn once onto a surface.

The chart is laid out in logical pixels and drawn at ``scale`` physical
pixels per logical one (the view's scale of the screen that shows it): the
surface is that much larger, its lines and labels drawn at that size, never
scaled afterwards. Its labels are put with ``blit_text``, so a screen that
places the chart with ``place_layer`` lets the text recorder see them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.seat_marks import draw_seat_mark
from game.ui.text import blit_text

if TYPE_CHECKING:
    from game.ui.fonts import Fonts

Series = Sequence[tuple[int, int]]


def nice_step(top: int, ticks: int = 5) -> int:
    """A round grid step (1, 2, 5, 10, 20, 50, ...) giving about ``ticks`` lines."""
    raw = max(1, top) / ticks
    step = 1
    while True:
        for factor in (1, 2, 5):
            if step * factor >= raw:
                return step * factor
        step *= 10


def draw_score_chart(
    size: tuple[int, int],
    series: Sequence[Series],
    colours: Sequence[theme.Colour],
    fonts: Fonts,
    colour_blind: bool,
    caption: str = "turn",
    scale: float = 1.0,
) -> pygame.Surface:
    """Running totals against turns (``caption`` names the steps: "game"
    for a player's scores over time). Lines hold their value between scoring
    turns; in colour-blind mode each line carries its seat's shape.
    ``size`` is logical; the surface is ``size`` times ``scale``."""

    def px(length: float) -> int:
        return max(1, round(length * scale))

    width, height = size
    surface = pygame.Surface((px(width), px(height)), pygame.SRCALPHA)
    whole = surface.get_rect()  # every label stays on the chart
    # room under the plot for the turns and the caption, as tall as the
    # Text size makes them (50 at 100%)
    line_height = fonts.get(22).get_height()
    below = max(30, 8 + line_height + 5)
    plot = pygame.Rect(
        62, 20, width - 90, height - 20 - max(50, below + line_height + 3)
    )
    drawn = pygame.Rect(
        px(plot.x),
        px(plot.y),
        px(plot.right) - px(plot.x),
        px(plot.bottom) - px(plot.y),
    )
    last_turn = max((line[-1][0] for line in series if line), default=1) or 1
    top_score = max((score for line in series for _, score in line), default=0)
    step = nice_step(top_score)
    y_max = max(step, ((top_score + step - 1) // step) * step)

    def point(turn: int, score: int) -> tuple[int, int]:
        x = plot.x + plot.width * turn / last_turn
        y = plot.bottom - plot.height * score / y_max
        return round(x * scale), round(y * scale)

    for value in range(0, y_max + 1, step):
        y = point(0, value)[1]
        pygame.draw.line(surface, (*theme.MIST, 50), (drawn.x, y), (drawn.right, y))
        label = fonts.render(str(value), 22, theme.MIST, False, scale)
        spot = label.get_rect(midright=(drawn.x - px(10), y))
        blit_text(surface, label, spot, whole)
    turn_step = nice_step(last_turn, 6)
    for turn in range(0, last_turn + 1, turn_step):
        x = point(turn, 0)[0]
        label = fonts.render(str(turn), 22, theme.MIST, False, scale)
        spot = label.get_rect(midtop=(x, drawn.bottom + px(8)))
        blit_text(surface, label, spot, whole)
    words = fonts.render(caption, 22, theme.MIST, False, scale)
    spot = words.get_rect(midtop=(drawn.centerx, drawn.bottom + px(below)))
    blit_text(surface, words, spot, whole)
    pygame.draw.line(surface, theme.MIST, drawn.bottomleft, drawn.bottomright, px(2))
    pygame.draw.line(surface, theme.MIST, drawn.topleft, drawn.bottomleft, px(2))

    ends: list[tuple[int, int]] = []
    marks: list[tuple[int, theme.Colour, tuple[int, int]]] = []
    for seat, line in enumerate(series):
        if not line:
            continue
        colour = colours[seat]
        steps: list[tuple[int, int]] = []
        for index, (turn, score) in enumerate(line):
            if index:
                steps.append(point(turn, line[index - 1][1]))
            steps.append(point(turn, score))
        steps.append(point(last_turn, line[-1][1]))
        if len(steps) >= 2:
            pygame.draw.lines(surface, theme.DEEP, False, steps, px(6))
            pygame.draw.lines(surface, colour, False, steps, px(3))
        if colour_blind:
            every = max(1, len(line) // 8)
            for turn, score in line[1::every]:
                centre = point(turn, score)
                draw_seat_mark(surface, seat, colour, centre, 6 * scale, True, px(2))
        # Seats that finish level would hide each other's end mark: later
        # ones step left, so every seat's mark stays in sight.
        end_x, end_y = steps[-1]
        near, shift = px(18), px(20)
        while any(abs(end_x - x) < near and abs(end_y - y) < near for x, y in ends):
            end_x -= shift
        ends.append((end_x, end_y))
        marks.append((seat, colour, (end_x, end_y)))
    # End marks last, so no later seat's line runs across them.
    for seat, colour, centre in marks:
        draw_seat_mark(surface, seat, colour, centre, 9 * scale, colour_blind, px(2))
    return surface
