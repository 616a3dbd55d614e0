"""The replay viewer's panels drawn at the picture's resolution: a panel's
card, the seats in turn order with their scores, and the game log with the
"Why:" lines of computer moves. Places are logical (the 1280x720 screen) and
mapped through a :class:`~game.ui.view.View`; text is rendered at the
physical size and laid out in physical pixels, so nothing is measured at one
size and drawn at another.

:class:`ScaledFonts` lets drawing code that sizes its text in logical numbers
(the Basin, a Kids' Splash board) draw on a surface at scale: it renders and
measures every size at the view's scale.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.render.fountains import hud
from game.render.fountains import palette as pal
from game.ui.text import blit_text
from game.ui.view import View

SHADOW = (20, 16, 14)
CHIP = (52, 44, 38)
TITLE_SIZE = 18
LOG_SIZE = 17


class ScaledFonts:
    """``fonts`` for code that sizes text logically but draws at ``scale``:
    every size is rendered and measured in physical pixels (lengths asked
    of it and given to it are physical too)."""

    def __init__(self, fonts: Any, scale: float) -> None:
        self.fonts = fonts
        self.scale = scale

    @property
    def text_scale(self) -> float:
        return float(getattr(self.fonts, "text_scale", 1.0))

    def get(self, size: int, bold: bool = False, scale: float = 1.0) -> Any:
        return self.fonts.get(size, bold, self.scale * scale)

    def render(
        self,
        text: str,
        size: int,
        colour: tuple[int, int, int],
        bold: bool = False,
        scale: float = 1.0,
    ) -> pygame.Surface:
        return self.fonts.render(text, size, colour, bold, self.scale * scale)  # type: ignore[no-any-return]

    def width(self, text: str, size: int, bold: bool = False) -> int:
        return int(self.get(size, bold).size(text)[0])

    def line_height(self, size: int, bold: bool = False) -> int:
        return int(self.get(size, bold).get_linesize())

    def wrap(
        self, text: str, size: int, width: int, bold: bool = False, scale: float = 1.0
    ) -> list[str]:
        return self.fonts.wrap(text, size, width / self.scale, bold, self.scale)  # type: ignore[no-any-return]

    def fitting_size(self, text: str, size: int, room: int, bold: bool = False) -> int:
        least = min(size, int(size / self.text_scale))
        while size > least and self.width(text, size, bold) > room:
            size -= 1
        return size


def fitting_size(
    fonts: Any, view: View, words: str, size: int, room: int, bold: bool = False
) -> int:
    """The logical size ``words`` fit ``room`` logical pixels at, measured as
    drawn at ``view.scale``: ``size`` when it fits at the Text size, else
    smaller, at least as large as ``size`` is at 100% (then the box check
    says it does not fit)."""
    return ScaledFonts(fonts, view.scale).fitting_size(words, size, view.px(room), bold)


def text(
    fonts: Any,
    view: View,
    words: str,
    size: int,
    colour: pal.Colour,
    bold: bool = False,
) -> pygame.Surface:
    """A line at the logical ``size``, rendered at the view's scale, in the
    table's ink (high contrast inks it strongly)."""
    if hud.TEXT_INK is not None:
        colour = hud.TEXT_INK(colour)
    return fonts.render(words, size, colour, bold, view.scale)  # type: ignore[no-any-return]


def panel(
    surface: pygame.Surface,
    view: View,
    rect: pygame.Rect,
    title: str | None = None,
    fonts: Any = None,
    edge: pal.Colour = hud.PANEL_EDGE,
    edge_width: int = 2,
) -> None:
    """A table panel (dark wood, a shadow under it) over logical ``rect``,
    its ``title`` in the top left corner."""
    body = view.rect(rect)
    radius = view.px(10)
    pygame.draw.rect(surface, SHADOW, body.move(0, view.px(3)), border_radius=radius)
    pygame.draw.rect(surface, hud.PANEL, body, border_radius=radius)
    pygame.draw.rect(surface, edge, body, view.px(edge_width), border_radius=radius)
    if title and fonts is not None:
        label = text(fonts, view, title, TITLE_SIZE, hud.DIM, True)
        blit_text(surface, label, view.point((rect.x + 12, rect.y + 7)), body)


def draw_turn_order(
    surface: pygame.Surface,
    view: View,
    rect: pygame.Rect,
    fonts: Any,
    seats: Sequence[hud.SeatInfo],
    order: Sequence[int],
    current: int,
    first: int,
    shapes: bool,
) -> None:
    """Seat chips in turn order (the seat to act raised), each with its
    mark, name, "first" / "computer" tags and score."""
    width = min(220, (rect.width - 8 * (len(order) - 1)) // max(1, len(order)))
    x = rect.x
    for seat in order:
        info = seats[seat]
        acting = seat == current
        chip = pygame.Rect(x, rect.y + (0 if acting else 4), width, rect.height - 4)
        body = view.rect(chip)
        radius = view.px(9)
        base = pal.shade(info.colour, 0.35) if acting else CHIP
        pygame.draw.rect(
            surface, SHADOW, body.move(0, view.px(3)), border_radius=radius
        )
        pygame.draw.rect(surface, base, body, border_radius=radius)
        pygame.draw.rect(
            surface,
            info.colour if acting else hud.PANEL_EDGE,
            body,
            view.px(3 if acting else 1),
            border_radius=radius,
        )
        centre = view.point((chip.x + 18, chip.centery))
        hud.seat_mark(surface, seat, centre, view.px(9), info.colour, shapes)
        score = text(fonts, view, str(info.score), 26, pal.HIGHLIGHT, True)
        score_at = score.get_rect(midright=view.point((chip.right - 10, chip.centery)))
        tags = [
            tag
            for tag, on in (("first", seat == first), ("computer", hud.computer(info)))
            if on
        ]
        left = view.point((chip.x + 32, 0))[0]
        room = score_at.x - view.px(6) - left
        name = _name(fonts, view, info.name, room, acting)
        if tags:
            flag = _fitted(fonts, view, " · ".join(tags), (15, 13, 12), room, hud.DIM)
            gap = view.px(1)
            block = name.get_height() + flag.get_height() + gap
            top = body.centery - block // 2
            blit_text(surface, name, (left, top), body)
            blit_text(surface, flag, (left, top + name.get_height() + gap), body)
        else:
            blit_text(surface, name, name.get_rect(midleft=(left, body.centery)), body)
        blit_text(surface, score, score_at, body)
        x += width + 8


def _name(fonts: Any, view: View, name: str, room: int, bold: bool) -> pygame.Surface:
    """A seat's name in ``room`` physical pixels: smaller sizes first (at a
    larger Text size down to the pixels 13 has at 100%), then cut short."""
    sizes = [20, 17, 15, 13, *hud.smaller_sizes(fonts, 13)]
    for size in sizes:
        label = text(fonts, view, name, size, hud.TEXT, bold)
        if label.get_width() <= room:
            return label
    short = name
    smallest = sizes[-1]
    while short and fonts.get(smallest, False, view.scale).size(short + "…")[0] > room:
        short = short[:-1]
    return text(fonts, view, short.rstrip() + "…", smallest, hud.TEXT)


def _fitted(
    fonts: Any,
    view: View,
    words: str,
    sizes: tuple[int, ...],
    room: int,
    colour: pal.Colour,
) -> pygame.Surface:
    """``words`` at the first of ``sizes`` (then smaller, down to the last
    one's pixels at 100%) whose width fits ``room`` physical pixels."""
    for size in (*sizes, *hud.smaller_sizes(fonts, sizes[-1])):
        label = text(fonts, view, words, size, colour, True)
        if label.get_width() <= room:
            return label
    return label


def draw_log(
    surface: pygame.Surface,
    view: View,
    rect: pygame.Rect,
    fonts: Any,
    entries: Sequence[Sequence[tuple[str, pal.Colour]]],
) -> None:
    """The latest entries of the game log in ``rect``, newest at the bottom:
    each entry its lines (a move and the "Why:" under it), wrapped to the
    panel as drawn; whole entries only, so a "Why:" line never shows
    without its move."""
    panel(surface, view, rect, "Game log", fonts)
    body = view.rect(rect)
    font = fonts.get(LOG_SIZE, False, view.scale)
    step = font.get_linesize()
    top = view.point((0, rect.y + 30))[1]
    room = (body.bottom - view.px(6) - top) // max(1, step)
    width = rect.width - 24
    wrapped: list[tuple[str, pal.Colour]] = []
    for entry in reversed(entries[-30:]):
        parts = [
            (part, colour)
            for line, colour in entry
            for part in fonts.wrap(line, LOG_SIZE, width, scale=view.scale)
        ]
        if len(wrapped) + len(parts) > room:
            break  # whole entries only: never start mid-sentence
        wrapped[:0] = parts
    left = view.point((rect.x + 12, 0))[0]
    for row, (line, colour) in enumerate(wrapped):
        label = text(fonts, view, line, LOG_SIZE, colour)
        blit_text(surface, label, (left, top + row * step), body)
