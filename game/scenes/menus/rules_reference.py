"""The rules reference: each mode's summary, page by page; every Fountains page
has a picture drawn by the game's own renderer beside its text. A page's text
is set as large as fits beside its picture (no page needs scrolling)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.render.fountains.rules_pictures import SIZE as PICTURE_SIZE
from game.render.fountains.rules_pictures import rules_picture
from game.scenes.menus.menu import MenuScene
from game.scenes.menus.rules_pages import PAGES, PICTURES, Page
from game.setup import Mode
from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.widgets import Button, Choice

if TYPE_CHECKING:
    from game.context import AppContext

MODES = (Mode.FOUNTAINS, Mode.SOLO, Mode.SPLASH)
MODE_LABELS = ("Fountains", "Solo", "Kids' Splash")
VIEW = pygame.Rect(140, 190, 1000, 410)
TEXT_SIZE, HEADING_SIZE, LINE_GAP = 32, 44, 6
TEXT_SIZES = (32, 30, 28, 26, 24, 22, 20)  # the largest that fits is used
MIN_TEXT_SIZE = TEXT_SIZES[-1]
SCROLL_STEP = 48
INNER = VIEW.inflate(-80, -40)
PICTURE_GAP = 24
TAB_SIZE = 26


class RulesTabs(Choice):
    """The mode tabs, every label in one font (size and weight)."""

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        self._draw_row(surface, fonts, focused)
        self.draw_segments_flat(surface, fonts, TAB_SIZE, bold_all=True)


class RulesScene(MenuScene):
    """Opened from the title (``mode`` None: Fountains first) or the pause menu."""

    heading = "How to play"

    def __init__(self, ctx: AppContext, mode: Mode | None = None) -> None:
        self.mode = mode or Mode.FOUNTAINS
        self.page = 0
        self.scroll = 0
        self._pages: dict[tuple[Mode, int], pygame.Surface] = {}
        super().__init__(ctx)

    @property
    def pages(self) -> tuple[Page, ...]:
        return PAGES[self.mode]

    def build(self) -> None:
        add = self.widgets.add
        add(
            RulesTabs(
                (240, 104, 800, 70),
                "Rules for",
                MODE_LABELS,
                MODES.index(self.mode),
                self._set_mode,
                control_width=600,
            )
        )
        add(
            Button(
                (140, 624, 240, 66), "Previous", lambda: self.turn(-1), style="quiet"
            )
        )
        add(Button((520, 624, 240, 66), "Back", self.back, style="quiet"))
        add(Button((900, 624, 240, 66), "Next", lambda: self.turn(1)))
        self._update_buttons()

    def _set_mode(self, index: int) -> None:
        self.mode = MODES[index]
        self.page = 0
        self.scroll = 0
        self._update_buttons()

    def turn(self, step: int) -> None:
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.scroll = 0
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.widgets.find("Previous").enabled = self.page > 0
        self.widgets.find("Next").enabled = self.page < len(self.pages) - 1

    @property
    def max_scroll(self) -> int:
        return max(0, self._page_surface().get_height() - (VIEW.height - 40))

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_PAGEDOWN:
                self.scroll_by(VIEW.height - 80)
                return True
            if event.key == pygame.K_PAGEUP:
                self.scroll_by(-(VIEW.height - 80))
                return True
            if self.widgets.focused is None and event.key in (
                pygame.K_LEFT,
                pygame.K_RIGHT,
            ):
                self.turn(-1 if event.key == pygame.K_LEFT else 1)
                return True
        return super().handle_event(event)

    def _page_surface(self) -> pygame.Surface:
        key = (self.mode, self.page)
        surface = self._pages.get(key)
        if surface is None:
            title, paragraphs = self.pages[self.page]
            surface = render_page(self.ctx.fonts, self.mode, title, paragraphs)
            self._pages[key] = surface
        return surface

    def draw_static(self, surface: pygame.Surface) -> None:
        surface.blit(theme.panel(VIEW.size), VIEW.topleft)

    def draw_content(self, surface: pygame.Surface) -> None:
        inner = INNER
        clip = surface.get_clip()
        surface.set_clip(inner)
        surface.blit(self._page_surface(), (inner.x, inner.y - self.scroll))
        surface.set_clip(clip)
        fonts = self.ctx.fonts
        label = fonts.render(
            f"Page {self.page + 1} of {len(self.pages)}", 26, theme.MIST
        )
        surface.blit(label, label.get_rect(midtop=(VIEW.centerx, VIEW.bottom + 2)))
        if self.max_scroll:
            # A scroll bar shows how much of the page is in view.
            track = pygame.Rect(VIEW.right - 22, inner.y, 8, inner.height)
            pygame.draw.rect(surface, theme.DEEP, track, border_radius=4)
            total = self._page_surface().get_height()
            thumb_h = max(30, track.height * inner.height // total)
            thumb_y = (
                track.y + (track.height - thumb_h) * self.scroll // self.max_scroll
            )
            pygame.draw.rect(
                surface, theme.MIST, (track.x, thumb_y, 8, thumb_h), border_radius=4
            )


def text_width(mode: Mode, title: str) -> int:
    """The text column's width: the view's, less the picture beside it."""
    picture = PICTURES.get((mode, title))
    if picture is None:
        return INNER.width
    return INNER.width - PICTURE_SIZE[0] - PICTURE_GAP


def render_page(
    fonts: Fonts, mode: Mode, title: str, paragraphs: tuple[str, ...]
) -> pygame.Surface:
    """A page as shown: its text at the largest size (``TEXT_SIZES``) that fits
    the view beside its picture, else at the smallest (and then it scrolls)."""
    picture_name = PICTURES.get((mode, title))
    placed, height, _width = page_lines(fonts, mode, title, paragraphs)
    picture = rules_picture(picture_name, fonts) if picture_name else None
    full = max(height, picture.get_height() if picture is not None else 0)
    surface = pygame.Surface((INNER.width, full), pygame.SRCALPHA)
    for x, top, rendered in placed:
        surface.blit(rendered, (x, top))
    if picture is not None:
        surface.blit(picture, (INNER.width - picture.get_width(), 0))
    return surface


def page_lines(
    fonts: Fonts, mode: Mode, title: str, paragraphs: tuple[str, ...]
) -> tuple[list[tuple[int, int, pygame.Surface]], int, int]:
    """The page's rendered lines (x, top, surface), its height and its text
    width, as :func:`render_page` sets them (for tests that check the fit)."""
    width = text_width(mode, title)
    for size in TEXT_SIZES:
        placed, height = _lay_out(fonts, title, paragraphs, width, size)
        if height <= INNER.height:
            break
    return placed, height, width


def _lay_out(
    fonts: Fonts, title: str, paragraphs: tuple[str, ...], width: int, size: int
) -> tuple[list[tuple[int, int, pygame.Surface]], int]:
    heading_size = round(size * HEADING_SIZE / TEXT_SIZE)
    heading = fonts.render(title, heading_size, theme.ACCENT, bold=True)
    line_height = fonts.get(size).get_linesize() + LINE_GAP
    y = heading.get_height() + 14
    placed: list[tuple[int, int, pygame.Surface]] = [(0, 0, heading)]
    for paragraph in paragraphs:
        bullet = paragraph.startswith("- ")
        text = paragraph[2:] if bullet else paragraph
        indent = round(size * 1.05) if bullet else 0
        for index, line in enumerate(fonts.wrap(text, size, width - indent)):
            placed.append((indent, y, fonts.render(line, size, theme.FOAM)))
            if bullet and index == 0:
                placed.append((6, y, fonts.render("•", size, theme.ACCENT)))
            y += line_height
        y += round(size * 0.35)
    return placed, y - round(size * 0.35) - LINE_GAP
