"""Panels drawn over the Fountains table: the hot-seat hand-off, the recap of
what changed since a player's last turn, the fish colour choice, the solo token
swap, and the banner that plays out rewards. Each keeps its own buttons so the
scene and the tests find them in one place.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.hud import DIM, PANEL, PANEL_EDGE, TEXT, seat_mark, text
from game.render.fountains.icon_art import icon_image, token_image
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.icons import FishColour
from game.scenes.fountains.layout import FREE_TOP
from game.ui.text import blit_text, cover_texts, place_layer

SCREEN = pygame.Rect(0, 0, 1280, 720)


@dataclass(slots=True)
class Button:
    """A plain button: a rect, a label, an id and whether it can be pressed."""

    key: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    accent: bool = False
    bars: bool = False  # a menu button: three bars before the label
    icon: str = ""  # "turn-left" / "turn-right": a curved arrow
    tip: str = ""  # shown over the button while the pointer rests on it

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
        centre = self.rect.center
        if self.bars:
            width = label.get_width() + 32
            left = centre[0] - width // 2
            top = centre[1] - 9
            for k in range(3):
                bar = pygame.Rect(left, top + k * 7, 22, 4)
                pygame.draw.rect(surface, colour, bar, border_radius=2)
            centre = (left + 32 + label.get_width() // 2, centre[1])
        blit_text(surface, label, label.get_rect(center=centre))
        if self.icon:
            _turn_arrow(surface, self.rect.center, self.icon == "turn-right", colour)


def _turn_arrow(
    surface: pygame.Surface,
    centre: tuple[int, int],
    clockwise: bool,
    colour: pal.Colour,
) -> None:
    """A curved arrow over the top, its head on the side the view turns to."""
    box = pygame.Rect(0, 0, 24, 20)
    box.center = (centre[0], centre[1] + 3)
    start, stop = 0.35, math.pi - 0.35
    pygame.draw.arc(surface, colour, box, start, stop, 3)
    end = start if clockwise else stop
    ex = box.centerx + 12 * math.cos(end)
    ey = box.centery - 10 * math.sin(end)
    pygame.draw.polygon(
        surface, colour, [(ex - 6, ey - 1), (ex + 6, ey - 1), (ex, ey + 7)]
    )


def dim_table(surface: pygame.Surface, alpha: int = 170) -> None:
    shade = _DIM_CACHE.get(alpha)
    if shade is None:
        shade = pygame.Surface(SCREEN.size, pygame.SRCALPHA)
        shade.fill((16, 12, 10, alpha))
        _DIM_CACHE[alpha] = shade
    surface.blit(shade, (0, 0))
    cover_texts(surface, surface.get_rect())  # the table only as a backdrop now


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
    seat: int = 0
    shapes: bool = False  # colour-blind marks: the seat's own shape
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
        seat_mark(surface, self.seat, (640, 250), 26, self.colour, self.shapes)
        words = f"Pass the mouse to {self.name}"
        for size in (44, 38, 32):  # a long name is set smaller before it is cut
            title = text(fonts, words, size, TEXT, True)
            if title.get_width() <= rect.width - 40:
                break
        else:
            fit = getattr(fonts, "fit", None)
            if fit is not None:
                words = fit(words, 32, rect.width - 40, True)
            title = text(fonts, words, 32, TEXT, True)
        blit_text(surface, title, title.get_rect(center=(640, 320)))
        hint = text(
            fonts, "The others look away: the table shows once you click.", 22, DIM
        )
        blit_text(surface, hint, hint.get_rect(center=(640, 362)))
        self.button.draw(surface, fonts, self.button.hit(mouse))


@dataclass(slots=True)
class Recap:
    """What changed since this player's last turn."""

    name: str
    lines: list[str]
    scores: str = ""
    first: bool = False  # the player's first turn: nothing "since" yet
    button: Button = field(init=False)

    def __post_init__(self) -> None:
        self.button = Button(
            "ok", "Got it: show the table", pygame.Rect(0, 0, 300, 52), accent=True
        )

    def draw(
        self, surface: pygame.Surface, fonts: object, mouse: tuple[int, int]
    ) -> None:
        dim_table(surface, 140)
        wrap = getattr(fonts, "wrap", lambda t, s, w: [t])
        width = 760
        parts: list[str] = []
        for line in self.lines or ["Nothing has changed yet: this is your first turn."]:
            parts.extend(wrap(line, 22, width - 48))
        shown = parts[-14:]
        rect = pygame.Rect(0, 0, width, 150 + 25 * len(shown) + 30 * bool(self.scores))
        rect.center = (640, 360)
        card(surface, rect)
        heading = "Your first turn" if self.first else "Since your last turn"
        title = text(fonts, heading, 34, TEXT, True)
        blit_text(surface, title, (rect.x + 24, rect.y + 18))
        who = text(fonts, self.name, 24, DIM, True)
        blit_text(surface, who, (rect.right - 24 - who.get_width(), rect.y + 26))
        y = rect.y + 64
        if len(parts) > len(shown):
            more = f"(earlier: {len(parts) - len(shown)} more lines in the game log)"
            blit_text(surface, text(fonts, more, 18, DIM), (rect.x + 24, y))
            y += 22
        for part in shown:
            blit_text(surface, text(fonts, part, 22, TEXT), (rect.x + 24, y))
            y += 25
        if self.scores:
            y += 6
            blit_text(
                surface,
                text(fonts, self.scores, 22, pal.HIGHLIGHT, True),
                (rect.x + 24, y),
            )
        self.button.rect.midbottom = (rect.centerx, rect.bottom - 16)
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
        blit_text(surface, title, title.get_rect(midtop=(640, rect.y + 18)))
        sub = text(
            fonts,
            "Wild fish count for every colour. Each fish is worth its level.",
            20,
            DIM,
        )
        blit_text(surface, sub, sub.get_rect(midtop=(640, rect.y + 58)))
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
            blit_text(
                surface,
                label,
                label.get_rect(center=(button.rect.centerx, button.rect.y + 112)),
            )
            y = button.rect.y + 134
            for name, pts in self.points.get(colour, [])[:4]:
                line = text(fonts, f"{name}: +{pts}", 18, TEXT)
                blit_text(surface, line, line.get_rect(midtop=(button.rect.centerx, y)))
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
        blit_text(surface, title, title.get_rect(midtop=(640, rect.y + 18)))
        most = f"up to {self.limit}" if self.limit < len(self.tokens) else "any"
        hint = text(
            fonts,
            f"Click {most} to send back; new ones come from the pile. "
            "Then press the button.",
            20,
            DIM,
        )
        blit_text(surface, hint, hint.get_rect(midtop=(640, rect.y + 56)))
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
                blit_text(
                    surface,
                    mark,
                    mark.get_rect(midtop=(button.rect.centerx, button.rect.bottom + 4)),
                )
        self.confirm.draw(surface, fonts, self.confirm.hit(mouse))


@dataclass(slots=True)
class RewardBanner:
    """Points just scored, one row per seat, shown for a moment (click skips).

    ``rows`` are the score entries in order: (name, colour, points, reason,
    category). A seat scoring several entries (final rewards) gets one row with
    its total and the points per category; a reason every entry shares is said
    once under the title."""

    title: str
    rows: Sequence[tuple[str, pal.Colour, int, str, str]]
    duration: float
    elapsed: float = 0.0
    _layer: pygame.Surface | None = None
    shown: pygame.Rect | None = None  # where it was last drawn

    def seat_rows(self) -> tuple[str, list[tuple[str, pal.Colour, int, str]]]:
        """The shared reason (or "") and one (name, colour, total, detail) per seat."""
        reasons = {row[3] for row in self.rows}
        shared = reasons.pop() if len(reasons) == 1 else ""
        seats: dict[str, list[tuple[str, pal.Colour, int, str, str]]] = {}
        for row in self.rows:
            seats.setdefault(row[0], []).append(row)
        out = []
        for name, entries in seats.items():
            total = sum(entry[2] for entry in entries)
            if shared:
                detail = ""
            elif len(entries) == 1:
                detail = entries[0][3]
            else:
                per: dict[str, int] = {}
                for entry in entries:
                    per[entry[4]] = per.get(entry[4], 0) + entry[2]
                detail = "  ·  ".join(f"{cat} +{pts}" for cat, pts in per.items())
            out.append((name, entries[0][1], total, detail))
        return shared, out

    def draw(self, surface: pygame.Surface, fonts: object, high: bool = False) -> None:
        """Over the bottom of the large view, or its top when ``high``."""
        if self._layer is None:
            self._layer = self._render(fonts)
        layer = self._layer
        rect = layer.get_rect(midbottom=(425, 526))
        if high:
            rect.top = FREE_TOP  # under the prompt and the notice rows
        fade = min(1.0, self.elapsed * 6, max(0.0, (self.duration - self.elapsed) * 4))
        layer.set_alpha(round(255 * fade))
        place_layer(surface, layer, rect)
        self.shown = rect

    def _render(self, fonts: object) -> pygame.Surface:
        shared, rows = self.seat_rows()
        width = 800
        wrap = getattr(fonts, "wrap", lambda t, s, w: [t])
        names = [
            text(fonts, f"{name} +{points}", 24, TEXT, True)
            for name, _c, points, _d in rows
        ]
        column = min(300, max(n.get_width() for n in names) + 58) if names else 60
        details = [wrap(d, 19, width - column - 20) if d else [] for *_r, d in rows]
        sub = wrap(shared, 20, width - 36) if shared else []
        height = 58 + 24 * len(sub) + sum(max(30, 22 * len(d) + 8) for d in details)
        layer = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(layer, (*PANEL, 240), layer.get_rect(), border_radius=14)
        pygame.draw.rect(
            layer, (*pal.HIGHLIGHT, 255), layer.get_rect(), 3, border_radius=14
        )
        blit_text(layer, text(fonts, self.title, 28, pal.HIGHLIGHT, True), (18, 12))
        y = 48
        for line in sub:
            blit_text(layer, text(fonts, line, 20, DIM, True), (18, y))
            y += 24
        y += 4
        for (_name, colour, _points, _detail), label, lines in zip(
            rows, names, details, strict=True
        ):
            pygame.draw.circle(layer, pal.OUTLINE, (28, y + 11), 10)
            pygame.draw.circle(layer, colour, (28, y + 11), 8)
            blit_text(layer, label, (46, y))
            for k, line in enumerate(lines):
                blit_text(layer, text(fonts, line, 19, TEXT), (column, y + 3 + 22 * k))
            y += max(30, 22 * len(lines) + 8)
        return layer
