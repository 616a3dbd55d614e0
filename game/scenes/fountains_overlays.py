"""Panels drawn over the Fountains table: the hot-seat hand-off, the recap of
what changed since a player's last turn, the fish colour choice, the solo token
swap, and the banner that plays out rewards. Each keeps its own buttons so the
scene and the tests find them in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.render import palette as pal
from game.render.hud import DIM, PANEL, PANEL_EDGE, TEXT, text
from game.render.icon_art import icon_image, token_image
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.icons import FishColour

SCREEN = pygame.Rect(0, 0, 1280, 720)


@dataclass(slots=True)
class Button:
    """A plain button: a rect, a label, an id and whether it can be pressed."""

    key: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    accent: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, fonts: object, hover: bool) -> None:
        if not self.enabled:
            base = (64, 56, 50)
        elif self.accent:
            base = (58, 150, 96) if not hover else (76, 176, 114)
        else:
            base = (92, 74, 58) if not hover else (118, 96, 74)
        pygame.draw.rect(surface, (18, 14, 12), self.rect.move(0, 3), border_radius=9)
        pygame.draw.rect(surface, base, self.rect, border_radius=9)
        edge = pal.HIGHLIGHT if hover and self.enabled else PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=9)
        colour = TEXT if self.enabled else DIM
        size = 22 if self.rect.height >= 36 else 18
        label = text(fonts, self.label, size, colour, True)
        surface.blit(label, label.get_rect(center=self.rect.center))


def dim_table(surface: pygame.Surface, alpha: int = 170) -> None:
    shade = _DIM_CACHE.get(alpha)
    if shade is None:
        shade = pygame.Surface(SCREEN.size, pygame.SRCALPHA)
        shade.fill((16, 12, 10, alpha))
        _DIM_CACHE[alpha] = shade
    surface.blit(shade, (0, 0))


_DIM_CACHE: dict[int, pygame.Surface] = {}


def card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (14, 10, 8), rect.move(0, 6), border_radius=16)
    pygame.draw.rect(surface, PANEL, rect, border_radius=16)
    pygame.draw.rect(surface, PANEL_EDGE, rect, 3, border_radius=16)


@dataclass(slots=True)
class Handoff:
    """ "Pass to <name>": hides the table until that player is ready."""

    name: str
    colour: pal.Colour
    button: Button = field(init=False)

    def __post_init__(self) -> None:
        self.button = Button(
            "ready",
            f"I am {self.name}: show my turn",
            pygame.Rect(0, 0, 420, 56),
            accent=True,
        )
        self.button.rect.center = (640, 430)

    def draw(
        self,
        surface: pygame.Surface,
        fonts: object,
        mouse: tuple[int, int],
        background: pygame.Surface | None = None,
    ) -> None:
        """Hide the table: its empty flagstones only, then the card."""
        if background is None:
            surface.fill((30, 24, 21))
        else:
            surface.blit(background, (0, 0))
            dim_table(surface, 120)
        rect = pygame.Rect(0, 0, 640, 300)
        rect.center = (640, 340)
        card(surface, rect)
        pygame.draw.circle(surface, self.colour, (640, 250), 26)
        pygame.draw.circle(surface, pal.OUTLINE, (640, 250), 26, 3)
        title = text(fonts, f"Pass the mouse to {self.name}", 44, TEXT, True)
        surface.blit(title, title.get_rect(center=(640, 320)))
        hint = text(
            fonts, "The others look away: the table shows once you click.", 22, DIM
        )
        surface.blit(hint, hint.get_rect(center=(640, 362)))
        self.button.draw(surface, fonts, self.button.hit(mouse))


@dataclass(slots=True)
class Recap:
    """What changed since this player's last turn."""

    name: str
    lines: list[str]
    button: Button = field(init=False)

    def __post_init__(self) -> None:
        self.button = Button("ok", "Got it", pygame.Rect(0, 0, 200, 48), accent=True)

    def draw(
        self, surface: pygame.Surface, fonts: object, mouse: tuple[int, int]
    ) -> None:
        dim_table(surface, 140)
        shown = self.lines[-12:] or ["Nothing has changed: it is your first turn."]
        rect = pygame.Rect(0, 0, 720, 130 + 26 * len(shown))
        rect.center = (640, 340)
        card(surface, rect)
        title = text(fonts, f"{self.name}, since your last turn", 34, TEXT, True)
        surface.blit(title, (rect.x + 24, rect.y + 18))
        y = rect.y + 62
        for line in shown:
            for part in getattr(fonts, "wrap", lambda t, s, w: [t])(
                line, 21, rect.width - 48
            ):
                surface.blit(text(fonts, part, 21, TEXT), (rect.x + 24, y))
                y += 24
        self.button.rect.midbottom = (rect.centerx, rect.bottom - 14)
        self.button.draw(surface, fonts, self.button.hit(mouse))


FISH_ORDER = (FishColour.RED, FishColour.BLACK, FishColour.WHITE)


@dataclass(slots=True)
class FishChoice:
    """Three big buttons, one per fish colour, each saying what it would score."""

    name: str
    points: dict[FishColour, list[tuple[str, int]]]  # colour -> (seat name, points)
    buttons: list[Button] = field(init=False)

    def __post_init__(self) -> None:
        self.buttons = []
        for k, colour in enumerate(FISH_ORDER):
            rect = pygame.Rect(0, 0, 250, 210)
            rect.center = (640 + (k - 1) * 270, 370)
            self.buttons.append(
                Button(f"fish-{colour.value}", colour.value.capitalize(), rect)
            )

    def draw(
        self, surface: pygame.Surface, fonts: object, mouse: tuple[int, int]
    ) -> None:
        dim_table(surface, 150)
        rect = pygame.Rect(0, 0, 860, 330)
        rect.center = (640, 345)
        card(surface, rect)
        title = text(fonts, f"{self.name}: which fish score?", 36, TEXT, True)
        surface.blit(title, title.get_rect(midtop=(640, rect.y + 18)))
        sub = text(
            fonts,
            "Wild fish count for every colour. Each fish is worth its level.",
            20,
            DIM,
        )
        surface.blit(sub, sub.get_rect(midtop=(640, rect.y + 58)))
        for colour, button in zip(FISH_ORDER, self.buttons, strict=True):
            hover = button.hit(mouse)
            pygame.draw.rect(
                surface,
                (64, 52, 44) if not hover else (88, 72, 58),
                button.rect,
                border_radius=14,
            )
            pygame.draw.rect(
                surface,
                pal.HIGHLIGHT if hover else PANEL_EDGE,
                button.rect,
                3,
                border_radius=14,
            )
            image = icon_image(colour.icon, 84)
            surface.blit(
                image, image.get_rect(center=(button.rect.centerx, button.rect.y + 56))
            )
            label = text(fonts, button.label, 28, TEXT, True)
            surface.blit(
                label, label.get_rect(center=(button.rect.centerx, button.rect.y + 112))
            )
            y = button.rect.y + 134
            for name, pts in self.points.get(colour, [])[:4]:
                line = text(fonts, f"{name}: +{pts}", 18, TEXT)
                surface.blit(line, line.get_rect(midtop=(button.rect.centerx, y)))
                y += 18


@dataclass(slots=True)
class SwapChoice:
    """Solo: pick face-up tokens to swap for new ones, then confirm."""

    tokens: list[str]
    limit: int
    chosen: set[str] = field(default_factory=set)
    slots: list[Button] = field(init=False)
    confirm: Button = field(init=False)

    def __post_init__(self) -> None:
        self.slots = []
        for k, token in enumerate(self.tokens):
            rect = pygame.Rect(0, 0, 130, 90)
            rect.center = (640 + (k - (len(self.tokens) - 1) / 2) * 145, 350)
            self.slots.append(Button(token, token, rect))
        self.confirm = Button(
            "swap", "Keep these", pygame.Rect(0, 0, 260, 50), accent=True
        )
        self.confirm.rect.center = (640, 455)

    def toggle(self, token: str) -> None:
        if token in self.chosen:
            self.chosen.discard(token)
        elif len(self.chosen) < self.limit:
            self.chosen.add(token)
        count = len(self.chosen)
        self.confirm.label = (
            f"Swap {count} token{'s' * (count != 1)}" if count else "Keep these"
        )

    def draw(
        self, surface: pygame.Surface, fonts: object, mouse: tuple[int, int]
    ) -> None:
        dim_table(surface, 150)
        rect = pygame.Rect(0, 0, 860, 300)
        rect.center = (640, 370)
        card(surface, rect)
        title = text(
            fonts,
            "The Machine is on the Bonus space: swap face-up tokens?",
            28,
            TEXT,
            True,
        )
        surface.blit(title, title.get_rect(midtop=(640, rect.y + 18)))
        for button in self.slots:
            hover = button.hit(mouse)
            chosen = button.key in self.chosen
            colour = pal.ILLEGAL if chosen else (pal.HIGHLIGHT if hover else PANEL_EDGE)
            pygame.draw.rect(surface, (64, 52, 44), button.rect, border_radius=12)
            pygame.draw.rect(surface, colour, button.rect, 3, border_radius=12)
            image = token_image(token_by_id(button.key).icons, 110)
            surface.blit(image, image.get_rect(center=button.rect.center))
            if chosen:
                mark = text(fonts, "swap", 18, pal.ILLEGAL, True)
                surface.blit(
                    mark,
                    mark.get_rect(midtop=(button.rect.centerx, button.rect.bottom + 4)),
                )
        self.confirm.draw(surface, fonts, self.confirm.hit(mouse))


@dataclass(slots=True)
class RewardBanner:
    """Points just scored, seat by seat, shown for a moment (click skips)."""

    title: str
    rows: Sequence[tuple[str, pal.Colour, int, str]]  # name, colour, points, reason
    duration: float
    elapsed: float = 0.0

    def draw(self, surface: pygame.Surface, fonts: object) -> None:
        shown = list(self.rows)[:8]
        rect = pygame.Rect(0, 0, 640, 64 + 28 * len(shown))
        rect.midbottom = (425, 528)
        fade = min(1.0, self.elapsed * 6, max(0.0, (self.duration - self.elapsed) * 4))
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*PANEL, 236), layer.get_rect(), border_radius=14)
        pygame.draw.rect(
            layer, (*pal.HIGHLIGHT, 255), layer.get_rect(), 3, border_radius=14
        )
        title = text(fonts, self.title, 28, pal.HIGHLIGHT, True)
        layer.blit(title, (18, 12))
        y = 50
        for name, colour, points, reason in shown:
            pygame.draw.circle(layer, colour, (28, y + 10), 8)
            words = text(fonts, f"{name} +{points}", 22, TEXT, True)
            layer.blit(words, (44, y))
            why = text(fonts, reason, 18, DIM)
            if why.get_width() > rect.width - 190:
                why = pygame.transform.smoothscale(
                    why, (rect.width - 190, why.get_height())
                )
            layer.blit(why, (176, y + 3))
            y += 28
        layer.set_alpha(round(255 * fade))
        surface.blit(layer, rect)
