"""Table tips for a first real game: the first time a situation comes up for a
person at the table (see ``tip_situations``), a small card explains it in plain
words, once per player; "Got it" closes it, "No more tips" turns them off.

Seen tips are remembered in the settings (``tips_seen``, entries
``"<tip>/<player name>"``, saved at once through the settings store: a
temporary file, then a rename), so a player who has seen a tip never sees it
again, in this game or the next. Settings can turn tips off and show them all
again. A lesson's table offers none.

The card covers the game log (the log's lines hide behind it while it shows):
never the fountain, the Basin, the score track or a button of the table. A tip
waits while the "since your last turn" recap fills the log; while a dialog card
(the fish colours) is up, the card goes under it, over the toolbar and the
thumbnails, which the dialog has put out of use.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.render.fountains import palette as pal
from game.render.fountains.hud import PANEL, TEXT, box, put, smaller_sizes, text
from game.scenes.fountains.layout import LOG_RECT, side_panels
from game.scenes.fountains.overlays import Button
from game.scenes.fountains.panel import Panel, TableEnv
from game.scenes.fountains.table_state import TableState
from game.scenes.fountains.tip_situations import Tip, TipWatch, tip_named
from game.settings import MAX_TIPS_SEEN
from game.ui.layers import kept
from game.ui.text import cover_texts, place_layer
from game.ui.view import View

#: where a tip's card goes: over the whole game log (hiding it while it
#: shows; the advanced game's log is shorter, under the design cards)
TIP_RECT = LOG_RECT.copy()
#: while a dialog card (fish colours, the solo swap) covers the middle of the
#: table and takes every click: under it, over the toolbar and thumbnails
UNDER_DIALOG_RECT = pygame.Rect(4, 516, 848, 202)
TITLE_SIZE = 24
WORDS_SIZE = 19
LINE_GAP = 3
MAX_NAME = 60  # of a player's name, in what is remembered


def seen_key(tip: str, player: str) -> str:
    """How a tip one player has seen is remembered."""
    return f"{tip}/{player[:MAX_NAME]}"


class TipsPanel(Panel):
    """Finds each person's first situations and shows one tip at a time, when
    that person is to act."""

    def __init__(
        self, env: TableEnv, state: TableState, ctx: Any, offered: bool = True
    ) -> None:
        self.env = env
        self.state = state
        self.ctx = ctx
        self.offered = offered  # False at a lesson's table
        self.watch = TipWatch(state.game)
        self.pending: list[tuple[int, str]] = []
        self.showing: tuple[int, Tip] | None = None
        self._revision = -1
        self._card: tuple[object, pygame.Surface] | None = None
        self.ok = Button("tip-ok", "Got it", pygame.Rect(0, 0, 150, 38), accent=True)
        self.off = Button("tip-off", "No more tips", pygame.Rect(0, 0, 170, 38))

    # -- what the settings say -----------------------------------------------------

    @property
    def on(self) -> bool:
        settings = self.ctx.settings
        return self.offered and bool(getattr(settings, "table_tips", False))

    def has_seen(self, seat: int, key: str) -> bool:
        seen = getattr(self.ctx.settings, "tips_seen", ())
        return seen_key(key, self.state.name(seat)) in seen

    def _remember(self, seat: int, key: str) -> None:
        seen = tuple(getattr(self.ctx.settings, "tips_seen", ()))
        entry = seen_key(key, self.state.name(seat))
        if entry not in seen:
            kept = (*seen, entry)[-MAX_TIPS_SEEN:]
            self.ctx.change_settings(tips_seen=kept)

    # -- panel ---------------------------------------------------------------------

    @property
    def rect(self) -> pygame.Rect | None:
        """Where the tip showing now is (None: none)."""
        if self.showing is None:
            return None
        state = self.state
        dialog = state.fish_offer is not None or state.swap_offer is not None
        if dialog:
            return UNDER_DIALOG_RECT.copy()
        # the game log's place (smaller in the advanced game: the design cards)
        return side_panels(bool(state.game.design_cards))[1]

    def _place_buttons(self, rect: pygame.Rect) -> None:
        self.ok.rect.bottomright = (rect.right - 14, rect.bottom - 12)
        self.off.rect.bottomright = (self.ok.rect.left - 12, self.ok.rect.bottom)

    def buttons(self) -> list[Button]:
        return [self.off, self.ok] if self.showing is not None else []

    def update(self, dt: float) -> None:
        if not self.on:
            self.pending.clear()
            self.showing = None
            return
        state = self.state
        if state.revision != self._revision:
            self._revision = state.revision
            people = [s for s in range(state.game.seats) if state.is_human(s)]
            for found in self.watch.found(state.game, people, self._wanted):
                if found not in self.pending:
                    self.pending.append(found)
        calm = state.human_to_act() and state.recap is None  # the recap: in the log
        if self.showing is None and calm:
            seat = state.game.current_seat
            # under a dialog card only the tip about that dialog: the card
            # then lies over the fountain, which the dialog has put out of use
            dialog = state.fish_offer is not None or state.swap_offer is not None
            for index, (who, key) in enumerate(self.pending):
                if who == seat and (tip_named(key).about == "fish") == dialog:
                    del self.pending[index]
                    self._show(who, key)
                    break
        rect = self.rect
        if rect is not None:
            self._place_buttons(rect)  # the card moves under a dialog card

    def _wanted(self, seat: int, key: str) -> bool:
        return (seat, key) not in self.pending and not self.has_seen(seat, key)

    def _show(self, seat: int, key: str) -> None:
        if self.has_seen(seat, key):
            return
        self.showing = (seat, tip_named(key))
        self._remember(seat, key)  # shown once: remembered at once

    def dismiss(self) -> bool:
        """Close the tip showing now; True when there was one."""
        if self.showing is None:
            return False
        self.showing = None
        return True

    def turn_off(self) -> None:
        self.dismiss()
        self.pending.clear()
        self.ctx.change_settings(table_tips=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.showing is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.ok.hit(event.pos):
                return self.dismiss()
            if self.off.hit(event.pos):
                self.turn_off()
                return True
            rect = self.rect
            return rect is not None and rect.collidepoint(event.pos)  # its clicks
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        if self.showing is None or rect is None:
            return
        seat, tip = self.showing
        self._place_buttons(rect)
        view = self.env.view
        text_scale = getattr(self.env.fonts, "text_scale", 1.0)
        key = (seat, tip.key, tuple(rect), TEXT, pal.HIGHLIGHT, view.scale, text_scale)
        if self._card is None or self._card[0] != key:
            self._card = (key, self._render(seat, tip, rect, view))
        shown = view.rect(rect)
        cover_texts(surface, shown)
        place_layer(surface, self._card[1], shown.topleft, covers=True)
        mouse = self.env.mouse
        for button in (self.off, self.ok):
            button.draw(surface, self.env.fonts, button.hit(mouse), view)

    def _render(
        self, seat: int, tip: Tip, rect: pygame.Rect, view: View
    ) -> pygame.Surface:
        """The card over ``rect``, drawn through ``view`` (laid out
        logically, from the card's own top left)."""
        fonts = self.env.fonts
        scale = view.scale
        at = View(rect.size, scale, pygame.Rect((0, 0), rect.size))
        card = pygame.Surface(view.rect(rect).size, pygame.SRCALPHA)
        whole = pygame.Rect((0, 0), rect.size)
        box(card, at, (*PANEL, 255), whole, radius=12)
        box(card, at, pal.HIGHLIGHT, whole, 2, 12)
        words = f"Tip: {tip.title}"
        height = text(fonts, words, TITLE_SIZE, pal.HIGHLIGHT, True).get_height()
        title = text(fonts, words, TITLE_SIZE, pal.HIGHLIGHT, True, scale)
        inner = whole.inflate(-28, -20)
        put(card, at, title, inner, topleft=(inner.x, inner.y))
        y = inner.y + height + 4
        bottom = self.ok.rect.top - rect.y - 4
        room = pygame.Rect(inner.x, y, inner.width, bottom - y)
        said = f"{self.state.name(seat)}: {tip.words}"
        size, lines = self._fitted(said, inner.width, room.height)
        for line in lines:
            label = text(fonts, line, size, TEXT, False, scale)
            put(card, at, label, room, topleft=(inner.x, y))
            y += text(fonts, line, size, TEXT).get_height() + LINE_GAP
        return kept(card)

    def _fitted(self, words: str, width: int, height: int) -> tuple[int, list[str]]:
        """The words' size and lines: ``WORDS_SIZE`` where they fit the card's
        room, else smaller (at a larger Text size, down to the pixels
        ``WORDS_SIZE`` has at 100%: the advanced game's log is shorter)."""
        fonts = self.env.fonts
        lines: list[str] = []
        for size in (WORDS_SIZE, *smaller_sizes(fonts, WORDS_SIZE)):
            lines = fonts.wrap(words, size, width)
            line_h = text(fonts, "Tip", size, TEXT).get_height() + LINE_GAP
            if len(lines) * line_h - LINE_GAP <= height:
                return size, lines
        return size, lines
