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
from game.ui.text import blit_text, place_layer
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
PageLine = tuple[int, int, str, int, theme.Colour, bool]
"""One line of a page, logical: x, top, words, type size, colour, bold."""


class RulesTabs(Choice):
    """The mode tabs, every label in one font (size and weight)."""

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        self._draw_row(surface, fonts, focused)
        self.draw_segments_flat(surface, fonts, TAB_SIZE, bold_all=True)


class RulesScene(MenuScene):
    """Opened from the title (``mode`` None: Fountains first) or the pause menu."""

    draws_at_scale = True
    heading = "How to play"

    def __init__(self, ctx: AppContext, mode: Mode | None = None) -> None:
        self.mode = mode or Mode.FOUNTAINS
        self.page = 0
        self.scroll = 0
        #: each page's lines and height, by the Text size and the scale it
        #: was laid out at (words are measured as drawn there)
        self._layouts: dict[
            tuple[Mode, int, float, float], tuple[list[PageLine], int]
        ] = {}
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
        return max(0, self._layout()[1] - (VIEW.height - 40))

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

    def _layout(self) -> tuple[list[PageLine], int]:
        """The page shown: its lines and its height with the picture."""
        fonts, scale = self.ctx.fonts, self.picture_view.scale
        key = (self.mode, self.page, fonts.text_scale, scale)
        found = self._layouts.get(key)
        if found is None:
            title, paragraphs = self.pages[self.page]
            lines, height, _width = page_layout(
                fonts, self.mode, title, paragraphs, scale
            )
            if PICTURES.get((self.mode, title)) is not None:
                height = max(height, PICTURE_SIZE[1])
            found = self._layouts[key] = (lines, height)
        return found

    def draw_static(self, surface: pygame.Surface) -> None:
        view = self.picture_view
        card = theme.panel(view.rect(VIEW).size, scale=view.scale)
        surface.blit(card, view.point(VIEW.topleft))

    def draw_content(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        inner = view.rect(INNER)
        clip = surface.get_clip()
        surface.set_clip(inner)
        title, _paragraphs = self.pages[self.page]
        name = PICTURES.get((self.mode, title))
        column = view.rect(
            (INNER.x, INNER.y, text_width(self.mode, title), INNER.height)
        )
        if name is not None:
            picture = rules_picture(name, fonts, view.scale)  # drawn at scale, kept
            corner = (INNER.right, INNER.y - self.scroll)
            spot = view.place(picture, topright=corner)
            if inner.contains(spot):  # its words are read with the page's
                place_layer(surface, picture, spot)
            else:  # scrolled half out of the view
                surface.blit(picture, spot)
        for x, top, words, size, colour, bold in self._layout()[0]:
            text = fonts.render(words, size, colour, bold, view.scale)
            at = view.point((INNER.x + x, INNER.y + top - self.scroll))
            place = text.get_rect(topleft=at)
            if inner.contains(place):
                blit_text(surface, text, place, column)  # clear of the picture
            elif place.colliderect(inner):  # scrolled half out of the view
                surface.blit(text, place)
        surface.set_clip(clip)
        label = fonts.render(
            f"Page {self.page + 1} of {len(self.pages)}",
            26,
            theme.MIST,
            scale=view.scale,
        )
        blit_text(
            surface, label, view.place(label, midtop=(VIEW.centerx, VIEW.bottom + 2))
        )
        if self.max_scroll:
            # A scroll bar shows how much of the page is in view.
            track = pygame.Rect(VIEW.right - 22, INNER.y, 8, INNER.height)
            pygame.draw.rect(
                surface, theme.DEEP, view.rect(track), border_radius=view.px(4)
            )
            total = self._layout()[1]
            thumb_h = max(30, track.height * INNER.height // total)
            thumb_y = (
                track.y + (track.height - thumb_h) * self.scroll // self.max_scroll
            )
            pygame.draw.rect(
                surface,
                theme.MIST,
                view.rect((track.x, thumb_y, 8, thumb_h)),
                border_radius=view.px(4),
            )


def text_width(mode: Mode, title: str) -> int:
    """The text column's width: the view's, less the picture beside it."""
    picture = PICTURES.get((mode, title))
    if picture is None:
        return INNER.width
    return INNER.width - PICTURE_SIZE[0] - PICTURE_GAP


def page_lines(
    fonts: Fonts, mode: Mode, title: str, paragraphs: tuple[str, ...]
) -> tuple[list[tuple[int, int, pygame.Surface]], int, int]:
    """The page's lines rendered at 1:1 (x, top, surface), its height and its
    text width, as the scene lays them out (for tests that check the fit)."""
    lines, height, width = page_layout(fonts, mode, title, paragraphs)
    rendered = [
        (x, top, fonts.render(words, size, colour, bold))
        for x, top, words, size, colour, bold in lines
    ]
    return rendered, height, width


def page_layout(
    fonts: Fonts,
    mode: Mode,
    title: str,
    paragraphs: tuple[str, ...],
    scale: float = 1.0,
) -> tuple[list[PageLine], int, int]:
    """The page's lines, its text's height and its width, logical: the text
    at the largest size (``TEXT_SIZES``) that fits the view beside its
    picture, else at the smallest (and then it scrolls). Lines are wrapped
    as measured at ``scale`` (the view's: small type does not scale evenly,
    so a line measured at 1:1 can run into the picture at another)."""
    width = text_width(mode, title)
    for size in TEXT_SIZES:
        placed, height = _lay_out(fonts, title, paragraphs, width, size, scale)
        if height <= INNER.height:
            break
    return placed, height, width


def _lay_out(
    fonts: Fonts,
    title: str,
    paragraphs: tuple[str, ...],
    width: int,
    size: int,
    scale: float = 1.0,
) -> tuple[list[PageLine], int]:
    heading_size = round(size * HEADING_SIZE / TEXT_SIZE)
    line_height = fonts.get(size).get_linesize() + LINE_GAP
    y = fonts.get(heading_size, True).get_height() + 14
    placed: list[PageLine] = [(0, 0, title, heading_size, theme.ACCENT, True)]
    for paragraph in paragraphs:
        bullet = paragraph.startswith("- ")
        text = paragraph[2:] if bullet else paragraph
        indent = round(size * 1.05) if bullet else 0
        wrapped = fonts.wrap(text, size, width - indent, scale=scale)
        for index, line in enumerate(wrapped):
            placed.append((indent, y, line, size, theme.FOAM, False))
            if bullet and index == 0:
                placed.append((6, y, "•", size, theme.ACCENT, False))
            y += line_height
        y += round(size * 0.35)
    return placed, y - round(size * 0.35) - LINE_GAP
