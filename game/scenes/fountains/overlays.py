"""Panels drawn over the Fountains table: the hot-seat hand-off, the recap of
what changed since a player's last turn, the fish colour choice, the solo token
swap, and the banner that plays out rewards. Each keeps its own buttons so the
scene and the tests find them in one place.

Every card lays out in logical 1280x720 pixels (a button's ``rect`` is
logical: hit tests read it) and draws through the ``view`` of the surface it
is drawn on: rects mapped, texts rendered at ``view.scale`` and put by a
logical anchor, icons asked at their physical size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.render.fountains import hud
from game.render.fountains import palette as pal
from game.render.fountains.hud import (
    DIM,
    PANEL,
    PANEL_EDGE,
    TEXT,
    box,
    put,
    seat_mark,
    text,
)
from game.render.fountains.icon_art import icon_image, token_image
from game.rules.fountains.catalogue import token_by_id
from game.rules.fountains.icons import FishColour
from game.scenes.fountains.layout import FREE_TOP
from game.ui.layers import kept
from game.ui.text import cover_texts, is_recording, place_layer
from game.ui.view import UNIT_VIEW, View


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

    def draw(
        self,
        surface: pygame.Surface,
        fonts: object,
        hover: bool,
        view: View = UNIT_VIEW,
    ) -> None:
        """Drawn through ``view`` (its ``rect`` stays logical). Its look is
        painted once into a kept layer (by everything it shows and the
        colours of the moment) and blitted after; while texts are recorded
        it is painted in place, so that its words are noted."""
        if is_recording():
            self._paint(surface, fonts, hover, view, self.rect)
            return
        key = (
            self.label,
            self.rect.size,
            self.enabled,
            self.accent,
            self.bars,
            self.icon,
            hover,
            view.scale,
            type(fonts),
            getattr(fonts, "text_scale", 1.0),
            pal.HIGHLIGHT,
            hud.TEXT_INK,
        )
        look = _LOOKS.get(key)
        if look is None:
            w, h = self.rect.size
            at = View((w, h + 3), view.scale, pygame.Rect(0, 0, w, h + 3))
            look = pygame.Surface(at.rect((0, 0, w, h + 3)).size, pygame.SRCALPHA)
            self._paint(look, fonts, hover, at, pygame.Rect(0, 0, w, h))
            if len(_LOOKS) >= MAX_LOOKS:
                _LOOKS.clear()
            _LOOKS[key] = look = kept(look)
        place_layer(surface, look, view.point(self.rect.topleft))

    def _paint(
        self,
        surface: pygame.Surface,
        fonts: object,
        hover: bool,
        view: View,
        rect: pygame.Rect,
    ) -> None:
        """The button over the logical ``rect`` of ``surface``'s ``view``."""
        if not self.enabled:
            base = (64, 56, 50)
        elif self.accent:
            base = (58, 150, 96) if not hover else (76, 176, 114)
        else:
            base = (92, 74, 58) if not hover else (118, 96, 74)
        box(surface, view, (18, 14, 12), rect.move(0, 3), radius=9)
        box(surface, view, base, rect, radius=9)
        edge = pal.HIGHLIGHT if hover and self.enabled else PANEL_EDGE
        box(surface, view, edge, rect, 2, 9)
        colour = TEXT if self.enabled else DIM
        size = 22 if rect.height >= 36 else 18
        label = text(fonts, self.label, size, colour, True, view.scale)
        centre = rect.center
        if self.bars:
            words = text(fonts, self.label, size, colour, True).get_width()
            width = words + 32
            left = centre[0] - width // 2
            top = centre[1] - 9
            for k in range(3):
                bar = pygame.Rect(left, top + k * 7, 22, 4)
                box(surface, view, colour, bar, radius=2)
            centre = (left + 32 + words // 2, centre[1])
        put(surface, view, label, center=centre)
        if self.icon:
            _turn_arrow(surface, rect.center, self.icon == "turn-right", colour, view)


#: the looks of buttons painted so far, by all they show (a few dozen)
_LOOKS: dict[tuple[object, ...], pygame.Surface] = {}
MAX_LOOKS = 256


def _turn_arrow(
    surface: pygame.Surface,
    centre: tuple[int, int],
    clockwise: bool,
    colour: pal.Colour,
    view: View = UNIT_VIEW,
) -> None:
    """A curved arrow over the top, its head on the side the view turns to."""
    bow = pygame.Rect(0, 0, 24, 20)
    bow.center = (centre[0], centre[1] + 3)
    start, stop = 0.35, math.pi - 0.35
    pygame.draw.arc(surface, colour, view.rect(bow), start, stop, view.px(3))
    end = start if clockwise else stop
    ex = bow.centerx + 12 * math.cos(end)
    ey = bow.centery - 10 * math.sin(end)
    s = view.scale
    head = [(ex - 6, ey - 1), (ex + 6, ey - 1), (ex, ey + 7)]
    pygame.draw.polygon(surface, colour, [(x * s, y * s) for x, y in head])


def dim_table(surface: pygame.Surface, alpha: int = 170) -> None:
    """A shade over the whole surface (kept by its size)."""
    key = (alpha, surface.get_size())
    shade = _DIM_CACHE.get(key)
    if shade is None:
        if len(_DIM_CACHE) > 8:
            _DIM_CACHE.clear()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((16, 12, 10, alpha))
        _DIM_CACHE[key] = shade
    surface.blit(shade, (0, 0))
    cover_texts(surface, surface.get_rect())  # the table only as a backdrop now


_DIM_CACHE: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}


def card(surface: pygame.Surface, rect: pygame.Rect, view: View = UNIT_VIEW) -> None:
    """A dialog's card over the logical ``rect``."""
    box(surface, view, (14, 10, 8), rect.move(0, 6), radius=16)
    box(surface, view, PANEL, rect, radius=16)
    box(surface, view, PANEL_EDGE, rect, 3, 16)


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
        view: View = UNIT_VIEW,
    ) -> None:
        """Hide the table: its empty flagstones only, then the card."""
        if background is None:
            surface.fill((30, 24, 21))
        else:
            surface.blit(background, (0, 0))
            dim_table(surface, 120)
        rect = pygame.Rect(0, 0, 640, 300)
        rect.center = (640, 340)
        card(surface, rect, view)
        seat = view.point((640, 250))
        seat_mark(
            surface, self.seat, seat, view.px(26), self.colour, self.shapes, view.scale
        )
        words = f"Pass the mouse to {self.name}"
        for size in (44, 38, 32):  # a long name is set smaller before it is cut
            if text(fonts, words, size, TEXT, True).get_width() <= rect.width - 40:
                break
        else:
            fit = getattr(fonts, "fit", None)
            if fit is not None:
                words = fit(words, 32, rect.width - 40, True)
            size = 32
        title = text(fonts, words, size, TEXT, True, view.scale)
        put(surface, view, title, center=(640, 320))
        hint = text(
            fonts,
            "The others look away: the table shows once you click.",
            22,
            DIM,
            False,
            view.scale,
        )
        put(surface, view, hint, center=(640, 362))
        self.button.draw(surface, fonts, self.button.hit(mouse), view)


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
        self,
        surface: pygame.Surface,
        fonts: object,
        mouse: tuple[int, int],
        view: View = UNIT_VIEW,
    ) -> None:
        dim_table(surface, 140)
        scale = view.scale
        wrap = getattr(fonts, "wrap", lambda t, s, w: [t])
        width = 760
        parts: list[str] = []
        for line in self.lines or ["Nothing has changed yet: this is your first turn."]:
            parts.extend(wrap(line, 22, width - 48))
        shown = parts[-14:]
        rect = pygame.Rect(0, 0, width, 150 + 25 * len(shown) + 30 * bool(self.scores))
        rect.center = (640, 360)
        card(surface, rect, view)
        heading = "Your first turn" if self.first else "Since your last turn"
        title = text(fonts, heading, 34, TEXT, True, scale)
        put(surface, view, title, topleft=(rect.x + 24, rect.y + 18))
        who = text(fonts, self.name, 24, DIM, True, scale)
        put(surface, view, who, topright=(rect.right - 24, rect.y + 26))
        y = rect.y + 64
        if len(parts) > len(shown):
            more = f"(earlier: {len(parts) - len(shown)} more lines in the game log)"
            label = text(fonts, more, 18, DIM, False, scale)
            put(surface, view, label, topleft=(rect.x + 24, y))
            y += 22
        for part in shown:
            label = text(fonts, part, 22, TEXT, False, scale)
            put(surface, view, label, topleft=(rect.x + 24, y))
            y += 25
        if self.scores:
            y += 6
            label = text(fonts, self.scores, 22, pal.HIGHLIGHT, True, scale)
            put(surface, view, label, topleft=(rect.x + 24, y))
        self.button.rect.midbottom = (rect.centerx, rect.bottom - 16)
        self.button.draw(surface, fonts, self.button.hit(mouse), view)


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
        self,
        surface: pygame.Surface,
        fonts: object,
        mouse: tuple[int, int],
        view: View = UNIT_VIEW,
    ) -> None:
        dim_table(surface, 150)
        scale = view.scale
        rect = pygame.Rect(0, 0, 860, 330)
        rect.center = (640, 345)
        card(surface, rect, view)
        title = text(fonts, f"{self.name}: which fish score?", 36, TEXT, True, scale)
        put(surface, view, title, midtop=(640, rect.y + 18))
        sub = text(
            fonts,
            "Wild fish count for every colour. Each fish is worth its level.",
            20,
            DIM,
            False,
            scale,
        )
        put(surface, view, sub, midtop=(640, rect.y + 58))
        for colour, button in zip(FISH_ORDER, self.buttons, strict=True):
            hover = button.hit(mouse)
            fill = (64, 52, 44) if not hover else (88, 72, 58)
            box(surface, view, fill, button.rect, radius=14)
            edge = pal.HIGHLIGHT if hover else PANEL_EDGE
            box(surface, view, edge, button.rect, 3, 14)
            image = icon_image(colour.icon, view.px(84))
            middle = view.point((button.rect.centerx, button.rect.y + 56))
            surface.blit(image, image.get_rect(center=middle))
            label = text(fonts, button.label, 28, TEXT, True, scale)
            put(
                surface,
                view,
                label,
                center=(button.rect.centerx, button.rect.y + 112),
            )
            y = button.rect.y + 134
            for name, pts in self.points.get(colour, [])[:4]:
                line = text(fonts, f"{name}: +{pts}", 18, TEXT, False, scale)
                put(surface, view, line, midtop=(button.rect.centerx, y))
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
        self,
        surface: pygame.Surface,
        fonts: object,
        mouse: tuple[int, int],
        view: View = UNIT_VIEW,
    ) -> None:
        dim_table(surface, 150)
        scale = view.scale
        rect = pygame.Rect(0, 0, 860, 300)
        rect.center = (640, 370)
        card(surface, rect, view)
        title = text(
            fonts,
            "The Machine is on the Bonus space: swap face-up tokens?",
            28,
            TEXT,
            True,
            scale,
        )
        put(surface, view, title, midtop=(640, rect.y + 18))
        most = f"up to {self.limit}" if self.limit < len(self.tokens) else "any"
        hint = text(
            fonts,
            f"Click {most} to send back; new ones come from the pile. "
            "Then press the button.",
            20,
            DIM,
            False,
            scale,
        )
        put(surface, view, hint, midtop=(640, rect.y + 56))
        for button in self.slots:
            hover = button.hit(mouse)
            chosen = button.key in self.chosen
            colour = pal.ILLEGAL if chosen else (pal.HIGHLIGHT if hover else PANEL_EDGE)
            box(surface, view, (64, 52, 44), button.rect, radius=12)
            box(surface, view, colour, button.rect, 3, 12)
            image = token_image(token_by_id(button.key).icons, view.px(110))
            middle = view.point(button.rect.center)
            surface.blit(image, image.get_rect(center=middle))
            if chosen:
                mark = text(fonts, "swap", 18, pal.ILLEGAL, True, scale)
                put(
                    surface,
                    view,
                    mark,
                    midtop=(button.rect.centerx, button.rect.bottom + 4),
                )
        self.confirm.draw(surface, fonts, self.confirm.hit(mouse), view)


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
    # (scale and Text size, the banner drawn there, its logical size)
    _layer: tuple[object, pygame.Surface, tuple[int, int]] | None = None
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

    def draw(
        self,
        surface: pygame.Surface,
        fonts: object,
        high: bool = False,
        view: View = UNIT_VIEW,
    ) -> None:
        """Over the bottom of the large view, or its top when ``high``."""
        key = (view.scale, getattr(fonts, "text_scale", 1.0))
        if self._layer is None or self._layer[0] != key:
            self._layer = (key, *self._render(fonts, view.scale))
        _key, layer, size = self._layer
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (425, 526)
        if high:
            rect.top = FREE_TOP  # under the prompt and the notice rows
        fade = min(1.0, self.elapsed * 6, max(0.0, (self.duration - self.elapsed) * 4))
        layer.set_alpha(round(255 * fade))
        place_layer(surface, layer, view.point(rect.topleft))
        self.shown = rect

    def _render(
        self, fonts: object, scale: float
    ) -> tuple[pygame.Surface, tuple[int, int]]:
        """The banner drawn at ``scale``, and its logical size."""
        shared, rows = self.seat_rows()
        width = 800
        wrap = getattr(fonts, "wrap", lambda t, s, w: [t])
        names = [f"{name} +{points}" for name, _c, points, _d in rows]
        widest = max(
            (text(fonts, n, 24, TEXT, True).get_width() for n in names), default=0
        )
        column = min(300, widest + 58) if names else 60
        details = [wrap(d, 19, width - column - 20) if d else [] for *_r, d in rows]
        sub = wrap(shared, 20, width - 36) if shared else []
        height = 58 + 24 * len(sub) + sum(max(30, 22 * len(d) + 8) for d in details)
        at = View((width, height), scale, pygame.Rect(0, 0, width, height))
        layer = pygame.Surface(at.rect((0, 0, width, height)).size, pygame.SRCALPHA)
        whole = (0, 0, width, height)
        box(layer, at, (*PANEL, 240), whole, radius=14)
        box(layer, at, (*pal.HIGHLIGHT, 255), whole, 3, 14)
        title = text(fonts, self.title, 28, pal.HIGHLIGHT, True, scale)
        put(layer, at, title, topleft=(18, 12))
        y = 48
        for line in sub:
            put(layer, at, text(fonts, line, 20, DIM, True, scale), topleft=(18, y))
            y += 24
        y += 4
        for (_name, colour, _points, _detail), name, lines in zip(
            rows, names, details, strict=True
        ):
            centre = at.point((28, y + 11))
            pygame.draw.circle(layer, pal.OUTLINE, centre, at.px(10))
            pygame.draw.circle(layer, colour, centre, at.px(8))
            label = text(fonts, name, 24, TEXT, True, scale)
            put(layer, at, label, topleft=(46, y))
            for k, line in enumerate(lines):
                words = text(fonts, line, 19, TEXT, False, scale)
                put(layer, at, words, topleft=(column, y + 3 + 22 * k))
            y += max(30, 22 * len(lines) + 8)
        return layer, (width, height)
