"""A lesson's callout: a card of words with its buttons, a ring round the
rectangle it explains and an arrow to it. Drawing only; where it goes is
worked out from that rectangle and the rectangles it must leave in sight (the
table's controls), so it never covers what it explains or what to press.

The layout is logical (1280x720); ``Callout.draw`` maps it through the view
of the surface it is given (``game.ui.view.View``): over a table that draws
at the window's resolution the card, its ring and arrow are drawn at that
scale and its words rendered at the physical size. Words are measured as
drawn at the ``scale`` the callout is made for (small type does not scale
evenly: a line that fits at 1:1 can be too wide at 0.8).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.scenes.fountains.layout import FREE_TOP
from game.ui import theme
from game.ui.text import blit_text, cover_texts
from game.ui.view import UNIT_VIEW, View

WIDTH = 392
WIDE = 520
WIDEST = 640
PAD = 14
TITLE_SIZE = 26
TEXT_SIZE = 21
LINE_H = 25
BUTTON_H = 38
STEP_SIZE = 17
"""The step count's type ("part 1 · 2 of 6"), top right."""
STEP_GAP = 12
"""Room kept between the title and the step count beside it."""
GAP = 18
"""Room kept between a callout and its target (the arrow runs through it)."""
INK = (250, 240, 220)
EDGE = (255, 214, 110)
SCREEN = pygame.Rect(8, FREE_TOP, 1264, 712 - FREE_TOP)
"""Where a callout may go: under the table's prompt and notice rows."""
SCAN = 16
"""Pixels between the positions tried when no side of the target has room."""

Point = tuple[int, int]


@dataclass
class CalloutButton:
    key: str
    label: str
    rect: pygame.Rect


def place_card(
    size: tuple[int, int],
    target: pygame.Rect | None,
    avoid: Sequence[pygame.Rect],
    corner: Point | None = None,
    rather_not: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a card of ``size`` goes: beside ``target`` (right, left, below,
    above), else the nearest free place on the screen; never over ``target``
    (with a margin for the arrow) nor over any rectangle in ``avoid``, and off
    the ``rather_not`` ones too when there is room (most wanted first: the
    last is given up first)."""
    found = try_place(size, target, avoid, corner, rather_not)
    if found is not None:
        return found
    card = pygame.Rect((0, 0), size)  # no free room at all (never at the table)
    card.center = target.center if target is not None else corner or (640, 400)
    card.clamp_ip(SCREEN)
    return card


def try_place(
    size: tuple[int, int],
    target: pygame.Rect | None,
    avoid: Sequence[pygame.Rect],
    corner: Point | None = None,
    rather_not: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """:func:`place_card`, or None when ``avoid`` and ``target`` leave no room."""
    blocked = [r for r in avoid if r.width and r.height]
    if target is not None:
        blocked.append(target.inflate(2 * GAP, 2 * GAP))
    kept = [r for r in rather_not if r.width and r.height]
    for count in range(len(kept), -1, -1):  # the least wanted given up first
        found = _free_place(size, target, [*blocked, *kept[:count]], corner)
        if found is not None:
            return found
    return None


def _free_place(
    size: tuple[int, int],
    target: pygame.Rect | None,
    blocked: list[pygame.Rect],
    corner: Point | None,
) -> pygame.Rect | None:
    card = pygame.Rect((0, 0), size)

    def free(rect: pygame.Rect) -> bool:
        return SCREEN.contains(rect) and rect.collidelist(blocked) == -1

    if target is None:
        card.topleft = corner or (12, 440)
        card.clamp_ip(SCREEN)
        if free(card):
            return card
        aim = card.center
    else:
        aim = target.center
        sides = (
            {"left": target.right + GAP + 4, "centery": target.centery},
            {"right": target.left - GAP - 4, "centery": target.centery},
            {"top": target.bottom + GAP + 4, "centerx": target.centerx},
            {"bottom": target.top - GAP - 4, "centerx": target.centerx},
        )
        for side in sides:
            tried = card.copy()
            for name, value in side.items():
                setattr(tried, name, value)
            tried.clamp_ip(SCREEN)
            if free(tried):
                return tried
    best: pygame.Rect | None = None
    best_distance = 0
    for y in range(SCREEN.top, SCREEN.bottom - card.height + 1, SCAN):
        for x in range(SCREEN.left, SCREEN.right - card.width + 1, SCAN):
            tried = pygame.Rect((x, y), size)
            if tried.collidelist(blocked) != -1:
                continue
            dx, dy = tried.centerx - aim[0], tried.centery - aim[1]
            distance = dx * dx + dy * dy
            if best is None or distance < best_distance:
                best, best_distance = tried, distance
    return best


Cost = tuple[int, int, int, int]
"""What a card over the panels costs (:func:`cost_over`), least first."""


def least_over(
    size: tuple[int, int],
    target: pygame.Rect | None,
    avoid: Sequence[pygame.Rect],
    panels: Sequence[pygame.Rect],
    words: Sequence[pygame.Rect] = (),
    rather_not: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """Where a card of ``size`` that has no room clear of ``panels`` goes:
    never over ``target`` (with its margin) nor over ``avoid``, and, least
    cost first (:func:`cost_over`), hiding none of the panels' ``words`` in
    part, as little of the panels as it can, then of ``rather_not``, nearest
    its target. None: no room even over the panels."""
    blocked = [r for r in avoid if r.width and r.height]
    if target is not None:
        blocked.append(target.inflate(2 * GAP, 2 * GAP))
    edges = [*blocked, *panels, *words]
    best: pygame.Rect | None = None
    best_cost: Cost = (0, 0, 0, 0)
    for y in _starts(SCREEN.top, SCREEN.bottom - size[1], size[1], edges, 1):
        for x in _starts(SCREEN.left, SCREEN.right - size[0], size[0], edges, 0):
            tried = pygame.Rect((x, y), size)
            if tried.collidelist(blocked) != -1:
                continue
            cost = cost_over(tried, target, panels, words, rather_not)
            if best is None or cost < best_cost:
                best, best_cost = tried, cost
    return best


def cost_over(
    card: pygame.Rect,
    target: pygame.Rect | None,
    panels: Sequence[pygame.Rect],
    words: Sequence[pygame.Rect],
    rather_not: Sequence[pygame.Rect],
) -> Cost:
    """A card's cost over the panels: the ``words`` it hides in part (a count
    cut in two reads as another number), the area of the panels and of the
    ``rather_not`` rectangles it covers, its squared distance to the target."""

    def area(rects: Sequence[pygame.Rect]) -> int:
        return sum(card.clip(r).width * card.clip(r).height for r in rects)

    cut = sum(1 for w in words if card.colliderect(w) and not card.contains(w))
    aim = target.center if target is not None else card.center
    dx, dy = card.centerx - aim[0], card.centery - aim[1]
    return cut, area(panels), area(rather_not), dx * dx + dy * dy


def _starts(
    first: int, last: int, length: int, edges: Sequence[pygame.Rect], axis: int
) -> list[int]:
    """Where a card ``length`` long may start along ``axis`` (0: x, 1: y),
    from ``first`` to ``last``: every ``SCAN`` pixels, and flush with each
    rectangle of ``edges`` on either side, outside (as close as a card comes
    to what it must not cover) and inside (covering it whole, and no more)."""
    if last < first:
        return []
    flush = []
    for rect in edges:
        start, end = (rect.left, rect.right) if axis == 0 else (rect.top, rect.bottom)
        flush += [start - length, end, start, end - length]  # beside it, over it
    found = {*range(first, last + 1, SCAN), last}
    found.update(p for p in flush if first <= p <= last)
    return sorted(found)


class Callout:
    """Lays out and draws one callout; ``buttons`` are hit-tested by the scene.
    ``target`` is the rectangle it explains (None: a card on its own)."""

    def __init__(
        self,
        fonts: Any,
        title: str,
        lines: list[str],
        target: pygame.Rect | None,
        buttons: list[tuple[str, str]],
        avoid: Sequence[pygame.Rect] = (),
        step: str = "",
        corner: Point | None = None,
        width: int = WIDTH,
        rather_not: Sequence[pygame.Rect] = (),
        panels: Sequence[pygame.Rect] = (),
        scale: float = 1.0,
        words: Sequence[pygame.Rect] = (),
    ) -> None:
        """``scale``: the view's it will be drawn at (words measured there).
        ``panels`` (rectangles full of small words) are kept clear too, a
        wider and shorter card tried first; only when nothing fits may the
        card lie over them, where it hides none of their ``words`` (the
        Basin's counts) in part and as little of them as it can. At a large
        Text size a card may find no room beside its target at all: its words
        then take the size they have at 100% (``text_size``) before the card
        would lie over its target."""
        self.fonts = fonts
        self.scale = scale
        self.title = title
        self.target = target
        self.step = step
        self.text_size = TEXT_SIZE
        self.words = list(words)
        rect = self._place(lines, avoid, corner, width, rather_not, panels)
        least = min(TEXT_SIZE, int(TEXT_SIZE / fonts.text_scale))
        if rect is None and least < TEXT_SIZE:  # as drawn at 100%
            self.text_size = least
            rect = self._place(lines, avoid, corner, width, rather_not, panels)
        if rect is None:  # no room at all: over its target
            self.text_size = TEXT_SIZE
            size = self._size(lines, width)
            rect = place_card(size, target, avoid, corner, [*rather_not, *panels])
        self.rect = rect
        self.buttons = self._lay_buttons(buttons)

    def _place(
        self,
        lines: list[str],
        avoid: Sequence[pygame.Rect],
        corner: Point | None,
        width: int,
        rather_not: Sequence[pygame.Rect],
        panels: Sequence[pygame.Rect],
    ) -> pygame.Rect | None:
        """Where the card goes with its words at ``text_size`` (wrapped into
        ``self.lines``), clear of its target; None when there is no room."""
        target = self.target
        kept = [r for r in rather_not if r.width and r.height]
        widths = (width, WIDE, WIDEST) if panels else (width,)
        tiers = [
            (count, tried) for count in range(len(kept), -1, -1) for tried in widths
        ]
        for count, tried in tiers:  # wider before anything wanted is given up
            size = self._size(lines, tried)
            rect = try_place(size, target, [*avoid, *panels, *kept[:count]], corner)
            if rect is not None:
                return rect
        best: tuple[Cost, int, pygame.Rect] | None = None
        for tried in widths:  # over the panels: as little of them as it can
            size = self._size(lines, tried)
            rect = least_over(size, target, avoid, panels, self.words, kept)
            if rect is not None:
                cost = cost_over(rect, target, panels, self.words, kept)
                if best is None or cost < best[0]:
                    best = (cost, tried, rect)
        if best is None:
            return None
        self._size(lines, best[1])  # its words wrapped to the width chosen
        return best[2]

    def _size(self, lines: list[str], width: int) -> tuple[int, int]:
        """Wraps ``lines`` to ``width`` (into ``self.lines``): the card's size."""
        self.lines = [
            wrapped
            for line in lines
            for wrapped in self.fonts.wrap(
                line, self.text_size, width - 2 * PAD, scale=self.scale
            )
        ]
        height = PAD + TITLE_SIZE + 10 + LINE_H * len(self.lines) + 12 + BUTTON_H + PAD
        return width, height

    def _lay_buttons(self, buttons: list[tuple[str, str]]) -> list[CalloutButton]:
        laid = []
        x = self.rect.right - PAD
        for key, label in reversed(buttons):
            width = self.width(label, TEXT_SIZE, True) + 28
            x -= width
            rect = pygame.Rect(x, self.rect.bottom - PAD - BUTTON_H, width, BUTTON_H)
            laid.append(CalloutButton(key, label, rect))
            x -= 10
        return list(reversed(laid))

    def title_size(self) -> int:
        """The title's type: ``TITLE_SIZE``, or smaller where a larger Text
        size would run it into the step count or past the card (never
        smaller than it is drawn at 100%)."""
        return self.type_sizes()[0]

    def type_sizes(self) -> tuple[int, int]:
        """The title's and the step count's sizes: as large as they fit
        side by side; the step count too keeps its 100% size when the title
        has no room beside it otherwise."""
        room = self.rect.width - 2 * PAD
        title_least = min(TITLE_SIZE, int(TITLE_SIZE / self.fonts.text_scale))
        step_least = min(STEP_SIZE, int(STEP_SIZE / self.fonts.text_scale))
        for step_size in (STEP_SIZE, step_least):
            left = room
            if self.step:
                left -= self.width(self.step, step_size) + STEP_GAP
            size = TITLE_SIZE
            while size > title_least and self.width(self.title, size, True) > left:
                size -= 1
            if self.width(self.title, size, True) <= left:
                return size, step_size
        return size, step_size

    def width(self, words: str, size: int, bold: bool = False) -> int:
        """The logical width of ``words`` as drawn at the callout's scale."""
        drawn = self.fonts.get(size, bold, self.scale).size(words)[0]
        return math.ceil(drawn / self.scale)

    def hit(self, pos: Point) -> str | None:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                return button.key
        return None

    def draw(
        self,
        surface: pygame.Surface,
        mouse: Point,
        time: float,
        view: View = UNIT_VIEW,
    ) -> None:
        """The callout on ``surface`` through ``view`` (``mouse`` logical)."""
        rect = self.rect
        if self.target is not None:
            self._draw_ring(surface, time, view)
            self._draw_arrow(surface, time, view)
        card_rect = view.rect(rect)
        card = pygame.Surface(card_rect.size, pygame.SRCALPHA)
        radius = view.px(12)
        pygame.draw.rect(card, (24, 30, 40, 240), card.get_rect(), border_radius=radius)
        edge = view.px(3)
        pygame.draw.rect(
            card, (*EDGE, 255), card.get_rect(), edge, border_radius=radius
        )
        surface.blit(card, card_rect)
        cover_texts(surface, card_rect)
        fonts, scale = self.fonts, view.scale
        title_size, step_size = self.type_sizes()
        title = fonts.render(self.title, title_size, EDGE, True, scale)
        blit_text(surface, title, view.point((rect.x + PAD, rect.y + PAD)), card_rect)
        if self.step:
            step = fonts.render(self.step, step_size, theme.MIST, False, scale)
            spot = view.place(step, topright=(rect.right - PAD, rect.y + PAD))
            blit_text(surface, step, spot, card_rect)
        y = rect.y + PAD + TITLE_SIZE + 10
        for line in self.lines:
            label = fonts.render(line, self.text_size, INK, False, scale)
            blit_text(surface, label, view.point((rect.x + PAD, y)), card_rect)
            y += LINE_H
        for button in self.buttons:
            hot = button.rect.collidepoint(mouse)
            fill = (70, 110, 70) if hot else (48, 58, 72)
            drawn = view.rect(button.rect)
            pygame.draw.rect(surface, fill, drawn, border_radius=view.px(8))
            pygame.draw.rect(surface, EDGE, drawn, view.px(2), border_radius=view.px(8))
            label = fonts.render(button.label, TEXT_SIZE, INK, True, scale)
            blit_text(
                surface, label, view.place(label, center=button.rect.center), drawn
            )

    def _draw_ring(self, surface: pygame.Surface, time: float, view: View) -> None:
        assert self.target is not None
        grow = round(3 * abs(((time * 1.5) % 2) - 1))
        ring = self.target.inflate(8 + 2 * grow, 8 + 2 * grow)
        shadow = view.rect(ring.inflate(4, 4))
        pygame.draw.rect(surface, (20, 16, 14), shadow, view.px(6), view.px(14))
        pygame.draw.rect(surface, EDGE, view.rect(ring), view.px(3), view.px(12))

    def _draw_arrow(self, surface: pygame.Surface, time: float, view: View) -> None:
        """From the card's edge to the ring's, through the gap between them."""
        assert self.target is not None
        ring = self.target.inflate(10, 10)
        rect = self.rect
        tx = min(max(rect.centerx, ring.left), ring.right)
        ty = min(max(rect.centery, ring.top), ring.bottom)
        sx = min(max(tx, rect.left), rect.right)
        sy = min(max(ty, rect.top), rect.bottom)
        dx, dy = tx - sx, ty - sy
        length = (dx * dx + dy * dy) ** 0.5
        if length < 8:
            return
        ux, uy = dx / length, dy / length
        bob = 4 * abs(((time * 1.5) % 2) - 1)
        end = (tx - ux * (4 + bob), ty - uy * (4 + bob))
        start = view.point((sx, sy))
        tip = _at(view, end)
        pygame.draw.line(surface, (20, 16, 14), start, tip, view.px(7))
        pygame.draw.line(surface, EDGE, start, tip, view.px(4))
        head = min(14.0, length / 2)
        left = (end[0] - ux * head - uy * 9, end[1] - uy * head + ux * 9)
        right = (end[0] - ux * head + uy * 9, end[1] - uy * head - ux * 9)
        pygame.draw.polygon(surface, EDGE, [tip, _at(view, left), _at(view, right)])


def _at(view: View, point: tuple[float, float]) -> tuple[float, float]:
    """A logical point on the picture, kept fractional at 1:1 (as drawn there
    before the callout drew through a view)."""
    if view.is_unit:
        return point
    return (point[0] * view.scale, point[1] * view.scale)
