"""A tutorial callout: a card of words with Next and Leave buttons and an
arrow to what it is about. Drawing only; where it goes is worked out from the
point it names, so it never covers that point."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.scenes.fountains.layout import BASIN_RECT, FREE_TOP
from game.ui import theme
from game.ui.text import blit_text, cover_texts

WIDTH = 392
PAD = 14
TITLE_SIZE = 26
TEXT_SIZE = 21
LINE_H = 25
BUTTON_H = 38
INK = (250, 240, 220)
EDGE = (255, 214, 110)

Point = tuple[int, int]


@dataclass
class CalloutButton:
    key: str
    label: str
    rect: pygame.Rect


class Callout:
    """Lays out and draws one callout; ``buttons`` are hit-tested by the scene."""

    def __init__(
        self,
        fonts: Any,
        title: str,
        lines: list[str],
        target: Point | None,
        buttons: list[tuple[str, str]],
        corner: Point = (12, 440),
        step: str = "",
        side: str = "beside",
    ) -> None:
        self.fonts = fonts
        self.title = title
        self.target = target
        self.step = step
        self.lines = [
            wrapped
            for line in lines
            for wrapped in fonts.wrap(line, TEXT_SIZE, WIDTH - 2 * PAD)
        ]
        height = PAD + TITLE_SIZE + 10 + LINE_H * len(self.lines) + 12 + BUTTON_H + PAD
        self.rect = pygame.Rect(0, 0, WIDTH, height)
        self._place(target, corner, side)
        self.buttons = self._lay_buttons(buttons)

    def _place(self, target: Point | None, corner: Point, side: str) -> None:
        """Beside the target (on the side with more room), or above or below
        it (``side``); low targets (the toolbar, the preview card) are always
        met from above. Never over the target itself."""
        rect = self.rect
        # under the table's prompt and notice rows, which it must never hide
        screen = pygame.Rect(8, FREE_TOP, 1264, 712 - FREE_TOP)
        if target is None:
            rect.topleft = corner
            rect.bottom = min(rect.bottom, 526)
            return
        tx, ty = target
        if side == "beside" and ty >= 420:
            side = "above"
        if side == "above":
            rect.midbottom = (tx, ty - 46)
        elif side == "below":
            rect.midtop = (tx, ty + 46)
        else:
            if BASIN_RECT.collidepoint(target):
                rect.right = BASIN_RECT.x - 8  # beside the Basin, not over it
            elif tx > 640:
                rect.right = tx - 60
            else:
                rect.left = tx + 60
            # from just above the target down: the label floating over a held
            # piece (above the target) stays in sight
            rect.top = ty - 12
            if rect.bottom > screen.bottom:
                rect.centery = ty
        if tx < BASIN_RECT.x:
            # a target on the table's left: the right column (Basin, track,
            # log and the cards over it) stays in sight
            rect.right = min(rect.right, BASIN_RECT.x - 8)
        rect.clamp_ip(screen)

    def _lay_buttons(self, buttons: list[tuple[str, str]]) -> list[CalloutButton]:
        laid = []
        x = self.rect.right - PAD
        for key, label in reversed(buttons):
            width = self.fonts.get(TEXT_SIZE, True).size(label)[0] + 28
            x -= width
            rect = pygame.Rect(x, self.rect.bottom - PAD - BUTTON_H, width, BUTTON_H)
            laid.append(CalloutButton(key, label, rect))
            x -= 10
        return list(reversed(laid))

    def hit(self, pos: Point) -> str | None:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                return button.key
        return None

    def draw(self, surface: pygame.Surface, mouse: Point, time: float) -> None:
        rect = self.rect
        if self.target is not None:
            self._draw_arrow(surface, time)
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (24, 30, 40, 240), card.get_rect(), border_radius=12)
        pygame.draw.rect(card, (*EDGE, 255), card.get_rect(), 3, border_radius=12)
        surface.blit(card, rect)
        cover_texts(surface, rect)
        fonts = self.fonts
        title = fonts.render(self.title, TITLE_SIZE, EDGE, bold=True)
        blit_text(surface, title, (rect.x + PAD, rect.y + PAD))
        if self.step:
            step = fonts.render(self.step, 17, theme.MIST)
            blit_text(
                surface, step, step.get_rect(topright=(rect.right - PAD, rect.y + PAD))
            )
        y = rect.y + PAD + TITLE_SIZE + 10
        for line in self.lines:
            blit_text(surface, fonts.render(line, TEXT_SIZE, INK), (rect.x + PAD, y))
            y += LINE_H
        for button in self.buttons:
            hot = button.rect.collidepoint(mouse)
            fill = (70, 110, 70) if hot else (48, 58, 72)
            pygame.draw.rect(surface, fill, button.rect, border_radius=8)
            pygame.draw.rect(surface, EDGE, button.rect, 2, border_radius=8)
            label = fonts.render(button.label, TEXT_SIZE, INK, bold=True)
            blit_text(surface, label, label.get_rect(center=button.rect.center))

    def _draw_arrow(self, surface: pygame.Surface, time: float) -> None:
        assert self.target is not None
        tx, ty = self.target
        rect = self.rect
        sx = min(max(tx, rect.left), rect.right)
        sy = min(max(ty, rect.top), rect.bottom)
        dx, dy = tx - sx, ty - sy
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        bob = 6 * abs(((time * 1.5) % 2) - 1)
        end = (tx - ux * (16 + bob), ty - uy * (16 + bob))
        pygame.draw.line(surface, (20, 16, 14), (sx, sy), end, 7)
        pygame.draw.line(surface, EDGE, (sx, sy), end, 4)
        left = (end[0] - ux * 14 - uy * 9, end[1] - uy * 14 + ux * 9)
        right = (end[0] - ux * 14 + uy * 9, end[1] - uy * 14 - ux * 9)
        pygame.draw.polygon(surface, EDGE, [end, left, right])
        pygame.draw.circle(surface, EDGE, (tx, ty), 22, 3)
