"""The rules reference renders every page of every mode without overflow: no
line wider than its column, no page taller than the view (so no line is cut
and nothing needs scrolling); every Fountains page has its picture, drawn by
the game's renderer; the mode tabs share one font. Driven by posted clicks."""

from __future__ import annotations

import pygame
import pytest

from game.render.fountains.rules_pictures import PICTURES as DRAWINGS
from game.render.fountains.rules_pictures import SIZE
from game.scenes.menus.rules_pages import PAGES, PICTURES
from game.scenes.menus.rules_reference import (
    INNER,
    MIN_TEXT_SIZE,
    MODES,
    RulesScene,
    RulesTabs,
    page_lines,
    text_width,
)
from game.scenes.scene import SceneManager
from game.setup import Mode
from game.ui.fonts import Fonts
from tests.scenes.fountains.table_driver import make_ctx


class SpyFonts(Fonts):
    """Fonts that remember every text they rendered, with size and weight."""

    def __init__(self) -> None:
        super().__init__()
        self.rendered: list[tuple[str, int, bool]] = []

    def render(self, text, size, colour, bold=False, scale=1.0):  # noqa: ANN001, ANN201
        self.rendered.append((text, size, bold))
        return super().render(text, size, colour, bold, scale)


@pytest.fixture()
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 720))
    pygame.quit()


def _click(manager: SceneManager, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    for event in pygame.event.get():
        manager.handle_event(event)
    manager.update(1 / 60)


def test_every_page_fits_without_overflow_or_cut_lines(screen) -> None:
    ctx = make_ctx()
    scene = RulesScene(ctx, None)
    manager = SceneManager()
    manager.push(scene)
    tabs = scene.widgets.find("Rules for")
    shown: list[tuple[Mode, int]] = []
    for index, mode in enumerate(MODES):
        _click(manager, tabs.segment_rect(index).center)
        assert scene.mode is mode and scene.page == 0
        while True:
            manager.draw(screen)
            shown.append((scene.mode, scene.page))
            assert scene.max_scroll == 0, f"{mode} page {scene.page} scrolls"
            title, paragraphs = scene.pages[scene.page]
            lines, height, width = page_lines(ctx.fonts, mode, title, paragraphs)
            assert height <= INNER.height
            for x, top, line in lines:
                assert x + line.get_width() <= width, f"{title}: a line overflows"
                assert top + line.get_height() <= INNER.height, f"{title}: cut"
            next_button = scene.widgets.find("Next")
            if not next_button.enabled:
                break
            _click(manager, next_button.rect.center)
    assert shown == [(m, p) for m in MODES for p in range(len(PAGES[m]))]


def test_the_text_stays_readable() -> None:
    pygame.init()
    fonts = Fonts()
    for mode, pages in PAGES.items():
        for title, paragraphs in pages:
            lines, _height, _width = page_lines(fonts, mode, title, paragraphs)
            body = [line for _x, _top, line in lines[1:]]
            smallest = min(line.get_height() for line in body)
            assert smallest >= fonts.get(MIN_TEXT_SIZE).get_height() - 1


def test_every_fountains_page_has_its_own_picture() -> None:
    titles = [title for title, _ in PAGES[Mode.FOUNTAINS]]
    pictures = [PICTURES.get((Mode.FOUNTAINS, title)) for title in titles]
    assert None not in pictures and len(set(pictures)) == len(pictures)
    assert set(pictures) == set(DRAWINGS)
    assert {"pawns", "contact", "water", "pools", "fish", "lily"} <= set(pictures)
    for title in titles:
        assert text_width(Mode.FOUNTAINS, title) + SIZE[0] <= INNER.width
    assert SIZE[1] <= INNER.height


def test_the_mode_tabs_share_one_font(screen) -> None:
    ctx = make_ctx()
    spy = SpyFonts()
    ctx.fonts = spy
    scene = RulesScene(ctx, None)
    tabs = scene.widgets.find("Rules for")
    assert isinstance(tabs, RulesTabs)
    tabs.draw(screen, spy, False)
    used = {(size, bold) for text, size, bold in spy.rendered if text in tabs.options}
    assert len(used) == 1
