"""The table's panels: turn order with scores, the score track, the game log.

Their layout is in logical 1280x720 pixels; each takes the ``view`` of the
surface it draws on (``game.ui.view.View``) and draws through it: rects and
points mapped, lengths through ``view.px``, texts rendered at ``view.scale``
and put by a logical anchor (:func:`box`, :func:`put`). The rects they return
(the seat plates, the design chips) stay logical: hit tests read them."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.render.fountains import palette as pal
from game.ui.seat_marks import shape_for_seat, shape_points
from game.ui.text import blit_text
from game.ui.view import UNIT_VIEW, View

PANEL = (38, 31, 27)
PANEL_EDGE = (120, 96, 70)
TEXT = (238, 226, 204)
DIM = (176, 160, 138)
#: How text colours are inked: None draws them as given; high contrast
#: (``game.render.contrast``) puts its strong ink here.
TEXT_INK: Callable[[pal.Colour], pal.Colour] | None = None


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str
    colour: pal.Colour
    score: int
    computer: bool
    machine: bool = False


def text(
    fonts: object,
    words: str,
    size: int,
    colour: pal.Colour,
    bold: bool = False,
    scale: float = 1.0,
) -> pygame.Surface:
    """``words`` at the logical ``size``, rendered at ``scale`` (physical
    pixels per logical one; ``Fonts.render`` draws the font that large).

    At a scale the words never take more room than the 1280x720 layout gave
    them (a font does not grow evenly: its hinting rounds each letter): where
    they would be wider than their 1:1 width times the scale, they take the
    next smaller type, so what is laid out beside them keeps its place."""
    if TEXT_INK is not None:
        colour = TEXT_INK(colour)
    render = getattr(fonts, "render", None)
    if render is None:
        return fonts.get(size, bold).render(words, True, colour)  # type: ignore[attr-defined]
    if scale == 1.0:
        return render(words, size, colour, bold)
    label = render(words, size, colour, bold, scale)
    room = math.ceil(render(words, size, colour, bold).get_width() * scale) + 1
    least, drawn = scale * 0.85, scale
    while label.get_width() > room and drawn > least:
        drawn = max(least, drawn * min(0.99, room / label.get_width()))
        label = render(words, size, colour, bold, drawn)
    return label


def box(
    surface: pygame.Surface,
    view: View,
    colour: pal.Colour | tuple[int, int, int, int],
    rect: pygame.Rect | tuple[int, int, int, int],
    width: int = 0,
    radius: int = 0,
) -> pygame.Rect:
    """A logical rect drawn on ``surface`` through ``view`` (``width`` and
    the corners' ``radius`` logical too; 0: filled); returns it mapped."""
    mapped = view.rect(rect)
    pygame.draw.rect(
        surface, colour, mapped, view.px(width), border_radius=view.px(radius)
    )
    return mapped


def put(
    surface: pygame.Surface,
    view: View,
    label: pygame.Surface,
    box: pygame.Rect | None = None,
    **anchor: tuple[float, float],
) -> pygame.Rect:
    """A text rendered at ``view.scale``, its anchor (``topleft=(x, y)``, any
    ``pygame.Rect`` point name) on a logical point; ``box`` is the logical
    region it belongs to (mapped for the overlap check)."""
    rect = view.place(label, **anchor)
    mapped = view.rect(box) if box is not None else None
    return blit_text(surface, label, rect.topleft, mapped)


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str | None = None,
    fonts: object = None,
    view: View = UNIT_VIEW,
) -> None:
    box(surface, view, (20, 16, 14), rect.move(0, 3), radius=10)
    box(surface, view, PANEL, rect, radius=10)
    box(surface, view, PANEL_EDGE, rect, 2, 10)
    if title and fonts is not None:
        label = text(fonts, title, 18, DIM, True, view.scale)
        put(surface, view, label, topleft=(rect.x + 12, rect.y + 7))


def seat_mark(
    surface: pygame.Surface,
    seat: int,
    centre: tuple[int, int],
    radius: int,
    colour: pal.Colour,
    shapes: bool,
    scale: float = 1.0,
) -> None:
    """A seat's colour disc, or its own shape in colour-blind mode; ``centre``
    and ``radius`` in the surface's pixels, its dark rim ``scale`` times 2."""
    points = shape_points(shape_for_seat(seat), centre, radius) if shapes else None
    if points is None:
        rim = max(1, round(2 * scale))
        pygame.draw.circle(surface, pal.OUTLINE, centre, radius + rim)
        pygame.draw.circle(surface, colour, centre, radius)
    else:
        pygame.draw.polygon(surface, pal.OUTLINE, points, 0)
        inner = [
            (centre[0] + (x - centre[0]) * 0.8, centre[1] + (y - centre[1]) * 0.8)
            for x, y in points
        ]
        pygame.draw.polygon(surface, colour, inner)


def draw_turn_order(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fonts: object,
    seats: Sequence[SeatInfo],
    order: Sequence[int],
    current: int,
    first: int,
    shapes: bool,
    view: View = UNIT_VIEW,
) -> list[pygame.Rect]:
    """Seat chips in turn order, the seat to act raised; returns chip rects
    by seat (logical)."""
    rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(seats)
    width = min(220, (rect.width - 8 * (len(order) - 1)) // max(1, len(order)))
    scale = view.scale
    x = rect.x
    for seat in order:
        info = seats[seat]
        chip = pygame.Rect(
            x, rect.y + (0 if seat == current else 4), width, rect.height - 4
        )
        rects[seat] = chip
        base = pal.shade(info.colour, 0.35) if seat == current else (52, 44, 38)
        box(surface, view, (20, 16, 14), chip.move(0, 3), radius=9)
        box(surface, view, base, chip, radius=9)
        box(
            surface,
            view,
            info.colour if seat == current else PANEL_EDGE,
            chip,
            3 if seat == current else 1,
            9,
        )
        centre = view.point((chip.x + 18, chip.centery))
        seat_mark(surface, seat, centre, view.px(9), info.colour, shapes, scale)
        words = str(info.score)
        points = score_rect(fonts, chip, info.score)
        score_w = points.width
        score = text(fonts, words, SCORE_SIZE, pal.HIGHLIGHT, True, scale)
        room = chip.width - 32 - score_w - 16
        name, size, heavy = _fitted_name(fonts, info, room, seat == current)
        label = text(fonts, name, size, TEXT, heavy, scale)
        tags = [
            t
            for t, on in (("first", seat == first), ("computer", computer(info)))
            if on
        ]
        lift = 5 if tags else 0
        put(surface, view, label, midleft=(chip.x + 32, chip.centery - lift))
        if tags:
            flag = _flag(fonts, " · ".join(tags), scale)
            put(surface, view, flag, topleft=(chip.x + 33, chip.bottom - 15))
        put(surface, view, score, midright=points.midright)
        x += width + 8
    return rects


def _flag(fonts: object, words: str, scale: float) -> pygame.Surface:
    """A plate's "first · computer" under its name, in the plate's last 15
    pixels: at a larger Text size it grows only while it stays within two
    pixels of its height at 100% (past that it ran over the plate's edge)."""
    sizes = [FLAG_SIZE, *smaller_sizes(fonts, FLAG_SIZE)]
    room = text(fonts, words, sizes[-1], DIM, True).get_height() + 2
    for size in sizes:
        if text(fonts, words, size, DIM, True).get_height() <= room:
            break
    return text(fonts, words, size, DIM, True, scale)


FLAG_SIZE = 15
"""The type of a plate's "first · computer"."""
SCORE_SIZE = 26
"""The type of a seat's points on its name plate."""


def score_rect(fonts: object, plate: pygame.Rect, score: int) -> pygame.Rect:
    """Where a seat's points sit on its name plate (logical): at its right
    end, as wide and tall as the Text size makes them."""
    found = text(fonts, str(score), SCORE_SIZE, pal.HIGHLIGHT, True).get_rect()
    found.midright = (plate.right - 10, plate.centery)
    return found


def computer(info: SeatInfo) -> bool:
    """A computer player (not The Machine, which is named as such)."""
    return info.computer and not info.machine


def fitting_size(
    fonts: object, words: str, size: int, room: int, bold: bool = False
) -> int:
    """The size ``words`` fit ``room`` at (``Fonts.fitting_size``: never
    below its 100% pixels); ``size`` for fonts that cannot say."""
    fitting = getattr(fonts, "fitting_size", None)
    return size if fitting is None else int(fitting(words, size, room, bold))


def smaller_sizes(fonts: object, size: int) -> list[int]:
    """The sizes below ``size`` a text may still take at a larger Text size
    where it has no room to grow: down to the pixels ``size`` has at 100%."""
    scale = float(getattr(fonts, "text_scale", 1.0))
    return list(range(size - 1, int(size / scale) - 1, -1))


def _fitted_name(
    fonts: object, info: SeatInfo, room: int, bold: bool
) -> tuple[str, int, bool]:
    """The seat's name in ``room`` logical pixels, as (words, size, bold): a
    smaller size first (at a larger Text size, down to the size 13 is drawn at
    100%), then cut short."""
    sizes = [(20, bold), (17, bold), (15, bold), (13, bold), (13, False)]
    sizes += [(size, False) for size in smaller_sizes(fonts, 13)]
    for size, heavy in sizes:
        if text(fonts, info.name, size, TEXT, heavy).get_width() <= room:
            return info.name, size, heavy
    fit = getattr(fonts, "fit", None)
    short = fit(info.name, 13, room, False) if fit is not None else info.name
    return short, 13, False


def draw_score_track(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fonts: object,
    seats: Sequence[SeatInfo],
    shapes: bool,
    view: View = UNIT_VIEW,
) -> None:
    """A stone track of points with each seat's meeple on its score (meeples
    on one spot stack upwards); the numbers sit below the track."""
    panel(surface, rect, "Score track", fonts, view)
    top = max((s.score for s in seats), default=0)
    span = max(50, ((top + 9) // 10 + 1) * 10)
    every = 10 if span <= 100 else 20 if span <= 200 else 50
    track = pygame.Rect(rect.x + 130, rect.y + 26, rect.width - 150, 12)
    box(surface, view, (70, 58, 48), track, radius=6)
    for k in range(0, span + 1, every):
        x = track.x + round(track.width * k / span)
        pygame.draw.line(
            surface,
            DIM,
            view.point((x, track.y - 2)),
            view.point((x, track.bottom + 2)),
            view.px(1),
        )
        label = text(fonts, str(k), 16, DIM, False, view.scale)
        put(surface, view, label, midtop=(x, track.bottom + 4))
    stacked: dict[int, int] = {}
    for seat, info in enumerate(seats):
        x = track.x + round(track.width * min(info.score, span) / span)
        n = stacked.get(x // 12, 0)
        stacked[x // 12] = n + 1
        centre = view.point((x + (n // 3) * 9, track.centery - (n % 3) * 10))
        seat_mark(surface, seat, centre, view.px(7), info.colour, shapes, view.scale)


def draw_log(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fonts: object,
    lines: Sequence[tuple[str, pal.Colour]],
    view: View = UNIT_VIEW,
) -> None:
    """The latest lines of the game log, newest at the bottom."""
    panel(surface, rect, "Game log", fonts, view)
    size = 17
    line_h = 19
    width = rect.width - 24
    wrap = getattr(fonts, "wrap", None)
    room = (rect.height - 34) // line_h
    wrapped: list[tuple[str, pal.Colour]] = []
    for line, colour in reversed(lines[-30:]):
        parts = wrap(line, size, width) if wrap is not None else [line]
        if len(wrapped) + len(parts) > room:
            break  # whole lines only: never start mid-sentence
        wrapped[:0] = [(part, colour) for part in parts]
    y = rect.y + 30
    for line, colour in wrapped:
        label = text(fonts, line, size, colour, False, view.scale)
        put(surface, view, label, topleft=(rect.x + 12, y))
        y += line_h


def draw_design_cards(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fonts: object,
    names: Sequence[str],
    view: View = UNIT_VIEW,
) -> list[pygame.Rect]:
    """The face-up Fountain Design cards as small chips in a row; their rects
    (logical: laid out by the words' widths at 1280x720)."""
    scale = view.scale
    label = text(fonts, "Design", 16, DIM, True, scale)
    put(surface, view, label, topleft=(rect.x, rect.y + 4))
    x = rect.x + text(fonts, "Design", 16, DIM, True).get_width() + 8
    chips = []
    ink = (40, 30, 24)
    for name in names:
        width = text(fonts, name, 16, ink, True).get_width()
        chip = pygame.Rect(x, rect.y, width + 14, 22)
        box(surface, view, (226, 204, 168), chip, radius=6)
        box(surface, view, (150, 104, 78), chip, 1, 6)
        words = text(fonts, name, 16, ink, True, scale)
        put(surface, view, words, topleft=(chip.x + 7, chip.y + 4))
        chips.append(chip)
        x = chip.right + 6
    return chips
