"""The title screen: continue the last unfinished game, play, how to play,
settings, replays, quit."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.rules.errors import CorruptStateError
from game.saves.session import store_for
from game.saves.store import SaveEntry
from game.saves.writer import WRITER
from game.scenes.menus.menu import MenuScene
from game.scenes.menus.mode_select import ModeSelectScene
from game.scenes.menus.rules_reference import RulesScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.tutorial.progress import progress_line
from game.ui import art, theme
from game.ui.text import blit_text
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.context import AppContext


@lru_cache(maxsize=4)
def _emblem(scale: float = 1.0) -> pygame.Surface:
    """The fountain above the name, drawn at ``scale`` (a few kept)."""
    size = (round(260 * scale), round(205 * scale))
    return art.fountain(*size, scale=scale).convert_alpha()


#: The corner note: narrow enough to stay left of the game's name at every
#: window size, in the first of these type sizes that fits above the tagline.
NOTE_WIDTH = 360
NOTE_SIZES = (20, 18, 16)
TAGLINE_TOP = 330


class TitleScene(MenuScene):
    """``Continue`` shows when an unfinished game is saved: its mode, players,
    turn and when it was last played; a save that cannot be read is kept
    aside and named in the corner note. Drawn at the window's resolution."""

    draws_at_scale = True

    def __init__(self, ctx: AppContext) -> None:
        self.time = 0.0
        self.store = store_for(ctx)
        self.last: SaveEntry | None = None
        super().__init__(ctx)

    def build(self) -> None:
        add = self.widgets.add
        self.last = self.store.latest_unfinished() if self.store else None
        self._note_problems()
        x, width, half = 640 - 180, 360, 175
        if self.last is not None:
            add(
                Button(
                    (640 - 350, 372, 700, 98),
                    "Continue",
                    self._continue,
                    text_size=40,
                    style="accent",
                    detail=f"{self.last.describe()} · {self.last.when()}",
                )
            )
            top = 484
            # Play, Learn to play and Records share one wider line.
            third = 174
            left = 640 - (3 * third + 2 * 9) // 2
            add(Button((left, top, third, 60), "Play", self._play, text_size=40))
            learn = (left + third + 9, top, third, 60)
            add(
                Button(learn, "Learn to play", self._learn, style="quiet", text_size=26)
            )
            self._add_records((left + 2 * (third + 9), top, third, 60))
            rows = (top + 72, top + 140)
        else:
            add(Button((x, 380, width, 76), "Play", self._play, text_size=44))
            learn = (x, 466, half, 58)
            add(
                Button(learn, "Learn to play", self._learn, style="quiet", text_size=28)
            )
            self._add_records((x + width - half, 466, half, 58))
            rows = (536, 604)
        add(
            Button(
                (x, rows[0], half, 58),
                "How to play",
                self._rules,
                style="quiet",
                text_size=32,
            )
        )
        add(
            Button(
                (x + width - half, rows[0], half, 58),
                "Settings",
                self._settings,
                style="quiet",
                text_size=32,
            )
        )
        add(
            Button(
                (x, rows[1], half, 58),
                "Replays",
                self._replays,
                style="quiet",
                text_size=32,
            )
        )
        add(
            Button(
                (x + width - half, rows[1], half, 58),
                "Quit",
                self.ctx.request_quit,
                style="quiet",
                text_size=32,
            )
        )

    def _add_records(self, rect: tuple[int, int, int, int]) -> None:
        screens = getattr(self.ctx, "screens_directory", None)
        if getattr(screens, "records", None) is not None:
            self.widgets.add(
                Button(rect, "Records", self._records, style="quiet", text_size=32)
            )

    def _records(self) -> None:
        assert self.manager is not None
        records = self.ctx.screens.records
        if records is not None:
            self.manager.push(records(self.ctx))

    def _note_problems(self) -> None:
        if self.store is None:
            return
        for problem in [*self.store.problems, *WRITER.problems]:
            if problem not in self.ctx.notices:
                self.ctx.notices.append(problem)

    def _rebuild(self) -> None:
        self.widgets.clear()
        self.build()

    def enter(self) -> None:
        self.ctx.sound.play_music("title")
        # Back from a game or a list: a game may have been saved or finished.
        if self.store is not None:
            self._rebuild()

    def _continue(self) -> None:
        assert self.manager is not None
        if self.store is None or self.last is None:
            return
        try:
            saved = self.store.load(self.last.path)
        except CorruptStateError:
            self._rebuild()  # kept aside (or left, unreadable); the note says why
            return
        try:
            table = self.ctx.screens.resume(self.ctx, saved)
        except ValueError as exc:
            # A sound file whose table cannot be laid (its pond is gone): say
            # so and leave the file as it is for when the pond is back.
            notice = f"cannot continue {self.last.path}: {exc}"
            if notice not in self.ctx.notices:
                self.ctx.notices.append(notice)
            return
        self.manager.push(table)

    def _learn(self) -> None:
        """Learn to play: the list of lessons."""
        assert self.manager is not None
        tutorial = self.ctx.screens.tutorial
        if tutorial is not None:
            self.manager.push(tutorial(self.ctx))

    def _replays(self) -> None:
        assert self.manager is not None
        self.manager.push(self.ctx.screens.replays(self.ctx))

    def _play(self) -> None:
        assert self.manager is not None
        self.manager.push(ModeSelectScene(self.ctx))

    def _rules(self) -> None:
        assert self.manager is not None
        self.manager.push(RulesScene(self.ctx, None))

    def _settings(self) -> None:
        assert self.manager is not None
        self.manager.push(SettingsScene(self.ctx))

    def back(self) -> None:
        """Escape on the title does nothing: Quit is a button away."""

    def update(self, dt: float) -> None:
        if not getattr(self.ctx.settings, "reduce_motion", False):  # still ripples
            self.time += dt * self.ctx.settings.animation_speed

    def draw_content(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        centre = (640, 128)
        # Ripples spreading from the emblem; plain lines, so a frame stays cheap.
        for index in range(3):
            phase = (self.time * 0.35 + index / 3) % 1.0
            rx = 110 + phase * 260
            shade = 1.0 - phase
            colour = tuple(
                round(b + (f - b) * 0.35 * shade)
                for b, f in zip(theme.DEEP, theme.FOAM, strict=True)
            )
            rect = pygame.Rect(0, 0, view.px(rx * 2), view.px(rx * 0.55))
            rect.center = view.point((centre[0], centre[1] + 78))
            pygame.draw.ellipse(surface, colour, rect, width=view.px(2))
        bob = math.sin(self.time * 1.6) * 3
        emblem = _emblem(view.scale)
        surface.blit(emblem, view.place(emblem, center=(centre[0], centre[1] + bob)))
        # the name keeps its size at every Text size: it is a picture, and
        # larger it would run into the emblem and the tagline
        size = round(120 / fonts.text_scale)
        title = fonts.render("Fountaineer", size, theme.FOAM, True, view.scale)
        shadow = fonts.render("Fountaineer", size, theme.DEEP, True, view.scale)
        place = view.place(title, midtop=(640, 238))
        surface.blit(shadow, place.move(view.px(3), view.px(4)))  # not read
        blit_text(surface, title, place)

    def _note_lines(self) -> tuple[int, list[str]]:
        """The corner note's type size and lines: the last two notices, or
        only the newest, in the largest type that ends above the tagline."""
        fonts, scale = self.ctx.fonts, self.picture_view.scale
        room = TAGLINE_TOP - 16 - 20 - 8
        size, lines = NOTE_SIZES[-1], []
        for notices in (self.ctx.notices[-2:], self.ctx.notices[-1:]):
            for size in NOTE_SIZES:
                lines = [
                    line
                    for notice in notices
                    for line in fonts.wrap(notice, size, NOTE_WIDTH - 24, scale=scale)
                ]
                if fonts.line_height(size) * len(lines) <= room:
                    return size, lines
        return size, lines

    def static_key(self) -> object:
        lessons = progress_line(self.ctx)
        return (super().static_key(), tuple(self.ctx.notices), lessons)

    def draw_static(self, surface: pygame.Surface) -> None:
        fonts, view = self.ctx.fonts, self.picture_view
        words = "Build fountains, race The Machine, make a splash"
        # the tagline fills the gap between the name and the buttons: no
        # larger than 40 pixels at any Text size
        size = min(32, round(40 / fonts.text_scale))
        tagline = fonts.render(words, size, theme.MIST, scale=view.scale)
        blit_text(surface, tagline, view.place(tagline, midtop=(640, TAGLINE_TOP)))
        hint = fonts.render(
            "F11 fullscreen", 22, theme.darken(theme.MIST, 0.25), scale=view.scale
        )
        blit_text(surface, hint, view.place(hint, bottomright=(1262, 708)))
        lessons = fonts.render(
            progress_line(self.ctx), 22, theme.MIST, scale=view.scale
        )
        blit_text(surface, lessons, view.place(lessons, bottomleft=(18, 708)))
        # Problems worth knowing (an unreadable settings file) sit in a note in
        # the top-left corner, clear of the buttons, the name and the tagline.
        size, lines = self._note_lines()
        if lines:
            step = fonts.line_height(size)
            note = pygame.Rect(16, 16, NOTE_WIDTH, step * len(lines) + 20)
            card = theme.panel(view.rect(note).size, alpha=220, scale=view.scale)
            surface.blit(card, view.point(note.topleft))
            for index, line in enumerate(lines):
                text = fonts.render(line, size, theme.ACCENT, scale=view.scale)
                spot = (note.x + 12, note.y + 10 + step * index)
                blit_text(surface, text, view.point(spot), view.rect(note))
